import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { TSignupRequest } from "../../common/api/auth";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { users } from "../db/schema/index";
import type { Executor } from "../db/tx";
import type { BackgroundMailer } from "../mail/mailer";
import { confirmEmailMail, existingAccountMail, resetPasswordMail } from "../mail/templates";
import type { GoogleIdentity } from "./google";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";
import { revokeAllSessions, revokeOtherSessions, type SessionUser } from "./sessions";
import { consumeToken, issueToken } from "./tokens";

export type AccountsDeps = { db: Db; mailer: BackgroundMailer; config: Config; log: FastifyBaseLogger };

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

async function findByEmail(db: Executor, email: string): Promise<SessionUser | undefined> {
  return (await db.select().from(users).where(byEmail(email)).limit(1))[0];
}

/**
 * Creates the account and e-mails a confirmation link. For an address that already has an
 * account nothing is created and the owner is told by e-mail instead: the answer is the same
 * either way, so sign-up does not reveal who has an account: the password is hashed in both
 * cases and mail goes out after the answer (ASVS 2.2 / the Forgot Password cheat sheet).
 */
export async function signUp(
  deps: AccountsDeps,
  input: TSignupRequest,
  now = new Date(),
): Promise<{ confirmToken: string | undefined }> {
  const passwordHash = await hashPassword(input.password);
  // One transaction either way, so both cases run the same statements: the insert (which an
  // existing address turns into a no-op), then the token for a new account or a read of the old.
  const outcome = await deps.db.transaction(async (tx) => {
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
    if (user) return { created: user, token: await issueToken(tx, user.id, "confirm_email", now) };
    // The account and its confirmation token commit together, or neither does.
    return { existing: await findByEmail(tx, input.email) };
  });
  if (outcome.created) {
    const { created, token } = outcome;
    deps.mailer.sendLater(
      confirmEmailMail(created.email, created.firstName, `${deps.config.publicUrl}/confirm_email/${token}`),
    );
    return { confirmToken: token };
  }
  if (outcome.existing) {
    deps.mailer.sendLater(
      existingAccountMail(
        outcome.existing.email,
        outcome.existing.firstName,
        `${deps.config.publicUrl}/login`,
        `${deps.config.publicUrl}/forgot-password`,
      ),
    );
  }
  return { confirmToken: undefined };
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

/**
 * Confirms the address behind a mailed token. Until now anyone could have made this account
 * with someone else's address (pre-hijacking), so confirming ends every session of the account
 * (the route starts a fresh one for the confirmer), and unless the confirmer is the browser that
 * signed up or is signed in to this account, the password the sign-up set is removed: the
 * mailbox's owner sets their own (Account settings, no current password needed, or "Forgot
 * password?").
 */
export async function confirmEmail(
  db: Db,
  token: string,
  confirmer: {
    /** The account the confirming browser is signed in to, if any. */
    signedInAs: string | undefined;
    /** The confirming browser is the one that signed up (signup-proof.ts). */
    signupBrowser: boolean;
  },
  now = new Date(),
): Promise<(SessionUser & { passwordKept: boolean }) | null> {
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "confirm_email", now);
    if (!userId) return null;
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!before) return null;
    if (before.emailConfirmedAt) return { ...before, passwordKept: before.passwordHash !== null };
    const strangersPassword = confirmer.signedInAs !== userId && !confirmer.signupBrowser;
    const updated = await tx
      .update(users)
      .set({ emailConfirmedAt: now, ...(strangersPassword ? { passwordHash: null } : {}) })
      .where(eq(users.id, userId))
      .returning();
    await revokeAllSessions(tx, userId);
    const after = updated[0];
    return after ? { ...after, passwordKept: after.passwordHash !== null } : null;
  });
}

/** E-mails a reset link when the address has an account; silent otherwise. */
export async function requestPasswordReset(deps: AccountsDeps, email: string, now = new Date()): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user) return;
  // The token and the mail come after the answer, so a known address takes no longer than an
  // unknown one.
  deps.mailer.sendLater(async () => {
    const token = await issueToken(deps.db, user.id, "reset_password", now);
    return resetPasswordMail(user.email, user.firstName, `${deps.config.publicUrl}/reset-password/${token}`);
  });
}

export type PasswordChange = "changed" | "wrong_current";

/**
 * Changes the password of a signed-in person who proves the current one (Google-only accounts
 * have none to prove), and signs out every other session of the account in the same transaction.
 */
export async function changePassword(
  db: Db,
  user: SessionUser,
  currentPassword: string | undefined,
  password: string,
  keepToken: string | undefined,
): Promise<PasswordChange> {
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, currentPassword ?? ""))) return "wrong_current";
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, keepToken);
  });
  return "changed";
}

/** Sets the new password and signs out every session of the account; the account's id, or null. */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "reset_password", now);
    if (!userId) return null;
    // Following the link proves the mailbox, so the address counts as confirmed too.
    await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
    return userId;
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
      if (!sameEmail.emailConfirmedAt) await revokeAllSessions(tx, sameEmail.id);
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
