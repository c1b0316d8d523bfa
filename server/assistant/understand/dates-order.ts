// Which comes first in a date written in figures, "3/4": the day (3 April, as in the UK, Ireland,
// Australia, India and most of Europe and Latin America) or the month (4 March, as in the US).
// A traveller writes the way they do at home, so their origin's country says which; the custom of
// each country is the Unicode CLDR's, as the JavaScript runtime carries it (Intl.DateTimeFormat in
// the country's main language), not a list kept here.

export type DateOrder = "day" | "month";

const known = new Map<string, DateOrder | undefined>();

/**
 * How a traveller from the country `countryCode` (ISO 3166-1 alpha-2) writes a date in figures:
 * "day" first (GB, IE, AU, IN, DE, BR ...), "month" first (US, PH ...), or undefined where it
 * cannot be told (the year written first, as in Canada's or Japan's dates, or a code the runtime
 * does not know): then the date reader keeps its own rule.
 */
export function dateOrderOf(countryCode: string | null | undefined): DateOrder | undefined {
  const cc = countryCode?.toUpperCase();
  if (!cc || !/^[A-Z]{2}$/.test(cc)) return undefined;
  if (known.has(cc)) return known.get(cc);
  let order: DateOrder | undefined;
  try {
    // The country's main language ("und-BR" is Portuguese), written there: "en-GB", "pt-BR".
    const language = new Intl.Locale(`und-${cc}`).maximize().language;
    const format = new Intl.DateTimeFormat(`${language}-${cc}`, {
      day: "numeric",
      month: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    // (A country the runtime has no custom for falls back to another's: nothing is told then.)
    if (format.resolvedOptions().locale.endsWith(`-${cc}`)) {
      const first = format
        .formatToParts(new Date(Date.UTC(2027, 2, 4)))
        .find((p) => /^(?:day|month|year)$/.test(p.type));
      order = first?.type === "day" ? "day" : first?.type === "month" ? "month" : undefined;
    }
  } catch {
    order = undefined;
  }
  known.set(cc, order);
  return order;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Whether the text has a date in figures either way round: "3/4", "04/03/27" (both numbers up to 12). */
export function hasTwoWayDate(text: string): boolean {
  return [...text.matchAll(/(?<![\d/.])(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?(?![\d/])/g)].some(
    (m) => Number(m[1]) >= 1 && Number(m[1]) <= 12 && Number(m[2]) >= 1 && Number(m[2]) <= 12 && m[1] !== m[2],
  );
}

/**
 * Single dates in figures written day first, "3/4" or "03/04/27", put as the date reader reads
 * them for sure ("Apr 3", "Apr 3 2027"), when the writer's custom is the day first. A year before
 * `year` is no trip's ("kids 4/6/10" are ages), and is left alone.
 */
export function dayFirstDates(text: string, year: number): string {
  return text.replace(
    /(?<![\d/.])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g,
    (all, d: string, m: string, y?: string) => {
      const month = MONTHS[Number(m) - 1];
      const full = y === undefined ? undefined : y.length === 2 ? 2000 + Number(y) : Number(y);
      if (!month || Number(d) < 1 || Number(d) > 31 || (full !== undefined && full < year)) return all;
      return `${month} ${Number(d)}${full ? ` ${full}` : ""}`;
    },
  );
}
