import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { DateTime } from "luxon";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectClient, nextEvent } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createSignedInUser } from "../testing/test-users";
import { nameTrip } from "./name-trip";
import {
  findBudget,
  findDates,
  findDestination,
  findEdit,
  findInterests,
  findOrigin,
  findQuickStart,
  findTravellers,
  namedPlace,
  wholePlace,
} from "./understand";
import { findPace } from "./understand/pace";

// Issue 21, finding 2: one long message to Lotus, or an itinerary-weather call full of unknown
// places, held the whole process for seconds (a fuzzy scan over every city per phrase). The
// server runs in this process, so a blocked event loop shows both in this test's health polls
// and in perf_hooks' event-loop delay histogram.

// The finding's budget: no request may hold the loop for more than 50 ms. Every bound below is that
// budget above a baseline measured in the same run (idle polling, or a short ordinary message),
// with no other constant: the machine's own stalls (garbage collection, the other core's load,
// PGlite's synchronous WASM queries) are in the baseline, and a run that a stall of the machine's
// own spoils is measured again (expectWithinOnce). The old code's stalls were 1-7 s.
const loopBudgetMs = 50;

// The probe's message; and messages of the same shape and length whose made-up names were never
// seen before, for the runs after the first: the gazetteer keeps its answers (unknowns included),
// so the probe's message a second time would cost nothing and prove nothing.
const probeMessage = "to Qwertyuiop Asdfghjkl Zxcvbnmqw Poiuytrewq ".repeat(100).slice(0, 4000);
let made = 0;
function madeUpName(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let n = ++made;
  let name = "Q";
  for (let i = 0; i < 8; i++) {
    name += letters.charAt(n % letters.length) + "aeiou".charAt((n + i) % 5);
    n = Math.floor(n / letters.length);
  }
  return name;
}
function unseenLongMessage(): string {
  let message = "";
  while (message.length < 4000) message += `to ${madeUpName()} ${madeUpName()} ${madeUpName()} ${madeUpName()} `;
  return message.slice(0, 4000);
}

let server: RunningServer;
let cookie: string;
let socket: Socket;
beforeAll(async () => {
  // As `npm start` runs it: warmed up before listening.
  server = await startServer({ WEATHER_PROVIDER: "offline" }, { warmUp: true });
  cookie = (await createSignedInUser(server.app.lotus.database.db, { firstName: "Probe" })).cookie;
  socket = await connectClient(server.url, { cookie });
  // Loading the gazetteer (GeoNames, about 1 s) happens once per process, at start in
  // production (main.ts); an ordinary turn does it here so the figures are the steady state.
  await turn("Plan 3 days in Lisbon from March 10 2027");
});
afterAll(async () => {
  socket?.close();
  await server?.close();
});

async function turn(message: string): Promise<unknown> {
  const done = nextEvent(socket, "new_ai_response");
  await socket.timeout(30_000).emitWithAck("new_ai_msg", { user_message: message, trip_id: "" });
  return (await done)[0];
}

async function healthLatency(): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${server.url}/api/health`);
  await res.arrayBuffer();
  return performance.now() - start;
}

/**
 * The same polling with no work beside it: the worst health answer and the worst event-loop stall
 * this machine shows right now (garbage collection, the other core's load), measured in the same
 * test so the bounds below are relative to it, not wall-clock constants.
 */
async function idleBaseline(): Promise<{ healthMs: number; loopMs: number }> {
  return underLoad(() => new Promise((resolve) => setTimeout(resolve, 1000)));
}

/** Runs `work` while polling health back to back; the worst poll and the loop's worst stall. */
async function underLoad(work: () => Promise<unknown>): Promise<{ healthMs: number; loopMs: number; polls: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  // The histogram records a stall on the tick after it, measured from the tick before: give it
  // a few ticks first, or a stall at the very start would go unseen.
  await new Promise((resolve) => setTimeout(resolve, 25));
  let finished = false;
  let healthMs = 0;
  let polls = 0;
  const polling = (async () => {
    while (!finished) {
      healthMs = Math.max(healthMs, await healthLatency());
      polls++;
    }
  })();
  try {
    await work();
  } finally {
    finished = true;
    await polling;
    await new Promise((resolve) => setTimeout(resolve, 25));
    histogram.disable();
  }
  return { healthMs, loopMs: histogram.max / 1e6, polls };
}

type Figures = { healthMs: number; loopMs: number };

// The loop's worst stall during the work exceeds the idle one's by less than the budget, and so
// does the slowest concurrent health check: a request that held the loop longer would show in both.
const bounded = ({ figures, baseline }: { figures: Figures; baseline: Figures }) =>
  figures.loopMs - baseline.loopMs < loopBudgetMs && figures.healthMs - baseline.healthMs < loopBudgetMs;

/**
 * Measures `attempt` (its baseline, then the work) up to three times and passes on the first run
 * within bounds. Work that really holds the loop does so every time (each run brings names never
 * seen, so no cache makes a repeat cheaper); a stall of the machine's own (another process on the
 * two cores) does not repeat, so it cannot fail the test on its own.
 */
async function expectWithinOnce<Run>(attempt: (run: number) => Promise<Run>, within: (run: Run) => boolean) {
  const runs: Run[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await attempt(i);
    runs.push(run);
    if (within(run)) return;
  }
  expect(runs, "every run went past its bound").toEqual([]);
}

/**
 * Everything Lotus reads from a message synchronously, as the offline engine's turn does (quick
 * starts, edits, origin, destination, a capitalised place, dates, travellers, budget, pace,
 * interests), and the new trip's name the first message gives.
 */
function understandMessage(message: string): void {
  const now = DateTime.fromISO("2027-01-05T12:00:00Z", { zone: "utc" });
  findQuickStart(message);
  findEdit(message);
  const origin = findOrigin(message) ?? wholePlace(message);
  if (!findDestination(message)) wholePlace(message) ?? namedPlace(message, origin?.name);
  findDates(message, now);
  findTravellers(message);
  findBudget(message);
  findPace(message);
  findInterests(message);
  nameTrip(message);
}

function syncMs(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

describe("the event loop stays free", () => {
  it("while Lotus reads a 4,000-character message full of unknown 'to X' places", async () => {
    expect(probeMessage).toHaveLength(4000);
    await expectWithinOnce(async (run) => {
      const message = run === 0 ? probeMessage : unseenLongMessage();
      expect(message).toHaveLength(4000);
      const baseline = await idleBaseline();
      let reply: unknown;
      const figures = await underLoad(async () => {
        reply = await turn(message);
      });
      console.log("long message:", { baseline, ...figures });
      expect(reply).toMatchObject({ role: "assistant" });
      return { figures, baseline };
    }, bounded);
  });

  it("reading the long message takes less than 50 ms more than reading a short one", async () => {
    // The synchronous work itself, timed directly: the loop's figures above would miss work that
    // a turn happened to skip. Each run reads a long message of names never seen (no cached
    // answers) and a short ordinary one with a new place in it.
    await expectWithinOnce(
      async (run) => {
        const short = `Plan 4 days in Porto from March ${10 + run} 2027 for two, from ${madeUpName()}`;
        const long = unseenLongMessage();
        const shortMs = syncMs(() => understandMessage(short));
        const longMs = syncMs(() => understandMessage(long));
        console.log("understanding:", { shortMs, longMs });
        return { shortMs, longMs };
      },
      ({ shortMs, longMs }) => longMs - shortMs < loopBudgetMs,
    );
  });

  it("while itinerary-weather is asked about 200 unknown places", async () => {
    const weather = async (itinerary: unknown[]) => {
      const res = await fetch(`${server.url}/api/itinerary-weather`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ itinerary }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    // Places never seen in each run, so the gazetteer's cached answers cannot make a run cheap.
    const entries = (places: number) => {
      const names = Array.from({ length: places }, () => `${madeUpName()} ${madeUpName()}`);
      return Array.from({ length: 200 }, (_, i) => ({
        date: `2027-03-1${i % 4}`,
        location: names[i % places],
        id: `entry-${i}`,
      }));
    };
    await expectWithinOnce(async () => {
      const baseline = await idleBaseline();
      const answers: { status: number; body: Record<string, unknown> }[] = [];
      const figures = await underLoad(async () => {
        // 200 different places is refused; the most allowed (50) is answered.
        answers.push(await weather(entries(200)));
        answers.push(await weather(entries(50)));
      });
      console.log("itinerary-weather:", { baseline, statuses: answers.map((a) => a.status), ...figures });
      expect(answers[0]).toEqual({
        status: 400,
        body: expect.objectContaining({ message: "At most 50 different places per request" }),
      });
      expect(answers[1]?.status).toBe(200);
      expect(Object.values(answers[1]?.body ?? {}).every((w) => w === null)).toBe(true);
      return { figures, baseline };
    }, bounded);
  });
});
