import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectClient } from "../server/testing/socket-client";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { browserSession, signInContext } from "./support/session";

// A traveller's connection drops (a server restart, a process behind the balancer going away):
// the page reconnects by itself, joins the trip again and shows what was said meanwhile.

let server: RunningServer;
beforeAll(async () => {
  // Offline weather: nothing here may reach Open-Meteo (the network guard fails the test).
  server = await startServer({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => server.close());
const session = browserSession();

describe("after a dropped connection", () => {
  it("the plan page rejoins the trip and catches up on both chats", async () => {
    const db = server.app.lotus.database.db;
    const owner = await createSignedInUser(db, { firstName: "Ola", lastName: "Nord" });
    const member = await createSignedInUser(db, { firstName: "Pia", lastName: "Holm" });
    const trip = await createTestTrip(db, owner.user.id, [member.user.id], "Bergen");
    const { page, context, errors } = await session.open({ width: 1280, height: 860 }, server.url);
    await signInContext(context, member.cookie, server.url);
    await page.goto(`/plan/${trip.id}?open_chat=1`);
    await page.getByLabel("Message group").waitFor();

    const ownerSocket = await connectClient(server.url, { cookie: owner.cookie });
    await ownerSocket.timeout(10_000).emitWithAck("join_trip", { trip_id: trip.id });
    try {
      // Cut the member's connections, then talk while they are away.
      const dropped = server.app.lotus.io.sockets.sockets.size;
      for (const s of server.app.lotus.io.sockets.sockets.values()) {
        if (s.data.user.id === member.user.id) s.conn.close();
      }
      expect(server.app.lotus.io.sockets.sockets.size).toBeLessThan(dropped);
      await ownerSocket.timeout(10_000).emitWithAck("chat_message", { trip_id: trip.id, message: "Fløyen at sunset?" });
      await ownerSocket.timeout(10_000).emitWithAck("new_ai_msg", {
        user_message: "@Lotus what is the weather like in Bergen in June?",
        trip_id: trip.id,
        mentions: [{ id: "assistant", username: "Lotus", type: "ai" }],
        private: false,
      });

      // Back on its own (1-5 s), the page shows both.
      await page.getByText("Fløyen at sunset?").waitFor({ timeout: 15_000 });
      await page.getByText("@Lotus what is the weather like in Bergen in June?").waitFor({ timeout: 15_000 });

      // And it is in the trip's room again: the next message arrives live.
      await ownerSocket.timeout(10_000).emitWithAck("chat_message", { trip_id: trip.id, message: "Live again" });
      await page.getByText("Live again").waitFor();
    } finally {
      ownerSocket.close();
    }
    expect(errors).toEqual([]);
  });
});
