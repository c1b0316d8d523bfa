import { z } from "zod";
import type { Config } from "../config";

// Google sign-in: the client sends an OAuth access token from Google Identity Services. We never
// trust the user_info the client posts: we ask Google's tokeninfo endpoint whom the token was
// issued to (it must be our client id), then its OpenID userinfo endpoint who the person is.

const ZTokenInfo = z
  .object({
    aud: z.string().optional(),
    azp: z.string().optional(),
    expires_in: z.union([z.string(), z.number()]).optional(),
  })
  .passthrough();
const ZUserInfo = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).transform((v) => v === true || v === "true"),
});

export type GoogleIdentity = {
  googleId: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
};

export class GoogleAuthError extends Error {}

export async function verifyGoogleAccessToken(config: Config, accessToken: string): Promise<GoogleIdentity> {
  const { clientId, tokeninfoUrl, userinfoUrl } = config.google;
  if (!clientId) throw new GoogleAuthError("Google sign-in is not configured on this server");
  const signal = AbortSignal.timeout(5000);

  const infoUrl = new URL(tokeninfoUrl);
  infoUrl.searchParams.set("access_token", accessToken);
  const infoRes = await fetch(infoUrl, { signal }).catch(() => undefined);
  if (!infoRes?.ok) throw new GoogleAuthError("Google did not accept the sign-in token");
  const info = ZTokenInfo.safeParse(await infoRes.json().catch(() => null));
  const audience = info.success ? (info.data.aud ?? info.data.azp) : undefined;
  if (audience !== clientId) throw new GoogleAuthError("The sign-in token was not issued to Lotus");

  const userRes = await fetch(userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` }, signal }).catch(
    () => undefined,
  );
  if (!userRes?.ok) throw new GoogleAuthError("Google did not return your profile");
  const user = ZUserInfo.safeParse(await userRes.json().catch(() => null));
  if (!user.success) throw new GoogleAuthError("Google returned a profile without an e-mail address");
  const fallbackName = user.data.email.split("@")[0] ?? "Traveller";
  return {
    googleId: user.data.sub,
    email: user.data.email,
    firstName: user.data.given_name?.trim() || fallbackName,
    lastName: user.data.family_name?.trim() || "",
    emailVerified: user.data.email_verified,
  };
}
