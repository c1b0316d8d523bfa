import { AtSign, Bell, MessagesSquare, Plane, Radar, UserPlus } from "lucide-react";
import { describe, expect, it } from "vitest";
import { notificationIcon } from "./notification-icon";

describe("a notification's icon", () => {
  it("for an invite, follows what one is invited into (entity_type)", () => {
    expect(notificationIcon({ type: "invite", entity_type: "group_chat" })).toBe(MessagesSquare);
    expect(notificationIcon({ type: "invite", entity_type: "trip" })).toBe(Plane);
    expect(notificationIcon({ type: "invite", entity_type: "friend_request" })).toBe(UserPlus);
    expect(notificationIcon({ type: "invite", entity_type: "something_new" })).toBe(UserPlus);
  });

  it("otherwise follows the type, then the entity, then a bell", () => {
    expect(notificationIcon({ type: "mention", entity_type: "group_chat" })).toBe(AtSign);
    expect(notificationIcon({ type: "other", entity_type: "trip_watch" })).toBe(Radar);
    expect(notificationIcon({ type: "other", entity_type: "friend_request" })).toBe(UserPlus);
    expect(notificationIcon({ type: "other", entity_type: "nothing" })).toBe(Bell);
  });
});
