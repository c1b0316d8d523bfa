// Slips of the keyboard in the words the fact readers key on ("5 dyas", "4 nihgts", "my parnter"):
// mended before the message is read, so every reader sees the word it knows. Only words one slip
// away from a reader's word are touched, and a short word only by two letters swapped, so a real
// word ("2 dads", "3 dogs") is never turned into another.

/** Restricted Damerau-Levenshtein distance (a swap of two neighbours is one edit), capped at 3. */
export function slips(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    const row = d[i] as number[];
    const up = d[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = v;
    }
  }
  return Math.min(3, (d[a.length] as number[])[b.length] as number);
}

/** Whether `typed` is a slip for `word`: two letters swapped, or (in a longer word) one letter off. */
export function slipOf(typed: string, word: string): boolean {
  if (typed === word || typed[0] !== word[0]) return false;
  if (typed.length <= 4 || word.length <= 4) {
    // "dyas" for "days": the same letters, two neighbours swapped.
    if (typed.length !== word.length) return false;
    const diff = [...typed].flatMap((c, i) => (c === word[i] ? [] : [i]));
    return (
      diff.length === 2 && diff[1] === (diff[0] as number) + 1 && typed[diff[0] as number] === word[diff[1] as number]
    );
  }
  return slips(typed, word) <= 1;
}

// The length units, after a number ("5 dyas", "4 nihgts", "2 weeekss").
const units = ["nights", "night", "days", "day", "weeks", "week"];
// The words of who comes, in any place: long enough that one slip cannot make another word.
const people = ["partner", "husband", "girlfriend", "boyfriend", "children", "daughter", "grandparents", "friends"];
const number = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a|an)$/i;

// Texting shorthand and common misspellings of the words that fix a date ("2moro", "tmrw",
// "tommorow", "2nite", "wknd"): the words the date reader knows. ("2day" stays: it is as often
// "a 2-day trip" as "today".)
const shorthand: [RegExp, string][] = [
  [/\b(?:2moro+w?|2morrow|2mrw|tmrw|tmrow|tmoz|tomoz|to+mm?or+o+w?|tomorow|tommorrow|tomorro)\b/gi, "tomorrow"],
  [/\b(?:2nite|2nyt|tonite|tonyt)\b/gi, "tonight"],
  [/\b(?:wknd|wkend)\b/gi, "weekend"],
  [/\bnxt\b(?=\s+(?:week|wk|weekend|wknd|month|mon|tue|wed|thu|fri|sat|sun))/gi, "next"],
  [/\b(?<=\bnext\s+)wk\b/gi, "week"],
];

/** The message with the readers' words mended where a slip is plain; otherwise as written. */
export function mendTypos(written: string): string {
  let previous = "";
  let text = written;
  for (const [re, word] of shorthand) text = text.replace(re, word);
  return text.replace(/[\p{L}\d]+/gu, (w) => {
    const lower = w.toLowerCase();
    const before = previous;
    previous = lower;
    if (w.length < 4 || /\d/.test(w)) return w;
    const pool = number.test(before) ? [...units, ...people] : people;
    if (pool.includes(lower)) return w;
    // "friend" is no slip for "friends", nor "partners" for "partner": a word's own forms stay.
    const fix = pool.find((p) => !p.startsWith(lower) && !lower.startsWith(p) && slipOf(lower, p));
    return fix ?? w;
  });
}
