import { createServer, type IncomingMessage, type Server } from "node:http";

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

export type RedditMode = "ok" | "empty" | "forbidden" | "token-refused" | "429-once" | "slow" | "malformed";

/** Starts the server; `mode` picks how the search endpoint answers, `seen` records every request. */
export async function startRedditServer() {
  const state = {
    mode: "ok" as RedditMode,
    seen: [] as { path: string; headers: IncomingMessage["headers"]; body: string }[],
    throttled: false,
  };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      state.seen.push({ path: url.pathname + url.search, headers: req.headers, body });
      const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
        res.end(JSON.stringify(payload));
      };
      if (url.pathname === "/api/v1/access_token") {
        if (state.mode === "token-refused") return json(401, { message: "Unauthorized", error: 401 });
        return json(200, { access_token: "app-token-1", token_type: "bearer", expires_in: 86400, scope: "*" });
      }
      if (req.headers.authorization !== "Bearer app-token-1") return json(401, { message: "Unauthorized", error: 401 });
      if (url.pathname.endsWith("/search")) {
        if (state.mode === "empty") return json(200, listing([]));
        if (state.mode === "forbidden") return json(403, { message: "Forbidden", error: 403 });
        if (state.mode === "malformed") return json(200, { data: "nope" });
        if (state.mode === "slow") return setTimeout(() => json(200, listing([])), 4000);
        if (state.mode === "429-once" && !state.throttled) {
          state.throttled = true;
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
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    state,
    reset() {
      state.mode = "ok";
      state.seen.length = 0;
      state.throttled = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
