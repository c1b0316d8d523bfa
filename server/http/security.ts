import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "../config";

// Security headers for every response. The CSP allows only our own origin for scripts and
// connections (websocket included); images may come from providers' CDNs over https.
//
// @fastify/helmet builds its middleware again on every request (parsing and writing the CSP's
// directives each time): about a tenth of a signed-in call's CPU when answered from memory
// (issue 28, bench/README.md). The headers depend on the configuration alone, so they are worked
// out once, by @fastify/helmet itself on a private instance, and then set on every reply; a route
// may still set its own (the image proxy's CSP).
//
// The API's JSON answers get a short, stricter set instead (OWASP's REST guidance): a policy that
// lets a JSON body load nothing and be framed by no one, no sniffing, no referrer. A document's
// directives mean nothing to a JSON body a browser never renders, and the full set (about 700
// bytes, each header checked by Node on every reply) was a fifth of a signed-in call's cost
// (issue 28, bench/README.md).
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await helmetHeaders(helmetOptions(config));
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") ? API_HEADERS : headers);
    done();
  });
}

/** What every `/api/` answer carries; pages and files get helmet's full set. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
  // Personal JSON is kept by no cache; a route whose answer may be kept says so itself.
  "cache-control": "no-store",
};

type HelmetOptions = Parameters<typeof helmet>[1];

/** The headers @fastify/helmet sets with these options, asked of it once. */
export async function helmetHeaders(options: HelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  let headers: Record<string, string> = {};
  await probe.register(helmet, options);
  probe.get("/", async (_request, reply) => {
    // Only what helmet's hooks have set on the response so far: nothing of Fastify's own yet.
    headers = Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([k, v]) => [k, String(v)]));
    return "";
  });
  await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  if (!headers["content-security-policy"]) throw new Error("security headers: helmet set no CSP");
  return headers;
}

export function helmetOptions(config: Config): HelmetOptions {
  // Google sign-in loads Google's script and asks its userinfo endpoint, only when configured.
  const google = config.google.clientId
    ? {
        script: ["https://accounts.google.com"],
        connect: ["https://openidconnect.googleapis.com"],
        frame: ["https://accounts.google.com"],
      }
    : { script: [], connect: [], frame: [] };
  // The hosted bot checks load their scripts and frames from their own origins.
  const captcha =
    config.captcha.provider === "recaptcha"
      ? {
          script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
          frame: ["https://www.google.com/recaptcha/"],
        }
      : config.captcha.provider === "turnstile"
        ? { script: ["https://challenges.cloudflare.com"], frame: ["https://challenges.cloudflare.com"] }
        : { script: [], frame: [] };
  // Stripe.js and its Elements frames (card form, 3-D Secure, Apple Pay / Google Pay), per
  // Stripe's CSP guidance, only when Stripe is configured.
  const stripe = config.stripe
    ? {
        script: ["https://js.stripe.com", "https://*.js.stripe.com"],
        connect: ["https://api.stripe.com"],
        frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
      }
    : { script: [], connect: [], frame: [] };
  // A configured third-party analytics service receives events from the browser.
  const analytics = config.analytics.provider !== "lotus" && config.analytics.host ? [config.analytics.host] : [];
  // A configured map style's tiles, glyphs and sprites, fetched by MapLibre from the style's origin.
  const map = config.map.styleUrl ? [new URL(config.map.styleUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...google.script, ...captcha.script, ...stripe.script],
        // Radix positions popovers and toasts with inline style attributes.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "connect-src": ["'self'", "ws:", "wss:", ...google.connect, ...stripe.connect, ...analytics, ...map],
        "frame-src": ["'self'", ...google.frame, ...captcha.frame, ...stripe.frame],
        "font-src": ["'self'", "data:"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  };
}
