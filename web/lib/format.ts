import type { TFlight, TRoundTrip } from "../../common/travel/schemas";

/** "14:05" as "2:05 PM" (the spec's 'h:mm a'). */
export function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Dollars with two decimals; a negative price is unknown. */
export function price(n: number): string {
  return n < 0
    ? "Price Unknown"
    : `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function stops(segments: number): string {
  const n = segments - 1;
  return n <= 0 ? "direct" : n === 1 ? "1 stop" : `${n} stops`;
}

export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export function hoursMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}h ${m}m` : `${m}m`;
}

export const isRoundTrip = (f: TFlight | TRoundTrip): f is TRoundTrip => "outbound_leg" in f;

/** A date as "Wed, Mar 10". */
export function day(date: string): string {
  const d = new Date(`${date}T12:00:00`);
  return d.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric" });
}

/** Markdown reduced to its words, for one-line previews. */
export function plain(markdown: string): string {
  return markdown
    .replace(/[*_`#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
