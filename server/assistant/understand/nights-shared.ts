import type { PlaceRef } from "../plan";
import { plainWords } from "./stay-nights";

// The trip's nights shared out among the stays after the list, not beside each name: "Krakow,
// Wroclaw and Gdansk, 9 nights, 4 in Krakow and the rest split", "Porto, Coimbra, Lisbon - 8 nights
// total, 2 in Coimbra and 3 apiece elsewhere", "Seoul, Busan, Gyeongju. 9 nights. three apiece", "the
// 4 towns over 10 nights, shared out equally". Only a share that adds up to the trip's length is kept.

type Stay = { place: PlaceRef; nights: number | null };

const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const num = (w: string) => (/^\d+$/.test(w) ? Number(w) : words[w]);
const N = "(\\d{1,2}|one|two|three|four|five|six|seven|eight)";
// What a count after a name may count instead of nights: "rome for 2 people", "naples 3 days".
const NOT_NIGHTS =
  "people|persons?|of us|adults?|pax|kids|children|days?|weeks?|hours?|hrs|am|pm|stars?|euros?|dollars?";
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Letters no accent-stripping takes apart ("Wrocław", "Tromsø"), as travellers type them.
const fold = (s: string) => s.replace(/[łŁ]/g, "l").replace(/[øØ]/g, "o").replace(/[æÆ]/g, "ae").replace(/ß/g, "ss");

/**
 * The stays with the nights the message shares out among them, when it does and they add up to
 * `total` (the trip's nights, or undefined when not said); else undefined.
 */
export function nightsShared(message: string, stays: readonly Stay[], total: number | undefined): Stay[] | undefined {
  if (stays.length < 2 || stays.every((s) => s.nights !== null)) return undefined;
  const text = plainWords(fold(message));
  // The same with the stops between words kept, as a word no name holds.
  const stopped = plainWords(fold(message).replace(/[,.;:!?()–—]|\s-\s/g, " zzstopzz "));
  const out: (number | null)[] = stays.map((s) => s.nights);
  // "4 in krakow", "2 nights in annecy": a count before a stay's name.
  let said = false;
  for (const [i, s] of stays.entries()) {
    if (out[i] !== null) continue;
    const name = escapeRe(plainWords(fold(s.place.name)));
    // ("2 nights nairobi": the unit said, no "in"; "rome for 2 and naples for the rest": after the name.)
    const m =
      // ("3 a Parigi e 2 ad Amsterdam", "2 en Sevilla", "3 em Lisboa", "2 nel Chianti": their "in".)
      new RegExp(
        // ("10 nights total with 3 of them in Athens": a share of the nights said.)
        `\\b${N}\\s+(?:nights?\\s+|nts?\\s+|notti\\s+|noches\\s+|noites\\s+|nuits\\s+|of (?:them|those|these|the nights)\\s+)?(?:in|at|for|on|a|ad|en|em|no|na|nel|nella|a la|au)\\s+${name}\\b`,
      ).exec(text) ??
      new RegExp(`\\b${N}\\s*(?:nights?|nts|n)\\s+${name}\\b`).exec(stopped) ??
      // ("hanoi 3 nights and the rest in hoi an": the count right after the name, its unit said.)
      // (Not across a stop: "gdansk, 9 nights" is the trip's length after the list.)
      new RegExp(`\\b${name}\\s+${N}\\s*(?:nights?|nts|n)\\b`).exec(stopped) ??
      // (Only a bare count: "phuket for 12 nights" after a list is the whole trip's length.)
      new RegExp(`\\b${name}\\s+for\\s+${N}\\b(?!\\s+(?:nights?|nts|n|${NOT_NIGHTS})\\b)`).exec(text);
    const n = m?.[1] ? num(m[1]) : undefined;
    if (n) {
      out[i] = n;
      said = true;
    }
  }
  const open = () => out.flatMap((n, i) => (n === null ? [i] : []));
  // "4 each", "two apiece for the rest", "3 nights apiece": every stay left gets that many.
  // ("4 noches en cada una", "3 nuits chacune", "a night each": in the words the traveller used.)
  const each = new RegExp(
    `\\b(${N.slice(1, -1)}|a|one)\\s+(?:(?:nights?|noches|noites|nuits|notti|nachte)\\s+)?(?:(?:in|en|em|a)\\s+)?(?:each|apiece|a piece|cada(?: (?:una|uno|um|uma|cidade|ciudad|lugar|sitio))?|chacune?|jeweils|ciascuna|ognuna|per (?:city|town|stop|place))\\b`,
  ).exec(text);
  let eachN: number | undefined;
  if (each?.[1] && (said || !/\b(?:in|for)\s+each\b/.test(text))) {
    eachN = each[1] === "a" ? 1 : num(each[1]);
    if (eachN) for (const i of open()) out[i] = eachN;
  }
  const left = open();
  if (left.length && total !== undefined) {
    const given = out.reduce((a: number, n) => a + (n ?? 0), 0);
    const rest = total - given;
    // "whatever is left in gdansk", "the remaining nights in porto": one stay takes what is left.
    if (
      left.length === 1 &&
      // (The others' nights said here or beside their names: "Hanoi 3 nights and the rest in Hoi An".)
      (said || given > 0) &&
      rest > 0 &&
      /\b(?:the rest|remaining|remainder|rest of (?:the )?(?:time|nights|trip)|rest (?:in|at|on))\b/.test(text)
    )
      out[left[0] as number] = rest;
    // "divide them equally across the four", "equally": the same for each, when it divides.
    // ("first 3 in palermo, the rest split evenly between taormina and siracusa": what is left.)
    else if (
      (!said || /\b(?:the rest|remaining|remainder)\b/.test(text)) &&
      (said || left.length === stays.length) &&
      /\b(?:split|spread|divided?)\s+(?:evenly|equally)\b|\b(?:evenly|equally)\s+(?:split|spread|divided)\b|\bequal (?:time|nights|split)\b/.test(
        text,
      ) &&
      rest > 0 &&
      rest % left.length === 0
    )
      for (const i of left) out[i] = rest / left.length;
  }
  if (out.some((n) => n === null)) return undefined;
  const sum = out.reduce((a: number, n) => a + (n ?? 0), 0);
  // (The length read may be the count per stay itself: "4 noches en cada una" is 4 a stay, not in all.)
  if (total !== undefined && sum !== total && !(eachN !== undefined && !said && total === eachN)) return undefined;
  return stays.map((s, i) => ({ ...s, nights: out[i] ?? null }));
}
