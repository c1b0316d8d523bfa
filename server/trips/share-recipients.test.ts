import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { togetherMessages } from "../../common/api/together";
import { friendships, mailOutbox, tripInvites } from "../db/schema/index";
import { startSmtpCapture } from "../testing/smtp-capture";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// Issue 21, findings 7 and 12: who an invitation may reach. One invite is one recipient, and only
// addresses the sender typed or the sender's own friends; nobody else's address is ever echoed.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ WEATHER_PROVIDER: "offline", SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const db = () => t.app.lotus.database.db;
const share = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/share/batch", headers: { cookie }, payload });

describe("one invite, one recipient", () => {
  it("refuses an address list packed into one entry, with the spec's text, and sends nothing", async () => {
    const owner = await createSignedInUser(db(), {});
    const trip = await createTestTrip(db(), owner.user.id);
    const before = smtp.mails.length;
    for (const packed of [
      "a1@x.test,a2@x.test,a3@x.test",
      "a1@x.test;a2@x.test",
      "a1@x.test\r\nBcc: a2@x.test",
      '"a1@x.test, a2"@x.test',
      "<a1@x.test>",
    ]) {
      const res = await share(owner.cookie, { trip_id: trip.id, emails: [packed] });
      expect(res.statusCode, packed).toBe(400);
      expect(res.json().message, packed).toContain("Please enter a valid email address");
    }
    expect(await db().select().from(tripInvites).where(eq(tripInvites.tripId, trip.id))).toEqual([]);
    expect(smtp.mails.length).toBe(before);
  });

  it("mails each invited address alone", async () => {
    const owner = await createSignedInUser(db(), {});
    const trip = await createTestTrip(db(), owner.user.id);
    const res = await share(owner.cookie, { trip_id: trip.id, emails: ["solo1@x.test", "solo2@x.test"] });
    expect(res.json()).toEqual({ success: true, errors: [] });
    const mine = smtp.mails.filter((m) => m.to.some((to) => to.startsWith("solo")));
    expect(mine.map((m) => m.to)).toEqual([["solo1@x.test"], ["solo2@x.test"]]);
  });
});

describe("inviting friends", () => {
  it("accepts only the caller's friends and never shows a stranger's address", async () => {
    const owner = await createSignedInUser(db(), {});
    const friend = await createSignedInUser(db(), {});
    const pending = await createSignedInUser(db(), {});
    const stranger = await createSignedInUser(db(), {});
    await db()
      .insert(friendships)
      .values([
        { requesterId: friend.user.id, addresseeId: owner.user.id, status: "accepted", acceptedAt: new Date() },
        { requesterId: owner.user.id, addresseeId: pending.user.id, status: "pending" },
      ]);
    const trip = await createTestTrip(db(), owner.user.id);

    const strangersOnly = await share(owner.cookie, { trip_id: trip.id, friend_ids: [stranger.user.id] });
    expect(strangersOnly.statusCode).toBe(400);
    expect(strangersOnly.json().message).toBe(togetherMessages.friendRequired);
    expect(strangersOnly.body.toLowerCase()).not.toContain(stranger.user.email.toLowerCase());

    const mixed = await share(owner.cookie, {
      trip_id: trip.id,
      friend_ids: [friend.user.id, pending.user.id, stranger.user.id],
    });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().success).toBe(true);
    for (const other of [pending, stranger])
      expect(mixed.body.toLowerCase()).not.toContain(other.user.email.toLowerCase());
    const invited = await db().select().from(tripInvites).where(eq(tripInvites.tripId, trip.id));
    expect(invited.map((i) => i.email)).toEqual([friend.user.email.toLowerCase()]);
    const outbox = await db().select().from(mailOutbox);
    expect(outbox.some((m) => m.to.toLowerCase() === stranger.user.email.toLowerCase())).toBe(false);
  });

  it("names a friend who is already a member without their address", async () => {
    const owner = await createSignedInUser(db(), {});
    const friend = await createSignedInUser(db(), { firstName: "Fiona", lastName: "Friend" });
    await db()
      .insert(friendships)
      .values({ requesterId: owner.user.id, addresseeId: friend.user.id, status: "accepted", acceptedAt: new Date() });
    const trip = await createTestTrip(db(), owner.user.id, [friend.user.id]);
    const res = await share(owner.cookie, { trip_id: trip.id, friend_ids: [friend.user.id] });
    expect(res.body.toLowerCase()).not.toContain(friend.user.email.toLowerCase());
    expect(res.json().errors).toEqual(["Fiona Friend is already a member of this trip"]);
  });
});
