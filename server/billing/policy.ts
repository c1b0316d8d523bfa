import { eq } from "drizzle-orm";
import { sameOriginPath } from "../../common/same-origin-path";
import type { Db } from "../db/open";
import { billingCustomers, subscriptions } from "../db/schema/index";
import { NotFound } from "../errors";
import { definePolicy } from "../policy";

// Who may touch which billing object: only its owner. Someone else's subscription or customer
// id is answered exactly like one that does not exist, so ids cannot be probed.

const owner = (actor: { id: string }, subject: { userId: string }) => subject.userId === actor.id;

export const subscriptionPolicy = definePolicy<"view" | "change", { userId: string }>(
  "subscription",
  { view: owner, change: owner },
  () => NotFound("Subscription not found"),
);

export const customerPolicy = definePolicy<"open_portal", { userId: string }>("customer", { open_portal: owner }, () =>
  NotFound("Customer not found"),
);

/** The subscription, if the person may act on it (`change`, or only `view` it). */
export async function ownSubscription(db: Db, userId: string, subscriptionId: string, action: "view" | "change") {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row) throw NotFound("Subscription not found");
  subscriptionPolicy.authorize({ id: userId }, action, row);
  return row;
}

export async function ownCustomer(db: Db, userId: string, customerId: string) {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.customerId, customerId));
  if (!row) throw NotFound("Customer not found");
  customerPolicy.authorize({ id: userId }, "open_portal", row);
  return row;
}

/**
 * The portal may only send people back to Lotus itself (no open redirect through Stripe or the
 * test portal): the return URL rebuilt from a same-origin path, normalised so it cannot become
 * protocol-relative (`//evil.example`), or null.
 */
export function allowedReturnUrl(returnUrl: string, origins: string[]): string | null {
  const [own, ...others] = origins;
  if (!own) return null;
  const path = sameOriginPath(returnUrl, own, others);
  if (path === null) return null;
  // The origin the URL named (one of ours), so a request to another of our addresses returns there.
  return `${new URL(returnUrl, own).origin}${path}`;
}
