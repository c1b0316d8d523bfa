import type { TDietName, TMoney, TStayRules } from "../../common/travel/trip-model";
import { knownCurrency } from "../planner/money";
import { catalogue } from "../travel/places/catalogue/index";

// The constraints a traveller states besides where and when (issue 23): who is going, money,
// how they will (not) travel, what the stay must allow, what they eat, what they must see or
// would rather skip. Each finder returns only what the message says.

const words: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  couple: 2,
};
const NUM = "(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)";
const num = (w: string | undefined): number | undefined =>
  w === undefined ? undefined : /^\d+$/.test(w) ? Number(w) : words[w.toLowerCase()];

export type PartyFinding = { adults?: number; children?: (number | null)[]; rooms?: number };

/** "2 adults and 2 kids (4 and 7)", "me, my husband and our 2 kids", "family of 5", "6 of us, 3 rooms". */
export function findParty(text: string): PartyFinding {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const found: PartyFinding = {};
  const adults = new RegExp(`\\b${NUM}\\s+(adults?|grown[- ]?ups)\\b`).exec(lower);
  if (adults) found.adults = num(adults[1]);
  const kidsWord =
    "(kids?|children|child|sons?|daughters?|boys?|teens?|teenagers?|toddlers?|babies|baby|infants?|little ones)";
  const kids = new RegExp(`\\b${NUM}\\s+(?:young\\s+|little\\s+|small\\s+)?${kidsWord}\\b`).exec(lower);
  let childCount = kids ? num(kids[1]) : undefined;
  if (!childCount && /\b(our|my|the|with (?:a|our|my)) (kid|son|daughter|child|toddler|baby|boy|girl)\b/.test(lower))
    childCount = 1;
  if (!childCount && /\b(our|my|the) (kids|children|sons|daughters|boys|girls)\b/.test(lower)) childCount = 2;
  // Ages: "(4 and 7)", "aged 5 and 8", "ages 3, 6", "a 6 year old", "5yo".
  const ages: number[] = [];
  const agesList =
    /\b(?:aged?|ages)\s+((?:\d{1,2}(?:\s*(?:,|and|&)\s*)?)+)/.exec(lower) ??
    /\b(?:kids?|children|boys|girls|sons|daughters)\s*(?:are|:|-)?\s*(\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})+|\d{1,2}(?=\s*\)))/.exec(
      lower,
    ) ??
    /\((\s*\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})*\s*)\)/.exec(lower);
  if (agesList) for (const a of (agesList[1] ?? "").match(/\d{1,2}/g) ?? []) ages.push(Number(a));
  for (const m of lower.matchAll(/\b(\d{1,2})[- ]?(?:year[- ]?olds?|yrs? old|yo)\b/g))
    if (!agesList) ages.push(Number(m[1]));
  if (/\b(baby|infant)\b/.test(lower) && !ages.length && childCount === 1)
    ages.push(/\b\d{1,2}\s*months?\b/.test(lower) ? 0 : 1);
  // "family 2+2": two adults, two children.
  const plus = /\bfamily\s+(\d)\s*\+\s*(\d)\b/.exec(lower);
  if (plus) {
    found.adults = Number(plus[1]);
    childCount ??= Number(plus[2]);
  }
  // Ages of children only: "me (38)" is an adult's.
  for (let i = ages.length - 1; i >= 0; i--) if ((ages[i] ?? 0) > 17) ages.splice(i, 1);
  if (ages.length && !childCount) childCount = ages.length;
  if (childCount) found.children = Array.from({ length: Math.min(8, childCount) }, (_, i) => ages[i] ?? null);

  if (found.adults === undefined) {
    const family = new RegExp(`\\bfamily of ${NUM}\\b`).exec(lower);
    const group =
      new RegExp(
        `\\b${NUM}\\s+(?:of us|people|persons|ppl|pax|travell?ers|friends|guys|girls|ladies|couples|adults)\\b`,
      ).exec(lower) ??
      new RegExp(`\\b(?:group|party) of ${NUM}\\b`).exec(lower) ??
      new RegExp(
        `\\bfor ${NUM}\\b(?!\\s*(?:days?|nights?|weeks?|hours?|am|pm|\\$|usd|eur|dollars?|euros?|pounds?))`,
      ).exec(lower);
    const couples = /\b(\d+|two|three|four)\s+couples\b/.exec(lower);
    const mates = new RegExp(
      `\\b(me\\s*(?:\\+|and|&|with)\\s*(?:my\\s+)?|with\\s+(?:my\\s+)?)${NUM}\\s+(?:friends|mates|buddies|pals|lads|girls|guys|colleagues|others)\\b`,
    ).exec(lower);
    const crew = new RegExp(`\\b${NUM}\\s+(?:lads|mates|buddies|pals|girls|guys|ladies|friends)\\b`).exec(lower);
    if (found.adults !== undefined) {
      // Said already ("family 2+2").
    } else if (mates) {
      // "me + 3 friends", "with 4 mates": the friends and the one writing.
      found.adults = Math.min(9, (num(mates[2]) ?? 1) + 1);
    } else if (couples) found.adults = (num(couples[1]) ?? 2) * 2;
    else if (family) {
      const total = num(family[1]) ?? 4;
      const c = found.children?.length ?? Math.max(0, total - 2);
      found.adults = Math.max(1, total - c);
      if (!found.children && c > 0) found.children = Array.from({ length: c }, () => null);
    } else if (crew && !mates && !group) {
      found.adults = num(crew[1]) ?? 2;
    } else if (group) {
      const total = num(group[1]) ?? 2;
      found.adults = Math.max(
        1,
        total -
          (/\bof us\b|\bpeople\b|\bppl\b|\bpax\b|\btravell?ers\b/.test(group[0]) ? (found.children?.length ?? 0) : 0),
      );
    } else if (/\b(solo|alone|by myself|just me|on my own)\b/.test(lower)) found.adults = 1;
    else if (
      /\b(my|our) (wife|husband|hubby|wifey|partner|girlfriend|boyfriend|gf|bf|fiance|fiancee|spouse)\b|\b(me|i) and my (brother|sister|dad|father|mom|mum|mother|friend|buddy|mate|colleague|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin)\b|\bwith my (dad|father|mom|mum|mother|brother|sister|grandma|grandpa)\b|\b(we'?re|we are) both\b|\bboth of us\b|\bw\/ my (gf|bf|wife|husband)\b|\b(honeymoon|couple'?s?|anniversary|for two|the two of us|(?:a|the) pair of us|a pair|me and my (wife|husband|partner|gf|bf|girlfriend|boyfriend))\b/.test(
        lower,
      )
    )
      found.adults = 2;
    else if (found.children && /\b(me|i)\b/.test(lower) && !/\b(wife|husband|partner)\b/.test(lower))
      found.adults = /\b(single (mom|mum|dad|parent))\b/.test(lower) ? 1 : undefined;
    if (found.children && found.adults === undefined && /\b(wife|husband|partner|parents|we)\b/.test(lower))
      found.adults = 2;
  }
  const rooms = new RegExp(`\\b${NUM}\\s+(?:hotel\\s+)?rooms?\\b`).exec(lower);
  if (rooms) found.rooms = num(rooms[1]);
  return found;
}

const currencyWords: [RegExp, string][] = [
  [/^(\$|usd|us\$|dollars?|bucks)$/, "USD"],
  [/^(€|eur|euros?)$/, "EUR"],
  [/^(£|gbp|pounds?|quid)$/, "GBP"],
  [/^(¥|jpy|yen)$/, "JPY"],
  [/^(a\$|aud)$/, "AUD"],
  [/^(c\$|cad)$/, "CAD"],
  [/^(nz\$|nzd)$/, "NZD"],
  [/^(chf|francs?)$/, "CHF"],
  [/^(₹|inr|rupees?|rs\.?)$/, "INR"],
  [/^(฿|thb|baht)$/, "THB"],
  [/^(s\$|sgd)$/, "SGD"],
];
const currencyOf = (w: string | undefined): string | undefined => {
  if (!w) return undefined;
  const t = w.toLowerCase().trim();
  for (const [re, code] of currencyWords) if (re.test(t)) return code;
  const upper = t.toUpperCase();
  return /^[A-Z]{3}$/.test(upper) && knownCurrency(upper) ? upper : undefined;
};

/** "under $900 total", "a budget of $1,700", "€120 a night", "£2k per person", "AUD 3000". */
export function findMoney(text: string): TMoney | undefined {
  const lower = text
    .toLowerCase()
    .replace(/(\d),(\d{3})/g, "$1$2")
    .replace(/(\d),(\d{3})/g, "$1$2");
  const sym = "(\\$|€|£|¥|₹|฿|a\\$|c\\$|nz\\$|us\\$|s\\$)";
  const code = "(usd|eur|gbp|jpy|aud|cad|nzd|chf|inr|sgd|thb|dollars?|bucks|euros?|pounds?|quid|yen|rupees?|baht)";
  const amount = "(\\d+(?:\\.\\d+)?)\\s*(k)?";
  const patterns = [
    new RegExp(`${sym}\\s*${amount}`),
    new RegExp(`\\b${code}\\s*${amount}`),
    new RegExp(`\\b${amount}\\s*${code}\\b`),
    new RegExp(`\\b${amount}\\s*${sym}`),
  ];
  // "we got like 2k", "budget 25k": a thousands figure said as money, in dollars unless told.
  patterns.push(
    /\b(?:budget(?: is| of)?|we(?:'ve)? got|have|spend|spending|total of|max(?:imum)?|up to|around|about)\s+(?:like\s+|~\s*)?(\d+(?:\.\d+)?)\s*(k)\b()/,
  );
  for (const [i, re] of patterns.entries()) {
    const m = re.exec(lower);
    if (!m) continue;
    const [cur, value, k] = i === 0 || i === 1 ? [m[1], m[2], m[3]] : i === 4 ? ["$", m[1], m[2]] : [m[3], m[1], m[2]];
    // "$2500 total from toronto (CAD)": a currency said after a bare "$" is the one meant.
    const said = /\((cad|aud|nzd|usd|sgd)\)|\b(cad|aud|nzd|sgd) dollars\b/.exec(lower);
    const currency = (cur === "$" && said ? currencyOf(said[1] ?? said[2]) : undefined) ?? currencyOf(cur) ?? "USD";
    const n = Number(value) * (k ? 1000 : 1);
    if (!Number.isFinite(n) || n <= 0) continue;
    // A bare small number after "$" is still money; years and ages never carry a currency.
    const after = lower.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30);
    const per = /^\s*(?:\/|a|an|per|each)?\s*(?:night|nite)\b/.test(after)
      ? "night"
      : /^\s*(?:\/|a|an|per)?\s*(?:day)\b/.test(after)
        ? "day"
        : /^\s*(?:\/|a|an|per|each)\s*(?:person|head|pp|adult)\b|^\s*pp\b|^\s*(?:each)\b/.test(after)
          ? "person"
          : "trip";
    return { amount: n, currency, per };
  }
  return undefined;
}

export type TransportFinding = { flights?: boolean; selfDrive?: boolean; prefer?: "train" | "road" | "bus" };

export function findTransport(text: string): TransportFinding {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const found: TransportFinding = {};
  if (
    /\b(no|without|avoid(?:ing)?|skip(?:ping)?|hate|don't want|dont want|won't|not) (?:any )?(flights?|flying|planes?|to fly|fly|airports?)\b|\b(?:do not|don't|dont|won't|wont|can't|cant|never|not going to|not gonna) (?:plan to |want to |wanna )?fly\b|\bnot flying\b|\bfear of flying\b|\boverland\b|\btrain only\b|\bonly (?:by )?trains?\b|\bby (?:land|road) only\b|\bno planes?\b|\bflight[- ]free\b/.test(
      lower,
    )
  )
    found.flights = false;
  if (
    /\b(no|without(?: a)?|not) (self[- ]?driv\w*|driving|rental cars?|car rental|car hire|hire car|car)\b|\b(?:don't|dont|do not|can't|cant|won't|wont) (?:want to |wanna )?drive\b|\bno license\b|\bnot driving\b/.test(
      lower,
    )
  )
    found.selfDrive = false;
  // "we don't have a car and don't want one", "we don't want to rent a car".
  if (
    /\b(?:don't|dont|do not|won't|wont) (?:want to |wanna )?(?:rent|hire|have) a car\b|\bdon't want one\b/.test(lower)
  )
    found.selfDrive = false;
  if (
    /\b(road ?trip|drive|driving|rent(?:ing)? a car|car rental|rental car|hire car|hire a car|by car|campervan|camper van|motorhome|rv trip|ring road|route 66|self[- ]drive)\b/.test(
      lower,
    ) &&
    found.selfDrive !== false
  ) {
    found.prefer = "road";
    found.selfDrive = true;
  }
  // Named trains count as trains: "by shinkansen", "Eurostar", "VIA Rail", "KTX".
  if (
    /\b(by (?:train|rail)|trains?\b(?! station)|rail ?pass|railway|interrail|eurail|rail trip|shinkansen|bullet train|eurostar|via rail|amtrak|ktx|tgv|ice train|high[- ]speed rail|rocky mountaineer|norway in a nutshell|glacier express|sleeper)\b/.test(
      lower,
    )
  )
    found.prefer = "train";
  if (/\bby (?:\w+ )?bus\b|\bbus(?:es)? only\b|\bcoach\b|\b(?:ado|greyhound|flixbus|megabus) bus(?:es)?\b/.test(lower))
    found.prefer = "bus";
  return found;
}

export function findStayRules(text: string): Partial<TStayRules> {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const r: Partial<TStayRules> = {};
  if (
    /\b(pet|dog|cat)[- ]?friendly\b|\b(with|bring(?:ing)?|and|plus) (?:my|our|the) (dog|cat|pup|puppy|pet|labrador|lab|doggo)s?\b|\b(our|my|the) (dog|cat|pup|puppy|labrador) (is|are) coming\b|\bpets? allowed\b/.test(
      lower,
    )
  )
    r.pets = true;
  if (/\b(kid|child|family)[- ]friendly\b|\bkids? under (\d+|ten)\b|\bchildren under\b/.test(lower)) r.children = true;
  if (
    /\b(party[- ]friendly|parties|bachelor(?:ette)?|hen do|stag do|hen party|stag party|party party)\b/.test(lower) &&
    !/\bparty of\b/.test(lower)
  )
    r.parties = true;
  if (/\b(non[- ]?smoking|no smoking|smoke[- ]free)\b/.test(lower)) r.smoking = false;
  else if (/\bsmoking (room|allowed)\b|\b(i|we) smoke\b/.test(lower)) r.smoking = true;
  if (/\b(wheelchair|accessible|step[- ]free|mobility|disabled|disability|walker)\b/.test(lower)) r.accessible = true;
  if (
    /\b(entire|whole) (place|apartment|flat|home|house|villa|condo)\b|\b(airbnb|apartment|vacation rental|holiday let|villa|cottage|cabin|chalet|condo|rental house|house rental|farmhouse)\b/.test(
      lower,
    )
  )
    r.type = "entire_place";
  else if (/\bprivate room\b/.test(lower)) r.type = "private_room";
  const near =
    /\b(?:near|close to|walking distance (?:to|of|from)|by) (the [a-z]+(?: [a-z]+)?|[a-z]+ (?:beach|centre|center|station|old town))\b/.exec(
      lower,
    );
  if (near?.[1] && !/\b(the (way|end|time|way))\b/.test(near[1])) r.near = near[1];
  return r;
}

const dietWords: [RegExp, TDietName][] = [
  [/\b(vegetarian|veggie|no meat|don't eat meat)\b/, "vegetarian"],
  [/\b(vegan|plant[- ]based)\b/, "vegan"],
  [/\bhalal\b/, "halal"],
  [/\bkosher\b/, "kosher"],
  [/\b(gluten[- ]?free|coeliac|celiac|no gluten)\b/, "gluten-free"],
];
const cuisineWords = [
  "sushi",
  "ramen",
  "tapas",
  "seafood",
  "pizza",
  "pasta",
  "bbq",
  "barbecue",
  "tacos",
  "street food",
  "dim sum",
  "curry",
  "steak",
  "noodles",
  "pho",
  "kebab",
  "mezze",
  "paella",
  "wine",
  "coffee",
  "brunch",
  "fine dining",
  "michelin",
  "local food",
  "thai",
  "indian",
  "italian",
  "japanese",
  "mexican",
  "french",
  "chinese",
  "korean",
  "vietnamese",
  "lebanese",
  "greek",
  "spanish",
  "portuguese",
  "peruvian",
  "ethiopian",
  "moroccan",
  "turkish",
  "mole",
  "kaiseki",
  "poutine",
  "deep dish",
  "pintxos",
  "biryani",
  "injera",
  "dumplings",
  "hot pot",
  "ceviche",
  "gelato",
  "pastries",
  "oysters",
  "lobster",
  "crab",
  "wine tasting",
  "craft beer",
  "cocktails",
];

export function findFood(text: string): { diets: TDietName[]; cuisines: string[] } {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const diets = dietWords.filter(([re]) => re.test(lower)).map(([, d]) => d);
  const cuisines = cuisineWords.filter((c) => new RegExp(`\\b${c}\\b`).test(lower));
  return { diets, cuisines };
}

/** "must see the Sagrada Familia", "skip museums", "not into nightlife". */
const plainText = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

// First words of sights' names that say nothing on their own.
const commonFirst = new Set(
  "national palace museum market church temple castle garden gardens central street square bridge tower royal grand great old new city park river lake beach mount museo musee plaza place saint sainte santa santo golden little upper lower north south east west".split(
    " ",
  ),
);

let cityNames: Set<string> | undefined;
const cityKeys = () => {
  cityNames ??= new Set(catalogue.map((c) => plainText(c.city)));
  return cityNames;
};

let sightNames: { key: string; name: string }[] | undefined;
/** The catalogue's sights by their plain names ("hagia sophia"), the leading "the" dropped. */
function sights(): { key: string; name: string }[] {
  sightNames ??= catalogue
    .flatMap((c) => c.places.map((p) => p.name))
    .map((name) => ({ name, key: plainText(name).replace(/^the /, "") }))
    .filter((x) => x.key.length >= 5);
  return sightNames;
}

/** Whether a phrase names one of the catalogue's sights ("Sagrada Familia", "the Alhambra"), not a town. */
export function isSight(phrase: string): boolean {
  const key = plainText(phrase).replace(/^the /, "");
  if (key.length < 5) return false;
  return sights().some((s) => s.key === key || (s.key.startsWith(`${key} `) && key.includes(" ")));
}

/** A list as people write it: "Auschwitz and the salt mine", "Vatican + Colosseum". */
function items(list: string): string[] {
  return list
    .split(/\s*(?:,|\+|&|\band\b|\bor\b|\bplus\b)\s*/i)
    .map((s) =>
      s
        .trim()
        .replace(/^(the|a|an|to|do|see|visit)\s+/i, "")
        .replace(/\s+(pls|please|too|as well|mostly|obviously)$/i, "")
        .trim(),
    )
    .filter((s) => s.length >= 3 && s.split(/\s+/).length <= 6);
}

/** "must see the Sagrada Familia", "the Alhambra is a must", "skip museums", "not into nightlife". */
export function findMustSeeAndAvoid(text: string): { mustSee: string[]; avoid: string[] } {
  const mustSee: string[] = [];
  const avoid: string[] = [];
  const clean = (s: string) =>
    s
      .trim()
      .replace(/^(the|a|an)\s+/i, "")
      .replace(/[.,!?;].*$/, "")
      .split(/\s+(?:and|but|or|because|since|while|as|if)\s+/i)[0]
      ?.trim() ?? "";
  for (const m of text.matchAll(
    /\b(?:must[- ]see(?:s)?(?: is| are)?|must visit|musts? (?:are|is)|have to (?:see|visit|do)|need to see|want(?:s)? to (?:see|do|visit)|wanna (?:see|do)|want (?:a|the)|can't miss|don't want to miss|definitely (?:see|visit)|day trip to|for (?=[A-Z]))\s*:?\s+([^.!?\n;]{3,80})/g,
  )) {
    for (const v of items(
      (m[1] ?? "").split(/\s+(?:but|because|since|while|as|if|with|from|in|on|at|we|i)\s+/i)[0] ?? "",
    ))
      if (
        !/^(\d|a |an |me|us|my|our|two|three|the (?:first|last|whole))/i.test(v) &&
        !/\b(pace|days?|nights?|weeks?|budget|hotels?|flights?|trains?|cars?|people|adults|kids|children|rooms?|time|trip)\b/i.test(
          v,
        )
      )
        mustSee.push(v);
  }
  // "The Alhambra is a must", "Sossusvlei and Etosha are the big ones", "... are musts".
  for (const m of text.matchAll(
    /([A-Z][^.!?\n]{2,60}?)\s+(?:is|are)\s+(?:a\s+)?(?:musts?|non-negotiable|the big ones?|the highlights?|a priority|priorities)\b/g,
  ))
    mustSee.push(...items(m[1] ?? ""));
  // Famous sights named anywhere in the message.
  const plain = ` ${plainText(text.slice(0, 1200))} `;
  for (const s of sights()) {
    if (plain.includes(` ${s.key} `)) mustSee.push(s.name);
    else {
      // "Vatican" for the Vatican Museums: a distinctive first word alone.
      const [first = "", second = "", ...more] = s.key.split(" ");
      if (
        !more.length &&
        /^(museums?|palace|castle|cathedral|basilica|temple|fortress|citadel)$/.test(second) &&
        first.length >= 6 &&
        !commonFirst.has(first) &&
        !cityKeys().has(first) &&
        plain.includes(` ${first} `)
      )
        mustSee.push(s.name);
    }
  }
  for (const m of text.matchAll(
    /\b(?:avoid(?:ing)?|skip(?:ping)?|no more|not into|not a fan of|hate|don't like|dont like|not interested in|nothing with|without)\s+([^.!?\n]{3,40})/gi,
  )) {
    const v = clean(m[1] ?? "");
    // The flights and cars are transport rules, said elsewhere.
    if (v && !/\b(fl(y|ights?|ying)|driv\w*|cars?|planes?|rental|smoking)\b/i.test(v) && v.split(/\s+/).length <= 5)
      avoid.push(v.toLowerCase());
  }
  const unique = (xs: string[]) => xs.filter((x, i) => xs.findIndex((y) => plainText(y) === plainText(x)) === i);
  return { mustSee: unique(mustSee).slice(0, 10), avoid: unique(avoid).slice(0, 10) };
}
