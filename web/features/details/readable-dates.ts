// The cost breakdown's lines come from the server with ISO dates ("2027-03-10 – 2027-03-15"),
// which read as machine output. These turn them into the way the rest of the page writes dates
// ("Mar 10 – 15, 2027"). The dates are calendar days, so they are read without any time zone.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ISO_DAY = /\b(\d{4})-(\d{2})-(\d{2})\b/;
const ISO_RANGE = /\b(\d{4}-\d{2}-\d{2})\s*[–-]\s*(\d{4}-\d{2}-\d{2})\b/g;

type Day = { year: number; month: string; day: number };

function parse(iso: string): Day | null {
  const m = ISO_DAY.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return null;
  return { year: Number(m[1]), month, day: Number(m[3]) };
}

/** "2027-03-10" -> "Mar 10, 2027"; anything else is returned as it is. */
export function readableDay(iso: string): string {
  const d = parse(iso);
  return d ? `${d.month} ${d.day}, ${d.year}` : iso;
}

/** "2027-03-10", "2027-03-15" -> "Mar 10 – 15, 2027" (the month and year said once where shared). */
export function readableRange(fromIso: string, toIso: string): string {
  const a = parse(fromIso);
  const b = parse(toIso);
  if (!a || !b) return `${fromIso} – ${toIso}`;
  if (a.year !== b.year) return `${a.month} ${a.day}, ${a.year} – ${b.month} ${b.day}, ${b.year}`;
  if (a.month !== b.month) return `${a.month} ${a.day} – ${b.month} ${b.day}, ${b.year}`;
  if (a.day === b.day) return `${a.month} ${a.day}, ${a.year}`;
  return `${a.month} ${a.day} – ${b.day}, ${b.year}`;
}

/** Every ISO range, then every lone ISO day, in a line of text made readable. */
export function readableDates(text: string): string {
  return text
    .replace(ISO_RANGE, (_, from: string, to: string) => readableRange(from, to))
    .replace(new RegExp(ISO_DAY.source, "g"), (iso) => readableDay(iso));
}
