import { fork } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { createSession } from "../server/auth/sessions";
import { type Database, openDatabase } from "../server/db/open";
import { PGLITE_SETTINGS, type PgliteSettings, pgliteStartParams } from "../server/db/pglite-settings";
import { users } from "../server/db/schema/index";
import { storeGroupMessage } from "../server/groupchat/commands";
import { groupHistory } from "../server/groupchat/messages";
import { createTrip, renameTrip } from "../server/trips/commands";
import { pct } from "./support/stats";

// The embedded database's settings, measured (issue 28: "PGlite settings measured and chosen").
// Each candidate opens its own PGlite in a folder on disk, as `npm start` does, migrated, and runs
// the writes a traveller's laptop makes, through Lotus's own commands: a sign-in (a session row),
// a group-chat message stored and the chat's history read back (the read cache is emptied by the
// write before it), a trip created every tenth round and renamed every fifth. Candidates take
// turns, BENCH_ROUNDS times, BENCH_SECONDS each, so load from elsewhere weighs on all of them;
// the table gives each one's median ops a second, CPU per op (the process's, all of it PGlite's
// thread here) and the ratio to PGlite's defaults in the same run, then each one's reopen time
// (close, open the same folder: what a restart costs) and the folder's size.
//   npx tsx bench/pglite-settings.ts        BENCH_SECONDS=4 BENCH_ROUNDS=3 BENCH_WARMUP=3 BENCH_OUT=/tmp/pglite.md
//                                           BENCH_CANDIDATES=synchronous,shared (the defaults always run)

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Each PGlite compiles its own WebAssembly, which V8 optimises as it runs: unwarmed, the first
// candidates of a run measured half as fast as the same settings later.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

type Candidate = { name: string; settings: PgliteSettings; relaxed?: boolean };
const CANDIDATES: Candidate[] = [
  { name: "PGlite's defaults (fsync off)", settings: {} },
  { name: "chosen: PGLITE_SETTINGS", settings: PGLITE_SETTINGS },
  { name: "relaxedDurability", settings: {}, relaxed: true },
  { name: "synchronous_commit=off", settings: { synchronous_commit: "off" } },
  { name: "full_page_writes=off", settings: { full_page_writes: "off" } },
  { name: "wal_buffers=4MB", settings: { wal_buffers: "4MB" } },
  { name: "shared_buffers=16MB", settings: { shared_buffers: "16MB" } },
  { name: "shared_buffers=32MB", settings: { shared_buffers: "32MB" } },
  { name: "shared_buffers=256MB", settings: { shared_buffers: "256MB" } },
  {
    name: "max_wal_size=1GB, checkpoint_timeout=30min",
    settings: { max_wal_size: "1GB", checkpoint_timeout: "30min" },
  },
];

// BENCH_CANDIDATES=defaults,synchronous: only the candidates whose names contain one of these.
const only = process.env.BENCH_CANDIDATES?.split(",").map((x) => x.trim().toLowerCase());
const chosen = CANDIDATES.filter((c, i) => i === 0 || !only || only.some((x) => c.name.toLowerCase().includes(x)));

type Open = { candidate: Candidate; dir: string; database: Database; userId: string; tripId: string; n: number };

async function open(candidate: Candidate, dir: string): Promise<Database> {
  return openDatabase({
    pgliteDir: dir,
    pgliteSettings: candidate.settings,
    pgliteRelaxedDurability: candidate.relaxed,
  });
}

/** One folder made and migrated once (a new folder's initdb is slow), copied for each candidate. */
async function template(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "lotus-pglite-template-"));
  await (await openDatabase({ pgliteDir: dir })).close();
  return dir;
}

async function setUp(candidate: Candidate, from: string): Promise<Open> {
  const dir = mkdtempSync(path.join(tmpdir(), "lotus-pglite-bench-"));
  cpSync(from, dir, { recursive: true });
  return setUpIn(candidate, dir);
}

async function setUpIn(candidate: Candidate, dir: string): Promise<Open> {
  const database = await open(candidate, dir);
  const [user] = await database.db
    .insert(users)
    .values({ firstName: "Bench", lastName: "Traveller", email: `bench-${Date.now()}@example.com` })
    .returning();
  if (!user) throw new Error("no user");
  const trip = await createTrip(database.db, user.id, "Lisbon");
  return { candidate, dir, database, userId: user.id, tripId: trip.id, n: 0 };
}

/** One round of a traveller's writes (and the read that follows a message). */
async function work(o: Open): Promise<number> {
  const { db } = o.database;
  o.n++;
  await createSession(db, o.userId);
  await storeGroupMessage(db, {
    tripId: o.tripId,
    sender: { id: o.userId, firstName: "Bench", lastName: "Traveller" },
    text: `message ${o.n}: shall we take the 28 tram up to Graça before lunch?`,
    mentions: [],
  });
  await groupHistory(db, o.tripId);
  let ops = 3;
  if (o.n % 5 === 0) {
    await renameTrip(db, o.tripId, `Lisbon ${o.n}`);
    ops++;
  }
  if (o.n % 10 === 0) {
    await createTrip(db, o.userId, `Porto ${o.n}`);
    ops++;
  }
  return ops;
}

async function measure(o: Open): Promise<{ opsPerSecond: number; cpuPerOp: number; p99: number }> {
  const until = performance.now() + SECONDS * 1000;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const latencies: number[] = [];
  let ops = 0;
  while (performance.now() < until) {
    const t = performance.now();
    ops += await work(o);
    latencies.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const seconds = (performance.now() - started) / 1000;
  return { opsPerSecond: ops / seconds, cpuPerOp: (cpu.user + cpu.system) / ops, p99: pct(latencies, 99) };
}

function folderSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const median = (xs: number[]) => pct(xs, 50);

/** Opens the folder again, as a restart does: how long, and how much memory PGlite holds. */
async function reopen(candidate: Candidate, dir: string): Promise<{ ms: number; wasmMb: string }> {
  const t = performance.now();
  const client = new PGlite({
    dataDir: dir,
    startParams: pgliteStartParams(candidate.settings),
    relaxedDurability: candidate.relaxed,
  });
  await client.waitReady;
  const ms = performance.now() - t;
  // The Emscripten module's heap: PGlite's whole memory, shared buffers included.
  const heap = (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength;
  await client.close();
  return { ms, wasmMb: heap ? (heap / 2 ** 20).toFixed(0) : "?" };
}

/**
 * Durability: a child process stores chat messages on this folder with these settings and tells
 * us each one it has stored (its answer to a traveller); after CRASH_SECONDS it is killed with
 * SIGKILL, as a crash or `kill -9` would, and the folder is opened again: messages acknowledged
 * but missing were lost.
 */
const CRASH_SECONDS = 2;
async function afterKill(candidate: Candidate, dir: string): Promise<{ kept: number; acknowledged: number }> {
  const child = fork(import.meta.filename, ["--crash-child", dir, JSON.stringify(candidate)], {
    execArgv: process.execArgv,
    stdio: "inherit",
  });
  let acknowledged = 0;
  let writing = false;
  child.on("message", (m: { stored?: number; ready?: boolean }) => {
    if (m.ready) writing = true;
    if (typeof m.stored === "number") acknowledged = m.stored;
  });
  while (!writing) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, CRASH_SECONDS * 1000));
  child.kill("SIGKILL");
  await once(child, "exit");
  const client = new PGlite({ dataDir: dir, startParams: pgliteStartParams(candidate.settings) });
  const counted = await client.query<{ n: number }>(
    "select count(*)::int as n from group_messages where message like 'crash %'",
  );
  await client.close();
  return { kept: counted.rows[0]?.n ?? 0, acknowledged };
}

async function crashChild(dir: string, candidate: Candidate): Promise<void> {
  const o = await setUpIn(candidate, dir);
  process.send?.({ ready: true });
  for (let n = 1; ; n++) {
    await storeGroupMessage(o.database.db, {
      tripId: o.tripId,
      sender: { id: o.userId, firstName: "Bench", lastName: "Traveller" },
      text: `crash ${n}`,
      mentions: [],
    });
    process.send?.({ stored: n });
  }
}

async function main() {
  const from = await template();
  const opened: Open[] = [];
  for (const c of chosen) opened.push(await setUp(c, from));
  rmSync(from, { recursive: true, force: true });
  for (const o of opened) {
    const shown = await o.database.db.execute(sql`show shared_buffers`);
    if (o === opened[0]) console.log(`PGlite's shared_buffers: ${JSON.stringify(shown)}`);
    const until = performance.now() + WARMUP * 1000;
    while (performance.now() < until) await work(o); // statements prepared, pages read, code optimised
  }
  const results = new Map<Open, { ops: number[]; cpu: number[]; p99: number[] }>();
  for (let round = 0; round < ROUNDS; round++) {
    // A different candidate first in each round.
    const order = opened.map((_, i) => opened[(i + round) % opened.length] as Open);
    for (const o of order) {
      const r = await measure(o);
      const acc = results.get(o) ?? { ops: [], cpu: [], p99: [] };
      acc.ops.push(r.opsPerSecond);
      acc.cpu.push(r.cpuPerOp);
      acc.p99.push(r.p99);
      results.set(o, acc);
      console.log(
        `round ${round + 1} ${o.candidate.name}: ${r.opsPerSecond.toFixed(0)} ops/s, ${r.cpuPerOp.toFixed(0)} µs/op`,
      );
    }
  }
  const baseline = results.get(opened[0] as Open);
  const lines = [
    `PGlite settings (bench/pglite-settings.ts, ${ROUNDS} rounds of ${SECONDS} s, medians; ratio: ops/s over PGlite's defaults' in each round)`,
    "",
    "| candidate | ops/s | ratio (rounds) | CPU µs/op | round p99 ms | reopen ms | WebAssembly memory MB | folder MB | messages kept after SIGKILL (of acknowledged) |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const o of opened) {
    const r = results.get(o);
    if (!r || !baseline) continue;
    const ratios = r.ops.map((x, i) => x / (baseline.ops[i] ?? x));
    await o.database.close();
    const again = await reopen(o.candidate, o.dir);
    const crash = await afterKill(o.candidate, o.dir);
    lines.push(
      `| ${o.candidate.name} | ${median(r.ops).toFixed(0)} | ${median(ratios).toFixed(3)} (${ratios.map((x) => x.toFixed(2)).join(", ")}) | ${median(r.cpu).toFixed(0)} | ${median(r.p99).toFixed(1)} | ${again.ms.toFixed(0)} | ${again.wasmMb} | ${(folderSize(o.dir) / 1e6).toFixed(1)} | ${crash.kept} of ${crash.acknowledged} |`,
    );
    rmSync(o.dir, { recursive: true, force: true });
  }
  const table = lines.join("\n");
  console.log(`\n${table}`);
  if (process.env.BENCH_OUT) (await import("node:fs")).writeFileSync(process.env.BENCH_OUT, `${table}\n`);
}

if (process.argv[2] === "--crash-child") {
  await crashChild(process.argv[3] as string, JSON.parse(process.argv[4] as string) as Candidate);
} else {
  await main();
}
