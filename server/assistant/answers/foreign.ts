// A question written in another language ("Wie ist das Wetter auf Mallorca im Mai?", "¿Cuál es la
// mejor época para visitar Cancún?"): Lotus answers in English, and says so. The words that decide
// what is asked (weather, the best time, a month, a cost) are put into English so the usual
// look-ups answer; the place names stay as written, since the gazetteer knows them either way.

import countryToCurrency from "country-to-currency";

// Whole words and phrases, accents folded, in German, Spanish, French, Italian and Portuguese.
const words: [RegExp, string][] = [
  [
    /\b(?:beste reisezeit|beste zeit|mejor epoca|mejor momento|mejor temporada|meilleure periode|meilleur moment|periodo migliore|momento migliore|melhor epoca|melhor altura)\b/g,
    "best time",
  ],
  // "Lohnt sich...", "vale a pena...", "vale la pena...", "ça vaut le coup": is it worth it.
  [
    /^(?:lohnt sich|lohnt es sich|vale a pena|vale la pena|ca vaut le coup|ca vaut la peine|vaut-il la peine)\b/g,
    "is it worth",
  ],
  // "how long" before "tempo"/"tiempo" become the weather: "quanto tempo leva", "cuanto tiempo", "wie lange".
  [
    /^(?:wie lange (?:dauert|braucht)?|quanto tempo (?:leva|demora|ci vuole|serve)?|quanto ci vuole|cuanto tiempo (?:se tarda|tarda|lleva|hace falta)?|cuanto se tarda|combien de temps (?:faut-il|faut il|ca prend|pour)?)/,
    "how long does it take",
  ],
  [
    /\b(?:quanto tempo (?:leva|demora|ci vuole|serve)|cuanto tiempo (?:se tarda|tarda|lleva)|combien de temps|wie lange)\b/g,
    "how long",
  ],
  // "by rail", not "train": a street named for trains would be found as a place.
  [/\b(?:in treno|con il treno|en tren|de tren|de trem|em trem|mit dem zug|en train|par le train)\b/g, "by rail"],
  [/\b(?:zug|tren|trem|treno)\b/g, "rail"],
  // "da Roma a Napoli", "de Lisboa ao Porto", "von Berlin nach Hamburg": from A to B.
  [/\b(?:da|de|desde|von|dal|dalla) ([a-z]+(?: [a-z]+)?) (?:a|al|ao|nach|para|hasta|au|jusqu'a)\b/g, "from $1 to"],
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
  [/\b(?:wahrung|moneda|monnaie|devise|valuta|moeda|divisa)\b/g, "currency"],
  [/\b(?:impfung(?:en)?|vacunas?|vaccins?|vaccini|vaccino|vacinas?)\b/g, "vaccine"],
  [/\b(?:visum|visado|visto)\b/g, "visa"],
  // "se usa" (is used) is a verb, not the USA.
  [/\b(?:se|si) usan?\b|\busa-se\b/g, "is used"],
  // "am zweiten Tag", "el segundo dia", "le deuxieme jour", "tag 2": a day of the trip, as
  // findDays reads it in English.
  ...ordinalDays(),
  // The question word and the little words before a place, so the English look-ups read
  // "where ... in Marruecos" as they read "where ... in Morocco".
  [/^(?:que|quel|quelle|quels|quelles|qual|quale|quali|cual|cuales|was)\b/, "what"],
  [/^(?:donde|ou|wo|dove|onde)\b/, "where"],
  [/^(?:cuando|quand|wann|quando)\b/, "when"],
  [/^(?:como|comment|wie)\b/, "how"],
  [/\b(?:a|au|aux|en|em|no|na|nach|auf)(?= [a-z])/g, "in"],
];

/** Ordinal days ("zweiten Tag", "segundo dia", "deuxieme jour", "secondo giorno") as "day N". */
function ordinalDays(): [RegExp, string][] {
  const ordinals = [
    "erste[nmr]?|primer|primero|primera|premier|premiere|primo|prima|primeiro|primeira",
    "zweite[nmr]?|segundo|segunda|deuxieme|second|seconde|secondo|seconda",
    "dritte[nmr]?|tercer|tercero|tercera|troisieme|terzo|terza|terceiro|terceira",
    "vierte[nmr]?|cuarto|cuarta|quatrieme|quarto|quarta",
    "funfte[nmr]?|quinto|quinta|cinquieme",
    "sechste[nmr]?|sexto|sexta|sixieme|sesto|sesta",
    "siebte[nmr]?|septimo|septima|septieme|settimo|settima|setimo|setima",
  ];
  const article = "(?:(?:am|an|el|la|le|il|o|a|no|na|al|del|du|dem|den) )?";
  const day = "(?:tag|dia|jour|journee|giorno|giornata)";
  return [
    ...ordinals.map((o, i): [RegExp, string] => [
      new RegExp(`\\b${article}(?:${o}) ${day}\\b`, "g"),
      `on day ${i + 1}`,
    ]),
    [new RegExp(`\\b${article}${day} (\\d{1,2})\\b`, "g"), "on day $1"],
  ];
}

const askWords =
  /^(?:lohnt|lohnen|vale|ca vaut|vaut|wie|was (?:kostet|ist|sind|kann|gibt|macht)|wo|wann|welche[rsnm]?|warum|wieviel|gibt es|ist|sind|kann|kannst|cual|cuales|que|donde|cuando|como|cuanto|cuanta|cuantos|hay|es|quel|quelle|quels|quelles|ou|quand|comment|combien|est-ce|qual|quale|quali|dove|quando|quanto|quanta|perche|onde|porque|brauche|brauchen|necesito|necesita|necesitamos|necesitan|faut-il|devo|dobbiamo|preciso|precisamos|precisa)\b/;

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
  return inEnglishCountries(text);
}

// Country names as the five languages write them ("Marruecos", "Marokko", "Maroc"), put into
// English from Intl's own region names, so the gazetteer, which knows English names, finds them.
const languages = ["de", "es", "fr", "it", "pt"];
let countryNames: [RegExp, string][] | undefined;
function inEnglishCountries(text: string): string {
  if (!countryNames) {
    const english = new Intl.DisplayNames(["en"], { type: "region" });
    const local = languages.map((l) => new Intl.DisplayNames([l], { type: "region" }));
    const names = new Map<string, string>();
    for (const code of Object.keys(countryToCurrency)) {
      const en = english.of(code);
      if (!en || en === code) continue;
      for (const names_ of local) {
        const name = fold(names_.of(code) ?? "");
        if (name.length >= 4 && name !== fold(en) && !/[^a-z .'-]/.test(name)) names.set(name, en);
      }
    }
    countryNames = [...names]
      .sort((a, b) => b[0].length - a[0].length)
      .map(([name, en]) => [new RegExp(`\\b${name.replace(/[.]/g, "\\.")}\\b`, "g"), en]);
  }
  for (const [re, en] of countryNames) text = text.replace(re, en);
  return text;
}

export const inEnglishNote = "(I'll answer in English.)";
