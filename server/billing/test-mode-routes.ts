import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZTestConfirmRequest,
  ZTestConfirmResponse,
  ZTestPaymentMethodRequest,
  ZTestPaymentMethodResponse,
  ZTestPortalResponse,
} from "../../common/api/billing";
import { requireUser } from "../auth/current-user";
import { NotFound } from "../errors";
import type { LocalBilling } from "./local-provider";
import { ownSubscription } from "./policy";
import { present } from "./service";

// The test mode's stand-ins for what Stripe.js and Stripe's pages do: create a payment method
// from the card form, the 3-D Secure step, and the customer portal's data. Absent with Stripe.

export function registerTestModeRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const local = (): LocalBilling => {
    const provider = app.lotus.billing.local;
    if (!provider) throw NotFound();
    return provider;
  };

  r.post(
    "/api/billing/test/payment-methods",
    {
      schema: { body: ZTestPaymentMethodRequest, response: { 200: ZTestPaymentMethodResponse } },
      config: { errorKey: "error" },
    },
    async (request) => {
      const user = await requireUser(request);
      const provider = local();
      await app.lotus.rateLimits.consume("paymentMethodUser", user.id);
      return provider.createPaymentMethod(user.id, request.body);
    },
  );

  r.post(
    "/api/billing/test/confirm-payment",
    {
      schema: { body: ZTestConfirmRequest, response: { 200: ZTestConfirmResponse } },
      config: { errorKey: "error" },
    },
    async (request) => {
      const user = await requireUser(request);
      const result = await local().confirmPayment(user.id, request.body.clientSecret, request.body.outcome);
      await app.lotus.billing.record(result.subscription);
      return result.error
        ? { status: "requires_payment_method" as const, error: result.error }
        : { status: "succeeded" as const };
    },
  );

  r.get("/api/billing/test/portal", { schema: { response: { 200: ZTestPortalResponse } } }, async (request) => {
    const user = await requireUser(request);
    const provider = local();
    await app.lotus.billing.sweep();
    const data = await provider.portal(user.id);
    const subscription = data.subscriptionId
      ? await ownSubscription(app.lotus.database.db, user.id, data.subscriptionId)
      : null;
    return {
      customerId: data.customerId,
      email: user.email,
      subscription: subscription ? present(subscription) : null,
      paymentMethod: data.paymentMethod,
      invoices: data.invoices,
    };
  });
}
