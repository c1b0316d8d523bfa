import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** The app feedback form: five ratings (1-5), an optional comment, the device it came from. */
export const appFeedback = pgTable(
  "app_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for a visitor who is not signed in. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    lotusAiAssistant: smallint("lotus_ai_assistant").notNull(),
    planning: smallint("planning").notNull(),
    booking: smallint("booking").notNull(),
    collaborationSocial: smallint("collaboration_social").notNull(),
    appOverall: smallint("app_overall").notNull(),
    comment: text("comment"),
    browser: text("browser"),
    screenWidth: integer("screen_width"),
    screenHeight: integer("screen_height"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "app_feedback_ratings_check",
      sql`${t.lotusAiAssistant} between 1 and 5 and ${t.planning} between 1 and 5 and ${t.booking} between 1 and 5
        and ${t.collaborationSocial} between 1 and 5 and ${t.appOverall} between 1 and 5`,
    ),
    index("app_feedback_created_idx").on(t.createdAt),
  ],
);

/** Product analytics kept by Lotus itself (no third party): page views and UI events. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["pageview", "event"] }).notNull(),
    /** The page's path for a page view; the event's category otherwise. */
    name: text("name").notNull(),
    action: text("action"),
    label: text("label"),
    path: text("path").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** A random id per browser tab session, so a visit's page views can be told apart. */
    sessionId: text("session_id"),
    props: jsonb("props").$type<Record<string, string | number | boolean>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_kind_created_idx").on(t.kind, t.createdAt)],
);
