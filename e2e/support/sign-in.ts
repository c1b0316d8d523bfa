import type { BrowserContext } from "playwright-core";

/**
 * Signs a browser context in with a session made in the database (createSignedInUser's cookie):
 * the httpOnly session cookie and the readable hint that makes the app check it.
 */
export async function signInContext(context: BrowserContext, cookie: string, url: string): Promise<void> {
  await context.addCookies([
    { name: "lotus_session", value: cookie.split("=")[1] as string, url, httpOnly: true },
    { name: "lotus_signed_in", value: "1", url },
  ]);
}
