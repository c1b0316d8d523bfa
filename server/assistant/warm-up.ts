import { DateTime } from "luxon";
import type { Config } from "../config";
import { createTravel } from "../travel/travel";
import { createEngine } from "./create-engine";
import { readPlan } from "./plan";
import { createToolbox } from "./tools";

let warmed: Promise<void> | undefined;

/**
 * Runs two turns of the offline engine, on offline data only (nothing leaves the machine, nothing
 * is stored), before the server listens. Lotus's first turn in a process otherwise pays, while
 * serving, for loading the city gazetteer and its fuzzy index, the airport grid, the places
 * catalogue and chrono's first parse: 0.1-1.5 s each of blocking that held every other request
 * (issue 21, finding 2). Once per process.
 */
export function warmUpAssistant(config: Config): Promise<void> {
  warmed ??= (async () => {
    const offline: Config = {
      ...config,
      llm: { provider: "offline" },
      travel: { ...config.travel, weather: "offline", reddit: undefined, duffel: undefined, googlePlaces: undefined },
    };
    const engine = createEngine(offline);
    const tools = createToolbox(createTravel(offline));
    for (const message of [
      "Plan 3 days in Lisbon from Porto, May 3 2027, for two, under $2000",
      "to Qwertyuiop Asdfghjkl in Zxcvbnmqw Poiuytrewq next week",
    ]) {
      await engine.reply({
        message,
        history: [],
        plan: readPlan(null),
        now: DateTime.now(),
        traveller: { firstName: "Lotus" },
        tools,
        emit() {},
      });
    }
  })();
  return warmed;
}
