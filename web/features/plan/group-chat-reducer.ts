import type { z } from "zod";
import type { TGroupMessage, ZGroupMessagesResponse } from "../../../common/api/together";

// The trip's group chat as data: the pages of history read so far, what arrives live, and the
// read marker; changed only here, kept in the query cache by use-group-chat.ts.

export type GroupChatState = {
  messages: TGroupMessage[];
  lastViewed: string | null;
  /** Older pages exist before the first message held. */
  hasEarlier: boolean;
};
type Page = z.infer<typeof ZGroupMessagesResponse>;

export type GroupChatAction =
  | { type: "received"; message: TGroupMessage }
  /** The newest page again, after a dropped connection: what was said meanwhile. */
  | { type: "caught_up"; page: Page }
  /** The page before the oldest message held. */
  | { type: "earlier"; page: Page }
  | { type: "viewed"; at: string };

/** A history that could not be read shows as an empty one. */
export const emptyGroupChat: GroupChatState = { messages: [], lastViewed: null, hasEarlier: false };

export function groupChatFromPage(page: Page): GroupChatState {
  return { messages: page.messages, lastViewed: page.last_viewed, hasEarlier: page.has_more ?? false };
}

export function groupChatReducer(state: GroupChatState, action: GroupChatAction): GroupChatState {
  switch (action.type) {
    case "received":
      return state.messages.some((m) => m.id === action.message.id)
        ? state
        : { ...state, messages: [...state.messages, action.message] };
    case "caught_up": {
      const known = new Set(state.messages.map((m) => m.id));
      const missed = action.page.messages.filter((m) => !known.has(m.id));
      if (!missed.length) return state;
      return {
        ...state,
        messages: [...state.messages, ...missed].sort((x, y) => x.timestamp.localeCompare(y.timestamp)),
      };
    }
    case "earlier": {
      const known = new Set(state.messages.map((m) => m.id));
      return {
        ...state,
        messages: [...action.page.messages.filter((m) => !known.has(m.id)), ...state.messages],
        hasEarlier: action.page.has_more ?? false,
      };
    }
    case "viewed":
      return { ...state, lastViewed: action.at };
  }
}

/** Other people's messages after the read marker (all of them before the first look). */
export function unreadCount(state: GroupChatState | undefined, userId: string | null): number {
  if (!state) return 0;
  const { lastViewed } = state;
  return state.messages.filter((m) => m.user_id !== userId && (lastViewed === null || m.timestamp > lastViewed)).length;
}
