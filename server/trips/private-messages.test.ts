import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tripMessages, trips } from "../db/schema/index";
import { blankCtx } from "../testing/blank-ctx";
import { nextEvent } from "../testing/socket-client";
import { socketTestServer } from "../testing/socket-server";
import { createTestTrip, storeTestMessage } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { storeAssistantReply } from "./commands";

// Issue 21, findings 1 and 3: private means private. Nobody but the sender can ever publish a
// private message, and a private conversation with Lotus never changes the shared trip nor leaks
// into what Lotus says to everyone.

const h = socketTestServer({ WEATHER_PROVIDER: "offline" });
const { db, client, emit, post } = h;

describe("private messages", () => {
  it("the owner's make_prior_messages_public publishes only the owner's own private messages", async () => {
    const owner = await createSignedInUser(db(), { firstName: "Olga" });
    const member = await createSignedInUser(db(), { firstName: "Mo" });
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id]);
    const question = await storeTestMessage(
      db(),
      trip.id,
      member.user.id,
      "Is there a cheaper hotel? Just between us",
      true,
    );
    await storeAssistantReply(db(), {
      id: crypto.randomUUID(),
      tripId: trip.id,
      msg: "Here is a cheaper hotel, only for you",
      ctx: blankCtx(),
      inReplyTo: question.id,
      privateTo: member.user.id,
      plan: {},
      askedBy: member.user.id,
      mode: "propose",
    });
    await storeTestMessage(db(), trip.id, owner.user.id, "Olga's own aside", true);
    await new Promise((r) => setTimeout(r, 5));

    for (const path of ["/api/share/link", "/api/share/batch"]) {
      const res = await post(path, owner.cookie, {
        trip_id: trip.id,
        emails: ["later@example.com"],
        make_prior_messages_public: true,
      });
      expect(res.status, path).toBe(200);
    }
    const rows = await db().select().from(tripMessages).where(eq(tripMessages.tripId, trip.id));
    const privateTo = (msg: string) => rows.find((r) => r.msg === msg)?.privateTo;
    expect(privateTo("Is there a cheaper hotel? Just between us")).toBe(member.user.id);
    expect(privateTo("Here is a cheaper hotel, only for you")).toBe(member.user.id);
    expect(privateTo("Olga's own aside")).toBeNull();

    // And the owner does not see the member's private conversation.
    const seen = (await (await post("/api/messages", owner.cookie, { trip_id: trip.id })).json()) as {
      replies: { msg: string }[];
    };
    expect(seen.replies.map((m) => m.msg)).not.toContain("Is there a cheaper hotel? Just between us");
    expect(seen.replies.map((m) => m.msg)).not.toContain("Here is a cheaper hotel, only for you");
  });

  it("a private turn with Lotus never changes the shared trip, and Lotus's public replies never repeat it", async () => {
    const owner = await createSignedInUser(db(), { firstName: "Bo", lastName: "Lind" });
    const alice = await createSignedInUser(db(), { firstName: "Alice", lastName: "Ng" });
    const trip = await createTestTrip(db(), owner.user.id, [alice.user.id], "Summer trip");
    const o = await client(owner.cookie);
    const a = await client(alice.cookie);
    await emit(o, "join_trip", { trip_id: trip.id });
    await emit(a, "join_trip", { trip_id: trip.id });

    const aliceHears: string[] = [];
    a.on("new_ai_response", (p: { msg?: string }) => aliceHears.push(p.msg ?? ""));
    a.on("partial_ai_response", (p: { delta: string }) => aliceHears.push(p.delta));
    const privateReply = nextEvent(o, "new_ai_response");
    await emit(o, "new_ai_msg", {
      user_message: "Plan 3 days in Tokyo from May 3 2027, don't tell Alice",
      trip_id: trip.id,
      mentions: [],
      private: true,
    });
    const [reply] = (await privateReply) as [{ msg: string; is_private: boolean; ctx: { destination: string } }];
    expect(reply.is_private).toBe(true);
    expect(reply.ctx.destination).toContain("Tokyo");

    // The shared trip is as it was.
    const [after] = await db().select().from(trips).where(eq(trips.id, trip.id));
    expect(after?.destination ?? null).toBeNull();
    expect(after?.itinerary ?? []).toEqual([]);
    expect(after?.name).toBe("Summer trip");

    // Lotus's next public reply knows nothing of Tokyo.
    const publicReply = nextEvent(a, "new_ai_response");
    await emit(a, "new_ai_msg", {
      user_message: "@Lotus where are we going and when?",
      trip_id: trip.id,
      mentions: [{ id: "lotus", username: "Lotus", type: "ai" }],
      private: false,
    });
    const [answer] = (await publicReply) as [{ msg: string; ctx: { destination: string | null } | null }];
    expect(answer.msg).not.toMatch(/tokyo/i);
    expect(answer.ctx?.destination ?? "").not.toMatch(/tokyo/i);
    expect(aliceHears.join(" ")).not.toMatch(/tokyo/i);
  });
});
