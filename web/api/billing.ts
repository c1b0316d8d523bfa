import { billingEndpoints as e } from "../../common/api/billing";
import type { InputOf } from "../../common/api/endpoint";
import { planEndpoints } from "../../common/api/plans";
import { call } from "./call";

// One function per billing call of the spec (section 7), and the test mode's own calls.

export const allPlans = () => call(planEndpoints.all);
export const billingMode = () => call(e.mode);
export const subscriptionStatus = () => call(e.status);
export const createSubscription = (body: InputOf<typeof e.subscribe>) => call(e.subscribe, body);
export const cancelSubscription = (subscriptionId: string, immediate = false) =>
  call(e.cancel, { subscriptionId, immediate });
export const reactivateSubscription = (subscriptionId: string) => call(e.reactivate, { subscriptionId });
export const customerPortal = (body: InputOf<typeof e.portal>) => call(e.portal, body);

export const testPaymentMethod = (body: InputOf<typeof e.testPaymentMethod>) => call(e.testPaymentMethod, body);
export const testConfirmPayment = (clientSecret: string, outcome: "complete" | "fail") =>
  call(e.testConfirm, { clientSecret, outcome });
export const testPortal = () => call(e.testPortal);
