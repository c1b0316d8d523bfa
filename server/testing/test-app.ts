import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/open";
import { createTestDatabase } from "./test-database";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Every log line the app wrote, parsed (tests grep them for secrets). */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
};

/** A whole app on a fresh test database, for app.inject() or listen(). */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Extra routes a test adds before the app is sealed. */
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    DATA_DIR: "./data/test-unused",
    ...env,
  });
  const app = await buildApp(config, { database, logStream });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
