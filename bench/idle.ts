import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import { openDatabase } from "../server/db/open";
import { createTestDatabase, prepareTemplate, type TestDatabase } from "../server/testing/test-database";
import { createSignedInUser } from "../server/testing/test-users";
import { cpuSeconds, threadCpuSeconds } from "./support/proc";
import { startProcess } from "./support/processes";

// Issue 28: what a Lotus process costs when nobody calls it, and what it asks of Redis, on each
// backend, side by side. Lotus as `npm start` runs it (a process of its own) on PostgreSQL + Redis
// and on PGlite, both running at once: left alone for BENCH_SETTLE seconds, then their CPU (user +
// system, /proc) and the Redis commands their own connections send (MONITOR, matched by the
// process's sockets) over the same BENCH_IDLE_SECONDS; then check_auth under load, BENCH_ROUNDS
// rounds alternating between the two, with CPU and Redis commands per request.
//   npx tsx bench/idle.ts
//   BENCH_SETUPS="bare postgres postgres:JOBS=off pglite" (each with env of its own; default: both plain)
//   BENCH_ONLY=postgres|pglite BENCH_IDLE_SECONDS=10 BENCH_SETTLE=5 BENCH_SECONDS=10 BENCH_ROUNDS=3 BENCH_CONNECTIONS=50
//   BENCH_OUT=/tmp/idle.md BENCH_PROFILE=<dir> BENCH_SERVER_ARGS=--trace-gc BENCH_LOGS=1

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const settle = Number(process.env.BENCH_SETTLE ?? 5);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY;
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
process.env.LOTUS_TEST_DB = "postgres";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisPort = new URL(redisUrl).port || "6379";
const root = path.resolve(import.meta.dirname, "..");
const sleep = (s: number) => new Promise<void>((r) => setTimeout(r, s * 1000));

/** The local ports of a process's TCP connections to Redis (from `ss`). */
function redisPortsOf(pid: number): Set<string> {
  const out = execFileSync("ss", ["-tnpH", "state", "established"], { encoding: "utf8" });
  const ports = new Set<string>();
  for (const line of out.split("\n")) {
    if (!line.includes(`pid=${pid},`)) continue;
    const [, , local, peer] = line.trim().split(/\s+/);
    if (peer?.endsWith(`:${redisPort}`) && local) ports.add(local.slice(local.lastIndexOf(":") + 1));
  }
  return ports;
}

/** Counts the Redis commands a process's connections send while `during` runs. */
async function redisCommands(server: Server, during: () => Promise<void>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const pid = server.pid;
  if (!pid || server.setup.backend !== "PostgreSQL + Redis") {
    await during();
    return counts;
  }
  const ports = redisPortsOf(pid);
  const admin = new Redis(redisUrl);
  const monitor = await admin.monitor();
  monitor.on("monitor", (_time: string, args: string[], source: string) => {
    if (!ports.has(source.slice(source.lastIndexOf(":") + 1))) return;
    const name = String(args[0]).toLowerCase();
    // BullMQ's Lua scripts by their name where EVALSHA hides it: the script's sha stands in.
    const key = name === "evalsha" ? `evalsha ${String(args[1]).slice(0, 8)}` : name;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  await during();
  monitor.disconnect();
  admin.disconnect();
  return counts;
}

type Backend = "PostgreSQL + Redis" | "PGlite" | "bare Fastify";
/** A backend, and environment of the Lotus process's own for an A/B ("PostgreSQL + Redis JOBS=off"). */
type Setup = { backend: Backend; env: Record<string, string> };
type Server = { setup: Setup; url: string; pid: number | undefined; cookie: string; stop(): Promise<void> };
type Row = {
  setup: string;
  idleCpuMs: number;
  idleRedis: Map<string, number>;
  rps: number[];
  cpuUs: number[];
  /** Of cpuUs: the main thread's (the event loop: JavaScript, parsing, syscalls it makes). */
  mainUs: number[];
  redisPerRequest: number[];
  loadRedis: Map<string, number>;
};

async function start(setup: Setup): Promise<Server> {
  const env: Record<string, string> = { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info", ...setup.env };
  const dataDir = mkdtempSync(path.join(tmpdir(), "lotus-idle-"));
  env.DATA_DIR = dataDir;
  let database: TestDatabase | undefined;
  let cookie: string;
  if (setup.backend === "bare Fastify") {
    // A session cookie of Lotus's shape, for BARE_COOKIE's parse (bench/support/bare-server.ts).
    cookie = `lotus_session=${"x".repeat(43)}`;
  } else if (setup.backend === "PGlite") {
    const seeding = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    cookie = (await createSignedInUser(seeding.db, { firstName: "Idle", lastName: "Bench" })).cookie;
    await seeding.close();
  } else {
    database = await createTestDatabase();
    cookie = (await createSignedInUser(database.db, { firstName: "Idle", lastName: "Bench" })).cookie;
    env.DATABASE_URL = database.url ?? "";
    env.REDIS_URL = redisUrl;
  }
  const nodeArgs = process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_PROFILE] : [];
  // BENCH_SERVER_ARGS="--trace-gc" (with BENCH_LOGS=1): Node's own flags for the Lotus process.
  nodeArgs.push(...(process.env.BENCH_SERVER_ARGS?.split(" ").filter(Boolean) ?? []));
  const bare = setup.backend === "bare Fastify";
  const lotus = await startProcess(
    path.join(root, bare ? "bench/support/bare-server.ts" : "server/main.ts"),
    env,
    bare ? "/" : "/api/live",
    nodeArgs,
    process.env.BENCH_LOGS ? "inherit" : "ignore",
  );
  return {
    setup,
    url: lotus.url,
    pid: lotus.child.pid,
    cookie,
    async stop() {
      await lotus.stop();
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** check_auth under load for BENCH_SECONDS: req/s, the server's CPU per request, Redis commands. */
async function load(server: Server, row: Row): Promise<void> {
  const url = server.setup.backend === "bare Fastify" ? `${server.url}/` : `${server.url}/api/check_auth`;
  const headers = { cookie: server.cookie };
  await autocannon({ url, connections, duration: 2, headers });
  let total = 0;
  const cpu = cpuSeconds(server.pid);
  const threads = threadCpuSeconds(server.pid);
  const commands = await redisCommands(server, async () => {
    const r = await autocannon({ url, connections, duration: loadSeconds, headers });
    if (r.non2xx) throw new Error(`check_auth answered ${r.non2xx} non-2xx`);
    total = r.requests.total;
    row.rps.push(r.requests.average);
  });
  row.cpuUs.push(((cpuSeconds(server.pid) - cpu) * 1e6) / Math.max(1, total));
  row.mainUs.push(((threadCpuSeconds(server.pid).main - threads.main) * 1e6) / Math.max(1, total));
  row.redisPerRequest.push([...commands.values()].reduce((a, b) => a + b, 0) / Math.max(1, total));
  for (const [k, n] of commands) row.loadRedis.set(k, (row.loadRedis.get(k) ?? 0) + n);
}

// Both setups run side by side: their idle CPU is read over the same seconds, and their loads
// alternate (PostgreSQL + Redis, PGlite, PostgreSQL + Redis...), so what else runs on the
// machine weighs on both alike.
// BENCH_SETUPS="bare postgres postgres:JOBS=off pglite": the setups, each with env of its own
// (`bare`: bench/support/bare-server.ts, the same JSON as check_auth without Lotus).
const setups: Setup[] = (
  process.env.BENCH_SETUPS ??
  [only !== "pglite" && "postgres", only !== "postgres" && "pglite"].filter(Boolean).join(" ")
)
  .split(" ")
  .filter(Boolean)
  .map((spec) => {
    const [name, ...pairs] = spec.split(/[:,]/);
    const backend: Backend = name === "pglite" ? "PGlite" : name === "bare" ? "bare Fastify" : "PostgreSQL + Redis";
    return { backend, env: Object.fromEntries(pairs.map((p) => p.split("=") as [string, string])) };
  });
if (setups.some((s) => s.backend === "PostgreSQL + Redis")) await prepareTemplate("postgres");
const servers: Server[] = [];
for (const setup of setups) servers.push(await start(setup));
const rows: Row[] = servers.map((s) => ({
  setup: [s.setup.backend, ...Object.entries(s.setup.env).map(([k, v]) => `${k}=${v}`)].join(" "),
  idleCpuMs: 0,
  idleRedis: new Map(),
  rps: [],
  cpuUs: [],
  mainUs: [],
  redisPerRequest: [],
  loadRedis: new Map(),
}));
try {
  await sleep(settle);
  const cpu0 = servers.map((s) => cpuSeconds(s.pid));
  const idle = await Promise.all(servers.map((s) => redisCommands(s, () => sleep(idleSeconds))));
  servers.forEach((s, i) => {
    const row = rows[i] as Row;
    row.idleCpuMs = ((cpuSeconds(s.pid) - (cpu0[i] as number)) * 1000) / idleSeconds;
    row.idleRedis = idle[i] as Map<string, number>;
  });
  for (let round = 0; round < rounds; round++) {
    for (const [i, s] of servers.entries()) await load(s, rows[i] as Row);
  }
} finally {
  for (const s of servers) await s.stop();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const top = (m: Map<string, number>, per: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([k, n]) => `${k} ${(n / per).toFixed(n / per < 10 ? 1 : 0)}`)
    .join(", ") || "none";
const lines = [
  `idle ${idleSeconds} s after ${settle} s settling; check_auth ${connections} connections, ${loadSeconds} s x ${rounds} rounds alternating; LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? "info"}, node ${process.version}, load ${(await import("node:os")).loadavg()[0]?.toFixed(1)}`,
  "",
  "| setup | idle CPU | Redis commands/s idle | check_auth req/s: median (rounds) | CPU/request: median (rounds) | of which the main thread | Redis commands/request (per s under load) |",
  "|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.setup} | ${r.idleCpuMs.toFixed(1)} ms/s | ${top(r.idleRedis, idleSeconds)} | ${Math.round(median(r.rps)).toLocaleString("en")} (${r.rps.map((x) => Math.round(x).toLocaleString("en")).join(", ")}) | ${median(r.cpuUs).toFixed(1)} µs (${r.cpuUs.map((x) => x.toFixed(1)).join(", ")}) | ${median(r.mainUs).toFixed(1)} µs | ${Math.max(0, ...r.redisPerRequest).toFixed(3)} (${top(r.loadRedis, loadSeconds * rounds)}) |`,
  ),
];
console.log(lines.join("\n"));
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${lines.join("\n")}\n`);
process.exit(0);
