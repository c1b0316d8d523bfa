import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { type BuildOptions, buildApp } from "../app";
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
  options: Omit<BuildOptions, "database" | "logStream"> = {},
): Promise<TestApp> {
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
    // The real ALTCHA check, with little work per solve so suites stay quick.
    ALTCHA_COST: "10",
    // The job runner's polling would write between a test's steps; tests of jobs turn it on.
    JOBS: "off",
    // The address the suites' links and origins are written for (these apps are injected into,
    // not served, so there is no served address to follow).
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  // Config first: a bad one must fail before a database is made that nothing would close.
  const database = await createTestDatabase();
  const app = await buildApp(config, { warmUp: false, ...options, database, logStream });
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
