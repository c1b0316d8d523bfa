import { randomUUID } from "node:crypto";
import { fillPlaceholders } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionLookupQuery } from "../auth/sessions";
import { createTestDatabase, type TestDatabase, testBackend } from "../testing/test-database";
import { tripAccessQuery } from "../trips/policy";
import { tripMembersQuery } from "../trips/queries";
import { tripListQuery } from "../trips/trip-list";
import type { Db } from "./open";

// Every query on a hot path is answered from an index. With sequential scans priced out
// (enable_seqscan off), PostgreSQL still picks one where no usable index exists, so a "Seq
// Scan" on the named table in the plan means an index is missing.

const onPostgres = testBackend() === "postgres";
if (!onPostgres) console.log("[hot-queries.test] skipped: EXPLAIN plans are checked on PostgreSQL (TEST_DATABASE_URL)");

const id = randomUUID();
const hotQueries: { name: string; table: string; sql: string; params: unknown[] }[] = [
  {
    name: "session lookup (every signed-in request)",
    table: "sessions",
    sql: `select u.* from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now() limit 1`,
    params: ["x".repeat(64)],
  },
  {
    name: "a traveller's trips (sidebar, My Trips)",
    table: "trip_members",
    sql: `select t.id, t.name from trips t join trip_members m on m.trip_id = t.id and m.user_id = $1 order by t.created_at desc`,
    params: [id],
  },
  {
    name: "membership check (every trip call and socket event)",
    table: "trip_members",
    sql: `select * from trips t join trip_members m on m.trip_id = t.id and m.user_id = $2 where t.id = $1`,
    params: [id, id],
  },
  {
    name: "a trip's AI chat",
    table: "trip_messages",
    sql: `select * from trip_messages where trip_id = $1 order by created_at`,
    params: [id],
  },
  {
    name: "a trip's group chat",
    table: "group_messages",
    sql: `select * from group_messages where trip_id = $1 order by created_at desc, id desc limit 101`,
    params: [id],
  },
  {
    name: "a traveller's notifications",
    table: "notifications",
    sql: `select * from notifications where user_id = $1 order by created_at desc limit 50`,
    params: [id],
  },
  {
    name: "a trip's members",
    table: "trip_members",
    sql: `select * from trip_members where trip_id = $1`,
    params: [id],
  },
  {
    name: "booking status",
    table: "trip_bookings",
    sql: `select booked from trip_bookings where trip_id = $1 and booking_id = $2`,
    params: [id, "JFK-LIS-2027-03-10"],
  },
  {
    name: "subscription status",
    table: "subscriptions",
    sql: `select * from subscriptions where user_id = $1 order by created_at desc limit 1`,
    params: [id],
  },
  {
    name: "test-mode renewals due (the billing sweep)",
    table: "local_subscriptions",
    sql: `select * from local_subscriptions where status in ('active', 'past_due') and current_period_end <= now()`,
    params: [],
  },
];

describe.skipIf(!onPostgres)("hot queries use indexes (EXPLAIN on PostgreSQL)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  async function seqScans(sql: string, params: unknown[]): Promise<{ tables: string[]; plan: string }> {
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query("set enable_seqscan = off");
      const { rows } = await client.query(`explain (format json) ${sql}`, params);
      const plan = JSON.stringify(rows[0]["QUERY PLAN"]);
      const tables = [...plan.matchAll(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"([^"]+)"/g)].map(
        (m) => m[1] ?? "",
      );
      return { tables, plan };
    } finally {
      await client.end();
    }
  }

  it("notices a query no index serves (the check itself)", async () => {
    const { tables } = await seqScans("select * from trip_bookings where updated_by = $1", [id]);
    expect(tables).toContain("trip_bookings");
  });

  // The prepared statements exactly as the code sends them (db/prepared.ts), each with the tables
  // it reads: none of them may be scanned whole.
  const sentAsIs: {
    name: string;
    tables: string[];
    query: (db: Db) => { toSQL(): { sql: string; params: unknown[] } };
    values: Record<string, unknown>;
  }[] = [
    {
      name: "session_lookup",
      tables: ["sessions", "users"],
      query: sessionLookupQuery,
      values: { hash: "x".repeat(64), now: new Date().toISOString() },
    },
    {
      name: "trip_list_json",
      tables: ["trip_members", "trips", "trip_messages"],
      query: tripListQuery,
      values: { user: id },
    },
    { name: "trip_access", tables: ["trip_members", "trips"], query: tripAccessQuery, values: { trip: id, user: id } },
    { name: "trip_members_of", tables: ["trip_members", "users"], query: tripMembersQuery, values: { trip: id } },
  ];
  for (const q of sentAsIs) {
    it(`${q.name}, as sent`, async () => {
      const { sql, params } = q.query(database.db).toSQL();
      const { tables, plan } = await seqScans(sql, fillPlaceholders(params, q.values));
      for (const table of q.tables) expect(tables, `${q.name}: ${plan}`).not.toContain(table);
      expect(plan).toMatch(new RegExp(`"Relation Name":"${q.tables[0]}"`));
    });
  }

  for (const q of hotQueries) {
    it(q.name, async () => {
      const { tables, plan } = await seqScans(q.sql, q.params);
      expect(tables, `${q.name}: ${plan}`).not.toContain(q.table);
      expect(plan).toMatch(new RegExp(`"Relation Name":"${q.table}"`));
    });
  }
});
