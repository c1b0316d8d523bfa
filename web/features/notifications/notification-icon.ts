import { AtSign, Bell, MessageSquare, MessagesSquare, Plane, Radar, Reply, UserPlus } from "lucide-react";
import type { TNotification } from "../../../common/api/together";

export type NotificationIcon = typeof Bell;

const byType: Record<string, NotificationIcon> = {
  mention: AtSign,
  reply: Reply,
  unread_message: MessageSquare,
};
// An invite's icon says what one is invited into (spec section 2: it depends on entity_type).
const inviteIcons: Record<string, NotificationIcon> = {
  group_chat: MessagesSquare,
  trip: Plane,
  friend_request: UserPlus,
};
// Icons by entity_type, for notifications whose type says little ('other').
const byEntity: Record<string, NotificationIcon> = { trip_watch: Radar, friend_request: UserPlus };

export function notificationIcon(n: Pick<TNotification, "type" | "entity_type">): NotificationIcon {
  if (n.type === "invite") return inviteIcons[n.entity_type] ?? UserPlus;
  return byType[n.type] ?? byEntity[n.entity_type] ?? Bell;
}
