// Requests written in French, Portuguese, Spanish, German, Italian, Indonesian or Vietnamese,
// read by the English readers of dates, lengths, party and transport: a small table of the words
// those readers look for, swapped for their English ones ("3 nuits du 6 au 9 février" reads as
// "3 nights 6 to 9 February"). Not a translation: place names and everything else stay as written,
// and an English message comes back unchanged.

const months: [string, RegExp][] = [
  ["January", /janeiro|enero|janvier|januar|januari|gennaio|tháng 1\b/],
  ["February", /fevereiro|febrero|f[ée]vrier|februar|februari|febbraio|tháng 2\b/],
  ["March", /mar[çc]o|marzo|mars|m[äa]rz|maret|tháng 3\b/],
  ["April", /abril|avril|aprile|tháng 4\b/],
  ["May", /maio|mayo|mei|maggio|tháng 5\b/],
  ["June", /junho|junio|juin|juni|giugno|tháng 6\b/],
  ["July", /julho|julio|juillet|juli|luglio|tháng 7\b/],
  ["August", /agosto|ao[uû]t|agustus|tháng 8\b/],
  ["September", /setembro|septiembre|septembre|settembre|tháng 9\b/],
  ["October", /outubro|octubre|octobre|oktober|ottobre|tháng 10\b/],
  ["November", /novembro|noviembre|novembre|nopember|tháng 11\b/],
  ["December", /dezembro|diciembre|d[ée]cembre|dezember|desember|dicembre|tháng 12\b/],
];
const MONTH = months.map(([, re]) => re.source).join("|");
const monthName = (w: string) => months.find(([, re]) => new RegExp(`^(?:${re.source})$`, "i").test(w))?.[0] ?? w;

const numbers: Record<string, string> = {
  deux: "2",
  trois: "3",
  quatre: "4",
  cinq: "5",
  dois: "2",
  duas: "2",
  três: "3",
  quatro: "4",
  dos: "2",
  tres: "3",
  cuatro: "4",
  zwei: "2",
  drei: "3",
  vier: "4",
  dua: "2",
  tiga: "3",
  empat: "4",
  hai: "2",
  bốn: "4",
  due: "2",
};
const NUMBER = Object.keys(numbers).join("|");

const FAMILY =
  "esposa|femme|frau|moglie|istri|marido|esposo|mari|mann|marito|suami|filho|hijo|fils|sohn|figlio|filha|hija|fille|tochter|figlia";

// Word for word, each a whole word: the nouns and joiners the party and length readers know.
const words: [RegExp, string][] = [
  [/\b(?:noites|noches|nuits?|n[äa]chte|notti|malam)\b|(?<=\d\s?)đêm/gi, "nights"],
  [/\b(?:d[ií]as|jours|tage|hari|giorni)\b|(?<=\d\s?)ngày/gi, "days"],
  [/\b(?:semanas?|semaines?|wochen?|minggu|settimana)\b/gi, "week"],
  [/\b(?:erwachsene|adultos|adultes|dewasa|adulti)\b/gi, "adults"],
  [/\b(?:kinder|niños|crianças|enfants|anak|bambini)\b/gi, "children"],
  [/\b(?:ein|eine|un|une|um|uma|uno|una)\s+(?:kind|niño|niña|criança|enfant|bambino|bambina)\b/gi, "a child"],
  [/\b(?:personas|pessoas|personnes|personen|persone|orang)\b|(?<=\d\s?)người/gi, "people"],
  [new RegExp(`\\b(?:minha|meu|mi|ma|mon|meine|mein|mia|mio)\\s+(?=${FAMILY})`, "gi"), "my "],
  [/\b(?:esposa|femme|frau|moglie|istri)\b/gi, "wife"],
  [/\b(?:marido|esposo|mari|mann|marito|suami)\b/gi, "husband"],
  [/\b(?:filho|hijo|fils|sohn|figlio)\b/gi, "son"],
  [/\b(?:filha|hija|fille|tochter|figlia)\b/gi, "daughter"],
  [/\b(?:pareja|casal|paar|coppia|pasangan)\b/gi, "a couple"],
  [/\b(?:eu|moi|ich|yo)\s+(?:e|et|und|y)\s+(?=my\b)/gi, "me and "],
  [/\b(?:und|et)\b/gi, "and"],
  // "3 sleeps" (Australian and British): nights.
  [/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+sleeps\b/gi, "$1 nights"],
  [/\b(?:mau|ingin|pengen)\s+(?:ke|lihat|melihat)\b/gi, "want to see"],
  [/(?<=\p{Lu}[\p{L}]*\s)(?:dan|y|e|et|und)(?=\s\p{Lu})/gu, "and"],
  [/\bberdua\b/gi, "2 people"],
  [/\bbertiga\b/gi, "3 people"],
  [/\b(?:nous sommes|somos|wir sind|kami|siamo)\s+/gi, "we are "],
  [/\b(?:en|de|por|mit dem|naik|col|in)\s+(?:train|tren|trem|comboio|zug|kereta(?: api)?|treno)\b/gi, "by train"],
  [/\b(?:en|de|por|mit dem|naik)\s+(?:bus|autob[uú]s|[ôo]nibus|autocar|autobus|pullman)\b/gi, "by bus"],
];

/** The message with the foreign words the fact readers need in English; English text is returned as is. */
export function inEnglish(text: string): string {
  // "du 6 au 9 février", "del 2 al 6 de diciembre", "de 15 a 20 de janeiro", "vom 8. bis 12. Januar".
  let t = text.replace(
    /\b(?:du|del|de|dal|vom|von|dari|từ)\s+(\d{1,2})\.?\s*(?:au|al|a|ao|bis|hasta|até|sampai|hingga|đến)\s+(\d{1,2})\.?(?=\s)/gi,
    "$1 to $2",
  );
  // "5 de fevereiro", "8. Januar", "dia 5 de fevereiro": a day and its month.
  t = t.replace(
    new RegExp(`\\b(?:dia\\s+|le\\s+|el\\s+)?(\\d{1,2})\\.?\\s+(?:de\\s+)?(${MONTH})(?![\\p{L}])`, "giu"),
    (_, d: string, m: string) => `${d} ${monthName(m)}`,
  );
  // "18-21/12": days, then the month by number, as Vietnamese and others write it.
  t = t.replace(/(?<![\d/])(\d{1,2})\s*-\s*(\d{1,2})\/(\d{1,2})\b(?!\/)/g, (all, a: string, b: string, m: string) => {
    const name = months[Number(m) - 1]?.[0];
    return name ? `${a}-${b} ${name}` : all;
  });
  // "nous sommes deux", "somos tres": how many they are.
  t = t.replace(
    new RegExp(`\\b(?:nous sommes|somos|wir sind|kami|siamo)\\s+(${NUMBER})\\b`, "gi"),
    (_, w: string) => `we are ${numbers[w.toLowerCase()] ?? w}`,
  );
  // "zwei Erwachsene": a number word before what it counts.
  t = t.replace(
    new RegExp(
      `\\b(${NUMBER})\\b(?=\\s+(?:erwachsene|adultos|adultes|adults|personnes|pessoas|personas|orang|kinder|niños|enfants)\\b)`,
      "gi",
    ),
    (w: string) => numbers[w.toLowerCase()] ?? w,
  );
  for (const [re, en] of words) t = t.replace(re, en);
  return t;
}
