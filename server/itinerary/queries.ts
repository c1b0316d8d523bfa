import { and, desc, eq, or } from "drizzle-orm";
import type { TChangeSummary, TItineraryState, TProposal, TRevision } from "../../common/api/itinerary";
import type { Db } from "../db/open";
import { itineraryProposals, tripStays } from "../db/schema/index";
import { bookedIds, latestRevision, loadRows, revisionsOf } from "./commands";
import { presentState } from "./derive";

/** The panel's itinerary: every day with its items, the stays, and the latest revision. */
export async function itineraryState(db: Db, tripId: string): Promise<TItineraryState> {
  const [rows, revision, booked, stays] = await Promise.all([
    loadRows(db, tripId),
    latestRevision(db, tripId),
    bookedIds(db, tripId),
    db.select().from(tripStays).where(eq(tripStays.tripId, tripId)).orderBy(tripStays.position),
  ]);
  return presentState(
    tripId,
    revision,
    rows,
    stays.map((s) => ({ id: s.id, city: s.city, nights: s.nights, position: s.position })),
    booked,
  );
}

/** The history list, newest first. */
export async function revisionList(db: Db, tripId: string): Promise<TRevision[]> {
  return (await revisionsOf(db, tripId)).map((r) => ({
    number: r.number,
    at: r.at.toISOString(),
    by:
      r.userId || r.userName ? { kind: "person", user_id: r.userId ?? "", name: r.userName ?? "" } : { kind: "lotus" },
    summary: r.summary,
  }));
}

export function presentProposal(row: typeof itineraryProposals.$inferSelect): TProposal {
  return {
    id: row.id,
    trip_id: row.tripId,
    status: row.status,
    summary: row.summary as TChangeSummary,
    base_revision: row.baseRevision,
    asked_by: row.askedBy,
    private: row.isPrivate,
    created_at: row.createdAt.toISOString(),
  };
}

/** The proposals `userId` may see: the trip's public ones and their own private ones, newest first. */
export async function proposalsFor(db: Db, tripId: string, userId: string): Promise<TProposal[]> {
  const rows = await db
    .select()
    .from(itineraryProposals)
    .where(
      and(
        eq(itineraryProposals.tripId, tripId),
        or(eq(itineraryProposals.isPrivate, false), eq(itineraryProposals.askedBy, userId)),
      ),
    )
    .orderBy(desc(itineraryProposals.createdAt))
    .limit(50);
  return rows.map(presentProposal);
}

/** One proposal `userId` may see, or null (someone else's private one reads as gone). */
export async function visibleProposal(db: Db, tripId: string, proposalId: string, userId: string) {
  const [row] = await db
    .select()
    .from(itineraryProposals)
    .where(
      and(
        eq(itineraryProposals.id, proposalId),
        eq(itineraryProposals.tripId, tripId),
        or(eq(itineraryProposals.isPrivate, false), eq(itineraryProposals.askedBy, userId)),
      ),
    );
  return row ?? null;
}
