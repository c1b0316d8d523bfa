import { normalize } from "../../travel/geo/cities";
import { editDistance } from "../../travel/geo/edit-distance";
import { cardinalWords } from "../number-words";

// A message as the words a name is matched against, each with where it stands in the message:
// plain (lower case, no accents, "giant's" as "giants"), numbers up to twenty as words, so "12
// apostles" and "twelve apostles" are one name. Where it stands says which clause a name is in,
// to tell "the blue lagoon" wished for from "skip the blue lagoon".

export type Word = { word: string; start: number; end: number };

const numberWord = new Map(Object.entries(cardinalWords).map(([w, n]) => [String(n), w]));

// Letters no accent-stripping takes apart ("Tromsø", "Ærø", "Wrocław", "Straße"): their plain forms.
const fold = (s: string) => s.replace(/[øØ]/g, "o").replace(/[æÆ]/g, "ae").replace(/[łŁ]/g, "l").replace(/ß/g, "ss");

/** A word as names are compared: plain, a number up to twenty spelt out. */
export const plainWord = (w: string): string => {
  const p = normalize(fold(w)).replace(/\s+/g, "");
  return numberWord.get(p) ?? p;
};

/** A name's words as the message's are compared ("12 Apostles" -> ["twelve", "apostles"]). */
export const nameWords = (name: string): string[] =>
  normalize(fold(name))
    .split(" ")
    .filter(Boolean)
    .map((w) => numberWord.get(w) ?? w);

/** The message's words, in order, with where each stands. */
export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}’']*/gu)) {
    const word = plainWord(m[0]);
    if (word) out.push({ word, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

/** Where the words of `name` stand in a row in the message: each place, first to last. */
export function findName(words: Word[], name: string[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  if (!name.length) return out;
  for (let i = 0; i + name.length <= words.length; i++)
    if (name.every((w, j) => words[i + j]?.word === w))
      out.push({ start: words[i]?.start ?? 0, end: words[i + name.length - 1]?.end ?? 0 });
  return out;
}

/**
 * Where the words of a long name stand in a row written with a slip or two ("chichen itsa",
 * "neuschwanstien"): the same number of words, the same first letter, one slip in a name of 8
 * letters or more, two from 13.
 */
export function findNameLoosely(words: Word[], name: string[]): { start: number; end: number }[] {
  const key = name.join(" ");
  const slips = key.length >= 13 ? 2 : key.length >= 8 ? 1 : 0;
  const out: { start: number; end: number }[] = [];
  if (!slips) return out;
  for (let i = 0; i + name.length <= words.length; i++) {
    const span = words.slice(i, i + name.length);
    const said = span.map((w) => w.word).join(" ");
    if (said[0] !== key[0] || said === key || Math.abs(said.length - key.length) > slips) continue;
    if (editDistance(said, key, slips) <= slips)
      out.push({ start: span[0]?.start ?? 0, end: span[span.length - 1]?.end ?? 0 });
  }
  return out;
}

// The words before a thing that turn it down, beyond the plain ones of `refusal` below (the
// refusal reader, sight-refusals.ts, reads what follows them).
export const REFUSE_BEFORE =
  "(?:(?:would|'d|wd)\\s+rather\\s+not(?:\\s+(?:do|see|visit|go\\s+to|bother\\s+with))?|steer\\s+clear\\s+of|stay\\s+away\\s+from|keep\\s+(?:us\\s+|me\\s+)?away\\s+from|pass\\s+on|spare\\s+(?:us|me)(?:\\s+from)?|any(?:thing|where)\\s+but|(?:zero|no|little|not\\s+much)\\s+interest\\s+in|(?:can'?t|cannot|can\\s+not|could\\s+not|couldn'?t)\\s+(?:stand|bear)|detest|loathe|dislike|(?:don'?t|dont|do\\s+not|won'?t|wont|will\\s+not|never)\\s+(?:really\\s+)?(?:want|need|care\\s+for|like|do|fancy|enjoy)(?:\\s+to\\s+(?:see|do|visit|go\\s+to|bother\\s+with))?|not\\s+(?:really\\s+|too\\s+|that\\s+|very\\s+|so\\s+)?(?:keen\\s+on|fussed\\s+(?:on|about|with)|bothered\\s+(?:about|with)|interested\\s+in|into|big\\s+on|a\\s+(?:big\\s+)?fan\\s+of|fans\\s+of)|leave\\s+out|cut\\s+out|(?:we'?ve|we\\s+have|i'?ve|i\\s+have)\\s+(?:already\\s+)?(?:done|seen|visited|been\\s+to))";

// The words after a thing that turn it down: "? no thanks", "is a no", "are overrated".
export const REFUSE_AFTER =
  "(?:\\?\\s*(?:no|nah|nope|pass)\\b|\\s+(?:is|are|'s)\\s+(?:a\\s+)?(?:no(?:[- ]go)?|hard\\s+no|pass)\\b|\\s+(?:is|are|'s)\\s+(?:so\\s+|way\\s+|totally\\s+|really\\s+)?overrated\\b|\\s+(?:is|are|'s)(?:n't|\\s+not)\\s+(?:really\\s+)?for\\s+(?:us|me)\\b|\\s+(?:is|are|'s)\\s+off\\s+the\\s+(?:list|table)\\b|\\s+not\\s+(?:needed|necessary|required|for\\s+(?:us|me))\\b|\\s+(?:a|a\\s+wide)\\s+miss\\b|\\s+(?:is|are)\\s+(?:done|been\\s+there)\\b|\\s+already\\s+(?:done|seen)\\b)";

// Words that turn a wish down in the clause before it: "no camping", "skip the blue lagoon", "we've
// already done the great wall", "rather than the reef".
const refusal =
  /\b(?:no|not|nor|skip|skipping|avoid|avoiding|without|except|hate|dislike|don'?t|dont|won'?t|never|already|instead of|rather than|nothing|cancel|drop|remove|take out|minus|sick of|tired of|been to|done)\b/i;

// ...unless they wish it all the more: "don't want to miss", "can't leave without seeing", "never
// seen the northern lights".
const refusalRefused =
  /\bmiss(?:ing)?\b|\bnever (?:seen|been|done|tried|experienced)\b|\bwithout (?:seeing|doing|visiting)\b/i;

// Words that make a sight where to sleep, not what to see: "a hotel near the castle", "views of
// the opera house".
const nearOnly =
  /\b(?:near|nearby|close to|next to|by|overlooking|views? (?:of|over|onto)|facing|opposite|walking distance (?:to|of|from)|walk to)\s+(?:the\s+)?$/i;

/**
 * Whether the clause a name at `start` stands in turns it down ("skip the blue lagoon", "already
 * done the louvre and versailles": a list carries its refusal on), or names it only as where to
 * stay ("hotel near the castle").
 */
export function refused(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 60), start).replace(/[’]/g, "'");
  const clause = before.split(/[,.;:!?()\n+&]|\s[-–—]\s|\b(?:but|also|plus|then|though|however)\b/i).pop() ?? "";
  if ((refusal.test(clause) || refusedBefore.test(clause)) && !refusalRefused.test(clause)) return true;
  // ...or turned down after it, in its clause: "the aquarium? no thanks", "the zoo is overrated".
  const after = text.slice(start, start + 80).replace(/[’]/g, "'");
  return refusedAfter.test(after) || nearOnly.test(before);
}
const refusedBefore = new RegExp(`\\b${REFUSE_BEFORE}\\b`, "i");
const refusedAfter = new RegExp(`^[^,;:.!?(\\n]{0,60}?${REFUSE_AFTER}`, "i");

// What is done at a place, just before its name: "surfing at", "a hike in", "sunset on".
const doneAt =
  /\b(?:[a-z]{3,}ing|dive|dives|hike|hikes|surf|snorkel|swim|trek|sunset|sunrise|tour|walk|ride|cruise|picnic|lunch)\s+(?:at|in|on|around|near|off)\s+(?:the\s+)?$/i;
// ...unless it says where they sleep or arrive: "staying at", "landing in", "a hotel in".
const sleptAt =
  /\b(?:stay(?:ing)?|sleep(?:ing)?|based|living|base|hotel|hostel|villa|airbnb|apartment|flat|resort|land(?:ing)?|arriv(?:e|ing)|fly(?:ing)?|flight|start(?:ing)?|end(?:ing)?|finish(?:ing)?|meet(?:ing)?|wedding|working|work)\s+(?:at|in|on|around|near|off)\s+(?:the\s+)?$/i;

/** Whether the words just before a place's name say they sleep, start or end there ("based in", "stopping in"). */
export function stayedAt(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  return sleptAt.test(before) || /\b(?:stop(?:ping)?|overnight(?:ing)?|night)\s+(?:at|in)\s+$/i.test(before);
}

/** Whether the words just before a place's name say what is done there ("surfing at El Tunco"), not where they sleep. */
export function doneAtPlace(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  return doneAt.test(before) && !sleptAt.test(before);
}
