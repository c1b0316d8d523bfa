import { describe, expect, it } from "vitest";
import { socketTestServer } from "../testing/socket-server";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// Issue 26: messages Lotus does not answer (in a shared trip, not addressed to it, in either
// chat) must not use up the allowance of messages to Lotus. An allowance of one makes the count
// visible: after any number of unaddressed messages the first @Lotus is answered, the second refused.

const h = socketTestServer({ WEATHER_PROVIDER: "offline" }, { assistant: { messageLimits: { FREE: 1 } } });
const { db, client, emit } = h;

describe("the allowance of messages to Lotus", () => {
  it("counts only the messages Lotus answers", async () => {
    const owner = await createSignedInUser(db(), { ratePlan: "FREE" });
    const member = await createSignedInUser(db(), {});
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id]);
    const o = await client(owner.cookie);
    await emit(o, "join_trip", { trip_id: trip.id });
    const toAiChat = (text: string, mentions: unknown[] = []) =>
      emit<Record<string, string>>(o, "new_ai_msg", { user_message: text, trip_id: trip.id, mentions, private: false });
    for (const text of ["What do you all think of Porto?", "Or Lisbon?", "Let's decide tonight"]) {
      expect(await toAiChat(text)).toEqual({ trip_id: trip.id });
      expect(await emit(o, "chat_message", { trip_id: trip.id, message: text })).toMatchObject({ ok: true });
    }
    // The first message Lotus answers is within the allowance of one...
    expect(await toAiChat("@Lotus 3 days in Porto from May 3 2027")).toEqual({ trip_id: trip.id });
    // ...and the next is over it, whichever way Lotus is addressed.
    const refused = await toAiChat("what about the weather?", [{ id: "lotus", username: "Lotus", type: "ai" }]);
    expect(refused.rate_error).toBeTruthy();
    expect(refused.rate_expiration).toBeTruthy();
  });
});
