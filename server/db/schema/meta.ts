import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Facts about this installation (first start, last start), shared by every process.
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
