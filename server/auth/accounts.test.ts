import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../common/api/auth";
import { solveAltcha } from "../testing/captcha-solver";
import { startFakeGoogle } from "../testing/fake-google";
import { type CapturedMail, startSmtpCapture } from "../testing/smtp-capture";
import { createTestApp, type TestApp } from "../testing/test-app";

const PUBLIC_URL = "http://lotus.test";
const CLIENT_ID = "lotus-test.apps.googleusercontent.com";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
const secrets: string[] = []; // every password and token the tests use: none may be logged

beforeAll(async () => {
  smtp = await startSmtpCapture();
  google = await startFakeGoogle();
  t = await createTestApp(
    {
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_TOKENINFO_URL: google.tokeninfoUrl,
      GOOGLE_USERINFO_URL: google.userinfoUrl,
    },
    undefined,
    { rateLimitOverrides: { loginPair: 4, forgotPair: 2 } },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await google.close();
});

async function captcha(): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: "/api/captcha/challenge" });
  expect(res.statusCode).toBe(200);
  return solveAltcha(res.json());
}

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, cookies: cookie ? { lotus_session: cookie } : undefined });
const sessionOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === "lotus_session");
const checkAuth = (cookie?: string) =>
  t.app.inject({ method: "GET", url: "/api/check_auth", cookies: cookie ? { lotus_session: cookie } : undefined });
const tokenIn = (mail: CapturedMail, path: string) => {
  const link = mail.links.find((l) => l.startsWith(`${PUBLIC_URL}/${path}/`));
  if (!link) throw new Error(`no ${path} link in ${mail.subject}`);
  const token = link.slice(`${PUBLIC_URL}/${path}/`.length);
  secrets.push(token);
  return token;
};

async function counts() {
  const q = async (table: string) =>
    (
      (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n;
  return {
    users: await q("users"),
    sessions: await q("sessions"),
    tokens: await q("auth_tokens"),
    outbox: await q("mail_outbox"),
  };
}

async function signUp(email: string, password = "Harbour-Lights-42") {
  secrets.push(password);
  const mail = smtp.next(email);
  const res = await post("/api/signup", {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    password,
    consents: true,
    recaptcha_token: await captcha(),
  });
  expect(res.json()).toEqual({ success: true, message: messages.signupThanks });
  return mail;
}

async function login(email: string, password: string) {
  return post("/api/auth", { email, password, recaptcha_token: await captcha() });
}

describe("sign-up", () => {
  it("creates an unconfirmed account with an argon2id hash and mails a confirmation link", async () => {
    const mail = await signUp("ada@example.com");
    expect(mail.subject).toContain("Confirm your e-mail");
    tokenIn(mail, "confirm_email");
    const rows = await t.database.db.execute(
      sql`select password_hash, email_confirmed_at, consented_at, rate_plan from users where email = 'ada@example.com'`,
    );
    const user = (rows as unknown as { rows: Record<string, unknown>[] }).rows[0];
    expect(String(user?.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.email_confirmed_at).toBeNull();
    expect(user?.consented_at).not.toBeNull();
    expect(user?.rate_plan).toBe("FREE");
  });

  it.each([
    [{ firstName: "A" }, messages.firstName, "firstName"],
    [{ lastName: "L" }, messages.lastName, "lastName"],
    [{ email: "not-an-email" }, messages.email, "email"],
    [{ password: "Sh0rt" }, messages.passwordLength, "password"],
    [{ password: "alllowercase1" }, messages.passwordMix, "password"],
    [{ password: "NoDigitsHere" }, messages.passwordMix, "password"],
    [{ consents: false }, messages.consent, "consents"],
  ])("refuses %j with the spec's message and changes nothing", async (patch, message, field) => {
    const before = await counts();
    const res = await post("/api/signup", {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      password: "Harbour-Lights-42",
      consents: true,
      recaptcha_token: "unused",
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, field });
    expect(await counts()).toEqual(before);
  });

  it("requires a bot-check token, and each token works once", async () => {
    const body = {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      password: "Harbour-Lights-42",
      consents: true,
    };
    const before = await counts();
    const missing = await post("/api/signup", body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("reCAPTCHA validation failed");
    const forged = await post("/api/signup", {
      ...body,
      recaptcha_token: Buffer.from('{"challenge":{}}').toString("base64"),
    });
    expect(forged.json().message).toBe("reCAPTCHA validation failed");
    expect(await counts()).toEqual(before);

    const token = await captcha();
    expect((await post("/api/signup", { ...body, recaptcha_token: token })).statusCode).toBe(200);
    const replay = await post("/api/signup", { ...body, email: "other@example.com", recaptcha_token: token });
    expect(replay.json().message).toBe("reCAPTCHA validation failed");
  });

  it("answers the same for an existing address and tells its owner by mail instead", async () => {
    const before = await counts();
    const mail = await signUp("ADA@Example.COM", "Different123");
    expect(mail.subject).toBe("You already have a Lotus account");
    expect(mail.to).toEqual(["ada@example.com"]);
    expect((await counts()).users).toBe(before.users);
  });
});

describe("confirming the e-mail", () => {
  it("confirms once, signs no one in (confirm, then sign in: issue 26), and refuses reuse", async () => {
    const token = tokenIn(await signUp("confirm@example.com"), "confirm_email");
    const res = await post("/api/confirm_email", { token });
    // Not the browser that signed up: the sign-up's password is gone (docs/accounts.md).
    expect(res.json()).toEqual({ success: true, message: messages.confirmed, password_kept: false });
    // No session: any session cookie is only cleared.
    expect(sessionOf(res)?.value ?? "").toBe("");
    const rows = await t.database.db.execute(
      sql`select email_confirmed_at from users where email = 'confirm@example.com'`,
    );
    expect((rows as unknown as { rows: { email_confirmed_at: unknown }[] }).rows[0]?.email_confirmed_at).not.toBeNull();

    const again = await post("/api/confirm_email", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().success).toBe(false);
  });

  it("refuses an expired token and leaves the account unconfirmed", async () => {
    const token = tokenIn(await signUp("expired@example.com"), "confirm_email");
    await t.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 minute' where token_hash = ${createHash("sha256").update(token).digest("hex")}`,
    );
    const before = await counts();
    const res = await post("/api/confirm_email", { token });
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    const rows = await t.database.db.execute(
      sql`select email_confirmed_at from users where email = 'expired@example.com'`,
    );
    expect((rows as unknown as { rows: { email_confirmed_at: unknown }[] }).rows[0]?.email_confirmed_at).toBeNull();
  });
});

describe("signing in and out", () => {
  beforeAll(async () => {
    await signUp("login@example.com", "Harbour-Lights-42");
  });

  it("refuses a wrong password and an unknown address alike, without a session", async () => {
    const before = await counts();
    for (const [email, password] of [
      ["login@example.com", "Wrong1234"],
      ["nobody@example.com", "Harbour-Lights-42"],
    ]) {
      const res = await login(email as string, password as string);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, msg: messages.loginFailed });
      expect(sessionOf(res)).toBeUndefined();
    }
    expect(await counts()).toEqual(before);
  });

  it("signs in (unconfirmed accounts may), reports the user, and signs out", async () => {
    const res = await login("LOGIN@example.com", "Harbour-Lights-42");
    expect(res.json()).toEqual({ success: true, msg: "Logged in" });
    const cookie = sessionOf(res)?.value;
    secrets.push(cookie ?? "");
    const me = await checkAuth(cookie);
    expect(me.json()).toEqual({
      user_id: expect.any(String),
      first_name: "Ada",
      last_name: "Lovelace",
      email: "login@example.com",
      preferred_name: null,
      rate_plan: "FREE",
    });
    const out = await t.app.inject({ method: "GET", url: "/api/deauth", cookies: { lotus_session: cookie ?? "" } });
    expect(out.statusCode).toBe(200);
    const cleared = (res: LightMyRequestResponse) =>
      ["lotus_session", "lotus_signed_in"].every((name) =>
        res.cookies.some((c) => c.name === name && c.value === "" && c.expires && c.expires.getTime() < Date.now()),
      );
    expect(cleared(out)).toBe(true);
    // A revoked session seen again: 401, and both cookies are dropped so the page stops asking.
    const stale = await checkAuth(cookie);
    expect(stale.statusCode).toBe(401);
    expect(cleared(stale)).toBe(true);
  });

  it("needs the bot check", async () => {
    const res = await post("/api/auth", { email: "login@example.com", password: "Harbour-Lights-42" });
    expect(res.json()).toMatchObject({ success: false, msg: "reCAPTCHA validation failed" });
  });

  it("limits attempts per account with a 429 and Retry-After", async () => {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 5; i++) last = await login("limited@example.com", "Wrong1234");
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
    expect(last?.json().msg).toMatch(/Too many attempts/);
  });
});

describe("password reset", () => {
  it("mails a link for a known address, answers the same for an unknown one", async () => {
    await signUp("reset@example.com", "Harbour-Lights-42");
    const unknown = await post("/api/forgot-password", {
      email: "ghost@example.com",
      recaptcha_token: await captcha(),
    });
    const before = smtp.mails.length;
    const mail = smtp.next("reset@example.com");
    const known = await post("/api/forgot-password", { email: "reset@example.com", recaptcha_token: await captcha() });
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: messages.forgotSent });
    await mail;
    expect(smtp.mails.length).toBe(before + 1);
    expect(smtp.mails.some((m) => m.to.includes("ghost@example.com"))).toBe(false);
  });

  it("sets the new password once, refuses the old one, and signs out every session", async () => {
    const oldSession = sessionOf(await login("reset@example.com", "Harbour-Lights-42"))?.value ?? "";
    const mail = smtp.next("reset@example.com");
    await post("/api/forgot-password", { email: "reset@example.com", recaptcha_token: await captcha() });
    const token = tokenIn(await mail, "reset-password");

    const weak = await post("/api/reset-password", { token, password: "weakpass" });
    expect(weak.json()).toMatchObject({ success: false, message: messages.passwordMix });

    secrets.push("Newer1234");
    const res = await post("/api/reset-password", { token, password: "Newer1234" });
    expect(res.json()).toEqual({ success: true, message: messages.resetDone });
    expect((await checkAuth(oldSession)).statusCode).toBe(401);
    expect((await login("reset@example.com", "Harbour-Lights-42")).statusCode).toBe(401);
    expect((await login("reset@example.com", "Newer1234")).statusCode).toBe(200);

    const reuse = await post("/api/reset-password", { token, password: "Another123" });
    expect(reuse.statusCode).toBe(400);
    expect((await login("reset@example.com", "Another123")).statusCode).toBe(401);
  });

  it("limits requests per address", async () => {
    let status = 0;
    for (let i = 0; i < 3; i++)
      status = (await post("/api/forgot-password", { email: "busy@example.com", recaptcha_token: await captcha() }))
        .statusCode;
    expect(status).toBe(429);
  });
});

describe("profile", () => {
  it("needs a session, updates the names, never the e-mail", async () => {
    const body = { first_name: "Augusta", last_name: "King", preferred_name: "Ada", email: "hijack@example.com" };
    expect((await post("/api/update_user", body)).statusCode).toBe(401);
    const cookie = sessionOf(await login("login@example.com", "Harbour-Lights-42"))?.value;
    const res = await post("/api/update_user", body, cookie);
    expect(res.json()).toEqual({ success: true, message: messages.profileUpdated });
    expect((await checkAuth(cookie)).json()).toMatchObject({
      first_name: "Augusta",
      last_name: "King",
      preferred_name: "Ada",
      email: "login@example.com",
    });
    const bad = await post("/api/update_user", { first_name: "A", last_name: "King" }, cookie);
    expect(bad.json()).toMatchObject({ success: false, message: messages.firstName });
  });
});

describe("Google sign-in", () => {
  const googleLogin = async (accessToken: string, userInfo: object = {}) =>
    post("/api/google-auth", { access_token: accessToken, recaptcha_token: await captcha(), user_info: userInfo });

  it("creates a confirmed account for a new person, and finds it again next time", async () => {
    google.tokens.set("tok-new", {
      sub: "g-100",
      email: "traveller@gmail.com",
      given_name: "Tara",
      family_name: "Vale",
      email_verified: true,
      aud: CLIENT_ID,
    });
    const first = await googleLogin("tok-new");
    expect(first.json()).toEqual({ success: true, message: messages.googleSuccess });
    const me = (await checkAuth(sessionOf(first)?.value)).json();
    expect(me).toMatchObject({ email: "traveller@gmail.com", first_name: "Tara", last_name: "Vale" });
    const again = await googleLogin("tok-new");
    expect((await checkAuth(sessionOf(again)?.value)).json().user_id).toBe(me.user_id);
  });

  it("ignores a forged user_info: the account is whoever Google says the token belongs to", async () => {
    google.tokens.set("tok-forge", {
      sub: "g-200",
      email: "real@gmail.com",
      given_name: "Real",
      family_name: "Person",
      email_verified: true,
      aud: CLIENT_ID,
    });
    const res = await googleLogin("tok-forge", {
      google_id: "g-1",
      email: "login@example.com",
      first_name: "Evil",
      email_verified: true,
    });
    expect((await checkAuth(sessionOf(res)?.value)).json()).toMatchObject({
      email: "real@gmail.com",
      first_name: "Real",
    });
  });

  it("refuses a token issued to another app, and an unknown token, changing nothing", async () => {
    google.tokens.set("tok-other-app", {
      sub: "g-300",
      email: "x@gmail.com",
      email_verified: true,
      aud: "someone-else.apps.googleusercontent.com",
    });
    const before = await counts();
    for (const token of ["tok-other-app", "tok-unknown"]) {
      const res = await googleLogin(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
    expect(await counts()).toEqual(before);
  });

  it("links a verified Google address to the existing account", async () => {
    google.tokens.set("tok-link", {
      sub: "g-400",
      email: "login@example.com",
      given_name: "Ada",
      email_verified: true,
      aud: CLIENT_ID,
    });
    const res = await googleLogin("tok-link");
    expect((await checkAuth(sessionOf(res)?.value)).json()).toMatchObject({
      email: "login@example.com",
      first_name: "Augusta",
    });
  });

  // Issue 21, finding 4: the stranger's session and password used to survive both steps.
  it("pre-hijacking: after the owner confirms by mail and links Google, the stranger's sign-up is worthless", async () => {
    const strangers = "Stranger-Chosen-77";
    const mail = await signUp("hijacked@example.com", strangers);
    const strangerSession = sessionOf(await login("hijacked@example.com", strangers))?.value;
    expect((await checkAuth(strangerSession)).statusCode).toBe(200);
    // The owner follows the link in their own mailbox (another browser, not signed in).
    const confirmed = await post("/api/confirm_email", { token: tokenIn(mail, "confirm_email") });
    expect(confirmed.statusCode).toBe(200);
    google.tokens.set("tok-owner", {
      sub: "g-600",
      email: "hijacked@example.com",
      given_name: "Owner",
      email_verified: true,
      aud: CLIENT_ID,
    });
    const owner = await googleLogin("tok-owner");
    expect((await checkAuth(sessionOf(owner)?.value)).statusCode).toBe(200);
    expect((await checkAuth(strangerSession)).statusCode).toBe(401);
    expect((await login("hijacked@example.com", strangers)).statusCode).toBe(401);
  });

  it("does not link an address Google has not verified", async () => {
    google.tokens.set("tok-unverified", {
      sub: "g-500",
      email: "reset@example.com",
      email_verified: false,
      aud: CLIENT_ID,
    });
    const res = await googleLogin("tok-unverified");
    expect(res.statusCode).toBe(401);
  });
});

describe("secrets", () => {
  it("never appear in a log line", () => {
    const logs = JSON.stringify(t.logs);
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toContain("$argon2");
  });
});
