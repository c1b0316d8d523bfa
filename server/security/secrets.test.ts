import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";

// No secret leaves the server: not in a response, not in a log line, not in the web bundle.

const secrets = {
  SESSION_SECRET: "session-secret-that-must-never-leak-0123456789",
  STRIPE_SECRET_KEY: "sk_test_secretkeythatmustneverleak",
  STRIPE_WEBHOOK_SECRET: "whsec_webhooksecretthatmustneverleak",
  CAPTCHA_SECRET: "captcha-secret-that-must-never-leak",
  GOOGLE_PLACES_API_KEY: "places-key-that-must-never-leak",
  DUFFEL_ACCESS_TOKEN: "duffel_test_tokenthatmustneverleak",
  REDDIT_CLIENT_SECRET: "reddit-secret-that-must-never-leak",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ...secrets,
    LOG_LEVEL: "trace",
    STRIPE_PUBLISHABLE_KEY: "pk_test_publishable",
    STRIPE_PRICE_PRO_MONTHLY: "price_m",
    STRIPE_PRICE_PRO_ANNUAL: "price_y",
    STRIPE_API_URL: "http://127.0.0.1:9",
    CAPTCHA_PROVIDER: "recaptcha",
    CAPTCHA_SITE_KEY: "site-key-public",
    CAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify",
    REDDIT_CLIENT_ID: "reddit-id",
    // Nothing here may reach the internet: every provider points at a closed local port.
    GOOGLE_PLACES_API_URL: "http://127.0.0.1:9",
    DUFFEL_API_URL: "http://127.0.0.1:9",
    REDDIT_AUTH_URL: "http://127.0.0.1:9",
    REDDIT_API_URL: "http://127.0.0.1:9",
    WEATHER_PROVIDER: "offline",
  });
});
afterAll(() => t?.close());

const leaks = (text: string) =>
  Object.entries(secrets)
    .filter(([, value]) => text.includes(value))
    .map(([k]) => k);

describe("secrets", () => {
  it("appear in no response and no log line, whatever is asked", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const bodies: string[] = [];
    const calls: [string, string, object | undefined, boolean][] = [
      ["GET", "/api/client-config", undefined, false],
      ["GET", "/api/health", undefined, false],
      ["GET", "/api/billing/mode", undefined, false],
      ["GET", "/api/all-plans", undefined, false],
      ["GET", "/api/check_auth", undefined, true],
      ["POST", "/api/auth", { email: "a@example.com", password: "Wrong1234", recaptcha_token: "x" }, false],
      [
        "POST",
        "/api/create-subscription",
        { priceId: "price_m", email: "a@example.com", name: "A", paymentMethodId: "pm_x" },
        true,
      ],
      ["POST", "/api/subscription-status", {}, true],
      ["GET", "/api/travel/photos?ref=places/x/photos/y", undefined, true],
      ["POST", "/api/stripe/webhook", { id: "evt_1" }, false],
      ["GET", "/api/no-such-route", undefined, false],
    ];
    for (const [method, url, payload, signedIn] of calls) {
      const res = await t.app.inject({
        method: method as "GET" | "POST",
        url,
        headers: { ...(signedIn ? { cookie } : {}), "stripe-signature": "t=1,v1=00" },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, url).toBeLessThan(600);
      bodies.push(JSON.stringify(res.headers), res.body);
    }
    expect(leaks(bodies.join("\n"))).toEqual([]);
    expect(t.logs.length).toBeGreaterThan(0);
    expect(leaks(JSON.stringify(t.logs))).toEqual([]);
  });

  it("are not in the built web app", () => {
    const dir = path.resolve("dist/web");
    if (!existsSync(dir)) {
      console.log("[secrets.test] dist/web is not built: bundle scan skipped (CI builds first)");
      return;
    }
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && /\.(js|html|css|json|txt|map)$/.test(d.name))
      .map((d) => path.join(d.parentPath, d.name));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      // Key shapes of the services we hold secrets for, and the env names that hold them.
      expect(text, file).not.toMatch(/\b(sk|rk)_(live|test)_[A-Za-z0-9]{8,}|\bwhsec_[A-Za-z0-9]{8,}/);
      expect(text, file).not.toMatch(/SESSION_SECRET|STRIPE_SECRET_KEY|DUFFEL_ACCESS_TOKEN|LLM_API_KEY/);
    }
  });
});
