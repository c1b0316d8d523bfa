import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiMessageFeedback, tripMessages } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => t.close());

describe("POST /api/lotusai_feedback/submit", () => {
  it("stores thumbs on a Lotus message the user can see, and refuses others", async () => {
    const db = t.app.lotus.database.db;
    const owner = await createSignedInUser(db);
    const member = await createSignedInUser(db);
    const stranger = await createSignedInUser(db);
    const trip = await createTestTrip(db, owner.user.id, [member.user.id]);
    const [reply] = await db
      .insert(tripMessages)
      .values({ tripId: trip.id, role: "assistant", msg: "Here is your trip", ctx: null })
      .returning();
    const [secret] = await db
      .insert(tripMessages)
      .values({ tripId: trip.id, role: "assistant", msg: "Just for you", privateTo: owner.user.id })
      .returning();
    const payload = {
      msg_id: reply?.id,
      msg_text: "Here is your trip",
      feedback_type: "negative",
      selectedIssues: ["Unhelpful", "Not factually correct"],
      feedback_comments: "  The museum is closed on Mondays.  ",
      timestamp: "2026-11-22T10:00:00.000Z",
    };
    const send = (cookie: string, body: object) =>
      t.app.inject({ method: "POST", url: "/api/lotusai_feedback/submit", headers: { cookie }, payload: body });

    const ok = await send(member.cookie, payload);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: "Thank you for your feedback!" });
    const [row] = await db.select().from(aiMessageFeedback).where(eq(aiMessageFeedback.userId, member.user.id));
    expect(row).toMatchObject({
      feedbackType: "negative",
      selectedIssues: ["Unhelpful", "Not factually correct"],
      comments: "The museum is closed on Mondays.",
    });

    expect((await send(stranger.cookie, payload)).statusCode).toBe(404);
    expect((await send(member.cookie, { ...payload, msg_id: secret?.id })).statusCode).toBe(404);
    expect((await send(owner.cookie, { ...payload, msg_id: secret?.id, feedback_type: "positive" })).statusCode).toBe(
      200,
    );
    expect((await send(member.cookie, { ...payload, feedback_type: "meh" })).statusCode).toBe(400);
    expect((await send(member.cookie, { ...payload, selectedIssues: ["Boring"] })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/lotusai_feedback/submit", payload });
    expect(anonymous.statusCode).toBe(401);
    expect(await db.select().from(aiMessageFeedback)).toHaveLength(2);
  });
});
