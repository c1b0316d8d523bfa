import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "lotus-config-"));

describe("loadConfig", () => {
  it("runs on defaults with no environment", () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      // The address served (issue 26): a link must open where the person is signed in.
      publicUrl: "http://127.0.0.1:3000",
      publicUrlDerived: true,
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: "info",
      trustProxy: false,
    });
  });

  it("generates a session secret once, keeps it private in DATA_DIR and reuses it", () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    const file = path.join(dir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it("lists every bad value with its variable name", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", REDIS_URL: "http://x", LOG_LEVEL: "loud" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join("\n");
      for (const name of ["PORT", "DATABASE_URL", "REDIS_URL", "LOG_LEVEL"]) expect(problems).toContain(name);
    }
  });

  it("rejects a short SESSION_SECRET and an out-of-range PORT", () => {
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("takes Stripe only with all three keys and real price ids; the test mode otherwise", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).stripe).toBeUndefined();
    const keys = {
      DATA_DIR: dir,
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
    };
    expect(() => loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/all three/);
    expect(() => loadConfig(keys)).toThrow(/STRIPE_PRICE_PRO_MONTHLY/);
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: "pk_live_wrong" })).toThrow(/STRIPE_SECRET_KEY/);
    const config = loadConfig({ ...keys, STRIPE_PRICE_PRO_MONTHLY: "price_m", STRIPE_PRICE_PRO_ANNUAL: "price_y" });
    expect(config.stripe).toMatchObject({ secretKey: "sk_test_abc", publishableKey: "pk_test_abc" });
  });

  it("treats empty values as unset and trims a trailing slash from PUBLIC_URL", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: "", PUBLIC_URL: "https://lotus.example/" });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("https://lotus.example");
  });
});

describe("production", () => {
  const good = {
    NODE_ENV: "production",
    SESSION_SECRET: "6f1c0d9a8b7e4c3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d",
    PUBLIC_URL: "https://lotus.example",
    BILLING: "test",
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ DATA_DIR: tempDir(), ...env });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it("starts with a real secret, https and a bot check", () => {
    expect(problemsOf(good)).toEqual([]);
    expect(problemsOf({ ...good, PUBLIC_URL: "http://localhost:8080" })).toEqual([]);
  });

  it("refuses a missing or made-up SESSION_SECRET, plain http, and no captcha", () => {
    expect(problemsOf({ ...good, SESSION_SECRET: "" }).join()).toMatch(/SESSION_SECRET is required/);
    expect(problemsOf({ ...good, SESSION_SECRET: "a".repeat(40) }).join()).toMatch(/SESSION_SECRET looks made up/);
    expect(problemsOf({ ...good, SESSION_SECRET: "please-change-me-before-going-live-ok" }).join()).toMatch(
      /looks made up/,
    );
    expect(problemsOf({ ...good, PUBLIC_URL: "" }).join()).toMatch(/PUBLIC_URL is required/);
    expect(problemsOf({ ...good, PUBLIC_URL: "http://lotus.example" }).join()).toMatch(/PUBLIC_URL must use https/);
    expect(problemsOf({ ...good, CAPTCHA_PROVIDER: "none" }).join()).toMatch(/CAPTCHA_PROVIDER=none is refused/);
    // Every problem at once, so one restart fixes them all.
    expect(problemsOf({ NODE_ENV: "production", CAPTCHA_PROVIDER: "none" })).toHaveLength(4);
  });

  // Issue 21, finding 15: without Stripe keys production ran the test mode, where card 4242 pays.
  it("refuses test-mode payments unless BILLING=test asks for them", () => {
    const { BILLING: _, ...noBilling } = good;
    expect(problemsOf(noBilling).join()).toMatch(/Payments need STRIPE_SECRET_KEY.*or BILLING=test/);
    expect(problemsOf(good)).toEqual([]);
    const stripe = {
      ...noBilling,
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PRICE_PRO_MONTHLY: "price_m",
      STRIPE_PRICE_PRO_ANNUAL: "price_y",
    };
    expect(problemsOf(stripe)).toEqual([]);
    expect(problemsOf({ ...stripe, BILLING: "test" }).join()).toMatch(/BILLING=test with Stripe keys/);
    expect(problemsOf({ ...noBilling, BILLING: "stripe" }).join()).toMatch(/BILLING=stripe needs/);
    expect(problemsOf({ ...noBilling, BILLING: "free" }).join()).toMatch(/BILLING/);
  });
});
