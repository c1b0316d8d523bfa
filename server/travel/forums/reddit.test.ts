import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZForumPost } from "../../../common/travel/schemas";
import { startRedditServer } from "../testing/reddit-server";
import { offlineForums } from "./provider";
import { redditForums } from "./reddit";

// A local server speaking Reddit's protocol (server/travel/testing/reddit-server.ts).
let server: Awaited<ReturnType<typeof startRedditServer>>;
let base = "";
const state = () => server.state;

beforeAll(async () => {
  server = await startRedditServer();
  base = server.url;
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const reddit = () =>
  redditForums({
    clientId: "client-id",
    clientSecret: "client-secret",
    userAgent: "web:lotus:0.1 (test)",
    authUrl: base,
    apiUrl: base,
    timeoutMs: 1500,
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

    const tokenCall = state().seen.find((s) => s.path === "/api/v1/access_token");
    expect(tokenCall?.headers.authorization).toBe(`Basic ${Buffer.from("client-id:client-secret").toString("base64")}`);
    expect(tokenCall?.body).toBe("grant_type=client_credentials");
    expect(state().seen.every((s) => s.headers["user-agent"] === "web:lotus:0.1 (test)")).toBe(true);
    const search = new URL(state().seen.find((s) => s.path.includes("/search"))?.path ?? "", base);
    expect(search.pathname).toBe("/r/travel+solotravel+backpacking+TravelHacks+shoestring/search");
    expect(search.searchParams.get("q")).toBe("hidden gems Lisbon");
    expect(search.searchParams.get("restrict_sr")).toBe("1");

    await provider.search({ query: "food" });
    expect(state().seen.filter((s) => s.path === "/api/v1/access_token")).toHaveLength(1); // token reused
  });

  it("says so when nothing is found", async () => {
    state().mode = "empty";
    expect(await reddit().search({ query: "zzzz" })).toEqual({
      posts: [],
      note: 'No forum posts were found for "zzzz".',
    });
  });

  it("fails clearly on a refused token, a 4xx, a timeout, and a malformed reply", async () => {
    state().mode = "token-refused";
    await expect(reddit().search({ query: "food" })).rejects.toMatchObject({ kind: "http" });
    state().mode = "forbidden";
    await expect(reddit().search({ query: "food" })).rejects.toThrow(/status 403/);
    state().mode = "slow";
    await expect(reddit().search({ query: "food" })).rejects.toMatchObject({ kind: "timeout" });
    state().mode = "malformed";
    await expect(reddit().search({ query: "food" })).rejects.toMatchObject({ kind: "malformed" });
  });

  it("retries a 429 and then succeeds", async () => {
    state().mode = "429-once";
    const result = await reddit().search({ query: "food" });
    expect(result.posts.length).toBe(3);
    expect(state().seen.filter((s) => s.path.includes("/search")).length).toBe(3); // 429, page 1, page 2
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
