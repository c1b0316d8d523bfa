import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { togetherMessages as texts, ZAddFriendRequest, ZFriendsResponse } from "../../common/api/together";
import { requireUser } from "../auth/current-user";
import type { Db } from "../db/open";
import { friendships, tripMembers, trips, users } from "../db/schema/index";
import { Invalid, NotFound } from "../errors";
import { notify } from "../notifications/notify";

// Friends: accepted requests either way. `recent` are people you shared a trip with in the last
// 30 days, `suggestions` the others you have travelled with; each counts the trips you share.

const RECENT_MS = 30 * 86_400_000;

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

export function registerFriendRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.lotus.database.db;

  r.get("/api/users/friends", { schema: { response: { 200: ZFriendsResponse } } }, async (request) => {
    const user = await requireUser(request);
    const links = await db()
      .select()
      .from(friendships)
      .where(
        and(
          eq(friendships.status, "accepted"),
          or(eq(friendships.requesterId, user.id), eq(friendships.addresseeId, user.id)),
        ),
      );
    const friendIds = new Set(links.map((l) => (l.requesterId === user.id ? l.addresseeId : l.requesterId)));
    const travelled = await coTravellers(db(), user.id);
    const ids = [...new Set([...friendIds, ...travelled.keys()])];
    const people = ids.length
      ? await db()
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    const now = Date.now();
    const present = (p: (typeof people)[number]) => {
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
  });

  r.post(
    "/api/users/friends/add",
    {
      schema: {
        body: ZAddFriendRequest,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const friendId = request.body.friendId;
      if (friendId === user.id) throw Invalid("You cannot add yourself as a friend");
      const [other] = await db().select({ id: users.id }).from(users).where(eq(users.id, friendId));
      if (!other) throw NotFound("User not found");
      const existing = await db()
        .select()
        .from(friendships)
        .where(
          or(
            and(eq(friendships.requesterId, user.id), eq(friendships.addresseeId, friendId)),
            and(eq(friendships.requesterId, friendId), eq(friendships.addresseeId, user.id)),
          ),
        );
      const ok = (message: string) => ({ success: true as const, message });
      if (existing.some((f) => f.status === "accepted")) return ok(texts.friendAlready);
      const theirs = existing.find((f) => f.requesterId === friendId);
      if (theirs) {
        await db()
          .update(friendships)
          .set({ status: "accepted", acceptedAt: new Date() })
          .where(and(eq(friendships.requesterId, friendId), eq(friendships.addresseeId, user.id)));
        return ok(texts.friendAccepted);
      }
      if (existing.length) return ok(texts.friendPending);
      await db().insert(friendships).values({ requesterId: user.id, addresseeId: friendId, status: "pending" });
      await notify(db(), app.lotus.io, {
        userId: friendId,
        type: "other",
        entityType: "friend_request",
        title: `${user.firstName} ${user.lastName} sent you a friend request`,
        actionUrl: "/trips",
      });
      return ok(texts.friendSent);
    },
  );
}
