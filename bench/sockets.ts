import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { connect as connectTcp, createServer } from "node:net";
import { io, type Socket } from "socket.io-client";
import { hashToken, newToken } from "../server/auth/tokens";
import { sessions, users } from "../server/db/schema/index";
import { createTestDatabase, prepareTemplate } from "../server/testing/test-database";
import { createTestTrip } from "../server/testing/test-trips";
import { pct } from "./support/stats";

// Realtime at scale, against one Lotus process of its own (PostgreSQL + Redis):
// 1. 1,000 sockets in 100 trips of 10; every trip's owner posts one group message a second;
//    delivery time to the other nine (p50 / p99), and whether any message was lost.
//    Baseline in the same run: the same sockets receiving a bare io.to(room).emit.
// 2. Server memory (RSS) with 1,000 and with 2,000 sockets connected.
// 3. The process restarted under 1,000 sockets: how fast they reconnect, and whether every
//    message posted while they were away reaches them (they rejoin and fetch what they missed,
//    as the web app does).
//   npm run bench:sockets        BENCH_SECONDS=20 (load phase), TEST_DATABASE_URL, TEST_REDIS_URL

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const TRIPS = 100;
const PER_TRIP = 10;
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
process.env.LOTUS_TEST_DB = "postgres";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const ms = (n: number) => `${n.toFixed(1)} ms`;

await prepareTemplate("postgres");
const database = await createTestDatabase();
const db = database.db;

// People, sessions and trips, in bulk.
async function people(count: number, tag: string) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: "Bench",
        lastName: `${tag}${i}`,
        email: `${tag}-${i}@bench.example`,
        emailConfirmedAt: new Date(),
        consentedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const tokens = rows.map(() => newToken());
  await db.insert(sessions).values(
    rows.map((r, i) => ({
      tokenHash: hashToken(tokens[i] as string),
      userId: r.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return rows.map((r, i) => ({ id: r.id, cookie: `lotus_session=${tokens[i]}` }));
}
const everyone = await people(TRIPS * PER_TRIP, "s");
const extra = await people(TRIPS * PER_TRIP, "x");
const trips: { id: string; members: typeof everyone }[] = [];
for (let t = 0; t < TRIPS; t++) {
  const members = everyone.slice(t * PER_TRIP, (t + 1) * PER_TRIP);
  const [owner, ...rest] = members as [(typeof everyone)[0], ...typeof everyone];
  const trip = await createTestTrip(
    db,
    owner.id,
    rest.map((m) => m.id),
    `Trip ${t}`,
  );
  trips.push({ id: trip.id, members });
}

// The server, in a process of its own so its memory and event loop are its own.
async function startLotus(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(new URL("../server/testing/peer-process.ts", import.meta.url).pathname, {
    env: {
      ...process.env,
      DATABASE_URL: database.url ?? "",
      REDIS_URL: redisUrl,
      LOG_LEVEL: "warn",
      SESSION_SECRET: "bench-sockets-secret-bench-sockets-secret",
    },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [ready] = await once(child, "message");
  return { child, url: ready.url };
}
async function memoryOf(child: ChildProcess): Promise<number> {
  child.send({ type: "memory" });
  for (;;) {
    const [m] = await once(child, "message");
    if (m.type === "memory") return m.rss / 1024 / 1024;
  }
}
async function stop(child: ChildProcess) {
  child.send({ type: "stop" });
  await once(child, "exit");
}

// A small TCP load balancer in front (round robin over the live processes, skipping one that
// refuses), standing in for nginx, so a restart can be measured with and without a second process.
let backends: number[] = [];
let turn = 0;
const balancer = createServer((client) => {
  const tryBackend = (attempt: number) => {
    const port = backends[(turn + attempt) % Math.max(1, backends.length)];
    if (port === undefined || attempt >= backends.length) return client.destroy();
    const upstream = connectTcp(port, "127.0.0.1");
    upstream.once("connect", () => {
      turn++;
      client.pipe(upstream).pipe(client);
    });
    upstream.once("error", () => (upstream.bytesRead === 0 ? tryBackend(attempt + 1) : client.destroy()));
    client.once("error", () => upstream.destroy());
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  };
  tryBackend(0);
});
await new Promise<void>((r) => balancer.listen(0, "127.0.0.1", r));
const entry = `http://127.0.0.1:${(balancer.address() as { port: number }).port}`;
const portOf = (url: string) => Number(new URL(url).port);

let lotus = await startLotus();
backends = [portOf(lotus.url)];

type Client = { socket: Socket; user: { id: string; cookie: string }; tripId: string; seen: Set<string> };
function connect(user: { id: string; cookie: string }, tripId: string, url: string): Promise<Client> {
  const socket = io(url, {
    transports: ["websocket"],
    extraHeaders: { cookie: user.cookie },
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20_000,
  });
  const client: Client = { socket, user, tripId, seen: new Set() };
  return new Promise((resolve, reject) => {
    socket.once("connect", async () => {
      await socket.timeout(30_000).emitWithAck("join_trip", { trip_id: tripId });
      resolve(client);
    });
    socket.once("connect_error", reject);
  });
}
async function connectAll(list: { user: { id: string; cookie: string }; tripId: string }[], url = lotus.url) {
  const out: Client[] = [];
  for (let i = 0; i < list.length; i += 50) {
    out.push(...(await Promise.all(list.slice(i, i + 50).map((x) => connect(x.user, x.tripId, url)))));
  }
  return out;
}

const t0 = performance.now();
let clients = await connectAll(trips.flatMap((t) => t.members.map((user) => ({ user, tripId: t.id }))));
const connectSeconds = (performance.now() - t0) / 1000;
const rss1000 = await memoryOf(lotus.child);

// Baseline: the same sockets receiving a bare io.to(room).emit from the server (no storing,
// no membership check), 5 rounds over 100 trips, sent over IPC and timed the same way.
const bare: number[] = [];
const pingAt = new Map<string, number>();
for (const c of clients) {
  c.socket.on("bench_ping", (p: { tag: string }) => {
    const at = pingAt.get(p.tag);
    if (at !== undefined) bare.push(performance.now() - at);
  });
}
for (let round = 0; round < 5; round++) {
  for (const [i, t] of trips.entries()) {
    const tag = `${round}-${i}`;
    pingAt.set(tag, performance.now());
    lotus.child.send({ type: "emit", room: `trip:${t.id}`, event: "bench_ping", payload: { tag } });
    await new Promise((r) => setTimeout(r, 10));
  }
}
await new Promise((r) => setTimeout(r, 1000));

// 1. Steady load: one group message per trip per second.
const WARMUP_S = 2;
const delays: number[] = [];
let delivered = 0;
const sentAt = new Map<string, number>();
for (const c of clients) {
  c.socket.on("new_message", (m: { id: string; message: string; user_id: string }) => {
    c.seen.add(m.id);
    const at = sentAt.get(m.message);
    if (at === undefined || m.user_id === c.user.id) return;
    delivered++;
    // The first two seconds warm up (JIT, connection pools) and are not timed.
    if (Number(m.message.split("-")[1]) >= WARMUP_S) delays.push(performance.now() - at);
  });
}
let owners = clients.filter((_, i) => i % PER_TRIP === 0);
let sent = 0;
const started = performance.now();
for (let s = 0; s < seconds + WARMUP_S; s++) {
  const tick = performance.now();
  await Promise.all(
    owners.map(async (o, i) => {
      // Spread over the second, as real traffic is.
      await new Promise((r) => setTimeout(r, (i * 1000) / owners.length));
      const text = `m-${s}-${i}`;
      sentAt.set(text, performance.now());
      await o.socket.timeout(20_000).emitWithAck("chat_message", { trip_id: o.tripId, message: text });
      sent++;
    }),
  );
  const left = 1000 - (performance.now() - tick);
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}
await new Promise((r) => setTimeout(r, 1000));
const expected = sent * (PER_TRIP - 1);
const loadFigures = {
  rate: sent / ((performance.now() - started) / 1000),
  delivered,
  expected,
  p50: pct(delays, 50),
  p99: pct(delays, 99),
};

// 2. Memory with 2,000 sockets.
const more = await connectAll(extra.map((user, i) => ({ user, tripId: (trips[i % TRIPS] as { id: string }).id })));
const rss2000 = await memoryOf(lotus.child);
for (const c of more) c.socket.close();

// The same 1,000 travellers again, now through the balancer (phase 1 connected directly, so
// the balancer's extra hop in this process was not in the delivery times).
for (const c of clients) c.socket.close();
clients = await connectAll(
  trips.flatMap((t) => t.members.map((user) => ({ user, tripId: t.id }))),
  entry,
);
owners = clients.filter((_, i) => i % PER_TRIP === 0);
for (const c of clients) c.socket.on("new_message", (m: { id: string }) => c.seen.add(m.id));

// 3. Restarts under 1,000 sockets: the only process (everyone waits for it to come back), and a
// rolling one (a second process is up first; the balancer sends reconnects there).
async function restart(kind: "single" | "rolling") {
  for (const c of clients) c.seen.clear();
  const back: number[] = [];
  let other: { child: ChildProcess; url: string } | undefined;
  if (kind === "rolling") {
    other = await startLotus();
    backends = [portOf(lotus.url), portOf(other.url)];
  }
  const downAt = performance.now();
  const handlers = clients.map((c) => {
    const onBack = async () => {
      back.push(performance.now() - downAt);
      await c.socket.timeout(30_000).emitWithAck("join_trip", { trip_id: c.tripId });
      // What was said while away: the trip's group history, merged by id.
      const res = await fetch(`${entry}/api/group_messages`, {
        method: "POST",
        headers: { cookie: c.user.cookie, "content-type": "application/json" },
        body: JSON.stringify({ trip_id: c.tripId }),
      });
      for (const m of (await res.json()).messages as { id: string }[]) c.seen.add(m.id);
    };
    c.socket.io.once("reconnect", onBack);
    return onBack;
  });
  const old = lotus;
  // Only the clients of the process being stopped lose their connection.
  const affected = kind === "single" ? clients.length : undefined;
  await stop(old.child);
  if (kind === "single") {
    lotus = await startLotus();
    backends = [portOf(lotus.url)];
  } else {
    backends = [portOf((other as { url: string }).url)];
    lotus = other as { child: ChildProcess; url: string };
  }
  // Owners post as soon as their own socket is back, while the others are still reconnecting.
  const during = new Map<string, string>();
  await Promise.all(
    owners.map(async (o, i) => {
      while (!o.socket.connected) await new Promise((r) => setTimeout(r, 50));
      const ack = (await o.socket
        .timeout(30_000)
        .emitWithAck("chat_message", { trip_id: o.tripId, message: `${kind}-${i}` })) as { message?: { id: string } };
      if (ack.message?.id) during.set(o.tripId, ack.message.id);
    }),
  );
  const disconnected = affected ?? back.length + clients.filter((c) => !c.socket.connected).length;
  const deadline = performance.now() + 30_000;
  while (clients.some((c) => !c.socket.connected) && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 2000));
  for (const [i, c] of clients.entries()) c.socket.io.off("reconnect", handlers[i]);
  // Every member must have its trip's message, live or fetched on rejoin.
  const missing = clients.filter((c) => {
    const id = during.get(c.tripId);
    return id !== undefined && !c.seen.has(id);
  }).length;
  const within10 = back.filter((t) => t <= 10_000).length;
  return { kind, reconnected: back.length, disconnected, within10, back, posted: during.size, missing };
}
const restarts = [await restart("single"), await restart("rolling")];

for (const c of clients) c.socket.close();
await stop(lotus.child);
await database.close();
balancer.close();

console.log(
  [
    `${TRIPS} trips x ${PER_TRIP} sockets, ${seconds} s of one group message per trip per second, PostgreSQL + Redis, node ${process.version}`,
    `connect + join 1,000 sockets : ${connectSeconds.toFixed(1)} s`,
    `group messages               : ${loadFigures.rate.toFixed(1)} /s stored and fanned out`,
    `baseline bare emit (to 10)   : p50 ${ms(pct(bare, 50))}, p99 ${ms(pct(bare, 99))}; received ${bare.length} of ${5 * TRIPS * PER_TRIP}`,
    `delivery (to 9 others)       : p50 ${ms(loadFigures.p50)}, p99 ${ms(loadFigures.p99)}; delivered ${loadFigures.delivered} of ${loadFigures.expected}; p50 ratio to baseline ${(loadFigures.p50 / Math.max(0.001, pct(bare, 50))).toFixed(1)}x`,
    `server RSS                   : ${rss1000.toFixed(0)} MB with 1,000 sockets, ${rss2000.toFixed(0)} MB with 2,000`,
    ...restarts.map(
      (r) =>
        `restart, ${r.kind.padEnd(7)}       : ${r.reconnected} of ${r.disconnected} cut off reconnected, ${((r.within10 / Math.max(1, r.disconnected)) * 100).toFixed(1)} % within 10 s (p50 ${ms(pct(r.back, 50))}, p99 ${ms(pct(r.back, 99))}); ${r.posted} messages posted meanwhile, missing at a member after rejoin: ${r.missing}`,
    ),
  ].join("\n"),
);
process.exit(0);
