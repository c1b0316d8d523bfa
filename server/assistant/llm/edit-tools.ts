import { tool } from "ai";
import { z } from "zod";
import type { TItineraryDay } from "../../../common/api/trips";
import { flightPrice, legsOf } from "../../../common/bookings";
import type { TFlight, THotel, TRoundTrip } from "../../../common/travel/schemas";
import { formatMoney } from "../../planner/money";
import { applyFacts } from "../apply-facts";
import { applyChange } from "../changes/apply-change";
import { newViolations } from "../changes/check";
import type { DaySpec, TimeSpec } from "../changes/day-words";
import type { Change } from "../changes/find-change";
import { chooseFlight, chooseHotel } from "../changes/ops";
import type { Plan } from "../plan";
import { locate } from "./items";
import type { Edit, EditDone, TurnState } from "./turn";

// The edit operations, as tools over the pure changes of server/assistant/changes/ (the offline
// engine's own): add, move, remove and pin an item, choose another flight or hotel, set the
// stays. Each changes only what it names, on the itinerary as it stands (people's edits
// included), and answers with what changed in a line or two, or with why it could not (which the
// model says or asks about). Nothing is re-planned except by set_stays, whose change is the trip's
// shape itself.

const dayNumber = z.number().int().min(1).max(60);
const itemRef = z
  .string()
  .min(1)
  .max(200)
  .describe("The item's ref from read_plan (e.g. 2.3), or its name (e.g. Belém Tower)");
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:MM (24-hour)")
  .describe("HH:MM, 24-hour");
const partOfDay = z.enum(["morning", "afternoon", "evening"]);

const daySpec = (n: number): DaySpec => ({ days: [n], said: `day ${n}` });
/** The same minutes the offline reader gives "in the morning", "afternoon" and "evening" (changes/day-words.ts). */
const preferOf = { morning: 600, afternoon: 900, evening: 1200 } as const;
function timeSpec(at?: string, part?: z.infer<typeof partOfDay>): TimeSpec | undefined {
  if (at) return { time: at, said: `at ${at}` };
  if (part) return { prefer: preferOf[part], said: `in the ${part}` };
  return undefined;
}

const money = (n: number) => formatMoney(Math.round(n * 100) / 100);

/** Heads-up lines for what an edit breaks that the trip did not break before. */
function headsUp(before: readonly TItineraryDay[], after: readonly TItineraryDay[], plan: Plan): string[] {
  const problems = newViolations(before, after, plan);
  return problems.length ? [`Heads-up: ${[...new Set(problems.map((p) => p.message))].slice(0, 2).join("; ")}.`] : [];
}

export function editTools(state: TurnState) {
  /** One change through the offline engine's own applyChange: the same searches, plan memory and lines. */
  const viaChange =
    (change: Change): Edit["apply"] =>
    async (days, plan) => {
      const outcome = await applyChange(change, { plan, itinerary: days, tools: state.tools, now: state.turn.now });
      if ("question" in outcome) return { error: outcome.question };
      return {
        itinerary: outcome.itinerary,
        plan: outcome.plan,
        lines: outcome.lines,
        ...(outcome.pin ? { pin: outcome.pin } : {}),
      };
    };

  /** An item the model names (a ref or a name) as applyChange names it: its location, on its day. */
  async function named(item: string, day?: number): Promise<{ what: string; day?: number } | { error: string }> {
    if (!/^\s*\d{1,2}\.\d{1,3}\s*$/.test(item)) return { what: item, ...(day ? { day } : {}) };
    const at = locate(await state.itinerary(), item);
    if ("error" in at) return at;
    return { what: at.item.location, day: at.day };
  }

  /** Runs an edit and answers the model: what changed, or the reason it could not. */
  async function make(what: string, apply: Edit["apply"]) {
    const done = await state.edit({ what, apply });
    if ("error" in done) return { error: done.error };
    return { ok: true, changed: done.lines };
  }

  return {
    add_item: tool({
      description:
        "Add a place (a sight, a restaurant, a neighbourhood) to a day at a free time it is open. Without a day, the day with most room in that city.",
      inputSchema: z.object({
        place: z.string().min(1).max(200).describe("The place's name, e.g. Gulbenkian Museum"),
        day: dayNumber.optional(),
        time: time.optional(),
        part_of_day: partOfDay.optional(),
      }),
      execute: async (q) => {
        const at = timeSpec(q.time, q.part_of_day);
        return make(
          "add_item",
          viaChange({ kind: "add", what: q.place, day: q.day ? daySpec(q.day) : null, ...(at ? { time: at } : {}) }),
        );
      },
    }),
    move_item: tool({
      description: "Move a visit to another day and/or time (meals stay with their day).",
      inputSchema: z.object({
        item: itemRef,
        to_day: dayNumber.optional().describe("Default: the same day, at the new time"),
        time: time.optional(),
        part_of_day: partOfDay.optional(),
      }),
      execute: async (q) => {
        const it = await named(q.item);
        if ("error" in it) return it;
        if (!q.to_day && !q.time && !q.part_of_day) return { error: "Give to_day, time or part_of_day." };
        const at = timeSpec(q.time, q.part_of_day);
        return make(
          "move_item",
          viaChange({
            kind: "move",
            what: it.what,
            from: it.day ? daySpec(it.day) : null,
            to: q.to_day ? daySpec(q.to_day) : it.day ? daySpec(it.day) : null,
            ...(at ? { time: at } : {}),
          }),
        );
      },
    }),
    remove_item: tool({
      description: "Remove items from the itinerary (not flights or hotels: choose another instead).",
      inputSchema: z.object({ items: z.array(itemRef).min(1).max(5) }),
      execute: async (q) => {
        // Refs are read before anything is removed: removing 2.3 first would renumber 2.5.
        const targets: { what: string; day?: number }[] = [];
        for (const item of q.items) {
          const it = await named(item);
          if ("error" in it) return it;
          targets.push(it);
        }
        return make("remove_item", async (days, plan) => {
          let itinerary = days;
          let next = plan;
          const lines: string[] = [];
          for (const t of targets) {
            const done = await viaChange({
              kind: "remove",
              what: [t.what],
              day: t.day ? daySpec(t.day) : null,
            })(itinerary, next);
            if ("error" in done) return done;
            itinerary = done.itinerary;
            next = done.plan;
            lines.push(...done.lines);
          }
          return { itinerary, plan: next, lines };
        });
      },
    }),
    pin_item: tool({
      description: "Pin an item: it stays where it is whatever is re-planned later.",
      inputSchema: z.object({ item: itemRef }),
      execute: async (q) => {
        const it = await named(q.item);
        if ("error" in it) return it;
        return make("pin_item", viaChange({ kind: "pin", what: it.what, day: it.day ? daySpec(it.day) : null }));
      },
    }),
    choose_flight: tool({
      description:
        "Change the trip's flight: an option id from this turn's search_flights (same airports and days as the trip's flight), or pick earlier, later, cheaper or direct among the same journey's flights.",
      inputSchema: z.object({
        option: z
          .string()
          .regex(/^F\d+$/, "an option id from search_flights, like F2")
          .optional(),
        pick: z.enum(["earlier", "later", "cheaper", "direct"]).optional(),
        leg: z.enum(["out", "back", "any"]).default("any").describe("Which journey: out, back (home) or any"),
      }),
      execute: async (q) => {
        if (!q.option === !q.pick) return { error: "Give either option (from search_flights) or pick." };
        if (q.pick) return make("choose_flight", viaChange({ kind: "flight", pick: q.pick, leg: q.leg }));
        const flight = state.options.get(q.option as string);
        if (!flight || "hotel_id" in flight)
          return { error: `There is no flight ${q.option} among this turn's search_flights results.` };
        return make("choose_flight", async (days, plan) => flightChosen(days, plan, flight));
      },
    }),
    choose_hotel: tool({
      description:
        "Change a stay's hotel: an option id from this turn's search_hotels (for the stay's own nights), or want cheaper, nicer, near a place, or another.",
      inputSchema: z.object({
        option: z
          .string()
          .regex(/^H\d+$/, "an option id from search_hotels, like H1")
          .optional(),
        want: z.enum(["cheaper", "nicer", "near", "other"]).optional(),
        near: z.string().max(100).optional().describe("With want near: the place to stay near"),
        city: z.string().max(100).optional().describe("Which stay, when the trip has several"),
      }),
      execute: async (q) => {
        if (!q.option === !q.want) return { error: "Give either option (from search_hotels) or want." };
        if (q.want === "near" && !q.near) return { error: "Give near: the place to stay near." };
        if (q.want)
          return make(
            "choose_hotel",
            viaChange({
              kind: "hotel",
              want: q.want,
              ...(q.near ? { near: q.near } : {}),
              ...(q.city ? { city: q.city } : {}),
            }),
          );
        const hotel = state.options.get(q.option as string);
        if (!hotel || !("hotel_id" in hotel))
          return { error: `There is no hotel ${q.option} among this turn's search_hotels results.` };
        return make("choose_hotel", async (days, plan) => hotelChosen(days, plan, hotel, q.city));
      },
    }),
    set_stays: tool({
      description:
        "Set the trip's cities and nights in each ('3 nights in Rome, then 2 in Florence'): the days are rebuilt around the new stays, pinned and booked items kept.",
      inputSchema: z.object({
        stays: z
          .array(z.object({ city: z.string().min(1).max(100), nights: z.number().int().min(0).max(30).optional() }))
          .min(1)
          .max(8),
      }),
      execute: async (q) => {
        const next: Plan = structuredClone(state.plan);
        const problem = applyFacts(next, { stays: q.stays }, state.turn.now);
        if (problem) return { error: problem };
        state.changedPlan(next, false);
        const days = await state.itinerary();
        const line = `Stays: ${next.stays.map((s) => `${s.place.name}${s.nights !== null ? ` (${s.nights} night${s.nights === 1 ? "" : "s"})` : ""}`).join(" → ")}; the days are rebuilt around them (${days.length} days).`;
        return { ok: true, changed: [line] };
      },
    }),
  };
}

/** A flight the model chose from its search, on the trip's own journey. */
function flightChosen(days: TItineraryDay[], plan: Plan, flight: TFlight | TRoundTrip): EditDone | { error: string } {
  const was = days.flatMap((d) => d.items).find((it) => it.type === "Flight" && it.flight)?.flight ?? null;
  const r = chooseFlight(days, flight);
  if (!r.ok) return { error: r.reason };
  const airline = "outbound_leg" in flight ? flight.outbound_leg.airline_name : flight.airline_name;
  const now = flightPrice(flight);
  const before = was ? flightPrice(was) : -1;
  const d = now - before;
  const price =
    now >= 0
      ? `${money(now)}${"return_leg" in flight ? " round trip" : ""}${before >= 0 && d ? ` (${money(Math.abs(d))} ${d < 0 ? "less" : "more"})` : ""}`
      : "price unknown";
  const direct = legsOf(flight).every((l) => l.segments.length === 1);
  const lines = [
    `Now flying **${airline}**: ${r.swaps.map((s) => (s.now === s.was ? `${s.route} at ${s.now} as before` : `${s.route} at ${s.now} instead of ${s.was}`)).join(", ")}${direct ? ", direct" : ""}; ${price}.`,
  ];
  if (r.dropped.length)
    lines.push(`No time left for ${r.dropped.map((x) => `**${x.location}**`).join(", ")}: dropped.`);
  return { itinerary: r.itinerary, plan, lines: [...lines, ...headsUp(days, r.itinerary, plan)] };
}

/** A hotel the model chose from its search, for the stay of the same nights. */
function hotelChosen(days: TItineraryDay[], plan: Plan, hotel: THotel, city?: string): EditDone | { error: string } {
  const r = chooseHotel(days, hotel, city);
  if (!r.ok) return { error: r.reason };
  const nights = Math.max(1, Math.round((Date.parse(hotel.check_out) - Date.parse(hotel.check_in)) / 86_400_000));
  const next: Plan = { ...plan, chosenHotelNightly: Math.round((hotel.total_price / nights) * 100) / 100 };
  const d = hotel.total_price - r.was.total_price;
  const price =
    hotel.total_price >= 0 && r.was.total_price >= 0
      ? `${money(hotel.total_price)}${d ? `, ${money(Math.abs(d))} ${d < 0 ? "less" : "more"}` : ""}`
      : "price unknown";
  return {
    itinerary: r.itinerary,
    plan: next,
    lines: [
      `Swapped **${r.was.hotel_name}** for **${hotel.hotel_name}**${hotel.stars ? ` (${hotel.stars}★)` : ""}: ${price}.`,
      ...headsUp(days, r.itinerary, next),
    ],
  };
}
