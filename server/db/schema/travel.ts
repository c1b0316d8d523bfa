import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Answers of live travel providers, shared by every process and kept across restarts. */
export const travelCache = pgTable(
  "travel_cache",
  {
    key: text("key").primaryKey(),
    kind: text("kind").notNull(),
    value: jsonb("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("travel_cache_expires_idx").on(t.expiresAt)],
);
