import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll } from "vitest";
import type { TItineraryState } from "../../../common/api/itinerary";
import type { TCtx, TItineraryDay } from "../../../common/api/trips";
import { lisbonItinerary } from "../../bookings/testing/lisbon-trip";
import type { Db } from "../../db/open";
import { trips } from "../../db/schema/index";
import { connectClient } from "../../testing/socket-client";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { mergeFromLotus } from "../commands";

// The itinerary suites' harness: a whole app on the file's own test database (PGlite or
// PostgreSQL, as the Vitest project says), listening on loopback for real sockets, with calls
// made through app.inject. Call at the top level of a test file.

export type Reply = { status: number; body: Record<string, unknown> };

export function itineraryTestApp(env: Record<string, string> = {}) {
  let t: TestApp | undefined;
  let url = "";
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ WEATHER_PROVIDER: "offline", ...env });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });
  const running = () => {
    if (!t) throw new Error("the test app is not started yet");
    return t;
  };
  const post = async (path: string, cookie: string | undefined, body: unknown): Promise<Reply> => {
    const res = await running().app.inject({
      method: "POST",
      url: path,
      headers: cookie ? { cookie } : {},
      payload: body as object,
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get app() {
      return running().app;
    },
    db: (): Db => running().database.db,
    post,
    /** The panel's itinerary as `cookie` sees it. */
    async state(cookie: string, tripId: string): Promise<TItineraryState> {
      const res = await post("/api/itinerary/items", cookie, { trip_id: tripId });
      if (res.status !== 200) throw new Error(`itinerary state: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as unknown as TItineraryState;
    },
    /** A signed-in socket, closed after the file's tests. */
    async client(cookie: string): Promise<Socket> {
      const s = await connectClient(url, { cookie });
      sockets.push(s);
      return s;
    },
    emit: <T = Record<string, unknown>>(s: Socket, event: string, payload: unknown, ms = 20_000) =>
      s.timeout(ms).emitWithAck(event, payload) as Promise<T>,
  };
}

/** Lotus's reply as the socket gets it (new_ai_response). */
export type AiReply = { id: string; msg: string; ctx: TCtx | null; is_private: boolean; in_reply_to: string | null };

/**
 * Asks Lotus in a trip's AI chat over `socket` (mentioning Lotus, as a shared trip needs) and
 * waits for the reply to that very message.
 */
export async function askLotus(
  socket: Socket,
  tripId: string,
  text: string,
  options: { private?: boolean } = {},
): Promise<AiReply> {
  // The user's own message comes back to no one on this socket: the reply answers the next
  // message this socket sent, so wait for the first reply of this trip after sending.
  const reply = new Promise<AiReply>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Lotus never answered "${text}"`)), 20_000);
    const on = (payload: AiReply & { trip_id: string }) => {
      if (payload.trip_id !== tripId) return;
      clearTimeout(timer);
      socket.off("new_ai_response", on);
      resolve(payload);
    };
    socket.on("new_ai_response", on);
  });
  const ack = (await socket.timeout(20_000).emitWithAck("new_ai_msg", {
    user_message: text,
    trip_id: tripId,
    mentions: [{ id: "lotus", username: "Lotus", type: "ai" }],
    private: options.private ?? false,
  })) as Record<string, unknown>;
  if (!("trip_id" in ack)) throw new Error(`new_ai_msg refused: ${JSON.stringify(ack)}`);
  return reply;
}

/** Every `event` a socket receives from now on, for looking at after the fact. */
export function record<T = Record<string, unknown>>(s: Socket, event: string): T[] {
  const seen: T[] = [];
  s.on(event, (p: T) => seen.push(p));
  return seen;
}

/**
 * Gives a trip an itinerary the way Lotus's first plan does (merged into rows, revision 1), the
 * New York - Lisbon trip of server/bookings/testing/lisbon-trip.ts unless told otherwise.
 */
export async function seedItinerary(db: Db, tripId: string, days: TItineraryDay[] = lisbonItinerary) {
  await db.transaction(async (tx) => {
    await mergeFromLotus(tx, tripId, days);
    await tx.update(trips).set({ destination: "Lisbon", dates: "Mar 10 - Mar 15, 2027" }).where(eq(trips.id, tripId));
  });
}

/** An item of the state by its title (the test's own data: titles are unique). */
export function itemTitled(state: TItineraryState, title: string) {
  const item = state.days.flatMap((d) => d.items).find((i) => i.title === title);
  if (!item) throw new Error(`no item "${title}" in ${JSON.stringify(titles(state))}`);
  return item;
}

/** Each day's titles, in order: the shape the tests compare. */
export function titles(state: TItineraryState): Record<string, string[]> {
  return Object.fromEntries(state.days.map((d) => [d.date, d.items.map((i) => i.title)]));
}
