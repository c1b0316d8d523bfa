// Requests written in Spanish, Portuguese, French, Italian, German, Dutch, Indonesian/Malay,
// Vietnamese, Turkish or Tagalog, read by the English readers of dates, lengths, party, origin,
// pace, pets and money, and by the readers of a change (foreign-edits.ts: "agrega una noche más"
// reads as "add 1 more night"): the words those readers look for, swapped for their English ones
// ("3 nuits du 6 au 9 février, départ de Lyon" reads as "3 nights 6 to 9 February, from Lyon").
// Not a translation: place names and everything else stay as written. A message with none of
// these languages' words in it comes back byte for byte as it was, so an English town called
// "De Aar" or a "Mata Hari" tour is never touched; short words ("de", "da", "ab", "y") are
// swapped only in the context that makes them unambiguous.

import { HUSBAND_ABROAD, WIFE_ABROAD } from "./companion-words";
import { EDIT_MARKERS, editsInEnglish } from "./foreign-edits";
import {
  AGE_WORD,
  ambiguousMonths,
  countNouns,
  exonyms,
  likes,
  months,
  numberWords,
  ORIGIN_WORDS,
  PACKED,
  pets,
  RELAXED,
} from "./foreign-lexicon";

// Word edges that work for "đêm" and "Nächte" too (\b only knows ASCII letters).
const B = "(?<![\\p{L}\\p{N}])";
const E = "(?![\\p{L}\\p{N}])";
const re = (src: string, flags = "giu") => new RegExp(src, flags);
/** The English word of a foreign one, by a table compiled once (a long message swaps hundreds). */
const lookup = <K>(table: [K, string][]) => {
  const compiled = table.map(([en, src]) => [en, re(`^(?:${src})$`, "iu")] as const);
  return (w: string) => compiled.find(([, pattern]) => pattern.test(w))?.[0];
};

const MONTH = months.map(([, src]) => src).join("|");
const monthOf = lookup(months);
const monthName = (w: string) => monthOf(w) ?? w;
const NUMBER = numberWords.map(([, src]) => src).join("|");
const numberIn = lookup(numberWords);
const numberOf = (w: string) => numberIn(w.replace(/\s+/g, " ")) ?? w;
const NOUN = countNouns.map(([, src]) => src).join("|");
const nounIn = lookup(countNouns);
const nounOf = (w: string) => nounIn(w) ?? w;
// Nouns that are also names or other words ("Tag", "dia", "anak", "bata"): swapped after a number only.
const shortNoun =
  /^(?:d[ií]a|tag|dag|jour|noche|noite|nuit|nacht|notte|hari|araw|gabi|kind|anak|bata|tao|bạn|hafta|minggu|linggo|ngày|đêm|người|kişi|gün|gece|orang|kinder|semana|semaine|woche|settimana|giorno|adulto|adulte|child|niño|niña)$/iu;
const FAMILY =
  "esposa|femme|frau|moglie|istri|marido|esposo|mari|mann|marito|suami|filho|hijo|fils|sohn|figlio|filha|hija|fille|tochter|figlia|novia|novio|namorada|namorado|copine|copain|freundin|freund|ragazza|ragazzo|pacar";
const AND = "y|e|et|und|dan|và|ve|at|en|i";

// Day ranges: "du 6 au 9", "del 2 al 6", "de 15 a 20", "vom 8. bis 12.", "tanggal 3 sampai 7", "từ 10 đến 14".
const RANGE_FROM =
  "du|del|de|dal|dall['’]|dai|vom|von|van|dari|tanggal|tgl\\.?|từ|ngày|desde(?: el)?|desde o|a partir del?|entre(?: el| o| os| le)?|zwischen dem|tussen"; // "entre 3 e 7"
const RANGE_TO =
  "au|al|a|ao|bis|zum|hasta(?: el)?|até(?: o| ao)?|sampai|hingga|s\\.?/?d\\.?|đến|tới|y el|e o|et le|und dem|en|tot";
// Words only these languages use: without one, the message is English (or a name) and is left alone.
const MARKERS = re(
  `${B}(?:${[
    MONTH.split("|")
      .filter((w) => !ambiguousMonths.test(w))
      .join("|"),
    NOUN.split("|")
      .filter((w) => !shortNoun.test(w) && w.length > 4)
      .join("|"),
    ORIGIN_WORDS,
    RELAXED,
    PACKED,
    "barkada|titas|nous sommes|somos|wir sind|siamo|kami|estamos|queremos|quiero|quero|vamos|voulons|möchten|wollen|vogliamo|mau|ingin|pengen|berdua|bertiga|berempat|với|và|chúng tôi|istiyoruz|gusto namin|para|pour|avec|sans|ohne|senza|mit dem|mit der|und|presupuesto|orçamento|bütçe|anggaran|ngân sách|millones|milhões|milioni|millionen|juta|triệu|milyon|ribu|nghìn|ngàn",
  ].join("|")})${E}`,
  "iu",
);

/** The message with the foreign words the fact readers need in English; English text is returned as is. */
export function inEnglish(text: string): string {
  // "Rio de Janeiro": a month inside a place's name is the name, hidden from every swap.
  const names: string[] = [];
  const masked = maskNames(text, names);
  if (!hasForeignWords(masked)) return englishSlang(text);
  return englishSlang(foreignToEnglish(masked).replace(/\uE000(\d+)\uE000/g, (_, i: string) => names[Number(i)] ?? ""));
}

const NAMED = re(`\\p{Lu}[\\p{L}'’-]+\\s+(?:de|do|da|del|di|du)\\s+(\\p{Lu}\\p{Ll}+)${E}`, "gu");

// "2 đêm", "3 hari", "4 Tage": a number and a foreign noun says so too ("1 kind of hotel" does not).
const COUNTED = re(`\\d\\s*-?\\s*(?:${NOUN.replace(/\|kind\|/, "|")})${E}`, "iu");

// "del 4 al 8", "5 de mayo", "en mayo", "mon mari", "eu e", "museos y café": how these languages write dates, family and likes.
const PHRASES = re(
  [
    `${B}(?:${RANGE_FROM})\\s+\\d{1,2}\\.?\\s*(?:${RANGE_TO})\\s+\\d`,
    `\\d{1,2}\\.?\\s+(?:de|di)\\s+(?:${MONTH})${E}`,
    `${B}(?:en|im|em|nel mese di|au mois de)\\s+(?:${MONTH})${E}`,
    `${B}(?:minha|meu|mi|ma|mon|meine|mein|mia|mio)\\s+(?:${FAMILY})${E}`,
    `${B}(?:eu e|moi et|ich und|yo y|io e)\\s`,
    `${B}(?:${likes
      .filter(([en]) => !["nature", "art", "shopping", "kosher"].includes(en))
      .map(([, src]) => src.replace(/\|?(?:nature|shopping|strand|vins\?|arte|seni)(?=\||$)/g, ""))
      .join("|")})${E}`,
    `${B}(?:${NUMBER})\\s+(?:${NOUN.replace(/\|kind\|/, "|")})${E}`,
    `${B}(?:un|une|uno|una|um|uma|ein|eine|einen|notre|nuestro|nosso|unseren|il nostro|les|los|os)\\s+(?:${pets.map(([, src]) => src).join("|")})${E}`,
  ].join("|"),
  "iu",
);

// A place's name of two or more capitalised words, or joined by "de", "da", "del"... ("Praia da
// Rocha", "Casa de Campo", "Lago di Como"): its words are the name's, not the message's language.
const placeName = /\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|da|do|del|della|di|du|dos|das|des)\s+)?\p{Lu}[\p{L}'’-]*)+/gu;

/**
 * A change to the trip in the English words its readers know: "mets le Louvre le jour 2" reads
 * as "put the Louvre on day 2". The language is told with names of places left out, so an
 * English change naming one ("add Praia da Rocha on day 2", "skip Casa de Campo") is returned
 * as sent, its name untouched.
 */
export function changeInEnglish(message: string): string {
  return isForeign(message.replace(placeName, " ")) ? inEnglish(message) : message;
}

/** Whether the message has words of the languages the table knows (a name like "Rio de Janeiro" does not count). */
export function isForeign(text: string): boolean {
  return hasForeignWords(maskNames(text, []));
}

function hasForeignWords(text: string): boolean {
  return (
    MARKERS.test(text) || COUNTED.test(text) || PHRASES.test(text) || EDIT_MARKERS.test(text) || /\bKind\b/.test(text)
  );
}

/** The month-named places ("Rio de Janeiro") swapped for numbered marks, kept in `names`. */
function maskNames(text: string, names: string[]): string {
  return text.replace(NAMED, (name: string, last: string) =>
    monthOf(last) ? `\uE000${names.push(name) - 1}\uE000` : name,
  );
}

/** "3 sleeps" (Australian and British): nights. English slang, not a foreign word, kept here as before. */
function englishSlang(text: string): string {
  return text.replace(/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+sleeps\b/gi, "$1 nights");
}

/** Every class in turn: dates first (they use "de", "a", "al"), then counts, party, origin, the rest. */
export function foreignToEnglish(text: string): string {
  let t = dates(text);
  t = counts(t);
  t = party(t);
  // A change to the trip ("agrega una noche más", "le jour 2"), with the numbers and nouns in English now.
  t = editsInEnglish(t);
  t = origin(t);
  t = stayAndPace(t);
  t = money(t);
  for (const [en, src] of likes) t = t.replace(re(`${B}(?:${src})${E}`), en);
  for (const [pattern, en] of joiners) t = t.replace(pattern, en);
  return places(t);
}

// Relative days and holidays, to the words chrono and the date readers know.
const relative: [RegExp, string][] = [
  [
    re(`${B}(?:pasado mañana|depois de amanhã|après-demain|übermorgen|dopodomani|lusa|ngày kia|öbür gün)${E}`),
    "in 2 days",
  ],
  [re(`${B}(?:mañana|amanhã|demain|domani|besok|ngày mai|yarın|bukas)${E}`), "tomorrow"],
  [
    re(
      `${B}(?:la )?(?:semana que viene|próxima semana|semana que vem|semaine prochaine|nächste woche|prossima settimana|settimana prossima|minggu depan|tuần (?:sau|tới)|gelecek hafta|haftaya|volgende week|sa susunod na linggo)${E}`,
    ),
    "next week",
  ],
  [
    re(
      `${B}(?:el |le |il |o )?(?:mes que viene|próximo mes|mês que vem|próximo mês|mois prochain|nächsten monat|nächster monat|mese prossimo|prossimo mese|bulan depan|tháng (?:sau|tới)|gelecek ay|volgende maand|sa susunod na buwan)${E}`,
    ),
    "next month",
  ],
  [
    re(
      `${B}(?:este fin de semana|este fim de semana|ce week-end|ce weekend|dieses wochenende|am wochenende|questo fine settimana|questo weekend|akhir pekan ini|cuối tuần này|bu hafta sonu|dit weekend)${E}`,
    ),
    "this weekend",
  ],
  [re(`${B}(?:Nochebuena|Navidad|Natal|Noël|Weihnachten|Natale|Kerstmis|Pasko|Giáng sinh)${E}`), "Christmas"],
  [
    re(
      `${B}(?:Nochevieja|Año Nuevo|Ano Novo|Réveillon|Nouvel An|Silvester|Neujahr|Capodanno|Tahun Baru|Yılbaşı|Oud en Nieuw|Bagong Taon)${E}`,
    ),
    "New Year",
  ],
  [re(`${B}(?:Semana Santa|Páscoa|Pâques|Ostern|Pasqua|Paskah|Pasen|Mahal na Araw)${E}`), "Easter"],
  [
    re(
      `${B}(?:a principios de|principios de|a comienzos de|no início de|início de|começo de|au début de|début|anfang|inizio|all'inizio di|awal|đầu tháng|başında)${E}`,
    ),
    "early",
  ],
  [
    re(
      `${B}(?:a mediados de|mediados de|em meados de|meados de|à la mi-|mi-|mitte|a metà|metà|pertengahan|giữa tháng|ortasında)\\s*`,
    ),
    "mid ",
  ],
  [
    re(
      `${B}(?:a finales de|finales de|a fines de|no final de|final de|fim de|à la fin de|fin|ende|alla fine di|fine|akhir|cuối tháng|sonunda)${E}(?=\\s+(?:${MONTH}))`,
    ),
    "late",
  ],
];
const weekdays: [string, string][] = [
  ["Monday", "lunes|segunda-feira|lundi|montag|lunedì|senin|thứ hai|pazartesi|lunes|maandag"],
  ["Tuesday", "martes|terça-feira|mardi|dienstag|martedì|selasa|thứ ba|salı|dinsdag"],
  ["Wednesday", "miércoles|quarta-feira|mercredi|mittwoch|mercoledì|rabu|thứ tư|çarşamba|woensdag|miyerkules"],
  ["Thursday", "jueves|quinta-feira|jeudi|donnerstag|giovedì|kamis|thứ năm|perşembe|donderdag|huwebes"],
  ["Friday", "viernes|sexta-feira|sexta|vendredi|freitag|venerdì|jumat|jum'at|thứ sáu|cuma|vrijdag|biyernes"],
  ["Saturday", "sábado|samedi|samstag|sabato|sabtu|thứ bảy|cumartesi|zaterdag"],
  ["Sunday", "domingo|dimanche|sonntag|domenica|chủ nhật|pazar|zondag"],
];
const WEEKDAY = weekdays.map(([, s]) => s).join("|");
const dayOf = lookup(weekdays);
const dayName = (w: string) => dayOf(w) ?? w;

function dates(text: string): string {
  let t = text;
  for (const [pattern, en] of relative) t = t.replace(pattern, en);
  t = t.replace(
    re(
      `${B}(?:${RANGE_FROM})\\s+(\\d{1,2})\\.?\\s*(?:${RANGE_TO}|-|–)\\s+(?:(?:el|le|il|o|dem|den)\\s+)?(\\d{1,2})\\.?(?=[\\s,.]|$)`,
    ),
    "$1 to $2",
  );
  // "3 sampai 7 Februari", "10 al 14 de enero": a range with no word before it.
  t = t.replace(
    re(`${B}(\\d{1,2})\\.?\\s+(?:au|al|ao|bis|hasta|até|sampai|hingga|s/d|đến)\\s+(\\d{1,2})\\.?(?=\\s)`),
    "$1 to $2",
  );
  // "5 de fevereiro", "8. Januar", "dia 5 de fevereiro", "3 Şubat": a day and its month.
  t = t.replace(
    re(
      `${B}(?:dia\\s+|le\\s+|el\\s+|den\\s+|am\\s+|il\\s+|ngày\\s+|tanggal\\s+)?(\\d{1,2})\\.?\\s+(?:de\\s+|di\\s+|ng\\s+)?(${MONTH})${E}`,
    ),
    (_, d: string, m: string) => `${d} ${monthName(m)}`,
  );
  // "18-21/12": days, then the month by number, as Vietnamese and others write it.
  t = t.replace(/(?<![\d/])(\d{1,2})\s*-\s*(\d{1,2})\/(\d{1,2})\b(?!\/)/g, (all, a: string, b: string, m: string) => {
    const name = months[Number(m) - 1]?.[0];
    return name ? `${a}-${b} ${name}` : all;
  });
  // "Temmuz'da" (Turkish, in July), "im Juli", "en mayo", "en février 2027": a month with its cue.
  t = t.replace(re(`${B}(${MONTH})['’](?:da|de|ta|te)${E}`), (_, m: string) => `in ${monthName(m)}`);
  t = t.replace(
    re(
      `${B}(en|em|in|im|au mois d['e]\\s*|a|ad|di|pada|bulan|de|del|do|da|mi-|mid|early|late|for|sa|ng|no mês de|el mes de|nel mese di)(\\s*)(${MONTH})${E}`,
    ),
    (_, cue: string, sp: string, m: string) =>
      `${/^(?:mid|early|late|for|in)$/i.test(cue) ? cue : "in"}${sp || " "}${monthName(m)}`,
  );
  // Any other month name that is no English word or place.
  t = t.replace(re(`${B}(${MONTH})${E}`), (m: string) => (ambiguousMonths.test(m) ? m : monthName(m)));
  // "28 December au 3 January": a range across two months.
  t = t.replace(
    re(
      `(\\d{1,2} (?:${months.map(([en]) => en).join("|")}))\\s+(?:au|al|a|ao|bis|zum|hasta|até|sampai|hingga|đến|tot)\\s+(?:el |le |o |zum )?(?=\\d{1,2} (?:${months.map(([en]) => en).join("|")}))`,
    ),
    "$1 to ",
  );
  // "el próximo viernes", "vendredi prochain", "nächsten Freitag", "Jumat depan", "este sábado".
  t = t.replace(
    re(
      `${B}(?:el |le |o |il |den |am )?(?:próximo|proximo|próxima|prochain|nächsten|nächster|kommenden|prossimo|depan|tới|gelecek|susunod na)\\s+(${WEEKDAY})${E}`,
    ),
    (_, d: string) => `next ${dayName(d)}`,
  );
  t = t.replace(
    re(`${B}(${WEEKDAY})\\s+(?:prochain|que viene|que vem|depan|tới|sau|prossimo)${E}`),
    (_, d: string) => `next ${dayName(d)}`,
  );
  t = t.replace(
    re(`${B}(?:este|esta|ce|diesen|dieser|questo|questa|bu)\\s+(${WEEKDAY})${E}|${B}(${WEEKDAY})\\s+(?:ini|này)${E}`),
    (_, a?: string, b?: string) => `this ${dayName(a ?? b ?? "")}`,
  );
  return t;
}

/** "zwei Nächte", "eine Woche", "3 noites", "dua minggu", "on gece": how many of what, in English. */
function counts(text: string): string {
  // A number word right before what it counts; "kami ber-4" and "berempat" are Indonesian for "we four".
  let t = text.replace(
    re(`${B}(${NUMBER})\\s+(?=(?:(?:de\\s+)?(?:${NOUN})|(?:${AGE_WORD}))${E})`),
    (_: string, n: string) => `${numberOf(n)} `,
  );
  t = t.replace(re(`${B}(?:kami |kita )?ber-?(\\d+)${E}`), "$1 people");
  t = t.replace(re(`${B}ber(dua|tiga|empat|lima|enam)${E}`), (_, n: string) => `${numberOf(n)} people`);
  // After a number, every noun; elsewhere only the ones that are no name or English word.
  t = t.replace(re(`(\\d)(\\s*-?\\s*)(${NOUN})${E}`), (all, d: string, sp: string, n: string) =>
    n === "kind" ? all : `${d}${sp || " "}${nounOf(n)}`,
  );
  t = t.replace(re(`${B}(${NOUN})${E}`), (n: string) => (shortNoun.test(n) ? n : nounOf(n)));
  // "10D9N" and "5N/6D" are English already; "2 weeks" stays plural, "1 weeks" reads as "1 week".
  return t.replace(/\b1 weeks\b/g, "1 week");
}

/** The party: "somos 3", "siamo in 3 amiche", "eu e minha esposa", "criança de 6 anos", "(3 y 7)". */
function party(text: string): string {
  let t = text;
  t = t.replace(
    re(
      `${B}(?:nous sommes|on est|somos|estamos|wir sind(?: zu)?|siamo(?: in)?|kami|kita|chúng tôi có|biz|kami ay)\\s+(\\d+|zweit|dritt|viert|${NUMBER})${E}(?!\\s+(?:coppia|pareja|couple|casal|paar|famiglia|familia|família|famille|familie|gruppo|grupo|groupe|gruppe))`,
    ),
    (_, n: string) =>
      `we are ${/^\d+$/.test(n) ? n : (({ zweit: 2, dritt: 3, viert: 4 } as Record<string, number>)[n.toLowerCase()] ?? numberOf(n))}`,
  );
  // "criança de 6 anos", "niño de 5 años", "enfant de 4 ans", "bambino di 6 anni", "anak umur 5 tahun".
  t = t.replace(
    re(
      `(child(?:ren)?\\s*\\(?)(?:de|di|von|van|umur|usia|aged|of)\\s+(\\d{1,2})((?:\\s*(?:,|${AND}|and)\\s*\\d{1,2})*)\\s*(?:${AGE_WORD})?${E}`,
    ),
    (_, c: string, a: string, rest: string) =>
      `${c}aged ${a}${rest.replace(re(`\\s*${B}(?:${AND})${E}\\s*`), " and ")}`,
  );
  // "(3 y 7)", "(3 e 7 anos)", "(5 ans et 8 ans)": ages listed in brackets.
  t = t.replace(/\(([^()]{1,40})\)/g, (all, inner: string) =>
    /^[\d\s,]+(?:\p{L}+[\s\d,]*)*$/u.test(inner) && /\d/.test(inner)
      ? `(${inner.replace(re(`\\s*${B}(?:${AGE_WORD})${E}`), "").replace(re(`\\s*${B}(?:${AND})${E}\\s*`), " and ")})`
      : all,
  );
  // "6 anos", "5-jährige": a bare age after a child.
  t = t.replace(re(`(\\d{1,2})\\s*-?\\s*(?:${AGE_WORD})${E}`), "$1");
  // "minha esposa", "mon mari", "meine Frau", "il mio cane": the family (and pet) words the party reader knows.
  t = t.replace(
    re(
      `${B}(?:minha|meu|mi|ma|mon|meine|mein|meinen|mia|mio|la mia|il mio)\\s+(?=(?:${FAMILY}|${pets.map(([, src]) => src).join("|")})${E})`,
    ),
    "my ",
  );
  for (const [pattern, en] of family) t = t.replace(pattern, en);
  return t;
}
const family: [RegExp, string][] = [
  [re(`${B}(?:mis|meus|mes|meine|meinen|i miei)\\s+(?:padres|pais|parents|eltern|genitori)${E}`), "my parents"],
  [re(`${B}(?:orang tua saya|orang tuaku|bố mẹ tôi|ailem)${E}`), "my parents"],
  [re(`${B}met z'n tweeën${E}`), "we are 2"],
  [re(`${B}met z'n drieën${E}`), "we are 3"],
  [re(`${B}met z'n vieren${E}`), "we are 4"],
  [re(`${B}(?:con|com|avec|mit|dengan|với|kasama)\\s+(?=my${E})`), "with "],
  [/\b1 children\b/g, "1 child"],
  [re(`${B}(?:${WIFE_ABROAD.join("|")})${E}`), "wife"],
  [re(`${B}(?:${HUSBAND_ABROAD.join("|")})${E}`), "husband"],
  [re(`${B}(?:filho|hijo|fils|sohn|figlio|anak laki-laki)${E}`), "son"],
  [re(`${B}(?:filha|hija|fille|tochter|figlia|anak perempuan)${E}`), "daughter"],
  [re(`${B}(?:novia|namorada|copine|freundin|ragazza|pacar)${E}`), "girlfriend"],
  [re(`${B}(?:novio|namorado|copain|freund|ragazzo)${E}`), "boyfriend"],
  [
    re(`${B}(?:mis|meus|minhas|mes|meine|i miei|le mie)\\s+(?:hijos|filhos|enfants|kinder|figli|children)${E}`),
    "my kids",
  ],
  [re(`${B}(?:en |em |in )?(?:pareja|casal|paar|coppia|pasangan|çift|mag-asawa|stel)${E}`), "a couple"],
  [re(`${B}(?:eu|moi|ich|yo|io|saya|aku|tôi|ben|ako)\\s+(?:e|et|und|y|dan|và|ve|at|en)\\s+(?=my${E})`), "me and "],
  [
    re(
      `${B}(?:solo yo|yo sol[oa]|viajo sol[oa]|sozinh[oa]|s[óo] eu|seul(?:e)?|tout seul|toute seule|allein|alleine|da sol[oa]|sendiri(?:an)?|một mình|yalnız|tek başıma|mag-isa|alleen)${E}`,
    ),
    "solo",
  ],
  [re(`${B}titas?${E}`), "aunts"],
  [re(`${B}titos?${E}`), "uncles"],
  [re(`${B}barkada\\s+of\\s+(\\d+)${E}`), "$1 friends"],
];

/** Where from: "desde", "saindo de", "départ d'", "partenza da", "dari", "İstanbul'dan", "4 amigos de BH". */
function origin(text: string): string {
  let t = text.replace(re(`${B}(?:${ORIGIN_WORDS})\\s*(?=[\\p{L}\\d])`), "from ");
  // German "ab/von/aus München": from, before a name (not "ab dem 5.", "von 8 bis 12").
  t = t.replace(re(`${B}(?:ab|von|aus)\\s+(?=\\p{Lu}\\p{Ll})`, "gu"), "from ");
  // Italian "da Milano" after a going word; Turkish ablative "Ankara'dan".
  t = t.replace(
    re(`(${B}(?:treno|train|aereo|volo|auto|macchina|bus|pullman|parto|partiamo|partire)\\s+)da\\s+(?=\\p{Lu})`, "gu"),
    "$1from ",
  );
  t = t.replace(re(`${B}(\\p{Lu}[\\p{L}-]+)['’](?:dan|den|tan|ten)${E}`, "gu"), "from $1");
  // Turkish dative "Kapadokya'ya", "İzmir'e", "Bodrum'a": to the place.
  t = t.replace(re(`${B}(\\p{Lu}[\\p{L}-]+)['’](?:ya|ye|a|e)${E}`, "gu"), "to $1");
  // "İstanbul'da": in, on a name (a month's "Temmuz'da" was read with the dates).
  t = t.replace(re(`${B}(\\p{Lu}[\\p{L}-]+)['’](?:da|de|ta|te)${E}`, "gu"), "in $1");
  // After the party, "de X" is where they come from: "4 amigos de BH", "somos 2, de Buenos Aires".
  t = t.replace(
    re(
      `(${B}(?:friends|adults|people|children|we are \\d+|a couple|solo|me and my \\p{L}+)\\s*,?\\s+)(?:de|da|do|du|d['’]|aus|van)\\s*(?=\\p{Lu})`,
      "gu",
    ),
    "$1from ",
  );
  // "BH", "Floripa", "Sampa": what Brazilians call their big cities, only as an origin.
  return t.replace(/\bfrom (BH|Floripa|Sampa)\b/g, (_, w: string) => `from ${localNames[w] ?? w}`);
}
const localNames: Record<string, string> = { BH: "Belo Horizonte", Floripa: "Florianópolis", Sampa: "São Paulo" };

/** Pace, pets and what the stay must allow. */
function stayAndPace(text: string): string {
  let t = text.replace(re(`${B}(?:${RELAXED})${E}`), "relaxed pace");
  t = t.replace(re(`${B}(?:${PACKED})${E}`), "packed schedule");
  // "hôtel qui accepte les chiens", "hotel que acepte perros", "hundefreundliches Hotel": pet-friendly.
  t = t.replace(
    re(
      `${B}(?:(?:h[oô]tel|hotel|alojamiento|hospedagem|unterkunft|albergo|penginapan)\\s+(?:qui|que|che|yang|das|wo)\\s+(?:accepte|acepte|aceita|accetta|menerima|erlaubt|admite|permite)\\s+(?:les |los |las |os |as |i |gli |le |die )?(?:${pets.map(([, s]) => s).join("|")})|(?:hundefreundlich|haustierfreundlich)\\w*\\s+(?:hotel|unterkunft)|pet friendly|(?:acepta|aceita|accepte|accetta) mascotas)${E}`,
    ),
    "pet-friendly hotel",
  );
  // "on amène notre chien", "llevamos a nuestro perro", "wir bringen unseren Hund mit": bringing a pet.
  t = t.replace(
    re(
      `${B}(?:on amène|nous amenons|on emmène|llevamos|llevo|vamos con|levamos|levo|vamos com|wir bringen|wir nehmen|portiamo|porto|bawa|kami bawa|getiriyoruz)\\s+(?:a\\s+)?(?:notre|nos|nuestro|nuestra|nuestros|nosso|nossa|nossos|unseren|unsere|il nostro|la nostra|i nostri|mon|ma|mi|mis|meu|minha|meinen|meine|il mio)?\\s*(?=(?:${pets.map(([, s]) => s).join("|")})${E})`,
    ),
    "we're bringing our ",
  );
  t = t.replace(
    re(
      `${B}(?:un|une|uno|una|um|uma|ein|eine|einen|seekor|bir|isang)\\s+(?=(?:${pets.map(([, s]) => s).join("|")})${E})`,
    ),
    "a ",
  );
  t = t.replace(
    re(
      `${B}(?:notre|nuestro|nuestra|nosso|nossa|unseren|unser|unsere|il nostro|la nostra)\\s+(?=(?:${pets.map(([, s]) => s).join("|")})${E})`,
    ),
    "our ",
  );
  for (const [en, src] of pets) t = t.replace(re(`${B}(?:${src})${E}`), en);
  return t;
}

/** Money words: "orçamento", "todo incluido", "por persona", "la noche", "10 bin TL". */
function money(text: string): string {
  let t = text;
  for (const [pattern, en] of moneyWords) t = t.replace(pattern, en);
  return t;
}
const moneyWords: [RegExp, string][] = [
  [re(`(\\d)\\s*(?:bin|ribu|rb|nghìn|ngàn|duizend|mille)${E}`), "$1k"],
  [re(`(\\d)\\s*(?:milyar|miliar|tỷ)${E}`), "$1 billion"],
  [re(`(\\d)\\s*(?:milyon|millionen|milioni|millones|milhões|millions)${E}`), "$1 million"],
  [re(`${B}(?:presupuesto|orçamento|bütçe|anggaran|ngân sách|budget)\\s+(?:de|di|von|dari|do)${E}`), "budget of"],
  [re(`${B}(?:presupuesto|orçamento|bütçe|anggaran|ngân sách)${E}`), "budget"],
  [
    re(
      `${B}(?:en total|no total|au total|insgesamt|in totale|in total|todo incluido|tudo incluído|tout compris|toplam|semuanya|tổng cộng)${E}`,
    ),
    "total",
  ],
  [
    re(
      `${B}(?:por persona|por pessoa|par personne|pro person|a persona|per persona|a testa|per orang|kişi başı|mỗi người|bawat tao)${E}`,
    ),
    "per person",
  ],
  [
    re(
      `${B}(?:por noche|la noche|por noite|a noite|par nuit|la nuit|pro nacht|a notte|per notte|la notte|per malam|semalam|gecelik|mỗi đêm|bawat gabi)${E}`,
    ),
    "per night",
  ],
  [re(`${B}(?:por d[ií]a|al d[ií]a|par jour|pro tag|al giorno|per hari|günlük|mỗi ngày)${E}`), "per day"],
  [re(`${B}(?:máximo|maximum|massimo|maksimal|höchstens|tối đa)${E}`), "max"],
];

/** Countries, regions and cities in the traveller's language, named as the gazetteer knows them. */
function places(text: string): string {
  let t = text;
  for (const [en, src] of exonyms) t = t.replace(re(`${B}(?:${src})${E}`, "gu"), en);
  // "en Cancún", "em Lisboa", "nach Wien", "ke Bali": where, before a name.
  return t.replace(re(`${B}(?:en|em|nach|ke|à|au|aux|nel|nella|in|tại)\\s+(?=\\p{Lu}\\p{Ll})`, "gu"), (w) =>
    /^in\s/.test(w) ? w : "in ",
  );
}

// Word for word, each a whole word: the joiners, transport and wishes the readers know.
const joiners: [RegExp, string][] = [
  [re(`${B}(?:mau|ingin|pengen)\\s+(?:ke|lihat|melihat)${E}`), "want to see"],
  [re(`(?<=\\p{Lu}[\\p{L}]*\\s)(?:dan|y|e|et|und|và|ve)(?=\\s\\p{Lu})`, "gu"), "and"],
  [re(`(?<=\\d\\s*\\p{L}*\\s)(?:y|e|et|und|dan|và|ve|at|en)(?=\\s+\\d)`, "gu"), "and"],
  [re(`${B}(?:und|et|dan|và)${E}`, "gu"), "and"],
  // "museos y café", "praias e vinhos": a lower-case "y" or "e" alone between words.
  [/(?<=\s)(?:y|e|ve)(?=\s)/g, "and"],
  [
    re(
      `${B}(?:a partir de agora|de agora em diante|desde ahora|a partir de ahora|dorénavant|à partir de maintenant|désormais|ab jetzt|von nun an|d'ora in poi|da ora in poi|mulai sekarang|bundan sonra)${E}`,
    ),
    "from now on",
  ],
  [re(`${B}(?:por favor|s'il (?:vous|te) pla[iî]t|svp|bitte|per favore|tolong|lütfen|làm ơn)${E}`), "please"],
  [
    re(
      `${B}(?:en|de|por|mit dem|mit der|naik|col|con il|in|em|di|bằng|ile)\\s+(?:train|tren|trem|comboio|zug|bahn|kereta(?: api)?|treno|tàu(?: hỏa)?|tren ile)${E}`,
    ),
    "by train",
  ],
  [
    re(
      `${B}(?:en|de|por|mit dem|naik|in|col|con il|em|bằng)\\s+(?:bus|autob[uú]s|[ôo]nibus|autocar|autobus|pullman|xe buýt|otobüs)${E}`,
    ),
    "by bus",
  ],
  [
    re(
      `${B}(?:en|de|por|mit dem|mit|naik|in|col|con la|em|bằng)\\s+(?:coche|carro|voiture|auto|macchina|mobil|ô tô|araba|kotse)${E}`,
    ),
    "by car",
  ],
  [
    re(`${B}(?:sin vuelos|sem voos|sans avion|ohne flug(?:zeug)?|senza aerei|senza voli|tanpa pesawat|no vuelos)${E}`),
    "no flights",
  ],
  [re(`${B}(?:wandern|senderismo|trilhas|randonnée|escursioni|trekking|mendaki|yürüyüş)${E}`), "hiking"],
];
