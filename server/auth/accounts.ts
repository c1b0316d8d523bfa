import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { TSignupRequest } from "../../common/api/auth";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { users } from "../db/schema/index";
import type { Mail, Mailer } from "../mail/mailer";
import { confirmEmailMail, existingAccountMail, resetPasswordMail } from "../mail/templates";
import type { GoogleIdentity } from "./google";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";
import { revokeAllSessions, type SessionUser } from "./sessions";
import { consumeToken, issueToken } from "./tokens";

export type AccountsDeps = { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger };

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

async function findByEmail(db: Db, email: string): Promise<SessionUser | undefined> {
  return (await db.select().from(users).where(byEmail(email)).limit(1))[0];
}

// Mail goes out after the transaction commits; a failed send is logged, not fatal, since the
// person can always ask again (forgot password) and the account itself is sound.
async function sendAfterCommit(deps: AccountsDeps, mail: Mail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.log.error({ err: (err as Error).message, subject: mail.subject }, "mail could not be sent");
  }
}

/**
 * Creates the account and e-mails a confirmation link. For an address that already has an
 * account nothing is created and the owner is told by e-mail instead: the answer is the same
 * either way, so sign-up does not reveal who has an account.
 */
export async function signUp(deps: AccountsDeps, input: TSignupRequest, now = new Date()): Promise<void> {
  const existing = await findByEmail(deps.db, input.email);
  if (existing) {
    await sendAfterCommit(
      deps,
      existingAccountMail(
        existing.email,
        existing.firstName,
        `${deps.config.publicUrl}/login`,
        `${deps.config.publicUrl}/forgot-password`,
      ),
    );
    return;
  }
  const passwordHash = await hashPassword(input.password);
  // The account and its confirmation token commit together, or neither does.
  const created = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        consentedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const user = inserted[0];
    if (!user) return undefined; // lost a race with a concurrent sign-up of the same address
    return { user, token: await issueToken(tx as unknown as Db, user.id, "confirm_email", now) };
  });
  if (created) {
    await sendAfterCommit(
      deps,
      confirmEmailMail(
        created.user.email,
        created.user.firstName,
        `${deps.config.publicUrl}/confirm_email/${created.token}`,
      ),
    );
  }
}

/** The account for these credentials, or null; takes as long for unknown addresses. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<SessionUser | null> {
  const user = await findByEmail(db, email);
  if (!user?.passwordHash) {
    await verifyAgainstDummy(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx as unknown as Db, token, "confirm_email", now);
    if (!userId) return null;
    const updated = await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(users.id, userId))
      .returning();
    return updated[0] ?? null;
  });
}

/** E-mails a reset link when the address has an account; silent otherwise. */
export async function requestPasswordReset(deps: AccountsDeps, email: string, now = new Date()): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user) return;
  const token = await issueToken(deps.db, user.id, "reset_password", now);
  await sendAfterCommit(
    deps,
    resetPasswordMail(user.email, user.firstName, `${deps.config.publicUrl}/reset-password/${token}`),
  );
}

/** Sets the new password and signs out every session of the account, or returns false. */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx as unknown as Db, token, "reset_password", now);
    if (!userId) return false;
    // Following the link proves the mailbox, so the address counts as confirmed too.
    await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx as unknown as Db, userId);
    return true;
  });
}

export class GoogleLinkRefused extends Error {}

/**
 * Signs in with a verified Google identity: the account already linked to it, else the account
 * with the same address (linked now), else a new account. An address Google has not verified is
 * never linked to an existing account.
 */
export async function signInWithGoogle(db: Db, identity: GoogleIdentity, now = new Date()): Promise<SessionUser> {
  return db.transaction(async (tx) => {
    const linked = (await tx.select().from(users).where(eq(users.googleId, identity.googleId)).limit(1))[0];
    if (linked) return linked;
    const sameEmail = (await tx.select().from(users).where(byEmail(identity.email)).limit(1))[0];
    if (sameEmail) {
      if (!identity.emailVerified) {
        throw new GoogleLinkRefused(
          "Please sign in with your e-mail and password: Google has not verified this address.",
        );
      }
      // An unconfirmed account may have been made by someone else with this address: Google's
      // verification wins, and that stranger's password no longer opens it.
      const patch = sameEmail.emailConfirmedAt
        ? { googleId: identity.googleId }
        : { googleId: identity.googleId, emailConfirmedAt: now, passwordHash: null };
      const updated = await tx.update(users).set(patch).where(eq(users.id, sameEmail.id)).returning();
      if (!sameEmail.emailConfirmedAt) await revokeAllSessions(tx as unknown as Db, sameEmail.id);
      return updated[0] as SessionUser;
    }
    const created = await tx
      .insert(users)
      .values({
        firstName: identity.firstName,
        lastName: identity.lastName,
        email: identity.email,
        googleId: identity.googleId,
        emailConfirmedAt: identity.emailVerified ? now : null,
        consentedAt: now,
      })
      .returning();
    return created[0] as SessionUser;
  });
}

export async function updateProfile(
  db: Db,
  userId: string,
  input: { first_name: string; last_name: string; preferred_name?: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      preferredName: input.preferred_name?.trim() || null,
    })
    .where(eq(users.id, userId));
}
