import { isEnglishWord } from "./english-words";
import { slipOf } from "./typos";

// Slips of the keyboard in the words that ask for a change ("remvoe the zoo", "swich days 2 and 3",
// "replcae Hue with Hoi An", "one more nigth in Cusco"): mended before the change readers look
// for them, so a hurried traveller is understood as a careful one. Only a word one slip away
// from a change word is touched (two letters swapped in a short one), and never a real word:
// "mover", "dropped" or "shift" stay as they are.

const CHANGE_WORDS = [
  "remove",
  "delete",
  "replace",
  "switch",
  "swap",
  "move",
  "drop",
  "skip",
  "cancel",
  "change",
  "instead",
  "extend",
  "shorten",
  "shorter",
  "longer",
  "sooner",
  "squeeze",
  "include",
  "night",
  "nights",
  "extra",
  "another",
  "earlier",
  "later",
  "lighter",
  "relaxed",
  "cheaper",
  "hotel",
];

// Real words a slip test would take for a change word ("mover" is not "move", "nigh" not "night").
const REAL = new Set([
  "mover",
  "moves",
  "moved",
  "movie",
  "dropped",
  "drops",
  "skips",
  "skid",
  "nigh",
  "light",
  "might",
  "sight",
  "eight",
  "right",
  "fight",
  "tight",
  "later",
  "hotels",
  "hostel",
  "changes",
  "changed",
  "extent",
  "extras",
  "instead",
  "include",
  "remote",
  "related",
  "relayed",
  "chapter",
  "cheater",
  "nightly",
  "swamp",
  "sway",
  "snap",
  "replay",
  "relate",
  "repl",
]);

/** The message with slips in its words of change mended ("remvoe" to "remove"). */
export function mendEditSlips(text: string): string {
  return text.replace(/\p{L}{3,}/gu, (word, at: number) => {
    const lower = word.toLowerCase();
    if (REAL.has(lower) || CHANGE_WORDS.includes(lower) || inflected(lower)) return word;
    // A real word ("stitch", "cancer") is never a slip; nor a name written as one ("Koh Chang",
    // "Dorp Street"), a capital that does not begin the message or a sentence.
    if (isEnglishWord(lower)) return word;
    if (/^\p{Lu}/u.test(word) && at > 0 && !/[.!?]\s*$/.test(text.slice(0, at))) return word;
    const meant = CHANGE_WORDS.find((w) => slipOf(lower, w));
    if (!meant) return word;
    return /^\p{Lu}/u.test(word) ? `${meant.charAt(0).toUpperCase()}${meant.slice(1)}` : meant;
  });
}

/** "removed", "swapping", "cancels": a change word with an ending of its own, no slip. */
function inflected(word: string): boolean {
  return CHANGE_WORDS.some((w) => {
    const stem = w.replace(/e$/, "");
    return word.startsWith(stem) && /^(?:s|d|ed|es|er|ers|ing|ped|ping|led|ling)$/.test(word.slice(stem.length));
  });
}
