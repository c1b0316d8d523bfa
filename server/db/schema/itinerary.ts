import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tripMessages, trips } from "./trips";
import { users } from "./users";

// The itinerary as rows (issue 22): items people and Lotus edit one at a time, each with a
// version; revisions with the whole itinerary after each change (undo, history, restore); the
// trip's stays; Lotus's proposals waiting for someone to apply them. `trips.itinerary` stays as
// the spec-shaped derivation, rewritten in the same transaction as every change.

export const itineraryItems = pgTable(
  "itinerary_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    position: integer("position").notNull(),
    time: text("time").notNull(),
    durationMin: integer("duration_min"),
    kind: text("kind", { enum: ["flight", "stay", "place", "meal", "transport", "note", "booking"] }).notNull(),
    specType: text("spec_type", { enum: ["Flight", "Hotel", "place", "reddit", "other"] }).notNull(),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
    /** {flight?, hotel?, place?, reddit?}: what the item came from, as the spec's item carries it. */
    ref: jsonb("ref").notNull().default({}),
    notes: text("notes").notNull().default(""),
    confirmation: text("confirmation"),
    booked: boolean("booked").notNull().default(false),
    pinned: boolean("pinned").notNull().default(false),
    /** Null: Lotus added it. */
    addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    addedByName: text("added_by_name"),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("itinerary_items_trip_idx").on(t.tripId, t.date, t.position),
    check("itinerary_items_position_check", sql`${t.position} >= 0`),
  ],
);

export const tripStays = pgTable(
  "trip_stays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    city: text("city").notNull(),
    nights: integer("nights").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("trip_stays_trip_idx").on(t.tripId, t.position)],
);

export const itineraryRevisions = pgTable(
  "itinerary_revisions",
  {
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** Null: Lotus. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name"),
    summary: text("summary").notNull(),
    /**
     * The itinerary after this change: in full for revision 0 and every 50th, otherwise what changed
     * since the revision before (server/itinerary/commands.ts rebuilds any revision from these).
     */
    snapshot: jsonb("snapshot").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.number] })],
);

export const itineraryProposals = pgTable(
  "itinerary_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").references(() => tripMessages.id, { onDelete: "set null" }),
    askedBy: uuid("asked_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isPrivate: boolean("is_private").notNull(),
    status: text("status", { enum: ["pending", "applied", "discarded"] })
      .notNull()
      .default("pending"),
    baseRevision: integer("base_revision").notNull(),
    summary: jsonb("summary").notNull(),
    /** The itinerary Lotus suggests (spec-shaped days), the plan state and destination/dates with it. */
    proposed: jsonb("proposed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("itinerary_proposals_trip_idx").on(t.tripId, t.createdAt)],
);
