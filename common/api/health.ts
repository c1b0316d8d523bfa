import { z } from "zod";
import { endpoint } from "./endpoint";

export const ZServiceState = z.enum(["up", "down", "disabled"]);

export const ZHealthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  uptime_s: z.number(),
  database: z.object({
    status: ZServiceState,
    driver: z.enum(["pglite", "postgres"]),
    migrations: z.number().int().nullable(),
    latency_ms: z.number().nullable(),
  }),
  redis: z.object({
    status: ZServiceState,
    latency_ms: z.number().nullable(),
  }),
  realtime: z.object({
    adapter: z.enum(["memory", "redis-streams"]),
    connections: z.number().int(),
  }),
  /** Background jobs: where they queue, and whether this process takes them (JOBS). */
  jobs: z.object({ runner: z.enum(["bullmq", "database"]), enabled: z.boolean() }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const healthEndpoints = {
  /** Readiness: 200 when every configured service answers, 503 (same shape) otherwise. */
  health: endpoint({ method: "GET", path: "/api/health", response: ZHealthResponse }),
  /** Liveness: 200 while serving, 503 once shutting down. */
  live: endpoint({ method: "GET", path: "/api/live", response: z.object({ status: z.literal("ok") }) }),
};
