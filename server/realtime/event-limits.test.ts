import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectClient } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createSignedInUser } from "../testing/test-users";
import { SOCKET_EVENTS, tooFast } from "./event-limits";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe("socket event limits", () => {
  it("answers a flood with 'too quickly' past the burst, and leaves other sockets alone", async () => {
    const { cookie } = await createSignedInUser(server.app.lotus.database.db);
    const flooder = await connectClient(server.url, { cookie });
    const calm = await connectClient(server.url, { cookie });
    try {
      const tripId = randomUUID();
      const acks = (await Promise.all(
        Array.from({ length: SOCKET_EVENTS.points + 20 }, () =>
          flooder.timeout(10_000).emitWithAck("join_trip", { trip_id: tripId }),
        ),
      )) as { error?: string }[];
      const refused = acks.filter((a) => a.error === tooFast).length;
      expect(refused).toBe(20);
      expect(acks.filter((a) => a.error === "trip not found")).toHaveLength(SOCKET_EVENTS.points);
      const other = (await calm.timeout(10_000).emitWithAck("join_trip", { trip_id: tripId })) as { error?: string };
      expect(other.error).toBe("trip not found");
    } finally {
      flooder.close();
      calm.close();
    }
  });
});
