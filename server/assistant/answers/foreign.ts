// A question written in another language ("Wie ist das Wetter auf Mallorca im Mai?", "¿Cuál es la
// mejor época para visitar Cancún?"): Lotus answers in English, and says so. The words that decide
// what is asked (weather, the best time, a month, a cost) are put into English so the usual
// look-ups answer; the place names stay as written, since the gazetteer knows them either way.

// Whole words and phrases, accents folded, in German, Spanish, French, Italian and Portuguese.
const words: [RegExp, string][] = [
  [
    /\b(?:beste reisezeit|beste zeit|mejor epoca|mejor momento|mejor temporada|meilleure periode|meilleur moment|periodo migliore|momento migliore|melhor epoca|melhor altura)\b/g,
    "best time",
  ],
  [/\b(?:wetter|tiempo|clima|meteo|temps|tempo)\b/g, "weather"],
  [/\b(?:regen|lluvia|pluie|pioggia|chuva)\b/g, "rain"],
  [/\b(?:kostet|kosten|cuesta|cuanto cuesta|coute|combien coute|costa|quanto costa|custa)\b/g, "cost"],
  [/\b(?:sicher|seguro|segura|sur|sicuro|sicura)\b/g, "safe"],
  [/\b(?:essen|comer|manger|mangiare|restaurante|restaurant|ristorante)\b/g, "eat"],
  [/\b(?:januar|enero|janvier|gennaio|janeiro)\b/g, "january"],
  [/\b(?:februar|febrero|fevrier|febbraio|fevereiro)\b/g, "february"],
  [/\b(?:marz|marzo|mars|marco)\b/g, "march"],
  [/\b(?:abril|avril|aprile)\b/g, "april"],
  [/\b(?:mai|mayo|maggio|maio)\b/g, "may"],
  [/\b(?:juni|junio|juin|giugno|junho)\b/g, "june"],
  [/\b(?:juli|julio|juillet|luglio|julho)\b/g, "july"],
  [/\b(?:agosto|aout)\b/g, "august"],
  [/\b(?:septiembre|septembre|settembre|setembro)\b/g, "september"],
  [/\b(?:oktober|octubre|octobre|ottobre|outubro)\b/g, "october"],
  [/\b(?:noviembre|novembre|novembro)\b/g, "november"],
  [/\b(?:dezember|diciembre|decembre|dicembre|dezembro)\b/g, "december"],
];

const askWords =
  /^(?:wie|was (?:kostet|ist|sind|kann|gibt|macht)|wo|wann|welche[rsnm]?|warum|wieviel|gibt es|ist|sind|kann|kannst|cual|cuales|que|donde|cuando|como|cuanto|cuanta|cuantos|hay|es|quel|quelle|quels|quelles|ou|quand|comment|combien|est-ce|qual|quale|quali|dove|quando|quanto|quanta|perche|onde|porque)\b/;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Whether a clause is a question in one of the languages above: its question word, or "¿", and a question mark. */
export function isForeignQuestion(clause: string): boolean {
  const t = clause.trim();
  if (!t.includes("?")) return false;
  return t.startsWith("¿") || askWords.test(fold(t));
}

/** The message with its question's key words in English, or null when it is not such a question. */
export function inEnglish(message: string): string | null {
  const t = message.trim();
  if (!isForeignQuestion(t)) return null;
  let text = fold(t).replace(/^¿/, "");
  for (const [re, en] of words) text = text.replace(re, en);
  return text;
}

export const inEnglishNote = "(I'll answer in English.)";
