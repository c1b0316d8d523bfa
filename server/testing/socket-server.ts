import type { Socket } from "socket.io-client";
import { afterAll, beforeAll } from "vitest";
import { connectClient } from "./socket-client";
import { type RunningServer, startServer } from "./start-server";

/**
 * A whole server for one test file, with real socket clients closed after it: the harness of the
 * realtime suites (AI chat, group chat, private messages). Call at the top level of a test file.
 */
export function socketTestServer(...args: Parameters<typeof startServer>) {
  let server: RunningServer | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startServer(...args);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.close();
  });
  const running = () => {
    if (!server) throw new Error("the test server is not started yet");
    return server;
  };
  return {
    get server() {
      return running();
    },
    db: () => running().app.lotus.database.db,
    /** A signed-in socket, closed after the file's tests. */
    async client(cookie: string): Promise<Socket> {
      const s = await connectClient(running().url, { cookie });
      sockets.push(s);
      return s;
    },
    emit: <T = Record<string, unknown>>(s: Socket, event: string, payload: unknown, ms = 20_000) =>
      s.timeout(ms).emitWithAck(event, payload) as Promise<T>,
    /** A JSON POST with a session cookie (no cookie: signed out). */
    post: (path: string, cookie: string | undefined, body: unknown) =>
      fetch(`${running().url}${path}`, {
        method: "POST",
        headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
  };
}
