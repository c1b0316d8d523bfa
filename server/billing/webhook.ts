import type Stripe from "stripe";
import type { Db } from "../db/open";
import { billingEvents } from "../db/schema/index";
import { Invalid } from "../errors";
import type { SubscriptionSnapshot } from "./provider";
import type { Billing } from "./service";
import { snapshotOf } from "./stripe-provider";

// Stripe's signed events, the source of truth for subscription status.
// The signature is checked over the exact bytes received; each event is applied once (its id is
// stored in the same transaction as its effect), and an event older than what we hold is stale.

export const handledEvents = [
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

type Handled = (typeof handledEvents)[number];
const isHandled = (type: string): type is Handled => (handledEvents as readonly string[]).includes(type);

/** The invoice's subscription id (API 2025+: under parent.subscription_details). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const ref = invoice.parent?.subscription_details?.subscription;
  if (!ref) return null;
  return typeof ref === "string" ? ref : ref.id;
}

/**
 * Applies one webhook delivery: `body` is the exact bytes received, `signature` the
 * Stripe-Signature header. Answers whether the event was handled, or a duplicate of one that was.
 */
export async function applyStripeWebhook(
  deps: { db: Db; billing: Billing; stripe: Stripe; secret: string },
  body: unknown,
  signature: unknown,
): Promise<{ event: Stripe.Event; handled: boolean; duplicate: boolean }> {
  const { billing, stripe, secret } = deps;
  if (typeof signature !== "string" || !Buffer.isBuffer(body)) {
    throw Invalid("Missing Stripe-Signature header");
  }
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(body, signature, secret);
  } catch {
    throw Invalid("Invalid Stripe signature");
  }
  if (!isHandled(event.type)) return { event, handled: false, duplicate: false };

  // Invoice events name the subscription; its current state is asked of Stripe before the
  // transaction, so no network call happens while rows are locked.
  let snapshot: SubscriptionSnapshot | null = null;
  let eventAt = event.created;
  if (event.type.startsWith("customer.subscription.")) {
    snapshot = snapshotOf(event.data.object as Stripe.Subscription);
  } else {
    const subscriptionId = invoiceSubscription(event.data.object as Stripe.Invoice);
    if (subscriptionId) {
      snapshot = await billing.provider.retrieveSubscription(subscriptionId);
      eventAt = Math.max(eventAt, Math.floor(Date.now() / 1000));
    }
  }

  const applied = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (fresh.length === 0) return "duplicate" as const;
    if (snapshot) await billing.record(snapshot, eventAt, tx);
    return "applied" as const;
  });
  // Committed: every process forgets the person's plan before Stripe is answered.
  if (applied === "applied" && snapshot) await billing.settlePlan(snapshot);
  return { event, handled: applied === "applied", duplicate: applied === "duplicate" };
}
