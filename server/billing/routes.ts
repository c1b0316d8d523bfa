import type { FastifyInstance, FastifyRequest } from "fastify";
import { billingEndpoints as e } from "../../common/api/billing";
import { planEndpoints } from "../../common/api/plans";
import { requireUser } from "../auth/current-user";
import { Invalid, NotFound } from "../errors";
import { route } from "../http/route";
import type { LocalBilling } from "./local-provider";
import { allowedReturnUrl, ownSubscription } from "./policy";
import { allPlans } from "./queries";
import { present } from "./service";
import { applyStripeWebhook } from "./webhook";

// The billing calls of spec section 7. Each needs a signed-in person and touches only their own
// subscription and customer (policy.ts). Test mode adds its stand-ins for Stripe.js and Stripe's
// pages; with Stripe, its webhook is the source of truth for subscription status.

/** Where the request came from, as the browser sees it, besides the configured public URL. */
function origins(request: FastifyRequest): string[] {
  const configured = new URL(request.server.lotus.config.publicUrl).origin;
  return [configured, `${request.protocol}://${request.host}`];
}

export function registerBillingRoutes(app: FastifyInstance): void {
  const billing = () => app.lotus.billing;

  route(app, planEndpoints.all, async () => allPlans(app.lotus.config));

  route(app, e.mode, async () => ({
    mode: billing().mode,
    publishableKey: app.lotus.config.stripe?.publishableKey ?? null,
  }));

  route(app, e.status, async (request) => billing().status((await requireUser(request)).id));

  route(app, e.subscribe, async (request) => {
    const user = await requireUser(request);
    await app.lotus.rateLimits.consume("subscribeUser", user.id);
    return billing().subscribe(user.id, request.body);
  });

  route(app, e.cancel, async (request) => {
    const user = await requireUser(request);
    const { subscriptionId, immediate } = request.body;
    return { success: true as const, subscription: await billing().cancel(user.id, subscriptionId, immediate) };
  });

  route(app, e.reactivate, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, subscription: await billing().reactivate(user.id, request.body.subscriptionId) };
  });

  route(app, e.portal, async (request) => {
    const user = await requireUser(request);
    const { customerId, returnUrl } = request.body;
    const back = allowedReturnUrl(returnUrl, origins(request));
    if (!back) throw Invalid("returnUrl must be a page of Lotus", { field: "returnUrl" });
    return { url: await billing().portalUrl(user.id, customerId, back) };
  });
  if (app.lotus.billing.local) registerTestModeRoutes(app);
  if (app.lotus.billing.stripe) registerStripeWebhook(app);
}

/** Test mode's stand-ins: a payment method from the card form, the 3-D Secure step, the portal. */
function registerTestModeRoutes(app: FastifyInstance): void {
  const local = (): LocalBilling => {
    const provider = app.lotus.billing.local;
    if (!provider) throw NotFound();
    return provider;
  };

  route(app, e.testPaymentMethod, async (request) => {
    const user = await requireUser(request);
    const provider = local();
    await app.lotus.rateLimits.consume("paymentMethodUser", user.id);
    return provider.createPaymentMethod(user.id, request.body);
  });

  route(app, e.testConfirm, async (request) => {
    const user = await requireUser(request);
    const result = await local().confirmPayment(user.id, request.body.clientSecret, request.body.outcome);
    await app.lotus.billing.record(result.subscription);
    return result.error
      ? { status: "requires_payment_method" as const, error: result.error }
      : { status: "succeeded" as const };
  });

  route(app, e.testPortal, async (request) => {
    const user = await requireUser(request);
    const provider = local();
    await app.lotus.billing.settle(user.id);
    const data = await provider.portal(user.id);
    const subscription = data.subscriptionId
      ? await ownSubscription(app.lotus.database.db, user.id, data.subscriptionId, "view")
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

/** POST /api/stripe/webhook: Stripe's signed events, checked over the exact bytes received. */
function registerStripeWebhook(app: FastifyInstance): void {
  app.register(async (scope) => {
    // The raw body, untouched, for the signature.
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    route(scope, e.stripeWebhook, async (request, reply) => {
      const { billing, config, database } = app.lotus;
      const stripe = billing.stripe;
      const secret = config.stripe?.webhookSecret;
      if (!stripe || !secret)
        return reply.status(404).send({ success: false, message: "Not found", code: "not_found" });
      const result = await applyStripeWebhook(
        { db: database.db, billing, stripe, secret },
        request.body,
        request.headers["stripe-signature"],
      );
      if (!result.handled && !result.duplicate) return { received: true, handled: false };
      const { event, handled, duplicate } = result;
      request.log.info(
        { event: event.id, type: event.type, applied: handled ? "applied" : "duplicate" },
        "stripe webhook",
      );
      return { received: true, handled, duplicate };
    });
  });
}
