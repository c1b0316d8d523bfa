import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PageContext, plausibleSink, posthogSink, type Send } from "./sinks";

// The third-party sinks against a local server answering as Plausible's Events API and
// PostHog's capture endpoint do (202 "ok", 200 {"status":1}).

type Got = { path: string; contentType: string | undefined; body: Record<string, unknown> };
let server: Server;
let base = "";
const got: Got[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    got.push({ path: req.url ?? "", contentType: req.headers["content-type"], body: JSON.parse(raw) });
    if (req.url === "/api/event") {
      res.writeHead(202, { "content-type": "text/plain" }).end("ok");
    } else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: 1 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sent: Promise<void>[] = [];
const send: Send = (url, body) => {
  const p = fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then(() => undefined);
  sent.push(p);
  return p;
};
const page: PageContext = {
  href: "https://lotus.example/pricing",
  path: "/pricing",
  referrer: "https://search.example/",
  sessionId: "s-1",
};

describe("Plausible sink", () => {
  it("posts page views and events in the Events API's shape, without the user's id", async () => {
    got.length = 0;
    const sink = plausibleSink(send, base, "lotus.example");
    sink.pageview(page, "user-1");
    sink.event({ category: "CTA", action: "Upgrade to Voyager", label: "pricing" }, page, "user-1");
    await Promise.all(sent);
    expect(got).toEqual([
      {
        path: "/api/event",
        contentType: "application/json",
        body: { name: "pageview", url: page.href, domain: "lotus.example", referrer: page.referrer },
      },
      {
        path: "/api/event",
        contentType: "application/json",
        body: {
          name: "CTA",
          url: page.href,
          domain: "lotus.example",
          referrer: page.referrer,
          props: { action: "Upgrade to Voyager", label: "pricing" },
        },
      },
    ]);
    expect(JSON.stringify(got)).not.toContain("user-1");
  });
});

describe("PostHog sink", () => {
  it("captures $pageview and events with the project key and the user (or session) as distinct_id", async () => {
    got.length = 0;
    const sink = posthogSink(send, base, "phc_test");
    sink.pageview(page, null);
    sink.event(
      { category: "AI Chat", action: "send", label: "long message", props: { long_message: true } },
      page,
      "user-1",
    );
    await Promise.all(sent);
    expect(got.map((g) => g.path)).toEqual(["/i/v0/e/", "/i/v0/e/"]);
    expect(got[0]?.body).toMatchObject({
      api_key: "phc_test",
      event: "$pageview",
      distinct_id: "s-1",
      properties: { $current_url: page.href, $pathname: "/pricing" },
    });
    expect(got[1]?.body).toMatchObject({
      event: "AI Chat: send",
      distinct_id: "user-1",
      properties: { category: "AI Chat", action: "send", label: "long message", long_message: true },
    });
    expect(Date.parse(String(got[1]?.body.timestamp))).not.toBeNaN();
  });
});
