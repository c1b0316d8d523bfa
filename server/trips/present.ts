import type { TCtx, TMember, TTripMessage } from "../../common/api/trips";
import type { tripMessages } from "../db/schema/index";

/** A stored message as the client reads it. */
export function presentMessage(row: typeof tripMessages.$inferSelect): TTripMessage {
  return {
    id: row.id,
    msg: row.msg,
    role: row.role,
    ctx: (row.ctx as TCtx | null) ?? null,
    user_id: row.userId ?? "assistant",
    mentions: (row.mentions as TTripMessage["mentions"]) ?? [],
    in_reply_to: row.inReplyTo,
    created_at: row.createdAt.toISOString(),
    is_private: row.privateTo !== null,
  };
}

export function presentMember(m: {
  userId: string;
  firstName: string;
  lastName: string;
  accessType: "owner" | "member";
  role: "owner" | "editor" | "viewer";
}): TMember {
  return {
    visible_id: m.userId,
    first_name: m.firstName,
    last_name: m.lastName,
    access_type: m.accessType,
    role: m.role,
  };
}
