import type { FastifyInstance } from "fastify";
import { healthEndpoints, type THealthResponse } from "../../common/api/health";
import { countAppliedMigrations } from "../db/open";
import { route } from "../http/route";
import { version } from "../version";

const startedAt = Date.now();

// A dependency that does not answer within this is down for health's purposes: a connection
// whose peer vanished without closing it leaves a query unanswered until TCP gives up.
const PROBE_TIMEOUT_MS = 1000;

async function timed(fn: () => Promise<unknown>): Promise<number | null> {
  const t = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), PROBE_TIMEOUT_MS);
      }),
    ]);
    return Math.round((performance.now() - t) * 100) / 100;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health (readiness): 200 when every configured service answers, 503 otherwise.
 * GET /api/live (liveness): 200 while the process serves requests at all; 503 once it is
 * shutting down (Fastify answers 503 while closing).
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  route(app, healthEndpoints.live, async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok" }),
  );

  // Migrations change only when a process starts, so they are counted once, on the first
  // successful check, and health itself costs one `select 1`.
  let counted: number | undefined;
  const appliedMigrations = async (): Promise<number | null> => {
    counted ??= await countAppliedMigrations(app.lotus.database.db).catch(() => undefined);
    return counted ?? null;
  };
  route(app, healthEndpoints.health, async (_request, reply) => {
    const { database, redis, io, realtimeAdapter, jobs, config } = app.lotus;
    const [dbLatency, redisLatency] = await Promise.all([
      timed(() => database.ping()),
      redis ? timed(() => redis.ping()) : Promise.resolve(null),
    ]);
    const migrations = dbLatency === null ? null : await appliedMigrations();
    const redisState = !redis ? "disabled" : redisLatency === null ? "down" : "up";
    const body: THealthResponse = {
      status: dbLatency !== null && redisState !== "down" ? "ok" : "degraded",
      version,
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
      database: {
        status: dbLatency === null ? "down" : "up",
        driver: database.driver,
        migrations,
        latency_ms: dbLatency,
      },
      redis: { status: redisState, latency_ms: redisLatency },
      realtime: { adapter: realtimeAdapter, connections: io.engine.clientsCount },
      jobs: { runner: jobs.kind, enabled: config.jobs },
    };
    return reply
      .status(body.status === "ok" ? 200 : 503)
      .header("cache-control", "no-store")
      .send(body);
  });
}
