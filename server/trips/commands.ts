import { and, eq, lt, sql } from "drizzle-orm";
import type { TProposal } from "../../common/api/itinerary";
import type { TCtx, TMention } from "../../common/api/trips";
import { foldTripName, singleLine } from "../../common/trip-name";
import type { Db } from "../db/open";
import { tripMembers, tripMessages, trips } from "../db/schema/index";
import type { Executor } from "../db/tx";
import { latestRevision, loadRows, mergeFromLotus } from "../itinerary/commands";
import { sameItinerary, specItinerary } from "../itinerary/derive";
import { createProposal } from "../itinerary/proposals";

// Writes. Those that belong together run in one transaction; callers publish socket events
// only after these return (after the commit). A function taking an `Executor` joins the
// caller's transaction when given one.

/** Names arrive from Lotus's guesses and tests as well as people: always folded onto one line. */
export async function createTrip(db: Executor, ownerId: string, name: string) {
  const [trip] = await db
    .insert(trips)
    .values({ ownerId, name: foldTripName(name) })
    .returning();
  if (!trip) throw new Error("trip not created");
  await db.insert(tripMembers).values({ tripId: trip.id, userId: ownerId, accessType: "owner", role: "owner" });
  return trip;
}

export async function renameTrip(db: Db, tripId: string, name: string): Promise<void> {
  await db
    .update(trips)
    .set({ name: foldTripName(name), updatedAt: new Date() })
    .where(eq(trips.id, tripId));
}

/** Members, messages and everything else of the trip go with it (foreign keys cascade). */
export async function deleteTrip(db: Db, tripId: string): Promise<void> {
  await db.delete(trips).where(eq(trips.id, tripId));
}

export async function storeUserMessage(
  db: Executor,
  m: {
    tripId: string;
    userId: string;
    msg: string;
    mentions: TMention[];
    inReplyTo: string | null;
    isPrivate: boolean;
  },
) {
  const [row] = await db
    .insert(tripMessages)
    .values({
      tripId: m.tripId,
      userId: m.userId,
      role: "user",
      msg: m.msg,
      mentions: m.mentions,
      inReplyTo: m.inReplyTo,
      privateTo: m.isPrivate ? m.userId : null,
    })
    .returning();
  if (!row) throw new Error("message not stored");
  return row;
}

/**
 * Lotus's reply and the trip state it leads to, together. A public reply's itinerary is merged
 * into the trip's rows (server/itinerary/commands.ts: pins, bookings and people's items stay);
 * the reply's ctx then carries the merged itinerary and the change (`applied`), which the caller
 * announces after the commit. An empty itinerary is no plan, never an order to clear the trip.
 */
export async function storeAssistantReply(
  db: Db,
  r: {
    id: string;
    tripId: string;
    msg: string;
    ctx: TCtx;
    inReplyTo: string;
    privateTo: string | null;
    plan: unknown;
    /** Items Lotus was asked to pin, applied with the merge. */
    pins?: { date: string; time: string; activity: string }[];
    /** Who asked: the owner's request changes the trip at once; anyone else's is proposed. */
    askedBy: string;
    mode: "apply" | "propose";
  },
) {
  return db.transaction(async (tx) => {
    // A private turn is a proposal for its asker alone, and a member's request one for the trip's
    // editors: the shared trip (its plan, itinerary, destination, dates and name) changes only
    // through the owner's public turns and applied proposals.
    const planned = r.ctx.itinerary.length > 0;
    const propose = planned && (r.privateTo !== null || r.mode === "propose");
    const merged = planned && !propose ? await mergeFromLotus(tx, r.tripId, r.ctx.itinerary, undefined, r.pins) : null;
    const current = propose ? specItinerary(await loadRows(tx, r.tripId)) : [];
    const [shown] = propose
      ? await tx
          .select({ destination: trips.destination, dates: trips.dates })
          .from(trips)
          .where(eq(trips.id, r.tripId))
      : [];
    // Nothing to propose when the suggestion is the plan as it stands (a question, say).
    const worthProposing = propose && !sameItinerary(current, r.ctx.itinerary);
    let ctx: TCtx = merged
      ? {
          ...r.ctx,
          itinerary: merged.itinerary,
          applied: { revision: merged.change.revision, summary: merged.summary },
        }
      : // A member's public proposal shows everyone the trip as it is (the suggestion waits in the
        // proposal); a private reply is its asker's own view and shows the suggestion.
        propose && r.privateTo === null
        ? { ...r.ctx, itinerary: current, destination: shown?.destination ?? null, dates: shown?.dates ?? null }
        : r.ctx;
    const [row] = await tx
      .insert(tripMessages)
      .values({
        id: r.id,
        tripId: r.tripId,
        userId: null,
        role: "assistant",
        msg: r.msg,
        ctx,
        inReplyTo: r.inReplyTo,
        privateTo: r.privateTo,
      })
      .returning();
    if (!row) throw new Error("reply not stored");
    let proposal: TProposal | null = null;
    if (worthProposing) {
      proposal = await createProposal(tx, {
        tripId: r.tripId,
        messageId: r.id,
        askedBy: r.askedBy,
        isPrivate: r.privateTo !== null,
        baseRevision: await latestRevision(tx, r.tripId),
        proposed: { itinerary: r.ctx.itinerary, destination: r.ctx.destination, dates: r.ctx.dates, plan: r.plan },
      });
      ctx = { ...ctx, proposal };
      await tx.update(tripMessages).set({ ctx }).where(eq(tripMessages.id, r.id));
      row.ctx = ctx;
    }
    if (propose || r.privateTo) return { row, change: null, proposal };
    // A reply that plans nothing (a question, small talk) on a trip already planned leaves what the
    // trip shows: its destination and dates are the plan's, not the engine's short form of them.
    const [shownNow] = planned
      ? []
      : await tx.select({ itinerary: trips.itinerary }).from(trips).where(eq(trips.id, r.tripId));
    const keepShown = Array.isArray(shownNow?.itinerary) && shownNow.itinerary.length > 0;
    // A trip still called 'New Trip' takes its destination's name once Lotus knows it.
    // The destination comes from a model's output: one line before it becomes a name.
    const city = r.ctx.destination ? singleLine(r.ctx.destination.split(",")[0] ?? "", 80) : "";
    await tx
      .update(trips)
      .set({
        ...(city
          ? {
              name: sql`case when ${trips.name} = 'New Trip' then ${foldTripName(`Trip to ${city}`)} else ${trips.name} end`,
            }
          : {}),
        ...(keepShown ? {} : { destination: r.ctx.destination, dates: r.ctx.dates }),
        plan: r.plan,
        updatedAt: new Date(),
      })
      .where(eq(trips.id, r.tripId));
    return { row, change: merged?.change ?? null, proposal };
  });
}

/**
 * A line from Lotus that answers nobody (the trip watcher's news): shared with every member.
 * `createdAt` comes from the caller's clock, so the line sorts with the check that wrote it.
 */
export async function storeLotusNote(db: Executor, n: { tripId: string; msg: string; createdAt: Date }) {
  const [row] = await db
    .insert(tripMessages)
    .values({ tripId: n.tripId, role: "assistant", msg: n.msg, createdAt: n.createdAt })
    .returning();
  if (!row) throw new Error("note not stored");
  return row;
}

/**
 * What one member said privately before `before` (and Lotus's private answers to them) becomes
 * visible to every member. Only ever the member's own: nobody publishes another's private words.
 */
export async function publishPrivateMessages(db: Executor, tripId: string, userId: string, before: Date) {
  await db
    .update(tripMessages)
    .set({ privateTo: null })
    .where(
      and(eq(tripMessages.tripId, tripId), eq(tripMessages.privateTo, userId), lt(tripMessages.createdAt, before)),
    );
}

/** A member's read marker for one of the trip's two chats. */
export async function markViewed(
  db: Db,
  tripId: string,
  userId: string,
  chat: "trip_chat" | "group_chat",
  at: Date,
): Promise<void> {
  await db
    .update(tripMembers)
    .set(chat === "trip_chat" ? { lastViewedTripChat: at } : { lastViewedGroupChat: at })
    .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)));
}
