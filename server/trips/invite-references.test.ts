import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { togetherMessages } from "../../common/api/together";
import { notifications, tripMembers } from "../db/schema/index";
import { httpsCookie as https, shareTestApp } from "../testing/share-app";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// Issue 21, finding 19: a notification names the invite, never its token (the table keeps only
// hashes, so a token stored in plain text elsewhere undid that); and a share link belongs to the
// one who made it: a member's new link does not turn the owner's off.

const { db, post, tokenMailedTo } = shareTestApp();

describe("invite notifications", () => {
  it("carry the invite's id, which only the invited person can redeem", async () => {
    const owner = await createSignedInUser(db(), {}, https);
    const guest = await createSignedInUser(db(), {}, https);
    const other = await createSignedInUser(db(), {}, https);
    const trip = await createTestTrip(db(), owner.user.id);
    await post("/api/share/batch", owner.cookie, { trip_id: trip.id, emails: [guest.user.email] });
    const token = await tokenMailedTo(guest.user.email);
    expect(token).toBeTruthy();

    const [note] = await db().select().from(notifications).where(eq(notifications.userId, guest.user.id));
    expect(note?.actionUrl).not.toContain(token);
    const inviteId = /^\/accept\/invite\/([0-9a-f-]{36})$/.exec(note?.actionUrl ?? "")?.[1] as string;
    expect(inviteId).toBeTruthy();
    const listed = (await post("/api/notifications", guest.cookie, { user_id: guest.user.id })).body;
    expect(listed).not.toContain(token);

    const stolen = await post("/api/accept", other.cookie, { invite_id: inviteId });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(togetherMessages.inviteInvalid);
    const ok = await post("/api/accept", guest.cookie, { invite_id: inviteId });
    expect(ok.json()).toEqual({ success: true, message: togetherMessages.inviteAccepted, trip: trip.id });
    const members = await db().select().from(tripMembers).where(eq(tripMembers.tripId, trip.id));
    expect(members.map((m) => m.userId).sort()).toEqual([owner.user.id, guest.user.id].sort());
  });

  it("refuses a request naming both or neither", async () => {
    const guest = await createSignedInUser(db(), {}, https);
    expect((await post("/api/accept", guest.cookie, {})).statusCode).toBe(400);
    const both = await post("/api/accept", guest.cookie, {
      token: "x".repeat(43),
      invite_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(both.statusCode).toBe(400);
  });
});

describe("share links", () => {
  it("belong to their creator: a member's new link leaves the owner's working", async () => {
    const owner = await createSignedInUser(db(), { ratePlan: "PRO" }, https);
    const member = await createSignedInUser(db(), {}, https);
    const a = await createSignedInUser(db(), {}, https);
    const b = await createSignedInUser(db(), {}, https);
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id]);
    const tokenOf = async (cookie: string) =>
      ((await post("/api/share/link", cookie, { trip_id: trip.id })).json().link as string).split("/").pop();
    const ownersFirst = await tokenOf(owner.cookie);
    await tokenOf(member.cookie);
    expect((await post("/api/accept", a.cookie, { token: ownersFirst })).json().success).toBe(true);
    // The creator's own new link still replaces their old one.
    await tokenOf(owner.cookie);
    expect((await post("/api/accept", b.cookie, { token: ownersFirst })).statusCode).toBe(404);
  });
});

describe("migration 0010", () => {
  it("rewrites a stored token link to the invite's id", async () => {
    const { readFile } = await import("node:fs/promises");
    const owner = await createSignedInUser(db(), {}, https);
    const guest = await createSignedInUser(db(), {}, https);
    const trip = await createTestTrip(db(), owner.user.id);
    await post("/api/share/batch", owner.cookie, { trip_id: trip.id, emails: [guest.user.email] });
    const token = await tokenMailedTo(guest.user.email);
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, guest.user.id));
    const rightUrl = note?.actionUrl as string;
    // As code before the fix stored them: one live token, one whose invite is gone.
    await db()
      .update(notifications)
      .set({ actionUrl: `/accept/${token}` })
      .where(eq(notifications.userId, guest.user.id));
    await db()
      .insert(notifications)
      .values({
        userId: guest.user.id,
        type: "invite",
        entityType: "trip",
        title: "old",
        actionUrl: `/accept/${"y".repeat(43)}`,
      });
    const file = await readFile(new URL("../db/migrations/0010_invites_security.sql", import.meta.url), "utf8");
    for (const statement of file.split("--> statement-breakpoint")) await db().execute(statement);
    const urls = (await db().select().from(notifications).where(eq(notifications.userId, guest.user.id))).map(
      (n) => n.actionUrl,
    );
    expect(urls.sort()).toEqual([rightUrl, "/trips"].sort());
  });
});
