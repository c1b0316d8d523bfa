import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// Our record of each person's Voyager subscription, whichever provider holds it (Stripe or the
// local test mode). Stripe's webhooks, or the local provider's own calls, keep it current; the
// user's rate_plan is derived from it in the same transaction.

/** A person's customer at the payment provider. One per person per provider. */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    customerId: text("customer_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("billing_customers_user_provider_unique").on(t.userId, t.provider)],
);

export const subscriptionStatuses = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
] as const;

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    priceId: text("price_id").notNull(),
    amount: integer("amount").notNull(),
    interval: text("interval", { enum: ["month", "year"] }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    /** `created` of the newest provider event applied (epoch seconds): older events are stale. */
    lastEventAt: integer("last_event_at").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId), check("subscriptions_amount_check", sql`${t.amount} >= 0`)],
);

/** Webhook events already applied, so a redelivered event changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// The local test-mode provider's own state: a small stand-in for Stripe kept in our database.

export const localPaymentMethods = pgTable("local_payment_methods", {
  id: text("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  /** What Stripe's test card with this number does: pay, ask for authentication, or decline. */
  behaviour: text("behaviour", { enum: ["succeed", "authenticate", "decline"] }).notNull(),
  declineMessage: text("decline_message"),
  billingName: text("billing_name").notNull(),
  billingEmail: text("billing_email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const localSubscriptions = pgTable(
  "local_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    priceId: text("price_id").notNull(),
    amount: integer("amount").notNull(),
    interval: text("interval", { enum: ["month", "year"] }).notNull(),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    paymentMethodId: text("payment_method_id")
      .notNull()
      .references(() => localPaymentMethods.id),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("local_subscriptions_period_idx").on(t.status, t.currentPeriodEnd)],
);

/** One charge per billing period: the portal's invoice list, and the 3-D Secure step's secret. */
export const localPayments = pgTable("local_payments", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull().unique(),
  subscriptionId: text("subscription_id")
    .notNull()
    .references(() => localSubscriptions.id, { onDelete: "cascade" }),
  amount: integer("amount").notNull(),
  status: text("status", { enum: ["succeeded", "requires_action", "failed"] }).notNull(),
  periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
  periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
