import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { servedUrl } from "./http/served-url";

// The one reader of process.env. Everything else receives a typed Config.

const postgresUrl = z
  .string()
  .url()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://");
const redisUrl = z
  .string()
  .url()
  .refine((v) => /^rediss?:\/\//.test(v), "must start with redis:// or rediss://");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: redisUrl.optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  WEB_DIR: z.string().min(1).default("./dist/web"),
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Lotus <no-reply@lotustravel.app>"),
  CAPTCHA_PROVIDER: z.enum(["altcha", "recaptcha", "turnstile", "none"]).default("altcha"),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.string().url().optional(),
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(100),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_USERINFO_URL: z.string().url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  GOOGLE_TOKENINFO_URL: z.string().url().default("https://oauth2.googleapis.com/tokeninfo"),
  WEATHER_PROVIDER: z.enum(["open-meteo", "offline"]).default("open-meteo"),
  OPEN_METEO_URL: z.string().url().default("https://api.open-meteo.com"),
  OPEN_METEO_ARCHIVE_URL: z.string().url().default("https://archive-api.open-meteo.com"),
  REDDIT_CLIENT_ID: z.string().min(1).optional(),
  REDDIT_CLIENT_SECRET: z.string().min(1).optional(),
  REDDIT_USER_AGENT: z.string().min(3).default("web:lotus:0.1.0 (travel planner)"),
  REDDIT_AUTH_URL: z.string().url().default("https://www.reddit.com"),
  REDDIT_API_URL: z.string().url().default("https://oauth.reddit.com"),
  DUFFEL_ACCESS_TOKEN: z.string().min(10).optional(),
  DUFFEL_API_URL: z.string().url().default("https://api.duffel.com"),
  DUFFEL_STAYS: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  PLAN_PRO_MONTHLY_CENTS: z.coerce.number().int().min(1).max(1_000_000).default(999),
  PLAN_PRO_ANNUAL_CENTS: z.coerce.number().int().min(1).max(10_000_000).default(9588),
  STRIPE_PRICE_PRO_MONTHLY: z.string().min(1).default("price_local_pro_monthly"),
  STRIPE_PRICE_PRO_ANNUAL: z.string().min(1).default("price_local_pro_annual"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, "must start with sk_test_, sk_live_ or rk_")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, "must start with pk_test_ or pk_live_")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must start with whsec_")
    .optional(),
  STRIPE_API_URL: z.string().url().optional(),
  // Which payments: Stripe (needs the three keys) or the local test mode. Unset: Stripe when its
  // keys are given, else the test mode, which production accepts only when asked for by name.
  BILLING: z.enum(["stripe", "test"]).optional(),
  ADMIN_EMAILS: z.string().optional(),
  ANALYTICS_PROVIDER: z.enum(["lotus", "plausible", "posthog", "none"]).default("lotus"),
  ANALYTICS_SITE: z.string().min(1).optional(),
  ANALYTICS_HOST: z.string().url().optional(),
  LLM_PROVIDER: z.enum(["offline", "openai", "anthropic", "openai-compatible"]).default("offline"),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_BASE_URL: z.string().url().optional(),
  // A model that stops answering must not hold a trip's turn for ever.
  /** Background jobs (the trip watcher, digests): off only in tests that do not need them. */
  JOBS: z.enum(["on", "off"]).default("on"),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  GOOGLE_PLACES_API_KEY: z.string().min(10).optional(),
  GOOGLE_PLACES_API_URL: z.string().url().default("https://places.googleapis.com"),
  // Routes between stops: unset, the first configured of Google, OpenRouteService, OSRM (else Lotus's estimate).
  ROUTING_PROVIDER: z.enum(["estimate", "osrm", "openrouteservice", "google"]).optional(),
  OSRM_URL: z.string().url().optional(),
  OSRM_WALK_URL: z.string().url().optional(),
  ORS_API_KEY: z.string().min(10).optional(),
  ORS_API_URL: z.string().url().default("https://api.openrouteservice.org"),
  GOOGLE_ROUTES_API_KEY: z.string().min(10).optional(),
  GOOGLE_ROUTES_API_URL: z.string().url().default("https://routes.googleapis.com"),
  ROUTING_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5000),
  // Any MapLibre style (OpenFreeMap, MapTiler, Stadia, self-hosted); unset: the offline basemap.
  MAP_STYLE_URL: z.string().url().optional(),
});

const siteverifyUrls = {
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
} as const;

export type CaptchaProvider = "altcha" | "recaptcha" | "turnstile" | "none";

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Links in mail and the origin of the app. Without PUBLIC_URL: the address served (http/served-url.ts). */
  publicUrl: string;
  /** True when PUBLIC_URL was not given: the listening server then sets publicUrl from its address. */
  publicUrlDerived: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sessionSecret: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  webDir: string;
  /** Whether this process takes background jobs (and keeps the schedules). */
  jobs: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  captcha: { provider: CaptchaProvider; secret?: string; siteKey?: string; verifyUrl?: string; altchaCost: number };
  google: { clientId: string | undefined; userinfoUrl: string; tokeninfoUrl: string };
  plans: { proMonthlyCents: number; proAnnualCents: number; proMonthlyPriceId: string; proAnnualPriceId: string };
  /** Who may read the feedback report (lower-cased e-mail addresses). */
  adminEmails: string[];
  /** Where the web app sends page views and events; `lotus` is our own POST /api/events. */
  analytics: { provider: "lotus" | "plausible" | "posthog" | "none"; site: string | null; host: string | null };
  /** Stripe when keys are given; otherwise the local test mode. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  llm:
    | { provider: "offline" }
    | {
        provider: "openai" | "anthropic" | "openai-compatible";
        model: string;
        timeoutMs: number;
        apiKey: string | undefined;
        baseUrl: string | undefined;
      };
  travel: {
    weather: "open-meteo" | "offline";
    openMeteoUrl: string;
    openMeteoArchiveUrl: string;
    reddit: { clientId: string; clientSecret: string; userAgent: string; authUrl: string; apiUrl: string } | undefined;
    duffel: { accessToken: string; apiUrl: string; stays: boolean } | undefined;
    googlePlaces: { apiKey: string; apiUrl: string } | undefined;
  };
  routing: RoutingConfig;
  /** The trip map's style; null: the offline basemap served from our origin. */
  map: { styleUrl: string | null };
};

/** Where routes between stops come from; the estimate needs nothing. */
export type RoutingConfig =
  | { provider: "estimate" }
  | { provider: "osrm"; url: string; walkUrl: string | undefined; timeoutMs: number }
  | { provider: "openrouteservice"; apiKey: string; url: string; timeoutMs: number }
  | { provider: "google"; apiKey: string; url: string; timeoutMs: number };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

/** Parses the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  // Treat empty strings as unset so `FOO= npm start` behaves like no FOO.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  if (
    (e.CAPTCHA_PROVIDER === "recaptcha" || e.CAPTCHA_PROVIDER === "turnstile") &&
    !(e.CAPTCHA_SECRET && e.CAPTCHA_SITE_KEY)
  ) {
    throw new ConfigError([`CAPTCHA_PROVIDER=${e.CAPTCHA_PROVIDER} needs CAPTCHA_SECRET and CAPTCHA_SITE_KEY`]);
  }
  if (e.DUFFEL_STAYS && !e.DUFFEL_ACCESS_TOKEN) {
    throw new ConfigError(["DUFFEL_STAYS=true needs DUFFEL_ACCESS_TOKEN (a token with Stays access)"]);
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError([
      "Stripe needs all three of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (or none, for the test mode)",
    ]);
  }
  if (e.BILLING === "stripe" && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError(["BILLING=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET"]);
  }
  if (e.BILLING === "test" && e.STRIPE_SECRET_KEY) {
    throw new ConfigError(["BILLING=test with Stripe keys: remove the keys, or set BILLING=stripe"]);
  }
  if (
    e.STRIPE_SECRET_KEY &&
    (e.STRIPE_PRICE_PRO_MONTHLY.startsWith("price_local_") || e.STRIPE_PRICE_PRO_ANNUAL.startsWith("price_local_"))
  ) {
    throw new ConfigError([
      "STRIPE_SECRET_KEY needs STRIPE_PRICE_PRO_MONTHLY and STRIPE_PRICE_PRO_ANNUAL (your Stripe price ids)",
    ]);
  }
  if ((e.ANALYTICS_PROVIDER === "plausible" || e.ANALYTICS_PROVIDER === "posthog") && !e.ANALYTICS_SITE) {
    throw new ConfigError([
      `ANALYTICS_PROVIDER=${e.ANALYTICS_PROVIDER} needs ANALYTICS_SITE (${e.ANALYTICS_PROVIDER === "plausible" ? "the site's domain" : "the project API key"})`,
    ]);
  }
  if (e.LLM_PROVIDER !== "offline") {
    const missing = [
      !e.LLM_MODEL && "LLM_MODEL",
      !e.LLM_API_KEY && e.LLM_PROVIDER !== "openai-compatible" && "LLM_API_KEY",
      !e.LLM_BASE_URL && e.LLM_PROVIDER === "openai-compatible" && "LLM_BASE_URL",
    ].filter(Boolean);
    if (missing.length) throw new ConfigError([`LLM_PROVIDER=${e.LLM_PROVIDER} needs ${missing.join(" and ")}`]);
  }
  const routing = routingConfig(e);
  if (e.NODE_ENV === "production") {
    const problems = productionProblems(e);
    if (problems.length) throw new ConfigError(problems);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? servedUrl(e.HOST, e.PORT)).replace(/\/+$/, ""),
    publicUrlDerived: !e.PUBLIC_URL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDir: path.resolve(e.WEB_DIR),
    jobs: e.JOBS === "on",
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      secret: e.CAPTCHA_SECRET,
      siteKey: e.CAPTCHA_SITE_KEY,
      altchaCost: e.ALTCHA_COST,
      verifyUrl:
        e.CAPTCHA_PROVIDER === "recaptcha" || e.CAPTCHA_PROVIDER === "turnstile"
          ? (e.CAPTCHA_VERIFY_URL ?? siteverifyUrls[e.CAPTCHA_PROVIDER])
          : undefined,
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, userinfoUrl: e.GOOGLE_USERINFO_URL, tokeninfoUrl: e.GOOGLE_TOKENINFO_URL },
    plans: {
      proMonthlyCents: e.PLAN_PRO_MONTHLY_CENTS,
      proAnnualCents: e.PLAN_PRO_ANNUAL_CENTS,
      proMonthlyPriceId: e.STRIPE_PRICE_PRO_MONTHLY,
      proAnnualPriceId: e.STRIPE_PRICE_PRO_ANNUAL,
    },
    adminEmails: (e.ADMIN_EMAILS ?? "")
      .split(",")
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    analytics: {
      provider: e.ANALYTICS_PROVIDER,
      site: e.ANALYTICS_SITE ?? null,
      host:
        (
          e.ANALYTICS_HOST ??
          (e.ANALYTICS_PROVIDER === "plausible"
            ? "https://plausible.io"
            : e.ANALYTICS_PROVIDER === "posthog"
              ? "https://us.i.posthog.com"
              : "")
        ).replace(/\/+$/, "") || null,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    llm:
      e.LLM_PROVIDER === "offline"
        ? { provider: "offline" }
        : {
            provider: e.LLM_PROVIDER,
            model: e.LLM_MODEL as string,
            apiKey: e.LLM_API_KEY,
            baseUrl: e.LLM_BASE_URL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          },
    travel: {
      weather: e.WEATHER_PROVIDER,
      openMeteoUrl: e.OPEN_METEO_URL.replace(/\/+$/, ""),
      openMeteoArchiveUrl: e.OPEN_METEO_ARCHIVE_URL.replace(/\/+$/, ""),
      reddit:
        e.REDDIT_CLIENT_ID && e.REDDIT_CLIENT_SECRET
          ? {
              clientId: e.REDDIT_CLIENT_ID,
              clientSecret: e.REDDIT_CLIENT_SECRET,
              userAgent: e.REDDIT_USER_AGENT,
              authUrl: e.REDDIT_AUTH_URL.replace(/\/+$/, ""),
              apiUrl: e.REDDIT_API_URL.replace(/\/+$/, ""),
            }
          : undefined,
      duffel: e.DUFFEL_ACCESS_TOKEN
        ? { accessToken: e.DUFFEL_ACCESS_TOKEN, apiUrl: e.DUFFEL_API_URL.replace(/\/+$/, ""), stays: e.DUFFEL_STAYS }
        : undefined,
      googlePlaces: e.GOOGLE_PLACES_API_KEY
        ? { apiKey: e.GOOGLE_PLACES_API_KEY, apiUrl: e.GOOGLE_PLACES_API_URL.replace(/\/+$/, "") }
        : undefined,
    },
    routing,
    map: { styleUrl: e.MAP_STYLE_URL ?? null },
  };
}

/**
 * The routing provider: the one named by ROUTING_PROVIDER (which then needs its key or URL), or
 * the first configured of Google, OpenRouteService and OSRM, or Lotus's estimate.
 */
function routingConfig(e: z.infer<typeof envSchema>): RoutingConfig {
  const trim = (url: string) => url.replace(/\/+$/, "");
  const timeoutMs = e.ROUTING_TIMEOUT_MS;
  const chosen =
    e.ROUTING_PROVIDER ??
    (e.GOOGLE_ROUTES_API_KEY ? "google" : e.ORS_API_KEY ? "openrouteservice" : e.OSRM_URL ? "osrm" : "estimate");
  switch (chosen) {
    case "google":
      if (!e.GOOGLE_ROUTES_API_KEY) throw new ConfigError(["ROUTING_PROVIDER=google needs GOOGLE_ROUTES_API_KEY"]);
      return { provider: "google", apiKey: e.GOOGLE_ROUTES_API_KEY, url: trim(e.GOOGLE_ROUTES_API_URL), timeoutMs };
    case "openrouteservice":
      if (!e.ORS_API_KEY) throw new ConfigError(["ROUTING_PROVIDER=openrouteservice needs ORS_API_KEY"]);
      return { provider: "openrouteservice", apiKey: e.ORS_API_KEY, url: trim(e.ORS_API_URL), timeoutMs };
    case "osrm":
      if (!e.OSRM_URL) throw new ConfigError(["ROUTING_PROVIDER=osrm needs OSRM_URL"]);
      return {
        provider: "osrm",
        url: trim(e.OSRM_URL),
        walkUrl: e.OSRM_WALK_URL ? trim(e.OSRM_WALK_URL) : undefined,
        timeoutMs,
      };
    case "estimate":
      return { provider: "estimate" };
  }
}

const loopback = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * What production refuses to start with: sessions signed with a made-up or generated-on-disk
 * secret (processes would disagree), links and cookies over plain http (a loopback PUBLIC_URL
 * for a trial on one machine excepted: browsers treat it as secure), sign-up without a bot
 * check, and test-mode payments nobody asked for (BILLING=test).
 */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const secret = e.SESSION_SECRET;
  if (!secret)
    problems.push("SESSION_SECRET is required in production (32+ random characters, e.g. openssl rand -hex 32)");
  else if (new Set(secret).size < 12 || /change.?me|example|placeholder|your.?secret/i.test(secret))
    problems.push("SESSION_SECRET looks made up: use 32+ random characters (e.g. openssl rand -hex 32)");
  if (!e.PUBLIC_URL) problems.push("PUBLIC_URL is required in production (https://your.domain)");
  else {
    const url = new URL(e.PUBLIC_URL);
    if (url.protocol !== "https:" && !loopback.has(url.hostname))
      problems.push("PUBLIC_URL must use https in production (session cookies are Secure and __Host- prefixed)");
  }
  if (e.CAPTCHA_PROVIDER === "none")
    problems.push("CAPTCHA_PROVIDER=none is refused in production: use altcha (self-hosted), recaptcha or turnstile");
  // The test mode takes Stripe's test card 4242...: anyone would get Voyager for nothing.
  if (!e.STRIPE_SECRET_KEY && e.BILLING !== "test")
    problems.push(
      "Payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET in production, or BILLING=test to run the test mode on purpose (anyone can then get Voyager with a test card)",
    );
  return problems;
}

// A secret generated on first start and kept beside the data, so sessions survive restarts
// without the operator having to invent one. Several processes must share SESSION_SECRET.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // absent: create below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
