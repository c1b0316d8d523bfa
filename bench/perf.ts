import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import autocannon from "autocannon";
import { io, type Socket } from "socket.io-client";
import { hashToken, newToken } from "../server/auth/tokens";
import { type Db, openDatabase } from "../server/db/open";
import { sessions, users } from "../server/db/schema/index";
import { createTestDatabase, prepareTemplate, type TestDatabase } from "../server/testing/test-database";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { createTrip } from "../server/trips/commands";
import { cpuSeconds } from "./support/proc";
import { serverNodeFlags, startProcess } from "./support/processes";
import { pct } from "./support/stats";

// Issue 28, side by side in one run: a bare Fastify route (the same JSON as check_auth), then
// `GET /api/check_auth` and `GET /api/trips` (50 trips) on Lotus as `npm start` runs it (a
// process of its own), on PostgreSQL + Redis and on the embedded PGlite; then the group chat's
// fan-out to 1,000 sockets in 100 trips, three runs, against a bare emit on the same sockets.
//   npm run bench:perf
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_ROUNDS=3 BENCH_CHAT_SECONDS=10 BENCH_CHAT_RUNS=3 BENCH_ONLY=pglite|postgres|chat
// PostgreSQL and Redis from TEST_DATABASE_URL / TEST_REDIS_URL, defaulting to the local ones.

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const chatSeconds = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
const chatRuns = Number(process.env.BENCH_CHAT_RUNS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const only = process.env.BENCH_ONLY;
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
process.env.LOTUS_TEST_DB = "postgres";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const root = path.resolve(import.meta.dirname, "..");

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number; cpuUs: number };

async function measure(url: string, headers: Record<string, string> = {}, pid?: number): Promise<Figures> {
  // A short warm-up so JIT, connection set-up and the database's caches are not in the figures.
  await autocannon({ url, connections, duration: 2, headers });
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({ url, connections, duration: seconds, headers });
  // The server's CPU per answered request: unlike throughput, barely moved by other load on a
  // shared machine, so it shows what a change costs even when the machine is busy.
  const cpuUs = ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    cpuUs: Math.round(cpuUs),
  };
}

/** A traveller with a session and 50 trips, written straight into the database. */
async function seed(db: Db): Promise<string> {
  const { user, cookie } = await createSignedInUser(db, { firstName: "Bench", lastName: "Traveller" });
  for (let i = 0; i < 50; i++) await createTrip(db, user.id, `Trip ${i + 1}`);
  return cookie;
}

type HttpRow = {
  setup: string;
  bare: Figures;
  checkAuth: Figures;
  trips: Figures;
  /** Each round's req/s over the bare route's around it. */
  checkAuthRatios: number[];
  tripsRatios: number[];
  checkAuthCpu: number[];
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? Number.NaN;

/** Each figure's median over runs (errors and non-2xx summed). */
function medianFigures(runs: Figures[]): Figures {
  const of = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return {
    rps: of("rps"),
    p50: of("p50"),
    p99: of("p99"),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    cpuUs: of("cpuUs"),
  };
}

async function httpCase(setup: "PostgreSQL + Redis" | "PGlite"): Promise<HttpRow> {
  // The log level `npm start` has (info: Fastify logs every request), its lines going nowhere.
  const env: Record<string, string> = { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info" };
  let cookie: string;
  let database: TestDatabase | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lotus-perf-"));
  env.DATA_DIR = dataDir;
  if (setup === "PGlite") {
    // The embedded database lives in the server's process: seeded here first, then handed over.
    const seeding = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    cookie = await seed(seeding.db);
    await seeding.close();
  } else {
    database = await createTestDatabase();
    cookie = await seed(database.db);
    env.DATABASE_URL = database.url ?? "";
    env.REDIS_URL = redisUrl;
  }
  // BENCH_PROFILE=<dir>: Lotus writes a CPU profile there on exit (read it with
  // `npx tsx bench/support/cpu-profile.ts <file>`): where a signed-in call's time goes.
  const profile = [
    ...serverNodeFlags(),
    ...(process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_PROFILE] : []),
  ];
  // BENCH_ROUNDS rounds, each with a fresh bare server and a fresh Lotus process: the bare route
  // before and after Lotus's two, both running throughout, and the round's ratio against the mean
  // of the two bare runs, so load that comes and goes weighs on both sides alike. The figures are
  // the medians over the rounds. Fresh processes, because the same code's CPU per request differs
  // by up to a quarter from one process to the next and stays so for the process's life
  // (bench/README.md, run N): one process per setup measured that, not the setup.
  const bareRuns: Figures[] = [];
  const checkAuthRuns: Figures[] = [];
  const tripsRuns: Figures[] = [];
  const bareAround: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const bareServer = await startProcess(path.join(root, "bench/support/bare-server.ts"), {}, "/");
    const lotus = await startProcess(
      path.join(root, "server/main.ts"),
      env,
      "/api/live",
      profile,
      process.env.BENCH_LOGS ? "inherit" : "ignore",
    );
    try {
      const before = await measure(`${bareServer.url}/`, {}, bareServer.child.pid);
      checkAuthRuns.push(await measure(`${lotus.url}/api/check_auth`, { cookie }, lotus.child.pid));
      tripsRuns.push(await measure(`${lotus.url}/api/trips`, { cookie }, lotus.child.pid));
      const after = await measure(`${bareServer.url}/`, {}, bareServer.child.pid);
      bareRuns.push(before, after);
      bareAround.push((before.rps + after.rps) / 2);
    } finally {
      await lotus.stop();
      await bareServer.stop();
    }
  }
  const checkAuthRatios = checkAuthRuns.map((r, i) => r.rps / (bareAround[i] ?? 1));
  const tripsRatios = tripsRuns.map((r, i) => r.rps / (bareAround[i] ?? 1));
  const bare = medianFigures(bareRuns);
  const checkAuth = medianFigures(checkAuthRuns);
  const trips = medianFigures(tripsRuns);
  if ([...checkAuthRuns, ...tripsRuns].some((r) => r.non2xx))
    throw new Error("Lotus answered with errors: the figures would mean nothing");
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(setup, JSON.stringify({ bareRuns, checkAuthRuns, tripsRuns, checkAuthRatios, tripsRatios }));
  return {
    setup,
    bare,
    checkAuth,
    trips,
    checkAuthRatios,
    tripsRatios,
    checkAuthCpu: checkAuthRuns.map((r) => r.cpuUs),
  };
}

// The group chat: 1,000 sockets in 100 trips of 10; each trip's owner posts one stored message a
// second, timed to each of the nine others; the baseline is a bare io.to(room).emit from the
// server to the same sockets. A fresh Lotus process (PostgreSQL + Redis) for each run.
const TRIPS = 100;
const PER_TRIP = 10;
type ChatRun = {
  bareP50: number;
  bareP99: number;
  p50: number;
  p99: number;
  max: number;
  delivered: number;
  expected: number;
  /** Where the time may have gone (bench/README.md, run R): the Lotus process's garbage collection and event loop, and the bench's own (its 1,000 clients). */
  pauses: {
    serverGcCount: number;
    serverGcMaxMs: number;
    serverGcTotalMs: number;
    serverMajor: number;
    serverLoopMaxMs: number;
    serverMainRunMs: number;
    serverMainWaitMs: number;
    benchGcMaxMs: number;
    benchLoopMaxMs: number;
    /** The slowest 1 % of deliveries: how many overlapped a pause of the server's GC, of the bench's GC, or neither. */
    slowest: { serverGc: number; benchGc: number; neither: number };
  };
};

type Pause = { at: number; ms: number; major: boolean };
type PeerPauses = {
  type: "pauses";
  gc: Pause[];
  loopP99Ms: number;
  loopMaxMs: number;
  /** The Lotus main thread's time on a core, and waiting for one, over the window (Linux schedstat). */
  mainRunMs: number;
  mainWaitMs: number;
};

/** Asks the peer for its pauses since the last ask (which starts a new window). */
async function peerPauses(child: ChildProcess): Promise<PeerPauses> {
  child.send({ type: "pauses" });
  for (;;) {
    const [m] = (await once(child, "message")) as [{ type: string }];
    if (m.type === "pauses") return m as PeerPauses;
  }
}

/** Whether a delivery (sent at `at`, epoch ms, taking `ms`) overlapped one of the pauses (2 ms or longer). */
const overlaps = (pauses: Pause[], at: number, ms: number) =>
  pauses.some((p) => p.ms >= 2 && p.at < at + ms && p.at + p.ms > at);

async function chatPeople(db: Db) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: TRIPS * PER_TRIP }, (_, i) => ({
        firstName: "Chat",
        lastName: `Member${i}`,
        email: `chat-${i}@bench.example`,
        emailConfirmedAt: new Date(),
        consentedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const tokens = rows.map(() => newToken());
  await db.insert(sessions).values(
    rows.map((r, i) => ({
      tokenHash: hashToken(tokens[i] as string),
      userId: r.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  const people = rows.map((r, i) => ({ id: r.id, cookie: `lotus_session=${tokens[i]}` }));
  const trips: { id: string; members: typeof people }[] = [];
  for (let t = 0; t < TRIPS; t++) {
    const members = people.slice(t * PER_TRIP, (t + 1) * PER_TRIP);
    const [owner, ...rest] = members as [(typeof people)[0], ...typeof people];
    const trip = await createTestTrip(
      db,
      owner.id,
      rest.map((m) => m.id),
      `Chat ${t}`,
    );
    trips.push({ id: trip.id, members });
  }
  return trips;
}

async function startPeer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(root, "server/testing/peer-process.ts"), {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // As `npm start` runs it: its log level and its jobs (the peer's defaults for tests are warn, off).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
      PEER_ENV: JSON.stringify({ JOBS: "on" }),
      // 1,000 handshakes from one address in a few seconds: past the per-address limit.
      PEER_LOOSE_LIMITS: "1",
      SESSION_SECRET: "bench-perf-secret-bench-perf-secret-0123",
    },
    execArgv: [
      ...serverNodeFlags(),
      "--import",
      "tsx",
      ...(process.env.BENCH_SERVER_ARGS?.split(" ").filter(Boolean) ?? []),
    ],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [ready] = await once(child, "message");
  return { child, url: ready.url };
}

async function chatRun(database: TestDatabase, trips: Awaited<ReturnType<typeof chatPeople>>): Promise<ChatRun> {
  const lotus = await startPeer(database.url ?? "");
  type Client = { socket: Socket; userId: string; tripId: string };
  const connect = (user: { id: string; cookie: string }, tripId: string) =>
    new Promise<Client>((resolve, reject) => {
      const socket = io(lotus.url, {
        transports: ["websocket"],
        extraHeaders: { cookie: user.cookie },
        timeout: 20_000,
      });
      socket.once("connect", async () => {
        await socket.timeout(30_000).emitWithAck("join_trip", { trip_id: tripId });
        resolve({ socket, userId: user.id, tripId });
      });
      socket.once("connect_error", reject);
    });
  const all = trips.flatMap((t) => t.members.map((user) => ({ user, tripId: t.id })));
  const clients: Client[] = [];
  for (let i = 0; i < all.length; i += 50) {
    clients.push(...(await Promise.all(all.slice(i, i + 50).map((x) => connect(x.user, x.tripId)))));
  }

  // Baseline: a bare emit to each trip's room, 5 rounds, timed the same way.
  const bare: number[] = [];
  const pingAt = new Map<string, number>();
  for (const c of clients) {
    c.socket.on("bench_ping", (p: { tag: string }) => {
      const at = pingAt.get(p.tag);
      if (at !== undefined) bare.push(performance.now() - at);
    });
  }
  for (let round = 0; round < 5; round++) {
    for (const [i, t] of trips.entries()) {
      const tag = `${round}-${i}`;
      pingAt.set(tag, performance.now());
      lotus.child.send({ type: "emit", room: `trip:${t.id}`, event: "bench_ping", payload: { tag } });
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  await new Promise((r) => setTimeout(r, 1000));

  const WARMUP_S = 2;
  const delays: number[] = [];
  const deliveries: { at: number; ms: number }[] = [];
  const benchGc: Pause[] = [];
  const benchGcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      benchGc.push({ at: performance.timeOrigin + e.startTime, ms: e.duration, major: false });
  });
  benchGcObserver.observe({ entryTypes: ["gc"] });
  const benchLoop = monitorEventLoopDelay({ resolution: 5 });
  let delivered = 0;
  const sentAt = new Map<string, number>();
  for (const c of clients) {
    c.socket.on("new_message", (m: { message: string; user_id: string }) => {
      const at = sentAt.get(m.message);
      if (at === undefined || m.user_id === c.userId) return;
      const second = Number(m.message.split("-")[1]);
      if (second < WARMUP_S) return;
      delivered++;
      const ms = performance.now() - at;
      delays.push(ms);
      deliveries.push({ at: performance.timeOrigin + at, ms });
    });
  }
  const owners = clients.filter((_, i) => i % PER_TRIP === 0);
  let sent = 0;
  for (let s = 0; s < chatSeconds + WARMUP_S; s++) {
    if (s === WARMUP_S) {
      // The measured window starts: pauses counted from here, on both sides.
      await peerPauses(lotus.child);
      benchGc.length = 0;
      benchLoop.enable();
    }
    const tick = performance.now();
    await Promise.all(
      owners.map(async (o, i) => {
        // Spread over the second, as real traffic is.
        await new Promise((r) => setTimeout(r, (i * 1000) / owners.length));
        const text = `m-${s}-${i}`;
        sentAt.set(text, performance.now());
        await o.socket.timeout(20_000).emitWithAck("chat_message", { trip_id: o.tripId, message: text });
        if (s >= WARMUP_S) sent++;
      }),
    );
    const left = 1000 - (performance.now() - tick);
    if (left > 0) await new Promise((r) => setTimeout(r, left));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const server = await peerPauses(lotus.child);
  benchLoop.disable();
  benchGcObserver.disconnect();
  const slowest = [...deliveries].sort((a, b) => b.ms - a.ms).slice(0, Math.max(1, Math.ceil(deliveries.length / 100)));
  const serverHits = slowest.filter((d) => overlaps(server.gc, d.at, d.ms));
  const benchHits = slowest.filter((d) => !overlaps(server.gc, d.at, d.ms) && overlaps(benchGc, d.at, d.ms));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  for (const c of clients) c.socket.close();
  lotus.child.send({ type: "stop" });
  await once(lotus.child, "exit");
  return {
    bareP50: pct(bare, 50),
    bareP99: pct(bare, 99),
    p50: pct(delays, 50),
    p99: pct(delays, 99),
    max: Math.max(0, ...delays),
    delivered,
    expected: sent * (PER_TRIP - 1),
    pauses: {
      serverGcCount: server.gc.length,
      serverGcMaxMs: Math.max(0, ...server.gc.map((p) => p.ms)),
      serverGcTotalMs: sum(server.gc.map((p) => p.ms)),
      serverMajor: server.gc.filter((p) => p.major).length,
      serverLoopMaxMs: server.loopMaxMs,
      serverMainRunMs: server.mainRunMs,
      serverMainWaitMs: server.mainWaitMs,
      benchGcMaxMs: Math.max(0, ...benchGc.map((p) => p.ms)),
      benchLoopMaxMs: benchLoop.max / 1e6,
      slowest: {
        serverGc: serverHits.length,
        benchGc: benchHits.length,
        neither: slowest.length - serverHits.length - benchHits.length,
      },
    },
  };
}

const httpRows: HttpRow[] = [];
if (!only || only === "postgres") {
  await prepareTemplate("postgres");
  httpRows.push(await httpCase("PostgreSQL + Redis"));
}
if (!only || only === "pglite") httpRows.push(await httpCase("PGlite"));
const chat: ChatRun[] = [];
if (!only || only === "chat") {
  await prepareTemplate("postgres");
  const database = await createTestDatabase();
  const trips = await chatPeople(database.db);
  for (let run = 0; run < chatRuns; run++) {
    chat.push(await chatRun(database, trips));
    console.log(`chat run ${run + 1}`, JSON.stringify(chat.at(-1)));
  }
  await database.close();
}

const f = (n: number) => n.toLocaleString("en", { maximumFractionDigits: 0 });
const ms = (n: number) => `${n.toFixed(1)} ms`;
const lines = [
  `${connections} connections, ${seconds} s each (after 2 s of warm-up), ${rounds} rounds, each with fresh processes (medians), LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? "info"}, node ${process.version}, load ${(await import("node:os")).loadavg()[0]?.toFixed(1)}`,
  "",
  "| setup | bare Fastify | check_auth | ratio: median (rounds) | p50 / p99 | trips (50) | ratio | p50 / p99 | errors, non-2xx |",
  "|---|---|---|---|---|---|---|---|---|",
  ...httpRows.map(
    (r) =>
      `| ${r.setup} | ${f(r.bare.rps)} req/s | ${f(r.checkAuth.rps)} req/s | ${median(r.checkAuthRatios).toFixed(3)} (${r.checkAuthRatios.map((x) => x.toFixed(2)).join(", ")}) | ${r.checkAuth.p50} / ${r.checkAuth.p99} ms | ${f(r.trips.rps)} req/s | ${median(r.tripsRatios).toFixed(3)} | ${r.trips.p50} / ${r.trips.p99} ms | ${r.checkAuth.errors + r.trips.errors}, ${r.checkAuth.non2xx + r.trips.non2xx} |`,
  ),
  "",
  "Server CPU per answered request (user + system, from /proc; steadier than throughput on a busy machine):",
  "",
  "| setup | bare Fastify | check_auth | bare / check_auth | trips (50) |",
  "|---|---|---|---|---|",
  ...httpRows.map(
    (r) =>
      `| ${r.setup} | ${r.bare.cpuUs} µs | ${r.checkAuth.cpuUs} µs (${r.checkAuthCpu.join(", ")}) | ${(r.bare.cpuUs / Math.max(1, r.checkAuth.cpuUs)).toFixed(3)} | ${r.trips.cpuUs} µs |`,
  ),
];
if (chat.length) {
  lines.push(
    "",
    `group chat: ${TRIPS} trips x ${PER_TRIP} sockets, one message per trip per second for ${chatSeconds} s, PostgreSQL + Redis`,
    "",
    "| run | bare emit p50 / p99 | delivery p50 / p99 / max | p99 / bare p99 | delivered | Lotus GC: pauses, longest, total (mark-compacts) | Lotus loop delay max | Lotus main thread on a core / waiting for one | bench GC longest, loop delay max | slowest 1 %: during Lotus GC / bench GC / neither |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...chat.map(
      (c, i) =>
        `| ${i + 1} | ${ms(c.bareP50)} / ${ms(c.bareP99)} | ${ms(c.p50)} / **${ms(c.p99)}** / ${ms(c.max)} | ${(c.p99 / Math.max(0.001, c.bareP99)).toFixed(1)}x | ${c.delivered} of ${c.expected} | ${c.pauses.serverGcCount}, ${ms(c.pauses.serverGcMaxMs)}, ${ms(c.pauses.serverGcTotalMs)} (${c.pauses.serverMajor}) | ${ms(c.pauses.serverLoopMaxMs)} | ${ms(c.pauses.serverMainRunMs)} / ${ms(c.pauses.serverMainWaitMs)} | ${ms(c.pauses.benchGcMaxMs)}, ${ms(c.pauses.benchLoopMaxMs)} | ${c.pauses.slowest.serverGc} / ${c.pauses.slowest.benchGc} / ${c.pauses.slowest.neither} |`,
    ),
  );
}
console.log(lines.join("\n"));
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${lines.join("\n")}\n`);
process.exit(0);
