import { subscriptionStatuses } from "../db/schema/billing";
import type { Tx } from "../db/tx";

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A subscription as the provider reports it; what `record` writes to our table. */
export type SubscriptionSnapshot = {
  id: string;
  customerId: string;
  /** From the subscription's metadata when the provider keeps it (Stripe). */
  userId: string | null;
  status: SubscriptionStatus;
  priceId: string;
  amount: number;
  interval: "month" | "year";
  cancelAtPeriodEnd: boolean;
  /** Epoch seconds. */
  currentPeriodStart: number;
  currentPeriodEnd: number;
};

/** One of our configured prices (spec section 9: cents per interval). */
export type Price = { id: string; amount: number; interval: "month" | "year" };

export type CreatedSubscription = { subscription: SubscriptionSnapshot; clientSecret: string | null };

/**
 * Where subscriptions live: Stripe, or the local test mode. Both speak Stripe's state machine
 * (incomplete -> active -> cancel at period end -> canceled) so everything above them is shared.
 */
export interface BillingProvider {
  readonly kind: "stripe" | "local";
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /**
   * `tx`: the caller's transaction, which holds the person's subscribe lock; the test mode
   * writes its own tables in it (Stripe has nothing to write).
   */
  createSubscription(
    input: {
      userId: string;
      customerId: string;
      price: Price;
      paymentMethodId: string;
    },
    tx?: Tx,
  ): Promise<CreatedSubscription>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot>;
  /**
   * Cancels a subscription whose first payment is still waiting (incomplete), so it can no longer
   * be confirmed; one that was paid meanwhile is left alone. Returns its state either way.
   */
  cancelIncomplete(id: string, tx?: Tx): Promise<SubscriptionSnapshot>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  cancelNow(id: string): Promise<SubscriptionSnapshot>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

/** A card problem the customer can fix (declined, authentication failed): HTTP 402. */
export class PaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentError";
  }
}

/** Statuses in which the subscriber has Voyager. */
export const payingStatuses: readonly SubscriptionStatus[] = ["active", "trialing", "past_due"];

/** A provider's status as ours; one we do not know gives no Voyager until it is understood. */
export function subscriptionStatusOf(status: string): SubscriptionStatus {
  return (subscriptionStatuses as readonly string[]).includes(status) ? (status as SubscriptionStatus) : "unpaid";
}
