import { cardinalWords } from "../number-words";

// A party written as a list of people after "me": "me, my wife, our son 6 and my mother",
// "me + hubby + our beagle", "me and a colleague", "me + 3 college friends". Each item is
// counted for what it is (a partner or relative one grown-up, "her parents" two, "our twins"
// two children, "3 friends" three); the list stops at the first item that is not a person
// ("our beagle", "the lads" with no count), so a pet or a vague crowd adds nobody.

const GROWN = [
  "wife|husband|hubby|wifey|missus|missis|partner|girlfriend|boyfriend|gf|bf|fella|fianc[eé]e?|spouse|other half|better half|guy|man|mum|mom|mother|mama|dad|father|papa|brother|sister|bro|sis|friend|best friend|bestie|buddy|mate|pal|colleague|coworker|co-worker|boss|grandma|grandpa|gran|granny|nan|nana|nanna|grandad|granddad|grandmother|grandfather|aunt|auntie|uncle|cousin|niece|nephew|flatmate|roommate|housemate|neighbour|neighbor|mother-in-law|father-in-law|sister-in-law|brother-in-law|mil|fil",
]
  .join("|")
  .split("|")
  // Longest first: "mother-in-law" before "mother".
  .sort((a, b) => b.length - a.length)
  .join("|");
const PAIR = "parents|grandparents|in-laws|folks";
const CHILD = "son|daughter|kid|kiddo|child|baby|boy|girl|toddler|little one|teen|teenager";
const CROWD = "friends|mates|buddies|pals|colleagues|coworkers|cousins|siblings|brothers|sisters|lads|girls|guys";
const NUM = `\\d+|${Object.keys(cardinalWords).join("|")}`;
const num = (w: string) => (/^\d+$/.test(w) ? Number(w) : cardinalWords[w]);

const OWNER = "(?:my|our|her|his|their|a|the)\\s+";
const SEP = "(?:(?:\\s*(?:,|;|\\band\\b|&|\\+|\\bn\\b|\\bplus\\b|\\bwith\\b)\\s*)+|\\s+)";
// What may follow an item: an age or a note in brackets, "6", "(72, bad knees)".
const AFTER = "(?:\\s*\\(([^)]*)\\)|\\s+(\\d{1,2})\\b(?!\\s*(?:nights?|days?|n\\b|d\\b)))?";

const items: { re: RegExp; adults: (m: RegExpExecArray) => number; children: (m: RegExpExecArray) => number }[] = [
  { re: new RegExp(`^(?:${OWNER}(?:\\w+\\s+)?)?(?:${PAIR})\\b`), adults: () => 2, children: () => 0 },
  // "us 2", "the two of us": a couple within the list.
  { re: /^(?:us\s+(?:2|two)|the two of us|both of us)\b/, adults: () => 2, children: () => 0 },
  { re: /^(?:our|my|the)\s+twins\b/, adults: () => 0, children: () => 2 },
  {
    re: new RegExp(`^(?:(?:our|my|the)\\s+)?(${NUM})\\s+(?:kids|kiddos|kiddies|children|sons|daughters|boys|girls)\\b`),
    adults: () => 0,
    children: (m) => num(m[1] ?? "") ?? 0,
  },
  { re: new RegExp(`^(?:${OWNER})?(?:${GROWN})\\b(?!\\s+of\\b)`), adults: () => 1, children: () => 0 },
  { re: new RegExp(`^${OWNER}(?:\\w+\\s+)?(?:${CHILD})\\b`), adults: () => 0, children: () => 1 },
  {
    re: new RegExp(`^(?:my\\s+)?(${NUM})\\s+(?:[a-z]+\\s+)?(?:${CROWD})\\b`),
    adults: (m) => num(m[1] ?? "") ?? 0,
    children: () => 0,
  },
];

export type PartyList = { adults: number; children: (number | null)[] };

/** The longest list of people after a "me", when it names at least two; else undefined. */
export function partyList(lower: string): PartyList | undefined {
  let best: PartyList | undefined;
  // After "me" the writer counts; after "3 generations:" or "we are:", only those listed.
  for (const start of lower.matchAll(/\b(?:me|myself)\b|\b(?:generations?|family|we are|we're|group|party)\s*:/g)) {
    const self = /^(?:me|myself)$/.test(start[0]) ? 1 : 0;
    const list = listFrom(lower.slice((start.index ?? 0) + start[0].length), self);
    if (list && (!best || list.adults + list.children.length > best.adults + best.children.length)) best = list;
  }
  return best;
}

function listFrom(text: string, self: number): PartyList | undefined {
  let rest = text;
  let adults = self;
  const children: (number | null)[] = [];
  for (;;) {
    const sep = new RegExp(`^${SEP}`).exec(rest);
    if (!sep) break;
    const after = rest.slice(sep[0].length);
    let matched = false;
    for (const item of items) {
      const m = item.re.exec(after);
      if (!m) continue;
      const tail = new RegExp(`^${AFTER}`).exec(after.slice(m[0].length));
      const a = item.adults(m);
      const c = item.children(m);
      adults += a;
      // An age in brackets or right after a child is that child's ("our son 6", "(she's coeliac, 12)").
      const ages = [...(tail?.[1] ?? tail?.[2] ?? "").matchAll(/\b(\d{1,2})\b/g)]
        .map((x) => Number(x[1]))
        .filter((n) => n <= 17);
      for (let i = 0; i < c; i++) children.push(ages[i] ?? ages[0] ?? null);
      rest = after.slice(m[0].length + (tail?.[0].length ?? 0));
      matched = true;
      break;
    }
    if (!matched) break;
  }
  if (adults + children.length < 2) return undefined;
  return { adults, children };
}
