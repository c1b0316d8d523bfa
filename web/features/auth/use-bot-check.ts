import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { useCallback, useEffect, useRef } from "react";
import { captchaChallenge } from "../../api/auth";
import { recaptchaToken, turnstileToken } from "./hosted-captcha";
import { useClientConfig } from "./use-client-config";

export { useClientConfig };

export class BotCheckError extends Error {}

async function solveAltcha(): Promise<string> {
  const res = await captchaChallenge();
  if (!res.ok) throw new BotCheckError("reCAPTCHA validation failed");
  const solution = await solveChallenge({ challenge: res.data, deriveKey, timeout: 30_000 });
  if (!solution) throw new BotCheckError("reCAPTCHA validation failed");
  return btoa(JSON.stringify({ challenge: res.data, solution }));
}

/**
 * The invisible bot check. With ALTCHA the proof of work is solved in the background as soon as
 * the form appears, so submitting does not wait; each token is used once, and the next one is
 * started right away (the spec's "reset the captcha" after a failed attempt).
 */
export function useBotCheck(): { getToken: () => Promise<string | undefined> } {
  const config = useClientConfig();
  const provider = config.data?.captcha.provider;
  const pending = useRef<Promise<string> | null>(null);

  useEffect(() => {
    if (provider === "altcha" && !pending.current) {
      pending.current = solveAltcha();
      pending.current.catch(() => {}); // reported when a submit asks for it
    }
  }, [provider]);

  const getToken = useCallback(async () => {
    const settled = config.data ?? (await config.refetch()).data;
    switch (settled?.captcha.provider) {
      case "none":
        return undefined;
      case "altcha": {
        const token = pending.current ?? solveAltcha();
        pending.current = solveAltcha();
        pending.current.catch(() => {});
        return await token;
      }
      case "recaptcha":
      case "turnstile": {
        const siteKey = settled.captcha.site_key ?? "";
        const get = settled.captcha.provider === "recaptcha" ? recaptchaToken : turnstileToken;
        try {
          return await get(siteKey, "submit");
        } catch {
          throw new BotCheckError("reCAPTCHA validation failed");
        }
      }
      default:
        throw new BotCheckError("reCAPTCHA validation failed");
    }
  }, [config]);

  return { getToken };
}
