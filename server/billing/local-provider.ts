import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, lte } from "drizzle-orm";
import { DateTime } from "luxon";
import type { TTestPortal } from "../../common/api/billing";
import { cardBrand, luhnValid, type TestCard, testCards, testPaymentMethodIds } from "../../common/test-cards";
import { one } from "../db/one";
import type { Db } from "../db/open";
import { billingCustomers, localPaymentMethods, localPayments, localSubscriptions } from "../db/schema/index";
import type { Tx } from "../db/tx";
import { Invalid, NotFound } from "../errors";
import type { BillingProvider, CreatedSubscription, Price, SubscriptionSnapshot } from "./provider";
import { PaymentError } from "./provider";

// The test mode: Stripe's subscription state machine, kept in our own tables, paid with Stripe's
// test cards. 4242... pays at once; 3155 needs the customer to pass a (simulated) 3-D Secure
// step; 9995 is declined for insufficient funds. Periods end and renew by the injected clock.

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export const localMessages = {
  notTestCard: "Your card was declined. Your request was in test mode, but used a non test card.",
  badNumber: "Your card number is incorrect.",
  badExpiry: "Your card's expiration date is invalid.",
  pastExpiry: "Your card's expiration year is in the past.",
  badCvc: "Your card's security code is invalid.",
  noLongerPayable: "This subscription was replaced by a newer one, so its payment can no longer be confirmed.",
  authFailed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
} as const;

export type LocalBilling = BillingProvider & {
  /** The test-mode card form's createPaymentMethod. */
  createPaymentMethod(
    userId: string,
    card: { number: string; expiry: string; cvc: string; name: string; email: string },
  ): Promise<{ id: string; brand: string; last4: string }>;
  /** The simulated 3-D Secure step: completes or fails the payment behind a client secret. */
  confirmPayment(
    userId: string,
    clientSecret: string,
    outcome: "complete" | "fail",
  ): Promise<{ subscription: SubscriptionSnapshot; error?: string }>;
  /** Renews or ends every subscription whose period is over; returns what changed. */
  advance(): Promise<SubscriptionSnapshot[]>;
  portal(userId: string): Promise<Omit<TTestPortal, "subscription" | "email"> & { subscriptionId: string | null }>;
};

type Row = typeof localSubscriptions.$inferSelect;

function snapshot(row: Row): SubscriptionSnapshot {
  return {
    id: row.id,
    customerId: row.customerId,
    userId: row.userId,
    status: row.status,
    priceId: row.priceId,
    amount: row.amount,
    interval: row.interval,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: seconds(row.currentPeriodStart),
    currentPeriodEnd: seconds(row.currentPeriodEnd),
  };
}

function parseExpiry(expiry: string, now: Date): { month: number; year: number } {
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (!m) throw Invalid(localMessages.badExpiry, { field: "expiry" });
  const month = Number(m[1]);
  const yy = m[2] ?? "";
  const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  if (month < 1 || month > 12) throw Invalid(localMessages.badExpiry, { field: "expiry" });
  const endOfMonth = DateTime.utc(year, month).endOf("month").toJSDate();
  if (endOfMonth < now) throw Invalid(localMessages.pastExpiry, { field: "expiry" });
  return { month, year };
}

export function createLocalBilling(db: Db, now: () => Date): LocalBilling {
  const periodEnd = (start: Date, interval: Price["interval"]) =>
    DateTime.fromJSDate(start, { zone: "utc" })
      .plus(interval === "month" ? { months: 1 } : { years: 1 })
      .toJSDate();

  async function load(subscriptionId: string): Promise<Row> {
    const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, subscriptionId));
    if (!row) throw NotFound(`No such subscription: '${subscriptionId}'`);
    return row;
  }

  async function update(subscriptionId: string, values: Partial<Row>): Promise<SubscriptionSnapshot> {
    const [row] = await db
      .update(localSubscriptions)
      .set(values)
      .where(eq(localSubscriptions.id, subscriptionId))
      .returning();
    if (!row) throw NotFound(`No such subscription: '${subscriptionId}'`);
    return snapshot(row);
  }

  /** Stripe's test PaymentMethod ids (pm_card_visa...) become a stored method on first use. */
  async function paymentMethod(userId: string, paymentMethodId: string, ex: Db | Tx) {
    const testNumber = testPaymentMethodIds[paymentMethodId];
    if (testNumber) {
      const card = testCards.find((c) => c.number === testNumber) as TestCard;
      return storeMethod(userId, card, { month: 12, year: now().getUTCFullYear() + 3 }, "Test customer", "", ex);
    }
    const [pm] = await ex
      .select()
      .from(localPaymentMethods)
      .where(and(eq(localPaymentMethods.id, paymentMethodId), eq(localPaymentMethods.userId, userId)));
    if (!pm) throw Invalid(`No such PaymentMethod: '${paymentMethodId}'`, { field: "paymentMethodId" });
    return pm;
  }

  async function storeMethod(
    userId: string,
    card: TestCard,
    exp: { month: number; year: number },
    name: string,
    email: string,
    ex: Db | Tx = db,
  ) {
    const stored = await ex
      .insert(localPaymentMethods)
      .values({
        id: id("pm_local"),
        userId,
        brand: card.brand,
        last4: card.number.slice(-4),
        expMonth: exp.month,
        expYear: exp.year,
        behaviour: card.behaviour,
        declineMessage: card.declineMessage ?? null,
        billingName: name,
        billingEmail: email,
        createdAt: now(),
      })
      .returning();
    return one(stored, "payment method");
  }

  return {
    kind: "local",

    async createPaymentMethod(userId, input) {
      const digits = input.number.replace(/[\s-]/g, "");
      if (!luhnValid(digits)) throw Invalid(localMessages.badNumber, { field: "number" });
      const exp = parseExpiry(input.expiry, now());
      const cvcLength = cardBrand(digits) === "amex" ? 4 : 3;
      if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc)) throw Invalid(localMessages.badCvc, { field: "cvc" });
      const card = testCards.find((c) => c.number === digits);
      if (!card) throw Invalid(localMessages.notTestCard, { field: "number" });
      const pm = await storeMethod(userId, card, exp, input.name, input.email);
      return { id: pm.id, brand: pm.brand, last4: pm.last4 };
    },

    async createCustomer() {
      return id("cus_local");
    },

    async createSubscription({ userId, customerId, price, paymentMethodId }, outer): Promise<CreatedSubscription> {
      const pm = await paymentMethod(userId, paymentMethodId, outer ?? db);
      // A declined card leaves nothing behind: no subscription, no charge.
      if (pm.behaviour === "decline") throw new PaymentError(pm.declineMessage ?? "Your card was declined.");
      const start = now();
      const end = periodEnd(start, price.interval);
      const paid = pm.behaviour === "succeed";
      const inTransaction = <T>(work: (tx: Tx) => Promise<T>) => (outer ? work(outer) : db.transaction(work));
      return inTransaction(async (tx) => {
        const row = one(
          await tx
            .insert(localSubscriptions)
            .values({
              id: id("sub_local"),
              userId,
              customerId,
              priceId: price.id,
              amount: price.amount,
              interval: price.interval,
              status: paid ? "active" : "incomplete",
              paymentMethodId: pm.id,
              currentPeriodStart: start,
              currentPeriodEnd: end,
              createdAt: start,
            })
            .returning(),
          "subscription",
        );
        const paymentId = id("pi_local");
        const clientSecret = `${paymentId}_secret_${randomBytes(12).toString("hex")}`;
        await tx.insert(localPayments).values({
          id: paymentId,
          clientSecret,
          subscriptionId: row.id,
          amount: price.amount,
          status: paid ? "succeeded" : "requires_action",
          periodStart: start,
          periodEnd: end,
          createdAt: start,
        });
        return { subscription: snapshot(row), clientSecret: paid ? null : clientSecret };
      });
    },

    async confirmPayment(userId, clientSecret, outcome) {
      const [found] = await db
        .select({ payment: localPayments, subscription: localSubscriptions })
        .from(localPayments)
        .innerJoin(localSubscriptions, eq(localSubscriptions.id, localPayments.subscriptionId))
        .where(and(eq(localPayments.clientSecret, clientSecret), eq(localSubscriptions.userId, userId)));
      if (!found) throw NotFound("No such payment");
      if (found.payment.status !== "requires_action") {
        throw Invalid("This payment does not need confirming any more.");
      }
      // Replaced by a newer subscription (cancelled while it waited): paying it would make two.
      if (found.subscription.status !== "incomplete") throw Invalid(localMessages.noLongerPayable);
      if (outcome === "fail") {
        await db.update(localPayments).set({ status: "failed" }).where(eq(localPayments.id, found.payment.id));
        return { subscription: snapshot(found.subscription), error: localMessages.authFailed };
      }
      // The period starts when the payment succeeds, as Stripe's does for an incomplete one.
      const start = now();
      const end = periodEnd(start, found.subscription.interval);
      return db.transaction(async (tx) => {
        await tx
          .update(localPayments)
          .set({ status: "succeeded", periodStart: start, periodEnd: end })
          .where(eq(localPayments.id, found.payment.id));
        // Only while still incomplete: a subscribe cancelling it concurrently wins, and this
        // transaction (the payment included) is undone.
        const rows = await tx
          .update(localSubscriptions)
          .set({ status: "active", currentPeriodStart: start, currentPeriodEnd: end })
          .where(and(eq(localSubscriptions.id, found.subscription.id), eq(localSubscriptions.status, "incomplete")))
          .returning();
        if (!rows[0]) throw Invalid(localMessages.noLongerPayable);
        return { subscription: snapshot(rows[0]) };
      });
    },

    async retrieveSubscription(subscriptionId) {
      return snapshot(await load(subscriptionId));
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const row = await load(subscriptionId);
      if (row.status === "canceled") throw Invalid("This subscription has already ended.");
      return update(subscriptionId, { cancelAtPeriodEnd: cancel });
    },

    async cancelIncomplete(subscriptionId, outer) {
      const ex = outer ?? db;
      const [cancelled] = await ex
        .update(localSubscriptions)
        .set({ status: "canceled", cancelAtPeriodEnd: false, currentPeriodEnd: now() })
        .where(and(eq(localSubscriptions.id, subscriptionId), eq(localSubscriptions.status, "incomplete")))
        .returning();
      if (cancelled) return snapshot(cancelled);
      const [row] = await ex.select().from(localSubscriptions).where(eq(localSubscriptions.id, subscriptionId));
      if (!row) throw NotFound(`No such subscription: '${subscriptionId}'`);
      return snapshot(row);
    },

    async cancelNow(subscriptionId) {
      await load(subscriptionId);
      return update(subscriptionId, { status: "canceled", cancelAtPeriodEnd: false, currentPeriodEnd: now() });
    },

    async portalUrl(_customerId, returnUrl) {
      return `/billing/portal?return_url=${encodeURIComponent(returnUrl)}`;
    },

    async advance() {
      const at = now();
      return db.transaction(async (tx) => {
        // FOR UPDATE SKIP LOCKED: two processes sweeping at once each take different rows.
        const due = await tx
          .select()
          .from(localSubscriptions)
          .where(
            and(
              inArray(localSubscriptions.status, ["active", "past_due"]),
              lte(localSubscriptions.currentPeriodEnd, at),
            ),
          )
          .for("update", { skipLocked: true });
        const changed: SubscriptionSnapshot[] = [];
        // Like Stripe, a first payment left unconfirmed for 23 hours expires the subscription.
        const expired = await tx
          .update(localSubscriptions)
          .set({ status: "incomplete_expired" })
          .where(
            and(
              eq(localSubscriptions.status, "incomplete"),
              lte(localSubscriptions.createdAt, new Date(at.getTime() - 23 * 3_600_000)),
            ),
          )
          .returning();
        changed.push(...expired.map(snapshot));
        for (const row of due) {
          if (row.cancelAtPeriodEnd) {
            const ended = await tx
              .update(localSubscriptions)
              .set({ status: "canceled" })
              .where(eq(localSubscriptions.id, row.id))
              .returning();
            changed.push(snapshot(one(ended, "subscription")));
            continue;
          }
          // Renew period by period (a server that slept through several renews each of them).
          let start = row.currentPeriodStart;
          let end = row.currentPeriodEnd;
          while (end <= at) {
            start = end;
            end = periodEnd(start, row.interval);
            await tx.insert(localPayments).values({
              id: id("pi_local"),
              clientSecret: `${id("pi_local")}_secret_${randomBytes(12).toString("hex")}`,
              subscriptionId: row.id,
              amount: row.amount,
              status: "succeeded",
              periodStart: start,
              periodEnd: end,
              createdAt: start,
            });
          }
          const renewed = await tx
            .update(localSubscriptions)
            .set({ status: "active", currentPeriodStart: start, currentPeriodEnd: end })
            .where(eq(localSubscriptions.id, row.id))
            .returning();
          changed.push(snapshot(one(renewed, "subscription")));
        }
        return changed;
      });
    },

    async portal(userId) {
      const [customer] = await db
        .select({ customerId: billingCustomers.customerId })
        .from(billingCustomers)
        .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, "local")));
      const [latest] = await db
        .select()
        .from(localSubscriptions)
        .where(eq(localSubscriptions.userId, userId))
        .orderBy(desc(localSubscriptions.createdAt))
        .limit(1);
      if (!latest)
        return { customerId: customer?.customerId ?? null, subscriptionId: null, paymentMethod: null, invoices: [] };
      const [pm] = await db
        .select()
        .from(localPaymentMethods)
        .where(eq(localPaymentMethods.id, latest.paymentMethodId));
      const payments = await db
        .select()
        .from(localPayments)
        .innerJoin(localSubscriptions, eq(localSubscriptions.id, localPayments.subscriptionId))
        .where(eq(localSubscriptions.userId, userId))
        .orderBy(desc(localPayments.createdAt))
        .limit(24);
      return {
        customerId: customer?.customerId ?? null,
        subscriptionId: latest.id,
        paymentMethod: pm ? { brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear } : null,
        invoices: payments.map(({ local_payments: p }) => ({
          id: p.id,
          amount: p.amount,
          status: p.status === "succeeded" ? "paid" : p.status === "failed" ? "failed" : "open",
          created: seconds(p.createdAt),
          periodEnd: seconds(p.periodEnd),
        })),
      };
    },
  };
}
