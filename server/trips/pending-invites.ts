import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import { INVITE_LIFETIME_MS, type TPendingInvite } from "../../common/api/together";
import type { Db } from "../db/open";
import { tripInvites, users } from "../db/schema/index";
import { inviteCutoff } from "./invites";

/**
 * The trip's invites still open: e-mail invites neither accepted, revoked nor expired, and live
 * links. Never a token (only hashes are stored anyway). The caller has checked it is the owner.
 */
export async function pendingInvites(db: Db, tripId: string, now = new Date()): Promise<TPendingInvite[]> {
  const rows = await db
    .select({ invite: tripInvites, firstName: users.firstName, lastName: users.lastName })
    .from(tripInvites)
    .innerJoin(users, eq(users.id, tripInvites.createdBy))
    .where(
      and(
        eq(tripInvites.tripId, tripId),
        isNull(tripInvites.revokedAt),
        or(
          eq(tripInvites.kind, "link"),
          and(isNull(tripInvites.acceptedAt), gt(tripInvites.createdAt, inviteCutoff(now))),
        ),
      ),
    )
    .orderBy(desc(tripInvites.createdAt));
  return rows.map(({ invite, firstName, lastName }) => ({
    id: invite.id,
    kind: invite.kind,
    email: invite.email,
    invited_by: `${firstName} ${lastName}`.trim(),
    created_at: invite.createdAt.toISOString(),
    expires_at:
      invite.kind === "email" ? new Date(invite.createdAt.getTime() + INVITE_LIFETIME_MS).toISOString() : null,
  }));
}
