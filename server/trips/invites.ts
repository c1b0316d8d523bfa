import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { INVITE_LIFETIME_MS, togetherMessages as texts } from "../../common/api/together";
import { inviteLimit, planNames, type RatePlan } from "../../common/plans";
import { confirmedEmail } from "../auth/address-owner";
import { hashToken, newToken } from "../auth/tokens";
import type { Db } from "../db/open";
import { tripInvites, tripMembers, trips, users } from "../db/schema/index";
import type { Tx } from "../db/tx";
import { AppError } from "../errors";
import { publishPrivateMessages } from "./commands";

// Invitations: by e-mail (one address, once) or by link (reusable until its maker makes a new
// one). The owner's plan caps the people a trip may hold besides the owner: members plus e-mail
// invites still open.

export async function ownerPlan(db: Db | Tx, tripId: string): Promise<RatePlan> {
  const [row] = await db
    .select({ plan: users.ratePlan })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.ownerId))
    .where(eq(trips.id, tripId));
  return (row?.plan ?? "FREE") as RatePlan;
}

/** An e-mail invite made before this is expired (issue 21, finding 11). */
export const inviteCutoff = (now = new Date()) => new Date(now.getTime() - INVITE_LIFETIME_MS);

/** Guests held or promised: members other than the owner, and open, unexpired e-mail invites. */
export async function guestCount(db: Db | Tx, tripId: string, now = new Date()): Promise<number> {
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
        gt(tripInvites.createdAt, inviteCutoff(now)),
      ),
    );
  return (members?.n ?? 0) + (open?.n ?? 0);
}

/**
 * Holds the trip's row until the transaction ends. Every write that takes or frees a guest place
 * (e-mail invites, accepting, revoking) takes this lock first, so the count it reads cannot change
 * under it: without it, parallel calls each counted 0 of 3 and all inserted (issue 21, finding 5).
 * Always the trip before any invite row, so two writers never wait on each other in a circle.
 */
export async function lockTrip(tx: Tx, tripId: string): Promise<void> {
  await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for("update");
}

export function limitError(plan: RatePlan): AppError {
  return new AppError("forbidden", texts.inviteLimit(planNames[plan], inviteLimit[plan]));
}

/**
 * Marks the trip shared; with `makePublic`, what the sharer said privately before (and Lotus's
 * private answers to them) becomes visible to every member. Private means private: nobody can
 * publish anyone else's private messages, whoever owns the trip (issue 21, finding 1).
 */
export async function openTrip(
  db: Db | Tx,
  tripId: string,
  makePublic: boolean,
  byUserId: string,
  now = new Date(),
): Promise<void> {
  await db.update(trips).set({ shared: true, updatedAt: now }).where(eq(trips.id, tripId));
  // Only the sharer's own private messages: private means private (issue 21, finding 1).
  if (makePublic) await publishPrivateMessages(db, tripId, byUserId, now);
}

export async function createEmailInvite(
  db: Db | Tx,
  i: { tripId: string; email: string; createdBy: string; message: string },
): Promise<{ inviteId: string; token: string }> {
  const token = newToken();
  const [row] = await db
    .insert(tripInvites)
    .values({
      tripId: i.tripId,
      tokenHash: hashToken(token),
      kind: "email",
      email: i.email.toLowerCase(),
      message: i.message,
      createdBy: i.createdBy,
    })
    .returning({ id: tripInvites.id });
  if (!row) throw new Error("invite not stored");
  return { inviteId: row.id, token };
}

/**
 * A fresh share link, if the trip has a free place; the maker's earlier links of the trip stop
 * working (others' links stay: issue 21, finding 19). The check, the link and opening the trip are one transaction.
 */
export async function createLinkInvite(
  db: Db,
  i: { tripId: string; createdBy: string; message: string; makePublic: boolean },
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await lockTrip(tx, i.tripId);
    const plan = await ownerPlan(tx, i.tripId);
    if ((await guestCount(tx, i.tripId)) >= inviteLimit[plan]) throw limitError(plan);
    await tx
      .update(tripInvites)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(tripInvites.tripId, i.tripId),
          eq(tripInvites.kind, "link"),
          // A link belongs to its maker: a member's new link never turns the owner's off.
          eq(tripInvites.createdBy, i.createdBy),
          isNull(tripInvites.revokedAt),
        ),
      );
    await tx.insert(tripInvites).values({
      tripId: i.tripId,
      tokenHash: hashToken(token),
      kind: "link",
      message: i.message,
      createdBy: i.createdBy,
    });
    await openTrip(tx, i.tripId, i.makePublic, i.createdBy);
  });
  return token;
}

export type Accepted = { tripId: string; joined: boolean };

/**
 * Adds the user to the invite's trip, in one transaction: the invite must be live (an e-mail
 * invite unused and for this user's address), the trip within its limit. Already a member is fine.
 */
export async function acceptInvite(
  db: Db,
  ref: { token: string } | { inviteId: string },
  user: { id: string; email: string; emailConfirmedAt: Date | null },
): Promise<Accepted> {
  // An e-mail invite belongs to whoever owns the address: a confirmed account (issue 21, finding 4).
  const owned = confirmedEmail(user) ?? "";
  return db.transaction(async (tx) => {
    // By id (from a notification) only an e-mail invite to this very user: an id is no secret.
    const where =
      "token" in ref
        ? and(eq(tripInvites.tokenHash, hashToken(ref.token)), isNull(tripInvites.revokedAt))
        : and(
            eq(tripInvites.id, ref.inviteId),
            eq(tripInvites.kind, "email"),
            eq(tripInvites.email, owned),
            isNull(tripInvites.revokedAt),
          );
    const [found] = await tx.select({ tripId: tripInvites.tripId }).from(tripInvites).where(where);
    if (!found) throw new AppError("not_found", texts.inviteInvalid);
    await lockTrip(tx, found.tripId);
    const [invite] = await tx.select().from(tripInvites).where(where).for("update");
    if (!invite) throw new AppError("not_found", texts.inviteInvalid);
    const [member] = await tx
      .select({ userId: tripMembers.userId })
      .from(tripMembers)
      .where(and(eq(tripMembers.tripId, invite.tripId), eq(tripMembers.userId, user.id)));
    if (member) return { tripId: invite.tripId, joined: false };
    if (invite.kind === "email" && (invite.acceptedAt || invite.createdAt <= inviteCutoff())) {
      throw new AppError("not_found", texts.inviteInvalid);
    }
    if (invite.kind === "email" && invite.email !== owned && invite.email === user.email.toLowerCase()) {
      // The invited address, not yet confirmed (issue 26): say what to do, not "another address".
      throw new AppError(
        "forbidden",
        "Please confirm your e-mail address first: open the link we sent you, sign in again, and accept the invite.",
      );
    }
    if (invite.kind === "email" && invite.email !== owned) {
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
    // A new member takes the trip's default role (editor unless the owner chose viewer).
    const [trip] = await tx.select({ role: trips.defaultRole }).from(trips).where(eq(trips.id, invite.tripId));
    await tx
      .insert(tripMembers)
      .values({ tripId: invite.tripId, userId: user.id, accessType: "member", role: trip?.role ?? "editor" });
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

/** Turns an invite off: revoked by the owner, or its mail could not be sent. Frees its place. */
export async function revokeInvite(db: Db, tripId: string, inviteId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockTrip(tx, tripId);
    const revoked = await tx
      .update(tripInvites)
      .set({ revokedAt: now })
      .where(
        and(
          eq(tripInvites.id, inviteId),
          eq(tripInvites.tripId, tripId),
          isNull(tripInvites.revokedAt),
          isNull(tripInvites.acceptedAt),
        ),
      )
      .returning({ id: tripInvites.id });
    return revoked.length > 0;
  });
}
