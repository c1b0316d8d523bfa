import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import Fastify from "fastify";
import { type RunningServer, startServer } from "../server/testing/start-server";

// GET /api/health on a whole Lotus server (PGlite, or PostgreSQL with BENCH_DATABASE_URL)
// against a bare Fastify hello-world, measured one after the other in the same run, so the
// ratio holds on a noisy shared machine where absolute figures do not.
//   npm run bench                     (defaults: 10 connections, 10 s each)
//   BENCH_SECONDS=20 BENCH_CONNECTIONS=50 npm run bench

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(url: string): Promise<Figures> {
  // A short warm-up so JIT and connection set-up are not in the figures.
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration: seconds });
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
const lotusFigures = await measure(`${lotus.url}/api/health`);
await lotus.close();

const ratio = lotusFigures.rps / bareFigures.rps;
const setup = `${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}${env.REDIS_URL ? " + Redis" : ""}`;
const lines = [
  `connections=${connections} duration=${seconds}s database=${setup} node=${process.version}`,
  `bare Fastify hello-world : ${bareFigures.rps.toFixed(0)} req/s, p50 ${bareFigures.p50} ms, p99 ${bareFigures.p99} ms`,
  `Lotus GET /api/health    : ${lotusFigures.rps.toFixed(0)} req/s, p50 ${lotusFigures.p50} ms, p99 ${lotusFigures.p99} ms, errors ${lotusFigures.errors}, non-2xx ${lotusFigures.non2xx}`,
  `ratio (Lotus / bare)     : ${ratio.toFixed(3)}`,
];
console.log(lines.join("\n"));
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${lines.join("\n")}\n`);
process.exit(0);
