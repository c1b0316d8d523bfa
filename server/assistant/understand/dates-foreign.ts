// Dates written in French, Spanish, Portuguese, Italian, Dutch, German, Indonesian, Swahili and
// Turkish, put in the English the date reader (understand.ts findDates) reads: "du samedi 5 décembre au lundi 7", "del 5 al 7 de
// diciembre", "de 18 a 22 de maio", "dal 3 al 6 marzo", "van 18 t/m 22 februari", "vom 2. bis 7.
// Januar". Only words next to a day's number are touched, so "mar" (the sea) or "mai" in a name
// stay as they are.

/** Months by language, each to its English name. */
const MONTHS: Record<string, string> = {};
const byLanguage: string[][] = [
  // French
  [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  // Spanish
  [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  // Portuguese
  [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
  // Italian
  [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
  ],
  // Dutch
  [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
  ],
  // Indonesian and Malay
  [
    "januari",
    "februari",
    "maret",
    "april",
    "mei",
    "juni",
    "juli",
    "agustus",
    "september",
    "oktober",
    "november",
    "desember",
  ],
  // Swahili
  [
    "januari",
    "februari",
    "machi",
    "aprili",
    "mei",
    "juni",
    "julai",
    "agosti",
    "septemba",
    "oktoba",
    "novemba",
    "desemba",
  ],
  // Turkish
  ["ocak", "şubat", "mart", "nisan", "mayıs", "haziran", "temmuz", "ağustos", "eylül", "ekim", "kasım", "aralık"],
  // German
  [
    "januar",
    "februar",
    "märz",
    "april",
    "mai",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "dezember",
  ],
];
const ENGLISH = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
for (const names of byLanguage) for (const [i, n] of names.entries()) MONTHS[n] = ENGLISH[i] ?? n;
MONTHS.setiembre = "September";
MONTHS.marco = "March";
MONTHS.fevrier = "February";
MONTHS.aout = "August";
MONTHS.decembre = "December";
MONTHS.marz = "March";
// Short forms as each language writes them after a day ("22 Des", "5 déc.", "3 dic", "10 dez",
// "7 Okt"); not those that are words beside a number ("ago", "set", "gen").
const SHORT: [string, string][] = [
  ["January", "janv|ene"],
  ["February", "févr|fevr|fév|fev"],
  ["March", "mrt|mär"],
  ["April", "avr|abr"],
  ["July", "juil"],
  ["August", "agu|agt|ags|ağu"],
  ["October", "okt|ott"],
  ["December", "déc|dic|dez|des"],
];
for (const [en, forms] of SHORT) for (const f of forms.split("|")) MONTHS[f] = en;
// Short forms that are words too ("5 des meilleurs"): a month only with no lowercase word after.
const WORDLIKE = /^des$/i;

const MONTH = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");

/** Weekdays, dropped before a day's number ("samedi 5", "sábado 12", "zaterdag 3"). */
const WEEKDAYS = [
  "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche",
  "lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo",
  "segunda(?:-feira)?|ter[çc]a(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?",
  "luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica",
  "maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag",
  "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag",
].join("|");

const EN = ENGLISH.join("|");

/** Words that join the first day of a range to the last: "au", "al", "a", "bis", "t/m", "tot", "até". */
const TO = "au|al|a|à|ao|até|bis|t\\/m|tot en met|tot|fino al|hasta el|hasta";

/** The message with foreign dates in English (see above); anything else is left as written. */
export function foreignDates(text: string): string {
  return (
    text
      // "samedi 5", "el sábado 12": the weekday goes, the day's number stays.
      .replace(new RegExp(`(?<![\\p{L}])(?:${WEEKDAYS})\\s+(?=\\d{1,2}(?!\\d))`, "giu"), "")
      // "5 décembre", "7 de diciembre", "22 de maio", "1er mars", "18 februari": the month in English.
      .replace(
        new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})(?:er|º|°)?(\\.?)\\s+(?:de\\s+|di\\s+)?(${MONTH})(?![\\p{L}])`, "giu"),
        (all, d: string, dot: string, m: string, at: number, whole: string) => {
          const en = MONTHS[m.toLowerCase()];
          if (WORDLIKE.test(m) && /^\s+\p{Ll}/u.test(whole.slice(at + all.length))) return all;
          // (A month English writes the same way, "10. December 19", is left to the English readers;
          // the day's dot stays for them, "2. Januar" as German writes it.)
          if (!en || en.toLowerCase() === m.toLowerCase()) return all;
          return `${d}${dot} ${en}`;
        },
      )
      // "5 December au 7", "18 t/m 22 February", "2. bis 7. January": a range, as the English
      // dash, only with a month beside it ("3 a 4 noches" is no date).
      .replace(
        new RegExp(
          `(?<![\\p{L}\\d])(\\d{1,2}\\.?(?:\\s+(?:${EN}))?)\\s+(?:${TO})\\s+(?:le\\s+|el\\s+|il\\s+|o\\s+|den\\s+)?(?=(\\d{1,2})(?!\\d)(\\.?\\s+(?:${EN}))?)`,
          "giu",
        ),
        (all, first: string, _d: string, month?: string) =>
          new RegExp(`(?:${EN})`, "i").test(first) || month ? `${first} - ` : all,
      )
  );
}
