import { and, eq } from "drizzle-orm";
import type { Db } from "../db/open";
import { billingCustomers, subscriptions } from "../db/schema/index";
import { NotFound } from "../errors";

// Who may touch which billing object: only its owner. Someone else's subscription or customer
// id is answered exactly like one that does not exist, so ids cannot be probed.

export async function ownSubscription(db: Db, userId: string, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  if (!row) throw NotFound("Subscription not found");
  return row;
}

export async function ownCustomer(db: Db, userId: string, customerId: string) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.customerId, customerId), eq(billingCustomers.userId, userId)));
  if (!row) throw NotFound("Customer not found");
  return row;
}

/** The portal may only send people back to Lotus itself (no open redirect through Stripe). */
export function allowedReturnUrl(returnUrl: string, origins: string[]): boolean {
  try {
    const url = new URL(returnUrl);
    return (url.protocol === "http:" || url.protocol === "https:") && origins.includes(url.origin);
  } catch {
    return false;
  }
}
