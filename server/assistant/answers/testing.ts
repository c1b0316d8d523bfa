import { DateTime } from "luxon";
import type { TCtx } from "../../../common/api/trips";
import { loadConfig } from "../../config";
import { createTravel } from "../../travel/travel";
import { offlineEngine } from "../offline-engine";
import { emptyPlan, type Plan } from "../plan";
import { createToolbox, type Toolbox } from "../tools";

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
