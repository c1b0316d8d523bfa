import { connect, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZHealthResponse } from "../../common/api/health";
import { startServer } from "../testing/start-server";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testBackend } from "../testing/test-database";

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const onPostgres = testBackend() === "postgres";

async function health(url: string) {
  const res = await fetch(`${url}/api/health`);
  return { status: res.status, body: ZHealthResponse.parse(await res.json()) };
}

describe("GET /api/health on the test database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reports the database, its migrations, and no Redis", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const body = ZHealthResponse.parse(res.json());
    expect(body.status).toBe("ok");
    expect(body.database).toMatchObject({ status: "up", driver: testBackend() });
    expect(body.database.migrations).toBeGreaterThanOrEqual(1);
    expect(body.redis).toEqual({ status: "disabled", latency_ms: null });
    expect(body.realtime.adapter).toBe("memory");
    // Without Redis, jobs queue in the database (this test server takes none: JOBS=off).
    expect(body.jobs).toEqual({ runner: "database", enabled: false });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 degraded when the database is gone", async () => {
    const own = await createTestApp();
    await own.database.close();
    const res = await own.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "degraded", database: { status: "down", migrations: null } });
    await own.app.close();
  });
});

if (!postgresUrl || !onPostgres)
  console.log("[health.test] DATABASE_URL start-up test runs in the postgres project only");
describe.skipIf(!postgresUrl || !onPostgres)("a server started with DATABASE_URL", () => {
  it("applies its migrations to an empty PostgreSQL database and reports it", async () => {
    const name = `lotus_empty_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(postgresUrl ?? "");
    url.pathname = `/${name}`;
    const server = await startServer({ DATABASE_URL: url.toString() });
    try {
      const { status, body } = await health(server.url);
      expect(status).toBe(200);
      expect(body.database).toMatchObject({ status: "up", driver: "postgres" });
      expect(body.database.migrations).toBeGreaterThanOrEqual(1);
      const tables = await server.app.lotus.database.db.execute(
        "select 1 from information_schema.tables where table_name = 'app_meta'" as never,
      );
      expect((tables as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    } finally {
      await server.close();
      await admin.query(`drop database "${name}" with (force)`);
      await admin.end();
    }
  });
});

if (!redisUrl) console.log("[health.test] Redis tests skipped: TEST_REDIS_URL is not set");
describe.skipIf(!redisUrl)("a server started with REDIS_URL", () => {
  // Redis reached through a TCP proxy the test can cut, to watch health follow a real outage.
  let proxy: Server;
  let sockets: Socket[] = [];
  let port = 0;
  const target = new URL(redisUrl ?? "redis://127.0.0.1:6379");

  const listen = () =>
    new Promise<void>((resolve) => {
      proxy = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        sockets.push(client, upstream);
        client.pipe(upstream).pipe(client);
        client.on("error", () => upstream.destroy());
        upstream.on("error", () => client.destroy());
      });
      proxy.listen(port, "127.0.0.1", () => {
        port = (proxy.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets = [];
      proxy.close(() => resolve());
    });

  beforeAll(listen);
  afterAll(() => proxy.close());

  it("reports Redis up, down during an outage, and up again after it", async () => {
    // The outage is deliberate: keep its warnings out of the test output.
    const server = await startServer({ REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: "error" });
    try {
      let { status, body } = await health(server.url);
      expect(status).toBe(200);
      expect(body.redis.status).toBe("up");
      expect(body.realtime.adapter).toBe("redis-streams");
      expect(body.jobs.runner).toBe("bullmq");

      await cut();
      ({ status, body } = await health(server.url));
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: "degraded", redis: { status: "down" } });

      await listen();
      await expect.poll(async () => (await health(server.url)).body.redis.status, { timeout: 10_000 }).toBe("up");
    } finally {
      await server.close();
    }
  });
});
