import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { TCreateSubscriptionResponse, TSubscription, TSubscriptionStatus } from "../../common/api/billing";
import { planNames } from "../../common/plans";
import type { Config } from "../config";
import { one } from "../db/one";
import type { Db } from "../db/open";
import { billingCustomers, subscriptions, users } from "../db/schema/index";
import type { Executor, Tx } from "../db/tx";
import { Conflict, Invalid, PaymentRequired } from "../errors";
import { createLocalBilling, type LocalBilling } from "./local-provider";
import { ownCustomer, ownSubscription } from "./policy";
import { type BillingProvider, PaymentError, type Price, payingStatuses, type SubscriptionSnapshot } from "./provider";
import { createStripeBilling, stripeClient } from "./stripe-provider";

// Subscriptions, whichever provider holds them. Every change a provider reports (a call's
// result, a webhook, the test mode's renewals) goes through `record`, which writes our copy and
// the person's rate_plan in one transaction: PRO while a subscription is active, trialing or
// past due (so also while cancelled-at-period-end until the period ends), FREE otherwise.

export type Billing = {
  readonly provider: BillingProvider;
  /** Set in test mode (no Stripe keys). */
  readonly local: LocalBilling | undefined;
  /** Set when Stripe is configured. */
  readonly stripe: Stripe | undefined;
  readonly mode: "stripe" | "test";
  /** Writes a subscription's state; without `tx`, commits and waits for every process to forget the person's plan. */
  record(snapshot: SubscriptionSnapshot, eventAt?: number, tx?: Tx): Promise<boolean>;
  /** After the caller's transaction that recorded `snapshot` commits: every process forgets the person's plan. */
  settlePlan(snapshot: SubscriptionSnapshot): Promise<void>;
  status(userId: string): Promise<TSubscriptionStatus>;
  subscribe(
    userId: string,
    input: { priceId: string; email: string; name: string; paymentMethodId: string },
  ): Promise<TCreateSubscriptionResponse>;
  cancel(userId: string, subscriptionId: string, immediate: boolean): Promise<TSubscription>;
  reactivate(userId: string, subscriptionId: string): Promise<TSubscription>;
  portalUrl(userId: string, customerId: string, returnUrl: string): Promise<string>;
  /** Ends or renews test-mode subscriptions whose period is over (the `billing:sweep` job). */
  sweep(): Promise<void>;
  /** Settles this person's own test-mode subscriptions if one is due (no work otherwise). */
  settle(userId: string): Promise<void>;
};

type Row = typeof subscriptions.$inferSelect;

export const present = (row: Row): TSubscription => ({
  id: row.id,
  customerId: row.customerId,
  plan_name: planNames.PRO,
  status: row.status,
  amount: row.amount,
  interval: row.interval,
  cancel_at_period_end: row.cancelAtPeriodEnd,
  current_period_end: Math.floor(row.currentPeriodEnd.getTime() / 1000),
});

export function createBilling(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
  /**
   * Told when a person's rate_plan may have changed (the session cache holds their row): inside
   * the writing transaction, not awaited (the cache holds off that person until it commits), and
   * again after the commit, awaited, so the call answers once every process has forgotten.
   */
  planChanged: (userId: string) => Promise<void> = async () => {},
): Billing {
  const stripe = config.stripe ? stripeClient(config.stripe) : undefined;
  const local = stripe ? undefined : createLocalBilling(db, now);
  const provider: BillingProvider = stripe ? createStripeBilling(stripe) : (local as LocalBilling);
  const providerName = provider.kind;
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  const prices: Price[] = [
    { id: config.plans.proMonthlyPriceId, amount: config.plans.proMonthlyCents, interval: "month" },
    { id: config.plans.proAnnualPriceId, amount: config.plans.proAnnualCents, interval: "year" },
  ];

  async function userOf(executor: Executor, snapshot: SubscriptionSnapshot): Promise<string | null> {
    const [customer] = await executor
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(eq(billingCustomers.customerId, snapshot.customerId));
    if (customer) return customer.userId;
    // A customer made outside Lotus (the dashboard) still names the person in its metadata.
    if (snapshot.userId && /^[0-9a-f-]{36}$/i.test(snapshot.userId)) {
      const [user] = await executor.select({ id: users.id }).from(users).where(eq(users.id, snapshot.userId));
      if (user) return user.id;
    }
    return null;
  }

  async function write(tx: Tx, snapshot: SubscriptionSnapshot, eventAt: number): Promise<string | null> {
    const userId = await userOf(tx, snapshot);
    if (!userId) {
      log.warn({ subscription: snapshot.id, customer: snapshot.customerId }, "billing: subscription of no known user");
      return null;
    }
    const values = {
      userId,
      customerId: snapshot.customerId,
      provider: providerName,
      status: snapshot.status,
      priceId: snapshot.priceId,
      amount: snapshot.amount,
      interval: snapshot.interval,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      currentPeriodStart: new Date(snapshot.currentPeriodStart * 1000),
      currentPeriodEnd: new Date(snapshot.currentPeriodEnd * 1000),
      lastEventAt: eventAt,
      updatedAt: now(),
    };
    // An event older than what we already applied (webhooks may arrive out of order) is stale.
    await tx
      .insert(subscriptions)
      .values({ id: snapshot.id, ...values, createdAt: now() })
      .onConflictDoUpdate({
        target: subscriptions.id,
        set: values,
        setWhere: sql`${subscriptions.lastEventAt} <= ${eventAt}`,
      });
    await tx
      .update(users)
      .set({
        ratePlan: sql`case when exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId}
          and ${inArray(subscriptions.status, [...payingStatuses])}) then 'PRO' else 'FREE' end`,
      })
      .where(eq(users.id, userId));
    // Inside the transaction: the session cache holds off this person until it ends. The caller
    // forgets again once it has committed, and answers only after every process has (settlePlan).
    void planChanged(userId);
    return userId;
  }

  const record: Billing["record"] = async (snapshot, eventAt = nowSeconds(), tx) => {
    if (tx) return (await write(tx, snapshot, eventAt)) !== null;
    const userId = await db.transaction((t) => write(t, snapshot, eventAt));
    if (userId) await planChanged(userId);
    return userId !== null;
  };

  /** After a transaction that recorded a subscription has committed: every process forgets its person. */
  const settlePlan: Billing["settlePlan"] = async (snapshot) => {
    const userId = await userOf(db, snapshot);
    if (userId) await planChanged(userId);
  };

  async function sweep(): Promise<void> {
    if (!local) return;
    for (const changed of await local.advance()) await record(changed);
  }

  /**
   * Runs the sweep when this person's own subscriptions need it: a paying period that is over, or
   * a first payment still waiting (which the sweep expires after 23 hours). The `billing:sweep`
   * job settles everyone within a minute; this lets the person's own status and subscribe calls
   * see their period's end at once, as those calls promise. One indexed read of the person's
   * rows when nothing is due; the sweep itself is idempotent.
   */
  async function settleOwn(userId: string): Promise<void> {
    if (!local) return;
    const [due] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          or(
            and(inArray(subscriptions.status, [...payingStatuses]), lte(subscriptions.currentPeriodEnd, now())),
            eq(subscriptions.status, "incomplete"),
          ),
        ),
      )
      .limit(1);
    if (due) await sweep();
  }

  async function latest(userId: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row;
  }

  async function customerFor(userId: string, email: string, name: string): Promise<string> {
    const [existing] = await db
      .select()
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, providerName)));
    if (existing) return existing.customerId;
    const customerId = await provider.createCustomer({ userId, email, name });
    // Two tabs subscribing at once: the first customer stored wins, and both use it.
    await db.insert(billingCustomers).values({ customerId, userId, provider: providerName }).onConflictDoNothing();
    const stored = await db
      .select()
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, providerName)));
    return one(stored, "billing customer").customerId;
  }

  async function status(userId: string): Promise<TSubscriptionStatus> {
    await settleOwn(userId);
    const row = await latest(userId);
    // After the customer confirms a payment in the browser, Stripe's webhook may still be on
    // its way: ask Stripe directly rather than show an unpaid subscription.
    if (row?.status === "incomplete" && stripe) await record(await provider.retrieveSubscription(row.id));
    const [current] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...payingStatuses])))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return current
      ? { hasSubscription: true, subscription: present(current) }
      : { hasSubscription: false, subscription: null };
  }

  return {
    provider,
    local,
    stripe,
    mode: stripe ? "stripe" : "test",
    record,
    settlePlan,
    sweep,
    settle: settleOwn,

    status,

    async subscribe(userId, input) {
      const price = prices.find((p) => p.id === input.priceId);
      if (!price) throw Invalid("That plan price does not exist. Please reload the page.", { field: "priceId" });
      await settleOwn(userId);
      const customerId = await customerFor(userId, input.email, input.name);
      try {
        const answer = await db.transaction(async (tx) => {
          // One person's subscribe calls run one at a time: the person's row stays locked until
          // this transaction ends, so parallel calls cannot each see "no subscription" and each
          // pay (issue 21). The provider works inside the lock; the test mode in this transaction.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
          const live = await tx
            .select()
            .from(subscriptions)
            .where(
              and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...payingStatuses, "incomplete"])),
            );
          if (live.some((row) => payingStatuses.includes(row.status))) {
            throw Conflict("You already have a Voyager subscription.");
          }
          // A first payment still waiting (3-D Secure never completed) is cancelled, so it cannot
          // be confirmed later beside this one; one paid meanwhile makes this a second.
          for (const row of live) {
            const current = await provider.cancelIncomplete(row.id, tx);
            await record(current, nowSeconds(), tx);
            if (payingStatuses.includes(current.status)) throw Conflict("You already have a Voyager subscription.");
          }
          const created = await provider.createSubscription(
            { userId, customerId, price, paymentMethodId: input.paymentMethodId },
            tx,
          );
          await record(created.subscription, nowSeconds(), tx);
          const { status, id } = created.subscription;
          if (status === "active" || status === "trialing") {
            return { success: true, status, subscriptionId: id, clientSecret: null };
          }
          if (status === "incomplete" && created.clientSecret) {
            return { success: true, status, subscriptionId: id, clientSecret: created.clientSecret };
          }
          return {
            success: false,
            status,
            subscriptionId: id,
            clientSecret: null,
            error: "Subscription creation failed",
          };
        });
        // Committed: every process forgets the person's plan before the answer.
        await planChanged(userId);
        return answer;
      } catch (error) {
        if (error instanceof PaymentError) throw PaymentRequired(error.message);
        throw error;
      }
    },

    async cancel(userId, subscriptionId, immediate) {
      const row = await ownSubscription(db, userId, subscriptionId, "change");
      if (!payingStatuses.includes(row.status)) throw Invalid("This subscription is not active.");
      const changed = immediate
        ? await provider.cancelNow(subscriptionId)
        : await provider.setCancelAtPeriodEnd(subscriptionId, true);
      await record(changed);
      return present(await ownSubscription(db, userId, subscriptionId, "view"));
    },

    async reactivate(userId, subscriptionId) {
      const row = await ownSubscription(db, userId, subscriptionId, "change");
      if (!payingStatuses.includes(row.status)) {
        throw Invalid("This subscription has ended. Please subscribe again.");
      }
      if (row.cancelAtPeriodEnd) await record(await provider.setCancelAtPeriodEnd(subscriptionId, false));
      return present(await ownSubscription(db, userId, subscriptionId, "view"));
    },

    async portalUrl(userId, customerId, returnUrl) {
      await ownCustomer(db, userId, customerId);
      return provider.portalUrl(customerId, returnUrl);
    },
  };
}
