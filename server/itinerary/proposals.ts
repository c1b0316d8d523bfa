import { and, eq, or } from "drizzle-orm";
import type { TProposal } from "../../common/api/itinerary";
import type { TItineraryDay } from "../../common/api/trips";
import type { Db } from "../db/open";
import { itineraryProposals, trips } from "../db/schema/index";
import type { Tx } from "../db/tx";
import { AppError } from "../errors";
import { type Change, loadRows, mergeFromLotus } from "./commands";
import { specItinerary } from "./derive";
import { presentProposal } from "./queries";
import { changeSummary } from "./summary";

// Lotus proposes; people decide. A member's request, or anything asked in private, becomes a
// proposal: the itinerary Lotus suggests, with what it would change. An editor applies it (merged
// as Lotus's plans are: pins, bookings and people's items stay) or discards it; a private one is
// seen, applied or discarded by its asker alone.

export type Proposed = {
  itinerary: TItineraryDay[];
  destination: string | null;
  dates: string | null;
  plan: unknown;
};

export async function createProposal(
  tx: Tx,
  p: {
    tripId: string;
    messageId: string | null;
    askedBy: string;
    isPrivate: boolean;
    baseRevision: number;
    proposed: Proposed;
  },
): Promise<TProposal> {
  const current = specItinerary(await loadRows(tx, p.tripId));
  const [row] = await tx
    .insert(itineraryProposals)
    .values({
      tripId: p.tripId,
      messageId: p.messageId,
      askedBy: p.askedBy,
      isPrivate: p.isPrivate,
      baseRevision: p.baseRevision,
      summary: changeSummary(current, p.proposed.itinerary),
      proposed: p.proposed,
    })
    .returning();
  if (!row) throw new Error("proposal not stored");
  return presentProposal(row);
}

const gone = () => new AppError("not_found", "That proposal is no longer open");

/** Applies a pending proposal: the trip takes its itinerary (merged), dates and plan. */
export async function applyProposal(
  db: Db,
  tripId: string,
  proposalId: string,
  userId: string,
): Promise<{ proposal: TProposal; change: Change | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(itineraryProposals)
      .where(and(eq(itineraryProposals.id, proposalId), eq(itineraryProposals.tripId, tripId)))
      .for("update");
    if (row?.status !== "pending" || (row.isPrivate && row.askedBy !== userId)) throw gone();
    const proposed = row.proposed as Proposed;
    const merged = await mergeFromLotus(tx, tripId, proposed.itinerary);
    await tx
      .update(trips)
      .set({ destination: proposed.destination, dates: proposed.dates, plan: proposed.plan, updatedAt: new Date() })
      .where(eq(trips.id, tripId));
    const [updated] = await tx
      .update(itineraryProposals)
      .set({ status: "applied" })
      .where(eq(itineraryProposals.id, row.id))
      .returning();
    if (!updated) throw gone();
    return { proposal: presentProposal(updated), change: merged?.change ?? null };
  });
}

export async function discardProposal(db: Db, tripId: string, proposalId: string, userId: string): Promise<TProposal> {
  const [row] = await db
    .update(itineraryProposals)
    .set({ status: "discarded" })
    .where(
      and(
        eq(itineraryProposals.id, proposalId),
        eq(itineraryProposals.tripId, tripId),
        eq(itineraryProposals.status, "pending"),
        // Someone else's private proposal reads as gone and stays as it is.
        or(eq(itineraryProposals.isPrivate, false), eq(itineraryProposals.askedBy, userId)),
      ),
    )
    .returning();
  if (!row) throw gone();
  return presentProposal(row);
}
