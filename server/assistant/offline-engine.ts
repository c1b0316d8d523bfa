import { DateTime } from "luxon";
import type { TCtx } from "../../common/api/trips";
import { placeKindOf } from "../../common/travel/place-kinds";
import type { TFlight, TRoundTrip } from "../../common/travel/schemas";
import { formatMoney } from "../planner/money";
import { partyOf } from "../planner/party";
import { formatDuration } from "../planner/transport";
import { type Assembled, assembleTrip, formatDates, priceOf } from "./assemble";
import type { Engine, EngineResult, EngineTurn } from "./engine";
import { streamText } from "./engine";
import { swapDays } from "./itinerary";
import type { Plan } from "./plan";
import { readMessage } from "./read-message";
import { suggestDestinations } from "./suggest";
import type { findEdit } from "./understand";

// Lotus without a language model: reads the message for destination, origin, dates, travellers,
// budget, pace, interests and follow-up edits; asks for what is missing; runs the same searches
// as the model would; and answers in Markdown, streamed in pieces.

const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const emptyCtx = (plan: Plan, tools: EngineTurn["tools"]): TCtx => ({
  flights: [],
  hotels: [],
  places: [],
  reddit: [],
  tool_uses: tools.uses,
  itinerary: [],
  destination: plan.destination ? `${plan.destination.name}, ${plan.destination.country}` : null,
  dates: formatDates(plan.startDate, plan.nights),
});

export function offlineEngine(): Engine {
  return {
    name: "offline",
    async reply(turn: EngineTurn): Promise<EngineResult> {
      const { now, tools } = turn;
      const result = await think(turn);
      await streamText(result.text, turn.emit);
      return result;

      async function think({ message, plan: previous }: EngineTurn): Promise<EngineResult> {
        const plan: Plan = structuredClone(previous);
        const notes: string[] = [];
        const { quick, edit, destination } = readMessage(message, plan, now);
        if (edit) applyEdit(plan, edit, notes);
        if (quick === "budget_trip") plan.budget = "budget";

        // The quick starts, when they have nothing to work on yet.
        if (quick === "near_me" && !destination) {
          if (!plan.destination) {
            plan.awaiting = "near";
            return answer(
              plan,
              "Happy to find things to do nearby! **Which city or neighbourhood are you in?** (For example: *I'm in Lisbon*.)",
            );
          }
          return explore(plan);
        }
        if (plan.awaiting === "near" && destination) {
          plan.awaiting = null;
          return explore(plan);
        }
        if ((quick === "find_destination" || quick === "budget_trip") && !destination) {
          plan.awaiting = "destination";
          return suggestions(plan, quick === "budget_trip");
        }
        if (!plan.destination) {
          plan.awaiting = "destination";
          return suggestions(plan, plan.budget === "budget", true);
        }
        if (!plan.startDate || plan.nights === null) {
          // A length without a date, or a date without a length: ask for the other half only.
          plan.awaiting = "dates";
          const assembled = await assembleTrip(plan, tools);
          const missing =
            plan.startDate && plan.nights === null
              ? `**How many days** would you like in ${plan.destination.name}?`
              : plan.nights !== null && !plan.startDate
                ? `**When would you like to go?** (For example: *March 10*, *next month* or *in May*.)`
                : `**When are you going, and for how long?** (For example: *March 10-17* or *5 days in May*.)`;
          const top = assembled.ctx.places.slice(0, 5);
          const list = top.length
            ? `\n\nWhile you decide, some highlights of ${plan.destination.name}:\n${top.map((p) => `- **${p.name}** (${placeKindOf(p.types)})`).join("\n")}`
            : "";
          return answer(
            plan,
            `${plan.destination.name}, ${plan.destination.country}: great choice! ${missing}${list}`,
            { ...assembled.ctx, itinerary: [] },
          );
        }
        if (plan.transport.flights && !plan.origin) plan.awaiting = "origin";
        else plan.awaiting = null;
        const assembled = await assembleTrip(plan, tools);
        return answer(assembled.plan, describe(assembled, [...notes, ...assembled.notes]), assembled.ctx);
      }

      function answer(plan: Plan, reply: string, ctx?: TCtx): EngineResult {
        return { text: reply, plan, ctx: ctx ?? emptyCtx(plan, tools) };
      }

      async function explore(plan: Plan): Promise<EngineResult> {
        const dest = plan.destination;
        if (!dest) return answer(plan, "Which city are you in?");
        const found = await tools.places({ near: { lat: dest.lat, lng: dest.lng }, radiusMiles: 5 });
        const lines = found.places
          .slice(0, 8)
          .map((p) => `- **${p.name}** (${placeKindOf(p.types)}, ${p.distance_from_target_location.toFixed(1)} mi)`);
        const body = lines.length
          ? `Here's what's worth doing around ${dest.name}:\n\n${lines.join("\n")}`
          : `I couldn't find places around ${dest.name} yet. ${found.note ?? ""}`;
        return answer(
          plan,
          `${body}\n\nWant me to turn this into a day-by-day plan? Tell me **how many days** you have.`,
          { ...emptyCtx(plan, tools), places: found.places.slice(0, 15) },
        );
      }

      function suggestions(plan: Plan, budget: boolean, asked = false): EngineResult {
        const when = plan.startDate ? DateTime.fromISO(plan.startDate) : now.plus({ days: 30 });
        const list = suggestDestinations(when, plan.interests, budget);
        const lead = asked
          ? `I'd love to help you plan! **Where would you like to go?**`
          : budget
            ? `Let's find you a trip that's easy on the wallet. These are good value and pleasant in ${when.toFormat("LLLL")}:`
            : `Here are a few places that are lovely in ${when.toFormat("LLLL")}${plan.interests.length ? ` for ${plan.interests.join(", ")}` : ""}:`;
        const items = list.map((s) => `- **${s.city}**: around ${s.typicalC}°C, with ${s.highlights.join(" and ")}`);
        const tail = asked
          ? `\n\nIf you're not sure yet, here are some ideas for ${when.toFormat("LLLL")}:\n${items.join("\n")}\n\nTell me a city (and, if you know them, your dates and where you're flying from).`
          : `\n${items.join("\n")}\n\nWhich one sounds good? Or name any other city.`;
        return answer(plan, `${lead}${tail}`);
      }

      function describe(a: Assembled, notes: string[]): string {
        const p = a.plan;
        const planned = a.planned;
        const dest = a.ctx.destination;
        if (!dest || !planned) return "Where would you like to go?";
        const days = a.ctx.itinerary.length;
        const party = partyOf(p);
        const who = party.adults === 1 && party.children.length === 0 ? "" : ` for ${party.label}`;
        const parts: string[] = [`Here's your **${days}-day trip to ${dest}** (${a.ctx.dates})${who}.`];
        if (planned.stays.length > 1)
          parts.push(
            `**Route:** ${planned.stays.map((s) => `${s.place.name} (${s.nights} night${s.nights === 1 ? "" : "s"})`).join(" → ")}`,
          );
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
          const items = day.items.length
            ? day.items.map((it) => `- ${it.time} ${it.activity}`).join("\n")
            : "- Travelling";
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
            'Want to change anything? Try *"make it 5 days"*, *"cheaper hotel"*, *"add a museum day"* or *"swap day 2 and 3"*.',
          );
        return parts.join("\n\n");
      }
    },
  };
}

function flightLine(f: TFlight | TRoundTrip): string {
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

function applyEdit(plan: Plan, edit: NonNullable<ReturnType<typeof findEdit>>, notes: string[]): void {
  switch (edit.kind) {
    case "length":
      plan.nights = Math.max(0, Math.min(30, edit.days - 1));
      plan.dayOrder = [];
      plan.themedDays = plan.themedDays.slice(0, plan.nights);
      return;
    case "remove_day":
      if (plan.nights && plan.nights > 0) plan.nights -= 1;
      plan.dayOrder = [];
      return;
    case "cheaper_hotel":
      plan.budget = plan.budget === "luxury" ? "moderate" : plan.budget;
      if (plan.chosenHotelNightly) plan.hotelMaxNightly = Math.max(20, Math.floor(plan.chosenHotelNightly * 0.9));
      else plan.budget = "budget";
      return;
    case "themed_day":
      plan.themedDays.push(edit.interest);
      if (plan.nights !== null && plan.nights < 30) plan.nights += 1;
      if (!plan.interests.includes(edit.interest)) plan.interests.push(edit.interest);
      plan.dayOrder = [];
      return;
    case "no_flights":
      plan.flights = false;
      plan.transport.flights = false;
      return;
    case "swap": {
      const days = (plan.nights ?? -1) + 1;
      const flightDays = plan.flights && plan.origin ? [1, days] : [];
      if (flightDays.includes(edit.a) || flightDays.includes(edit.b)) {
        notes.push(`Day ${flightDays.includes(edit.a) ? edit.a : edit.b} has a flight, so it stays where it is.`);
        return;
      }
      const order = swapDays(plan.dayOrder, days, edit.a, edit.b);
      if (order) plan.dayOrder = order;
      else notes.push(`The trip has ${days} days, so I can't swap day ${edit.a} and day ${edit.b}.`);
      return;
    }
  }
}
