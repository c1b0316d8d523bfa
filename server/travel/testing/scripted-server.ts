import { createServer, type IncomingMessage, type Server } from "node:http";

export type Scripted = {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};

type Recorded = { url: URL; headers: IncomingMessage["headers"]; body: string };

/**
 * A local HTTP server that plays back replies in order (the last one repeats), recording each
 * request, for testing a provider adapter against its service's wire protocol.
 */
export async function startScriptedServer(): Promise<{
  url: string;
  script(...replies: Scripted[]): void;
  requests: Recorded[];
  close(): Promise<void>;
}> {
  let replies: Scripted[] = [];
  const requests: Recorded[] = [];
  const server: Server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    requests.push({ url: new URL(req.url ?? "/", "http://localhost"), headers: req.headers, body });
    const reply = (replies.length > 1 ? replies.shift() : replies[0]) ?? { status: 404, body: {} };
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(reply.status ?? 200, { "content-type": "application/json; charset=utf-8", ...reply.headers });
      res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    script: (...r) => {
      replies = r;
      requests.length = 0;
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
