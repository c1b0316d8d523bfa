import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { sessionCookieName } from "../auth/sessions";
import { mailOutbox } from "../db/schema/index";
import { createTestApp, type TestApp } from "./test-app";

/** The session cookie's name on a site served over https. */
export const httpsCookie = sessionCookieName({ publicUrl: "https://" });

/**
 * An app at https://lotus.example (offline weather) for one test file, started before its tests
 * and closed after: the harness of the sharing and invite suites. Call at the top level of a test file.
 */
export function shareTestApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ WEATHER_PROVIDER: "offline", PUBLIC_URL: "https://lotus.example" });
  });
  afterAll(() => t?.close());
  const app = () => {
    if (!t) throw new Error("the test app is not started yet");
    return t;
  };
  const db = () => app().app.lotus.database.db;
  return {
    app,
    db,
    /** A POST with a session cookie. */
    post: (url: string, cookie: string, payload: object) =>
      app().app.inject({ method: "POST", url, headers: { cookie }, payload }),
    /** The accept token in the last invite mailed to `email` (in any case). */
    async tokenMailedTo(email: string): Promise<string> {
      const [mail] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email.toLowerCase()))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      const m = /https:\/\/lotus\.example\/accept\/([\w-]+)/.exec(mail?.text ?? "");
      if (!m?.[1]) throw new Error(`no invite mailed to ${email}`);
      return m[1];
    },
  };
}
