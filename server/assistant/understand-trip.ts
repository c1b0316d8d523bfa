import { placeKindWords } from "../../common/travel/place-kinds";
import type { TDietName, TMoney, TStayRules } from "../../common/travel/trip-model";
import { knownCurrency } from "../planner/money";
import { geocode } from "../travel/geo/gazetteer";
import { findRegion } from "../travel/geo/regions";
import { catalogue } from "../travel/places/catalogue/index";
import { cardinalWords } from "./number-words";
import { currencyCode, localCurrency, namePattern, prefixPattern, signPattern } from "./understand/currencies";
import { partyList } from "./understand/party-list";
import { dishesNamed } from "./understand/prefs-dishes";
import {
  CHILD_WORDS,
  foreignCardinals,
  GROUP_NOUNS,
  GROUP_PEOPLE,
  PEOPLE_NUM,
  YEARS_OLD,
} from "./understand/prefs-party-words";
import { slips } from "./understand/typos";
import { knownWishes } from "./understand/wishes";

// The constraints a traveller states besides where and when (issue 23): who is going, money,
// how they will (not) travel, what the stay must allow, what they eat, what they must see or
// would rather skip. Each finder returns only what the message says.

// Ages and counts up to seventeen (a child's age): the shared words, plus "a" and "a couple".
const words: Record<string, number> = { a: 1, an: 1, ...cardinalWords, couple: 2 };
const NUM = "(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
// A count of people, also in the other languages read here: "zwei Erwachsene", "tres niños".
const PEOPLE = PEOPLE_NUM("one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve");
// An age as a traveller writes it: "6", "six", "twelve".
const AGE =
  "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)";
const num = (w: string | undefined): number | undefined =>
  w === undefined
    ? undefined
    : /^\d+$/.test(w)
      ? Number(w)
      : (words[w.toLowerCase()] ?? foreignCardinals[w.toLowerCase()]);

export type PartyFinding = {
  adults?: number;
  children?: (number | null)[];
  rooms?: number;
  /** "my sister is coming too", "one of the guys dropped out": a change to the party already known. */
  more?: number;
};

// Who else comes, one word each: "my mum", "my sister", "hubby".
const PARTNER =
  "(?:wife|husband|hubby|hubs|wifey|missus|missis|partner|girlfriend|boyfriend|gf|bf|fella|fiance|fiancee|fiancé|fiancée|spouse|other half|better half)";
const RELATIVE =
  "(?:mum|mom|mother|mama|dad|father|papa|brother|sister|friend|best friend|bestie|buddy|mate|colleague|grandma|grandpa|gran|granny|grandmother|grandfather|aunt|auntie|uncle|cousin|son|daughter|niece|nephew)";
// People counted as grown-ups in a group: "2 retirees", "3 students", "2 backpackers".
const GROWNUPS = `(?:of us|people|persons|ppl|pax|travell?ers|friends|frens|guys|girls|ladies|couples|adults|retirees|pensioners|seniors|students|backpackers|photographers|colleagues|coworkers|siblings|erwachsene|personas|personen|vegans|vegetarians|divers|bikers|riders|surfers|hikers|climbers|trekkers|golfers|skiers|snowboarders|foodies|runners|cyclists|teachers|nurses|women|men|blokes|lads|${GROUP_PEOPLE})`;

/** "2 adults and 2 kids (4 and 7)", "me, my husband and our 2 kids", "family of 5", "6 of us, 3 rooms". */
export function findParty(text: string): PartyFinding {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const found: PartyFinding = {};
  const adults = new RegExp(`\\b${PEOPLE}\\s*(adults?|grown[- ]?ups|erwachsene|adultos|adultes|adulti)\\b`).exec(lower);
  if (adults) found.adults = num(adults[1]);
  const kidsWord = `(kids?|kiddos?|kiddies|children|child|sons?|daughters?|boys?|teens?|teenagers?|tweens?|toddlers?|tots?|babies|baby|infants?|little ones|bairns?|youngsters?|${CHILD_WORDS})`;
  const kids = new RegExp(`\\b${PEOPLE}\\s+(?:young\\s+|little\\s+|small\\s+)?${kidsWord}\\b`).exec(lower);
  let childCount = kids ? num(kids[1]) : undefined;
  // "6 boys from pune", "4 boys, beaches and parties": boys counted with no one's to own them, no
  // grown-ups and no family said, are a group of friends (as "6 girls" or "6 lads" are).
  const boysOut =
    !!kids &&
    /^boys$/.test(kids[2] ?? "") &&
    !adults &&
    !new RegExp(`\\b(?:our|my|his|her|their|the|with)\\s+(?:\\S+\\s+)?${kids[2]}\\b`).test(lower) &&
    !/\b(?:family|parents?|mum|mom|dad|wife|husband|aged?|ages|kids?|children|year[- ]?olds?)\b/.test(lower);
  if (boysOut) {
    childCount = undefined;
    found.adults = num(kids?.[1]);
  }
  if (
    !childCount &&
    /\b(our|my|the) (kids|kiddos|kiddies|children|sons|daughters|boys|girls|little ones)\b/.test(lower)
  )
    childCount = 2;
  // Ages: "(4 and 7)", "aged 5 and 8", "ages 3, 6", "kids 6+9", "kid is 6", "a 6 year old", "my four-year-old".
  const ages: number[] = [];
  // Ages joined in any of the languages read here: "3 y 7", "4 e 9", "5 et 8", "6 und 10".
  const list = `${AGE}(?:\\s*(?:,|and|&|\\+|n|y|e|et|und)\\s*${AGE})*`;
  const agesList =
    new RegExp(`\\b(?:aged?|ages)\\s+(${list})`).exec(lower) ??
    // "niños de 4, 6 y 9 años", "enfants de 4 et 7 ans", "bambino di 5 anni".
    new RegExp(`\\b(?:de|di|von)\\s+(${list})\\s*(?:${YEARS_OLD})\\b`).exec(lower) ??
    new RegExp(
      `\\b(?:kids?|children|child|boys?|girls?|sons?|daughters?)\\s*(?:are|is|:|-|\\()?\\s*(${AGE}(?:\\s*(?:,|and|&|\\+)\\s*${AGE})+|\\d{1,2}(?=\\s*\\))|${AGE}(?=\\s*(?:[.,;!]|$)))`,
    ).exec(lower) ??
    // "(4 and 7)": ages in brackets only where children are spoken of ("Lima (2)" is two nights).
    (new RegExp(
      `(?:kids?|kiddos?|kiddies|tots?|bairns?|youngsters?|tweens?|children|child|sons?|daughters?|boys?|girls?|teen\\w*|babies|baby|toddlers?|infants?|twins|little ones|\\dc|${CHILD_WORDS})\\b`,
    ).test(lower)
      ? /\((\s*\d{1,2}(?:\s*(?:,|and|&|y|e|et|und)\s*\d{1,2})*\s*)\)/.exec(lower)
      : null) ??
    // "the kids are coming after all, they're 5 and 8".
    (/\b(?:kids|children|boys|girls|sons|daughters)\b/.test(lower)
      ? new RegExp(`\\b(?:they'?re|they are|who are)\\s+(${AGE}(?:\\s*(?:,|and|&|\\+)\\s*${AGE})+)\\b`).exec(lower)
      : null) ??
    // "our two kids are coming too, 4 and 7": the ages after a comma, once the kids are named.
    new RegExp(
      `\\b(?:kids|children|boys|girls|sons|daughters|twins)\\b[^.;!?()\\d]{0,30}?,\\s*(${AGE}(?:\\s*(?:,|and|&|\\+)\\s*${AGE})+)\\b(?!\\s*(?:nights?|days?|weeks?|am|pm|[ap]\\.m|\\w+\\s+(?:nights?|days?)))(?=\\s*(?:[.,;!]|$))`,
    ).exec(lower) ??
    // "our son, he's 3", "my daughter (she's coeliac, 12)".
    new RegExp(
      `\\b(?:son|daughter|kid|child|boy|girl|baby)\\b[^.;]{0,25}?\\b(?:he|she)(?:'s| is)\\s+(?:\\w+,\\s*)?(${AGE})\\b(?!\\s*(?:am|pm|nights?|days?))`,
    ).exec(lower);
  const ageOf = (w: string) => num(w);
  if (agesList)
    for (const a of (agesList[1] ?? "").match(new RegExp(AGE, "g")) ?? []) {
      const n = ageOf(a);
      if (n !== undefined) ages.push(n);
    }
  let yearOlds = 0;
  for (const m of lower.matchAll(new RegExp(`\\b${AGE}[- ]?(?:year[- ]?olds?|yrs? old|yo|${YEARS_OLD})\\b`, "g"))) {
    yearOlds++;
    if (!agesList) {
      const n = ageOf(m[1] ?? "");
      if (n !== undefined) ages.push(n);
    }
  }
  // "with our 8-month-old", "baby (8 months)", "infant, 14 mths": a baby, aged in whole years.
  for (const m of lower.matchAll(
    new RegExp(
      `\\b(?:\\d{1,2}|a|one|${AGE})[- ]?months?[- ]old\\b|\\b(?:baby|babies|infants?|newborn|bub|toddler)\\s*(?:\\(|,|-|aged|of)?\\s*(\\d{1,2})\\s*(?:months?|mos?|mths?)\\b`,
      "g",
    ),
  )) {
    yearOlds++;
    // (AGE brings a group of its own: the months after a baby word are the second.)
    ages.push(Math.floor((num(m[2] ?? m[1]) ?? 0) / 12));
  }
  // "with my four-year-old", "our eleven-year-old": a child, named by age alone.
  if (!childCount && yearOlds && /\b(?:my|our|the|with)\s+(?:\w+[- ])?(?:year[- ]?old|yo)\b/.test(lower))
    childCount = yearOlds;
  if (
    !childCount &&
    /\b(our|my|the|with (?:a|our|my)) (kid|kiddo|son|daughter|child|toddler|tot|baby|boy|girl|infant)\b/.test(lower)
  )
    childCount = 1;
  // "2 adults + baby", "and an infant": a baby listed with the grown-ups.
  if (!childCount && /(?:[+&,]|\band|\bplus|\bwith)\s+(?:a\s+|an\s+|one\s+)?(?:baby|infant|newborn)\b/.test(lower))
    childCount = 1;
  // An infant is age 0, a baby too unless said older.
  const babies = (lower.match(/\b(?:baby|babies|infants?|newborn)\b/g) ?? []).length;
  if (babies && ages.length < (childCount ?? 0))
    for (let b = 0; b < babies && ages.length < (childCount ?? 0); b++) ages.push(0);
  // "2A + 1 kid", "2a & 2 children": the adults as booking sites shorten them.
  const shortAdults = /\b(\d)\s*a\s*(?:\+|&|,|and)\s*\d\s*(?:c|kids?|children|child)\b/.exec(lower);
  if (shortAdults) found.adults = Number(shortAdults[1]);
  // "2A1C": two adults, one child, as booking sites write it.
  const booking = /\b(\d)\s*a\s*(\d)\s*c\b/.exec(lower);
  if (booking) {
    found.adults = Number(booking[1]);
    childCount ??= Number(booking[2]);
  }
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
      new RegExp(`\\b${NUM}\\s*${GROWNUPS}\\b`).exec(lower) ??
      new RegExp(`\\b(?:${GROUP_NOUNS}) of ${NUM}\\b`).exec(lower) ??
      // "siamo in 3", "nous sommes deux", "somos cuatro": "we are N" in the other languages.
      new RegExp(
        `\\b(?:siamo(?: in)?|nous sommes|on est|somos|wir sind)\\s+(\\d+|${Object.keys(foreignCardinals).join("|")})\\b(?!\\s*(?:noches|nuits|notti|noites|nächte|días|jours|giorni|dias|tage))`,
      ).exec(lower) ??
      new RegExp(
        `\\b(?:we'?re|we are|there are|there'?ll be|somos|wir sind)\\s+${NUM}\\b(?!\\s*(?:days?|nights?|weeks?|hours?|kids|children))`,
      ).exec(lower) ??
      new RegExp(
        `\\bfor ${NUM}\\b(?!\\s*(?:days?|nights?|weeks?|hours?|am|pm|\\$|usd|eur|dollars?|euros?|pounds?))`,
      ).exec(lower);
    const couples = /\b(\d+|two|three|four)\s+couples\b/.exec(lower);
    const mates = new RegExp(
      `\\b((?:me|myself)\\s*(?:\\+|and|&|with|n)\\s*(?:my\\s+)?|with\\s+(?:my\\s+)?)${NUM}\\s+(?:friends|frens|mates|buddies|pals|lads|girls|guys|colleagues|coworkers|others|siblings|brothers|sisters|cousins|${GROUP_PEOPLE})\\b`,
    ).exec(lower);
    const crew = new RegExp(`\\b${NUM}\\s+(?:lads|mates|buddies|pals|girls|guys|ladies|friends|frens)\\b`).exec(lower);
    // Who else comes: "my elderly parents" are two, "my mum", "hubby" one.
    const parents = /\b(?:my|our|with|w\/?)\s+(?:\w+\s+)?(?:parents|folks|in-laws)\b/.test(lower);
    // A spouse named at all comes too ("I'm coeliac, husband not"), unless left out or an ex.
    const partner = new RegExp(
      `(?:\\b(?:my|the|w\\/?|with|and|n)\\s+|[&+]\\s*)${PARTNER}\\b|\\b${PARTNER}\\s+(?:and|&|\\+|n)\\s+(?:me|i)\\b|(?<!\\bwithout (?:my |the )?|\\bno |\\bex[- ]?|\\bfind (?:a |my )?)\\b(?:husband|wife|hubby|hubs|wifey|boyfriend|girlfriend|spouse)\\b`,
    ).test(lower);
    // "with my son (16)": a son or daughter of an age is a child, not a second grown-up.
    const childRelative = !!found.children && /\b(?:my|our)\s+(?:\w+\s+)?(?:son|daughter)\b/.test(lower);
    const relative =
      !childRelative &&
      new RegExp(
        `\\b(?:(?:me|i|myself)\\s*(?:and|&|\\+|n|with)\\s*(?:my\\s+)?${RELATIVE}\\b|(?:my|with my|taking my)\\s+${RELATIVE}\\s*(?:and|&|\\+|n)\\s*(?:me|i|myself)\\b|(?:\\b(?:with|taking|bringing)|\\bw\\/)\\s*(?:my|our)\\s+(?:\\w+\\s+)?${RELATIVE}\\b)`,
      ).test(lower);
    const list = partyList(lower);
    if (found.adults !== undefined) {
      // Said already ("family 2+2").
    } else if (list && !family && !group) {
      // "me, my wife, our son 6 and my mother": each person listed.
      found.adults = Math.min(9, list.adults);
      if (
        list.children.length &&
        (!found.children || found.children.every((a) => a === null) || list.children.length > found.children.length)
      )
        found.children = list.children.slice(0, 8);
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
    } else if (
      group &&
      !(/^for /.test(group[0]) && /\b(solo|alone|by myself|just me|just myself|only me|on my own)\b/.test(lower))
    ) {
      const total = num(group[1]) ?? 2;
      found.adults = Math.max(
        1,
        total -
          (/\bof us\b|\bpeople\b|\bppl\b|\bpax\b|\btravell?ers\b|\bwe|\bthere|\bsomos|\bwir|\bsiamo|\bnous|\bon est/.test(
            group[0],
          )
            ? (found.children?.length ?? 0)
            : 0),
      );
    } else if (/\b(solo|alone|by myself|just me|just myself|only me|on my own)\b/.test(lower)) found.adults = 1;
    else if (parents && !found.children) found.adults = 3;
    else if (
      partner ||
      relative ||
      /\b(me|i) and my (brother|sister|dad|father|mom|mum|mother|friend|buddy|mate|colleague|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin)\b|\bwith my (dad|father|mom|mum|mother|brother|sister|grandma|grandpa)\b|\b(we'?re|we are) both\b|\bboth of us\b|\b(honeymoon|couple'?s?|anniversary|for two|the two of us|(?:a|the) pair of us|a pair)\b/.test(
        lower,
      )
    )
      found.adults = 2;
    else if (found.children && /\b(me|i)\b/.test(lower) && !/\b(wife|husband|partner)\b/.test(lower))
      found.adults = /\b(single (mom|mum|dad|parent))\b/.test(lower) ? 1 : undefined;
    if (found.children && found.adults === undefined && /\b(wife|husband|partner|parents|we|our)\b/.test(lower))
      found.adults = 2;
  }
  // A change to the party already known: "my sister is coming too", "one of the guys dropped out".
  if (found.adults === undefined) {
    if (
      new RegExp(
        `\\b(?:my|our|a|one more|another)\\s+(?:\\w+\\s+)?(?:${RELATIVE.slice(3, -1)}|${PARTNER.slice(3, -1)}|friend|guy|girl|person)(?:\\s+(?:is|are)|'s)?\\s*(?:coming|joining)(?:\\s+(?:us|along|too|as well))*\\b|\\b(?:one more|another) (?:friend|person|guy|girl|adult) (?:is )?(?:coming|joining)\\b`,
      ).test(lower)
    )
      found.more = 1;
    else if (
      /\b(?:one of (?:us|the \w+)|my \w+|a friend) (?:has |have )?(?:dropped out|can't come|cannot come|isn't coming|is not coming|pulled out|bailed)\b/.test(
        lower,
      )
    )
      found.more = -1;
  }
  // "4 rooms", "a villa with 5 bedrooms".
  const rooms = new RegExp(`\\b${NUM}\\s+(?:hotel\\s+|bed)?rooms?\\b`).exec(lower);
  if (rooms) found.rooms = num(rooms[1]);
  return found;
}

/** The currency a word names; a name several share ("pesos") is the trip's own when it can be. */
const currencyOf = (w: string | undefined, local: string[] = []): string | undefined => {
  if (!w) return undefined;
  const t = w.toLowerCase().trim();
  const named = localCurrency(t, local) ?? currencyCode(t);
  if (named) return named;
  const upper = t.toUpperCase();
  return /^[A-Z]{3}$/.test(upper) && knownCurrency(upper) ? upper : undefined;
};

// One to nineteen ("twenty" is a ten here).
const units: Record<string, number> = Object.fromEntries(Object.entries(cardinalWords).filter(([, n]) => n < 20));
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNIT = Object.keys(units).join("|");
const TEN = Object.keys(tens).join("|");
/** "twenty-five", "eighteen", "forty": a number under a hundred in words. */
const small = (w: string): number | undefined => {
  const [a = "", b] = w.split(/[- ]/);
  if (b === undefined) return units[a] ?? tens[a];
  const t = tens[a];
  const u = units[b];
  return t !== undefined && u !== undefined && u < 10 ? t + u : undefined;
};
/** Amounts in words as digits: "twenty-five hundred pounds" is 2500 pounds, "three thousand" 3000. */
const wordAmounts = (text: string) =>
  text.replace(
    new RegExp(`\\b((?:${TEN})(?:[- ](?:${UNIT}))?|${UNIT})\\s+(hundred|thousand|grand)\\b`, "g"),
    (all, w: string, unit: string) => {
      const n = small(w);
      return n === undefined ? all : String(n * (unit === "hundred" ? 100 : 1000));
    },
  );

/**
 * "under $900 total", "a budget of $1,700", "€120 a night", "£2k per person", "AUD 3000", "R25 000", "₹1.5 lakh".
 * `local`: the currencies of the trip's countries, for names several share ("3000 dirhams" in Fès).
 */
export function findMoney(text: string, local: string[] = []): TMoney | undefined {
  const lower = wordAmounts(
    text
      .toLowerCase()
      // "Q1 2027", "in Q3": a quarter of the year, not quetzales.
      .replace(/\bq[1-4]\b(?![.,]?\d)/g, " ")
      // "Colón 3 nights", "JD 3 nights": a figure that is a length is no money, whatever is before it.
      .replace(/\b\p{L}+\s?(\d{1,2}\s*(?:nights?|nites?|nts|days?|weeks?|n|d)\b)/gu, "$1")
      // "₹2,50,000", "12,50,000": the Indian grouping (lakhs, then pairs of digits) is one number.
      .replace(/\b\d{1,2}(?:,\d{2})+,\d{3}(?!\d)/g, (n) => n.replace(/,/g, ""))
      // "1,5 millones", "2,5k": a decimal comma before a multiplier.
      .replace(/(\d),(\d{1,2})(?=\s*(?:k\b|m\b|mil|mill|milh|lakh|juta|crore))/g, "$1.$2")
      .replace(/(\d)[,\s](\d{3})(?!\d)/g, "$1$2")
      .replace(/(\d)[,\s](\d{3})(?!\d)/g, "$1$2")
      // "30.000 TL", "1.500.000 won": a dot before three digits groups thousands, unless a
      // multiplier follows ("1.500 lakh" is not written).
      .replace(/(\d)\.(\d{3})(?!\d|\s*(?:k|lakhs?|m\b|million|juta|mil)\b)/g, "$1$2")
      .replace(/(\d)\.(\d{3})(?!\d|\s*(?:k|lakhs?|m\b|million|juta|mil)\b)/g, "$1$2"),
  );
  const sym = `(${signPattern}|\\b(?:${prefixPattern})(?=\\s?\\d))`;
  const code = `(${namePattern})`;
  // Multipliers: "600k", "1.5 lakh", "R$ 12 mil" (a thousand), "Rp 20 juta" (a million).
  // "₹1.5L", "2 grand": the lakh's letter and the thousand's slang too.
  // "1.5 millones de pesos", "2 milhões de reais": a million, and the "de" before the money.
  const amount =
    "(\\d+(?:\\.\\d+)?)\\s*(k|lakhs?|lacs?|l\\b|crores?|cr\\b|m\\b|millions?|mill?ones|mill[oó]n|milh[õo]es|milh[ãa]o|mil\\b|juta|jt\\b|ribu|triệu|nghìn|grand\\b)?(?:\\s+de(?=\\s))?";
  const patterns = [
    new RegExp(`${sym}\\s*${amount}`),
    new RegExp(`\\b${code}\\s*${amount}`),
    new RegExp(`\\b${amount}\\s*${code}\\b`),
    new RegExp(`\\b${amount}\\s*${sym}`),
  ];
  // "we got like 2k", "budget 25k": a thousands figure said as money, in dollars unless told.
  patterns.push(
    /\b(?:budget(?: is| of)?|we(?:'ve)? got|have|spend|spending|total of|max(?:imum)?|up to|around|about|under|below|less than|no more than)\s+(?:like\s+|~\s*)?(\d+(?:\.\d+)?)\s*(k|grand)\b()/,
  );
  for (const [i, re] of patterns.entries()) {
    const m = re.exec(lower);
    if (!m) continue;
    const [cur, value, k] = i === 0 || i === 1 ? [m[1], m[2], m[3]] : i === 4 ? ["$", m[1], m[2]] : [m[3], m[1], m[2]];
    const after = lower.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30);
    // "$2500 total from toronto (CAD)", "$3k AUD": a currency said after a bare "$" is the one meant.
    const said =
      /^\s*(cad|aud|nzd|usd|sgd|hkd)\b/.exec(after) ??
      /\((cad|aud|nzd|usd|sgd|hkd)\)|\b(cad|aud|nzd|sgd|hkd) dollars\b/.exec(lower);
    const currency =
      (cur === "$" && said ? currencyOf(said[1] ?? said[2]) : undefined) ?? currencyOf(cur, local) ?? "USD";
    const times = !k
      ? 1
      : k === "k" || k === "mil" || k === "ribu" || k === "nghìn" || k === "grand"
        ? 1000
        : k.startsWith("la") || k === "l"
          ? 100_000
          : k.startsWith("cr")
            ? 10_000_000
            : 1_000_000;
    const n = Math.round(Number(value) * times * 100) / 100;
    if (!Number.isFinite(n) || n <= 0) continue;
    const rest = after.replace(/^\s*(?:cad|aud|nzd|usd|sgd|hkd)\b/, "");
    // The unit after the figure, in English and the other languages travellers write in:
    // "3000 pesos la noche", "por pessoa", "per malam".
    const per = /^\s*(?:\/|a|an|per|each|la|por|a|pro|mỗi|một)?\s*(?:night|nite|noche|noite|malam|đêm)\b/.test(rest)
      ? "night"
      : /^\s*(?:\/|a|an|per|al|por|pro)?\s*(?:day|d[ií]a|hari)\b/.test(rest)
        ? "day"
        : /^\s*(?:\/|a|an|per|each|por|cada)\s*(?:person|persona|pessoa|orang|head|pp|pax|adult)\b|^\s*pp\b|^\s*(?:each|cada uno)\b/.test(
              rest,
            )
          ? "person"
          : // "each person has about US$800", "we each have 800": the share said before the figure.
            /\b(?:each (?:person|traveller|traveler|of us)|per (?:person|head)|we each|every(?:one| person)|each)(?:'s)?\s+(?:has|have|got|gets|can spend|budget(?:s|ed)?|with|is on|are on)?\s*(?:got\s+)?(?:a budget of\s+)?(?:about|around|roughly|approx\.?|~|like|up to|max(?:imum)?|only)?\s*$/.test(
                lower.slice(Math.max(0, (m.index ?? 0) - 45), m.index ?? 0),
              )
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
    /\b(?:don't|dont|do not|won't|wont) (?:want to |wanna )?(?:rent|hire|have) a car\b|\bdon't want one\b|\b(?:not|no|never|without) (?:renting|hiring|getting) (?:a |any )?cars?\b/.test(
      lower,
    )
  )
    found.selfDrive = false;
  // "with a driver", "private driver": driven, not driving.
  const driven =
    /\b(?:with a|a private|private|hire a|get a|we'd like a|need a|our own) (?:car and )?driver\b|\b(?:car|van) with (?:a |our own )?driver\b|\bwith driver\b|\bchauffeur/.test(
      lower,
    );
  if (driven) found.selfDrive = false;
  if (
    /\b(road ?trip|drive|driving|rent(?:ing)? a car|car rental|rental car|hire car|hired car|hire a car|by car|campervan|camper van|motorhome|rv trip|ring road|route 66|self[- ]drive|(?:our|my) own (?:car|truck|van|4x4|ute|suv|wheels))\b/.test(
      lower,
    ) &&
    found.selfDrive !== false
  ) {
    found.prefer = "road";
    found.selfDrive = true;
  }
  // "by road", "a road trip with a driver": on the road, whoever drives. A motorbike trip too,
  // and the car in the other languages ("mit dem Auto", "en voiture", "en coche", "de carro").
  if (
    /\b(?:by road|road trip|road from|on the road|(?:motor)?bike trip|motorbikes?|motorcycles?|royal enfield|mit dem auto|mit dem wagen|en voiture|en coche|en auto|de carro|in macchina|in auto)\b/.test(
      lower,
    )
  )
    found.prefer = "road";
  // Named trains count as trains: "by shinkansen", "Eurostar", "VIA Rail", "KTX".
  if (
    /\b(by (?:train|rail)|trains?\b(?! station)|rail ?pass|railway|interrail|eurail|rail trip|shinkansen|bullet train|eurostar|via rail|amtrak|ktx|tgv|ice train|high[- ]speed rail|rocky mountaineer|norway in a nutshell|glacier express|sleeper|thalys|jr pass|japan rail pass|italo|frecciarossa|renfe|sncf|avlo|ouigo|trans[- ]siberian|indian pacific|[a-z]+ railroad|railroad|the ghan|sgr|madaraka express|kereta(?: api)?|(?:en|de|por|mit dem) (?:train|trem|tren|zug))\b/.test(
      lower,
    )
  )
    found.prefer = "train";
  if (
    /\bby (?:\w+ )?(?:bus|coach)\b|\b(?:bus|coach)(?:es)? (?:only|is fine|between|it|all the way|from|to|over|across)\b|\b(?:the|a|overnight|night|then) (?:bus|coach)\b|\b(?:ônibus|autobús|autobus|bis)\b|\bopen bus\b|\bcoach\b|\bmarshrutkas?\b|\bminibus(?:es)?\b|\b(?:ado|greyhound|flixbus|megabus)(?: bus(?:es)?)?\b|\b(?:shuttle|tourist|chicken|express|local|public) bus(?:es)?\b/.test(
      lower,
    ) &&
    !/\b(?:no|not by|without|hate) (?:the )?(?:bus|coach)/.test(lower)
  )
    found.prefer = "bus";
  return found;
}

// Pets, by kind and by the breeds people name them by.
const PETS =
  "dog|cat|pup|puppy|pet|doggo|labrador|lab|spaniel|beagle|kelpie|terrier|collie|poodle|dachshund|retriever|pug|husky|schnauzer|whippet|greyhound|cockapoo|labradoodle|sheepdog|corgi|chihuahua";

export function findStayRules(text: string): Partial<TStayRules> {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const r: Partial<TStayRules> = {};
  if (
    // "2 adults + dog", "and our 2 spaniels", "me + hubby + our beagle": a pet coming along.
    new RegExp(
      `(?:[+&]|\\band|\\bplus|\\bwith|\\bbring(?:ing)?)\\s+(?:(?:our|my|the|a|\\d|two|three)\\s+)*(?:${PETS})s?\\b`,
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
    /\b(party[- ]friendly|parties|bachelor(?:ette)?|hen do|stag do|hen party|stag party|party party|party house|throw (?:a )?party|host (?:a )?party)\b/.test(
      lower,
    ) &&
    !/\bparty of\b/.test(lower)
  )
    r.parties = true;
  if (/\b(non[- ]?smoking|no smoking|smoke[- ]free)\b/.test(lower)) r.smoking = false;
  else if (/\bsmoking (room|allowed)\b|\b(i|we) smoke\b/.test(lower)) r.smoking = true;
  if (
    /\b(wheelchair|accessible|step[- ]free|mobility|disabled|disability|walker)\b|\b(?:can't|cannot|can not|unable to|no|not good with|struggles? with|bad with) (?:do |manage |climb |handle |take )?(?:stairs|steps)\b/.test(
      lower,
    )
  )
    r.accessible = true;
  if (
    /\b(entire|whole) (place|apartment|flat|home|house|villa|condo)\b|\b(airbnb|apartment|vacation rental|holiday let|villas?|cottages?|cabins|cabin|chalets?|condo|rental house|house rental|farmhouse|casita|bungalow|self[- ]catering|(?:a|beach|holiday|party|rental) house)\b/.test(
      lower,
    )
  )
    r.type = "entire_place";
  else if (/\bprivate rooms?\b/.test(lower)) r.type = "private_room";
  const near =
    /\b(?:near|nearer|close to|closer to|walking distance (?:to|of|from)|by) ((?:the|a|an) [a-z]+(?: [a-z]+)?|[a-z]+ (?:beach|centre|center|station|old town))\b/.exec(
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
  if (named?.[1] && (!r.near || /^(?:the|a|an) /.test(r.near))) r.near = named[1];
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
  return r;
}

const dietWords: [RegExp, TDietName][] = [
  // Each diet as travellers say it: the word, the foods refused, the tradition ("Jain food" is
  // vegetarian, "muslim-friendly" halal, "glatt" kosher).
  [
    /\b(vegetarians?|veggie|vego|pure veg|veg (?:only|food|meals?)|only veg|meat[- ]free|meatless|no meat|jain|sattvic|satvik|(?:strictly|strict|all|we're|we are|i'm|i am|both|am|are) veg|eggetarian|vegetarian[oa]s?|v[ée]g[ée]tarien(?:ne)?s?|vegetarisch|vegetarier|lacto[- ]ovo|(?:don't|do not|doesn't|does not|can't|cannot) eat meat)\b/,
    "vegetarian",
  ],
  [/\b(vegans?|vegan[oa]s?|v[ée]gan(?:e|es|s)?|veganer|plant[- ]based|no animal products)\b/, "vegan"],
  [/\b(halal|muslim[- ]friendly|zabiha)\b/, "halal"],
  [/\b(kosher|glatt|koscher|casher|cacher|kasher)\b/, "kosher"],
  [
    /\b(gluten[- ]?free|coeliac|celiac|no gluten|gluten[- ]intoleran\w*|gluten allerg\w*|wheat[- ]free|wheat allerg\w*|(?:can't|cannot|can not) (?:eat|have) gluten|sin gluten|sem gl[uú]ten|sans gluten|senza glutine|glutenfrei|cel[ií]ac[oa]s?|c[œo]eliaques?|zöliakie)(?![\p{L}])/u,
    "gluten-free",
  ],
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

// Dishes that say which cooking is wanted: "injera" is Ethiopian food.
const dishCuisines: [RegExp, string][] = [
  [/\binjera\b/, "Ethiopian"],
  [/\bkhachapuri\b/, "Georgian"],
  [/\bpierogi\b/, "Polish"],
];

export function findFood(text: string): { diets: TDietName[]; cuisines: string[] } {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const diets = dietWords.filter(([re]) => re.test(lower)).map(([, d]) => d);
  const cuisines = cuisineWords.filter((c) => new RegExp(`\\b${c}\\b`).test(lower));
  for (const [re, cuisine] of dishCuisines) if (re.test(lower) && !cuisines.includes(cuisine)) cuisines.push(cuisine);
  // "kbbq", "shrimp n grits", "jollof": a dish named, in its plain name.
  for (const dish of dishesNamed(lower))
    if (!cuisines.some((c) => c === dish || c.startsWith(`${dish} `))) cuisines.push(dish);
  // "hawker food", "Sichuan cuisine", "Lebanese food": the word before "food" says which food.
  for (const m of lower.matchAll(/\b([a-z][a-z-]{2,})\s+(?:food|cuisine|cooking)\b/g)) {
    const kind = m[1] ?? "";
    if (
      !cuisines.some((c) => c === kind || c.startsWith(`${kind} `)) &&
      !/^(?:fast|good|great|nice|amazing|best|decent|tasty|bad|the|no|any|some|junk|plane|airline|baby|pet|dog|enough|more|less|much|of|for|and|or|with|our|my|your|their|real|proper|healthy|cheap|expensive|fancy|comfort|finger|bar|pub|hotel|kids|kid)$/.test(
        kind,
      ) &&
      !otherFacts.test(kind) &&
      !interestsWord.test(kind)
    )
      cuisines.push(`${kind} food`);
  }
  if (cuisines.length)
    for (const dish of dishesListed(lower, cuisines)) if (!cuisines.includes(dish)) cuisines.push(dish);
  return { diets, cuisines };
}

/**
 * "ramen, okonomiyaki and sushi": a plain word (or two) listed between two dishes or cuisines
 * known, or ending a list after two, is a dish too (not a figure, another fact, a town or an
 * interest; "seafood, fado and tiles" names no dish but seafood).
 */
function dishesListed(lower: string, known: string[]): string[] {
  const out: string[] = [];
  for (const sentence of lower.split(/[.!?;:\n]+/)) {
    const list = sentence.split(/\s*(?:,|\+|&|\band\b|\bor\b)\s*/).map((x) => x.trim());
    const dish = (k: number) => known.includes(list[k] ?? "");
    for (const [k, x] of list.entries())
      if (
        ((dish(k - 1) && dish(k + 1)) || (k === list.length - 1 && dish(k - 1) && dish(k - 2))) &&
        /^[a-z][a-z'-]{2,}(?: [a-z][a-z'-]{2,})?$/.test(x) &&
        !/^(?:the|a|an|some|more|lots) /.test(x) &&
        !known.includes(x) &&
        !otherFacts.test(x) &&
        !interestsWord.test(x) &&
        !dietWords.some(([re]) => re.test(x)) &&
        !isTown(x) &&
        !isSight(x)
      )
        out.push(x);
  }
  return out;
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

let sightNames: { key: string; name: string; alone?: string }[] | undefined;
/**
 * The catalogue's sights by their plain names ("hagia sophia"), the leading "the" dropped; with
 * the distinctive first word a sight goes by alone ("vatican" for the Vatican Museums).
 */
function sights(): { key: string; name: string; alone?: string }[] {
  sightNames ??= catalogue
    .flatMap((c) => c.places.map((p) => p.name))
    .map((name) => ({ name, key: plainText(name).replace(/^the /, "") }))
    .filter((x) => x.key.length >= 5)
    .map((x) => {
      const [first = "", second = "", ...more] = x.key.split(" ");
      const alone =
        !more.length &&
        /^(museums?|palace|castle|cathedral|basilica|temple|fortress|citadel)$/.test(second) &&
        first.length >= 6 &&
        !commonFirst.has(first) &&
        !cityKeys().has(first)
          ? first
          : undefined;
      return alone ? { ...x, alone } : x;
    });
  return sightNames;
}

let shortNames: Map<string, { short: string; name: string }[]> | undefined;
/** Sights named "X of <place>" ("Pyramids of Giza", "Tower of London"), by X, under their city. */
let sightWords: { city: string; places: { name: string; key: string[] }[] }[] | undefined;
/** Sights of the cities `plain` (" words ") names, written with a slip in a word of 6 letters or more. */
function misspeltSights(plain: string): string[] {
  sightWords ??= catalogue.map((c) => ({
    city: ` ${plainText(c.city)} `,
    places: c.places.map((p) => ({ name: p.name, key: plainText(p.name).replace(/^the /, "").split(" ") })),
  }));
  const words = plain.trim().split(" ");
  const out: string[] = [];
  // The name's words in a row, each as written or (the long ones) one or two slips off.
  const close = (w: string, k: string) =>
    w === k ||
    (k.length >= 6 && w[0] === k[0] && Math.abs(w.length - k.length) <= 2 && slips(w, k) <= (k.length >= 9 ? 2 : 1));
  for (const c of sightWords) {
    if (!plain.includes(c.city)) continue;
    for (const p of c.places) {
      if (plain.includes(` ${p.key.join(" ")} `)) continue;
      for (let i = 0; i + p.key.length <= words.length; i++) {
        const span = words.slice(i, i + p.key.length);
        if (span.every((w, j) => close(w, p.key[j] as string)) && span.some((w, j) => w !== p.key[j])) {
          out.push(p.name);
          break;
        }
      }
    }
  }
  return out;
}

function shortSights(): Map<string, { short: string; name: string }[]> {
  if (shortNames) return shortNames;
  shortNames = new Map();
  for (const c of catalogue) {
    const list = c.places.flatMap((p) => {
      const short = /^(.{4,30}) (?:of|at|in) (?:the )?\w+(?: \w+)?$/.exec(plainText(p.name).replace(/^the /, ""))?.[1];
      return short ? [{ short, name: p.name }] : [];
    });
    if (list.length) shortNames.set(plainText(c.city), [...(shortNames.get(plainText(c.city)) ?? []), ...list]);
  }
  return shortNames;
}

/** Whether a phrase names one of the catalogue's sights ("Sagrada Familia", "the Alhambra"), not a town. */
export function isSight(phrase: string): boolean {
  const key = plainText(phrase).replace(/^the /, "");
  // "Hoi An" (of "Hoi An Ancient Town") is the town the catalogue files its sights under.
  if (key.length < 5 || cityKeys().has(key)) return false;
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

// The kinds of thing a traveller likes ("museums", "wine", "hiking"): interests, not sights.
const interestsWord = new RegExp(
  `^(?:${[
    ...Object.values(placeKindWords).flatMap((k) => [...k.names, ...k.hints]),
    ..."wine yoga skiing surfing diving snorkelling snorkeling beaches culture relaxing relaxation shopping bazaars souks temples castles churches cafes cafe coffee spa spas nature wildlife photography adventure romance".split(
      " ",
    ),
  ].join("|")})$`,
  "i",
);

// What people go to see or do, by the last word of its name: "architecture boat tour", "cooking
// class", "northern lights", "whale watching", "gorilla trekking", "thermal baths".
const wishHead =
  /\b(?:tours?|class(?:es)?|shows?|fireworks|festival|fest|carnival|feria|lights|falls|baths|springs|watching|safaris?|trek|trekking|hikes?|cruises?|rides?|dives?|snorkell?ing|tasting|tastings|farms?|ceremony|concerts?|studios?|zoo|aquarium|circle|desert|reef|penguins|puffins|icebergs|whales|sharks|gorillas|lemurs|turtles|dolphins|elephants|orangutans|koalas|quokkas|distilleries|wineries|vineyards|cenotes|chateaux|onsen|hammam|balloon|bungy|bungee|jet ?boat|zip[- ]?line|glaciers?|volcano(?:es)?|geysers?|canyon|caves?|waterfalls?|lagoon|rainforest|national park|game drives?|alms giving|lavender|cherry blossoms?|tulips|disneyland|disney world|universal|legoland|suit)$/i;
// Words that belong to other facts (who, how long, how, where to sleep, what money): a phrase with
// one is not a sight.
const otherFacts =
  /\b(?:nights?|nites?|nts|days?|weeks?|fortnight|weekend|adults?|kids?|kiddos?|children|toddlers?|bab(?:y|ies)|infants?|teens?|teenagers?|people|pax|ppl|budget|hotels?|hostels?|flights?|fly|flying|cars?|drive|driving|self[- ]drive|trains?|bus|ferry|ferries|rooms?|villa|apartment|airbnb|resort|from|pace|trip|honeymoon|anniversary|birthday|wedding|solo|couple|wife|husband|partner|friends|family|me|us|we|i|my|our|please|thanks?|thx|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|rent|rental|hire|driver|overland|direct|cheap|luxury|time|stuff|things|everything|anything|something)\b/i;
const leadFiller =
  /^(?:(?:(?:we|i)(?:'d| would)?|would|really|also|and|plus|but|so|then|honestly|just|mainly|mostly|especially|definitely|def|ideally|maybe|hoping for|hope to see|want(?:s)?|wanna|like|love|to|go|see|do|visit|try|check out|experience|the|a|an|some|of|most importantly|must(?:[- ](?:see|do|visit))?|have to|need to|got to|gotta|(?:[a-z]+\s+)?(?:trip|visit|going|heading|head|go) to)\s+)+/i;
const tailFiller =
  /(?:\s+(?:please|pls|plz|too|as well|lol|haha|obviously|obvs|of course|for sure|is a must|are a must|is non-negotiable|is the dream|stuff|things|day trip|on the way|if possible|ideally|thx|thanks))+$/i;
// Said of a phrase, these make it a wish whatever it names.
const wishSaid =
  /(?:^|\s)(?:must[- ]see|must[- ]do|must visit|want to (?:see|do|visit)|wanna (?:see|do)|(?:we'?d|i'?d|would) love|hoping for|hope to see|just)\s|\s(?:is a must|are a must|is a must-do|is non-negotiable|of course|obviously|obvs|for sure|day trip|on the way)$/i;

/** The pieces of a message a wish could be: clauses and list items, each with what follows it. */
function pieces(text: string): { piece: string; listed: boolean; loud: boolean; ends: boolean; inFacts: boolean }[] {
  const out: { piece: string; listed: boolean; loud: boolean; ends: boolean; inFacts: boolean }[] = [];
  // Pieces of the sentence being read, and how many commas part them: "Uluru 3 nights, from
  // Adelaide, 2 adults, sunrise tour, mid-May" is a list of facts, one a piece.
  let sentence: number[] = [];
  let commas = 0;
  const closeSentence = () => {
    if (sentence.length >= 4 && commas >= 3)
      for (const i of sentence.slice(1)) (out[i] as { inFacts: boolean }).inFacts = true;
    sentence = [];
    commas = 0;
  };
  const splitter = /\s*(?:[,.;:!?()\n"]|\s[-–—]\s|\s\+\s|\+|&|\s(?:and|n|then|but|plus|also|with|w\/)\s)\s*/gi;
  let at = 0;
  let prevSep = "";
  for (const m of [...text.matchAll(splitter), null]) {
    const end = m ? (m.index ?? 0) : text.length;
    const piece = text.slice(at, end).trim();
    const sep = m?.[0] ?? "";
    if (piece) {
      sentence.push(out.length);
      out.push({
        piece,
        listed: /\+|&/.test(sep) || /\+|&/.test(prevSep),
        loud: /^\s*!{2,}|^\s*!\s*\)/.test(text.slice(end, end + 4)),
        // A sentence ends after it: what was wished for before does not carry over.
        ends: /[.!?;\n]/.test(sep),
        inFacts: false,
      });
    }
    if (sep.includes(",")) commas++;
    if (/[.!?;\n]/.test(sep) || !m) closeSentence();
    prevSep = sep;
    at = m ? end + sep.length : end;
  }
  return out;
}

/**
 * A piece of a list of facts that no other fact claims is a thing to see or do: "great
 * migration", "island hopping", "old man of storr", "Big Almaty Lake". Not a kind of thing liked
 * ("hiking"), a greeting or a question, a refusal, a season, a named place on the map (a stop),
 * or a clause with a verb of its own ("we'll drive").
 */
function factListThing(v: string): boolean {
  const words = v.split(/\s+/);
  if (words.length > 4 || interestsWord.test(v) || notAWish.test(v) || findRegion(v)) return false;
  if (findFood(v).cuisines.length || findFood(v).diets.length || findStayRules(v).type) return false;
  if (
    /^(?:no|not|non|any|hi|hello|hey|thanks?|cheers|help|ideas?|thoughts|late|early|mid|end|start|beginning|summer|winter|spring|autumn|fall|season|weekdays?|weekends?|christmas|xmas|easter|new year|holidays?|asap|flexible|open|tbd|etc)\b/i.test(
      v,
    ) ||
    /\b(?:we|i|you|they|he|she|it|is|are|was|will|would|can|could|should|'ll|'re|'m|'d|do|does|did|have|has|need|want|like|love|star|stars|class|budget|cheap|luxury|mid-range|relaxed|slow|fast|packed|chill|lads|girls|guys|gang|group|crew|mates|hubby|wifey|bf|gf|boyfriend|girlfriend|fianc[eé]e?|mum|mom|dad|parents|grandparents|in-laws|mountains|hills|lakes|countryside|coast|sea|outdoors|sun|sunshine|warm|weather|beginners?|intermediate|advanced|experienced|skiers|snowboarders|surfers|divers|hikers|walkers|climbers|travell?ers|foodies|students|seniors|retirees|vegans?|vegetarians?)\b/i.test(
      v.replace(/[’]/g, "'"),
    ) ||
    /[?$€£¥]/.test(v)
  )
    return false;
  const g = geocode(v);
  return !g || g.matched_by === "fuzzy";
}

/** A phrase as a wish: fillers off both ends, "the" and "a" too. */
const bare = (s: string) => s.replace(leadFiller, "").replace(tailFiller, "").replace(leadFiller, "").trim();

/** Whether a phrase is a sizeable town (a stop of the trip, not a sight to see). */
const isTown = (phrase: string) => {
  const g = geocode(phrase);
  return (
    !!g &&
    (g.matched_by === "alias" ||
      (g.matched_by === "name" && g.population >= 20_000) ||
      (g.matched_by === "fuzzy" && g.population >= 500_000 && phrase.length >= 5 && !/\s/.test(phrase.trim())))
  );
};
// Why someone goes somewhere that is not a sight: "for our honeymoon", "for a week", "for work".
const notAWish =
  /^(?:\d|my|our|his|her|their|your|a|an|one|two|three|four|five|six|seven|eight|nine|ten|the (?:first|last|whole|weekend|week|group|kids|family|holidays?|night|day|festive)|us|me|them|two|work|business|fun|lunch|dinner|breakfast|christmas|xmas|easter|new year|thanksgiving|half term|the holidays|holidays?|vacation|honeymoon|anniversary|birthday|good|sure|now|example|instance|free|cheap|less|more|under|over|about|around|ages?|longer|shorter|sale|real|all|(?:the |your |all the )?(?:help|info|information|advice|tips|reply|answer|suggestions?|ideas?|recommendations?|plan|itinerary))\b/i;

/**
 * "Big Ben, the Tower, British Museum": a list of names with a known sight among them is a list
 * of sights; its other capitalised names are sights too, unless they are towns.
 */
function sightLists(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/[.!?;\n]+/)) {
    const list = sentence.split(/\s*(?:,|\+|&|\band\b)\s*/).map((x) => x.trim().replace(/^the\s+/i, ""));
    if (list.length < 2) continue;
    const known = list.filter((x) => isSight(x) || shortSightNamed(x, text));
    if (!known.length) continue;
    for (const x of list)
      if (
        /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}$/u.test(x) &&
        !known.includes(x) &&
        !/^\p{Lu}+$/u.test(x) &&
        !otherFacts.test(x) &&
        !isTown(x) &&
        !findRegion(x)
      )
        out.push(x);
  }
  return out;
}

/** Whether `x` is a sight named "X of <a city the text names>" by X alone ("Tower" in London). */
function shortSightNamed(x: string, text: string): boolean {
  const plain = ` ${plainText(text)} `;
  const key = plainText(x);
  for (const [city, list] of shortSights())
    if (plain.includes(` ${city} `) && list.some((s) => s.short === key)) return true;
  return false;
}

/** "must see the Sagrada Familia", "the Alhambra is a must", "skip museums", "not into nightlife". */
const LANDMARK_HEAD = "(?:SS|HMS|Cape|Mount|Temple|Palace|Castle|Fort|Cathedral|Basilica)";
const LANDMARK_TAIL =
  "(?:[Gg]orge|Palace|Castle|Cathedral|Temple|Abbey|Monastery|Mosque|Shrine|Tower|Bridge|Canyon|Wreck|Pyramids?|Fort|Chapel|Church|Minster|Basilica|Museum|Gallery)";
const NAME_WORD = "\\p{Lu}[\\p{L}'’-]*";
const landmarkName = new RegExp(
  `\\b(${LANDMARK_HEAD}\\s+(?:of\\s+(?:the\\s+)?)?${NAME_WORD}(?:\\s+${NAME_WORD}){0,3}|(?:${NAME_WORD}\\s+){1,3}${LANDMARK_TAIL})\\b`,
  "gu",
);

export function findMustSeeAndAvoid(full: string): { mustSee: string[]; avoid: string[] } {
  const text = full.slice(0, 1200);
  const mustSee: string[] = [];
  const avoid: string[] = [];
  for (const m of text.matchAll(
    /\b(?:[Mm]ust[- ]see(?:s)?(?: is| are)?|[Mm]ust visit|[Mm]ust do|musts? (?:are|is)|have to (?:see|visit|do)|need to see|want(?:s)? to (?:see|do|visit)|wanna (?:see|do)|want (?:a|the)|(?:so|that) (?:we|i) can (?:see|do|visit)|(?:we'?d|i'?d|would) love(?: to (?:see|do|visit))?|can't miss|don't want to miss|definitely (?:see|visit)|day trip to|for (?=[A-Z]))\s*:?\s+([^.!?\n;]{3,80})/g,
  )) {
    // "want a chalet for the group, intermediate skiers": one thing wanted, not a list.
    const said = /^want (?:a|the)\b/i.test(m[0]) ? (m[1] ?? "").split(",")[0] : m[1];
    for (const v of items(
      (said ?? "").split(/\s+(?:but|because|since|while|as|if|with|from|in|on|at|we|i|to (?:see|do|visit))\s+/i)[0] ??
        "",
    ))
      if (
        !/^(\d|a |an |me|us|my|our|two|three|the (?:first|last|whole)|everything|anything|it all|all of it)/i.test(v) &&
        !/\b(pace|days?|nights?|weeks?|year|budget|hotels?|flights?|trains?|cars?|people|adults|kids|children|rooms?|time|trip)\b/i.test(
          v,
        ) &&
        !otherFacts.test(v) &&
        !findStayRules(v).type
      )
        mustSee.push(v);
  }
  // "The Alhambra is a must", "Sossusvlei and Etosha are the big ones", "... are musts".
  for (const m of text.matchAll(
    /([A-Z][^.!?\n]{2,60}?)\s+(?:is|are)\s+(?:a\s+)?(?:musts?|non-negotiable|the big ones?|the highlights?|a priority|priorities)\b/g,
  ))
    mustSee.push(...items(m[1] ?? ""));
  // Clauses and list items that name something to see or do: "deep dish + the architecture boat
  // tour", "a classical concert is a must", "Reykjavik 4 nights for the northern lights",
  // "neuschwanstein obviously", "cenotes!!", "Petra + Wadi Rum + Dead Sea".
  // "Must see the pyramids at Giza and Abu Simbel": the wish runs on over its list.
  let wishing = false;
  for (const { piece, listed, loud, ends, inFacts } of pieces(text)) {
    const carried: boolean = wishing;
    wishing =
      !ends &&
      (carried || /\b(?:must[- ](?:see|do|visit)|want to (?:see|do|visit)|(?:we'?d|i'?d|would) love)\b/i.test(piece));
    const forWhat = /\b(?:for|hoping for)\s+([^,]{3,50})$/i.exec(piece);
    const said = wishSaid.test(` ${piece} `.replace(/\s+$/, "")) || loud || carried;
    // Before a length or a date, the words are the place or the thing: "Iguazu Falls 2 nights".
    const head = piece.split(/\s+(?=\d)|\s+(?:in|at|near|from|by|during|for)\s+/i)[0] ?? "";
    const candidates: [string, boolean][] = [];
    if (forWhat?.[1] && !notAWish.test(forWhat[1])) candidates.push([forWhat[1], true]);
    candidates.push([piece, said], [head, said]);
    for (const [raw, strong] of candidates) {
      const v = bare(raw);
      const words = v.split(/\s+/);
      if (v.length < 3 || words.length > 5 || /\d/.test(v) || otherFacts.test(v)) continue;
      // "diving", "trekking" alone are interests; "gorilla trekking", "whale watching" are things to do.
      const headed =
        (wishHead.test(plainText(v)) && !(words.length === 1 && /ing$/i.test(v))) ||
        /\b(?:disneyland|disney world|universal studios|legoland)\b/i.test(v);
      const cuisine = findFood(v).cuisines.length > 0 || findFood(v).diets.length > 0;
      if (cuisine && !headed) continue;
      // A wish needs a word saying so, a sight's kind of name, or a list of wishes to be in; a
      // town listed ("Hallstatt + Salzburg") is a stop.
      const wished =
        headed ||
        strong ||
        (listed && !interestsWord.test(v) && !/^(?:more|less|lots|some)\b/i.test(v)) ||
        (inFacts && raw === piece && factListThing(v));
      if (wished && !isTown(v)) {
        mustSee.push(v);
        break;
      }
    }
  }
  // "surfing at El Tunco", "the tulips at Keukenhof": the named place an activity or a sight is at.
  for (const m of text.matchAll(
    /\b(?:surf\w*|div(?:e|ing)|snorkel\w*|hik(?:e|ing)|ski(?:ing)?|climb\w*|kayak\w*|swim\w*|see(?:ing)? the \w+|the \w+s)\s+(?:at|in|on)\s+((?:El |La |Le |Los |Las )?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu,
  )) {
    const place = m[1] ?? "";
    if (place && !isTown(place) && !findRegion(place)) mustSee.push(place);
  }
  // "a night in the desert at merzouga is a must": the place the must is at, in any case.
  for (const m of text.matchAll(/\b(?:at|in)\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(?:is|are)\s+(?:a\s+)?musts?\b/giu)) {
    const place = m[1] ?? "";
    const g = geocode(place);
    if (g && (g.matched_by === "alias" || g.matched_by === "name") && !findRegion(place)) mustSee.push(g.name);
  }
  // "Temple of the Tooth", "Samaria gorge", "Cape Sounion", "the SS President Coolidge": a name
  // headed or ended by a landmark's word is a sight, wherever it stands (a town so named, Cape
  // Town, is not).
  for (const m of text.matchAll(landmarkName)) {
    const v = (m[1] ?? "")
      .trim()
      .replace(
        /\b(gorge|palace|castle|cathedral|temple|abbey|monastery|mosque|shrine|tower|bridge|canyon|wreck|pyramids?|fort|chapel|church|minster|basilica|museum|gallery)$/,
        (w) => w[0]?.toUpperCase() + w.slice(1),
      );
    if (v.split(/\s+/).length >= 2 && !isTown(v) && !findRegion(v) && !otherFacts.test(v)) mustSee.push(v);
  }
  // "balloon ride is the whole point", "the northern lights are top of our list": a thing, then
  // the words that make it the reason to go.
  for (const m of text.matchAll(
    /(?:^|[,;:.!]\s*)([a-z][a-z' -]{2,40}?)\s+(?:is|are)\s+(?:the\s+(?:whole|main|only|real)\s+(?:point|reason)|the\s+(?:main\s+)?reason\s+(?:we're|we are|i'm|i am)\s+going|(?:top|first) (?:of|on) (?:the|my|our) (?:list|bucket list)|(?:a|on (?:my|our|the))\s+bucket[- ]list)\b/gi,
  )) {
    const v = bare(m[1] ?? "");
    // ("wildlife is the whole point" is an interest, read as one elsewhere.)
    if (v && !otherFacts.test(v) && !interestsWord.test(v) && !isTown(v)) mustSee.push(v);
  }
  // "lucha libre must", "tango show a must": a thing, then the must.
  for (const m of text.matchAll(
    /(?:^|[,;:]\s*)([a-z][a-z' -]{2,40}?)\s+(?:is\s+)?(?:a\s+)?must\b(?![- ]?(?:see|do|visit|have))/gi,
  )) {
    const v = bare(m[1] ?? "");
    if (v && !otherFacts.test(v) && !isTown(v) && !/^(?:it|this|that|which|what)$/i.test(v)) mustSee.push(v);
  }
  // Under their usual names too, which the guides and the catalogue know them by ("USJ").
  for (const w of knownWishes(text)) mustSee.push(w.name);
  mustSee.push(...sightLists(text));
  // Famous sights named anywhere in the message.
  const plain = ` ${plainText(text)} `;
  for (const s of sights()) {
    if (plain.includes(` ${s.key} `)) mustSee.push(s.name);
    // "Vatican" for the Vatican Museums: a distinctive first word alone.
    else if (s.alone && plain.includes(` ${s.alone} `)) mustSee.push(s.name);
  }
  // "the colloseum", "sagrada famillia": a sight of a city the message names, misspelt by a slip
  // or two in one of its longer words.
  mustSee.push(...misspeltSights(plain));
  // "the pyramids" in Cairo, "the Tower" in London: a sight named "X of <its city>" by X alone,
  // when the message names that city.
  for (const [city, list] of shortSights()) {
    if (!plain.includes(` ${city} `)) continue;
    for (const { short, name } of list)
      if (plain.includes(` ${short} `) && (!commonFirst.has(short) || plain.includes(` the ${short} `)))
        mustSee.push(name);
  }
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  for (const m of lower.matchAll(
    /\b(?:avoid(?:ing)?|skip(?:ping)?|no more|not into|not a fan of|hate|don't like|dont like|not interested in|nothing with|without|not (?:really |too |that |very )?(?:fussed (?:on|about|with)|keen on|big on|bothered (?:about|with)|interested in|into)|can do without|(?:could|can) skip)\s+([^.!?\n,;]{3,60})/g,
  )) {
    const said = m[1] ?? "";
    // "can't leave without seeing the pyramids": a refusal refused is a wish, not a thing to skip.
    if (
      /^without/.test(m[0]) &&
      /\b(?:can't|cannot|can not|won't|not|never|no)\s+(?:\w+\s+){0,2}$/.test(
        lower.slice(Math.max(0, (m.index ?? 0) - 30), m.index),
      )
    )
      continue;
    // "avoid anything with lots of steps like Park Güell": the example is the place.
    const like = /\blike\s+(?:the\s+)?([^,.;]{3,40})/.exec(said);
    const list = like?.[1] ? [like[1]] : items(said.split(/[,;]|\s(?:but|because|since|while|as|if|so)\s/)[0] ?? "");
    for (const raw of list) {
      const v = bare(raw.replace(/^(?:the|any|all|too many|crowded|touristy)\s+/, ""));
      // The flights and cars are transport rules, said elsewhere.
      if (v && !/\b(fl(y|ights?|ying)|driv\w*|cars?|planes?|rental|smoking)\b/i.test(v) && v.split(/\s+/).length <= 5)
        avoid.push(v);
    }
  }
  // "clubbing isn't really our thing", "museums are not my scene": a thing, then the words
  // that put it aside.
  for (const m of lower.matchAll(
    /(?:^|[,;:.!]\s*)([a-z][a-z' -]{2,40}?)\s+(?:is|are)(?:n't| not)\s+(?:really\s+|exactly\s+)?(?:our|my)\s+(?:thing|scene|cup of tea|jam)\b/g,
  )) {
    const v = bare((m[1] ?? "").replace(/^(?:the|any|all)\s+/, ""));
    if (v && v.split(/\s+/).length <= 4 && !otherFacts.test(v)) avoid.push(v);
  }
  // "not a museum person", "we're not beach people": the kind of thing they are not for.
  for (const m of lower.matchAll(
    /\bnot (?:really |much of |a big |big )?(?:a |an )?([a-z]+) (?:person|people|fans?|lovers?|types?)\b/g,
  )) {
    const v = m[1] ?? "";
    if (interestsWord.test(v) || findFood(v).cuisines.length) avoid.push(v);
  }
  // "no temples please", "NO MUSEUMS", "no seafood restaurants".
  for (const m of lower.matchAll(/\bno\s+(?:more\s+)?([a-z]+(?:\s+[a-z]+)?)/g)) {
    const v = (m[1] ?? "").replace(/\s+(?:please|pls|thx|thanks|lol|for|in|at|on|and|or|but)$/, "");
    const first = v.split(/\s+/)[0] ?? "";
    const last = v.split(/\s+/).pop() ?? "";
    if (
      /^(?:stress|fuss|flights?|flying|fly|planes?|cars?|car|driving|drive|self|rental|smoking|kids?|children|pets?|stairs|steps|rush|worries|problem|idea|way|budget|limit|plans?|need|preference|hurry|more|thanks|clue|matter|one|less|later|earlier|longer|luggage|baggage|meat|gluten|pork|alcohol|dairy|nuts|shellfish)$/.test(
        first,
      )
    )
      continue;
    // "no street food", "no fast food": a kind of food refused.
    const food = v.includes(" ") && last === "food";
    if (/[^s]s$/.test(last) || food || interestsWord.test(first) || findFood(first).cuisines.length) avoid.push(v);
  }
  const unique = (xs: string[]) => xs.filter((x, i) => xs.findIndex((y) => plainText(y) === plainText(x)) === i);
  // What they would rather skip is no must-see, whichever reader took it for one.
  const skipped = new Set(avoid.map(plainText));
  return {
    // "xmas markets" written out as the Christmas markets they are.
    mustSee: unique(
      mustSee.filter((x) => !skipped.has(plainText(x))).map((x) => x.replace(/\bx-?mas\b/gi, "Christmas")),
    ).slice(0, 10),
    avoid: unique(avoid).slice(0, 10),
  };
}
