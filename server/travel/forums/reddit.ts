import { z } from "zod";
import type { TForumPost } from "../../../common/travel/schemas";
import { Invalid } from "../../errors";
import { fetchJson, ProviderError } from "../provider-error";
import { type ForumProvider, type ForumQuery, type ForumResults, ZForumQuery } from "./provider";

// Reddit's Data API with an app-only OAuth token (client credentials): search a set of travel
// subreddits, then read the top comments of the best posts.

const ZToken = z.object({ access_token: z.string().min(1), token_type: z.string(), expires_in: z.number() });
const ZListing = z.object({
  kind: z.literal("Listing"),
  data: z.object({
    after: z.string().nullable().optional(),
    children: z.array(z.object({ kind: z.string(), data: z.record(z.string(), z.unknown()) })),
  }),
});
const ZPost = z.object({
  id: z.string(),
  title: z.string(),
  selftext: z.string().default(""),
  permalink: z.string().startsWith("/"),
  num_comments: z.number().int().min(0),
  over_18: z.boolean().optional(),
});
const ZComment = z.object({ body: z.string(), stickied: z.boolean().optional() });

export type RedditOptions = {
  clientId: string;
  clientSecret: string;
  userAgent: string;
  authUrl?: string;
  apiUrl?: string;
  subreddits?: string[];
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
  clock?: () => number;
};

const POSTS = 5;
const COMMENTS = 5;

export function redditForums(options: RedditOptions): ForumProvider {
  const authUrl = options.authUrl ?? "https://www.reddit.com";
  const apiUrl = options.apiUrl ?? "https://oauth.reddit.com";
  const subreddits = (options.subreddits ?? ["travel", "solotravel", "backpacking", "TravelHacks", "shoestring"]).join(
    "+",
  );
  const clock = options.clock ?? Date.now;
  const http = {
    timeoutMs: options.timeoutMs ?? 5000,
    retries: options.retries ?? 2,
    baseDelayMs: options.baseDelayMs,
  };
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > clock() + 60_000) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const { status, body } = await fetchJson("reddit", `${authUrl}/api/v1/access_token`, {
      ...http,
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": options.userAgent,
      },
      body: "grant_type=client_credentials",
    });
    if (status >= 400) throw new ProviderError("reddit", "http", `token request refused (status ${status})`);
    const parsed = ZToken.safeParse(body);
    if (!parsed.success) throw new ProviderError("reddit", "malformed", "a token reply without an access token");
    token = { value: parsed.data.access_token, expiresAt: clock() + parsed.data.expires_in * 1000 };
    return token.value;
  }

  async function get(path: string): Promise<unknown> {
    const { status, body } = await fetchJson("reddit", `${apiUrl}${path}`, {
      ...http,
      headers: { authorization: `Bearer ${await accessToken()}`, "user-agent": options.userAgent },
    });
    if (status === 401) token = undefined; // expired early: the next call asks again
    if (status >= 400) throw new ProviderError("reddit", "http", `status ${status}`);
    return body;
  }

  async function topComments(id: string): Promise<string[]> {
    const body = await get(`/comments/${encodeURIComponent(id)}?limit=${COMMENTS}&depth=1&sort=top&raw_json=1`);
    const listings = z.array(ZListing).safeParse(body);
    if (!listings.success || listings.data.length < 2)
      throw new ProviderError("reddit", "malformed", "a comments reply that is not two listings");
    return (listings.data[1]?.data.children ?? [])
      .filter((c) => c.kind === "t1")
      .map((c) => ZComment.safeParse(c.data))
      .filter((c) => c.success && !c.data.stickied && c.data.body !== "[deleted]" && c.data.body !== "[removed]")
      .map((c) => (c.success ? c.data.body : ""))
      .slice(0, COMMENTS);
  }

  return {
    name: "reddit",
    async search(input: ForumQuery): Promise<ForumResults> {
      const parsed = ZForumQuery.safeParse(input);
      if (!parsed.success) throw Invalid(parsed.error.issues[0]?.message ?? "Invalid forum search");
      const q = [parsed.data.query, parsed.data.destination].filter(Boolean).join(" ");
      const found: z.infer<typeof ZPost>[] = [];
      let after: string | null | undefined;
      // Up to two pages: link posts and NSFW posts are skipped, so one page may not be enough.
      for (let page = 0; page < 2 && found.length < POSTS; page++) {
        const params = new URLSearchParams({
          q,
          restrict_sr: "1",
          sort: "relevance",
          t: "all",
          limit: "25",
          type: "link",
          raw_json: "1",
        });
        if (after) params.set("after", after);
        const listing = ZListing.safeParse(await get(`/r/${subreddits}/search?${params}`));
        if (!listing.success) throw new ProviderError("reddit", "malformed", "a search reply that is not a listing");
        for (const child of listing.data.data.children) {
          const post = ZPost.safeParse(child.data);
          if (child.kind === "t3" && post.success && !post.data.over_18 && post.data.selftext.trim())
            found.push(post.data);
        }
        after = listing.data.data.after;
        if (!after) break;
      }
      const posts: TForumPost[] = [];
      for (const post of found.slice(0, POSTS)) {
        posts.push({
          title: post.title,
          post_text: post.selftext,
          post_url: `https://www.reddit.com${post.permalink}`,
          comments: post.num_comments > 0 ? await topComments(post.id) : [],
          num_comments: post.num_comments,
        });
      }
      return posts.length ? { posts } : { posts, note: `No forum posts were found for "${q}".` };
    },
  };
}
