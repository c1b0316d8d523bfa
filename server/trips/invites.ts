import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import { togetherMessages as texts } from "../../common/api/together";
import { inviteLimit, planNames, type RatePlan } from "../../common/plans";
import { hashToken, newToken } from "../auth/tokens";
import type { Db } from "../db/open";
import { tripInvites, tripMembers, tripMessages, trips, users } from "../db/schema/index";
import { AppError } from "../errors";
import type { Tx } from "./commands";

// Invitations: by e-mail (one address, once) or by link (reusable until a new link replaces
// it). The owner's plan caps the people a trip may hold besides the owner: members plus e-mail
// invites still open.

export async function ownerPlan(db: Db | Tx, tripId: string): Promise<RatePlan> {
  const [row] = await db
    .select({ plan: users.ratePlan })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.ownerId))
    .where(eq(trips.id, tripId));
  return (row?.plan ?? "FREE") as RatePlan;
}

/** Guests held or promised: members other than the owner, and open e-mail invites. */
export async function guestCount(db: Db | Tx, tripId: string): Promise<number> {
  const [members] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), ne(tripMembers.accessType, "owner")));
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tripInvites)
    .where(
      and(
        eq(tripInvites.tripId, tripId),
        eq(tripInvites.kind, "email"),
        isNull(tripInvites.acceptedAt),
        isNull(tripInvites.revokedAt),
      ),
    );
  return (members?.n ?? 0) + (open?.n ?? 0);
}

export function limitError(plan: RatePlan): AppError {
  return new AppError("forbidden", texts.inviteLimit(planNames[plan], inviteLimit[plan]));
}

/** Marks the trip shared; with `makePublic`, what was said before becomes visible to every member. */
export async function openTrip(db: Db | Tx, tripId: string, makePublic: boolean, now = new Date()): Promise<void> {
  await db.update(trips).set({ shared: true, updatedAt: now }).where(eq(trips.id, tripId));
  if (makePublic) {
    await db
      .update(tripMessages)
      .set({ privateTo: null })
      .where(and(eq(tripMessages.tripId, tripId), lt(tripMessages.createdAt, now)));
  }
}

export async function createEmailInvite(
  db: Db | Tx,
  i: { tripId: string; email: string; createdBy: string; message: string },
): Promise<string> {
  const token = newToken();
  await db.insert(tripInvites).values({
    tripId: i.tripId,
    tokenHash: hashToken(token),
    kind: "email",
    email: i.email.toLowerCase(),
    message: i.message,
    createdBy: i.createdBy,
  });
  return token;
}

/** A fresh share link; earlier links of the trip stop working (that is how a link is revoked). */
export async function createLinkInvite(
  db: Db,
  i: { tripId: string; createdBy: string; message: string },
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(tripInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(tripInvites.tripId, i.tripId), eq(tripInvites.kind, "link"), isNull(tripInvites.revokedAt)));
    await tx.insert(tripInvites).values({
      tripId: i.tripId,
      tokenHash: hashToken(token),
      kind: "link",
      message: i.message,
      createdBy: i.createdBy,
    });
  });
  return token;
}

export type Accepted = { tripId: string; joined: boolean };

/**
 * Adds the user to the invite's trip, in one transaction: the invite must be live (an e-mail
 * invite unused and for this user's address), the trip within its limit. Already a member is fine.
 */
export async function acceptInvite(db: Db, token: string, user: { id: string; email: string }): Promise<Accepted> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(tripInvites)
      .where(and(eq(tripInvites.tokenHash, hashToken(token)), isNull(tripInvites.revokedAt)))
      .for("update");
    if (!invite) throw new AppError("not_found", texts.inviteInvalid);
    const [member] = await tx
      .select({ userId: tripMembers.userId })
      .from(tripMembers)
      .where(and(eq(tripMembers.tripId, invite.tripId), eq(tripMembers.userId, user.id)));
    if (member) return { tripId: invite.tripId, joined: false };
    if (invite.kind === "email" && invite.acceptedAt) throw new AppError("not_found", texts.inviteInvalid);
    if (invite.kind === "email" && invite.email !== user.email.toLowerCase()) {
      throw new AppError(
        "forbidden",
        "This invite was sent to another e-mail address. Sign in with that address to accept it.",
      );
    }
    // An e-mail invite already holds its place in the count; a link invite needs a free one.
    if (invite.kind === "link") {
      const plan = await ownerPlan(tx, invite.tripId);
      if ((await guestCount(tx, invite.tripId)) >= inviteLimit[plan]) throw limitError(plan);
    }
    await tx.insert(tripMembers).values({ tripId: invite.tripId, userId: user.id, accessType: "member" });
    if (invite.kind === "email") {
      await tx
        .update(tripInvites)
        .set({ acceptedAt: new Date(), acceptedBy: user.id })
        .where(eq(tripInvites.id, invite.id));
    }
    await tx.update(trips).set({ shared: true }).where(eq(trips.id, invite.tripId));
    return { tripId: invite.tripId, joined: true };
  });
}
