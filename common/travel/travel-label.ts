// How the time between two stops reads in the itinerary ("12 min walk", "25 min by metro",
// "2 h 40 by train"). In common/ so the web, the server's texts and the tests say it one way.

/** The ways Lotus moves a traveller between two stops or two places. */
export const TRAVEL_MODES = ["walk", "transit", "taxi", "drive", "train", "bus", "flight", "ferry"] as const;
export type TTravelMode = (typeof TRAVEL_MODES)[number];

/**
 * "12 min", "1 h", "2 h 40", "2 h 05": minutes are shown as a clock would, so "2 h 5" is never
 * read as two and a half hours.
 */
export function travelDuration(minutes: number): string {
  const whole = Math.max(1, Math.round(Number.isFinite(minutes) ? minutes : 1));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

/**
 * The label for one leg. `by` names the local kind of transit when it is known ("metro", "tram"),
 * because "by metro" tells a traveller more than "by transit".
 */
export function travelLabel(t: { mode: string; minutes: number; by?: string }): string {
  const time = travelDuration(t.minutes);
  switch (t.mode) {
    case "walk":
      return `${time} walk`;
    case "drive":
      return `${time} drive`;
    case "flight":
      return `${time} flight`;
    case "transit":
      return `${time} by ${t.by?.trim() || "transit"}`;
    case "taxi":
    case "train":
    case "bus":
    case "ferry":
      return `${time} by ${t.mode}`;
    default:
      // A mode this build does not know yet still shows its time rather than a wrong word.
      return time;
  }
}
