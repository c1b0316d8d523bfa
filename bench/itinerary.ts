import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { asc, eq, sql } from "drizzle-orm";
import pg from "pg";
import type { Socket } from "socket.io-client";
import type { TItineraryChanged, TItineraryItemRow, TItineraryState } from "../common/api/itinerary";
import type { TItineraryDay, TItineraryItem } from "../common/api/trips";
import type { TPlace } from "../common/travel/schemas";
import { lisbonItinerary } from "../server/bookings/testing/lisbon-trip";
import { itineraryRevisions, trips } from "../server/db/schema/index";
import { mergeFromLotus } from "../server/itinerary/commands";
import { canonicalJson } from "../server/itinerary/derive";
import { connectClient } from "../server/testing/socket-client";
import { startServer } from "../server/testing/start-server";
import { createTestDatabase, prepareTemplate, type TestDatabase } from "../server/testing/test-database";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { pct } from "./support/stats";

// Many hands on one itinerary (issue 22): 20 members of one trip, each with a real socket, each
// editing at 5 edits a second for 30 s: moves (within a day and to another day) and retimes of
// random items, each sending the version it holds, and refetching the itinerary on a 409, as the
// web app does. Every member keeps its own copy from `itinerary_changed` events (refetching on a
// gap), as the panel does.
//   - edit-to-others latency: the time to each other member receiving `itinerary_changed` with
//     that edit's revision (p50 / p99), from the HTTP edit's send. (Measured from the edit's
//     response it is negative: the server announces the change, then answers, so the others
//     hear of it before the editor's own response arrives; that figure is printed too.) The
//     baseline, in the same run, is the same measure for edits made one at a time with nothing
//     else going on; a warm-up of the full load comes first and is reported on its own;
//   - edits applied and refused as stale;
//   - at the end: every member's copy and every member's fetch of the itinerary are the same, and
//     every acknowledged edit is in the revision history, with each item as its last
//     acknowledged edit left it (no edit lost).
// The server runs in a process of its own (this file, forked), on PostgreSQL when
// TEST_DATABASE_URL / DATABASE_URL is set, else on PGlite in its own data folder.
//   npm run bench:itinerary        BENCH_SECONDS=30 BENCH_WARMUP=5 BENCH_MEMBERS=20 BENCH_RATE=5
//                                  BENCH_TIMELINE=1 (slowest edit per half second)
//                                  BENCH_PROFILE=<folder> (the server's CPU profile)

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const BASELINE_EDITS = 60;

type Seeded = { url: string; tripId: string; cookies: string[]; userIds: string[] };
type Revision = { number: number; userId: string | null; summary: string };
type ServerCommand = { type: "revisions" } | { type: "cpu" } | { type: "stop" };

/** A week in Lisbon: flights, a hotel, five stops a day (places as Lotus's cards carry them). */
function weekInLisbon(): TItineraryDay[] {
  const out = lisbonItinerary[0] as TItineraryDay;
  const checkIn = lisbonItinerary[1]?.items[0] as TItineraryItem;
  const [checkOut, home] = (lisbonItinerary[3] as TItineraryDay).items as [TItineraryItem, TItineraryItem];
  const belem = lisbonItinerary[2]?.items[0]?.place as TPlace;
  const stops = ["Alfama", "Baixa", "Chiado", "Belém", "Príncipe Real", "Graça", "Parque das Nações"];
  const days: TItineraryDay[] = [out];
  for (let d = 11; d <= 16; d++) {
    const date = `2027-03-${d}`;
    const items: TItineraryItem[] = d === 11 ? [{ ...checkIn, date }] : [];
    for (let i = 0; i < 5; i++) {
      const name = `${stops[(d + i) % stops.length]} stop ${d}-${i + 1}`;
      items.push({
        date,
        time: `${String(9 + i * 2).padStart(2, "0")}:00`,
        type: "place",
        location: name,
        activity: `Visit ${name}`,
        place: { ...belem, name, lat: belem.lat + i / 100, lng: belem.lng + d / 100 },
      });
    }
    days.push({ date, items });
  }
  days.push({
    date: "2027-03-17",
    items: [
      { ...checkOut, date: "2027-03-17" },
      { ...home, date: "2027-03-17" },
    ],
  });
  return days;
}

// ---------------------------------------------------------------------------------------------
// The server's side: a whole Lotus server, the trip and its members, answering over IPC.
async function serve() {
  const server = await startServer(
    {
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      LOG_LEVEL: "warn",
      WEATHER_PROVIDER: "offline",
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    },
    { rateLimitOverrides: { socketHandshakeIp: 1_000_000 } },
  );
  const db = server.app.lotus.database.db;
  const people = [];
  for (let i = 0; i < MEMBERS; i++)
    people.push(await createSignedInUser(db, { firstName: `Member${i}`, lastName: "Bench", ratePlan: "PRO" }));
  const [owner, ...others] = people;
  if (!owner) throw new Error("no members");
  const trip = await createTestTrip(
    db,
    owner.user.id,
    others.map((p) => p.user.id),
    "Bench week",
  );
  await db.transaction((tx) => mergeFromLotus(tx, trip.id, weekInLisbon()));
  process.on("message", async (command: ServerCommand) => {
    if (command.type === "revisions") {
      const rows = await db
        .select({
          number: itineraryRevisions.number,
          userId: itineraryRevisions.userId,
          summary: itineraryRevisions.summary,
        })
        .from(itineraryRevisions)
        .where(eq(itineraryRevisions.tripId, trip.id))
        .orderBy(asc(itineraryRevisions.number));
      const [t] = await db.select({ itinerary: trips.itinerary }).from(trips).where(eq(trips.id, trip.id));
      // What the history takes: the revisions' stored size (jsonb, compressed as PostgreSQL keeps it).
      const [size] = await db
        .select({ bytes: sql<string>`sum(pg_column_size(${itineraryRevisions.snapshot}))` })
        .from(itineraryRevisions)
        .where(eq(itineraryRevisions.tripId, trip.id));
      process.send?.({ type: "revisions", rows, itinerary: t?.itinerary, bytes: Number(size?.bytes ?? 0) });
    } else if (command.type === "cpu") {
      process.send?.({ type: "cpu", ...process.cpuUsage(), rss: process.memoryUsage().rss });
    } else if (command.type === "stop") {
      await server.close();
      process.exit(0);
    }
  });
  process.send?.({
    type: "ready",
    url: server.url,
    tripId: trip.id,
    cookies: people.map((p) => p.cookie),
    userIds: people.map((p) => p.user.id),
  } satisfies Seeded & { type: string });
}

// ---------------------------------------------------------------------------------------------
// The members' side.

/** One member: a socket, its own copy of the itinerary, and its edits. */
class Member {
  state: TItineraryState | null = null;
  refetching: Promise<void> | null = null;
  /** Arrival time (performance.now()) of each revision's itinerary_changed on this socket. */
  arrivals = new Map<number, number>();
  constructor(
    readonly index: number,
    readonly socket: Socket,
    readonly cookie: string,
    readonly post: (path: string, cookie: string, body: unknown) => Promise<{ status: number; body: unknown }>,
    readonly tripId: string,
  ) {
    socket.on("itinerary_changed", (e: TItineraryChanged) => {
      this.arrivals.set(e.revision, performance.now());
      this.apply(e);
    });
  }

  /** The panel's rule: the next revision applies; a gap, or a replaced itinerary, refetches. */
  apply(e: TItineraryChanged) {
    const s = this.state;
    if (!s || e.revision <= s.revision) return;
    if (e.revision !== s.revision + 1 || e.replaced) {
      void this.refetch();
      return;
    }
    const items = new Map(s.days.flatMap((d) => d.items).map((i) => [i.id, i]));
    for (const id of e.removed) items.delete(id);
    for (const i of e.upserted) items.set(i.id, i);
    const dates = [...new Set([...s.days.map((d) => d.date), ...[...items.values()].map((i) => i.date)])].sort();
    s.days = dates.map((date) => ({
      date,
      items: [...items.values()].filter((i) => i.date === date).sort((a, b) => a.position - b.position),
    }));
    s.revision = e.revision;
  }

  refetch(): Promise<void> {
    this.refetching ??= this.post("/api/itinerary/items", this.cookie, { trip_id: this.tripId })
      .then((res) => {
        const fresh = res.body as TItineraryState;
        if (res.status === 200 && (!this.state || fresh.revision >= this.state.revision)) this.state = fresh;
      })
      .finally(() => {
        this.refetching = null;
      });
    return this.refetching;
  }

  items(): TItineraryItemRow[] {
    return this.state?.days.flatMap((d) => d.items) ?? [];
  }
}

type Ack = { member: number; revision: number; sentAt: number; answeredAt: number; item: TItineraryItemRow };

async function main() {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let database: TestDatabase | undefined;
  if (databaseUrl) {
    process.env.TEST_DATABASE_URL = databaseUrl;
    process.env.LOTUS_TEST_DB = "postgres";
    await prepareTemplate("postgres");
    database = await createTestDatabase();
    // Creating a database from the template writes its pages through the WAL: flush them now,
    // so that checkpoint does not land in the measurement.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query("checkpoint").finally(() => admin.end());
  }
  const backend = database ? "PostgreSQL" : "PGlite";
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), {
    env: { ...process.env, BENCH_ROLE: "server", DATABASE_URL: database?.url ?? "" },
    // BENCH_PROFILE=<folder>: the server writes a CPU profile there (open it in Chrome's DevTools).
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ask = async <T>(command: ServerCommand, reply: string): Promise<T> => {
    const answer = new Promise<T>((resolve) => {
      const on = (m: { type: string }) => {
        if (m.type !== reply) return;
        child.off("message", on);
        resolve(m as T);
      };
      child.on("message", on);
    });
    child.send(command);
    return answer;
  };
  try {
    const [seeded] = (await once(child, "message")) as [Seeded];
    console.log(`Server up on ${backend} (${seeded.url}); ${MEMBERS} members, ${RATE} edits/s each, ${SECONDS} s`);
    await run(seeded, ask, backend);
  } finally {
    child.send({ type: "stop" });
    if (child.exitCode === null) await Promise.race([once(child, "exit"), new Promise((r) => setTimeout(r, 10_000))]);
    await database?.close();
  }
}

async function run(seeded: Seeded, ask: <T>(command: ServerCommand, reply: string) => Promise<T>, backend: string) {
  const post = async (path: string, cookie: string, body: unknown) => {
    const res = await fetch(`${seeded.url}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const members: Member[] = [];
  for (const [i, cookie] of seeded.cookies.entries()) {
    const socket = await connectClient(seeded.url, { cookie });
    const ack = (await socket.timeout(10_000).emitWithAck("join_trip", { trip_id: seeded.tripId })) as {
      error: string | null;
    };
    if (ack.error) throw new Error(`member ${i} could not join: ${ack.error}`);
    members.push(new Member(i, socket, cookie, post, seeded.tripId));
  }
  await Promise.all(members.map((m) => m.refetch()));
  console.log(`${members.length} sockets joined; ${members[0]?.items().length} items`);

  const acks: Ack[] = [];
  const counts = { sent: 0, applied: 0, stale: 0, gone: 0, other: 0 };
  const editTimes: number[] = [];
  /** [sent at, round trip] of every edit: BENCH_TIMELINE=1 prints the slowest per half second. */
  const timeline: [number, number][] = [];
  const random = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
  const dates = (members[0]?.state?.days ?? []).map((d) => d.date);

  /** One edit by `m`: a move or a retime of a random item, with the version `m` holds. */
  async function editOnce(m: Member, record: Ack[]) {
    const item = random(m.items());
    if (!item) return void (await m.refetch());
    const edit =
      Math.random() < 0.5
        ? {
            op: "move",
            item_id: item.id,
            version: item.version,
            date: random(dates) ?? item.date,
            position: Math.floor(Math.random() * 6),
          }
        : {
            op: "retime",
            item_id: item.id,
            version: item.version,
            time: `${String(7 + Math.floor(Math.random() * 14)).padStart(2, "0")}:${random(["00", "15", "30", "45"])}`,
          };
    counts.sent++;
    const sentAt = performance.now();
    const res = await post("/api/itinerary/edit", m.cookie, { trip_id: seeded.tripId, edit });
    const answeredAt = performance.now();
    editTimes.push(answeredAt - sentAt);
    timeline.push([sentAt, answeredAt - sentAt]);
    if (res.status === 200) {
      counts.applied++;
      const body = res.body as { revision: number; item: TItineraryItemRow };
      record.push({ member: m.index, revision: body.revision, sentAt, answeredAt, item: body.item });
    } else if (res.status === 409) {
      counts.stale++;
      await m.refetch();
    } else if (res.status === 404) {
      counts.gone++;
      await m.refetch();
    } else {
      counts.other++;
      if (counts.other <= 5) console.log("unexpected answer", res.status, JSON.stringify(res.body).slice(0, 200));
    }
  }

  /** Time from each acknowledged edit's response to each other member's itinerary_changed. */
  function latencies(record: Ack[]) {
    const fromResponse: number[] = [];
    const fromSend: number[] = [];
    let beforeResponse = 0;
    let missing = 0;
    for (const a of record) {
      for (const m of members) {
        if (m.index === a.member) continue;
        const at = m.arrivals.get(a.revision);
        if (at === undefined) {
          missing++;
          continue;
        }
        if (at < a.answeredAt) beforeResponse++;
        fromResponse.push(at - a.answeredAt);
        fromSend.push(at - a.sentAt);
      }
    }
    return { fromResponse, fromSend, beforeResponse, missing };
  }
  const settle = () => new Promise((r) => setTimeout(r, 1000));

  // Baseline: edits one at a time, the others listening, nothing else going on.
  const baseline: Ack[] = [];
  for (let i = 0; i < BASELINE_EDITS; i++) await editOnce(members[i % members.length] as Member, baseline);
  await settle();
  const quiet = latencies(baseline);
  const baselineEditTimes = editTimes.splice(0);
  Object.assign(counts, { sent: 0, applied: 0, stale: 0, gone: 0, other: 0 });

  // The load: every member at RATE edits a second, one request at a time each (as a person's
  // browser sends them), for `seconds`; bounded in count and in time.
  async function load(seconds: number, record: Ack[]) {
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      members.map(async (m) => {
        // Members start spread over the first interval, not all at once.
        let next = started + (m.index / members.length) * (1000 / RATE);
        for (let n = 0; n < RATE * seconds; n++) {
          const wait = next - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (performance.now() > deadline + 5000) break;
          await editOnce(m, record);
          next += 1000 / RATE;
        }
      }),
    );
    return started;
  }
  // Warm-up, as the other benchmarks do: the same load for WARMUP seconds, reported on its own
  // (a process that has just started compiles its hot paths under this load).
  const warm: Ack[] = [];
  await load(WARMUP, warm);
  await settle();
  const warmEditTimes = editTimes.splice(0);
  const warmLatency = latencies(warm);
  const warmCounts = { ...counts };
  Object.assign(counts, { sent: 0, applied: 0, stale: 0, gone: 0, other: 0 });
  timeline.length = 0;

  const cpuBefore = await ask<{ user: number; system: number }>({ type: "cpu" }, "cpu");
  const membersCpuBefore = process.cpuUsage();
  const postgresBefore = postgresCpu();
  // The members' own event loop (20 clients in this process): its delays are in every figure.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = await load(SECONDS, acks);
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = await ask<{ user: number; system: number; rss: number }>({ type: "cpu" }, "cpu");
  const membersCpu = process.cpuUsage(membersCpuBefore);
  const postgresSeconds = postgresCpu() - postgresBefore;
  loop.disable();
  await settle();

  // Convergence: every member's own copy, and every member's fresh fetch, are one itinerary.
  await Promise.all(members.map((m) => m.refetching));
  // Days without items aside: a copy keeps a day emptied at the trip's edge, a fetch starts at the first
  // day with items.
  const shape = (s: TItineraryState | null) =>
    canonicalJson(s?.days.filter((d) => d.items.length).map((d) => ({ date: d.date, items: d.items })) ?? null);
  const fetched = await Promise.all(
    members.map(async (m) => (await post("/api/itinerary/items", m.cookie, { trip_id: seeded.tripId })).body),
  );
  const finalState = fetched[0] as TItineraryState;
  const fetchesAgree = fetched.every((f) => canonicalJson(f) === canonicalJson(finalState));
  const copiesAgree = members.filter((m) => shape(m.state) === shape(finalState)).length;

  // No edit lost: every acknowledged revision is in the history, by its member, and the history
  // holds nothing else; each item is as its last acknowledged edit left it.
  const history = await ask<{ rows: Revision[]; itinerary: unknown; bytes: number }>(
    { type: "revisions" },
    "revisions",
  );
  const byNumber = new Map(history.rows.map((r) => [r.number, r]));
  const all = [...baseline, ...warm, ...acks];
  const missingRevisions = all.filter((a) => byNumber.get(a.revision)?.userId !== seeded.userIds[a.member]);
  const expectedRevisions = 1 + all.length; // Lotus's plan (revision 1), then every acknowledged edit.
  const historyCount = history.rows.filter((r) => r.number > 0).length;
  const lastEdit = new Map<string, Ack>();
  for (const a of [...all].sort((x, y) => x.revision - y.revision)) lastEdit.set(a.item.id, a);
  const finalItems = new Map(finalState.days.flatMap((d) => d.items).map((i) => [i.id, i]));
  const lostItems = [...lastEdit.values()].filter((a) => {
    const now = finalItems.get(a.item.id);
    return !now || now.version !== a.item.version || now.date !== a.item.date || now.time !== a.item.time;
  });

  const loaded = latencies(acks);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const cpuSeconds = (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1e6;
  console.log("");
  console.log(`Backend: ${backend}; ${members.length} members; ${elapsed.toFixed(1)} s of load`);
  console.table([
    {
      phase: `baseline (${BASELINE_EDITS} edits one at a time)`,
      "edits/s": "",
      "edit p50": ms(pct(baselineEditTimes, 50)),
      "edit p99": ms(pct(baselineEditTimes, 99)),
      "to others p50": ms(pct(quiet.fromSend, 50)),
      "to others p99": ms(pct(quiet.fromSend, 99)),
      deliveries: quiet.fromSend.length,
    },
    {
      phase: `warm-up (${WARMUP} s, not counted)`,
      "edits/s": (warmCounts.sent / Math.max(1, WARMUP)).toFixed(1),
      "edit p50": ms(pct(warmEditTimes, 50)),
      "edit p99": ms(pct(warmEditTimes, 99)),
      "to others p50": ms(pct(warmLatency.fromSend, 50)),
      "to others p99": ms(pct(warmLatency.fromSend, 99)),
      deliveries: warmLatency.fromSend.length,
    },
    {
      phase: `load (${RATE}/s x ${members.length})`,
      "edits/s": (counts.sent / elapsed).toFixed(1),
      "edit p50": ms(pct(editTimes, 50)),
      "edit p99": ms(pct(editTimes, 99)),
      "to others p50": ms(pct(loaded.fromSend, 50)),
      "to others p99": ms(pct(loaded.fromSend, 99)),
      deliveries: loaded.fromSend.length,
    },
  ]);
  console.log(
    `Edits under load: ${counts.sent} sent, ${counts.applied} applied, ${counts.stale} refused stale (409), ` +
      `${counts.gone} gone (404), ${counts.other} other`,
  );
  const before = loaded.beforeResponse + quiet.beforeResponse + warmLatency.beforeResponse;
  const deliveries = loaded.fromSend.length + quiet.fromSend.length + warmLatency.fromSend.length;
  console.log(
    `"to others" is from the edit request's send to each other member's itinerary_changed. From the edit's ` +
      `response instead: ${before} of ${deliveries} deliveries arrived before the editor's own response ` +
      `(the server announces, then answers), so response-to-others is negative (p50 ${ms(pct(loaded.fromResponse, 50))}, ` +
      `p99 ${ms(pct(loaded.fromResponse, 99))} under load); ` +
      `${loaded.missing + quiet.missing + warmLatency.missing} deliveries never arrived. Max under load ${ms(Math.max(0, ...loaded.fromSend))}.`,
  );
  console.log(
    `p99 / baseline p99: ${(pct(loaded.fromSend, 99) / Math.max(0.1, pct(quiet.fromSend, 99))).toFixed(1)}x; ` +
      `server CPU ${cpuSeconds.toFixed(1)} s over ${elapsed.toFixed(1)} s (${((100 * cpuSeconds) / elapsed).toFixed(0)} % of a core), ` +
      `RSS ${(cpuAfter.rss / 2 ** 20).toFixed(0)} MiB; PostgreSQL's processes ${postgresSeconds.toFixed(1)} s; ` +
      `the members' process ${((membersCpu.user + membersCpu.system) / 1e6).toFixed(1)} s; their event loop delay p99 ` +
      `${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  console.log(
    `Converged: ${fetchesAgree ? "every member's fetch is the same itinerary" : "FETCHES DIFFER"}; ` +
      `${copiesAgree} of ${members.length} members' live copies equal it`,
  );
  console.log(
    `History: ${historyCount} revisions for ${expectedRevisions} expected (Lotus's plan + ${all.length} acknowledged edits); ` +
      `${missingRevisions.length} acknowledged edits missing; ${lostItems.length} items not as their last edit left them; ` +
      `spec-shaped copy ${canonicalJson(history.itinerary) === canonicalJson(specOf(finalState)) ? "equals" : "DIFFERS FROM"} the rows; ` +
      `the history takes ${(history.bytes / 2 ** 20).toFixed(1)} MiB (${(history.bytes / 1024 / Math.max(1, history.rows.length)).toFixed(1)} KiB a revision)`,
  );
  if (process.env.BENCH_TIMELINE) {
    const buckets = new Map<number, number[]>();
    for (const [at, took] of timeline) {
      const b = Math.floor((at - started) / 500);
      if (b >= 0) buckets.set(b, [...(buckets.get(b) ?? []), took]);
    }
    console.log(
      [...buckets]
        .map(([b, t]) => `${(b / 2).toFixed(1)}s:${Math.max(...t).toFixed(0)}/${pct(t, 50).toFixed(0)}`)
        .join(" "),
    );
  }
  for (const m of members) m.socket.close();
  const ok =
    fetchesAgree &&
    copiesAgree === members.length &&
    missingRevisions.length === 0 &&
    lostItems.length === 0 &&
    historyCount === expectedRevisions &&
    loaded.missing + quiet.missing + warmLatency.missing === 0;
  if (!ok) process.exitCode = 1;
}

/** The spec's itinerary from the panel's state (the same derivation as the server's). */
function specOf(state: TItineraryState): TItineraryDay[] {
  return state.days
    .filter((d) => d.items.length)
    .map((d) => ({
      date: d.date,
      items: d.items.map((i) => ({
        date: i.date,
        time: i.time,
        type: i.spec_type,
        location: i.location,
        activity: i.title,
        ...i.ref,
      })),
    }));
}

if (process.env.BENCH_ROLE === "server") await serve();
else await main();

/** CPU seconds used so far by every local `postgres` process (Linux /proc; 0 elsewhere). */
function postgresCpu(): number {
  let ticks = 0;
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        if (!stat.includes("(postgres)")) continue;
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    return 0;
  }
  return ticks / 100;
}
