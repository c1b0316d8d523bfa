import { readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { scriptedTravel } from "../watch/testing/scripted-travel";
import { startServer } from "./start-server";

// A second Lotus process for multi-process tests: started with fork(), it runs a whole server
// from the env it was given, reports its URL over IPC, and emits to a room when told to.
type Command =
  | { type: "emit"; room: string; event: string; payload: unknown }
  | { type: "stop" }
  | { type: "memory" }
  // Benchmarks: where a delivery's time may have gone in this process since the last "pauses"
  // (garbage collection, event-loop stalls); the answer also starts the next window.
  | { type: "pauses" }
  // With PEER_SCRIPTED_MARKET=1: set the market's prices, the watcher's clock, enqueue a job.
  | { type: "market"; flightPrice: number | null; hotelPrice: number | null }
  | { type: "clock"; iso: string }
  | { type: "enqueue"; name: string; payload: unknown; key: string };

// PEER_ENV (JSON) adds settings; PEER_LOOSE_LIMITS=1 raises the sign-in rate limits (benchmarks);
// PEER_PORT fixes the port (a restart test brings a process back where clients expect it);
// PEER_SCRIPTED_MARKET=1 gives it the trip watcher's scripted market and a clock the test sets.
const market = process.env.PEER_SCRIPTED_MARKET ? scriptedTravel() : undefined;
let clock = new Date();
const extraEnv: Record<string, string> = process.env.PEER_ENV ? JSON.parse(process.env.PEER_ENV) : {};
const server = await startServer(
  {
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    REDIS_URL: process.env.REDIS_URL ?? "",
    // Processes of one deployment share the cookie-signing secret.
    ...(process.env.SESSION_SECRET ? { SESSION_SECRET: process.env.SESSION_SECRET } : {}),
    ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
    ...extraEnv,
  },
  {
    ...(process.env.PEER_LOOSE_LIMITS
      ? { rateLimitOverrides: { loginPair: 1_000_000, loginIp: 1_000_000, socketHandshakeIp: 1_000_000 } }
      : {}),
    ...(market ? { travel: market.travel, jobs: { now: () => clock } } : {}),
  },
  process.env.PEER_PORT ? Number(process.env.PEER_PORT) : 0,
);
// Garbage-collection pauses (start and length, in ms since the epoch) and the event loop's delay.
const gcPauses: { at: number; ms: number; major: boolean }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
    gcPauses.push({
      at: performance.timeOrigin + e.startTime,
      ms: e.duration,
      major: kind === constants.NODE_PERFORMANCE_GC_MAJOR,
    });
  }
}).observe({ entryTypes: ["gc"] });
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
/**
 * The main thread's time on a core and waiting for one, in ms (Linux's schedstat: the scheduler's
 * own accounting): a loop delay with no GC in it is either work or this wait. Zeros elsewhere.
 */
function mainThreadTimes(): { runMs: number; waitMs: number } {
  try {
    const [run, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, "utf8").split(" ").map(Number);
    return { runMs: (run ?? 0) / 1e6, waitMs: (wait ?? 0) / 1e6 };
  } catch {
    return { runMs: 0, waitMs: 0 };
  }
}
let windowStart = mainThreadTimes();
// PEER_CPU_PROFILE_DIR: a CPU profile of each window between two "pauses" asks, written there as
// window-N.cpuprofile (a whole-process profile is mostly start-up and handshakes; bench/README.md).
const profileDir = process.env.PEER_CPU_PROFILE_DIR;
const profiler = profileDir ? new Session() : undefined;
let profiles = 0;
async function nextProfileWindow() {
  if (!profiler || !profileDir) return;
  if (profiles === 0) {
    profiler.connect();
    await profiler.post("Profiler.enable");
  } else {
    const { profile } = await profiler.post("Profiler.stop");
    writeFileSync(path.join(profileDir, `window-${profiles}.cpuprofile`), JSON.stringify(profile));
  }
  profiles++;
  await profiler.post("Profiler.start");
}

process.on("message", async (command: Command) => {
  if (command.type === "emit") {
    // Raw on purpose: tests send what they like to see it arrive elsewhere.
    (server.app.lotus.io.to(command.room) as unknown as { emit(e: string, p: unknown): void }).emit(
      command.event,
      command.payload,
    );
    process.send?.({ type: "emitted" });
  } else if (command.type === "pauses") {
    // Before the answer, so the profile is written before the bench can say "stop".
    await nextProfileWindow();
    const now = mainThreadTimes();
    process.send?.({
      type: "pauses",
      gc: gcPauses.splice(0),
      loopP99Ms: loopDelay.percentile(99) / 1e6,
      loopMaxMs: loopDelay.max / 1e6,
      mainRunMs: now.runMs - windowStart.runMs,
      mainWaitMs: now.waitMs - windowStart.waitMs,
    });
    windowStart = now;
    loopDelay.reset();
  } else if (command.type === "memory") {
    process.send?.({ type: "memory", ...process.memoryUsage() });
  } else if (command.type === "market" && market) {
    market.state.flightPrice = command.flightPrice;
    market.state.hotelPrice = command.hotelPrice;
    process.send?.({ type: "market", calls: market.state.calls });
  } else if (command.type === "clock") {
    clock = new Date(command.iso);
    process.send?.({ type: "clock" });
  } else if (command.type === "enqueue") {
    await server.app.lotus.jobs.enqueue(command.name, command.payload, { key: command.key });
    process.send?.({ type: "enqueued" });
  } else if (command.type === "stop") {
    await server.close();
    process.exit(0);
  }
});
process.send?.({
  type: "ready",
  url: server.url,
  health: await (await fetch(`${server.url}/api/health`)).json(),
});
