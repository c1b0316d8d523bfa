import { DateTime } from "luxon";
import type { PriceChange, WeatherChange } from "./changes";

// The words of each change: a notification's title and content, a digest line, Lotus's chat line.

export type Alert =
  | { subject: string; item: { kind: "flight" | "hotel"; label: string }; change: PriceChange }
  | { subject: string; day: { date: string; city: string; outdoor: string[] }; change: WeatherChange };

/** Which notification setting lets an alert through. */
export function topicOf(alert: Alert): "prices" | "availability" | "weather" {
  if ("day" in alert) return "weather";
  return alert.change.kind === "price" ? "prices" : "availability";
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;
const dayName = (date: string) => DateTime.fromISO(date).toFormat("ccc LLL d");
const degrees = (n: number) => `${Math.round(n)}°C`;

export function describeAlert(alert: Alert, tripName: string): { title: string; content: string } {
  if ("item" in alert) {
    const { kind, label } = alert.item;
    const noun = kind === "flight" ? "Flight" : "Hotel";
    const change = alert.change;
    if (change.kind === "sold_out")
      return {
        title: `${noun} no longer available for "${tripName}"`,
        content: `${label} is no longer offered for your dates (it was ${dollars(change.before)}). Ask Lotus for another.`,
      };
    if (change.kind === "available")
      return {
        title: `${noun} available again for "${tripName}"`,
        content: `${label} is offered again for your dates, at ${dollars(change.after)}.`,
      };
    const down = change.after < change.before;
    const share = change.before > 0 ? Math.round((Math.abs(change.after - change.before) / change.before) * 100) : 0;
    return {
      title: `${noun} price ${down ? "dropped" : "rose"} for "${tripName}"`,
      content: `${label} now costs ${dollars(change.after)}, ${down ? "down" : "up"} ${share}% from ${dollars(change.before)}.`,
    };
  }
  const { date, city, outdoor } = alert.day;
  const change = alert.change;
  if (change.kind === "rain")
    return {
      title: `Rain likely on ${dayName(date)} in ${city}`,
      content: `${change.description} is forecast in ${city} on ${dayName(date)}, a day with ${outdoor.slice(0, 3).join(", ")} planned outdoors.`,
    };
  return {
    title: `Temperatures change on ${dayName(date)} in ${city}`,
    content: `${city} on ${dayName(date)}: now ${degrees(change.afterMin)} to ${degrees(change.afterMax)}, was ${degrees(change.beforeMin)} to ${degrees(change.beforeMax)}.`,
  };
}
