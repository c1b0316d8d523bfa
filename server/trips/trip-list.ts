import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { preparedPerDatabase } from "../db/prepared";
import { tripMembers, tripMessages, trips } from "../db/schema/index";

// GET /api/trips: the sidebar asks for it on every screen. Read row by row, a list of 50 trips
// cost the server more than everything else in the call: decoding 250 values, Drizzle mapping
// each row, a Date made and written back as text per trip, then the response schema and
// JSON.stringify over it all (issue 28, bench/README.md). The database writes the answer's JSON
// instead, in one text value, and the route sends it as it is.
//
// Each value passes through to_json (PostgreSQL's own JSON quoting of text, uuid and null), so
// nothing of a name or a message can break out of its string; the fields and their order are
// those of ZTripSummary (common/api/trips.ts), which trip-list.test.ts checks the answer against.
// `created_at` as Date.toISOString writes it: UTC, milliseconds (both truncate the microseconds).

const value = (expression: ReturnType<typeof sql>) => sql`coalesce(to_json(${expression})::text, 'null')`;

// An untitled, undated trip is listed with its first question (one the user may see), so a row
// of 'New Trip · Trip Dates TBD' entries says what each holds. Read through the
// (trip_id, created_at) index, and only for such trips.
const asked = sql`case when ${trips.name} = 'New Trip' and ${trips.dates} is null then (
  select left(m.msg, 120) from ${tripMessages} m
  where m.trip_id = ${trips.id} and m.role = 'user'
    and (m.private_to is null or m.private_to = ${sql.placeholder("user")})
  order by m.created_at, m.id limit 1) end`;

const entry = sql`'{"id":' || ${value(sql`${trips.id}`)}
  || ',"name":' || ${value(sql`${trips.name}`)}
  || ',"dates":' || ${value(sql`${trips.dates}`)}
  || ',"created_at":' || ${value(sql`to_char(${trips.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)}
  || ',"asked":' || ${value(asked)} || '}'`;

// Prepared once per database: planned once.
// The statement as sent is checked for its indexes in db/hot-queries.test.ts.
export const tripListQuery = (db: Db) =>
  db
    .select({
      json: sql<string>`'[' || coalesce(string_agg(${entry}, ',' order by ${trips.createdAt} desc, ${trips.id} desc), '') || ']'`,
      // Which trips the list shows, so a change to one of them drops it from the cache (list-cache.ts).
      tripIds: sql<string[]>`coalesce(array_agg(${trips.id}::text), '{}')`,
    })
    .from(trips)
    .innerJoin(tripMembers, and(eq(tripMembers.tripId, trips.id), eq(tripMembers.userId, sql.placeholder("user"))));
const tripList = preparedPerDatabase((db) => tripListQuery(db).prepare("trip_list_json"));

export type TripList = { json: string; tripIds: string[] };

/** The user's trips, newest created first, as the JSON text of a ZTripsResponse, and their ids. */
export async function readTripList(db: Db, userId: string): Promise<TripList> {
  const [row] = await tripList(db).execute({ user: userId });
  return { json: row?.json ?? "[]", tripIds: row?.tripIds ?? [] };
}
