import { type ChildProcess, fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectClient, nextEvent } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestDatabase, type TestDatabase, testBackend } from "../testing/test-database";
import { createSignedInUser } from "../testing/test-users";
import { rooms } from "./io";

describe("Socket.IO in one process", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it("accepts websocket clients and delivers room events", async () => {
    const room = rooms.trip(randomUUID());
    server.app.lotus.io.once("connection", (s) => s.join(room));
    const { cookie } = await createSignedInUser(server.app.lotus.database.db);
    const client = await connectClient(server.url, { cookie });
    await new Promise((r) => setTimeout(r, 50));
    const received = nextEvent(client, "trip_deleted");
    server.app.lotus.io.to(room).emit("trip_deleted", { trip_id: "hello" });
    expect((await received)[0]).toEqual({ trip_id: "hello" });
    client.close();
  });

  it("refuses the polling transport (websocket only)", async () => {
    const { cookie } = await createSignedInUser(server.app.lotus.database.db);
    await expect(connectClient(server.url, { cookie, transports: ["polling"] })).rejects.toThrow();
  });

  it("refuses sockets without a valid session, and knows who each signed-in socket is", async () => {
    await expect(connectClient(server.url)).rejects.toThrow("Please log in to continue");
    await expect(connectClient(server.url, { cookie: "lotus_session=forged" })).rejects.toThrow(
      "Please log in to continue",
    );
    const { user, cookie } = await createSignedInUser(server.app.lotus.database.db, { firstName: "Mira" });
    const connected = new Promise<string>((resolve) =>
      server.app.lotus.io.once("connection", (s) => resolve(`${s.data.user.id}:${s.data.user.firstName}`)),
    );
    const client = await connectClient(server.url, { cookie });
    expect(await connected).toBe(`${user.id}:Mira`);
    client.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = testBackend() === "postgres";
if (!redisUrl || !onPostgres) {
  console.log(
    `[realtime.test] cross-process test skipped: needs TEST_REDIS_URL${onPostgres ? "" : " and the postgres project (TEST_DATABASE_URL)"}`,
  );
}

describe.skipIf(!redisUrl || !onPostgres)("Socket.IO across two processes (PostgreSQL + Redis)", () => {
  let database: TestDatabase;
  let local: RunningServer;
  let peer: ChildProcess;
  let peerHealth: { realtime: { adapter: string }; redis: { status: string } };

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url ?? "", REDIS_URL: redisUrl ?? "" };
    local = await startServer(env);
    peer = fork(new URL("../testing/peer-process.ts", import.meta.url).pathname, {
      env: { ...process.env, ...env },
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const [ready] = await once(peer, "message");
    peerHealth = ready.health;
  });

  afterAll(async () => {
    peer?.send({ type: "stop" });
    if (peer && peer.exitCode === null) await once(peer, "exit");
    await local?.close();
    await database?.close();
  });

  it("delivers an event emitted to a room in the other process", async () => {
    expect(peerHealth.realtime.adapter).toBe("redis-streams");
    expect(peerHealth.redis.status).toBe("up");
    const room = rooms.trip(randomUUID());
    local.app.lotus.io.once("connection", (s) => s.join(room));
    const { cookie } = await createSignedInUser(local.app.lotus.database.db);
    const client = await connectClient(local.url, { cookie });
    await new Promise((r) => setTimeout(r, 100));
    const received = nextEvent(client, "new_message");
    peer.send({ type: "emit", room, event: "new_message", payload: { message: "from the other process" } });
    expect((await received)[0]).toEqual({ message: "from the other process" });

    // A client in another room hears nothing.
    const outsider = await connectClient(local.url, { cookie });
    let heard = false;
    outsider.on("new_message", () => {
      heard = true;
    });
    peer.send({ type: "emit", room, event: "new_message", payload: { message: "again" } });
    await nextEvent(client, "new_message");
    expect(heard).toBe(false);
    client.close();
    outsider.close();
  });
});
