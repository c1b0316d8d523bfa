import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { TFriend } from "../../common/api/together";
import type { Db } from "../db/open";
import { friendships, tripMembers, trips, users } from "../db/schema/index";

// Friends: accepted requests either way. `recent` are people you shared a trip with in the last
// 30 days, `suggestions` the others you have travelled with; each counts the trips you share.

const RECENT_MS = 30 * 86_400_000;

/** The people `userId` shares trips with: how many trips, and when one last changed. */
async function coTravellers(db: Db, userId: string) {
  const mine = db.select({ tripId: tripMembers.tripId }).from(tripMembers).where(eq(tripMembers.userId, userId));
  const rows = await db
    .select({ userId: tripMembers.userId, tripId: tripMembers.tripId, updatedAt: trips.updatedAt })
    .from(tripMembers)
    .innerJoin(trips, eq(trips.id, tripMembers.tripId))
    .where(and(inArray(tripMembers.tripId, mine), ne(tripMembers.userId, userId)));
  const byUser = new Map<string, { shared: number; last: number }>();
  for (const r of rows) {
    const e = byUser.get(r.userId) ?? { shared: 0, last: 0 };
    e.shared += 1;
    e.last = Math.max(e.last, r.updatedAt.getTime());
    byUser.set(r.userId, e);
  }
  return byUser;
}

/** Ids of the people `userId` is friends with (accepted, either direction). */
export async function friendIdsOf(db: Db, userId: string): Promise<Set<string>> {
  const links = await db
    .select()
    .from(friendships)
    .where(
      and(
        eq(friendships.status, "accepted"),
        or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)),
      ),
    );
  return new Set(links.map((l) => (l.requesterId === userId ? l.addresseeId : l.requesterId)));
}

/** The share dialog's three lists: friends, recent co-travellers, other co-travellers. */
export async function friendsOf(db: Db, userId: string, now = Date.now()) {
  const friendIds = await friendIdsOf(db, userId);
  const travelled = await coTravellers(db, userId);
  const ids = [...new Set([...friendIds, ...travelled.keys()])];
  const people = ids.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const present = (p: (typeof people)[number]): TFriend => {
    const t = travelled.get(p.id);
    return {
      id: p.id,
      name: `${p.firstName} ${p.lastName}`,
      email: p.email,
      avatar: null,
      isRecentActive: !!t && now - t.last < RECENT_MS,
      mutualConnections: t?.shared ?? 0,
    };
  };
  const all = people.map(present).sort((a, b) => a.name.localeCompare(b.name));
  return {
    friends: all.filter((p) => friendIds.has(p.id)),
    recent: all.filter((p) => !friendIds.has(p.id) && p.isRecentActive),
    suggestions: all
      .filter((p) => !friendIds.has(p.id) && !p.isRecentActive)
      .sort((a, b) => b.mutualConnections - a.mutualConnections),
  };
}
