import { findRegion } from "../../travel/geo/regions";
import { isEnglishWord } from "./english-words";
import { isTown, otherFacts } from "./trip-sight-names";

// A walk's end named after the verb, in any case: "short trek to poon hill", "hike up to
// Tilicho lake", "trekking to everest base camp". The last word is the kind of place a walk ends
// at (a hill, a lake, a base camp), the words before it its own name; an everyday word before
// the kind ("to the big lake", "a walk to the beach") names nothing.

const END =
  "hill|peak|lake|base camp|summit|glacier|falls|waterfall|pass|viewpoint|monastery|gompa|hot springs?|caves?|crater|sanctuary|refuge|hut";

const walkedTo = new RegExp(
  `\\b(?:trek(?:s|king)?|hik(?:e|es|ing)|walk(?:s|ing)?|tramp(?:ing)?|climb(?:s|ing)?)\\s+(?:up\\s+|out\\s+|over\\s+)?to\\s+(?:the\\s+)?((?:[\\p{L}'’-]+\\s+){1,2}?(?:${END}))(?![\\p{L}])`,
  "giu",
);

/** The named ends of the walks a message wants, their words capitalised ("Poon Hill"). */
export function walkEnds(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(walkedTo)) {
    const said = (m[1] ?? "").trim();
    const words = said.split(/\s+/);
    const kindWords = (/\bbase camp$/i.test(said) ? 2 : /\bhot springs?$/i.test(said) ? 2 : 1) as number;
    const own = words.slice(0, words.length - kindWords);
    if (!own.length) continue;
    // ("the big lake", "our hut", "a nearby hill": an everyday word is no name.)
    if (own.some((w) => isEnglishWord(w.toLowerCase()) || otherFacts.test(w))) continue;
    const name = words.map((w) => w.replace(/^\p{Ll}/u, (c) => c.toUpperCase())).join(" ");
    // (A sight the regions table files under its area, "Poon Hill" under Annapurna, is still the sight.)
    if (isTown(own.join(" ")) || findRegion(name)?.kind === "country") continue;
    out.push(name);
  }
  return out;
}
