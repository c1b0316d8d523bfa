import { cardinalWords } from "../number-words";

// Someone joining or leaving a trip already planned, as travellers say it: "a toddler is
// coming", "my mum is joining us", "our two kids are coming too, 4 and 7", "my parents are
// coming", "my sister and her husband are joining", "the twins (6) are coming", "our 2 kids
// can't come anymore". Each person is counted for what they are (a parent pair two grown-ups,
// "two kids" two children), and ages said with them or after the verb go to the children in order.

export type PartyChange = {
  kind: "party";
  adults: number;
  children: (number | null)[];
  who: string;
  rooms?: number;
  /** Children leaving (none said: the last one, when no one else is named). */
  childrenLeaving?: number;
  /** "we're now 3 adults", "so 4 of us in total": how many grown-ups there are now, not how many more. */
  totalAdults?: number;
};

const TOTAL_NUMBER = "(\\d|two|three|four|five|six|seven|eight|nine)";
// The party's new size said whole: "now 3 adults", "4 adults now", "we're 5 in total", "that makes 4 of us".
const totalSaid = new RegExp(
  `(?:\\b(?:now|that makes|makes it|making it|so)\\s+(?:we'?re\\s+|we are\\s+|it'?s\\s+|there(?:'s| is| are|'ll be| will be)\\s+)?${TOTAL_NUMBER}\\s+(?:adults|grown-?ups|people|of us|travell?ers|guests)\\b|\\b${TOTAL_NUMBER}\\s+(?:adults|grown-?ups|people|of us|travell?ers|guests)\\s+(?:now|in total|total|altogether|all together)\\b)`,
);

const CHILD_WORDS = "toddler|baby|infant|kid|kiddo|child|children|son|daughter|boy|girl|teen|teenager";
// Young or grown: a child when an age of 17 or under is said with them (or none, for these).
const YOUNG_WORDS = "niece|nephew|grandson|granddaughter|grandkid|grandchild|grandchildren";
const GROWN_WORDS =
  "mum|mom|mother|dad|father|wife|husband|partner|girlfriend|boyfriend|brother|sister|friend|colleague|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin|adult|mate|buddy|pal|fiance|fiancee|fiancé|fiancée";
const PAIR_WORDS = "parents|grandparents|in-laws|folks";
const COUNT = `\\d|a couple of|${Object.keys(cardinalWords).join("|")}`;
const count = (w: string) => (/^\d+$/.test(w) ? Number(w) : w === "a couple of" ? 2 : (cardinalWords[w] ?? 1));

/** One person or group named: "our two kids", "my parents", "the twins", "our 5 year old". */
const person = new RegExp(
  `\\b(?:(?:my|our|his|her|their|the|a|an)\\s+)?(?:(${COUNT})\\s+)?(?:(?:little|young|younger|older|teenage|grown-up|adult|baby|youngest|oldest|eldest)\\s+)?(?:(twins)|(${PAIR_WORDS})|(\\d{1,2})[- ]?(?:year[- ]?olds?|yos?|y\\/o)|(${CHILD_WORDS})|(${YOUNG_WORDS})|(${GROWN_WORDS}))(?:s|es)?\\b`,
  "g",
);

// ("my cousin joins", "my sister wants to join", "the grandparents will come too", "a friend
// tags along": the present tense and wishes count as much as "is coming".)
const JOIN =
  /\b(?:is|are|will be|'s|'re)?\s*(?:coming|joining|tagging along|tags along|tag along|coming along|comes along|coming too|comes too|joining us|joining too|joins(?: us)?|will join|'ll join|will come|'ll come|wants? to (?:come|join)|decided to (?:come|join)|can come|can join|are in|is in)\b/;
const LEAVE =
  /\b(?:can'?t|cannot|won'?t|isn'?t|aren'?t|no longer|not) (?:come|coming|make it|joining|join)\b|\bdropped out\b|\bpulled out\b|\bone (?:less|fewer)\b/;

const FEWER_COUNT = "(\\d|one|two|three|four|a)";
const PEOPLE = "(?:person|people|adults?|grown-?ups?|travell?ers?|guests?|pax)";
const FEWER = new RegExp(
  `\\b${FEWER_COUNT}\\s+(?:less|fewer)\\s+${PEOPLE}\\b|\\b${FEWER_COUNT}\\s+${PEOPLE}\\s+(?:less|fewer)\\b|^(?:minus|-)\\s*(?:one|1)(?:\\s+${PEOPLE})?$|\\b(?:someone|somebody|one of us|one of them|one of the group|one person)\\s+(?:has\\s+|just\\s+|'s\\s+)?(?:dropped|pulled|bailed|backed)\\s+out\\b|\\b(?:someone|somebody|one of us|one person)\\s+(?:can'?t|cannot|won'?t|isn'?t|is not)\\s+(?:come|coming|make it|join|joining)\\b`,
);

/** An age right after a person: "(12)", ", aged 9", " 6", ", she's 7". */
const ageAfter =
  /^\s*(?:\(\s*(\d{1,2})\s*\)|,?\s*(?:aged?|age)\s+(\d{1,2})\b|,?\s*(\d{1,2})\s*(?:yo|y\/o|years?(?: old)?)\b|,?\s*(?:he|she)'?s\s+(\d{1,2})\b|\s+(\d{1,2})\b(?!\s*(?:more|nights?|days?|weeks?|rooms?|am|pm|h|hours?)\b))/;

/** Ages listed after the people ("are coming too, 4 and 7", "(6 and 9)", "ages 4 & 7"), up to `oldest`. */
function agesIn(text: string, oldest = 17): number[] {
  const out: number[] = [];
  // ("on day 2", "day 3": a day of the trip, not an age.)
  const numbers =
    /(?<![\d$€£.:/-])(?<!\bdays?\s*)(\d{1,2})(?![\d:/.]|\s*(?:st|nd|rd|th|nights?|days?|weeks?|rooms?|am|pm|h|hrs?|hours?|mins?|more|extra|people|adults?|%)\b)/g;
  for (const m of text.matchAll(numbers)) {
    const n = Number(m[1]);
    if (n <= oldest) out.push(n);
  }
  return out;
}

/** The party change the (cleaned, lower-case) words ask for, or null. */
export function findPartyChange(t: string): PartyChange | null {
  const leaving = LEAVE.test(t);
  // "we're now 3 adults, another friend is coming": the count said is the party's, whatever joins.
  const total = totalSaid.exec(t);
  if (total && !/\b(?:kids?|child(?:ren)?|babies|baby|toddlers?)\b/.test(t)) {
    const k = count(total[1] ?? total[2] ?? "");
    if (k >= 1 && k <= 9) return withRoomsOf(t, { kind: "party", adults: 0, children: [], who: "", totalAdults: k });
  }
  // "one less person", "two people fewer", "someone dropped out": grown-ups leaving, unnamed.
  const fewer = FEWER.exec(t);
  if (fewer && !/\b(?:kids?|child(?:ren)?|babies|baby|toddlers?|nights?|days?|stops?)\b/.test(t)) {
    const k = count(fewer[1] ?? fewer[2] ?? "one");
    if (k >= 1 && k <= 8)
      return withRoomsOf(t, { kind: "party", adults: -k, children: [], who: k === 1 ? "one person" : `${k} people` });
  }
  const more =
    /\b(\d|one|two|three|four|a|an)\s+(?:more|extra|additional)\s+(friends?|people|persons|adults?|guests?|travell?ers|kids?|children)\b/.exec(
      t,
    );
  const n = (w: string) => ({ one: 1, a: 1, an: 1, two: 2, three: 3, four: 4 })[w] ?? Number(w);
  const rooms = roomsSaid(t);
  const withRooms = (c: PartyChange): PartyChange => (rooms ? { ...c, rooms } : c);
  if (more && !leaving) {
    const k = Math.min(8, n(more[1] ?? "1"));
    const kids = /kid|child/.test(more[2] ?? "");
    const ages = kids ? agesIn(t.slice((more.index ?? 0) + more[0].length)) : [];
    return withRooms(
      kids
        ? {
            kind: "party",
            adults: 0,
            children: Array.from({ length: k }, (_, i) => ages[i] ?? null),
            who: `${k} more ${k === 1 ? "child" : "children"}`,
          }
        : { kind: "party", adults: k, children: [], who: `${k} more ${k === 1 ? "person" : "people"}` },
    );
  }
  const verb = leaving ? LEAVE.exec(t) : JOIN.exec(t);
  const adding = /^(?:add|bring|bringing|we'?re bringing|we are bringing)\b/.exec(t);
  if (!verb && !adding) return null;
  // The trip is what they join or leave: "the kids are coming to the museum on day 2" and "my
  // husband can't make it to the show" name one outing, the party stays as it is.
  if (verb && !adding && !endsClause.test(t.slice((verb.index ?? 0) + verb[0].length))) return null;
  // Who: the words before the verb ("our two kids are coming"), or after "add" ("add my parents").
  const whoText = adding ? t.slice(adding[0].length) : t.slice(0, verb?.index ?? 0);
  const people = [...whoText.matchAll(person)];
  if (!people.length) return null;
  // "add my parents (both 70)" names only people; "add a kids club on day 2" names a place.
  if (adding && !onlyPeople(whoText)) return null;
  let adults = 0;
  const children: (number | null)[] = [];
  const words: string[] = [];
  let unsized = 0;
  const twinsAt: number[] = [];
  for (const p of people) {
    const [all, k, twins, pair, yearsOld, child, young, grown] = p;
    const said = k ? count(k) : undefined;
    const tail = ageAfter.exec(whoText.slice((p.index ?? 0) + all.length));
    const age = yearsOld ? Number(yearsOld) : Number(tail?.slice(1).find((x) => x !== undefined) ?? Number.NaN);
    const aged = Number.isNaN(age) ? null : age;
    words.push(all.trim());
    if (twins) {
      twinsAt.push(children.length);
      children.push(aged, aged);
    } else if (pair) adults += 2 * (said ?? 1);
    else if (yearsOld || child || (young && (aged === null || aged <= 17)) || (grown && aged !== null && aged <= 17)) {
      // "the kids" with no number: as many as the ages said, else one.
      const plural = /(?:s|ren)$/.test(all.trim()) && !said;
      const many = said ?? 1;
      if (plural) unsized++;
      for (let i = 0; i < many; i++) children.push(i === 0 ? aged : null);
    } else adults += said ?? 1;
  }
  // Ages after the verb (or in a list after the people) fill the children who have none, in order.
  const rest = adding ? "" : t.slice((verb?.index ?? 0) + (verb?.[0].length ?? 0));
  const listed = [
    ...agesIn(
      whoText.replace(person, (m) => " ".repeat(m.length)),
      99,
    ),
    ...agesIn(rest, 99),
  ].filter((a) => !children.includes(a));
  if (unsized === 1 && children.length === 1 && listed.length > 1)
    for (let i = 1; i < listed.length; i++) children.push(null);
  for (let i = 0, j = 0; i < children.length && j < listed.length; i++)
    if (children[i] === null) children[i] = listed[j++] ?? null;
  // Twins share the one age said.
  for (const i of twinsAt) if (children[i + 1] === null) children[i + 1] = children[i] ?? null;
  // "my two sons, 15 and 19": one of 18 or more is a grown-up.
  const grownUps = children.filter((a) => a !== null && a >= 18).length;
  if (grownUps) {
    adults += grownUps;
    children.splice(0, children.length, ...children.filter((a) => a === null || a < 18));
  }
  if (!adults && !children.length) return null;
  // (Named as said: "a toddler", not the age it is given.)
  const who = label(adults, children, words);
  // Only a toddler or a baby has an age without one said.
  if (children.length === 1 && children[0] === null) {
    const w = words[0] ?? "";
    if (/toddler/.test(w)) children[0] = 2;
    else if (/baby|infant/.test(w)) children[0] = 1;
  }
  // "the kids can't come anymore": all of them, however many there are.
  if (leaving)
    return children.length && !adults
      ? {
          kind: "party",
          adults: 0,
          children: [],
          who,
          childrenLeaving: unsized && !listed.length ? ALL_CHILDREN : children.length,
        }
      : { kind: "party", adults: -Math.max(1, adults), children: [], who };
  return withRooms({ kind: "party", adults, children, who });
}

// The most children a party has (nine travellers, one a grown-up at least): "all of them".
const ALL_CHILDREN = 9;

// After the verb, only the trip or company ("too", "with us", "on the trip", "after all",
// "anymore"), then the clause ends or ages follow: "coming too, 4 and 7", "joining us (6)".
const endsClause =
  /^(?:\s+(?:too|also|as well|along|with us|us|on the trip|for the trip|to the trip|the trip|after all|anymore|any more|either|now|then|sadly|unfortunately))*\s*(?:$|[,.;:!?()&]|-|\s*\d|\s+(?:and|but|so|because|since|as|aged?|ages)\b)/;

/** Whether the words are people and their ages only ("my mum and dad, both 70, too"). */
function onlyPeople(words: string): boolean {
  return (
    words
      .replace(person, " ")
      .replace(
        /\b(?:and|plus|with|too|also|as well|aged?|ages|both|they'?re|he'?s|she'?s|years?|old|yo|to the (?:trip|booking|party|group|plan)|we'?ll need|separate|rooms?|\d{1,2})\b|[,&+()]/g,
        " ",
      )
      .trim() === ""
  );
}

/** "we'll need 2 rooms": how the party sleeps, said with who joins. */
function roomsSaid(t: string): number {
  const said = /\b(\d|two|three|four)\s+(?:separate\s+)?rooms\b/.exec(t)?.[1];
  const rooms = said ? (/^\d$/.test(said) ? Number(said) : (cardinalWords[said] ?? 0)) : 0;
  return rooms >= 1 && rooms <= 4 ? rooms : 0;
}

/** How the reply names who joined: "your mum", "a 5-year-old", "2 children aged 4 and 7". */
function label(adults: number, children: (number | null)[], words: string[]): string {
  const only = words.length === 1 ? (words[0] ?? "") : "";
  if (adults + children.length === 1) {
    const age = children[0];
    if (typeof age === "number") return `a ${age}-year-old`;
    const bare = only.replace(/^(?:my|our|his|her|their|the|a|an)\s+/, "");
    return /^(?:mum|mom|mother|dad|father|wife|husband|partner)/.test(bare) ? `your ${bare}` : `a ${bare}`;
  }
  const kids = children.length
    ? `${children.length} ${children.length === 1 ? "child" : "children"}${children.every((a) => a !== null) ? ` aged ${ages(children as number[])}` : ""}`
    : "";
  const grown = adults ? `${adults} ${adults === 1 ? "adult" : "adults"}` : "";
  return [grown, kids].filter(Boolean).join(" and ");
}

const ages = (list: number[]) =>
  list.length === 1 ? String(list[0]) : `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;

/** The change with the rooms the words ask for, when they ask for some. */
function withRoomsOf(t: string, c: PartyChange): PartyChange {
  const rooms = roomsSaid(t);
  return rooms ? { ...c, rooms } : c;
}
