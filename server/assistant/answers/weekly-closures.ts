import { plain } from "./text";

// The day of the week some of the most visited sights close, every week, as their own sites have
// said for years (the Taj Mahal for Friday prayers; the Louvre on Tuesdays; the Vatican Museums on
// Sundays but the last of the month; most state museums in France, Italy, Japan, Korea, Mexico
// and Türkiye on a Monday or a Tuesday). Holidays and one-off closures are not here: the answer
// says to check them. A sight is known by any of its names, as the catalogue or a traveller writes it.

type Closure = { names: RegExp; day: string; note?: string };

const closures: Closure[] = [
  { names: /\btaj mahal\b/, day: "Friday", note: "when it is open only for prayers at the mosque" },
  { names: /\blouvre\b/, day: "Tuesday" },
  { names: /\b(?:musee d ?orsay|orsay museum)\b/, day: "Monday" },
  { names: /\b(?:orangerie)\b/, day: "Tuesday" },
  { names: /\b(?:musee rodin|rodin museum)\b/, day: "Monday" },
  { names: /\b(?:palace of versailles|chateau de versailles|versailles)\b/, day: "Monday" },
  {
    names: /\b(?:vatican museums?|musei vaticani|sistine chapel)\b/,
    day: "Sunday",
    note: "except the last Sunday of the month, when entry is free",
  },
  { names: /\b(?:uffizi)\b/, day: "Monday" },
  { names: /\b(?:galleria dell ?accademia|accademia gallery)\b/, day: "Monday" },
  { names: /\b(?:galleria borghese|borghese gallery)\b/, day: "Monday" },
  { names: /\b(?:forbidden city|palace museum)\b/, day: "Monday", note: "except on national holidays" },
  { names: /\b(?:tokyo national museum)\b/, day: "Monday", note: "or the next day when Monday is a holiday" },
  { names: /\b(?:ghibli museum)\b/, day: "Tuesday" },
  { names: /\bgyeongbokgung\b/, day: "Tuesday" },
  { names: /\bchangdeokgung\b/, day: "Monday" },
  { names: /\btopkapi\b/, day: "Tuesday" },
  { names: /\bdolmabahce\b/, day: "Monday" },
  { names: /\b(?:museo nacional de antropologia|national museum of anthropology)\b/, day: "Monday" },
  { names: /\b(?:frida kahlo museum|museo frida kahlo|casa azul|blue house)\b/, day: "Monday" },
  { names: /\b(?:hermitage)\b/, day: "Monday" },
];

/** The weekly closing day of a sight on file ("Friday"), with its note; undefined when none is known. */
export function weeklyClosure(name: string): { day: string; note?: string } | undefined {
  const n = plain(name);
  const c = closures.find((x) => x.names.test(n));
  return c && { day: c.day, ...(c.note ? { note: c.note } : {}) };
}

/** "It is closed every Friday (...)": said of a sight with a weekly closing day on file, else "". */
export function closureSaid(name: string): string {
  const c = weeklyClosure(name);
  return c ? ` **${name}** is closed every **${c.day}**${c.note ? ` (${c.note})` : ""}, so plan around that day.` : "";
}
