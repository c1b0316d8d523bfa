import { editDistance } from "../../travel/geo/edit-distance";
import { geocode } from "../../travel/geo/gazetteer";
import { excursions } from "../../travel/places/excursions";
import { isEnglishWord } from "./english-words";
import { everydayWishes } from "./everyday-wishes";
import { nameWords } from "./said-words";
import { sights } from "./trip-sight-names";
import { knownWishNames } from "./wishes";

// A wish written with a slip in a known sight's name ("Neuschwanstien", "Sagrada Famillia", "hot
// air baloon") is that sight, under the name the catalogue, the day-trip table or the guides give
// it. Only a wish some reader already took is put right: a word near a sight's name is never made
// a wish here. A slip is a word that is no English word and is one edit off the name's word (two
// in a word of 9 letters or more), with the same first letter; an English word ("Palace",
// "market") is what was meant, so a name of real words is never respelt.

type Known = { words: string[]; name: string };

let byFirst: Map<string, Known[]> | undefined;
/** The known names, filed by their first letter. */
function knownNames(): Map<string, Known[]> {
  if (byFirst) return byFirst;
  byFirst = new Map();
  const add = (said: string, name: string) => {
    const words = nameWords(said).filter((w, i) => i > 0 || w !== "the");
    const first = words[0]?.[0];
    if (!first || words.join(" ").length < 5) return;
    byFirst?.set(first, [...(byFirst.get(first) ?? []), { words, name }]);
  };
  // (The guides' names for things done anywhere before one city's: "hot air baloon" is the
  // balloon ride, not Luxor's balloon over the West Bank.)
  for (const name of [...knownWishNames, ...everydayWishes.flatMap((w) => (w.name ? [w.name] : []))]) add(name, name);
  for (const e of excursions) {
    const main = e.name.replace(/\s*\(.*\)\s*$/, "");
    for (const alias of new Set([main, ...e.aliases])) add(alias, main);
  }
  for (const s of sights()) add(s.key, s.name);
  return byFirst;
}

/** An English word, or one with an ending added ("puffins", "hiking", "walked"), is no slip. */
const realWord = (w: string) =>
  isEnglishWord(w) || [/s$/, /es$/, /ing$/, /ed$/].some((end) => end.test(w) && isEnglishWord(w.replace(end, "")));

/** Whether `typed` is `word` with a slip: no English word, the same first letter, an edit or two off. */
function slipFor(typed: string, word: string): number | undefined {
  if (typed === word) return 0;
  if (word.length < 6 || typed[0] !== word[0] || realWord(typed)) return undefined;
  const most = word.length >= 9 ? 2 : 1;
  const d = editDistance(typed, word, most);
  return d <= most ? d : undefined;
}

/**
 * The known name a wish stands for when it is written with a slip; else the wish as written. The
 * wish may be the start of the name ("Neuschwanstien" for Neuschwanstein Castle); of two names
 * as close, the one of as many words, then the first found.
 */
export function knownSpelling(wish: string): string {
  const words = nameWords(wish).filter((w, i) => i > 0 || w !== "the");
  const first = words[0]?.[0];
  if (!first || words.length > 5) return wish;
  const list = knownNames().get(first) ?? [];
  const key = words.join(" ");
  // Written as a known name, or a non-word nowhere: nothing to put right.
  if (list.some((k) => k.words.join(" ") === key) || words.every((w) => w.length < 4 || realWord(w))) return wish;
  let best: { name: string; cost: number } | undefined;
  for (const k of list) {
    // (The start of a longer name only in two words or more: "puffins" is no slip for "Puffing
    // Billy Railway", "hot air baloon" is one for "hot air balloon ride".)
    if (k.words.length < words.length || (k.words.length > words.length && words.length < 2)) continue;
    let cost = 0;
    for (let i = 0; i < words.length && cost >= 0; i++) {
      const d = slipFor(words[i] as string, k.words[i] as string);
      cost = d === undefined ? -1 : cost + d;
    }
    if (cost <= 0) continue;
    // (A name of more words than written costs a little more: "colloseum" is the Colosseum before
    // the Colosseum Underground.)
    const total = cost + (k.words.length > words.length ? 0.5 : 0);
    if (!best || total < best.cost) best = { name: k.name, cost: total };
  }
  if (!best) return wish;
  // A place on the map by that very name ("Hallstatt", "Sintra") is what was written.
  const g = geocode(wish);
  if (g && g.matched_by !== "fuzzy") return wish;
  return best.name;
}
