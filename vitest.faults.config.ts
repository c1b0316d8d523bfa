import { defineConfig } from "vitest/config";

// `npm run test:faults`: crashes, restarts and outages, on a real PostgreSQL (and Redis where a
// test needs it). Kept out of `npm test` because they restart services the other suites share;
// .ci/run calls it after `npm test`.
process.env.TZ = "Asia/Kathmandu";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) console.log("[faults] TEST_DATABASE_URL is not set: the fault tests need PostgreSQL and are skipped.");

export default defineConfig({
  test: {
    name: "faults",
    include: postgres ? ["faults/**/*.fault.ts"] : [],
    passWithNoTests: true,
    env: { LOTUS_TEST_DB: "postgres" },
    globalSetup: postgres ? "./test/global-setup.ts" : [],
    // A test that reaches past this machine fails (docs/testing.md, "Network").
    setupFiles: ["./test/network-guard.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
