import type { FastifyBaseLogger } from "fastify";
import type { Socket } from "socket.io-client";
import { describe, expect, it, vi } from "vitest";
import { nextEvent } from "../testing/socket-client";
import { socketTestServer } from "../testing/socket-server";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { createPublisher } from "./publish";
import type { LotusServer, LotusSocket } from "./types";

// Every event the server pushes goes through the publisher, which checks it against the realtime
// contract outside production: to a trip, a person, a session's sockets, or one socket (the group
// chat's rate_error, a session's end).

function fakes() {
  const errors: unknown[] = [];
  const log = { error: (fields: unknown) => errors.push(fields) } as unknown as FastifyBaseLogger;
  const emitted: [string, unknown][] = [];
  const socket = {
    emit: (event: string, payload: unknown) => emitted.push([event, payload]) > 0,
  } as unknown as Pick<LotusSocket, "emit">;
  return { log, errors, emitted, socket, io: {} as LotusServer };
}

describe("publish.toSocket", () => {
  it("emits a payload that keeps the contract to the one socket", () => {
    const f = fakes();
    const publish = createPublisher(f.io, f.log, true);
    publish.toSocket(f.socket, "rate_error", { rate_error: "Too many", rate_expiration: "2027-01-01T00:00:00.000Z" });
    publish.toSocket(f.socket, "session_ended", { reason: "account_deleted" });
    expect(f.emitted).toEqual([
      ["rate_error", { rate_error: "Too many", rate_expiration: "2027-01-01T00:00:00.000Z" }],
      ["session_ended", { reason: "account_deleted" }],
    ]);
    expect(f.errors).toEqual([]);
  });

  it("refuses, loudly, a payload off the contract outside production", () => {
    const f = fakes();
    const publish = createPublisher(f.io, f.log, true);
    const wrong = { rate_error: "Too many" } as unknown as { rate_error: string; rate_expiration: string };
    expect(() => publish.toSocket(f.socket, "rate_error", wrong)).toThrow(
      "rate_error payload breaks the realtime contract",
    );
    const unknownReason = { reason: "bored" } as unknown as { reason: "expired" };
    expect(() => publish.toSocket(f.socket, "session_ended", unknownReason)).toThrow("session_ended");
    expect(f.emitted).toEqual([]);
    expect(f.errors).toHaveLength(2);
  });
});

describe("events to one socket go through the publisher", () => {
  const h = socketTestServer({ WEATHER_PROVIDER: "offline" }, { assistant: { messageLimits: { FREE: 1 } } });

  it("the group chat's @Lotus over the allowance: rate_error, checked, to the sender's socket alone", async () => {
    const owner = await createSignedInUser(h.db(), { firstName: "Rae" });
    const member = await createSignedInUser(h.db(), { firstName: "Mo" });
    const trip = await createTestTrip(h.db(), owner.user.id, [member.user.id]);
    const o = await h.client(owner.cookie);
    const m = await h.client(member.cookie);
    await h.emit(o, "join_trip", { trip_id: trip.id });
    await h.emit(m, "join_trip", { trip_id: trip.id });
    const toSocket = vi.spyOn(h.server.app.lotus.publish, "toSocket");
    const memberHeard: unknown[] = [];
    m.on("rate_error", (p) => memberHeard.push(p));
    try {
      // The allowance is one message: the first @Lotus is answered, the second refused.
      const answered = nextEvent(o, "new_ai_response");
      expect(await h.emit(o, "chat_message", { trip_id: trip.id, message: "@Lotus 3 days in Porto" })).toMatchObject({
        ok: true,
      });
      await answered;
      const refused = nextEvent(o, "rate_error");
      expect(await h.emit(o, "chat_message", { trip_id: trip.id, message: "@Lotus and Lisbon?" })).toMatchObject({
        ok: true,
      });
      const [payload] = (await refused) as [{ rate_error: string; rate_expiration: string }];
      expect(Object.keys(payload).sort()).toEqual(["rate_error", "rate_expiration"]);
      expect(payload.rate_error).toContain("Explorer");
      expect(Date.parse(payload.rate_expiration)).toBeGreaterThan(Date.now());
      expect(toSocket).toHaveBeenCalledWith(expect.objectContaining({ id: expect.any(String) }), "rate_error", payload);
      await new Promise((r) => setTimeout(r, 200));
      expect(memberHeard).toEqual([]);
    } finally {
      toSocket.mockRestore();
    }
  });

  it("a session's end: session_ended goes through the publisher, to the session's sockets or to one", async () => {
    const publish = h.server.app.lotus.publish;
    const toSessions = vi.spyOn(publish, "toSessions");
    const toSocket = vi.spyOn(publish, "toSocket");
    try {
      const a = await createSignedInUser(h.db());
      const sa = await h.client(a.cookie);
      const ended = nextEvent(sa, "session_ended");
      await fetch(`${h.server.url}/api/deauth`, { headers: { cookie: a.cookie } });
      expect(await ended).toEqual([{ reason: "signed_out" }]);
      expect(toSessions).toHaveBeenCalledWith(expect.anything(), "session_ended", { reason: "signed_out" });

      // One socket of this process, ended by its own check.
      const b = await createSignedInUser(h.db());
      const sb: Socket = await h.client(b.cookie);
      const [serverSide] = [...h.server.app.lotus.io.of("/").sockets.values()].filter(
        (s) => s.data.user.id === b.user.id,
      );
      const bEnded = nextEvent(sb, "session_ended");
      if (serverSide) h.server.app.lotus.sessionSockets.endSocket(serverSide, "expired");
      expect(await bEnded).toEqual([{ reason: "expired" }]);
      expect(toSocket).toHaveBeenCalledWith(serverSide, "session_ended", { reason: "expired" });
    } finally {
      toSessions.mockRestore();
      toSocket.mockRestore();
    }
  });
});
