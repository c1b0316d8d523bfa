import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notifications } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// Issue 21, finding 4: an account made for someone else's address and never confirmed received
// invites sent to that address in its notifications and could accept them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => t.close());

const db = () => t.app.lotus.database.db;
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });

describe("invites to an unconfirmed account's address", () => {
  it("are neither notified to it nor accepted by it until the address is confirmed", async () => {
    const owner = await createSignedInUser(db());
    const squatter = await createSignedInUser(db(), { email: "victim@example.com", emailConfirmedAt: null });
    const trip = await createTestTrip(db(), owner.user.id);
    const shared = await post("/api/share/batch", owner.cookie, { trip_id: trip.id, emails: ["victim@example.com"] });
    expect(shared.json().success).toBe(true);
    await t.app.lotus.mailer.settled();
    const notified = await db().select().from(notifications).where(eq(notifications.userId, squatter.user.id));
    expect(notified).toEqual([]);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "victim@example.com"))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = /\/accept\/([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const accept = await post("/api/accept", squatter.cookie, { token });
    expect(accept.statusCode).toBe(403);
  });
});
