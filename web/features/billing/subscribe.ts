import type { z } from "zod";
import { billingMessages, type ZCreateSubscriptionRequest } from "../../../common/api/billing";
import { createSubscription } from "../../api/billing";

/** What a payment form hands the modal: the plan's price id and, once made, a payment method. */
export type SubscribeInput = z.input<typeof ZCreateSubscriptionRequest>;

/** The billing details a payment method carries (spec: billing name and email). */
export type Payer = Pick<SubscribeInput, "name" | "email">;

/**
 * The spec's creation flow after a payment method exists: active means done; incomplete with a
 * client secret means the customer confirms the payment (`confirm`, which returns an error text
 * or null); anything else is an error. Returns null on success, else the message to show.
 */
export async function completeSubscription(
  input: SubscribeInput,
  confirm: (clientSecret: string) => Promise<string | null>,
): Promise<string | null> {
  let res: Awaited<ReturnType<typeof createSubscription>>;
  try {
    res = await createSubscription(input);
  } catch {
    return billingMessages.creation;
  }
  if (!res.ok) return res.data.error || res.data.message || billingMessages.creation;
  const { success, status, clientSecret, error } = res.data;
  if (success && status === "active") return null;
  if (success && status === "incomplete" && clientSecret) return confirm(clientSecret);
  return error || billingMessages.creation;
}
