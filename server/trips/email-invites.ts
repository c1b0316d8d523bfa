import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { togetherMessages as texts } from "../../common/api/together";
import { inviteLimit } from "../../common/plans";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/open";
import { friendships, tripMembers, users } from "../db/schema/index";
import { AppError } from "../errors";
import type { Mailer } from "../mail/mailer";
import { tripInviteMail } from "../mail/templates";
import { notify } from "../notifications/notify";
import type { Publisher } from "../realtime/publish";
import { createEmailInvite, guestCount, limitError, lockTrip, openTrip, ownerPlan, revokeInvite } from "./invites";

// Who a share/batch call reaches, and the invites it opens for them.

/** Someone to invite: an address the caller typed, or one of the caller's friends. */
export type Recipient = {
  email: string;
  /** How answers name them: the address the caller typed, or a friend's name (never their address). */
  label: string;
};

/**
 * The caller's friends among `ids` (accepted, either way round), at their account's address.
 * Anyone else's id is dropped without a word: naming them would tell the caller who they are.
 */
export async function friendRecipients(db: Db, userId: string, ids: string[]): Promise<Recipient[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(
      friendships,
      and(
        eq(friendships.status, "accepted"),
        or(
          and(eq(friendships.requesterId, userId), eq(friendships.addresseeId, users.id)),
          and(eq(friendships.addresseeId, userId), eq(friendships.requesterId, users.id)),
        ),
      ),
    )
    .where(inArray(users.id, ids));
  return rows.map((r) => ({ email: r.email, label: `${r.firstName} ${r.lastName}`.trim() }));
}

/** Typed addresses first (their label is what was typed), each address once, never the caller's own. */
export function uniqueRecipients(list: Recipient[], callerEmail: string): Recipient[] {
  const seen = new Set([callerEmail.toLowerCase()]);
  const out: Recipient[] = [];
  for (const r of list) {
    const email = r.email.toLowerCase();
    if (seen.has(email)) continue;
    seen.add(email);
    out.push({ ...r, email });
  }
  return out;
}

export type OpenedInvite = Recipient & { inviteId: string; token: string; userId: string | null };

/**
 * Opens one e-mail invite per recipient while the trip has places, in one transaction under the
 * trip's lock. Returns the invites and a message per recipient left out.
 */
export async function openEmailInvites(
  db: Db,
  i: { tripId: string; createdBy: string; message: string; makePublic: boolean; recipients: Recipient[] },
): Promise<{ opened: OpenedInvite[]; errors: string[] }> {
  const errors: string[] = [];
  const opened: OpenedInvite[] = [];
  await db.transaction(async (tx) => {
    await lockTrip(tx, i.tripId);
    const plan = await ownerPlan(tx, i.tripId);
    let used = await guestCount(tx, i.tripId);
    for (const r of i.recipients) {
      const [existing] = await tx
        .select({ id: users.id, member: tripMembers.userId })
        .from(users)
        .leftJoin(tripMembers, and(eq(tripMembers.userId, users.id), eq(tripMembers.tripId, i.tripId)))
        // Only a confirmed account owns its address (issue 21): an unconfirmed one made by anyone
        // with this address gets no notification; the invite waits in the mail.
        .where(and(sql`lower(${users.email}) = ${r.email}`, isNotNull(users.emailConfirmedAt)));
      if (existing?.member) {
        errors.push(`${r.label} is already a member of this trip`);
        continue;
      }
      if (used >= inviteLimit[plan]) {
        errors.push(`${r.label}: ${limitError(plan).message}`);
        continue;
      }
      const invite = await createEmailInvite(tx, {
        tripId: i.tripId,
        email: r.email,
        createdBy: i.createdBy,
        message: i.message,
      });
      opened.push({ ...r, ...invite, userId: existing?.id ?? null });
      used += 1;
    }
    if (opened.length) await openTrip(tx, i.tripId, i.makePublic, i.createdBy);
  });
  return { opened, errors };
}

export type ShareDeps = {
  db: Db;
  mailer: Mailer;
  publish: Publisher;
  log: FastifyBaseLogger;
  acceptUrl: (token: string) => string;
};

export type ShareByEmail = {
  trip: { id: string; name: string };
  sender: SessionUser;
  emails: string[];
  friendIds: string[];
  message: string;
  makePublic: boolean;
};

/**
 * POST /api/share/batch: invites typed addresses and the sender's own friends (a stranger's id is
 * not an address book), mails each invite after the commit and tells those who have an account.
 * An invite whose mail could not be sent is revoked at once: it must not hold a place nobody was
 * told about (issue 21, finding 11). `success` says whether anyone was invited.
 */
export async function shareByEmail(deps: ShareDeps, s: ShareByEmail): Promise<{ success: boolean; errors: string[] }> {
  const { db } = deps;
  const recipients = uniqueRecipients(
    [...s.emails.map((email) => ({ email, label: email })), ...(await friendRecipients(db, s.sender.id, s.friendIds))],
    s.sender.email,
  );
  if (!recipients.length)
    throw new AppError("invalid", s.friendIds.length ? texts.friendRequired : texts.emailRequired);

  const { opened, errors } = await openEmailInvites(db, {
    tripId: s.trip.id,
    createdBy: s.sender.id,
    message: s.message,
    makePublic: s.makePublic,
    recipients,
  });
  const inviter = `${s.sender.firstName} ${s.sender.lastName}`;
  let delivered = 0;
  for (const invite of opened) {
    try {
      await deps.mailer.send(
        tripInviteMail(
          invite.email,
          inviter,
          s.trip.name,
          s.message,
          deps.acceptUrl(invite.token),
          invite.userId !== null,
        ),
      );
    } catch (err) {
      deps.log.error({ err }, "invite mail failed");
      await revokeInvite(db, s.trip.id, invite.inviteId);
      errors.push(`Could not send the invitation to ${invite.label}; please try again`);
      continue;
    }
    delivered += 1;
    if (invite.userId) {
      await notify(db, deps.publish, {
        userId: invite.userId,
        type: "invite",
        entityType: "trip",
        title: `${inviter} invited you to "${s.trip.name}"`,
        content: s.message || undefined,
        // The invite's id, not its token: notifications are stored in plain text.
        actionUrl: `/accept/invite/${invite.inviteId}`,
      });
    }
  }
  return { success: delivered > 0, errors };
}
