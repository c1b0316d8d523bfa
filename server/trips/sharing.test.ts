import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { togetherMessages } from "../../common/api/together";
import { mailOutbox, tripMembers, tripMessages } from "../db/schema/index";
import { httpsCookie as https, shareTestApp } from "../testing/share-app";
import { createTestTrip, storeTestMessage } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

const { db, post, tokenMailedTo } = shareTestApp();

describe("sharing a trip", () => {
  it("invites by e-mail within the Explorer limit of 3 and refuses the fourth with the limit message", async () => {
    const owner = await createSignedInUser(db(), {}, https);
    const trip = await createTestTrip(db(), owner.user.id);
    const first = await post("/api/share/batch", owner.cookie, {
      trip_id: trip.id,
      emails: ["a@example.com", "b@example.com", "A@example.com"],
      friend_ids: [],
      message: "Come along!",
      make_prior_messages_public: false,
    });
    expect(first.json()).toEqual({ success: true, errors: [] });
    const mail = (await db().select().from(mailOutbox).where(eq(mailOutbox.to, "a@example.com")))[0];
    expect(mail?.subject).toContain("invited you to plan");
    expect(mail?.text).toContain("Come along!");

    const more = await post("/api/share/batch", owner.cookie, {
      trip_id: trip.id,
      emails: ["c@example.com", "d@example.com"],
    });
    expect(more.json().success).toBe(true);
    expect(more.json().errors).toEqual([`d@example.com: ${togetherMessages.inviteLimit("Explorer", 3)}`]);
    const none = await post("/api/share/batch", owner.cookie, { trip_id: trip.id, emails: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(togetherMessages.emailRequired);
    const bad = await post("/api/share/batch", owner.cookie, { trip_id: trip.id, emails: ["not-an-email"] });
    expect(bad.statusCode).toBe(400);
    const link = await post("/api/share/link", owner.cookie, { trip_id: trip.id });
    expect(link.statusCode).toBe(403);
    expect(link.json().message).toBe(togetherMessages.inviteLimit("Explorer", 3));
  });

  it("accepts an e-mail invite once, only for its address; links are reusable until replaced; tokens are unguessable", async () => {
    const owner = await createSignedInUser(db(), {}, https);
    const guest = await createSignedInUser(db(), {}, https);
    const other = await createSignedInUser(db(), {}, https);
    const third = await createSignedInUser(db(), {}, https);
    const trip = await createTestTrip(db(), owner.user.id);
    await post("/api/share/batch", owner.cookie, { trip_id: trip.id, emails: [guest.user.email] });
    const token = await tokenMailedTo(guest.user.email.toLowerCase());

    const wrongPerson = await post("/api/accept", other.cookie, { token });
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json().success).toBe(false);
    const ok = await post("/api/accept", guest.cookie, { token });
    expect(ok.json()).toEqual({ success: true, message: togetherMessages.inviteAccepted, trip: trip.id });
    expect((await post("/api/accept", guest.cookie, { token })).json().message).toBe(togetherMessages.alreadyMember);
    const reused = await post("/api/accept", other.cookie, { token });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().message).toBe(togetherMessages.inviteInvalid);
    expect((await post("/api/accept", other.cookie, { token: "x".repeat(43) })).statusCode).toBe(404);

    // A link works for anyone, more than once, until its maker's new link replaces it
    // (a member's link would not: server/trips/invite-references.test.ts).
    const link1 = (await post("/api/share/link", owner.cookie, { trip_id: trip.id })).json().link as string;
    expect(link1).toMatch(/^https:\/\/lotus\.example\/accept\/[\w-]{43}$/);
    const t1 = link1.split("/").pop() as string;
    expect((await post("/api/accept", other.cookie, { token: t1 })).json().success).toBe(true);
    const link2 = (await post("/api/share/link", owner.cookie, { trip_id: trip.id })).json().link as string;
    expect((await post("/api/accept", third.cookie, { token: t1 })).statusCode).toBe(404);
    expect((await post("/api/accept", third.cookie, { token: link2.split("/").pop() })).json().success).toBe(true);

    // An invite belongs to its trip: it never opens another.
    const elsewhere = await createTestTrip(db(), owner.user.id);
    const members = await db().select().from(tripMembers).where(eq(tripMembers.tripId, elsewhere.id));
    expect(members.map((m) => m.userId)).toEqual([owner.user.id]);
  });

  it("shows messages said before sharing to guests only when the owner makes them public; never private ones", async () => {
    for (const makePublic of [false, true]) {
      const owner = await createSignedInUser(db(), {}, https);
      const guest = await createSignedInUser(db(), {}, https);
      const trip = await createTestTrip(db(), owner.user.id);
      await storeTestMessage(db(), trip.id, owner.user.id, "before sharing", true);
      await post("/api/share/batch", owner.cookie, {
        trip_id: trip.id,
        emails: [guest.user.email],
        make_prior_messages_public: makePublic,
      });
      await post("/api/accept", guest.cookie, { token: await tokenMailedTo(guest.user.email.toLowerCase()) });
      await storeTestMessage(db(), trip.id, owner.user.id, "private after sharing", true);
      const seen = (await post("/api/messages", guest.cookie, { trip_id: trip.id }))
        .json()
        .replies.map((m: { msg: string }) => m.msg);
      expect(seen).toEqual(makePublic ? ["before sharing"] : []);
      const all = await db().select().from(tripMessages).where(eq(tripMessages.tripId, trip.id));
      expect(all.find((m) => m.msg === "private after sharing")?.privateTo).toBe(owner.user.id);
    }
  });

  it("lets members invite but only the owner open up prior messages", async () => {
    const owner = await createSignedInUser(db(), {}, https);
    const member = await createSignedInUser(db(), {}, https);
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id]);
    const asMember = await post("/api/share/batch", member.cookie, {
      trip_id: trip.id,
      emails: ["friend@example.com"],
      make_prior_messages_public: true,
    });
    expect(asMember.statusCode).toBe(403);
    const plain = await post("/api/share/batch", member.cookie, { trip_id: trip.id, emails: ["friend@example.com"] });
    expect(plain.json().success).toBe(true);
    const stranger = await createSignedInUser(db(), {}, https);
    expect((await post("/api/share/link", stranger.cookie, { trip_id: trip.id })).statusCode).toBe(404);
  });
});
