import { DateTime } from "luxon";
import { expect } from "vitest";
import type { TCtx } from "../../../common/api/trips";
import { loadConfig } from "../../config";
import { createTravel } from "../../travel/travel";
import { offlineEngine } from "../offline-engine";
import { emptyPlan, type Plan } from "../plan";
import { createToolbox, type Toolbox } from "../tools";
import { type Answer, answerQuestion } from "./answer-question";

// Real trips for the answers' tests: planned by the offline engine from plain English, as a
// traveller would get them, with the offline weather. Nothing here is a stand-in for our code.

export const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-answers", WEATHER_PROVIDER: "offline" }),
);
export const now = DateTime.fromISO("2026-11-25T10:00:00Z");
export const tools = (): Toolbox => createToolbox(travel);

export type Planned = { plan: Plan; ctx: TCtx; text: string };

/** The trip the engine plans from these messages, one after another. */
export async function planTrip(...messages: string[]): Promise<Planned> {
  let plan = emptyPlan();
  let last: Planned | undefined;
  for (const message of messages) {
    last = await offlineEngine().reply({
      message,
      history: [],
      plan,
      now,
      traveller: { firstName: "Ana" },
      tools: tools(),
      emit: () => {},
    });
    plan = last.plan;
  }
  if (!last) throw new Error("no messages");
  return last;
}

/**
 * Asks Lotus a question about a planned trip, and checks what every answer must do: leave the
 * plan and itinerary as they were, and never reprint the trip (at most `maxDays` days shown).
 */
export async function askAbout(trip: Planned, message: string, maxDays = 3): Promise<Answer> {
  const plan: Plan = trip.plan;
  const itinerary = trip.ctx.itinerary;
  const before = structuredClone({ plan, itinerary });
  const a = await answerQuestion({ message, plan, itinerary, now, tools: tools() });
  expect({ plan, itinerary }).toEqual(before);
  if (!a) throw new Error(`no answer to ${message}`);
  expect((a.text.match(/\*\*Day \d+ ·/g) ?? []).length).toBeLessThanOrEqual(maxDays);
  expect(a.text.length).toBeLessThan(2000);
  return a;
}
