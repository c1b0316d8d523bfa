import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { trips } from "./trips";
import { users } from "./users";

/** When each watched trip was last checked and is next due (server/watch/). */
export const tripWatches = pgTable("trip_watches", {
  tripId: uuid("trip_id")
    .primaryKey()
    .references(() => trips.id, { onDelete: "cascade" }),
  lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
  nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull(),
  /** The key of the last check that finished: the same check run again (a retry) does nothing. */
  lastRun: text("last_run"),
});

/**
 * What the travellers were last told about one watched thing (a flight, a hotel, a day's
 * weather): the next check compares with this, so a change is announced once.
 */
export const watchBaselines = pgTable(
  "watch_baselines",
  {
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.subject] })],
);

/** Every price seen for a flight or hotel of a watched trip: the details page charts them. */
export const priceChecks = pgTable(
  "price_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    bookingId: text("booking_id").notNull(),
    /** The very flights or hotel stay (a booking id outlives a change of flight on the same day). */
    subject: text("subject").notNull(),
    kind: text("kind", { enum: ["flight", "hotel"] }).notNull(),
    /** Dollars; null when it could not be found (sold out). */
    price: real("price"),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("price_checks_trip_idx").on(t.tripId, t.checkedAt),
    check("price_checks_kind_check", sql`${t.kind} in ('flight', 'hotel')`),
  ],
);

/** Which trip changes a traveller hears about, and whether they get the daily e-mail digest. */
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  prices: boolean("prices").notNull().default(true),
  availability: boolean("availability").notNull().default(true),
  weather: boolean("weather").notNull().default(true),
  emailDigest: boolean("email_digest").notNull().default(true),
});

/** The last digest mail per traveller: at most one a day, covering what came since. */
export const digestMails = pgTable("digest_mails", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
});
