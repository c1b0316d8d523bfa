import { once } from "node:events";
import http, { request as importedRequest } from "node:http";
import https from "node:https";
import net, { type AddressInfo } from "node:net";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Imported lazily: the first test shows the setup file (vitest.config.ts) installed the guard,
// which a static import of it here would do by itself.
const guard = () => import("./network-guard");

const refusal = (host: string) => expect.objectContaining({ name: "OutboundNetworkRefused", host });

it("is installed by the setup file of every test", () => {
  expect(globalThis.fetch.name).toBe("guardedFetch");
});

describe("outbound requests", () => {
  it("refuses fetch to a remote host, naming it", async () => {
    await expect(fetch("https://example.com/")).rejects.toThrow(/example\.com.*refused/);
    await expect(fetch(new Request("http://93.184.215.14/path"))).rejects.toEqual(refusal("93.184.215.14"));
    const { takeRefusedRequests } = await guard();
    expect(takeRefusedRequests()).toEqual(["example.com (fetch)", "93.184.215.14 (fetch)"]);
  });

  it("refuses http(s).request and get, also through an ESM named import", async () => {
    expect(() => https.request("https://example.com/")).toThrow(refusal("example.com"));
    expect(() => https.get({ host: "api.stripe.com", path: "/v1/charges" })).toThrow(refusal("api.stripe.com"));
    expect(() => http.get(new URL("http://example.org:8080/"))).toThrow(refusal("example.org"));
    expect(() => importedRequest({ hostname: "example.net" })).toThrow(refusal("example.net"));
    (await guard()).takeRefusedRequests();
  });

  it("refuses raw net and tls connections", async () => {
    expect(() => net.connect(5432, "db.example.com")).toThrow(refusal("db.example.com"));
    expect(() => net.createConnection({ host: "10.0.0.7", port: 6379 })).toThrow(refusal("10.0.0.7"));
    expect(() => new net.Socket().connect({ host: "2001:db8::1", port: 25 })).toThrow(refusal("2001:db8::1"));
    expect(() => tls.connect({ host: "smtp.example.com", port: 465 })).toThrow(refusal("smtp.example.com"));
    (await guard()).takeRefusedRequests();
  });

  it("fails the test afterwards even when the code under test swallowed the refusal", async () => {
    const { assertNoRefusedRequests } = await guard();
    const answer = await fetch("https://api.openai.com/v1/chat/completions").catch(() => "offline fallback");
    expect(answer).toBe("offline fallback");
    expect(() => assertNoRefusedRequests()).toThrow(/api\.openai\.com \(fetch\)/);
    // Reported once, so the next test starts clean.
    expect(() => assertNoRefusedRequests()).not.toThrow();
  });
});

describe("a local test server", () => {
  const servers: http.Server[] = [];
  const ports: Record<"v4" | "v6", number> = { v4: 0, v6: 0 };
  beforeAll(async () => {
    for (const [family, host] of [
      ["v4", "127.0.0.1"],
      ["v6", "::1"],
    ] as const) {
      const server = http.createServer((_req, res) => res.end("local"));
      server.listen(0, host);
      await once(server, "listening");
      servers.push(server);
      ports[family] = (server.address() as AddressInfo).port;
    }
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it("is reached by fetch, http.get and net.connect on 127.0.0.1, localhost and ::1", async () => {
    expect(await (await fetch(`http://127.0.0.1:${ports.v4}/`)).text()).toBe("local");
    expect(await (await fetch(`http://[::1]:${ports.v6}/`)).text()).toBe("local");
    const viaGet = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: "localhost", port: ports.v4, family: 4 }, (res) => {
          res.setEncoding("utf8");
          let body = "";
          res.on("data", (chunk) => (body += chunk)).on("end", () => resolve(body));
        })
        .on("error", reject);
    });
    expect(viaGet).toBe("local");
    const socket = net.connect(ports.v4, "127.0.0.1");
    await once(socket, "connect");
    socket.destroy();
    expect((await guard()).takeRefusedRequests()).toEqual([]);
  });
});

it("counts only loopback as this machine", async () => {
  const { isLoopbackHost } = await guard();
  const hosts = ["127.0.0.1", "127.45.0.9", "localhost", "LOCALHOST", "::1", "[::1]", "::ffff:127.0.0.1", undefined];
  for (const host of hosts) expect(isLoopbackHost(host), String(host)).toBe(true);
  for (const host of ["128.0.0.1", "0.0.0.0", "10.0.0.1", "::", "example.com", "localhost.example.com", "[::2]"])
    expect(isLoopbackHost(host), host).toBe(false);
});
