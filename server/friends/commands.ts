import { and, eq, or } from "drizzle-orm";
import { togetherMessages as texts } from "../../common/api/together";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/open";
import { friendships, users } from "../db/schema/index";
import { Invalid, NotFound } from "../errors";
import { notify } from "../notifications/notify";
import type { Publisher } from "../realtime/publish";

/**
 * A friend request from `user` to `friendId`: accepts theirs if they asked first, says so if
 * already friends or already asked, otherwise asks and notifies them. Answers the spec's text.
 */
export async function addFriend(db: Db, publish: Publisher, user: SessionUser, friendId: string): Promise<string> {
  if (friendId === user.id) throw Invalid("You cannot add yourself as a friend");
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, friendId));
  if (!other) throw NotFound("User not found");
  const existing = await db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.requesterId, user.id), eq(friendships.addresseeId, friendId)),
        and(eq(friendships.requesterId, friendId), eq(friendships.addresseeId, user.id)),
      ),
    );
  if (existing.some((f) => f.status === "accepted")) return texts.friendAlready;
  if (existing.some((f) => f.requesterId === friendId)) {
    await db
      .update(friendships)
      .set({ status: "accepted", acceptedAt: new Date() })
      .where(and(eq(friendships.requesterId, friendId), eq(friendships.addresseeId, user.id)));
    return texts.friendAccepted;
  }
  if (existing.length) return texts.friendPending;
  await db.insert(friendships).values({ requesterId: user.id, addresseeId: friendId, status: "pending" });
  await notify(db, publish, {
    userId: friendId,
    type: "other",
    entityType: "friend_request",
    title: `${user.firstName} ${user.lastName} sent you a friend request`,
    actionUrl: "/trips",
  });
  return texts.friendSent;
}
