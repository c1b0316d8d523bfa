// Famous sights by the short names travellers call them ("the Met", "Kili", "Disney", "the
// Titanic museum", "Tiger's Nest"), which no catalogue name starts or ends with: each under the
// name guides use, and only where the message names the city the nickname means there ("Disney"
// is Walt Disney World from Orlando, Disneyland Paris from Paris; "the Met" only in New York,
// where "we met in Rome" cannot reach).

type Nickname = { said: RegExp; name: string; city?: RegExp };

const NEW_YORK = /\b(?:new york|nyc|ny|manhattan|brooklyn)\b/i;
const LONDON = /\blondon\b/i;

const nicknames: Nickname[] = [
  { said: /\bthe met\b(?!\s+(?:office|gala|police|opera))/i, name: "The Metropolitan Museum of Art", city: NEW_YORK },
  { said: /\bmoma\b/i, name: "Museum of Modern Art", city: NEW_YORK },
  { said: /\bthe guggenheim\b/i, name: "Guggenheim Museum Bilbao", city: /\bbilbao\b/i },
  { said: /\bkili\b/i, name: "Mount Kilimanjaro" },
  { said: /\b(?:ebc|everest base camp)\b/i, name: "Everest Base Camp" },
  { said: /\b(?:tiger'?s'?\s+nest|taktsang)\b/i, name: "Tiger's Nest" },
  { said: /\btitanic\s+(?:museum|experience|quarter|centre|center)\b/i, name: "Titanic Belfast", city: /\bbelfast\b/i },
  { said: /\bsagrada\b/i, name: "Sagrada Família" },
  { said: /\brock(?:[- ]hewn|[- ]cut)? churches\b/i, name: "Rock-Hewn Churches of Lalibela", city: /\blalibela\b/i },
  { said: /\bthe tate\b/i, name: "Tate Modern", city: LONDON },
  { said: /\bthe (?:v ?& ?a|v and a)\b/i, name: "Victoria and Albert Museum", city: LONDON },
  { said: /\bthe (?:london )?eye\b/i, name: "London Eye", city: LONDON },
  { said: /\bthe rijks\b/i, name: "Rijksmuseum" },
  { said: /\bthe uffizi\b/i, name: "Uffizi Gallery" },
  { said: /\bthe prado\b/i, name: "Prado Museum", city: /\bmadrid\b/i },
  { said: /\bthe duomo\b/i, name: "Florence Cathedral", city: /\b(?:florence|firenze)\b/i },
  { said: /\bthe duomo\b/i, name: "Duomo di Milano", city: /\b(?:milan|milano)\b/i },
  { said: /\bthe (?:cristo|christ statue|jesus statue)\b/i, name: "Christ the Redeemer", city: /\brio\b/i },
  { said: /\bthe harbou?r bridge\b/i, name: "Sydney Harbour Bridge", city: /\bsydney\b/i },
  { said: /\bthe strip\b/i, name: "Las Vegas Strip", city: /\bvegas\b/i },
  // ("the Taj" is also a chain of hotels: only beside Agra, and not "Taj hotel".)
  {
    said: /\btaj\b(?!\s*(?:mahal|hotels?|palace|resorts?|group|lands|exotica|vivanta|coromandel))/i,
    name: "Taj Mahal",
    city: /\bagra\b/i,
  },
  // ("the pandas" of Chengdu are its breeding base's; "panda express" is a restaurant.)
  {
    said: /\b(?:the\s+)?(?:giant\s+)?pandas?(?:\s+base)?\b(?!\s+express)/i,
    name: "Chengdu Panda Base",
    city: /\bchengdu\b/i,
  },
  { said: /\bsmithsonians?\b/i, name: "Smithsonian museums", city: /\b(?:dc|d\.c\.|washington)\b/i },
  // "Disney" alone (not Disneyland, DisneySea or Disney Springs, which are names of their own).
  ...(
    [
      [/\borlando\b/i, "Walt Disney World"],
      [/\bparis\b/i, "Disneyland Paris"],
      [/\btokyo\b/i, "Tokyo Disneyland"],
      [/\bhong kong\b/i, "Hong Kong Disneyland"],
      [/\bshanghai\b/i, "Shanghai Disneyland"],
      [/\b(?:[Aa]naheim|[Ll]os [Aa]ngeles|LA)\b/, "Disneyland"],
    ] as const
  ).map(([city, name]) => ({
    said: /\bdisney\b(?!\s*(?:land|sea|world|springs|'s|cruise|channel|plus|\+))/i,
    name,
    city,
  })),
];

/** The famous sights the message calls by a nickname, under their guides' names, with the words said. */
export function nicknamedSights(text: string): { said: string; name: string }[] {
  const out: { said: string; name: string }[] = [];
  for (const n of nicknames) {
    const m = n.said.exec(text);
    if (!m || (n.city && !n.city.test(text))) continue;
    // ("skip the Met", "not Disney this time" are refusals, read elsewhere.)
    if (
      /\b(?:skip(?:ping)?|avoid(?:ing)?|not|no|without|hate)\s+(?:the\s+)?$/i.test(
        text.slice(Math.max(0, m.index - 20), m.index),
      )
    )
      continue;
    out.push({ said: m[0].replace(/^the\s+/i, ""), name: n.name });
  }
  return out;
}
