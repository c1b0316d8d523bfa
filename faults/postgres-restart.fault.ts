import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbackCategories } from "../common/api/feedback";
import { appFeedback } from "../server/db/schema/index";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database";
import { createSignedInUser } from "../server/testing/test-users";

// PostgreSQL restarted (a fast shutdown: every connection cut) while travellers keep reading and
// writing. While it is down the answers are 503 with Retry-After, never 500; everything that was
// acknowledged is stored; the server reconnects by itself.

let database: TestDatabase;
let server: RunningServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(
    { DATABASE_URL: database.url ?? "", LOG_LEVEL: "fatal" },
    { rateLimitOverrides: { feedbackIp: 1_000_000 } },
  );
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

function restartPostgres(): void {
  const version = readdirSync("/etc/postgresql")[0] as string;
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "restart", "-m", "fast"], {
    stdio: "inherit",
  });
}

describe("PostgreSQL restarted under traffic", () => {
  it("answers 503 meanwhile, loses nothing acknowledged, and recovers by itself", async () => {
    const { cookie } = await createSignedInUser(database.db);
    const ratings = Object.fromEntries(feedbackCategories.map((c) => [c.key, 4]));
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let stop = false;
    let n = 0;

    async function traveller(): Promise<void> {
      while (!stop) {
        const comment = `feedback ${++n}`;
        const write = await fetch(`${server.url}/api/feedback/submit`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ ratings, additional_comment: comment }),
        });
        statuses.set(write.status, (statuses.get(write.status) ?? 0) + 1);
        if (write.status === 200) acknowledged.push(comment);
        else if (write.status === 503) expect(write.headers.get("retry-after")).toBeTruthy();
        const read = await fetch(`${server.url}/api/trips`, { headers: { cookie } });
        statuses.set(read.status, (statuses.get(read.status) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    const load = Promise.all([traveller(), traveller(), traveller()]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = acknowledged.length;
    restartPostgres();
    // Back to normal on its own: a write succeeds again within 30 seconds.
    const deadline = Date.now() + 30_000;
    const acknowledgedCount = () => acknowledged.length;
    const mark = acknowledgedCount();
    while (acknowledgedCount() === mark && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    stop = true;
    await load;

    console.log("[postgres-restart] statuses", Object.fromEntries(statuses));
    expect(before).toBeGreaterThan(0);
    expect(acknowledgedCount()).toBeGreaterThan(mark);
    expect([...statuses.keys()].filter((s) => s >= 500 && s !== 503)).toEqual([]);
    const stored = new Set((await database.db.select().from(appFeedback)).map((f) => f.comment));
    expect(acknowledged.filter((c) => !stored.has(c))).toEqual([]);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
