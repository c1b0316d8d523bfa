import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Without SMTP_URL, mail lands here (and its links in the log) instead of being sent. */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
