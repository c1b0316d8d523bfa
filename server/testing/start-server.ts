import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type BuildOptions, buildApp } from "../app";
import { loadConfig } from "../config";

export type RunningServer = { url: string; app: FastifyInstance; close(): Promise<void> };

/**
 * A whole Lotus server on a free loopback port with its own throw-away data folder (PGlite on
 * disk), as `npm start` runs it. Extra env entries are read by loadConfig like the real env.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, "database"> = {},
  port = 0,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lotus-"));
  const config = loadConfig({
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    // Tests of jobs turn them on; others would share Redis queues and poll for nothing.
    JOBS: "off",
    ...env,
  });
  const app = await buildApp(config, { warmUp: false, ...options });
  await app.listen({ port, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server did not bind a TCP port");
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    app,
    async close() {
      // A test's browser may still hold connections: give them 5 s, then cut them, so a
      // teardown can never hang (production's shutdown in main.ts waits for requests properly).
      const cut = setTimeout(() => app.server.closeAllConnections(), 5000);
      await app.close();
      clearTimeout(cut);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
