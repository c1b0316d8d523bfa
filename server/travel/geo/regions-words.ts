// The words around a region's name in a message that say whether it is the place meant
// (regions.ts, regionsNamedIn): before it ("in Texas", "road trip through Tuscany"), after it
// ("Japan trip", "Scotland by train"), and the ones that say it is not ("from Texas", "places
// like Tuscany").

// Words before a place that make it a destination ("in Texas", "road trip through Tuscany").
export const triggers = new Set([
  "in",
  "to",
  "planning",
  "through",
  "thru",
  "across",
  "around",
  "throughout",
  "into",
  "within",
  "via",
  "between",
  "along",
  "down",
  "visit",
  "visiting",
  "explore",
  "exploring",
  "tour",
  "touring",
  "see",
  "seeing",
  "discover",
  "discovering",
  "backpack",
  "backpacking",
  "roadtrip",
  "roadtripping",
  "cruise",
  "cruising",
  // "island hopping the Cyclades", "hopping round the Gilis".
  "hopping",
  // "thinking Lake District at half term", "considering Portugal".
  "thinking",
  "considering",
  // "Seville for 4 nights then the Algarve": the next stop of a route.
  "then",
  // "we want go Switzerland", "going Goa with friends", "travel Vietnam by bus": a verb of going
  // with no "to" after it, as many write English learnt as a second language.
  "go",
  "going",
  "goes",
  "travel",
  "travelling",
  "traveling",
  "heading",
]);
// Words before "like" that make it a wish: "we'd like", "I would really like" (normalize() drops
// the apostrophe: "we'd" is "wed").
// ("I like Japan" is a taste, not a plan: no wish there.)
export const wishes = new Set(["would", "wed", "id", "wd", "youd", "theyd"]);
// A place after these is where someone is from, or whom they travel with.
export const blockers = new Set(["from", "with", "like", "named", "called", "dear", "hi", "hey", "thanks"]);
// Words after a place that make it a destination ("Japan trip", "Scotland by train").
export const postfix = new Set([
  "trip",
  "trips",
  "itinerary",
  "vacation",
  "vacations",
  "holiday",
  "holidays",
  "getaway",
  "honeymoon",
  "tour",
  "tours",
  "adventure",
  "roadtrip",
  "odyssey",
  // "Norway travel, 8 days", "Kenya safari", "Alaska cruise", "Nepal trek".
  "travel",
  "travels",
  "journey",
  "safari",
  "safaris",
  "cruise",
  "break",
  "escape",
  "trek",
  "trekking",
]);
export const transport = new Set([
  "train",
  "rail",
  "car",
  "bus",
  "road",
  "campervan",
  "camper",
  "rv",
  "motorbike",
  "motorcycle",
  "bike",
  "bicycle",
  "boat",
  "ferry",
  "van",
]);
export const quantities = new Set([
  "a",
  "an",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "fourteen",
  "few",
  "couple",
  "several",
]);
export const seasons = new Set(
  "january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec spring summer autumn fall winter".split(
    " ",
  ),
);
export const conjunctions = new Set(["and", "or", "then", "plus", "also", "maybe", "perhaps", "vs", "versus"]);
// "a tour of Jordan", "two weeks of Turkey": an ambiguous name counts after "of" only after these.
export const ofHeads = new Set([
  "tour",
  "tours",
  "trip",
  "week",
  "weeks",
  "days",
  "nights",
  "weekend",
  "month",
  "part",
  "parts",
  "rest",
  "coast",
  "north",
  "south",
  "east",
  "west",
  "centre",
  "center",
  "heart",
  "cities",
  "towns",
  "highlights",
  "best",
  "countryside",
  "corner",
]);
// Signs that "Georgia" is the country, not the US state.
export const caucasusCues = new Set([
  "tbilisi",
  "batumi",
  "kutaisi",
  "kazbegi",
  "stepantsminda",
  "mestia",
  "svaneti",
  "sighnaghi",
  "signagi",
  "kakheti",
  "caucasus",
  "armenia",
  "azerbaijan",
  "yerevan",
  "baku",
  "borjomi",
  "gudauri",
]);
