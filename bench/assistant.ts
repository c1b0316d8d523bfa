import { DateTime } from "luxon";
import { streamText } from "../server/assistant/engine";
import { offlineEngine } from "../server/assistant/offline-engine";
import { emptyPlan, type Plan } from "../server/assistant/plan";
import { createToolbox } from "../server/assistant/tools";
import { loadConfig } from "../server/config";
import { createTravel } from "../server/travel/travel";
import { pct } from "./support/stats";

// The offline engine's latency per turn: time to the first streamed piece and to the final
// reply, p50 and p99 over scripted conversations, cold (fresh provider caches) then warm (the
// same conversations again). The baseline, measured in the same run, streams each final reply's
// text with no thinking at all: the ratio is what understanding, searching and building cost.
// A third pass runs the 20 conversations concurrently, as 20 travellers at once would.
//   npm run bench:assistant            BENCH_ROUNDS=5 npm run bench:assistant

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const conversations: string[][] = [
  ["I want to go to Lisbon", "March 10-14", "New York"],
  ["Plan 5 days in Rome from Boston starting April 12 2027 for 2 people"],
  ["5 days in Barcelona in May"],
  ["Next weekend in Paris"],
  ["A week in Tokyo starting March 1 2027", "make it 5 days"],
  ["6 days in Amsterdam from June 3 2027", "make it 4 days", "cheaper hotel"],
  ["3 days in Paris from May 5 2027", "add a museum day", "swap day 2 and 3"],
  ["5 days in Madrid from Chicago from June 1 2027", "what about flights from Boston"],
  ["Help me find a destination", "Kyoto", "April 3-6 2027"],
  ["I want to take a budget trip", "Budapest for 3 days from May 20 2027"],
  ["Things to do near me", "I'm in Edinburgh"],
  ["3 days in Florence from May 3 2027, we love art and museums"],
  ["4 packed days in Prague from May 3 2027"],
  ["5 days in Tokyo from London from March 3 2027"],
  ["3 days in Seville from May 3 2027", "no flights"],
  ["3 days in Porto from May 3 2027"],
  ["4 days in Athens from June 10 2027", "Actually, let's go to Istanbul instead"],
  ["A luxury 3 days in Dubai from May 3 2027"],
  ["Singapore on March 3 2027", "4 days"],
  ["3 days in Seoul from Los Angeles from May 3 2027"],
];
const now = DateTime.fromISO("2026-11-22T09:00:00Z");

async function measure(travel: ReturnType<typeof createTravel>, together = false) {
  const engine = offlineEngine();
  const first: number[] = [];
  const final: number[] = [];
  const baseline: number[] = [];
  // One after another, or all 20 conversations at once (as 20 travellers would be).
  const run = async (conversation: string[]) => {
    let plan: Plan = emptyPlan();
    for (const message of conversation) {
      const t0 = performance.now();
      let t1 = 0;
      const r = await engine.reply({
        message,
        history: [],
        plan,
        now,
        traveller: { firstName: "Ana" },
        tools: createToolbox(travel),
        emit: () => {
          if (!t1) t1 = performance.now();
        },
      });
      final.push(performance.now() - t0);
      first.push(t1 - t0);
      plan = r.plan;
      const b0 = performance.now();
      await streamText(r.text, () => {});
      baseline.push(performance.now() - b0);
    }
  };
  if (together) await Promise.all(conversations.map(run));
  else for (const conversation of conversations) await run(conversation);
  return { first, final, baseline };
}

const config = loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/bench", WEATHER_PROVIDER: "offline" });
const rows: Record<string, string | number>[] = [];
for (let round = 0; round < rounds; round++) {
  const travel = createTravel(config);
  for (const [label, r] of [
    ["cold", await measure(travel)],
    ["warm", await measure(travel)],
    ["warm, 20 at once", await measure(travel, true)],
  ] as const) {
    rows.push({
      round: round + 1,
      caches: label,
      turns: r.final.length,
      "first piece p50 ms": pct(r.first, 50).toFixed(2),
      "first piece p99 ms": pct(r.first, 99).toFixed(2),
      "final p50 ms": pct(r.final, 50).toFixed(2),
      "final p99 ms": pct(r.final, 99).toFixed(2),
      "baseline p50 ms": pct(r.baseline, 50).toFixed(2),
      "final/baseline p50": (pct(r.final, 50) / Math.max(0.001, pct(r.baseline, 50))).toFixed(1),
    });
  }
}
console.table(rows);
