import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZBillingModeResponse,
  ZCancelSubscriptionRequest,
  ZCreateSubscriptionRequest,
  ZCreateSubscriptionResponse,
  ZCustomerPortalRequest,
  ZCustomerPortalResponse,
  ZReactivateSubscriptionRequest,
  ZSubscriptionChangeResponse,
  ZSubscriptionStatusResponse,
} from "../../common/api/billing";
import { requireUser } from "../auth/current-user";
import { Invalid } from "../errors";
import { allowedReturnUrl } from "./policy";

// The billing calls of spec section 7. Each needs a signed-in person and touches only their own
// subscription and customer (policy.ts).

/** Where the request came from, as the browser sees it, besides the configured public URL. */
function origins(request: FastifyRequest): string[] {
  const configured = new URL(request.server.lotus.config.publicUrl).origin;
  return [configured, `${request.protocol}://${request.host}`];
}

export function registerBillingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const billing = () => app.lotus.billing;

  r.get("/api/billing/mode", { schema: { response: { 200: ZBillingModeResponse } } }, async () => ({
    mode: billing().mode,
    publishableKey: app.lotus.config.stripe?.publishableKey ?? null,
  }));

  r.post("/api/subscription-status", { schema: { response: { 200: ZSubscriptionStatusResponse } } }, async (request) =>
    billing().status((await requireUser(request)).id),
  );

  r.post(
    "/api/create-subscription",
    {
      schema: { body: ZCreateSubscriptionRequest, response: { 200: ZCreateSubscriptionResponse } },
      config: { errorKey: "error" },
    },
    async (request) => {
      const user = await requireUser(request);
      await app.lotus.rateLimits.consume("subscribeUser", user.id);
      return billing().subscribe(user.id, request.body);
    },
  );

  r.post(
    "/api/cancel-subscription",
    { schema: { body: ZCancelSubscriptionRequest, response: { 200: ZSubscriptionChangeResponse } } },
    async (request) => {
      const user = await requireUser(request);
      const { subscriptionId, immediate } = request.body;
      return { success: true as const, subscription: await billing().cancel(user.id, subscriptionId, immediate) };
    },
  );

  r.post(
    "/api/reactivate-subscription",
    { schema: { body: ZReactivateSubscriptionRequest, response: { 200: ZSubscriptionChangeResponse } } },
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, subscription: await billing().reactivate(user.id, request.body.subscriptionId) };
    },
  );

  r.post(
    "/api/customer-portal",
    { schema: { body: ZCustomerPortalRequest, response: { 200: ZCustomerPortalResponse } } },
    async (request) => {
      const user = await requireUser(request);
      const { customerId, returnUrl } = request.body;
      if (!allowedReturnUrl(returnUrl, origins(request))) {
        throw Invalid("returnUrl must be a page of Lotus", { field: "returnUrl" });
      }
      return { url: await billing().portalUrl(user.id, customerId, returnUrl) };
    },
  );
}
