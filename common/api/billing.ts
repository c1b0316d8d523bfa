import { z } from "zod";
import { endpoint } from "./endpoint";

// The billing calls of spec section 7, and the local test mode's own calls.

export const billingMessages = {
  validation: "Payment method validation failed",
  createMethod: "Failed to create payment method",
  confirmation: "Payment confirmation failed",
  creation: "Subscription creation failed",
  noCustomer: "Unable to open customer portal: No customer ID found",
  portalError: "Error opening customer portal: ",
  downgrade: "Are you sure you want to downgrade to the free plan? You can manage this in the customer portal.",
  activated: "Subscription Activated!",
} as const;

export const ZSubscription = z.object({
  id: z.string(),
  customerId: z.string(),
  plan_name: z.string(),
  status: z.string(),
  /** Cents per interval. */
  amount: z.number().int(),
  interval: z.enum(["month", "year"]),
  cancel_at_period_end: z.boolean(),
  /** Epoch seconds. */
  current_period_end: z.number().int(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** POST /api/subscription-status */
export const ZSubscriptionStatusResponse = z.object({
  hasSubscription: z.boolean(),
  subscription: ZSubscription.nullable(),
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatusResponse>;

/** POST /api/create-subscription */
export const ZCreateSubscriptionRequest = z.object({
  priceId: z.string().trim().min(1, "Choose a plan").max(200),
  email: z.string().trim().email("Please enter a valid email address").max(320),
  name: z.string().trim().min(1, "Enter the name on the card").max(200),
  paymentMethodId: z.string().trim().min(1, "A payment method is required").max(200),
});
export const ZCreateSubscriptionResponse = z.object({
  success: z.boolean(),
  status: z.string(),
  subscriptionId: z.string(),
  /** Set while the first payment needs the customer's confirmation (3-D Secure). */
  clientSecret: z.string().nullable(),
  error: z.string().optional(),
});
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

const subscriptionId = z.string().trim().min(1, "subscriptionId is required").max(200);

/** POST /api/cancel-subscription: `immediate` ends it now (the portal's downgrade). */
export const ZCancelSubscriptionRequest = z.object({
  subscriptionId,
  immediate: z.boolean().default(false),
});
export const ZReactivateSubscriptionRequest = z.object({ subscriptionId });
export const ZSubscriptionChangeResponse = z.object({ success: z.literal(true), subscription: ZSubscription });

/** POST /api/customer-portal */
export const ZCustomerPortalRequest = z.object({
  customerId: z.string().trim().min(1, "customerId is required").max(200),
  returnUrl: z.string().trim().min(1, "returnUrl is required").max(2000),
});
export const ZCustomerPortalResponse = z.object({ url: z.string() });

/** GET /api/billing/mode: which payment form the client shows. */
export const ZBillingModeResponse = z.object({
  mode: z.enum(["stripe", "test"]),
  publishableKey: z.string().nullable(),
});
export type TBillingMode = z.infer<typeof ZBillingModeResponse>;

// --- Test mode (no Stripe keys) ---

/** POST /api/billing/test/payment-methods: the test-mode card form's createPaymentMethod. */
export const ZTestPaymentMethodRequest = z.object({
  number: z.string().trim().min(1, "Your card number is incomplete.").max(40),
  expiry: z.string().trim().min(1, "Your card's expiration date is incomplete.").max(10),
  cvc: z.string().trim().min(1, "Your card's security code is incomplete.").max(10),
  name: z.string().trim().min(1, "Enter the name on the card").max(200),
  email: z.string().trim().email("Please enter a valid email address").max(320),
});
export const ZTestPaymentMethodResponse = z.object({ id: z.string(), brand: z.string(), last4: z.string() });

/** POST /api/billing/test/confirm-payment: the simulated 3-D Secure page's two buttons. */
export const ZTestConfirmRequest = z.object({
  clientSecret: z.string().trim().min(1).max(200),
  outcome: z.enum(["complete", "fail"]),
});
export const ZTestConfirmResponse = z.object({
  status: z.enum(["succeeded", "requires_payment_method"]),
  error: z.string().optional(),
});

/** GET /api/billing/test/portal: the test-mode customer portal's page. */
export const ZTestPortalResponse = z.object({
  customerId: z.string().nullable(),
  email: z.string(),
  subscription: ZSubscription.nullable(),
  paymentMethod: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() })
    .nullable(),
  invoices: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      status: z.string(),
      /** Epoch seconds. */
      created: z.number().int(),
      periodEnd: z.number().int(),
    }),
  ),
});
export type TTestPortal = z.infer<typeof ZTestPortalResponse>;

/** The billing calls (accounts-plans-billing.md section 7), and test mode's stand-ins for Stripe.js. */
export const billingEndpoints = {
  mode: endpoint({ method: "GET", path: "/api/billing/mode", response: ZBillingModeResponse }),
  status: endpoint({ method: "POST", path: "/api/subscription-status", response: ZSubscriptionStatusResponse }),
  subscribe: endpoint({
    method: "POST",
    path: "/api/create-subscription",
    body: ZCreateSubscriptionRequest,
    response: ZCreateSubscriptionResponse,
    errorKey: "error",
  }),
  cancel: endpoint({
    method: "POST",
    path: "/api/cancel-subscription",
    body: ZCancelSubscriptionRequest,
    response: ZSubscriptionChangeResponse,
  }),
  reactivate: endpoint({
    method: "POST",
    path: "/api/reactivate-subscription",
    body: ZReactivateSubscriptionRequest,
    response: ZSubscriptionChangeResponse,
  }),
  portal: endpoint({
    method: "POST",
    path: "/api/customer-portal",
    body: ZCustomerPortalRequest,
    response: ZCustomerPortalResponse,
  }),
  testPaymentMethod: endpoint({
    method: "POST",
    path: "/api/billing/test/payment-methods",
    body: ZTestPaymentMethodRequest,
    response: ZTestPaymentMethodResponse,
    errorKey: "error",
  }),
  testConfirm: endpoint({
    method: "POST",
    path: "/api/billing/test/confirm-payment",
    body: ZTestConfirmRequest,
    response: ZTestConfirmResponse,
    errorKey: "error",
  }),
  testPortal: endpoint({ method: "GET", path: "/api/billing/test/portal", response: ZTestPortalResponse }),
  /** Stripe's signed events: the raw bytes are the body (server/billing/webhook.ts). */
  stripeWebhook: endpoint({ method: "POST", path: "/api/stripe/webhook" }),
};
