import type { PlaceRef } from "../plan";

// How travellers point at the stays of a trip already planned without naming them, and whose
// nights a message speaks of. Read before the changes to the stops (trip-edits.ts) so that they
// see a stay's own name:
// - by its place in the order: "one more night in the last city", "drop the second stop",
//   "swap the first town for Salzburg" are about the stay in that place of the trip;
// - nights said of someone else's trip, of a past one, or only asked about ("my cousin did 5
//   nights in Hanoi and 2 in Hue, too rushed?", "is 2 nights in Hue enough?") are no wish of the
//   travellers: the stays keep their nights.

type Stay = { place: PlaceRef };

const ORDINALS: [RegExp, (n: number) => number][] = [
  [/^(?:first|1st|opening)$/, () => 0],
  [/^(?:second|2nd)$/, () => 1],
  [/^(?:third|3rd)$/, () => 2],
  [/^(?:fourth|4th)$/, () => 3],
  [/^(?:fifth|5th)$/, () => 4],
  [/^(?:last|final)$/, (n) => n - 1],
  [/^(?:second[- ]to[- ]last|penultimate)$/, (n) => n - 2],
  [/^middle$/, (n) => (n === 3 ? 1 : -1)],
];

const ORDINAL =
  "second[- ]to[- ]last|penultimate|first|1st|opening|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final|middle";
const STAY_NOUN = "city|cities|stop|stops|place|town|leg|stay|destination|base|island|part|location|spot";
// "the last city", "our second stop"; and with no noun after "in", "to" or "from" ("one more
// in the first", "move a night from the last to the first"), but never a day, a night, a
// time of day or "in the first place".
const stayByOrder = new RegExp(
  `(?<!\\bin )\\b(?:the|our|my|that)\\s+(${ORDINAL})\\s+(?:${STAY_NOUN})\\b(?!\\s+(?:of|on)\\s+(?:the\\s+)?(?:day|trip))|(?<=\\b(?:in|to|from|at|for)\\s)(?:the|our)\\s+(${ORDINAL})\\b(?!\\s+(?:[\\w-]+\\s+)?(?:day|days|night|nights|week|morning|afternoon|evening|flight|time|hotel|place|one|thing|two|three|half|few)\\b|\\s+(?:${STAY_NOUN})\\b)`,
  "gi",
);
// ("in the last city" too: the look-behind above only keeps "in the first place" out.)
const inStayByOrder = new RegExp(`\\bin\\s+(?:the|our|my)\\s+(${ORDINAL})\\s+(?!place\\b)(?:${STAY_NOUN})\\b`, "gi");

/**
 * The message with the stays it points at by order ("the last city", "our second stop") named
 * instead ("Tokyo"); unchanged for a trip of one stay or when no such words are in it.
 */
export function namingStays(message: string, stays: readonly Stay[]): string {
  if (stays.length < 2) return message;
  const byName = (said: string, which: string | undefined, other: string | undefined) => {
    const key = (which ?? other ?? "").toLowerCase();
    const rule = ORDINALS.find(([re]) => re.test(key));
    const i = rule ? rule[1](stays.length) : -1;
    const stay = i >= 0 ? stays[i] : undefined;
    return stay ? stay.place.name : said;
  };
  return message
    .replace(inStayByOrder, (said: string, which: string) => {
      const name = byName(said, which, undefined);
      return name === said ? said : `in ${name}`;
    })
    .replace(stayByOrder, byName);
}

// Someone else's trip or a past one: "my sister did", "friends spent", "last time we stayed".
const othersOrPast =
  /\b(?:friends?|sister|brother|mum|mom|dad|parents|cousin|colleague|coworker|boss|neighbou?rs?|someone|somebody|people|everyone|he|she|they|did|spent|stayed|went|last (?:time|year|trip))\b/i;
// A question asking about nights, not for them: "is 2 nights in Hue enough?", "was that rushed?".
// A request put as a question ("can we do 3 nights in Hue?", "one more night in Porto?") is a wish.
const asksAbout =
  /^\s*(?:(?:so|and|but|hmm+|ok(?:ay)?|um+|well|honestly|just wondering|quick question)[,\s]+)*(?:is|are|was|were|will|do|does|did|should|how|what(?!\s+if\b)|which|why|isn'?t|aren'?t|wouldn'?t)\b/i;
const judging = /\b(?:enough|too (?:much|many|few|long|short|rushed)|rushed|better|worth|is that|was that|ok\??$)/i;

/**
 * Whether the sentence holding position `at` of `message` (the whole message without one) states the travellers' own wish for
 * nights, not someone else's trip, a past one, or a question about lengths.
 */
export function ownNightsAt(message: string, at?: number): boolean {
  // (No position: the whole message is judged as one.)
  const sentence = at === undefined ? message : sentenceAt(message, at);
  if (othersOrPast.test(sentence)) return false;
  if (!sentence.includes("?")) return true;
  return !asksAbout.test(sentence) && !judging.test(sentence);
}

/** The sentence of `text` around position `at` (its ending mark kept). */
function sentenceAt(text: string, at: number): string {
  const before = text.slice(0, at);
  const start = Math.max(
    before.lastIndexOf(". "),
    before.lastIndexOf("! "),
    before.lastIndexOf("? "),
    before.lastIndexOf("\n"),
  );
  const rest = text.slice(at);
  const end = rest.search(/[.!?](?:\s|$)|\n/);
  // A question mark ends the sentence it belongs to: kept, so the sentence reads as a question.
  return text.slice(start < 0 ? 0 : start + 1, end < 0 ? text.length : at + end + 1);
}

// The words that bring in the place taking a stay's turn: "swap hue for hoi an", "replace hue
// with hoi an", "hue -> hoi an", "+hoi an", "do hoi an instead", "add hoi an".
const takerAfter =
  /(?:\b(?:for|with|by|to|add|adding|include|tack on)|->|→|=>|⇒|(?:^|\s)\+)\s*((?:[a-z][\p{L}'’-]*)(?:\s+(?!(?:for|with|instead|and|pls|please|then|at|in|on|nights?|days?|after|before|between|first|last|next|too|also|as)\b)[a-z][\p{L}'’-]*){0,2})/gu;
const takerBefore = /(?:^|[\s,])((?:[a-z][\p{L}'’-]*\s+){0,2}[a-z][\p{L}'’-]*)\s+instead\b/gu;
const notAName =
  /^(?:a|an|the|some|something|somewhere|another|one|it|that|this|them|us|me|more|less|fewer|my|our|your|his|her|their|\d+)$/;

/**
 * The message with the place said to take a stay's turn capitalised as a name ("swap hue for
 * Hoi An"), for the place reader, which reads a lowercase word as a name only where a trip's
 * places are usually said. Same length as the message, so positions in it hold.
 */
export function takerCapitalised(message: string): string {
  const chars = [...message];
  const cap = (start: number, words: string) => {
    let at = start;
    for (const w of words.split(/(\s+)/)) {
      if (/\S/.test(w)) chars[at] = (chars[at] ?? "").toUpperCase();
      at += w.length;
    }
  };
  for (const m of message.matchAll(takerAfter)) {
    const words = m[1] ?? "";
    if (notAName.test(words.split(/\s+/)[0] ?? "")) continue;
    cap((m.index ?? 0) + m[0].length - words.length, words);
  }
  for (const m of message.matchAll(takerBefore)) {
    const words = m[1] ?? "";
    const first = words
      .split(/\s+/)
      .find((w) => !/^(?:do|go|visit|see|try|we|just|maybe|could|can|lets|let's)$/.test(w));
    if (!first || notAName.test(first)) continue;
    const from = (m.index ?? 0) + m[0].indexOf(words) + words.indexOf(first);
    cap(from, words.slice(words.indexOf(first)));
  }
  return chars.join("");
}
