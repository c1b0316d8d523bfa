import { cardinalWords } from "../number-words";
import { alternation, KIN_ABROAD, MATE_WORDS, SPOUSE_WORDS } from "./companion-words";
import { GROUP_PEOPLE } from "./prefs-party-words";

// A party written as a list of people after "me": "me, my wife, our son 6 and my mother",
// "me + hubby + our beagle", "me and a colleague", "me + 3 college friends". Each item is
// counted for what it is (a partner or relative one grown-up, "her parents" two, "our twins"
// two children, "3 friends" three); the list stops at the first item that is not a person
// ("our beagle", "the lads" with no count), so a pet or a vague crowd adds nobody.

const GROWN = alternation([
  ...SPOUSE_WORDS,
  ...MATE_WORDS,
  ...KIN_ABROAD,
  ..."guy|man|mum|mom|mother|mama|dad|father|papa|brother|sister|bro|sis|friend|best friend|bestie|buddy|mate|pal|colleague|coworker|co-worker|boss|grandma|grandpa|gran|granny|nan|nana|nanna|grandad|granddad|grandmother|grandfather|aunt|auntie|uncle|cousin|niece|nephew|flatmate|roommate|housemate|neighbour|neighbor|mother-in-law|father-in-law|sister-in-law|brother-in-law|mil|fil".split(
    "|",
  ),
]);
const PAIR = "parents|grandparents|in-laws|folks";
const SPOUSE = new RegExp(`\\b(?:${alternation(SPOUSE_WORDS)})\\b`);
const CHILD = "son|daughter|kid|kiddo|child|baby|boy|girl|toddler|little one|teen|teenager";
// (Kin and friends counted too: "my 2 aunties", "3 titas", "my two cousins".)
const CROWD = `friends|mates|buddies|pals|colleagues|coworkers|cousins|siblings|brothers|sisters|lads|girls|guys|${GROUP_PEOPLE}`;
const NUM = `\\d+|${Object.keys(cardinalWords).join("|")}`;
const num = (w: string) => (/^\d+$/.test(w) ? Number(w) : cardinalWords[w]);

const OWNER = "(?:my|our|her|his|their|a|the)\\s+";
// ("my husband and I (plus my mother)": a bracket that adds someone.)
const SEP = "(?:(?:\\s*\\(?\\s*(?:,|;|\\band\\b|&|\\+|\\bn\\b|\\bplus\\b|\\bwith\\b)\\s*)+|\\s+)";
// An age in digits or words, with its years if said: "6", "seven", "8 years old", "5 yrs", "7 year".
const AGE_WORD = `\\d{1,2}|${Object.keys(cardinalWords).join("|")}`;
const YEARS = "(?:[- ]?(?:years?|yrs?|y\\.?o\\.?)(?:[- ]old)?)?";
// ("3 kids 4/6/10": the ages run together with slashes.)
const AGES = `(?:${AGE_WORD})${YEARS}(?:\\s*(?:,|and|&|/)\\s*(?:${AGE_WORD})${YEARS})*`;
// What may follow an item: an age or a note in brackets, "6", "(72, bad knees)", "of 6 and 9
// years", "8 years old", "who just turned two", "who's seven" (not a length: "son 3 nights").
// ("my daughter Sofia (she's 19)": her name may stand before the bracket.)
const AFTER = `(?:(?:\\s+(?!(?:and|with|plus|n|or|then|to|from|in|for)\\b)[a-z]+)?\\s*\\(([^)]*)\\)|,?\\s+(?:(?:of|aged?)\\s+)?(${AGES})\\b(?!\\s*(?:nights?|days?|weeks?|months?|mos?\\b|mths?|n\\b|d\\b|am\\b|pm\\b|of\\s+us))|,?\\s+(\\d{1,2})\\s*(?:months?|mos?|mths?)\\b(?:[- ]old)?|,?\\s*(?:who|she|he|they)(?:'s|'re|\\s+is|\\s+are)?\\s+(?:just\\s+)?(?:turned\\s+|(?:is|'s)\\s+)?(${AGE_WORD})\\b${YEARS})?`;
// The writer, named within a list ("my husband, our son and me"): counted once, where the list began.
const SELF = /^(?:me|myself|i|us two|the two of us|both of us)\b/;
const ageOf = (w: string) => (/^\d+$/.test(w) ? Number(w) : cardinalWords[w]);

const items: { re: RegExp; adults: (m: RegExpExecArray) => number; children: (m: RegExpExecArray) => number }[] = [
  { re: new RegExp(`^(?:${OWNER}(?:\\w+\\s+)?)?(?:${PAIR})\\b`), adults: () => 2, children: () => 0 },
  // "us 2", "the two of us": a couple within the list.
  { re: /^(?:us\s+(?:2|two)|the two of us|both of us)\b/, adults: () => 2, children: () => 0 },
  { re: /^(?:our|my|the)\s+twins\b/, adults: () => 0, children: () => 2 },
  // "my two adult daughters", "our grown-up son": children in name, grown-ups in the party.
  {
    re: new RegExp(
      `^(?:(?:our|my|his|her)\\s+)?(?:(${NUM})\\s+)?(?:adult|grown|grown-up|grownup)\\s+(?:kids|children|sons|daughters|son|daughter|child)\\b`,
    ),
    adults: (m) => (m[1] ? (num(m[1]) ?? 1) : 1),
    children: () => 0,
  },
  {
    re: new RegExp(
      `^(?:(?:our|my|the)\\s+)?(${NUM})\\s+(?:(?:little|young|small|teenage)\\s+)?(?:kids?|kiddos?|kiddies|children|child|sons?|daughters?|boys?|girls?|teens?|teenagers?)\\b`,
    ),
    adults: () => 0,
    children: (m) => num(m[1] ?? "") ?? 0,
  },
  // "our two (5 and 8)", "my three, 4, 7 and 9": children counted with their ages and no noun.
  {
    re: new RegExp(
      `^(?:our|my)\\s+(${NUM})(?=\\s*(?:\\(\\s*|,\\s*(?:aged?\\s+)?)\\d{1,2}\\b(?!\\s*(?:nights?|days?|n\\b|d\\b)))`,
    ),
    adults: () => 0,
    children: (m) => num(m[1] ?? "") ?? 0,
  },
  { re: new RegExp(`^(?:${OWNER})?(?:${GROWN})\\b(?!\\s+of\\b)`), adults: () => 1, children: () => 0 },
  { re: new RegExp(`^(?:${OWNER}(?:\\w+\\s+)?)?(?:${CHILD})\\b`), adults: () => 0, children: () => 1 },
  // ("3 of my girls", "two of our mates": some of a crowd of friends.)
  {
    re: new RegExp(`^(?:my\\s+)?(${NUM})\\s+(?:of\\s+(?:my|our)\\s+)?(?:[a-z]+\\s+)?(?:${CROWD})\\b`),
    adults: (m) => num(m[1] ?? "") ?? 0,
    children: () => 0,
  },
];

export type PartyList = { adults: number; children: (number | null)[] };

/** The longest list of people after a "me", when it names at least two; else undefined. */
export function partyList(lower: string): PartyList | undefined {
  let best: PartyList | undefined;
  // After "me" the writer counts; after "3 generations:" or "we are:", only those listed.
  // From "I" too when a list follows ("I, my husband and our son 8", "I and my wife"), from a
  // count of grown-ups ("2 adults + grandma (80)"), and from "with my" when grown-ups follow ("with
  // my wife and my mother": the writer and two).
  // A list may also open a clause with "my" or "our" ("my husband, my daughter 6 and me"): the
  // writer is among them, named or not.
  const starts =
    /\b(?:me|myself)\b(?:\s*\([^)]{0,20}\))?|(?<![\w'])i\b(?=\s*(?:,|and\b|&|\+))|\b(?:the two of us|both of us|us two|we two)\b|\b(\d)\s+adults?\b|\bwith(?= my\b)|(?:^|[,.;:!?(/-]\s*|\b(?:is|are|with|family|it's|that's|its)\s+)(?=(?:my|our)\s)|\b(?:generations?|family|we are|we're|group|party)\s*:/g;
  for (const start of lower.matchAll(starts)) {
    const word = start[0];
    const opening = word === "with" || /^[^a-z0-9]*$/.test(word) || /\s$/.test(word);
    const self =
      /^(?:me|myself|i)\b/.test(word) || opening ? 1 : start[1] ? Number(start[1]) : /two|both/.test(word) ? 2 : 0;
    const rest = ` ${lower.slice((start.index ?? 0) + word.length)}`;
    // After "2 adults" only those added ("2 adults + grandma"), not one described (", my husband is");
    // a list after a comma adds its grown-ups when it names children too and no partner or the
    // writer, who are among the two ("2 adults, my mother and 2 kids", "2 adults, 3 kids and
    // grandma"; not "2 adults, me and my wife", "2 adults, my mum and dad").
    const added = /^\s*(?:\+|&|and\b|plus\b|with\b)/.test(rest);
    if (start[1] && !added && !/^\s*,/.test(rest)) continue;
    const list = listFrom(rest, self);
    if (start[1] && !added && list && (list.items < 2 || !list.children.length || list.selfSeen || list.partner))
      continue;
    // ("with my kids", "my son (5)" are no party of grown-ups: only one with someone else grown;
    // and "my sister is coming too" names one, a change to the party, not the party.)
    if (list && opening && (list.adults < 2 || (word !== "with" && list.items < 2))) continue;
    if (list && (!best || list.adults + list.children.length > best.adults + best.children.length))
      best = { adults: list.adults, children: list.children };
  }
  // "grandma, grandpa, me and my 2 kids", "mum, dad, me and the twins": a list of grown-ups with
  // no "my" before them counts only when the writer is named within it.
  for (const start of lower.matchAll(new RegExp(`(?:^|[,.;:!?(]\\s*)(?=(?:${GROWN}|${PAIR})\\b)`, "g"))) {
    const list = listFrom(` ${lower.slice((start.index ?? 0) + start[0].length)}`, 0);
    if (!list?.selfSeen || list.items < 2) continue;
    const adults = list.adults + 1;
    if (!best || adults + list.children.length > best.adults + best.children.length)
      best = { adults, children: list.children };
  }
  return best;
}

function listFrom(
  text: string,
  self: number,
): (PartyList & { items: number; selfSeen: boolean; partner: boolean }) | undefined {
  let rest = text;
  let count = 0;
  let selfSeen = false;
  let partner = false;
  let adults = self;
  const children: (number | null)[] = [];
  for (;;) {
    const sep = new RegExp(`^${SEP}`).exec(rest);
    if (!sep) break;
    const after = rest.slice(sep[0].length);
    let matched = false;
    const me = SELF.exec(after);
    if (me) {
      selfSeen = true;
      rest = after.slice(me[0].length);
      continue;
    }
    for (const item of items) {
      const m = item.re.exec(after);
      if (!m) continue;
      const tail = new RegExp(`^${AFTER}`).exec(after.slice(m[0].length));
      const a = item.adults(m);
      const c = item.children(m);
      if (SPOUSE.test(m[0])) partner = true;
      adults += a;
      // An age in brackets or right after a child is that child's ("our son 6", "(she's coeliac, 12)").
      const said = tail?.[3]
        ? [Math.floor(Number(tail[3]) / 12)]
        : [...(tail?.[1] ?? tail?.[2] ?? tail?.[4] ?? "").matchAll(new RegExp(`\\b(${AGE_WORD})\\b`, "g"))]
            .map((x) => ageOf(x[1] ?? ""))
            .filter((n): n is number => n !== undefined);
      // A son or daughter of age ("my son (22)") is one of the grown-ups.
      if (c === 1 && said.length === 1 && (said[0] ?? 0) > 17) adults += 1;
      else {
        const ages = said.filter((n) => n <= 17);
        for (let i = 0; i < c; i++) children.push(ages[i] ?? ages[0] ?? null);
      }
      rest = after.slice(m[0].length + (tail?.[0].length ?? 0));
      count++;
      matched = true;
      break;
    }
    if (!matched) break;
  }
  if (adults + children.length < 2) return undefined;
  return { adults, children, items: count, selfSeen, partner };
}
