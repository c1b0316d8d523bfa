import { Forbidden } from "../errors";
import { definePolicy } from "../policy";

// A person's notifications are theirs alone. The subject is the person whose list a call names
// (the spec's calls carry a user_id); a single notification is looked up within the caller's own.
export const notificationPolicy = definePolicy<"read" | "mark_read", { userId: string }>(
  "notification",
  {
    read: (actor, list) => actor.id === list.userId,
    mark_read: (actor, list) => actor.id === list.userId,
  },
  () => Forbidden(),
);
