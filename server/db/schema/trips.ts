import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A trip: what Lotus and its travellers plan together. */
export const trips = pgTable(
  "trips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull().default("New Trip"),
    shared: boolean("shared").notNull().default(false),
    /** The itinerary's summary fields, as the spec's itinerary response carries them. */
    destination: text("destination"),
    dates: text("dates"),
    itinerary: jsonb("itinerary").notNull().default([]),
    /** What the assistant has understood so far (destination, dates, travellers, choices). */
    plan: jsonb("plan").notNull().default({}),
    /** The role a member gets on joining (issue 22): editors change the itinerary, viewers read. */
    defaultRole: text("default_role", { enum: ["editor", "viewer"] })
      .notNull()
      .default("editor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("trips_owner_idx").on(t.ownerId, t.createdAt),
    check("trips_name_length", sql`char_length(${t.name}) between 1 and 100`),
  ],
);

export const tripMembers = pgTable(
  "trip_members",
  {
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessType: text("access_type", { enum: ["owner", "member"] }).notNull(),
    /** owner (with access_type owner), editor or viewer. */
    role: text("role", { enum: ["owner", "editor", "viewer"] })
      .notNull()
      .default("editor"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    lastViewedTripChat: timestamp("last_viewed_trip_chat", { withTimezone: true }),
    lastViewedGroupChat: timestamp("last_viewed_group_chat", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.userId] }),
    index("trip_members_user_idx").on(t.userId),
    check("trip_members_access_check", sql`${t.accessType} in ('owner', 'member')`),
    check("trip_members_role_check", sql`${t.role} in ('owner', 'editor', 'viewer')`),
  ],
);

/** The AI chat of a trip. A private message (and Lotus's answer to it) is seen only by `privateTo`. */
export const tripMessages = pgTable(
  "trip_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    /** Null for Lotus's own messages. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    msg: text("msg").notNull(),
    ctx: jsonb("ctx"),
    mentions: jsonb("mentions").notNull().default([]),
    inReplyTo: uuid("in_reply_to"),
    privateTo: uuid("private_to").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("trip_messages_trip_idx").on(t.tripId, t.createdAt),
    check("trip_messages_role_check", sql`${t.role} in ('user', 'assistant')`),
  ],
);

/** Thumbs up or down on one of Lotus's messages. */
export const aiMessageFeedback = pgTable("ai_message_feedback", {
  id: uuid("id").primaryKey().defaultRandom(),
  messageId: uuid("message_id").references(() => tripMessages.id, { onDelete: "set null" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  feedbackType: text("feedback_type", { enum: ["positive", "negative"] }).notNull(),
  selectedIssues: jsonb("selected_issues").notNull().default([]),
  comments: text("comments").notNull().default(""),
  messageText: text("message_text").notNull().default(""),
  clientTimestamp: text("client_timestamp"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
