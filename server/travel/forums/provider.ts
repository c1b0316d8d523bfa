import { z } from "zod";
import type { TForumPost } from "../../../common/travel/schemas";

export const ZForumQuery = z.object({
  query: z.string().trim().min(2).max(200),
  destination: z.string().trim().max(200).optional(),
});
export type ForumQuery = z.input<typeof ZForumQuery>;

/** Posts from travellers' forums; `note` says why there are none when none could be searched. */
export type ForumResults = { posts: TForumPost[]; note?: string };

export interface ForumProvider {
  readonly name: string;
  search(query: ForumQuery): Promise<ForumResults>;
}

/** No forum is searched without credentials, and no post is ever invented. */
export function offlineForums(): ForumProvider {
  return {
    name: "offline",
    async search() {
      return { posts: [], note: "Live forum search is not configured, so there are no forum recommendations." };
    },
  };
}
