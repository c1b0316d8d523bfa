import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import Fastify from "fastify";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createSignedInUser } from "../server/testing/test-users";
import { createTrip } from "../server/trips/commands";

// GET /api/health, the signed-in session check and the trips list (50 trips) on a whole Lotus
// server (PGlite, or PostgreSQL with BENCH_DATABASE_URL) against a bare Fastify hello-world, measured one after the other in the same run, so the
// ratio holds on a noisy shared machine where absolute figures do not.
//   npm run bench                     (defaults: 10 connections, 10 s each)
//   BENCH_SECONDS=20 BENCH_CONNECTIONS=50 npm run bench

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // A short warm-up so JIT and connection set-up are not in the figures.
  await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

async function baseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}

const bare = await baseline();
const bareFigures = await measure(bare.url);
await bare.close();

const env: Record<string, string> = { LOG_LEVEL: "warn" };
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
if (process.env.BENCH_REDIS_URL) env.REDIS_URL = process.env.BENCH_REDIS_URL;
const lotus: RunningServer = await startServer(env);
// A signed-in traveller with 50 trips: what the sidebar and My Trips ask for.
const db = lotus.app.lotus.database.db;
const { user, cookie } = await createSignedInUser(db, { firstName: "Bench", lastName: "Traveller" });
for (let i = 0; i < 50; i++) await createTrip(db, user.id, `Trip ${i + 1}`);
const routes: [string, string, Record<string, string>][] = [
  ["GET /api/health", "/api/health", {}],
  ["GET /api/check_auth", "/api/check_auth", { cookie }],
  ["GET /api/trips (50)", "/api/trips", { cookie }],
];
const results: [string, Figures][] = [];
for (const [label, path, headers] of routes) results.push([label, await measure(`${lotus.url}${path}`, headers)]);
await lotus.close();

const setup = `${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}${env.REDIS_URL ? " + Redis" : ""}`;
const row = (label: string, f: Figures) =>
  `${label.padEnd(24)}: ${f.rps.toFixed(0).padStart(6)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors}, non-2xx ${f.non2xx}, ratio ${(f.rps / bareFigures.rps).toFixed(3)}`;
const lines = [
  `connections=${connections} duration=${seconds}s database=${setup} node=${process.version}`,
  row("bare Fastify hello-world", bareFigures),
  ...results.map(([label, f]) => row(`Lotus ${label}`, f)),
];
console.log(lines.join("\n"));
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${lines.join("\n")}\n`);
process.exit(0);
