import { z } from "zod";

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
