import { and, eq, sql } from "drizzle-orm";
import type { TCtx, TMention } from "../../common/api/trips";
import type { Db } from "../db/open";
import { tripMembers, tripMessages, trips } from "../db/schema/index";

// Writes. Those that belong together run in one transaction; callers publish socket events
// only after these return (after the commit).

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function createTrip(db: Db | Tx, ownerId: string, name: string) {
  const [trip] = await db.insert(trips).values({ ownerId, name }).returning();
  if (!trip) throw new Error("trip not created");
  await db.insert(tripMembers).values({ tripId: trip.id, userId: ownerId, accessType: "owner" });
  return trip;
}

export async function renameTrip(db: Db, tripId: string, name: string): Promise<void> {
  await db.update(trips).set({ name, updatedAt: new Date() }).where(eq(trips.id, tripId));
}

/** Members, messages and everything else of the trip go with it (foreign keys cascade). */
export async function deleteTrip(db: Db, tripId: string): Promise<void> {
  await db.delete(trips).where(eq(trips.id, tripId));
}

export async function storeUserMessage(
  db: Db | Tx,
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

/** Lotus's reply and the trip state it leads to, together. */
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
  },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tripMessages)
      .values({
        id: r.id,
        tripId: r.tripId,
        userId: null,
        role: "assistant",
        msg: r.msg,
        ctx: r.ctx,
        inReplyTo: r.inReplyTo,
        privateTo: r.privateTo,
      })
      .returning();
    // A trip still called 'New Trip' takes its destination's name once Lotus knows it.
    const city = r.ctx.destination?.split(",")[0];
    await tx
      .update(trips)
      .set({
        ...(city
          ? { name: sql`case when ${trips.name} = 'New Trip' then ${`Trip to ${city}`} else ${trips.name} end` }
          : {}),
        itinerary: r.ctx.itinerary,
        destination: r.ctx.destination,
        dates: r.ctx.dates,
        plan: r.plan,
        updatedAt: new Date(),
      })
      .where(eq(trips.id, r.tripId));
    if (!row) throw new Error("reply not stored");
    return row;
  });
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
