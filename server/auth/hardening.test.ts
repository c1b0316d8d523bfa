import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../common/api/auth";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";
import { hashPassword } from "./passwords";
import { createSession, resolveSession, SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "./sessions";

// Account hardening beyond the spec's flows (issue 12; OWASP ASVS 5.0 chapters 6 and 7).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_PROVIDER: "none" });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, cookie?: string, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: ip, headers: cookie ? { cookie } : {} });
const sessionOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === "lotus_session")?.value;
const checkAuth = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/check_auth", cookies: { lotus_session: token } });

async function userWithPassword(email: string, password: string) {
  return createSignedInUser(t.database.db, { email, passwordHash: await hashPassword(password) });
}

describe("common and breached passwords", () => {
  it("refuses them at sign-up, and nothing is created", async () => {
    const users = async () =>
      ((await t.database.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] })
        .rows[0]?.n;
    const before = await users();
    for (const password of ["Password1", "Qwerty123", "Iloveyou1"]) {
      const res = await post("/api/signup", {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "common@example.com",
        password,
        consents: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.passwordCommon);
    }
    expect(await users()).toBe(before);
  });

  it("accepts an uncommon one", async () => {
    const res = await post("/api/signup", {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "uncommon@example.com",
      password: "Harbour-Lights-42",
      consents: true,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("issues a new session id at sign-in and ends the one the browser brought", async () => {
    await userWithPassword("fixation@example.com", "Harbour-Lights-42");
    const first = sessionOf(await post("/api/auth", { email: "fixation@example.com", password: "Harbour-Lights-42" }));
    expect(first).toBeTruthy();
    const again = await post(
      "/api/auth",
      { email: "fixation@example.com", password: "Harbour-Lights-42" },
      `lotus_session=${first}`,
    );
    const second = sessionOf(again);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await checkAuth(first as string)).statusCode).toBe(401);
    expect((await checkAuth(second as string)).statusCode).toBe(200);
  });

  it("ends a session left idle for longer than the idle timeout", async () => {
    const { user } = await createSignedInUser(t.database.db);
    const t0 = new Date("2026-11-01T00:00:00Z");
    const token = await createSession(t.database.db, user.id, t0);
    const day = 24 * 60 * 60 * 1000;
    expect(await resolveSession(t.database.db, token, new Date(t0.getTime() + 6 * day))).not.toBeNull();
    // Used on day 6, so it lives until day 13, not a moment longer.
    expect(
      await resolveSession(t.database.db, token, new Date(t0.getTime() + 6 * day + SESSION_IDLE_MS - 1000)),
    ).not.toBeNull();
    const idle = await createSession(t.database.db, user.id, t0);
    expect(await resolveSession(t.database.db, idle, new Date(t0.getTime() + SESSION_IDLE_MS + 1000))).toBeNull();
  });

  it("ends a session at the absolute timeout however often it is used", async () => {
    const { user } = await createSignedInUser(t.database.db);
    const t0 = new Date("2026-10-01T00:00:00Z");
    const token = await createSession(t.database.db, user.id, t0);
    const day = 24 * 60 * 60 * 1000;
    for (let d = 5; d < 30; d += 5) {
      expect(await resolveSession(t.database.db, token, new Date(t0.getTime() + d * day))).not.toBeNull();
    }
    expect(await resolveSession(t.database.db, token, new Date(t0.getTime() + SESSION_LIFETIME_MS + 1000))).toBeNull();
  });
});

describe("changing the password", () => {
  it("needs the current password, refuses common ones, and signs out every other session", async () => {
    await userWithPassword("changer@example.com", "Harbour-Lights-42");
    const signIn = async () =>
      sessionOf(await post("/api/auth", { email: "changer@example.com", password: "Harbour-Lights-42" })) as string;
    const here = await signIn();
    const elsewhere = await signIn();

    const wrong = await post(
      "/api/change-password",
      { current_password: "Not-The-One-1", password: "Tidal-Harbour-77" },
      `lotus_session=${here}`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.currentPasswordWrong);
    const common = await post(
      "/api/change-password",
      { current_password: "Harbour-Lights-42", password: "Password123" },
      `lotus_session=${here}`,
    );
    expect(common.json().message).toBe(messages.passwordCommon);
    expect((await checkAuth(elsewhere)).statusCode).toBe(200);

    const ok = await post(
      "/api/change-password",
      { current_password: "Harbour-Lights-42", password: "Tidal-Harbour-77" },
      `lotus_session=${here}`,
    );
    expect(ok.json()).toEqual({ success: true, message: messages.passwordChanged });
    expect((await checkAuth(here)).statusCode).toBe(200);
    expect((await checkAuth(elsewhere)).statusCode).toBe(401);
    expect((await post("/api/auth", { email: "changer@example.com", password: "Harbour-Lights-42" })).statusCode).toBe(
      401,
    );
    expect((await post("/api/auth", { email: "changer@example.com", password: "Tidal-Harbour-77" })).statusCode).toBe(
      200,
    );
  });

  it("signs out other sessions on request, keeping this one", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    const other = await createSession(t.database.db, user.id);
    const res = await post("/api/sign-out-other-sessions", {}, cookie);
    expect(res.json()).toEqual({ success: true, message: messages.otherSessionsSignedOut });
    expect((await checkAuth(other)).statusCode).toBe(401);
    expect((await checkAuth(cookie.split("=")[1] as string)).statusCode).toBe(200);
    expect((await post("/api/sign-out-other-sessions", {})).statusCode).toBe(401);
  });
});

describe("failed sign-ins", () => {
  it("allows at most 100 failed sign-ins per account per hour, from however many addresses", async () => {
    await userWithPassword("target@example.com", "Harbour-Lights-42");
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const res = await post(
        "/api/auth",
        { email: "target@example.com", password: `Wrong-guess-${i}` },
        undefined,
        `10.1.${Math.floor(i / 40)}.${i % 40}`,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
    // Locked for the account even with the right password, from a fresh address.
    const right = await post(
      "/api/auth",
      { email: "target@example.com", password: "Harbour-Lights-42" },
      undefined,
      "10.9.9.9",
    );
    expect(right.statusCode).toBe(429);
  });
});

describe("over https", () => {
  it("names the session cookie with the __Host- prefix: Secure, path /, no Domain", async () => {
    const https = await createTestApp({ CAPTCHA_PROVIDER: "none", PUBLIC_URL: "https://lotus.example" });
    try {
      await createSignedInUser(https.database.db, {
        email: "secure@example.com",
        passwordHash: await hashPassword("Harbour-Lights-42"),
      });
      const res = await https.app.inject({
        method: "POST",
        url: "/api/auth",
        headers: { origin: "https://lotus.example" },
        payload: { email: "secure@example.com", password: "Harbour-Lights-42" },
      });
      const cookie = res.cookies.find((c) => c.name === "__Host-lotus_session");
      expect(cookie).toMatchObject({ secure: true, path: "/", httpOnly: true, sameSite: "Lax" });
      expect(cookie?.domain).toBeUndefined();
      expect(res.cookies.some((c) => c.name === "lotus_session")).toBe(false);
      const asHost = await https.app.inject({
        method: "GET",
        url: "/api/check_auth",
        cookies: { "__Host-lotus_session": cookie?.value as string },
      });
      expect(asHost.statusCode).toBe(200);
      const plain = await https.app.inject({
        method: "GET",
        url: "/api/check_auth",
        cookies: { lotus_session: cookie?.value as string },
      });
      expect(plain.statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });
});
