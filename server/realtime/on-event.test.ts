import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { clientEvents } from "../../common/api/realtime";
import { type EventHandler, onEvent } from "./on-event";
import type { Liveness } from "./session-sockets";
import type { LotusSocket } from "./types";

// onEvent's acknowledgements against the realtime contract: outside production a handler that
// answers off-contract is logged as an error and the client gets the event's "failed" text;
// in production the answer goes out as it is (no parse on the hot path).

type Logged = { level: "error" | "info"; fields: unknown; msg: string };

function harness(env: "test" | "production", liveness: Liveness = { live: true }) {
  const logged: Logged[] = [];
  const ended: string[] = [];
  const logger = {
    error: (fields: unknown, msg: string) => logged.push({ level: "error", fields, msg }),
    info: (fields: unknown, msg: string) => logged.push({ level: "info", fields, msg }),
  };
  const app = {
    log: { child: () => logger },
    lotus: {
      config: { env },
      sessionSockets: {
        ensureLive: async () => liveness,
        endSocket: (_socket: unknown, reason: string) => ended.push(reason),
      },
    },
  } as unknown as FastifyInstance;
  const listeners = new Map<string, (...args: unknown[]) => Promise<void>>();
  const socket = {
    id: "socket-1",
    data: { user: { id: "user-1", firstName: "Ana", lastName: "Reis" } },
    on: (event: string, listener: (...args: unknown[]) => Promise<void>) => listeners.set(event, listener),
  } as unknown as LotusSocket;
  /** Sends `event` with `payload` as a client would, and resolves with the acknowledgement. */
  async function send(event: string, payload: unknown): Promise<unknown> {
    const listener = listeners.get(event);
    if (!listener) throw new Error(`no handler for ${event}`);
    let answer: unknown = "no answer";
    await listener(payload, (value: unknown) => {
      answer = value;
    });
    return answer;
  }
  return { app, socket, send, logged, ended };
}

const offContract = (async () => ({
  ok: "yes",
  user_id: "someone-else",
})) as unknown as EventHandler<"join_notifications">;

describe("onEvent acknowledgements", () => {
  it("answers an off-contract acknowledgement with the event's failure text and logs an error", async () => {
    const h = harness("test");
    onEvent(h.app, h.socket, "join_notifications", offContract);
    expect(await h.send("join_notifications", {})).toEqual({ error: clientEvents.join_notifications.failed });
    expect(h.logged).toEqual([
      expect.objectContaining({ level: "error", msg: "acknowledgement breaks the realtime contract" }),
    ]);
  });

  it("checks every event's acknowledgement by its own schema: a join_trip answer missing its fields fails", async () => {
    const h = harness("test");
    const partial = (async () => ({ error: null, trip_id: "t-1" })) as unknown as EventHandler<"join_trip">;
    onEvent(h.app, h.socket, "join_trip", partial);
    expect(await h.send("join_trip", { trip_id: "00000000-0000-4000-8000-000000000000" })).toEqual({
      error: clientEvents.join_trip.failed,
    });
    expect(h.logged.map((l) => l.level)).toEqual(["error"]);
  });

  it("passes an acknowledgement that keeps the contract as it is, and logs nothing", async () => {
    const h = harness("test");
    onEvent(h.app, h.socket, "join_notifications", async () => ({ ok: true as const }));
    onEvent(h.app, h.socket, "new_ai_msg", async () => ({ rate_error: "Explorer allowance", rate_expiration: "x" }));
    expect(await h.send("join_notifications", {})).toEqual({ ok: true });
    expect(await h.send("new_ai_msg", { user_message: "hi" })).toEqual({
      rate_error: "Explorer allowance",
      rate_expiration: "x",
    });
    expect(h.logged).toEqual([]);
  });

  it("its own refusals keep the contract too (bad payload, ended session)", async () => {
    const h = harness("test", { live: false, reason: "expired" });
    onEvent(h.app, h.socket, "join_trip", offContract as unknown as EventHandler<"join_trip">);
    expect(await h.send("join_trip", { trip_id: 42 })).toEqual({ error: "trip not found" });
    expect(await h.send("join_trip", { trip_id: "00000000-0000-4000-8000-000000000000" })).toEqual({
      error: "Please log in to continue",
    });
    expect(h.ended).toEqual(["expired"]);
    expect(h.logged).toEqual([]);
  });

  it("in production sends the handler's answer unparsed", async () => {
    const h = harness("production");
    onEvent(h.app, h.socket, "join_notifications", offContract);
    expect(await h.send("join_notifications", {})).toEqual({ ok: "yes", user_id: "someone-else" });
  });
});
