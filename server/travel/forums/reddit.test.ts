import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZForumPost } from "../../../common/travel/schemas";
import { offlineForums } from "./provider";
import { redditForums } from "./reddit";

// A local server speaking Reddit's protocol: the app-only token endpoint, subreddit search
// Listings with `after` paging, and /comments/{id} answering a pair of Listings.
const post = (id: string, extra: object = {}) => ({
  kind: "t3",
  data: {
    id,
    name: `t3_${id}`,
    title: `Post ${id}`,
    selftext: `Text of ${id}`,
    permalink: `/r/travel/comments/${id}/post_${id}/`,
    num_comments: 3,
    over_18: false,
    subreddit: "travel",
    score: 42,
    url: `https://www.reddit.com/r/travel/comments/${id}/post_${id}/`,
    ...extra,
  },
});
const listing = (children: object[], after: string | null = null) => ({
  kind: "Listing",
  data: { after, before: null, dist: children.length, modhash: "", children },
});
const comment = (body: string, extra: object = {}) => ({
  kind: "t1",
  data: { id: body, body, author: "traveller", score: 10, stickied: false, ...extra },
});

let server: Server;
let base = "";
let mode: "ok" | "empty" | "forbidden" | "token-refused" | "429-once" | "slow" | "malformed" = "ok";
let seen: { path: string; headers: IncomingMessage["headers"]; body: string }[] = [];
let throttled = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      seen.push({ path: url.pathname + url.search, headers: req.headers, body });
      const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
        res.end(JSON.stringify(payload));
      };
      if (url.pathname === "/api/v1/access_token") {
        if (mode === "token-refused") return json(401, { message: "Unauthorized", error: 401 });
        return json(200, { access_token: "app-token-1", token_type: "bearer", expires_in: 86400, scope: "*" });
      }
      if (req.headers.authorization !== "Bearer app-token-1") return json(401, { message: "Unauthorized", error: 401 });
      if (url.pathname.endsWith("/search")) {
        if (mode === "empty") return json(200, listing([]));
        if (mode === "forbidden") return json(403, { message: "Forbidden", error: 403 });
        if (mode === "malformed") return json(200, { data: "nope" });
        if (mode === "slow") return setTimeout(() => json(200, listing([])), 1500);
        if (mode === "429-once" && !throttled) {
          throttled = true;
          return json(429, { message: "Too Many Requests", error: 429 }, { "retry-after": "0" });
        }
        if (!url.searchParams.get("after")) {
          return json(
            200,
            listing([post("a"), post("link", { selftext: "" }), post("nsfw", { over_18: true }), post("b")], "t3_b"),
          );
        }
        return json(200, listing([post("c", { num_comments: 0 })]));
      }
      const m = /^\/comments\/(\w+)$/.exec(url.pathname);
      if (m) {
        return json(200, [
          listing([post(m[1] as string)]),
          listing([
            comment("Mod note", { stickied: true }),
            comment(`Go early to ${m[1]}`),
            comment("[deleted]"),
            comment("Book ahead"),
            { kind: "more", data: { count: 4, children: ["x"] } },
          ]),
        ]);
      }
      json(404, { message: "Not Found", error: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  mode = "ok";
  seen = [];
  throttled = false;
});

const reddit = () =>
  redditForums({
    clientId: "client-id",
    clientSecret: "client-secret",
    userAgent: "web:lotus:0.1 (test)",
    authUrl: base,
    apiUrl: base,
    timeoutMs: 300,
    retries: 2,
    baseDelayMs: 5,
  });

describe("Reddit adapter", () => {
  it("authenticates as the app, pages through the search, skips link and NSFW posts, reads top comments", async () => {
    const provider = reddit();
    const result = await provider.search({ query: "hidden gems", destination: "Lisbon" });
    expect(result.note).toBeUndefined();
    expect(result.posts.map((p) => p.title)).toEqual(["Post a", "Post b", "Post c"]);
    for (const p of result.posts) ZForumPost.parse(p);
    expect(result.posts[0]).toEqual({
      title: "Post a",
      post_text: "Text of a",
      post_url: "https://www.reddit.com/r/travel/comments/a/post_a/",
      comments: ["Go early to a", "Book ahead"],
      num_comments: 3,
    });
    expect(result.posts[2]?.comments).toEqual([]);

    const tokenCall = seen.find((s) => s.path === "/api/v1/access_token");
    expect(tokenCall?.headers.authorization).toBe(`Basic ${Buffer.from("client-id:client-secret").toString("base64")}`);
    expect(tokenCall?.body).toBe("grant_type=client_credentials");
    expect(seen.every((s) => s.headers["user-agent"] === "web:lotus:0.1 (test)")).toBe(true);
    const search = new URL(seen.find((s) => s.path.includes("/search"))?.path ?? "", base);
    expect(search.pathname).toBe("/r/travel+solotravel+backpacking+TravelHacks+shoestring/search");
    expect(search.searchParams.get("q")).toBe("hidden gems Lisbon");
    expect(search.searchParams.get("restrict_sr")).toBe("1");

    await provider.search({ query: "food" });
    expect(seen.filter((s) => s.path === "/api/v1/access_token")).toHaveLength(1); // token reused
  });

  it("says so when nothing is found", async () => {
    mode = "empty";
    expect(await reddit().search({ query: "zzzz" })).toEqual({
      posts: [],
      note: 'No forum posts were found for "zzzz".',
    });
  });

  it("fails clearly on a refused token, a 4xx, a timeout, and a malformed reply", async () => {
    mode = "token-refused";
    await expect(reddit().search({ query: "food" })).rejects.toMatchObject({ kind: "http" });
    mode = "forbidden";
    await expect(reddit().search({ query: "food" })).rejects.toThrow(/status 403/);
    mode = "slow";
    await expect(reddit().search({ query: "food" })).rejects.toMatchObject({ kind: "timeout" });
    mode = "malformed";
    await expect(reddit().search({ query: "food" })).rejects.toMatchObject({ kind: "malformed" });
  });

  it("retries a 429 and then succeeds", async () => {
    mode = "429-once";
    const result = await reddit().search({ query: "food" });
    expect(result.posts.length).toBe(3);
    expect(seen.filter((s) => s.path.includes("/search")).length).toBe(3); // 429, page 1, page 2
  });

  it("refuses a blank query", async () => {
    await expect(reddit().search({ query: " " })).rejects.toThrow();
  });
});

describe("offline forums", () => {
  it("invents nothing and says why", async () => {
    expect(await offlineForums().search({ query: "food", destination: "Lisbon" })).toEqual({
      posts: [],
      note: "Live forum search is not configured, so there are no forum recommendations.",
    });
  });
});
