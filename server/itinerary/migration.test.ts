import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../common/api/trips";
import { lisbonItinerary } from "../bookings/testing/lisbon-trip";
import { type Db, migrationsFolder } from "../db/open";
import * as schema from "../db/schema/index";
import { itineraryItems, itineraryRevisions, tripMembers, tripStays, trips } from "../db/schema/index";
import { testBackend } from "../testing/test-database";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { applyEdit, loadRows, undo } from "./commands";
import { kindOf, specItinerary, staysOf } from "./derive";
import { askLotus, itineraryTestApp } from "./testing/harness";

// Migration 0011 turns every trip's itinerary blob into rows. A database is brought up to 0010
// by drizzle's own migrator (with the journal cut after 0010, as a server of that version left
// it), old-style trips are written with real itineraries (one planned by the offline engine,
// the Lisbon fixture, and one with every kind of item), then the migrator runs again with every
// migration, as the next deploy does, and applies 0011 alone. The rows must derive back to
// exactly the blobs. On PGlite or PostgreSQL, as the Vitest project says.

const h = itineraryTestApp();
let planned: TItineraryDay[] = [];

beforeAll(async () => {
  // A real itinerary: Lotus's plan for the spec's example request (the offline engine).
  const owner = await createSignedInUser(h.db(), { firstName: "Ola" });
  const trip = await createTestTrip(h.db(), owner.user.id);
  const socket = await h.client(owner.cookie);
  await h.emit(socket, "join_trip", { trip_id: trip.id });
  const reply = await askLotus(socket, trip.id, "Plan 4 days in Lisbon from New York, March 10 2027");
  planned = reply.ctx?.itinerary ?? [];
  expect(planned).toHaveLength(4);
});

/** Every kind of item the spec's itinerary had: forum posts, transfers, meals, free time. */
const everyKind: TItineraryDay[] = [
  {
    date: "2026-12-01",
    items: [
      {
        date: "2026-12-01",
        time: "08:00",
        type: "other",
        location: "Porto",
        activity: "Airport transfer by taxi",
      },
      {
        date: "2026-12-01",
        time: "12:30",
        type: "place",
        location: "Café Santiago",
        activity: "Lunch at Café Santiago",
        place: {
          name: "Café Santiago",
          rating: 4.5,
          nratings: 9000,
          types: ["restaurant"],
          distance_from_target_location: 0.4,
          lat: 41.14,
          lng: -8.61,
          reviews: [{ author: "Ana", rating: 5, text: "The francesinha" }],
          photos: [],
          website: null,
        },
      },
      {
        date: "2026-12-01",
        time: "16:00",
        type: "reddit",
        location: "Porto",
        activity: "Locals' tip: sunset from Jardim do Morro",
        reddit: {
          title: "Best sunset in Porto?",
          post_text: "Jardim do Morro, with a drink",
          post_url: "https://www.reddit.com/r/porto/comments/abc",
          comments: ["Agreed", "Go early"],
          num_comments: 2,
        },
      },
      { date: "2026-12-01", time: "21:00", type: "other", location: "Porto", activity: "Free evening" },
    ],
  },
];

type Migrated = { db: Db; close(): Promise<void> };

/** A copy of the migrations folder whose journal stops after `lastTag`: the server as it was then. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lotus-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** A new, empty database on this backend, migrated to `folder`; `upgrade()` runs every migration. */
async function oldDatabase(folder: string): Promise<Migrated & { upgrade(): Promise<void> }> {
  if (testBackend() === "pglite") {
    const client = new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: folder });
    return {
      db: db as unknown as Db,
      upgrade: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `lotus_migration_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: u.toString(), max: 2 });
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: folder });
  return {
    db: db as unknown as Db,
    upgrade: () => migratePg(db, { migrationsFolder }),
    async close() {
      await pool.end();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).finally(() => dropper.end());
    },
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("migration 0011: itineraries become rows", () => {
  let old: Awaited<ReturnType<typeof oldDatabase>> | undefined;
  let folder = "";
  afterAll(async () => {
    await old?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("derives every migrated trip's itinerary back to exactly its blob, and keeps working after", async () => {
    folder = migrationsUpTo("0010_invites_security");
    old = await oldDatabase(folder);
    const db = old.db;
    // The schema as 0010 left it: no rows, no roles.
    const tables = rowsOf<{ t: string }>(
      await db.execute(sql`select tablename as t from pg_tables where schemaname = 'public'`),
    ).map((r) => r.t);
    expect(tables).toContain("trips");
    expect(tables).not.toContain("itinerary_items");

    // Old-style trips, written as that version wrote them (raw SQL: today's schema has more columns).
    const [owner] = rowsOf<{ id: string }>(
      await db.execute(
        sql`insert into users (first_name, last_name, email) values ('Old', 'Owner', 'old-owner@example.com') returning id`,
      ),
    );
    const [member] = rowsOf<{ id: string }>(
      await db.execute(
        sql`insert into users (first_name, last_name, email) values ('Old', 'Member', 'old-member@example.com') returning id`,
      ),
    );
    const blobs = { planned, lisbon: lisbonItinerary, everyKind, empty: [] as TItineraryDay[] };
    const ids: Record<string, string> = {};
    for (const [name, itinerary] of Object.entries(blobs)) {
      const [trip] = rowsOf<{ id: string }>(
        await db.execute(
          sql`insert into trips (owner_id, name, shared, itinerary, plan) values (${owner?.id}, ${name}, true, ${JSON.stringify(itinerary)}::jsonb, '{}'::jsonb) returning id`,
        ),
      );
      ids[name] = trip?.id as string;
      await db.execute(
        sql`insert into trip_members (trip_id, user_id, access_type) values (${trip?.id}, ${owner?.id}, 'owner'), (${trip?.id}, ${member?.id}, 'member')`,
      );
    }

    await old.upgrade();

    for (const [name, itinerary] of Object.entries(blobs)) {
      const tripId = ids[name] as string;
      const rows = await loadRows(db, tripId);
      // Exactly the blob: every field of every item, flights, hotels, places and posts as they were.
      expect(specItinerary(rows), name).toEqual(itinerary);
      expect(rows.length, name).toBe(itinerary.reduce((n, d) => n + d.items.length, 0));
      // The stays come from the hotels, as every later change keeps them (derive.ts staysOf).
      const stays = await db.select().from(tripStays).where(eq(tripStays.tripId, tripId)).orderBy(tripStays.position);
      expect(
        stays.map((s) => ({ city: s.city, nights: s.nights, position: s.position })),
        name,
      ).toEqual(staysOf(rows));
      // Each row: Lotus's, version 1, unpinned, unbooked, its kind as the app derives it today.
      for (const [i, row] of rows.entries()) {
        const day = itinerary.find((d) => d.date === row.date);
        const item = day?.items[row.position];
        expect(item, `${name} #${i}`).toBeTruthy();
        expect(row, `${name} #${i}`).toMatchObject({
          version: 1,
          pinned: false,
          booked: false,
          addedBy: null,
          addedByName: null,
          confirmation: null,
          notes: "",
          durationMin: null,
          kind: kindOf(item as TItineraryDay["items"][number]),
        });
      }
      // The blob itself is untouched: the spec's calls read it until the next change rewrites it.
      const [trip] = await db.select({ itinerary: trips.itinerary }).from(trips).where(eq(trips.id, tripId));
      expect(trip?.itinerary).toEqual(itinerary);
    }
    const kinds = (await loadRows(db, ids.everyKind as string)).map((r) => r.kind);
    expect(kinds).toEqual(["transport", "meal", "note", "note"]);

    // Roles: the owner is owner, everyone who joined before roles existed edits; new members too.
    const members = await db
      .select()
      .from(tripMembers)
      .where(eq(tripMembers.tripId, ids.planned as string));
    expect(members.map((m) => [m.accessType, m.role]).sort()).toEqual([
      ["member", "editor"],
      ["owner", "owner"],
    ]);
    const [trip] = await db
      .select()
      .from(trips)
      .where(eq(trips.id, ids.planned as string));
    expect(trip?.defaultRole).toBe("editor");
    expect(await db.select().from(itineraryRevisions)).toEqual([]);

    // The migrated rows are the app's from now on: an edit, then its undo, gives back the blob.
    const tripId = ids.planned as string;
    const first = (await loadRows(db, tripId))[0];
    if (!first) throw new Error("no rows");
    const editor = { userId: owner?.id as string, name: "Old Owner" };
    const moved = await applyEdit(db, tripId, editor, {
      op: "move",
      item_id: first.id,
      version: 1,
      date: planned[planned.length - 1]?.date as string,
      position: 0,
    });
    expect(moved.revision).toBe(1);
    const [after] = await db.select({ itinerary: trips.itinerary }).from(trips).where(eq(trips.id, tripId));
    expect(after?.itinerary).toEqual(specItinerary(await loadRows(db, tripId)));
    expect(after?.itinerary).not.toEqual(planned);
    await undo(db, tripId, editor, 1);
    expect(specItinerary(await loadRows(db, tripId))).toEqual(planned);
    const [undone] = await db.select({ itinerary: trips.itinerary }).from(trips).where(eq(trips.id, tripId));
    expect(undone?.itinerary).toEqual(planned);
    expect(
      await db
        .select()
        .from(itineraryItems)
        .where(eq(itineraryItems.tripId, ids.empty as string)),
    ).toEqual([]);
  });
});
