import { existsSync } from "node:fs";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// A zone 5:45 from UTC, so code that forgets time zones fails here first (Rallly's habit).
process.env.TZ = "Asia/Kathmandu";

const serverTests = [
  "server/**/*.test.ts",
  "common/**/*.test.ts",
  "web/**/*.test.ts",
  "scripts/**/*.test.ts",
  "test/**/*.test.ts",
];
const dbGlobalSetup = "./test/global-setup.ts";
// Every project: a test that reaches past this machine fails (docs/testing.md, "Network").
const setupFiles = ["./test/network-guard.ts"];

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: "pglite",
      include: serverTests,
      env: { LOTUS_TEST_DB: "pglite" },
      globalSetup: dbGlobalSetup,
      setupFiles,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: "postgres",
      // The suites that touch the database, again on a real PostgreSQL server.
      include: ["server/**/*.test.ts"],
      exclude: [
        "server/travel/{flights,forums,geo,hotels,weather}/**",
        "server/travel/cache.test.ts",
        "server/config.test.ts",
        // Timing is about the code paths, not the database: once (on PGlite) is enough.
        "server/auth/timing.test.ts",
        // Lotus's reading, answers and planning touch no database: once is enough.
        "server/planner/**",
        "server/assistant/*conversations.test.ts",
        "server/assistant/{answers,changes}/**",
      ],
      env: { LOTUS_TEST_DB: "postgres" },
      globalSetup: dbGlobalSetup,
      setupFiles,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
} else {
  console.log("[tests] TEST_DATABASE_URL is not set: the PostgreSQL project is skipped (PGlite only).");
}

if (existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  projects.push({
    test: {
      name: "e2e",
      include: ["e2e/**/*.e2e.ts"],
      env: { LOTUS_TEST_DB: "pglite" },
      globalSetup: "./e2e/support/global-setup.ts",
      setupFiles,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // One browser at a time on a 2-core machine.
      fileParallelism: false,
    },
  });
} else {
  console.log("[tests] Chromium not found (set CHROMIUM_PATH or apt-get install chromium): e2e tests are skipped.");
}

export default defineConfig({
  test: {
    projects,
    reporters: ["default", "./test/summary-reporter.ts"],
    pool: "forks",
  },
});
