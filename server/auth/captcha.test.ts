import { describe, expect, it } from "vitest";
import { stubHttpServer } from "../testing/stub-http";
import { createTestApp } from "../testing/test-app";

// A local siteverify endpoint: reCAPTCHA and Turnstile share the protocol (form POST of secret,
// response, remoteip; JSON answer with success and error-codes).
const received: URLSearchParams[] = [];

const siteverify = stubHttpServer((_req, res, body) => {
  const form = new URLSearchParams(body);
  received.push(form);
  const ok = form.get("secret") === "server-secret" && form.get("response") === "good-token";
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify(
      ok
        ? { success: true, challenge_ts: new Date().toISOString(), hostname: "lotus.test", "error-codes": [] }
        : { success: false, "error-codes": ["invalid-input-response"] },
    ),
  );
});

describe.each(["recaptcha", "turnstile"])("CAPTCHA_PROVIDER=%s", (provider) => {
  it("verifies tokens server-side with the secret and tells the client the site key", async () => {
    const t = await createTestApp({
      CAPTCHA_PROVIDER: provider,
      CAPTCHA_SECRET: "server-secret",
      CAPTCHA_SITE_KEY: "public-site-key",
      CAPTCHA_VERIFY_URL: `${siteverify.base}/siteverify`,
    });
    try {
      const configRes = await t.app.inject({ method: "GET", url: "/api/client-config" });
      const config = configRes.json();
      // The page may load the provider's script and frame, and nothing else new.
      const page = await t.app.inject({ method: "GET", url: "/login" });
      const csp = String(page.headers["content-security-policy"]);
      const origin =
        provider === "recaptcha" ? "https://www.google.com/recaptcha/" : "https://challenges.cloudflare.com";
      expect(csp).toMatch(new RegExp(`script-src [^;]*${origin.replaceAll(".", "\\.")}`));
      expect(csp).toMatch(new RegExp(`frame-src [^;]*${origin.replaceAll(".", "\\.")}`));
      expect(config.captcha).toEqual({ provider, site_key: "public-site-key" });
      expect(JSON.stringify(config)).not.toContain("server-secret");

      const login = (token: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth",
          payload: { email: "a@example.com", password: "x", recaptcha_token: token },
        });
      const bad = await login("bad-token");
      expect(bad.json()).toMatchObject({ success: false, msg: "reCAPTCHA validation failed" });
      const good = await login("good-token");
      // Past the bot check, the (unknown) credentials are what fail now.
      expect(good.statusCode).toBe(401);
      expect(received.at(-1)?.get("remoteip")).toBe("127.0.0.1");
    } finally {
      await t.close();
    }
  });
});

describe("configuration", () => {
  it("refuses reCAPTCHA without its secret and site key", async () => {
    await expect(createTestApp({ CAPTCHA_PROVIDER: "recaptcha" })).rejects.toThrow(/CAPTCHA_SECRET/);
  });
});
