import { DateTime } from "luxon";
import type { TItineraryDay } from "../../common/api/trips";
import type { TFlight, TRoundTrip } from "../../common/travel/schemas";
import { changeSummary } from "../itinerary/summary";
import { formatMoney } from "../planner/money";
import { partyOf } from "../planner/party";
import { formatDuration } from "../planner/transport";
import { type Assembled, destinationText, formatDates, priceOf } from "./assemble";
import type { Plan } from "./plan";

// The offline engine's words for a plan: the whole of it for a first plan, and for a change to a
// trip already planned only what changed (the itinerary panel holds the full plan).

export const money = (n: number) =>
  `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const whoFor = (p: Plan) => {
  const party = partyOf(p);
  return party.adults === 1 && party.children.length === 0 ? "" : ` for ${party.label}`;
};

export function leadSentence(days: number, destination: string, dates: string | null, p: Plan): string {
  return `Here's your **${days}-day trip to ${destination}** (${dates})${whoFor(p)}.`;
}

/**
 * The lead of a plan when it is known before the planner runs (so it can be streamed at once):
 * named stops, dates and length known. A region's cities are the planner's choice: no early lead.
 */
export function earlyLead(p: Plan): string | null {
  if (p.region || !p.startDate || p.nights === null) return null;
  const stops = p.stays.length ? p.stays.map((s) => s.place) : p.destination ? [p.destination] : [];
  // Nights given per stop may differ from the trip's length: the planner then says so; no early lead.
  if (p.stays.length && p.stays.some((s) => s.nights === null)) return null;
  const dest = destinationText(stops);
  return dest ? leadSentence(p.nights + 1, dest, formatDates(p.startDate, p.nights), p) : null;
}

const cost = (a: Assembled) => a.planned?.totals.total ?? 0;

/** A change to a trip already planned, in a few lines: what is different, the new total, what to know. */
export function describeChange(
  before: { plan: Plan; itinerary: TItineraryDay[] },
  a: Assembled,
  notes: string[],
): string {
  const p = a.plan;
  const was = before.plan;
  const planned = a.planned;
  if (!planned || !a.ctx.destination) return "Where would you like to go?";
  const lines: string[] = [];
  const days = a.ctx.itinerary.length;
  const wasDays = was.nights === null ? null : was.nights + 1;
  const stopsNow = planned.stays.map((s) => s.place.name).join(" → ");
  const stopsBefore = was.stays.length ? was.stays.map((s) => s.place.name).join(" → ") : (was.destination?.name ?? "");
  if (stopsNow !== stopsBefore && !(planned.stays.length === 1 && stopsBefore === stopsNow))
    lines.push(`Now **${a.ctx.destination}**${planned.stays.length > 1 ? ` (${stopsNow})` : ""}, ${a.ctx.dates}.`);
  else if (wasDays !== null && wasDays !== days)
    lines.push(`Now **${days} days** (${a.ctx.dates}) instead of ${wasDays}.`);
  else if (was.startDate !== p.startDate) lines.push(`Moved to **${a.ctx.dates}**.`);
  if (p.origin && was.origin?.name !== p.origin.name) {
    const journeys = journeyLines(planned);
    lines.push(`From **${p.origin.name}**${journeys.length ? `:\n${journeys.join("\n")}` : "."}`);
  }
  if (partyOf(was).label !== partyOf(p).label) lines.push(`Planned and priced for ${partyOf(p).label}.`);
  if (was.transport.flights && !p.transport.flights) lines.push("No flights: every journey is by land or sea.");
  if (was.pace !== p.pace) lines.push(`A ${p.pace} pace from here on.`);
  const diets = p.food.diets.filter((d) => !was.food.diets.includes(d));
  if (diets.length) lines.push(`Meals are ${diets.join(" and ")} from here on.`);
  if (before.itinerary.length) {
    const summary = changeSummary(before.itinerary, a.ctx.itinerary);
    if (summary.text !== "No change to the itinerary") lines.push(`${summary.text}.`);
  }
  const hotels = planned.stays.filter((s) => s.hotel);
  if (hotels.length && (was.hotelMaxNightly !== p.hotelMaxNightly || was.budget !== p.budget))
    lines.push(
      `**Stay:** ${hotels
        .map((s) => {
          const h = s.hotel as NonNullable<typeof s.hotel>;
          return `${h.hotel_name}${h.total_price >= 0 ? `, ${money(h.total_price)} for ${s.nights} night${s.nights === 1 ? "" : "s"}` : ""}`;
        })
        .join("; ")}.`,
    );
  if (!lines.length && !notes.length) lines.push("Done: the plan is updated.");
  const total = cost(a);
  if (total > 0) lines.push(`**Estimated cost${whoFor(p)}: ${money(total)}**.`);
  for (const problem of planned.problems) lines.push(problem.message);
  lines.push(...notes);
  if (planned.violations.length)
    lines.push(`**Heads-up:** ${[...new Set(planned.violations.map((v) => v.message))].slice(0, 3).join("; ")}.`);
  lines.push("The full plan is in the itinerary panel.");
  return lines.join("\n\n");
}

/** The whole plan in words: the reply to a first plan (later changes get `describeChange`). */
export function describePlan(a: Assembled, notes: string[], lead?: string, upFront: string[] = []): string {
  const p = a.plan;
  const planned = a.planned;
  const dest = a.ctx.destination;
  if (!dest || !planned) return "Where would you like to go?";
  const who = whoFor(p);
  // The lead may have been written (and streamed) before the planning, from the same facts.
  // What the traveller must not miss (dates Lotus assumed) comes right after the lead, not after the days.
  const parts: string[] = [lead ?? leadSentence(a.ctx.itinerary.length, dest, a.ctx.dates, p), ...upFront];
  if (planned.stays.length > 1)
    parts.push(
      `**Route:** ${planned.stays.map((s) => `${s.place.name} (${s.nights} night${s.nights === 1 ? "" : "s"})`).join(" → ")}`,
    );
  const uniqueJourneys = journeyLines(planned);
  if (uniqueJourneys.length) parts.push(`**Getting around:**\n${uniqueJourneys.join("\n")}`);
  else if (p.transport.flights && p.origin && !a.planned?.stays[0]?.place.airport)
    parts.push(
      `There's no airport near ${planned.stays[0]?.place.name} I can search, so there are no flights in this plan.`,
    );
  const hotels = planned.stays.filter((s) => s.hotel);
  if (hotels.length) {
    const line = (s: (typeof planned.stays)[number]) => {
      const h = s.hotel as NonNullable<typeof s.hotel>;
      const price =
        h.total_price >= 0
          ? `${money(h.total_price)} for ${s.nights} night${s.nights === 1 ? "" : "s"}`
          : "price unknown";
      const rooms = (h.rooms ?? 1) > 1 ? `, ${h.rooms} rooms` : "";
      return `${h.hotel_name}${h.stars ? ` (${h.stars}★)` : ""}${planned.stays.length > 1 ? ` in ${s.place.name}` : ""}, ${price}${rooms}`;
    };
    parts.push(
      hotels.length === 1
        ? `**Stay:** ${line(hotels[0] as (typeof planned.stays)[number])}.`
        : `**Stays:**\n${hotels.map((s) => `- ${line(s)}`).join("\n")}`,
    );
  }
  for (const day of a.ctx.itinerary) {
    const label = DateTime.fromISO(day.date).toFormat("ccc, LLL d");
    const n = a.ctx.itinerary.indexOf(day) + 1;
    const items = day.items.length ? day.items.map((it) => `- ${it.time} ${it.activity}`).join("\n") : "- Travelling";
    parts.push(`**Day ${n} · ${label}**\n${items}`);
  }
  const t = planned.totals;
  if (t.total > 0) {
    const pieces = [
      t.flights ? `flights ${money(t.flights)}` : "",
      t.stays ? `stays ${money(t.stays)}` : "",
      t.transport ? `trains, buses and cars ${money(t.transport)}` : "",
      t.food ? `meals about ${money(t.food)}` : "",
      t.activities ? `tickets about ${money(t.activities)}` : "",
    ].filter(Boolean);
    const limit = planned.budgetUsd;
    const fits =
      limit !== null && t.total <= limit && p.money
        ? `, within your ${formatMoney(p.money.amount, p.money.currency)}${p.money.per === "person" ? " per person" : p.money.per === "day" ? " a day" : ""} budget`
        : "";
    parts.push(
      `**Estimated cost${who}: ${money(t.total)}**${fits} (${pieces.join(", ")}).${t.bookable > 0 ? ` Flights and stays come to ${money(t.bookable)}, as on the trip's details page.` : ""}`,
    );
  }
  for (const problem of planned.problems) parts.push(problem.message);
  parts.push(...notes);
  if (planned.violations.length)
    parts.push(`**Heads-up:** ${[...new Set(planned.violations.map((v) => v.message))].slice(0, 3).join("; ")}.`);
  if (p.awaiting === "origin")
    parts.push(
      p.transport.flights
        ? "**Where will you be flying from?** Tell me your city or airport and I'll add flights."
        : "**Where will you be travelling from?** Tell me your city and I'll add the journey there.",
    );
  else
    parts.push(
      'Want to change anything, or ask about it? Try *"add the Prado to day 2"*, *"make day 3 lighter"*, *"cheaper hotel"* or *"what\'s the weather on day 2?"*.',
    );
  return parts.join("\n\n");
}

/** Each journey once (a round trip's two legs are one line), in travel order. */
function journeyLines(planned: NonNullable<Assembled["planned"]>): string[] {
  const journeys = planned.moves.map((m) =>
    m.mode === "flight" && m.flight
      ? `- ${flightLine(m.flight)}`
      : `- ${m.mode === "drive" ? "Drive" : m.mode[0]?.toUpperCase() + m.mode.slice(1)} ${m.fromName} → ${m.toName}: ${formatDuration(m.minutes)}, about ${money(m.costPerPerson)} per person`,
  );
  const shownFlights = new Set<unknown>();
  const uniqueJourneys = journeys.filter((_line, i) => {
    const f = planned.moves[i]?.flight;
    if (!f) return true;
    if (shownFlights.has(f)) return false;
    shownFlights.add(f);
    return true;
  });
  return uniqueJourneys;
}

export function flightLine(f: TFlight | TRoundTrip): string {
  const legs = "outbound_leg" in f ? [f.outbound_leg, f.return_leg] : [f];
  const first = legs[0]?.segments ?? [];
  const airline = "outbound_leg" in f ? f.outbound_leg.airline_name : f.airline_name;
  const s = first[0];
  // "Direct" only when every leg is: a round trip with one stop home is not a direct trip.
  const stopsOf = (segments: { origin_code: string }[]) => segments.length - 1;
  const counts = legs.map((l) => stopsOf(l.segments));
  const word = (n: number) => (n === 0 ? "direct" : n === 1 ? "1 stop" : `${n} stops`);
  const stopText = counts.every((n) => n === counts[0])
    ? word(counts[0] ?? 0)
    : `${word(counts[0] ?? 0)} out, ${word(counts[1] ?? 0)} back`;
  const price = priceOf(f);
  const cost = price >= 0 ? money(price) : "price unknown";
  return `${airline}, ${s?.origin_code} → ${first[first.length - 1]?.arrive_code}, leaving ${s?.depart_date} at ${s?.depart_time} (${stopText}), ${cost}${"return_leg" in f ? " round trip" : ""}.`;
}
