import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectClient } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createSignedInUser } from "../testing/test-users";
import { MAX_SOCKETS_PER_USER, tooManyConnections } from "./connection-limits";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({}, { rateLimitOverrides: { socketHandshakeIp: 40 } });
});
afterAll(() => server?.close());

describe("socket connection limits", () => {
  it("caps one person's open sockets, and frees a place when one closes", async () => {
    const { cookie } = await createSignedInUser(server.app.lotus.database.db);
    const { cookie: other } = await createSignedInUser(server.app.lotus.database.db);
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) sockets.push(await connectClient(server.url, { cookie }));
      await expect(connectClient(server.url, { cookie })).rejects.toThrow(tooManyConnections);
      // Someone else is not affected.
      sockets.push(await connectClient(server.url, { cookie: other }));
      const first = sockets.shift() as Socket;
      const closed = new Promise((resolve) => setTimeout(resolve, 200));
      first.close();
      await closed;
      sockets.push(await connectClient(server.url, { cookie }));
    } finally {
      for (const s of sockets) s.close();
    }
  });

  it("refuses handshakes from one address beyond the rate, before looking up a session", async () => {
    // 23 handshakes above; the limit (lowered for the test) is 40 a minute per address.
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      try {
        (await connectClient(server.url, { cookie: "lotus_session=nobody" })).close();
        outcomes.push("connected");
      } catch (error) {
        outcomes.push((error as Error).message);
      }
    }
    expect(outcomes.filter((o) => o === "Please log in to continue").length).toBe(17);
    expect(outcomes.slice(17).every((o) => /Too many attempts/.test(o))).toBe(true);
  });
});
