import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import type { Socket } from "socket.io-client";
import { connectClient } from "../server/testing/socket-client";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestDatabase, prepareTemplate, type TestDatabase } from "../server/testing/test-database";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { pct } from "./support/stats";

// Fan-out of one group-chat message: the time from `chat_message` to each member's
// `new_message`, for 50 and 200 members connected to one process, and to two processes sharing
// PostgreSQL and Redis (the streams adapter). The baseline, in the same run and on the same
// sockets, is a bare `io.to(room).emit` from the server: the ratio is what storing, checking
// membership and mentions cost on top of Socket.IO itself.
//   npm run bench:groupchat        (PostgreSQL and Redis from TEST_DATABASE_URL / TEST_REDIS_URL,
//                                   defaulting to the local ones; one process only without them)
//   BENCH_ROUNDS=40 npm run bench:groupchat

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
// The test-database helper makes a fresh PostgreSQL database from its template in this mode.
process.env.LOTUS_TEST_DB = "postgres";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function fanOut(clients: Socket[], send: () => void): Promise<number[]> {
  const t0 = performance.now();
  const arrivals = clients.map(
    (c) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("a member never got the message")), 10_000);
        c.once("new_message", () => {
          clearTimeout(timer);
          resolve(performance.now() - t0);
        });
      }),
  );
  send();
  return Promise.all(arrivals);
}

async function measure(members: number, servers: { url: string; emit: (room: string) => void }[], app: RunningServer) {
  const db = app.app.lotus.database.db;
  const owner = await createSignedInUser(db, { firstName: "Owner", lastName: "Bench" });
  const guests = await Promise.all(Array.from({ length: members - 1 }, () => createSignedInUser(db)));
  const trip = await createTestTrip(
    db,
    owner.user.id,
    guests.map((g) => g.user.id),
    "Bench trip",
  );
  const everyone = [owner, ...guests];
  // Members spread evenly over the processes.
  const clients = await Promise.all(
    everyone.map((u, i) => connectClient((servers[i % servers.length] as { url: string }).url, { cookie: u.cookie })),
  );
  await Promise.all(clients.map((c) => c.timeout(10_000).emitWithAck("join_trip", { trip_id: trip.id })));
  const sender = clients[0] as Socket;
  const lotus: number[] = [];
  const bare: number[] = [];
  console.log(`  ${members} members connected and joined`);
  for (let r = 0; r < rounds + 2; r++) {
    const a = await fanOut(clients, () => sender.emit("chat_message", { trip_id: trip.id, message: `hello ${r}` }));
    const b = await fanOut(clients, () => (servers[0] as { emit: (room: string) => void }).emit(`trip:${trip.id}`));
    // The first two rounds warm up connections and the JIT.
    if (r >= 2) {
      lotus.push(...a);
      bare.push(...b);
    }
  }
  for (const c of clients) c.close();
  return { lotus, bare };
}

const rows: Record<string, string | number>[] = [];
const report = (label: string, members: number, r: { lotus: number[]; bare: number[] }) =>
  rows.push({
    setup: label,
    members,
    deliveries: r.lotus.length,
    "p50 ms": pct(r.lotus, 50).toFixed(2),
    "p99 ms": pct(r.lotus, 99).toFixed(2),
    "baseline p50 ms": pct(r.bare, 50).toFixed(2),
    "baseline p99 ms": pct(r.bare, 99).toFixed(2),
    "p50 / baseline": (pct(r.lotus, 50) / Math.max(0.01, pct(r.bare, 50))).toFixed(2),
  });

// The baseline sends a bare payload, outside the typed contract on purpose.
type RawEmit = { emit(event: string, payload: unknown): void };

// One process, the embedded defaults.
{
  const app = await startServer({ LOG_LEVEL: "error" });
  const servers = [
    {
      url: app.url,
      emit: (room: string) => (app.app.lotus.io.to(room) as unknown as RawEmit).emit("new_message", { bare: true }),
    },
  ];
  for (const members of [50, 200]) report("1 process (PGlite)", members, await measure(members, servers, app));
  await app.close();
}

// Two processes over PostgreSQL and Redis.
let database: TestDatabase | undefined;
let peer: ChildProcess | undefined;
try {
  await prepareTemplate("postgres");
  database = await createTestDatabase();
  if (!database.url) throw new Error("no PostgreSQL server configured");
  // Both processes sign session cookies with the same secret, as a real deployment must.
  const env = {
    DATABASE_URL: database.url ?? "",
    REDIS_URL: redisUrl,
    LOG_LEVEL: "error",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123",
  };
  const app = await startServer(env);
  peer = fork(new URL("../server/testing/peer-process.ts", import.meta.url).pathname, {
    env: { ...process.env, ...env },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [ready] = (await once(peer, "message")) as [{ url: string }];
  const servers = [
    {
      url: app.url,
      emit: (room: string) => (app.app.lotus.io.to(room) as unknown as RawEmit).emit("new_message", { bare: true }),
    },
    { url: ready.url, emit: () => {} },
  ];
  for (const members of [50, 200])
    report("2 processes (PostgreSQL + Redis)", members, await measure(members, servers, app));
  peer.send({ type: "stop" });
  if (peer.exitCode === null) await once(peer, "exit");
  await app.close();
} catch (error) {
  console.log(`Two processes skipped: ${(error as Error).message} (needs PostgreSQL and Redis).`);
  peer?.kill();
} finally {
  await database?.close();
}
console.table(rows);
