import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVITE_LIFETIME_DAYS, togetherMessages } from "../../common/api/together";
import { tripInvites } from "../db/schema/index";
import { httpsCookie as https, shareTestApp } from "../testing/share-app";
import { startSmtpCapture } from "../testing/smtp-capture";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { guestCount } from "./invites";

// Issue 21, finding 11: an invite's place in the plan's limit is not held forever. A mail that
// could not be sent frees it, open e-mail invites expire, and the owner sees and revokes them.

const { app: shared, db, tokenMailedTo } = shareTestApp();
const post = (app: TestApp, url: string, cookie: string, payload: object) =>
  app.app.inject({ method: "POST", url, headers: { cookie }, payload });

describe("a mail that cannot be sent", () => {
  it("frees its place: mail down, no invite counts and the answer says so", async () => {
    // An SMTP server that is gone: every send fails.
    const smtp = await startSmtpCapture();
    await smtp.close();
    const down = await createTestApp({ WEATHER_PROVIDER: "offline", SMTP_URL: smtp.url });
    try {
      const d = down.app.lotus.database.db;
      const owner = await createSignedInUser(d, {});
      const trip = await createTestTrip(d, owner.user.id);
      for (const i of [1, 2, 3, 4]) {
        const res = await post(down, "/api/share/batch", owner.cookie, {
          trip_id: trip.id,
          emails: [`down${i}@x.test`],
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          success: false,
          errors: [`Could not send the invitation to down${i}@x.test; please try again`],
        });
      }
      expect(await guestCount(d, trip.id)).toBe(0);
    } finally {
      await down.close();
    }
  });
});

describe("open e-mail invites", () => {
  it(`expire after ${INVITE_LIFETIME_DAYS} days and stop holding a place`, async () => {
    const owner = await createSignedInUser(db(), {}, https);
    const guest = await createSignedInUser(db(), {}, https);
    const trip = await createTestTrip(db(), owner.user.id);
    await post(shared(), "/api/share/batch", owner.cookie, { trip_id: trip.id, emails: [guest.user.email] });
    const token = await tokenMailedTo(guest.user.email);
    expect(await guestCount(db(), trip.id)).toBe(1);
    const old = new Date(Date.now() - (INVITE_LIFETIME_DAYS * 86_400_000 + 60_000));
    await db().update(tripInvites).set({ createdAt: old }).where(eq(tripInvites.tripId, trip.id));
    expect(await guestCount(db(), trip.id)).toBe(0);
    const late = await post(shared(), "/api/accept", guest.cookie, { token });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(togetherMessages.inviteInvalid);
    const list = await post(shared(), "/api/share/invites", owner.cookie, { trip_id: trip.id });
    expect(list.json()).toEqual({ invites: [] });
  });

  it("are listed for the owner and revoked by the owner only; revoking frees the place", async () => {
    const owner = await createSignedInUser(db(), {}, https);
    const member = await createSignedInUser(db(), {}, https);
    const guest = await createSignedInUser(db(), {}, https);
    const stranger = await createSignedInUser(db(), {}, https);
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id]);
    await post(shared(), "/api/share/batch", owner.cookie, {
      trip_id: trip.id,
      emails: [guest.user.email, "second@x.test"],
    });
    const token = await tokenMailedTo(guest.user.email);
    expect(await guestCount(db(), trip.id)).toBe(3);
    // Full: the third invite is refused.
    const full = await post(shared(), "/api/share/batch", owner.cookie, { trip_id: trip.id, emails: ["third@x.test"] });
    expect(full.json().success).toBe(false);

    const list = await post(shared(), "/api/share/invites", owner.cookie, { trip_id: trip.id });
    expect(list.statusCode).toBe(200);
    const invites = list.json().invites as { id: string; email: string | null; kind: string; expires_at: string }[];
    expect(invites.map((i) => i.email).sort()).toEqual([guest.user.email.toLowerCase(), "second@x.test"].sort());
    expect(list.body).not.toContain(token);
    const guestInvite = invites.find((i) => i.email === guest.user.email.toLowerCase()) as { id: string };

    expect((await post(shared(), "/api/share/invites", member.cookie, { trip_id: trip.id })).statusCode).toBe(403);
    expect((await post(shared(), "/api/share/invites", stranger.cookie, { trip_id: trip.id })).statusCode).toBe(404);
    const revoke = (cookie: string, tripId: string, inviteId: string) =>
      post(shared(), "/api/share/revoke", cookie, { trip_id: tripId, invite_id: inviteId });
    expect((await revoke(member.cookie, trip.id, guestInvite.id)).statusCode).toBe(403);
    expect((await revoke(stranger.cookie, trip.id, guestInvite.id)).statusCode).toBe(404);
    // An invite of another trip is not found through this one.
    const mine = await createTestTrip(db(), stranger.user.id);
    expect((await revoke(stranger.cookie, mine.id, guestInvite.id)).statusCode).toBe(404);

    const ok = await revoke(owner.cookie, trip.id, guestInvite.id);
    expect(ok.json()).toEqual({ success: true });
    expect((await revoke(owner.cookie, trip.id, guestInvite.id)).statusCode).toBe(404);
    expect((await post(shared(), "/api/accept", guest.cookie, { token })).statusCode).toBe(404);
    expect(await guestCount(db(), trip.id)).toBe(2);
    const again = await post(shared(), "/api/share/batch", owner.cookie, {
      trip_id: trip.id,
      emails: ["third@x.test"],
    });
    expect(again.json()).toEqual({ success: true, errors: [] });
    const open = await db()
      .select()
      .from(tripInvites)
      .where(and(eq(tripInvites.tripId, trip.id), eq(tripInvites.email, "third@x.test")));
    expect(open).toHaveLength(1);
  });

  it("lists live links too, and the owner may revoke a member's link", async () => {
    const owner = await createSignedInUser(db(), { ratePlan: "PRO" }, https);
    const member = await createSignedInUser(db(), {}, https);
    const joiner = await createSignedInUser(db(), {}, https);
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id]);
    const link = (await post(shared(), "/api/share/link", member.cookie, { trip_id: trip.id })).json().link as string;
    const invites = (await post(shared(), "/api/share/invites", owner.cookie, { trip_id: trip.id })).json().invites;
    expect(invites).toHaveLength(1);
    expect(invites[0]).toMatchObject({ kind: "link", email: null, expires_at: null });
    expect(JSON.stringify(invites)).not.toContain(link.split("/").pop());
    await post(shared(), "/api/share/revoke", owner.cookie, { trip_id: trip.id, invite_id: invites[0].id });
    expect((await post(shared(), "/api/accept", joiner.cookie, { token: link.split("/").pop() })).statusCode).toBe(404);
  });
});
