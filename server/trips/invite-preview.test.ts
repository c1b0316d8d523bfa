import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { togetherMessages } from "../../common/api/together";
import { mailOutbox, trips, users } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// Issue 26: an invitee learns which trip, whose and when before accepting, signed out too; a
// dead invite says no more than an unknown one. And an invitee whose address is not confirmed
// yet is told to confirm it, not that the invite is for another address.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => t.close());

const db = () => t.app.lotus.database.db;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, headers: cookie ? { cookie } : {}, payload });
const preview = (token: string) => post("/api/invite-preview", { token });

async function invitedTrip() {
  const owner = await createSignedInUser(db(), { firstName: "Olga", lastName: "Ivanova" });
  const trip = await createTestTrip(db(), owner.user.id, [], "Lisbon with Olga");
  await db().update(trips).set({ destination: "Lisbon", dates: "Mar 10 - Mar 15, 2027" }).where(eq(trips.id, trip.id));
  return { owner, trip };
}

async function mailedToken(to: string) {
  await t.app.lotus.mailer.settled();
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return /\/accept\/([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
}

describe("POST /api/invite-preview", () => {
  it("names the trip, inviter, destination and dates of a link invite, to anyone holding it", async () => {
    const { owner, trip } = await invitedTrip();
    const link = (await post("/api/share/link", { trip_id: trip.id }, owner.cookie)).json().link as string;
    const token = link.split("/accept/")[1] ?? "";
    const res = await preview(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      trip_name: "Lisbon with Olga",
      inviter: "Olga Ivanova",
      dates: "Mar 10 - Mar 15, 2027",
      destination: "Lisbon",
      email: null,
    });
  });

  it("gives an e-mail invite's address (sign-up starts with it), until it is accepted", async () => {
    const { owner, trip } = await invitedTrip();
    await post("/api/share/batch", { trip_id: trip.id, emails: ["nadia@example.com"] }, owner.cookie);
    const token = await mailedToken("nadia@example.com");
    expect((await preview(token)).json()).toMatchObject({ trip_name: "Lisbon with Olga", email: "nadia@example.com" });

    // Not confirmed yet: the accept call says what to do.
    const unconfirmed = await createSignedInUser(db(), { email: "nadia@example.com", emailConfirmedAt: null });
    const early = await post("/api/accept", { token }, unconfirmed.cookie);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/^Please confirm your e-mail address first/);

    await db().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, unconfirmed.user.id));
    await t.app.lotus.sessionCache.forget({ userId: unconfirmed.user.id });
    expect((await post("/api/accept", { token }, unconfirmed.cookie)).statusCode).toBe(200);
    const used = await preview(token);
    expect(used.statusCode).toBe(404);
    expect(used.json()).toMatchObject({ success: false, message: togetherMessages.inviteInvalid });
  });

  it("answers a revoked invite, an unknown token and a bad body without a 5xx", async () => {
    const { owner, trip } = await invitedTrip();
    const link = (await post("/api/share/link", { trip_id: trip.id }, owner.cookie)).json().link as string;
    const token = link.split("/accept/")[1] ?? "";
    const invites = (await post("/api/share/invites", { trip_id: trip.id }, owner.cookie)).json().invites as {
      id: string;
    }[];
    for (const i of invites) await post("/api/share/revoke", { trip_id: trip.id, invite_id: i.id }, owner.cookie);
    expect((await preview(token)).statusCode).toBe(404);
    expect((await preview("no-such-token")).statusCode).toBe(404);
    expect((await post("/api/invite-preview", { token: "" })).statusCode).toBe(400);
    expect((await post("/api/invite-preview", {})).statusCode).toBe(400);
    expect((await post("/api/invite-preview", { token: "x".repeat(500) })).statusCode).toBe(400);
  });
});
