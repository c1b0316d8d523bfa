// Reading a traveller's message the same way everywhere in answers/: only the first part of a
// long message (so a pasted essay costs no more than a question), accents and case folded, and
// the shorthand people type ("whats", "u", "pls", "tmrw") spelled out.

/** A question is short; a message past this is read only this far. */
export const MAX_CHARS = 1500;

/** The message as a string of at most MAX_CHARS (anything else is read as nothing). */
export function clip(message: unknown): string {
  return typeof message === "string" ? message.slice(0, MAX_CHARS) : "";
}

// Word for word; each entry is a spelling seen in travellers' messages, not a guess at every typo.
const shorthand: Record<string, string> = {
  whats: "what is",
  wats: "what is",
  wat: "what",
  wht: "what",
  waht: "what",
  whta: "what",
  hwat: "what",
  wher: "where",
  whr: "where",
  wheres: "where is",
  wehre: "where",
  whens: "when is",
  hows: "how is",
  hw: "how",
  hwo: "how",
  whos: "who is",
  whch: "which",
  shoud: "should",
  shld: "should",
  sould: "should",
  shuold: "should",
  cn: "can",
  u: "you",
  ya: "you",
  ur: "your",
  r: "are",
  pls: "please",
  plz: "please",
  plse: "please",
  thx: "thanks",
  thnx: "thanks",
  thanx: "thanks",
  tks: "thanks",
  ty: "thank you",
  tysm: "thank you so much",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmw: "tomorrow",
  tomorow: "tomorrow",
  tommorow: "tomorrow",
  tommorrow: "tomorrow",
  "2moro": "tomorrow",
  tonite: "tonight",
  wether: "weather",
  weahter: "weather",
  wheather: "weather",
  forcast: "forecast",
  resturant: "restaurant",
  restraunt: "restaurant",
  restaraunt: "restaurant",
  resto: "restaurant",
  restos: "restaurants",
  dinnr: "dinner",
  diner: "dinner",
  brekkie: "breakfast",
  brekfast: "breakfast",
  lunh: "lunch",
  veggie: "vegetarian",
  vego: "vegetarian",
  musuem: "museum",
  meuseum: "museum",
  openning: "opening",
  hrs: "hours",
  im: "i am",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  isnt: "is not",
  arent: "are not",
  cant: "cannot",
  wont: "will not",
  lets: "let us",
  "let's": "let us",
  "what's": "what is",
  "where's": "where is",
  "how's": "how is",
  "who's": "who is",
  "when's": "when is",
  "it's": "it is",
  "that's": "that is",
  "there's": "there is",
  "i'm": "i am",
  "you're": "you are",
  youre: "you are",
  "we're": "we are",
  "don't": "do not",
  "doesn't": "does not",
  "isn't": "is not",
  "can't": "cannot",
  "won't": "will not",
  "i'd": "i would",
  "we'd": "we would",
  "i'll": "i will",
  "we'll": "we will",
  abt: "about",
  bc: "because",
  ppl: "people",
  rn: "right now",
  thru: "through",
  nite: "night",
  gnite: "good night",
  gn: "good night",
};

/**
 * Lower case, no accents, curly quotes straightened, each word's shorthand spelled out, single
 * spaces. Punctuation other than an apostrophe inside a word becomes a space, but a question
 * mark is kept as its own word, since it tells a question from a request.
 */
export function plain(text: string): string {
  const folded = clip(text)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    // Letters no accent comes off: "Topkapı", "Łódź", "Tromsø", "Đà Lạt" as a traveller types them.
    .replace(/ı/g, "i")
    .replace(/ł/g, "l")
    .replace(/ø/g, "o")
    .replace(/đ/g, "d")
    .replace(/[’‘`´]/g, "'")
    .replace(/\?/g, " ? ")
    .replace(/[^a-z0-9'? ]+/g, " ");
  const out: string[] = [];
  for (const raw of folded.split(" ")) {
    const word = raw.replace(/^'+|'+$/g, "");
    if (!word) continue;
    const known = shorthand[word];
    if (known) out.push(known);
    // "wht's" is "what is"; "lisbon's" is Lisbon.
    else if (word.endsWith("'s")) {
      const stem = word.slice(0, -2);
      out.push(shorthand[stem] ? `${shorthand[stem]} is` : stem.replace(/'/g, ""));
    } else out.push(word.replace(/'/g, ""));
  }
  return out.map((w, i) => (w === "whether" && weatherMisspelt(out[i - 1], out[i + 1]) ? "weather" : w)).join(" ");
}

/**
 * "the whether on day 3", "whether like in Lisbon?": "whether" written for the weather, told by
 * the words around it; "is arashiyama worth a day, i was wondering whether" keeps its sense.
 */
function weatherMisspelt(before: string | undefined, after: string | undefined): boolean {
  if (before && /^(?:the|good|bad|nice|any|about|check)$/.test(before)) return true;
  return (
    !after ||
    /^(?:like|forecast|report|on|for|be|tomorrow|today|tonight|gonna|going|look|looks|looking|this|next|there|during|while|at|when|\?)$/.test(
      after,
    )
  );
}

/** The words of a plain() text, question marks left out. */
export const wordsOf = (text: string): string[] => text.split(" ").filter((w) => w && w !== "?");

/** "Rua Augusta" → "rua augusta": names compared in plain() form, without the question marks. */
export const key = (name: string): string => wordsOf(plain(name)).join(" ");

/** "1 night", "3 nights". */
export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
