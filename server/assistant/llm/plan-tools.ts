import { tool } from "ai";
import { z } from "zod";
import { ZInterest } from "../../../common/travel/place-kinds";
import { ZTripFacts } from "../../../common/travel/trip-model";
import { applyFacts } from "../apply-facts";
import { formatDates } from "../assemble";
import type { Plan } from "../plan";
import type { TurnState } from "./turn";
import { itineraryView, readPlanView } from "./view";

// Reading the trip and setting its facts. update_trip_plan's schema is the trip model's own
// (ZTripFacts): the model fills what the offline engine fills, and the same planner makes the plan.

/** Where a trip goes, as one text: its first stop, its stops and its region. */
const whereOf = (p: Plan) =>
  JSON.stringify([p.destination?.name ?? null, p.stays.map((s) => s.place.name), p.region?.key ?? null]);

export function planTools(state: TurnState) {
  return {
    read_plan: tool({
      description:
        "Read the trip: its facts and the day-by-day itinerary as it stands (people's edits included), each item with its ref (day.item) for the edit tools. Call it before answering about the trip or editing it.",
      inputSchema: z.object({}),
      execute: async () => {
        state.looked.add("read_plan");
        return readPlanView(state.plan, await state.itinerary());
      },
    }),
    update_trip_plan: tool({
      description:
        "Record trip facts for a new trip or a change to its facts (dates, length, who, budget, where); the app rebuilds the itinerary. Not for questions, and not for a change to one item (use the edit tools). Dates as YYYY-MM-DD; nights away (days - 1).",
      inputSchema: ZTripFacts.extend({ interests: z.array(ZInterest).optional() }),
      execute: async (u) => {
        const next: Plan = structuredClone(state.plan);
        const problem = applyFacts(next, u, state.turn.now);
        if (problem) return { error: problem };
        // A new trip when where it goes changed; the same city restated with new dates is a change to it.
        state.changedPlan(next, whereOf(next) !== whereOf(state.plan));
        const days = await state.itinerary();
        const plan = state.plan;
        return {
          ok: true,
          destination: plan.destination ? `${plan.destination.name}, ${plan.destination.country}` : null,
          dates: formatDates(plan.startDate, plan.nights),
          days: plan.nights === null ? null : plan.nights + 1,
          // The rebuilt days in brief, so the reply can say what the plan now is without reading it again.
          itinerary: days.length
            ? itineraryView(days).map((d) => ({ day: d.day, date: d.date, items: d.items.length }))
            : [],
        };
      },
    }),
  };
}
