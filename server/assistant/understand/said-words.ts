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
  return (refusal.test(clause) && !refusalRefused.test(clause)) || nearOnly.test(before);
}

// What is done at a place, just before its name: "surfing at", "a hike in", "sunset on".
const doneAt =
  /\b(?:[a-z]{3,}ing|dive|dives|hike|hikes|surf|snorkel|swim|trek|sunset|sunrise|tour|walk|ride|cruise|picnic|lunch)\s+(?:at|in|on|around|near|off)\s+(?:the\s+)?$/i;
// ...unless it says where they sleep or arrive: "staying at", "landing in", "a hotel in".
const sleptAt =
  /\b(?:stay(?:ing)?|sleep(?:ing)?|based|living|base|hotel|hostel|villa|airbnb|apartment|flat|resort|land(?:ing)?|arriv(?:e|ing)|fly(?:ing)?|flight|start(?:ing)?|end(?:ing)?|finish(?:ing)?|meet(?:ing)?|wedding|working|work)\s+(?:at|in|on|around|near|off)\s+(?:the\s+)?$/i;

/** Whether the words just before a place's name say what is done there ("surfing at El Tunco"), not where they sleep. */
export function doneAtPlace(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  return doneAt.test(before) && !sleptAt.test(before);
}
