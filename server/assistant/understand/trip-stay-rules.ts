import type { TStayRules } from "../../../common/travel/trip-model";
import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { catalogue } from "../../travel/places/catalogue/index";
import { isEnglishWord } from "./english-words";
import { isTown, otherFacts, plainText } from "./trip-sight-names";

// What the stay must allow: pets, children, an entire place, a room, near somewhere (issue 23;
// split out of understand-trip.ts).

// Pets, by kind and by the breeds people name them by.
const PETS =
  "dog|cat|pup|puppy|pet|doggo|labrador|lab|spaniel|beagle|kelpie|terrier|collie|poodle|dachshund|retriever|pug|husky|schnauzer|whippet|greyhound|cockapoo|labradoodle|sheepdog|corgi|chihuahua";

// A pet word that names an outing, not a pet: "aurora + dog sledding", "and husky rides".
const notAPet =
  "(?![- ]?(?:sledd?(?:ing|ges?|s)?|sleighs?|mushing|shows?|racing|races|tracks?|treks?|safaris?|rides?|tours?|caf[eé]s?|parks?))";

let catalogueCities: Set<string> | undefined;
/** A name that is no town the catalogue plans, no region and no big city: a part of a town. */
function partOfTown(name: string): boolean {
  catalogueCities ??= new Set(catalogue.map((c) => plainText(c.city)));
  if (catalogueCities.has(plainText(name)) || findRegion(name) || otherFacts.test(name)) return false;
  // ("staying at Christmas", "a hotel in The Hague"'s article: when, or no name of its own.)
  if (/^(?:christmas|xmas|easter|new year|the|our|my|a|an|this|that|one)$/i.test(name.split(/\s+/)[0] ?? ""))
    return false;
  const g = geocode(name);
  return !g || g.matched_by === "fuzzy" || g.population < 1_000_000;
}

export function findStayRules(text: string): Partial<TStayRules> {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const r: Partial<TStayRules> = {};
  if (
    // "2 adults + dog", "and our 2 spaniels", "me + hubby + our beagle": a pet coming along.
    new RegExp(
      `(?:[+&]|\\band|\\bplus|\\bwith|\\bbring(?:ing)?)\\s+(?:(?:our|my|the|a|\\d|two|three)\\s+)*(?:${PETS})s?\\b${notAPet}`,
    ).test(lower) ||
    // "plus our springer spaniel", "with my guide dog": a word for the breed or the dog's work
    // between "our" and the pet (not "a hot dog" or "the top dog", which are no pets).
    new RegExp(
      `(?:[+&]|\\band|\\bplus|\\bwith|\\bbring(?:ing)?)\\s+(?:our|my|his|her|their)\\s+(?:(?:\\d|two|three)\\s+)?(?!(?:hot|corn|top|sea|sun|lucky|under)\\b)[a-z-]{3,}\\s+(?:${PETS})s?\\b${notAPet}`,
    ).test(lower) ||
    // "dog coming too", "the pup's tagging along": a pet said to come.
    new RegExp(
      `\\b(?:${PETS})(?:s|'s)?\\s+(?:is\\s+|are\\s+|will be\\s+)?(?:coming|comes|tagging|travell?ing)\\s+(?:too|along|with)\\b`,
    ).test(lower) ||
    /\b(pet|dog|cat)[- ]?friendly\b|(?:\b(?:with|bring(?:ing)?|and|plus)|[+&]) (?:my|our|the) (dog|cat|pup|puppy|pet|labrador|lab|doggo)s?\b|\b(our|my|the) (dog|cat|pup|puppy|labrador|doggo)s? (is|are|comes?|come|will come|coming)\b|\bpets? allowed\b|\b(?:takes|allows|accepts|welcomes) (?:dogs|pets|cats)\b/.test(
      lower,
    )
  )
    r.pets = true;
  // "ein Hund", "notre chien", "nuestro perro", "hôtel qui accepte les chiens": the pet in other languages.
  if (
    /\b(?:ein(?:en)?|mit(?: (?:dem|unserem|meinem))?|unser(?:em)?|mein(?:em)?|notre|nos|mon|ma|avec|accepte les|acceptent les|nuestro|nuestra|mi|con|acepta|aceptan|nosso|nossa|com|aceita|il nostro|la nostra|col|con il)\s+(?:\w+\s+)?(?:hunde?n?|chiens?|chats?|perr[oa]s?|gat[oa]s?|c[aã]o|c[aã]es|cachorr[oa]s?|cane|cani)\b/.test(
      lower,
    )
  )
    r.pets = true;
  if (/\b(kid|child|family)[- ]friendly\b|\bkids? under (\d+|ten)\b|\bchildren under\b/.test(lower)) r.children = true;
  if (
    /\b(party[- ]friendly|parties|bachelor(?:ette)?|hen do|stag do|hen party|stag party|party party|party house|party (?:place|villa|pad|flat|apartment|pod)|throw (?:a )?party|host (?:a )?party)\b/.test(
      lower,
    ) &&
    !/\bparty of\b/.test(lower)
  )
    r.parties = true;
  if (/\b(non[- ]?smoking|no smoking|smoke[- ]free)\b/.test(lower)) r.smoking = false;
  else if (/\bsmoking (room|allowed)\b|\b(i|we) smoke\b/.test(lower)) r.smoking = true;
  if (
    /\b(wheelchair|accessible|step[- ]free|mobility|disabled|disability|walker)\b|\b(?:ground[- ]floor (?:rooms?|suites?|apartments?|flats?|units?|bedrooms?)|rooms? on the ground floor|(?:walk|roll)[- ]in showers?|grab (?:bars|rails)|(?:lift|elevator) access|(?:hotel|building|apartment|place) with (?:a lift|an elevator|lifts|elevators))\b|\b(?:can't|cannot|can not|unable to|no|not good with|struggles? with|bad with) (?:do |manage |climb |handle |take )?(?:stairs|steps)\b/.test(
      lower,
    ) ||
    // "walks with a cane", "uses crutches", "not many stairs", "can't do Lisbon's hills": someone
    // who walks with an aid, or the climbs they cannot take (not "sugar cane" or "candy cane").
    /\b(?:walks?|walking|gets? around) with (?:a |her |his )?(?:cane|stick|walking stick|frame|zimmer(?: frame)?|rollator|crutches)\b|\b(?<!(?:sugar|candy) )canes?\b(?! (?:toads?|fields?|juice|sugar|spirit|rats?))|\b(?:crutches|rollator|zimmer frame|mobility scooter)\b|\b(?:not (?:many|too many|a lot of|lots of)|few|minimal|limited|as few) (?:stairs|steps)\b|\b(?:can't|cannot|can not|unable to) (?:do|manage|handle|climb|walk up|take) (?:[a-z]+'s |the |any |steep |big )?hills\b/.test(
      lower,
    )
  )
    r.accessible = true;
  if (
    /\b(entire|whole) (place|apartment|flat|home|house|villa|condo)\b|\b(airbnb|apartment|vacation rental|holiday let|villas?|cottages?|cabins|cabin|chalets?|condo|rental house|house rental|farmhouse|casita|bungalow|self[- ]catering|(?:a|beach|holiday|party|rental) house|holiday (?:home|cottage|flat)|vacation home|g[iî]tes?|fincas?|trull[oi]|ferienwohnung(?:en)?|ferienh[aä]us(?:er)?|casa rural|casas rurales)\b/.test(
      lower,
    )
  )
    r.type = "entire_place";
  // ("a privte room", "pvt room", "private rm": the room as it is typed in a hurry.)
  else if (/\b(?:private|privte|privat|privet|pvt)\s+(?:rooms?|rms?)\b/.test(lower)) r.type = "private_room";
  const near =
    /\b(?:near(?: to)?|nearer(?: to)?|close to|closer to|walking distance (?:to|of|from)|by) ((?:the|a|an) [a-z]+(?: [a-z]+)?|[a-z]+ (?:beach|centre|center|station|old town))\b/.exec(
      lower,
    ) ??
    /\bin the (medina|old town|old city|old quarter|city cent(?:re|er)|cent(?:re|er)|historic (?:cent(?:re|er)|district|quarter)|[a-z]+ quarter)\b/.exec(
      lower,
    );
  if (near?.[1] && !/\b(the (way|end|time|way))\b/.test(near[1]))
    r.near = near[0].startsWith("in the") ? `the ${near[1]}` : near[1];
  // "villa with pool near beach": the place named bare, as notes write it.
  const bareNear =
    /\b(?:near|close to|by|on|walking distance (?:to|of|from))\s+(beach|sea|ocean|lake|station|centre|center|old town|city cent(?:re|er)|downtown|river)\b/.exec(
      lower,
    );
  if (!r.near && bareNear?.[1]) r.near = `the ${bareNear[1]}`;
  // "near KLCC", "near BTS", "a hotel near Hyde Park": a name in capitals after "near".
  const named =
    /\b(?:near|close to|walking distance (?:to|of|from))\s+((?:the\s+)?\p{Lu}[\p{L}\d'-]*(?:\s+\p{Lu}[\p{L}\d'-]*){0,2})/u.exec(
      text,
    );
  // (Without its article: "the Messe" is the Messe, however the place's full name goes on.)
  if (named?.[1] && (!r.near || /^(?:the|a|an) /.test(r.near))) r.near = named[1].replace(/^the\s+/i, "");
  // "beach hotel", "beach fale", "hotel on the beach", "beachfront": by the beach, whatever
  // the stay is called where they go (a fale in Samoa, a cabana, a bure in Fiji).
  if (
    !r.near &&
    /\bbeach[- ]?(?:front\s+)?(?:hotel|resort|stay|villa|fales?|bures?|huts?|bungalows?|cabanas?|cabins?|cottages?|shacks?|house|lodge|hostel|apartment|condo|camp)\b|\b(?:hotel|resort|stay) (?:on|by) the beach\b|\bbeach ?front\b|\bsteps from the beach\b/.test(
      lower,
    )
  )
    r.near = "the beach";
  // "4 of us, white beach": a named beach the trip is about is where to stay (one beach, not
  // "D-Day beaches"; a name, not "a nice beach").
  if (!r.near) {
    const beach = /\b([a-z]+(?: [a-z]+)?) beach\b(?!es)/.exec(lower);
    const name = beach?.[1]?.split(" ").pop() ?? "";
    if (
      beach &&
      !/^(?:a|an|the|on|at|to|by|near|and|or|of|for|nice|good|great|quiet|sandy|private|public|best|local|some|any|nearest|day|big|small|long|lovely|beautiful|nude|no|in|with|from|nearby|hotel|resort|lazy|more|relaxing|the|city|family|secluded|hidden|black|pink|red)$/.test(
        name,
      ) &&
      !otherFacts.test(name) &&
      // "Miami Beach", "Virginia Beach": a town to stay in, not a beach to stay by.
      !isTown(`${name} beach`)
    )
      // Written as the traveller wrote it ("White Beach"), where the letters line up.
      r.near = text.slice(
        (beach.index ?? 0) + (beach[0].length - name.length - 6),
        (beach.index ?? 0) + beach[0].length,
      );
  }
  // "in the walled city": the old town by another name.
  if (!r.near) {
    const walled = /\bin the (walled city|old walled city|historic walls)\b/.exec(lower);
    if (walled?.[1]) r.near = `the ${walled[1]}`;
  }
  // "move the hotel to Shinjuku", "can the hotel be in Alfama?", "a hotel in Brooklyn instead".
  const moved =
    /\b(?:move|swap|change|put|switch)\s+(?:the|our)\s+(?:hotel|stay|accommodation)\b[^.!?]{0,25}?\b(?:to|in|near|closer to)\s+((?:the\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/u.exec(
      text,
    ) ??
    /\b(?:hotel|stay|accommodation)\s+(?:be|is)\s+(?:in|near|closer to)\s+((?:the\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/u.exec(
      text,
    );
  if (moved?.[1]) r.near = moved[1];
  // "a hotel in Midtown", "Airbnb in Lekki": the part of town the bed is in, when the name is no
  // town of the trip on its own (not "a hotel in Paris", "hostel in Vietnam").
  if (!r.near) {
    // (The stay's word in any case, "Airbnb in Lekki"; the name in capitals, word by word.)
    const part =
      /\b(?:hotels?|hostels?|airbnb|apartment|accommodation|guest ?house|ryokan|room|place to stay|stay(?:ing)?|based|villas?|cottages?|cabins?|chalets?|lodges?|resorts?|bungalows?|homestays?|riads?|treehouses?)\s+(?:in|at)\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)/iu.exec(
        text,
      );
    const words = (part?.[1] ?? "").split(/\s+/);
    const name = words.slice(0, /^\p{Lu}/u.test(words[1] ?? "") ? 2 : 1).join(" ");
    // ("Bali ... a villa in Ubud": a town of the island or area the trip goes to is where in it
    // to stay, though the catalogue plans it as a town of its own.)
    if (/^\p{Lu}/u.test(name) && (partOfTown(name) || townOfRegionNamed(name, text))) r.near = name;
  }
  // "krabi, ao nang side", "on the Kowloon side", "Buda side please": the part of the trip's town
  // or coast the bed should be on, by a name the map knows (not "the sunny side", "east side").
  if (!r.near) {
    for (const m of text.matchAll(
      /(?:^|[,;(:]\s*|\b(?:on|stay(?:ing)?\s+on|based\s+on)\s+the\s+)([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s+side\b/giu,
    )) {
      const name = (m[1] ?? "").trim();
      const g = geocode(name);
      if (!g || g.matched_by === "fuzzy" || name.split(/\s+/).some((w) => isEnglishWord(w.toLowerCase()))) continue;
      if (!partOfTown(name)) continue;
      r.near = name.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase());
      break;
    }
  }
  // "lodge near Volcanoes NP": the park under its full name.
  if (r.near) r.near = r.near.replace(/\s+(?:NP|N\.P\.?)$/, " National Park");
  return r;
}

/** Whether `name` is a town of a region (an island, an area) the text names: "Ubud" on a trip to Bali. */
function townOfRegionNamed(name: string, text: string): boolean {
  const key = plainText(name);
  for (const m of text.matchAll(/\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2}/gu)) {
    if (plainText(m[0]) === key) continue;
    const region = findRegion(m[0]);
    if (region && region.kind !== "country" && region.cities.some((c) => plainText(c.name) === key)) return true;
  }
  return false;
}
