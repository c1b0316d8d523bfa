import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import {
  type TAddedBy,
  type TChangeSummary,
  type TItemRef,
  type TItineraryChanged,
  type TItineraryEdit,
  itineraryMessages as texts,
} from "../../common/api/itinerary";
import type { TItineraryDay } from "../../common/api/trips";
import { legsOf } from "../../common/bookings";
import type { Db } from "../db/open";
import { itineraryItems, itineraryRevisions, tripBookings, tripStays, trips } from "../db/schema/index";
import type { Tx } from "../db/tx";
import { AppError } from "../errors";
import {
  bookingIdOf,
  canonicalJson,
  daysOf,
  type ItemRow,
  type NewItemRow,
  presentRow,
  rowsFromSpec,
  sameItinerary,
  specItinerary,
  staysOf,
} from "./derive";
import { fitMoved } from "./move-fit";
import { changeSummary } from "./summary";
import { refreshTravel, reorderedDays } from "./travel-before";

// The one writer of the itinerary's rows. Every change, by a person or by Lotus, runs under the
// trip's row lock (so revisions are numbered without gaps and two edits of one day cannot
// interleave), checks the item's version (a stale write is refused, never lost silently), records a
// revision (what changed; the whole itinerary every 50th), and rewrites the spec-shaped
// `trips.itinerary` in the same transaction. An edit is six or seven round trips to the database
// however many rows it moves (begin, lock, read, one or two writes, record, commit): the lock is
// held for all of them, and a busy trip's editors queue behind it. The caller publishes the
// returned change after the commit.

/** Who changes the itinerary: a person (id and name as shown), or Lotus. */
export type Editor = { userId: string; name: string } | { userId: null; name: null };
export const lotus: Editor = { userId: null, name: null };

const byOf = (e: Editor): TAddedBy =>
  e.userId ? { kind: "person", user_id: e.userId, name: e.name } : { kind: "lotus" };

/** What a committed change announces (`itinerary_changed`), less the trip id. */
export type Change = Omit<TItineraryChanged, "trip_id">;

/**
 * What a revision keeps of the itinerary: all of it (revision 0, and every `checkpointEvery`-th),
 * or only what its change wrote (the rows as they were after it, and the ids it removed). A busy
 * trip records many revisions a second: a whole copy in each was the largest write of an edit.
 * The itinerary after any revision is the last whole copy at or before it with the changes since
 * applied (at most checkpointEvery - 1 of them).
 */
type Snapshot = { items: ItemRow[] } | { upserted: ItemRow[]; removed: string[] };
const checkpointEvery = 50;

/** What every change reads under the trip's lock: the rows, the latest revision, the booked ids. */
type Locked = { before: ItemRow[]; latest: number; booked: Set<string> };

/**
 * Takes the trip's row lock (changes to one trip queue here, so revisions are numbered without
 * gaps and two edits of one day cannot interleave), then reads in one round trip what every
 * change needs: the rows, the latest revision and the booking ids the trip has marked booked.
 * Edits arrive many a second on a busy trip: each round trip under the lock is time every other
 * editor of the trip waits. (The reads cannot share the locking statement: one that waited for
 * the lock would see the rows as they were before the change it waited for.)
 */
async function lock(tx: Tx, tripId: string): Promise<Locked> {
  const [locked] = await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for("update");
  if (!locked) throw new AppError("not_found", "trip not found");
  const rows = await tx
    .select({
      item: itineraryItems,
      latest: sql<number>`(select coalesce(max(r.number), 0) from ${itineraryRevisions} r where r.trip_id = ${tripId})`,
      booked: sql<string[] | string>`(select coalesce(json_agg(b.booking_id), '[]'::json) from ${tripBookings} b
        where b.trip_id = ${tripId} and b.booked)`,
    })
    .from(trips)
    .leftJoin(itineraryItems, eq(itineraryItems.tripId, trips.id))
    .where(eq(trips.id, tripId))
    .orderBy(itineraryItems.date, itineraryItems.position);
  const first = rows[0];
  const booked = typeof first?.booked === "string" ? (JSON.parse(first.booked) as string[]) : (first?.booked ?? []);
  return {
    before: rows.flatMap((r) => (r.item ? [r.item] : [])),
    latest: Number(first?.latest ?? 0),
    booked: new Set(booked),
  };
}

export async function loadRows(ex: Db | Tx, tripId: string): Promise<ItemRow[]> {
  return ex
    .select()
    .from(itineraryItems)
    .where(eq(itineraryItems.tripId, tripId))
    .orderBy(itineraryItems.date, itineraryItems.position);
}

export async function latestRevision(ex: Db | Tx, tripId: string): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number | null>`max(${itineraryRevisions.number})` })
    .from(itineraryRevisions)
    .where(eq(itineraryRevisions.tripId, tripId));
  return row?.n ?? 0;
}

/** Booking ids the trip has marked booked (flights and hotels: the spec's update_booking). */
export async function bookedIds(ex: Db | Tx, tripId: string): Promise<Set<string>> {
  const rows = await ex
    .select({ id: tripBookings.bookingId })
    .from(tripBookings)
    .where(and(eq(tripBookings.tripId, tripId), eq(tripBookings.booked, true)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Records the change in one statement: revision 0 first if this is the trip's first (the
 * itinerary as it was, whole, so the first change can be undone too), then the new revision
 * (what the change wrote, or the whole itinerary at a checkpoint), and the spec-shaped
 * derivation on the trip.
 */
async function record(
  tx: Tx,
  tripId: string,
  latest: number,
  editor: Editor,
  summary: string,
  before: ItemRow[],
  after: ItemRow[],
  written: { upserted: ItemRow[]; removed: string[] },
): Promise<number> {
  const number = latest + 1;
  const revisions = [
    ...(latest === 0
      ? [
          {
            number: 0,
            userId: null,
            userName: null,
            summary: "The itinerary before any change",
            snapshot: { items: before } as Snapshot,
          },
        ]
      : []),
    {
      number,
      userId: editor.userId,
      userName: editor.name,
      summary,
      snapshot: number % checkpointEvery === 0 ? { items: after } : written,
    },
  ].map((r) => ({
    trip_id: tripId,
    number: r.number,
    user_id: r.userId,
    user_name: r.userName,
    summary: r.summary,
    snapshot: r.snapshot satisfies Snapshot,
  }));
  await tx.execute(sql`
    with revision as (
      insert into ${itineraryRevisions} (trip_id, number, user_id, user_name, summary, snapshot)
      select r.trip_id, r.number, r.user_id, r.user_name, r.summary, r.snapshot
      from jsonb_to_recordset(${JSON.stringify(revisions)}::jsonb)
        as r(trip_id uuid, number int, user_id uuid, user_name text, summary text, snapshot jsonb)
    )
    update ${trips} set updated_at = now(), itinerary = ${specItinerarySql(tripId)}
    where id = ${tripId}`);
  // The trip's stays follow its hotels; most edits leave them as they were and write nothing.
  const stays = staysOf(after);
  if (canonicalJson(staysOf(before)) !== canonicalJson(stays)) {
    await tx.delete(tripStays).where(eq(tripStays.tripId, tripId));
    if (stays.length) await tx.insert(tripStays).values(stays.map((s) => ({ tripId, ...s })));
  }
  return number;
}

/**
 * The spec-shaped itinerary of the trip's rows as they are now, built by the database: the same
 * derivation as derive.ts specItinerary (days in date order, items in position order, each item
 * its spec fields and its ref), without sending every row's ref to the database and back on each
 * edit. The tests compare the two (edits.test.ts, the fuzzer, the migration test).
 */
const specItinerarySql = (tripId: string) => sql`coalesce((
    select jsonb_agg(jsonb_build_object('date', d.date, 'items', d.items) order by d.date)
    from (
      select i.date, jsonb_agg(
        jsonb_build_object('date', i.date, 'time', i.time, 'type', i.spec_type, 'location', i.location,
          'activity', i.title) || i.ref
        order by i.position) as items
      from ${itineraryItems} i where i.trip_id = ${tripId} group by i.date
    ) d), '[]'::jsonb)`;

const dayLabel = (date: string) => DateTime.fromISO(date).toFormat("ccc d LLL");

/** Positions 0..n-1 within each day, in the order given. */
function renumber(rows: ItemRow[]): ItemRow[] {
  return daysOf(rows).flatMap((d) => d.items.map((r, i) => (r.position === i ? r : { ...r, position: i })));
}

/**
 * Writes what differs between `before` and `after` (same ids: updated; new: inserted; gone:
 * deleted), in at most three statements whatever the number of rows: a move renumbers the days it
 * leaves and enters, and each row written one by one was a round trip under the trip's lock.
 */
async function writeDiff(
  tx: Tx,
  tripId: string,
  before: ItemRow[],
  after: ItemRow[],
): Promise<{ upserted: ItemRow[]; removed: string[] }> {
  const old = new Map(before.map((r) => [r.id, r]));
  const next = new Set(after.map((r) => r.id));
  const removed = before.filter((r) => !next.has(r.id)).map((r) => r.id);
  const inserted: ItemRow[] = [];
  const updated: ItemRow[] = [];
  for (const r of after) {
    const was = old.get(r.id);
    if (!was) inserted.push(r);
    else if (!sameRow(was, r)) updated.push(r);
  }
  if (removed.length) {
    await tx.delete(itineraryItems).where(and(eq(itineraryItems.tripId, tripId), inArray(itineraryItems.id, removed)));
  }
  if (inserted.length) await tx.insert(itineraryItems).values(inserted);
  if (updated.length) {
    const rows = updated.map((r) => ({
      id: r.id,
      date: r.date,
      position: r.position,
      time: r.time,
      duration_min: r.durationMin,
      kind: r.kind,
      spec_type: r.specType,
      title: r.title,
      location: r.location,
      ref: r.ref,
      notes: r.notes,
      confirmation: r.confirmation,
      booked: r.booked,
      pinned: r.pinned,
      added_by: r.addedBy,
      added_by_name: r.addedByName,
      version: r.version,
      updated_at: r.updatedAt,
    }));
    await tx.execute(sql`
      update ${itineraryItems} as i set
        "date" = r."date", "position" = r."position", "time" = r."time", "duration_min" = r."duration_min",
        "kind" = r."kind", "spec_type" = r."spec_type", "title" = r."title", "location" = r."location",
        "ref" = r."ref", "notes" = r."notes", "confirmation" = r."confirmation", "booked" = r."booked",
        "pinned" = r."pinned", "added_by" = r."added_by", "added_by_name" = r."added_by_name",
        "version" = r."version", "updated_at" = r."updated_at"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        "id" uuid, "date" text, "position" int, "time" text, "duration_min" int, "kind" text,
        "spec_type" text, "title" text, "location" text, "ref" jsonb, "notes" text, "confirmation" text,
        "booked" boolean, "pinned" boolean, "added_by" uuid, "added_by_name" text, "version" int,
        "updated_at" timestamptz)
      where i."id" = r."id" and i."trip_id" = ${tripId}`);
  }
  return { upserted: [...updated, ...inserted].sort(byDayAndPosition), removed };
}

/** Whether a row is unchanged: its columns, and its reference (the same object, or equal data). */
function sameRow(a: ItemRow, b: ItemRow): boolean {
  for (const key of Object.keys(a) as (keyof ItemRow)[]) {
    if (key === "ref") continue;
    const x = a[key];
    const y = b[key];
    if (x instanceof Date && y instanceof Date ? x.getTime() !== y.getTime() : x !== y) return false;
  }
  return a.ref === b.ref || canonicalJson(a.ref) === canonicalJson(b.ref);
}

const byDayAndPosition = (a: ItemRow, b: ItemRow) => a.date.localeCompare(b.date) || a.position - b.position;

/** Bounds that keep a trip's itinerary (and so each revision's snapshot) a trip's size. */
export const itineraryLimits = { itemsPerDay: 100, items: 1000, spanDays: 366 } as const;

/**
 * A date an edit puts an item on: a real day of the calendar ("2027-02-30" passes the contract's
 * pattern), keeping the whole itinerary within a year, so the panel (which shows every day from
 * the first to the last) can show it.
 */
function checkDay(before: ItemRow[], date: string): void {
  const day = DateTime.fromISO(date, { zone: "utc" });
  if (!day.isValid) throw new AppError("invalid", `There is no ${date} in the calendar`, { field: "edit.date" });
  const dates = [...before.map((r) => r.date), date].sort();
  const first = DateTime.fromISO(dates[0] ?? date, { zone: "utc" });
  const last = DateTime.fromISO(dates[dates.length - 1] ?? date, { zone: "utc" });
  const wasWithin = before.some((r) => r.date <= date) && before.some((r) => r.date >= date);
  if (!wasWithin && last.diff(first, "days").days > itineraryLimits.spanDays) {
    throw new AppError("invalid", "An itinerary spans at most a year: pick a day closer to the trip", {
      field: "edit.date",
    });
  }
}

function find(rows: ItemRow[], id: string, version: number, booked: ReadonlySet<string>): ItemRow {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new AppError("not_found", texts.gone);
  if (row.version !== version) {
    throw new AppError("conflict", texts.stale, { item: presentRow(row, booked) });
  }
  return row;
}

/** Puts `row` at `position` of `date`, the day's others shifting to make room. */
function place(rows: ItemRow[], row: ItemRow, date: string, position: number): ItemRow[] {
  const others = rows.filter((r) => r.id !== row.id);
  const day = others.filter((r) => r.date === date).sort((a, b) => a.position - b.position);
  const at = Math.min(position, day.length);
  day.splice(at, 0, { ...row, date });
  const reordered = day.map((r, i) => ({ ...r, position: i }));
  return renumber([...others.filter((r) => r.date !== date), ...reordered]);
}

/**
 * The value with every lone UTF-16 surrogate made U+FFFD (as a browser's encoder does). JSON
 * allows "\ud800" but PostgreSQL's jsonb refuses it, and every edit lands in a revision's jsonb
 * snapshot: unfixed, a person's text with one would fail the edit with a 500.
 */
function wellFormed<T>(value: T): T {
  if (typeof value === "string") {
    return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd") as T;
  }
  if (Array.isArray(value)) return value.map(wellFormed) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [wellFormed(k), wellFormed(v)])) as T;
  }
  return value;
}

/** One person's edit of one item (or a new item). */
export async function applyEdit(
  db: Db,
  tripId: string,
  editor: Editor & { userId: string },
  input: TItineraryEdit,
  now = new Date(),
): Promise<Change & { item: ReturnType<typeof presentRow> | null }> {
  const edit = wellFormed(input);
  return db.transaction(async (tx) => {
    const { before, latest, booked } = await lock(tx, tripId);
    let after: ItemRow[];
    let target: string | null;
    let summary: string;
    const bump = (r: ItemRow): ItemRow => ({ ...r, version: r.version + 1, updatedAt: now });

    switch (edit.op) {
      case "move": {
        const row = find(before, edit.item_id, edit.version, booked);
        checkDay(before, edit.date);
        // In time order, and never after the flight home (server/itinerary/move-fit.ts).
        after = fitMoved(place(before, bump(row), edit.date, edit.position), row.id);
        target = row.id;
        summary =
          row.date === edit.date ? `Reordered "${row.title}"` : `Moved "${row.title}" to ${dayLabel(edit.date)}`;
        break;
      }
      case "retime": {
        const row = find(before, edit.item_id, edit.version, booked);
        const changed = bump({
          ...row,
          time: edit.time,
          durationMin: edit.duration_min === undefined ? row.durationMin : edit.duration_min,
        });
        after = before.map((r) => (r.id === row.id ? changed : r));
        target = row.id;
        summary = `"${row.title}" now at ${edit.time}`;
        break;
      }
      case "remove": {
        const row = find(before, edit.item_id, edit.version, booked);
        after = renumber(before.filter((r) => r.id !== row.id));
        target = null;
        summary = `Removed "${row.title}"`;
        break;
      }
      case "pin": {
        const row = find(before, edit.item_id, edit.version, booked);
        after = before.map((r) => (r.id === row.id ? bump({ ...row, pinned: edit.pinned }) : r));
        target = row.id;
        summary = `${edit.pinned ? "Pinned" : "Unpinned"} "${row.title}"`;
        break;
      }
      case "details": {
        const row = find(before, edit.item_id, edit.version, booked);
        const changed = bump({
          ...row,
          title: edit.title ?? row.title,
          notes: edit.notes ?? row.notes,
          confirmation: edit.confirmation === undefined ? row.confirmation : edit.confirmation,
          booked: edit.booked ?? row.booked,
        });
        after = before.map((r) => (r.id === row.id ? changed : r));
        target = row.id;
        summary = `Edited "${changed.title}"`;
        break;
      }
      case "add": {
        const i = edit.item;
        checkDay(before, i.date);
        if (before.length >= itineraryLimits.items) {
          throw new AppError("invalid", `An itinerary holds at most ${itineraryLimits.items} items`);
        }
        if (before.filter((r) => r.date === i.date).length >= itineraryLimits.itemsPerDay) {
          throw new AppError("invalid", `A day holds at most ${itineraryLimits.itemsPerDay} items`);
        }
        const specType = i.place && (i.kind === "place" || i.kind === "meal") ? "place" : "other";
        const row: ItemRow = {
          id: crypto.randomUUID(),
          tripId,
          date: i.date,
          position: 0,
          time: i.time,
          durationMin: i.duration_min,
          kind: i.kind,
          specType,
          title: i.title,
          location: i.location || i.place?.name || "",
          ref: i.place ? { place: i.place } : {},
          notes: i.notes,
          confirmation: i.confirmation,
          booked: i.booked,
          pinned: false,
          addedBy: editor.userId,
          addedByName: editor.name,
          version: 1,
          updatedAt: now,
        };
        const dayLength = before.filter((r) => r.date === i.date).length;
        after = place(before, row, i.date, i.position ?? dayLength);
        target = row.id;
        summary = `Added "${i.title}" to ${dayLabel(i.date)}`;
        break;
      }
    }
    // Where a day's order changed, each stop's way from the one before it follows (issue 29).
    after = refreshTravel(before, after, reorderedDays(before, after));

    const { upserted, removed } = await writeDiff(tx, tripId, before, after);
    const revision = await record(tx, tripId, latest, editor, summary, before, after, { upserted, removed });
    const stored = target ? after.find((r) => r.id === target) : undefined;
    return {
      revision,
      by: byOf(editor),
      summary,
      upserted: upserted.map((r) => presentRow(r, booked)),
      removed,
      replaced: false,
      item: stored ? presentRow(stored, booked) : null,
    };
  });
}

/**
 * A change worked out from the rows as they are under the trip's lock (reordering a day for the
 * shortest route): `compute` returns the rows after it and its summary, or null when it would
 * change nothing (no revision is recorded then).
 */
export async function rewriteRows(
  db: Db,
  tripId: string,
  editor: Editor,
  compute: (before: ItemRow[], now: Date) => { after: ItemRow[]; summary: string } | null,
  now = new Date(),
): Promise<Change | null> {
  return db.transaction(async (tx) => {
    const { before, latest, booked } = await lock(tx, tripId);
    const computed = compute(before, now);
    if (!computed) return null;
    const after = renumber(computed.after);
    const { upserted, removed } = await writeDiff(tx, tripId, before, after);
    const revision = await record(tx, tripId, latest, editor, computed.summary, before, after, { upserted, removed });
    return {
      revision,
      by: byOf(editor),
      summary: computed.summary,
      upserted: upserted.map((r) => presentRow(r, booked)),
      removed,
      replaced: false,
    };
  });
}

/**
 * Lotus's new plan for the trip, merged into the rows: whatever a person pinned, marked booked or
 * added stays where it is; Lotus's own unpinned, unbooked items are replaced by the plan's.
 */
export async function mergeFromLotus(
  tx: Tx,
  tripId: string,
  days: TItineraryDay[],
  now = new Date(),
  /** Items Lotus was asked to pin ("keep the Prado"), by day, time and title. */
  pins: { date: string; time: string; activity: string }[] = [],
): Promise<{ change: Change; summary: TChangeSummary; itinerary: TItineraryDay[] } | null> {
  const { before, latest, booked } = await lock(tx, tripId);
  const held = before.filter((r) => keeps(r, booked));
  // A flight or hotel is kept whole: pinning a round trip's outbound keeps its return, pinning a
  // check-in keeps the check-out (otherwise the plan's copy would be dropped below and the trip
  // would lose its return flight or its check-out).
  const heldBookings = new Set(held.map(bookingIdOf).filter((id): id is string => id !== null));
  const kept = before.filter((r) => held.includes(r) || heldBookings.has(bookingIdOf(r) ?? ""));
  // Lotus's own items the plan has again, unchanged, stay the same rows (same id and version), so
  // a person's edit of one in flight is not made stale by a reply that did not change it.
  const reusable = new Map<string, ItemRow[]>();
  for (const r of before) {
    if (kept.includes(r)) continue;
    const key = contentKey(r);
    reusable.set(key, [...(reusable.get(key) ?? []), r]);
  }
  const planned = rowsFromSpec(tripId, days)
    .map((r) => {
      const same = reusable.get(contentKey(r))?.shift();
      return same ? { ...same, position: r.position } : fullRow(r, now);
    })
    // What the trip keeps is not added a second time by the new plan: the same item (a pinned
    // stop Lotus planned again elsewhere), the same flight or hotel, another flight for the same
    // journey, or another hotel in the same place on the same nights.
    .filter((r) => !kept.some((k) => sameItem(k, r) || sameJourney(k, r) || sameNights(k, r)));
  // Kept items hold their day; each day is in time order, a kept item before a planned one at
  // the same time, and otherwise in the order each came.
  const keptIds = new Set(kept.map((r) => r.id));
  const rank = (r: ItemRow) => (keptIds.has(r.id) ? 0 : 1);
  const merged = renumber(
    daysOf([...kept, ...planned.map((r) => ({ ...r, position: r.position + 1000 }))]).flatMap((d) =>
      d.items.sort((a, b) => a.time.localeCompare(b.time) || rank(a) - rank(b) || a.position - b.position),
    ),
  );
  // A pin is no change to the spec's itinerary (it has no pin), but it is one to the rows.
  const pinned: string[] = [];
  const withPins = merged.map((r) => {
    const pin = pins.find((p) => p.date === r.date && p.time === r.time && p.activity === r.title);
    if (!pin || r.pinned) return r;
    pinned.push(r.title);
    return { ...r, pinned: true, version: r.version + 1, updatedAt: now };
  });
  const beforeSpec = specItinerary(before);
  const afterSpec = specItinerary(withPins);
  if (sameItinerary(beforeSpec, afterSpec) && !pinned.length) return null;
  const summary = changeSummary(beforeSpec, afterSpec);
  if (pinned.length && summary.text === "No change to the itinerary") summary.text = `Pinned "${pinned.join('", "')}"`;
  const { upserted, removed } = await writeDiff(tx, tripId, before, withPins);
  const revision = await record(tx, tripId, latest, lotus, `Lotus: ${summary.text}`, before, withPins, {
    upserted,
    removed,
  });
  return {
    change: {
      revision,
      by: { kind: "lotus" },
      summary: `Lotus: ${summary.text}`,
      upserted: upserted.map((r) => presentRow(r, booked)),
      removed,
      replaced: true,
    },
    summary,
    itinerary: afterSpec,
  };
}

/** What a planned item is, as the spec shows it: equal for an item Lotus planned again unchanged. */
const contentKey = (r: Pick<NewItemRow, "date" | "time" | "specType" | "title" | "location" | "ref" | "kind">) =>
  canonicalJson([r.date, r.time, r.specType, r.kind, r.title, r.location ?? "", r.ref ?? {}]);

type Ref = TItemRef;
const refOf = (r: Pick<ItemRow, "ref">) => r.ref as Ref;

/** One item planned twice: the same flight or hotel, the same place, or the same line. */
function sameItem(kept: ItemRow, planned: ItemRow): boolean {
  const id = bookingIdOf(planned);
  if (id !== null) return bookingIdOf(kept) === id;
  const place = refOf(planned).place?.name;
  if (place) return refOf(kept).place?.name === place;
  return kept.specType === planned.specType && kept.title === planned.title && kept.location === planned.location;
}

/** Another flight between the same places as a flight the trip keeps (one way, or there and back). */
function sameJourney(kept: ItemRow, planned: ItemRow): boolean {
  const a = refOf(kept).flight;
  const b = refOf(planned).flight;
  const journey = (f: NonNullable<Ref["flight"]>) =>
    legsOf(f)
      .map((leg) => `${leg.segments[0]?.origin_code}-${leg.segments[leg.segments.length - 1]?.arrive_code}`)
      .join("+");
  return !!a && !!b && journey(a) === journey(b);
}

/** Another hotel in the same place for any of the nights of a hotel the trip keeps. */
function sameNights(kept: ItemRow, planned: ItemRow): boolean {
  const a = refOf(kept).hotel;
  const b = refOf(planned).hotel;
  return (
    !!a &&
    !!b &&
    kept.location.trim().toLowerCase() === planned.location.trim().toLowerCase() &&
    a.check_in < b.check_out &&
    b.check_in < a.check_out
  );
}

/** Items Lotus must leave alone: pinned, booked (here or on the trip's bookings), or a person's. */
function keeps(r: ItemRow, booked: ReadonlySet<string>): boolean {
  const id = bookingIdOf(r);
  return r.pinned || r.booked || r.addedBy !== null || r.addedByName !== null || (id !== null && booked.has(id));
}

function fullRow(r: NewItemRow, now: Date): ItemRow {
  return {
    id: crypto.randomUUID(),
    tripId: r.tripId,
    date: r.date,
    position: r.position,
    time: r.time,
    durationMin: r.durationMin ?? null,
    kind: r.kind,
    specType: r.specType,
    title: r.title,
    location: r.location ?? "",
    ref: r.ref ?? {},
    notes: r.notes ?? "",
    confirmation: r.confirmation ?? null,
    booked: r.booked ?? false,
    pinned: r.pinned ?? false,
    addedBy: r.addedBy ?? null,
    addedByName: r.addedByName ?? null,
    version: 1,
    updatedAt: now,
  };
}

/** Puts the itinerary back as it was after revision `number`; the restore is a revision itself. */
export async function restoreRevision(
  db: Db,
  tripId: string,
  editor: Editor,
  number: number,
  summary?: string,
  now = new Date(),
): Promise<Change> {
  return db.transaction(async (tx) => {
    return restoreLocked(tx, tripId, await lock(tx, tripId), editor, number, summary, now);
  });
}

/** restoreRevision's work, under the trip's lock taken by the caller. */
async function restoreLocked(
  tx: Tx,
  tripId: string,
  { before, latest, booked }: Locked,
  editor: Editor,
  number: number,
  summary: string | undefined,
  now: Date,
): Promise<Change> {
  const items = await itineraryAt(tx, tripId, number);
  if (!items) throw new AppError("not_found", "That version of the itinerary is not in its history");
  const current = new Map(before.map((r) => [r.id, r]));
  // Restored items get a version past any a client holds, so an edit made on the old one is stale.
  const after = items.map((r) => ({
    ...r,
    tripId,
    version: Math.max(r.version, current.get(r.id)?.version ?? 0) + 1,
    updatedAt: now,
  }));
  const { upserted, removed } = await writeDiff(tx, tripId, before, after);
  const text = summary ?? `Restored the itinerary as of version ${number}`;
  const revision = await record(tx, tripId, latest, editor, text, before, after, { upserted, removed });
  return {
    revision,
    by: byOf(editor),
    summary: text,
    upserted: upserted.map((r) => presentRow(r, booked)),
    removed,
    replaced: true,
  };
}

/**
 * The itinerary's rows as they were after revision `number`: its last whole copy at or before it,
 * with every change since applied in order; null when the history has no such revision.
 */
async function itineraryAt(tx: Tx, tripId: string, number: number): Promise<ItemRow[] | null> {
  // Revision numbers are PostgreSQL integers: a larger one is not in the history (and must not
  // reach the query, which would fail with "out of range").
  if (number > 2_147_483_647) return null;
  const revisions = await tx
    .select({ number: itineraryRevisions.number, snapshot: itineraryRevisions.snapshot })
    .from(itineraryRevisions)
    .where(
      and(
        eq(itineraryRevisions.tripId, tripId),
        lte(itineraryRevisions.number, number),
        gte(
          itineraryRevisions.number,
          sql`(select max(c.number) from ${itineraryRevisions} c
            where c.trip_id = ${tripId} and c.number <= ${number} and (c.snapshot -> 'items') is not null)`,
        ),
      ),
    )
    .orderBy(itineraryRevisions.number);
  if (revisions[revisions.length - 1]?.number !== number) return null;
  const rows = new Map<string, ItemRow>();
  for (const { snapshot } of revisions as { snapshot: Snapshot }[]) {
    if ("items" in snapshot) {
      rows.clear();
      for (const r of snapshot.items) rows.set(r.id, r);
    } else {
      for (const id of snapshot.removed) rows.delete(id);
      for (const r of snapshot.upserted) rows.set(r.id, r);
    }
  }
  return [...rows.values()].sort(byDayAndPosition);
}

/**
 * Undoes revision `revision`, which must still be the latest (otherwise: restore from history).
 * Checked under the trip's lock: an edit committed after the undo was asked for is never undone
 * with it (the undo is refused instead).
 */
export async function undo(
  db: Db,
  tripId: string,
  editor: Editor,
  revision: number,
  now = new Date(),
): Promise<Change> {
  return db.transaction(async (tx) => {
    const locked = await lock(tx, tripId);
    const { latest } = locked;
    if (latest < 1) throw new AppError("invalid", texts.nothingToUndo);
    if (latest !== revision) throw new AppError("conflict", texts.undoStale);
    const [rev] = await tx
      .select({ summary: itineraryRevisions.summary })
      .from(itineraryRevisions)
      .where(and(eq(itineraryRevisions.tripId, tripId), eq(itineraryRevisions.number, revision)));
    const text = `Undid: ${rev?.summary ?? `version ${revision}`}`;
    return restoreLocked(tx, tripId, locked, editor, revision - 1, text, now);
  });
}

/** The latest revisions, newest first. */
export async function revisionsOf(db: Db, tripId: string, limit = 100) {
  return db
    .select({
      number: itineraryRevisions.number,
      at: itineraryRevisions.at,
      userId: itineraryRevisions.userId,
      userName: itineraryRevisions.userName,
      summary: itineraryRevisions.summary,
    })
    .from(itineraryRevisions)
    .where(and(eq(itineraryRevisions.tripId, tripId), sql`${itineraryRevisions.number} > 0`))
    .orderBy(desc(itineraryRevisions.number))
    .limit(limit);
}
