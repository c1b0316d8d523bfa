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
// Every project: a test that reaches past this machine fails (docs/testing.md, "Network"); each
// worker slot has a Redis database of its own, as files run side by side.
const setupFiles = ["./test/network-guard.ts", "./test/redis-per-worker.ts"];
// Server test files run side by side: most of their time is waiting (servers, sockets, timers,
// PostgreSQL), so even two cores keep three busy. TEST_WORKERS overrides (1 runs them one by one).
const workers = Number(process.env.TEST_WORKERS ?? 3);
// Generous, as files share the machine: a test that is merely slow should not fail.
const testTimeout = 60_000;
const hookTimeout = 120_000;
// Files that check the event loop or compare timings: run on their own, after the rest, so files
// beside them do not skew what they measure (docs/testing.md, "Parallel runs").
const quiet = [
  "server/assistant/event-loop.test.ts",
  "server/auth/timing.test.ts",
  "server/auth/rate-limits.test.ts",
  "server/redis.test.ts",
  "server/assistant/answers/answer-question.test.ts",
];

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: "pglite",
      include: serverTests,
      exclude: quiet,
      env: { LOTUS_TEST_DB: "pglite" },
      globalSetup: dbGlobalSetup,
      setupFiles,
      testTimeout,
      hookTimeout,
      maxWorkers: workers,
    },
  },
  {
    test: {
      name: "quiet",
      include: quiet,
      env: { LOTUS_TEST_DB: "pglite" },
      globalSetup: dbGlobalSetup,
      setupFiles,
      testTimeout,
      hookTimeout,
      maxWorkers: 1,
      // After the side-by-side group, before the browser files.
      sequence: { groupOrder: 1 },
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
        ...quiet,
      ],
      env: { LOTUS_TEST_DB: "postgres" },
      globalSetup: dbGlobalSetup,
      setupFiles,
      testTimeout,
      hookTimeout,
      maxWorkers: workers,
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
