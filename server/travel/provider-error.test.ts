import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchJson, ProviderError } from "./provider-error";

// A provider that drops the connection of the first request it gets (as a server does when its
// idle timeout closes a kept-alive socket the client is reusing), then answers normally.
let server: Server;
let url = "";
let seen = 0;
let dropNext = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    seen++;
    if (dropNext) {
      dropNext = false;
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a connection closed under a request", () => {
  it("is tried once more for a GET, which then succeeds", async () => {
    seen = 0;
    dropNext = true;
    const reply = await fetchJson("test", url, { timeoutMs: 5000, retries: 0 });
    expect(reply).toEqual({ status: 200, body: { ok: true } });
    expect(seen).toBe(2);
  });

  it("is never sent twice for a POST: the provider may have acted on it", async () => {
    seen = 0;
    dropNext = true;
    const posting = fetchJson("test", url, { timeoutMs: 5000, retries: 0, method: "POST", body: "{}" });
    await expect(posting).rejects.toBeInstanceOf(ProviderError);
    await expect(posting).rejects.toMatchObject({ kind: "network" });
    expect(seen).toBe(1);
  });
});
