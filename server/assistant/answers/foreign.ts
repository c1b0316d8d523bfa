// A question written in another language ("Wie ist das Wetter auf Mallorca im Mai?", "¿Cuál es la
// mejor época para visitar Cancún?"): Lotus answers in English, and says so. The words that decide
// what is asked (weather, the best time, a month, a cost) are put into English so the usual
// look-ups answer; the place names stay as written, since the gazetteer knows them either way.

import countryToCurrency from "country-to-currency";
import { citiesInEnglish } from "./city-names";

// Whole words and phrases, accents folded, in German, Spanish, French, Italian and Portuguese, and
// the commonest of Dutch ("Hoe laat gaan de musea dicht?") and of Hindi typed in Latin letters as
// Indian travellers mix it with English ("kya Goa mein December mein baarish hoti hai?").
const words: [RegExp, string][] = [
  // Dutch and Hinglish phrases first, before their words are read one by one.
  [/^(?:hoe laat|om hoe laat)\b/g, "what time"],
  [/\b(?:gaan|gaat) (.{1,40}?) dicht\b/g, "$1 close"],
  [/\b(?:dicht|sluiten|sluit)\b/g, "close"],
  [/\b(?:kitna|kitne|kitni) (?:paisa|paise|kharcha|kharch|lagega|lagenge|lagta|hoga)\b/g, "how much cost"],
  [/^kya\b/g, "is it"],
  [/^(?:kab)\b/g, "when"],
  [/^(?:kahan|kaha)\b/g, "where"],
  [/^(?:kaise)\b/g, "how"],
  [/\b(?:mein|me) (?=[a-z])/g, "in "],
  [/\b(?:baarish|barish|baarishein)\b/g, "rain"],
  [/\b(?:garmi|garam)\b/g, "hot"],
  [/\b(?:thand|thandi|sardi)\b/g, "cold"],
  [/\b(?:mausam)\b/g, "weather"],
  [/\b(?:musea|museums)\b/g, "museums"],
  [/\b(?:weer)\b/g, "weather"],
  [/\b(?:veilig)\b/g, "safe"],
  [/\b(?:trein)\b/g, "rail"],
  [/\b(?:kost|kosten)\b/g, "cost"],
  [/\b(?:januari)\b/g, "january"],
  [/\b(?:februari)\b/g, "february"],
  [/\b(?:maart)\b/g, "march"],
  [/\b(?:mei)\b/g, "may"],
  [/\b(?:augustus)\b/g, "august"],

  // Travel insurance ("seguro viagem", "assurance voyage"), first: before its "de ... para" reads
  // as from-to and its "seguro" as "safe".
  [
    /\b(?:seguro (?:de )?(?:viagem|viaje|viajes|medico|de saude|de salud)|assurance (?:voyage|annulation|maladie)|assicurazione (?:di |sanitaria )?(?:viaggio)?|reiseversicherung|auslandskrankenversicherung|reisekrankenversicherung)\b/g,
    "travel insurance",
  ],
  [
    /\b(?:beste reisezeit|beste zeit|mejor epoca|mejor momento|mejor temporada|meilleure periode|meilleur moment|periodo migliore|momento migliore|melhor epoca|melhor altura)\b/g,
    "best time",
  ],
  // "la mejor época para visitar Patagonia", "pour visiter", "per visitare": to visit (its "para"
  // would otherwise read as a town's "to").
  [
    /\b(?:para visitar|para ir a|para ir|para conhecer|pour visiter|pour aller (?:a|en|au)|per visitare|per andare (?:a|in))\b/g,
    "to visit",
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
  // A night train, before its train becomes "rail": "treno notturno", "tren nocturno", "Nachtzug".
  [
    /\b(?:treno notturno|tren nocturno|train de nuit|train couchettes?|trem noturno|nachtzug|schlafwagen)\b/g,
    "night rail",
  ],
  [/\b(?:zug|tren|trem|treno)\b/g, "rail"],
  // "da Roma a Napoli", "de Lisboa ao Porto", "von Berlin nach Hamburg": from A to B.
  [/\b(?:da|de|desde|von|dal|dalla) ([a-z]+(?: [a-z]+)?) (?:a|al|ao|nach|para|hasta|au|jusqu'a)\b/g, "from $1 to"],
  [/\b(?:wetter|tiempo|clima|meteo|temps|tempo)\b/g, "weather"],
  // "como está o tempo", "¿cómo está el clima?": the verb "is", not the US ESTA form it folds to.
  [/\b(?:como|how) esta\b/g, "how is"],
  [/\besta (?=(?:o|a|el|la|os|as|los|las|weather)\b)/g, "is "],
  // "il fera combien de degrés", "¿cuántos grados hará?", "quantos graus", "wie viel Grad".
  [/\b(?:degres|grados|graus|gradi|grad)\b/g, "degrees"],
  [
    /\b(?:regen|regnet|regnen|lluvia|llover|llueve|llovera|pluie|pleuvoir|pleut|pleuvra|pioggia|piovere|piove|piovera|chuva|chover|chove|chovera)\b/g,
    "rain",
  ],
  [/\b(?:kostet|kosten|cuesta|cuanto cuesta|coute|combien coute|costa|quanto costa|custa)\b/g, "cost"],
  [/\b(?:sicher|seguro|segura|sur|sicuro|sicura)\b/g, "safe"],
  // Tickets and booking ahead: "las entradas ... con antelación", "billets à l'avance".
  [
    /\b(?:entradas|entrada|billets|billet|biglietti|biglietto|bilhetes|bilhete|ingressos|ingresso|eintrittskarten|tickets)\b/g,
    "tickets",
  ],
  [
    /\b(?:con antelacion|por adelantado|a l'avance|en avance|in anticipo|im voraus|vorab|com antecedencia|antecipadamente)\b/g,
    "in advance",
  ],
  // "¿está abierto el lunes?", "c'est ouvert ?", "ist es geöffnet?": open.
  [
    /\b(?:abierto|abierta|abiertos|aberto|aberta|abertos|ouvert|ouverte|ouverts|aperto|aperta|aperti|geoffnet|offen)\b/g,
    "open",
  ],
  [/\b(?:reservar|reserver|prenotare|buchen|comprar|acheter|comprare|kaufen)\b/g, "book"],
  // Cold and what to pack: "il va faire froid ? qu'est-ce qu'on met dans la valise ?".
  [/\b(?:froid|frio|freddo|kalt|fria)\b/g, "cold"],
  [/\b(?:chaud|calor|caldo|heiss|quente)\b/g, "hot"],
  [/\b(?:valise|maleta|valigia|koffer|mala)\b/g, "pack"],
  // Meals by name and by verb: "¿dónde cenamos?", "où dîner", "wo frühstücken".
  [/\b(?:cenar|cenamos|cena|diner|dinons|abendessen|jantar|jantamos)\b/g, "dinner"],
  [/\b(?:almorzar|almorzamos|almuerzo|dejeuner|mittagessen|pranzo|pranzare|almoco|almocar)\b/g, "lunch"],
  [/\b(?:desayuno|desayunar|petit dejeuner|fruhstuck|fruhstucken|colazione|cafe da manha)\b/g, "breakfast"],
  [/\b(?:essen|comer|manger|mangiare|restaurante|restaurant|ristorante)\b/g, "eat"],
  // What to wear and pack: "¿qué ropa llevo?", "qu'est-ce qu'on emporte ?", "was ziehen wir an?".
  [/\b(?:ropa|vetements|kleidung|vestiti|roupa|roupas)\b/g, "clothes"],
  [/\b(?:llevo|llevar|llevamos|emporter|emporte|mitnehmen|einpacken|portare|levar|levo)\b(?= *\??$)/g, "pack"],
  // What is spent so far: "¿cuánto llevamos gastado?", "combien on a dépensé".
  [/\b(?:gastado|gastamos|gastando|depense|depenses|ausgegeben|speso|spendiamo|gasto)\b/g, "spent"],
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
  [/\b(?:flughafen|aeropuerto|aeroport|aeroporto)\b/g, "airport"],
  // "dall'aeroporto", "de l'aéroport", "vom Flughafen": from the airport.
  [/\b(?:dall'|dall |de l'|vom |desde el |del |do |da )(?=airport\b)/g, "from the "],
  // "¿cómo llego del aeropuerto al hotel?", "comment aller de l'aéroport à l'hôtel": getting there.
  [/\b(?:llego|llegamos|llegar|chego|chegamos|chegar|arriver|aller|arrivare|andare|komme|kommen)\b/g, "get"],
  [/\balbergo\b/g, "hotel"],
  [/\b(?:(?:al|ao|zum|zur) |a l'|all')(?=hotel\b)/g, "to the "],
  [/\b(?:impfung(?:en)?|vacunas?|vaccins?|vaccini|vaccino|vacinas?)\b/g, "vaccine"],
  [/\b(?:visum|visado|visto)\b/g, "visa"],
  // "se usa" (is used) is a verb, not the USA.
  [/\b(?:se|si) usan?\b|\busa-se\b/g, "is used"],
  // "am zweiten Tag", "el segundo dia", "le deuxieme jour", "tag 2": a day of the trip, as
  // findDays reads it in English.
  ...ordinalDays(),
  // The question word and the little words before a place, so the English look-ups read
  // "where ... in Marruecos" as they read "where ... in Morocco".
  [/^(?:que|quel|quelle|quels|quelles|qual|quale|quali|cual|cuales|was|wat)\b/, "what"],
  [/^(?:donde|ou|wo|dove|onde|waar)\b/, "where"],
  [/^(?:cuando|quand|wann|quando|wanneer)\b/, "when"],
  [/^(?:como|comment|wie|hoe)\b/, "how"],
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

// Dutch ("hoe", "wat kost", "kan ik") and Hinglish ("kya ... hai?", "kitna", "kab"): a question
// word that English never opens with.
const askWords =
  /^(?:hoe|wat (?:kost|kosten|is|zijn|moet|kan|kunnen|doe|doen)|waar|wanneer|welke?|waarom|hoeveel|kan ik|kunnen we|moet ik|moeten we|heb ik|hebben we|zijn er|is er|kya|kitna|kitne|kitni|kab|kahan|kaise|kaun sa|kaunsa|lohnt|lohnen|vale|ca vaut|vaut|wie|was (?:kostet|ist|sind|kann|konnen|konnte|konnten|gibt|macht|fur|sollen|sollte|sollten|brauche|brauchen)|o que|cosa|che cosa|wo|wann|welche[rsnm]?|warum|wieviel|gibt es|ist|sind|kann|kannst|cual|cuales|que|donde|cuando|como|cuanto|cuanta|cuantos|hay|es|quel|quelle|quels|quelles|ou|quand|comment|combien|est-ce|qual|quale|quali|dove|quando|quanto|quanta|perche|onde|porque|brauche|brauchen|necesito|necesita|necesitamos|necesitan|faut-il|devo|dobbiamo|preciso|precisamos|precisa|c'e|ci sono|existe|existen|y a-t-il|il y a|est-ce qu'il y a|il va|il fera|il fait|il faut|va-t-il|peut-on|doit-on|faut-il|on doit|es necesario|hace falta|wird es|braucht man|muss man|serve|bisogna|vai|vai fazer|e preciso|e necessario)\b/;

// Hinglish asks with its question word inside the sentence and a verb at its end ("Goa trip kitna
// kharcha hoga?", "Manali mein snow kab milega?").
const hinglishAsk =
  /\b(?:kya|kitna|kitne|kitni|kab|kahan|kaise)\b.*\b(?:hai|hain|hoga|hogi|hoti|hota|hote|lagega|lagegi|milega|milegi|chahiye|karein|kare)\b/;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Whether a clause is a question in one of the languages above: its question word, or "¿", and a question mark. */
export function isForeignQuestion(clause: string): boolean {
  const t = clause.trim();
  if (!t.includes("?")) return false;
  const f = fold(t);
  return t.startsWith("¿") || askWords.test(f) || hinglishAsk.test(f);
}

/** The message with its question's key words in English, or null when it is not such a question. */
export function inEnglish(message: string): string | null {
  const t = message.trim();
  if (!isForeignQuestion(t)) return null;
  let text = fold(t).replace(/^¿/, "");
  for (const [re, en] of words) text = text.replace(re, en);
  return inEnglishCountries(citiesInEnglish(text));
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
