import { createSession, SESSION_COOKIE } from "../auth/sessions";
import type { Db } from "../db/open";
import { users } from "../db/schema/index";

let counter = 0;

/** A confirmed user straight in the database, and a session cookie for them (a factory). */
export async function createSignedInUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
  /** `sessionCookieName(config)` for an app whose PUBLIC_URL is https (the `__Host-` name). */
  cookieName = SESSION_COOKIE,
): Promise<{ user: typeof users.$inferSelect; cookie: string }> {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      firstName: "Test",
      lastName: `Traveller${counter}`,
      email: `traveller${counter}-${Date.now()}@example.com`,
      emailConfirmedAt: new Date(),
      consentedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("user not created");
  return { user, cookie: `${cookieName}=${await createSession(db, user.id)}` };
}
