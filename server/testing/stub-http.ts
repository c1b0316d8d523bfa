import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, beforeAll } from "vitest";

/**
 * A local HTTP server standing in for a third party, for one test file: started on a free loopback
 * port before its tests and closed after them. `handle` gets each request with its whole body;
 * `base` is the server's address (http://127.0.0.1:port) once started.
 */
export function stubHttpServer(handle: (req: IncomingMessage, res: ServerResponse, body: string) => unknown): {
  base: string;
} {
  const stub = { base: "" };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => handle(req, res, body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stub.base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return stub;
}
