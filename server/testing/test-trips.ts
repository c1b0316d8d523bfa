import { eq } from "drizzle-orm";
import type { Db } from "../db/open";
import { tripMembers, trips } from "../db/schema/index";
import { createTrip, storeUserMessage } from "../trips/commands";

/** A trip owned by `ownerId`, with `memberIds` added as members (and marked shared if any). */
export async function createTestTrip(db: Db, ownerId: string, memberIds: string[] = [], name = "Test Trip") {
  const trip = await createTrip(db, ownerId, name);
  for (const userId of memberIds)
    await db.insert(tripMembers).values({ tripId: trip.id, userId, accessType: "member" });
  if (memberIds.length) await db.update(trips).set({ shared: true }).where(eq(trips.id, trip.id));
  return trip;
}

/** A message `userId` sent in the trip's chat with Lotus: no mentions, not a reply; private if said so. */
export function storeTestMessage(db: Db, tripId: string, userId: string, msg: string, isPrivate = false) {
  return storeUserMessage(db, { tripId, userId, msg, mentions: [], inReplyTo: null, isPrivate });
}
