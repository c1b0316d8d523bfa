import { hash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { authTokens } from "../db/schema/index";
import type { Executor } from "../db/tx";

export type TokenPurpose = "confirm_email" | "reset_password";

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** 256 random bits, URL-safe: what goes in cookies and e-mailed links. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Only this is stored: a database leak reveals no usable token. Every signed-in request hashes
 * its cookie: the one-shot `hash` spares the Hash object createHash builds each time.
 */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}

/**
 * Issues a single-use token for `purpose`, replacing any unused one the user had. Inside the
 * caller's transaction (sign-up) the two writes nest in a savepoint of it.
 */
export async function issueToken(
  db: Executor,
  userId: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .delete(authTokens)
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/**
 * Marks the token used and returns its user, in one statement, so two concurrent uses cannot
 * both succeed. Unknown, used and expired tokens all return null.
 */
export async function consumeToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string | null> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return rows[0]?.userId ?? null;
}
