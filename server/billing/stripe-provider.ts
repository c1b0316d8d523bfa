import Stripe from "stripe";
import { AppError, Invalid, NotFound } from "../errors";
import { type BillingProvider, PaymentError, type SubscriptionSnapshot, subscriptionStatusOf } from "./provider";

// Stripe: customers, subscriptions created `default_incomplete` (the client confirms the first
// payment with the invoice's confirmation secret, redirecting only if the bank requires it),
// cancel at period end, reactivate, the customer portal. Status changes arrive by webhook
// (webhook.ts), which is the source of truth; what these calls return is recorded too,
// so the person sees the change without waiting for the webhook.

export type StripeSettings = { secretKey: string; apiUrl?: string };

export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Lotus" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

/** Our snapshot of Stripe's subscription object (API 2025+: periods live on the items). */
export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  if (!item) throw Invalid(`Subscription ${subscription.id} has no items`);
  const customer = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const end = item.current_period_end;
  return {
    id: subscription.id,
    customerId: customer,
    userId: subscription.metadata?.user_id ?? null,
    status: subscriptionStatusOf(subscription.status),
    priceId: item.price.id,
    amount: item.price.unit_amount ?? 0,
    interval: item.price.recurring?.interval === "year" ? "year" : "month",
    // The portal may schedule the end as cancel_at equal to the period's end.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at >= end),
    currentPeriodStart: item.current_period_start,
    currentPeriodEnd: end,
  };
}

/** Stripe's errors as ours: card problems are the customer's to fix (402), the rest are not. */
export function fromStripeError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeCardError) return new PaymentError(error.message);
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.code === "resource_missing") return NotFound(error.message);
    return Invalid(error.message);
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new AppError("unavailable", "Payments are unavailable right now. Please try again in a minute.");
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fromStripeError(error);
  }
}

export function createStripeBilling(stripe: Stripe): BillingProvider {
  return {
    kind: "stripe",

    createCustomer: ({ userId, email, name }) =>
      call(async () => (await stripe.customers.create({ email, name, metadata: { user_id: userId } })).id),

    createSubscription: ({ userId, customerId, price, paymentMethodId }) =>
      call(async () => {
        await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        const subscription = await stripe.subscriptions.create({
          customer: customerId,
          items: [{ price: price.id }],
          default_payment_method: paymentMethodId,
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          expand: ["latest_invoice.confirmation_secret"],
          metadata: { user_id: userId },
        });
        const invoice = subscription.latest_invoice;
        const secret =
          invoice && typeof invoice !== "string" ? (invoice.confirmation_secret?.client_secret ?? null) : null;
        return {
          subscription: snapshotOf(subscription),
          clientSecret: subscription.status === "active" ? null : secret,
        };
      }),

    retrieveSubscription: (id) => call(async () => snapshotOf(await stripe.subscriptions.retrieve(id))),

    setCancelAtPeriodEnd: (id, cancel) =>
      call(async () => snapshotOf(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel }))),

    cancelNow: (id) => call(async () => snapshotOf(await stripe.subscriptions.cancel(id))),

    // Cancelling an incomplete subscription voids its open invoice: its payment can no longer be
    // confirmed in the browser.
    cancelIncomplete: (id) =>
      call(async () => {
        const current = await stripe.subscriptions.retrieve(id);
        if (current.status !== "incomplete") return snapshotOf(current);
        return snapshotOf(await stripe.subscriptions.cancel(id));
      }),

    portalUrl: (customerId, returnUrl) =>
      call(
        async () => (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url,
      ),
  };
}
