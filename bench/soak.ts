import { spawn } from "node:child_process";
import { once } from "node:events";
import { io as connect, type Socket } from "socket.io-client";
import { feedbackCategories } from "../common/api/feedback";
import { freePort, startPeer } from "../faults/support/peer";
import { hashPassword } from "../server/auth/passwords";
import { createTestDatabase, prepareTemplate } from "../server/testing/test-database";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";

// A mixed soak (issue 12): travellers browsing, chatting in groups, asking Lotus and signing in,
// for SOAK_MINUTES (30 by default) against one Lotus process on PostgreSQL and its own Redis,
// which is killed halfway: the process must carry on alone. Passes when 5xx < 0.025 % of
// requests, RSS grows < 10 % from the end of warm-up to the end, and the process never exits
// (an unhandled rejection would end it).
//   npm run test:soak            SOAK_MINUTES=30 SOAK_USERS=20, TEST_DATABASE_URL

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const travellers = Number(process.env.SOAK_USERS ?? 20);
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
process.env.LOTUS_TEST_DB = "postgres";
await prepareTemplate("postgres");
const database = await createTestDatabase();

const redisPort = await freePort();
const redis = spawn(
  "redis-server",
  ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
  {
    stdio: "ignore",
  },
);
await new Promise((resolve) => setTimeout(resolve, 500));

const peer = await startPeer(
  {
    DATABASE_URL: database.url ?? "",
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SESSION_SECRET: "soak-secret-soak-secret-soak-secret-0123456",
    CAPTCHA_PROVIDER: "none",
    WEATHER_PROVIDER: "offline",
    LOG_LEVEL: "error",
  },
  await freePort(),
);
let exited = false;
peer.child.on("exit", () => {
  exited = true;
});

const password = "Harbour-Lights-42";
const passwordHash = await hashPassword(password);
const people = await Promise.all(
  Array.from({ length: travellers }, async (_, i) => {
    const { user, cookie } = await createSignedInUser(database.db, {
      email: `soak-${i}@example.com`,
      passwordHash,
      ratePlan: "PRO",
    });
    return { user, cookie, email: `soak-${i}@example.com` };
  }),
);
// Trips of four travellers each.
const trips: string[] = [];
for (let i = 0; i < people.length; i += 4) {
  const group = people.slice(i, i + 4);
  const owner = group[0];
  if (!owner) continue;
  const trip = await createTestTrip(
    database.db,
    owner.user.id,
    group.slice(1).map((p) => p.user.id),
    `Soak ${i / 4}`,
  );
  trips.push(trip.id);
}

const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
let requests = 0;
let failures = 0;
const failedTurns = new Set<string>();
async function call(path: string, cookie: string, body?: unknown): Promise<void> {
  requests++;
  try {
    const res = await fetch(`${peer.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? { cookie } : { cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await res.arrayBuffer();
    count(res.status === 200 ? "200" : `${res.status} ${path}`);
    if (res.status >= 500) {
      failures++;
      console.log(`[soak] ${res.status} ${path}`);
    }
  } catch (error) {
    failures++;
    count("network error");
    console.log(`[soak] network error on ${path}: ${(error as Error).message}`);
  }
}
async function ack(socket: Socket, event: string, payload: unknown): Promise<void> {
  requests++;
  try {
    const answer = (await socket.timeout(30_000).emitWithAck(event, payload)) as { error?: string } | undefined;
    // Every call the soak makes is well formed and allowed: a refusal is the server failing.
    if (answer?.error) {
      failures++;
      count(`${event}: ${answer.error}`);
    } else count(`${event}: ok`);
  } catch {
    failures++;
    count(`${event}: no answer`);
  }
}

const end = Date.now() + minutes * 60_000;
const warmupEnd = Date.now() + Math.min(minutes * 60_000 * 0.1, 180_000);
const halfway = Date.now() + (minutes * 60_000) / 2;
const ratings = Object.fromEntries(feedbackCategories.map((c) => [c.key, 5]));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms * (0.5 + Math.random())));

async function traveller(index: number): Promise<void> {
  const me = people[index];
  if (!me) return;
  const tripId = trips[Math.floor(index / 4)] as string;
  const socket = connect(peer.url, { transports: ["websocket"], extraHeaders: { cookie: me.cookie } });
  await new Promise((resolve) => socket.once("connect", () => resolve(undefined)));
  // A turn Lotus could not finish comes back as an event, not as the message's acknowledgement.
  // Every member of the trip hears it: count each failed turn once.
  socket.on("new_ai_response", (reply: { error?: string | null; id?: string }) => {
    if (reply.error && !failedTurns.has(String(reply.id))) {
      failedTurns.add(String(reply.id));
      failures++;
      count(`assistant turn: ${reply.error}`);
    }
  });
  await ack(socket, "join_trip", { trip_id: tripId });
  let round = 0;
  while (Date.now() < end && !exited) {
    round++;
    await call("/api/trips", me.cookie);
    await call("/", me.cookie);
    await call("/api/check_auth", me.cookie);
    await call("/api/trip_details", me.cookie, { trip_id: tripId });
    await call("/api/group_messages", me.cookie, { trip_id: tripId });
    await ack(socket, "chat_message", { trip_id: tripId, message: `Round ${round} from ${index}` });
    if (round % 5 === 0)
      await ack(socket, "new_ai_msg", { trip_id: tripId, user_message: "What should we see tomorrow?" });
    if (round % 7 === 0) await call("/api/auth", "", { email: me.email, password });
    if (round % 11 === 0) await call("/api/feedback/submit", me.cookie, { ratings, additional_comment: "soak" });
    await pause(1000);
  }
  socket.close();
}

async function memory(): Promise<number> {
  peer.child.send({ type: "memory" });
  const [reply] = (await once(peer.child, "message")) as [{ rss: number }];
  return reply.rss;
}

const samples: { at: number; rss: number }[] = [];
const sampler = (async () => {
  let redisKilled = false;
  while (Date.now() < end && !exited) {
    samples.push({ at: Date.now(), rss: await memory() });
    if (!redisKilled && Date.now() > halfway) {
      redis.kill("SIGKILL");
      redisKilled = true;
      console.log("[soak] Redis killed: the process carries on alone");
    }
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
})();

console.log(`[soak] ${travellers} travellers for ${minutes} min against ${peer.url}`);
await Promise.all([...people.map((_, i) => traveller(i)), sampler]);

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const afterWarmup = samples.filter((s) => s.at >= warmupEnd);
const startRss = median(afterWarmup.slice(0, 3).map((s) => s.rss));
const endRss = median(afterWarmup.slice(-3).map((s) => s.rss));
const growth = startRss ? (endRss - startRss) / startRss : 0;
const ratio = requests ? failures / requests : 0;
console.log(`[soak] requests and events: ${requests}`, Object.fromEntries(statuses));
console.log(`[soak] 5xx, refused or unanswered: ${failures} (${(ratio * 100).toFixed(4)} %; limit 0.025 %)`);
console.log(
  `[soak] RSS after warm-up ${(startRss / 2 ** 20).toFixed(1)} MiB, at the end ${(endRss / 2 ** 20).toFixed(1)} MiB (${(growth * 100).toFixed(1)} %; limit 10 %)`,
);
console.log(`[soak] process alive to the end: ${!exited}`);
const ok = !exited && ratio < 0.00025 && growth < 0.1;
if (!exited) await peer.stop();
if (redis.exitCode === null && !redis.signalCode) redis.kill("SIGKILL");
await database.close();
console.log(ok ? "[soak] PASS" : "[soak] FAIL");
process.exit(ok ? 0 : 1);
