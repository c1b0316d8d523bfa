import type {
  TBillingMode,
  TCreateSubscriptionResponse,
  TSubscription,
  TSubscriptionStatus,
  TTestPortal,
} from "../../common/api/billing";
import type { TAllPlans } from "../../common/api/plans";
import { api } from "./client";

// One function per billing call of the spec (section 7), and the test mode's own calls.
type Change = { success: true; subscription: TSubscription };

export const allPlans = () => api<TAllPlans>("GET", "/api/all-plans");
export const billingMode = () => api<TBillingMode>("GET", "/api/billing/mode");
export const subscriptionStatus = () => api<TSubscriptionStatus>("POST", "/api/subscription-status");
export const createSubscription = (body: { priceId: string; email: string; name: string; paymentMethodId: string }) =>
  api<TCreateSubscriptionResponse>("POST", "/api/create-subscription", body);
export const cancelSubscription = (subscriptionId: string, immediate = false) =>
  api<Change>("POST", "/api/cancel-subscription", { subscriptionId, immediate });
export const reactivateSubscription = (subscriptionId: string) =>
  api<Change>("POST", "/api/reactivate-subscription", { subscriptionId });
export const customerPortal = (body: { customerId: string; returnUrl: string }) =>
  api<{ url: string }>("POST", "/api/customer-portal", body);

export const testPaymentMethod = (body: { number: string; expiry: string; cvc: string; name: string; email: string }) =>
  api<{ id: string; brand: string; last4: string }>("POST", "/api/billing/test/payment-methods", body);
export const testConfirmPayment = (clientSecret: string, outcome: "complete" | "fail") =>
  api<{ status: "succeeded" | "requires_payment_method"; error?: string }>(
    "POST",
    "/api/billing/test/confirm-payment",
    { clientSecret, outcome },
  );
export const testPortal = () => api<TTestPortal>("GET", "/api/billing/test/portal");
