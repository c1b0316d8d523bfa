import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { captchaReplays } from "../db/schema/index";

// The bot check named by CAPTCHA_PROVIDER. The token arrives in `recaptcha_token` whatever the
// provider (the spec's field name). A missing or bad token fails with 'reCAPTCHA validation failed'.

export interface CaptchaVerifier {
  readonly provider: Config["captcha"]["provider"];
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
  /** ALTCHA only: a fresh challenge for the client to solve. */
  challenge?(): Promise<Challenge>;
}

const ALTCHA_LIFETIME_MS = 10 * 60 * 1000;

const ZAltchaPayload = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string().max(200),
        salt: z.string().max(200),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.number().optional(),
      })
      .passthrough(),
    signature: z.string().optional(),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

// `cost` is SHA-256 rounds per attempt (ALTCHA_COST). A browser awaits one WebCrypto digest per
// round, so the default 100 (about 25,000 digests on average) stays well under a second for a
// person while every scripted attempt still costs real work.
function altcha(db: Db, secret: string, cost: number): CaptchaVerifier {
  // A key of its own, derived from the session secret, so the two never mix.
  const hmacSecret = createHmac("sha256", secret).update("lotus-altcha").digest("hex");
  return {
    provider: "altcha",
    challenge: () =>
      createChallenge({
        algorithm: "SHA-256",
        cost,
        deriveKey,
        hmacSignatureSecret: hmacSecret,
        expiresAt: new Date(Date.now() + ALTCHA_LIFETIME_MS),
      }),
    async verify(token) {
      if (!token) return false;
      let payload: z.infer<typeof ZAltchaPayload>;
      try {
        payload = ZAltchaPayload.parse(JSON.parse(Buffer.from(token, "base64").toString("utf8")));
      } catch {
        return false;
      }
      const result = await verifySolution({
        challenge: payload.challenge as unknown as Challenge,
        solution: payload.solution as Solution,
        deriveKey,
        hmacSignatureSecret: hmacSecret,
      }).catch(() => ({ verified: false }));
      if (!result.verified) return false;
      // Single use: the nonce is remembered until the challenge would have expired anyway.
      const now = new Date();
      await db.delete(captchaReplays).where(lt(captchaReplays.expiresAt, now));
      const inserted = await db
        .insert(captchaReplays)
        .values({ id: payload.challenge.parameters.nonce, expiresAt: new Date(now.getTime() + ALTCHA_LIFETIME_MS) })
        .onConflictDoNothing()
        .returning({ id: captchaReplays.id });
      return inserted.length === 1;
    },
  };
}

// reCAPTCHA and Turnstile share the siteverify protocol: a form POST of secret, response and
// remoteip, answered with JSON whose `success` says whether the token was good.
const ZSiteverifyResponse = z.object({ success: z.boolean() }).passthrough();

function siteverify(
  provider: "recaptcha" | "turnstile",
  url: string,
  secret: string,
  log: FastifyBaseLogger,
): CaptchaVerifier {
  return {
    provider,
    async verify(token, remoteIp) {
      if (!token) return false;
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) {
          log.warn({ provider, status: res.status }, "captcha siteverify answered with an error status");
          return false;
        }
        const body = ZSiteverifyResponse.safeParse(await res.json());
        if (!body.success) log.warn({ provider }, "captcha siteverify answered with an unexpected body");
        return body.success && body.data.success;
      } catch (err) {
        log.warn({ provider, err: (err as Error).message }, "captcha siteverify unreachable");
        return false;
      }
    },
  };
}

export function createCaptchaVerifier(config: Config, db: Db, log: FastifyBaseLogger): CaptchaVerifier {
  const c = config.captcha;
  switch (c.provider) {
    case "altcha":
      return altcha(db, config.sessionSecret, config.captcha.altchaCost);
    case "recaptcha":
    case "turnstile":
      return siteverify(c.provider, c.verifyUrl ?? "", c.secret ?? "", log);
    case "none":
      log.warn("CAPTCHA_PROVIDER=none: sign-in and sign-up are not protected by a bot check");
      return { provider: "none", verify: async () => true };
  }
}
