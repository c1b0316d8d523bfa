import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";

// Issue 21, finding 4 (account pre-hijacking): an account made for someone else's address and
// never confirmed was treated as owning the address. It gets nothing that depends on the address
// until the address is confirmed, and confirming ends every other session and, when the person
// confirming is not the one who signed up (not signed in to the account), the password the
// sign-up set stops working.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_PROVIDER: "none", ADMIN_EMAILS: "boss@example.com" });
});
afterAll(() => t?.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  `lotus_session=${res.cookies.find((c) => c.name === "lotus_session")?.value ?? ""}`;
const signedIn = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/check_auth", headers: { cookie } })).statusCode === 200;

async function signUpAndSignIn(email: string, password: string) {
  const signup = await post("/api/signup", {
    firstName: "Mallory",
    lastName: "Mallet",
    email,
    password,
    consents: true,
  });
  expect(signup.statusCode).toBe(200);
  const login = await post("/api/auth", { email, password });
  expect(login.statusCode).toBe(200);
  const user = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
  if (!user) throw new Error("no user");
  const signupBrowser = signup.cookies.find((c) => c.name === "lotus_signup");
  return { user, cookie: sessionCookie(login), signupCookie: `lotus_signup=${signupBrowser?.value ?? ""}` };
}

/** The confirmation token the sign-up mailed to `email` (kept in the outbox without SMTP). */
async function mailedToken(email: string): Promise<string> {
  await t.app.lotus.mailer.settled();
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const token = mails.map((m) => /confirm_email\/([\w-]+)/.exec(m.text)?.[1]).find(Boolean);
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  return token;
}

describe("unconfirmed accounts", () => {
  it("do not match ADMIN_EMAILS until the address is confirmed", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db, {
      email: "boss@example.com",
      emailConfirmedAt: null,
    });
    const report = () => t.app.inject({ method: "GET", url: "/api/admin/feedback", headers: { cookie } });
    expect((await report()).statusCode).toBe(404);
    await t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
    // Written behind the app's back: what the confirmation itself does after its write.
    await t.app.lotus.sessionCache.forget({ userId: user.id });
    expect((await report()).statusCode).toBe(200);
  });

  it("confirmed by the address's owner: the stranger's sessions end and their password stops working", async () => {
    const password = "Harbour-Lights-42";
    const stranger = await signUpAndSignIn("owner@example.com", password);
    // The owner follows the confirmation link from their mailbox, not signed in.
    const token = await mailedToken("owner@example.com");
    const confirmed = await post("/api/confirm_email", { token });
    expect(confirmed.statusCode).toBe(200);
    // Confirm, then sign in (issue 26): no one is signed in by the link, and the owner is told the
    // sign-up's password is not theirs to use.
    expect(confirmed.json().password_kept).toBe(false);
    expect(await signedIn(sessionCookie(confirmed))).toBe(false);
    expect(await signedIn(stranger.cookie)).toBe(false);
    expect((await post("/api/auth", { email: "owner@example.com", password })).statusCode).toBe(401);
    // The owner chooses a password of their own through "Forgot password?".
    expect((await post("/api/forgot-password", { email: "owner@example.com" })).statusCode).toBe(200);
    await t.app.lotus.mailer.settled();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "owner@example.com"));
    const reset = mails.map((m) => /reset-password\/([\w-]+)/.exec(m.text)?.[1]).find(Boolean);
    expect((await post("/api/reset-password", { token: reset, password: "Owner-Chosen-Route-9" })).statusCode).toBe(
      200,
    );
    expect((await post("/api/auth", { email: "owner@example.com", password: "Owner-Chosen-Route-9" })).statusCode).toBe(
      200,
    );
  });

  it("confirmed by the person who signed up: their password stays, every other session ends", async () => {
    const password = "Harbour-Lights-42";
    const me = await signUpAndSignIn("me@example.com", password);
    const elsewhere = sessionCookie(await post("/api/auth", { email: "me@example.com", password }));
    const token = await mailedToken("me@example.com");
    const confirmed = await post("/api/confirm_email", { token }, me.cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().password_kept).toBe(true);
    // Every session ends, this browser's too: "You can now sign in" is then true (issue 26).
    expect(await signedIn(me.cookie)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await post("/api/auth", { email: "me@example.com", password })).statusCode).toBe(200);
  });

  it("confirmed, signed out, in the browser that signed up: the password stays", async () => {
    const password = "Harbour-Lights-42";
    const me = await signUpAndSignIn("same-browser@example.com", password);
    const token = await mailedToken("same-browser@example.com");
    const confirmed = await post("/api/confirm_email", { token }, me.signupCookie);
    expect(confirmed.statusCode).toBe(200);
    expect(await signedIn(me.cookie)).toBe(false);
    expect((await post("/api/auth", { email: "same-browser@example.com", password })).statusCode).toBe(200);
  });

  it("sets the same kind of sign-up cookie whether or not the address has an account", async () => {
    const again = await post("/api/signup", {
      firstName: "Mallory",
      lastName: "Mallet",
      email: "same-browser@example.com",
      password: "Harbour-Lights-42",
      consents: true,
    });
    const cookie = again.cookies.find((c) => c.name === "lotus_signup");
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });
});
