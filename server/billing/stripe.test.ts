import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { billingEvents, subscriptions } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";
import { type FakeStripe, signedStripeEvent, startFakeStripe, stripeEnv } from "./testing/stripe-server";

// The Stripe adapter against a local server speaking Stripe's REST API, and the webhook endpoint
// with events signed by the Stripe SDK's own test helper.

const WEBHOOK_SECRET = "whsec_test_lotus_0123456789";
const prices = [
  { id: "price_voyager_monthly", unit_amount: 999, interval: "month" as const },
  { id: "price_voyager_annual", unit_amount: 9588, interval: "year" as const },
];

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe(prices);
  t = await createTestApp(stripeEnv(fake, WEBHOOK_SECRET));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

const post = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload: payload as object });

async function ratePlan(cookie: string) {
  return (await t.app.inject({ method: "GET", url: "/api/check_auth", headers: { cookie } })).json().rate_plan;
}

let eventCounter = 0;
const signed = (type: string, object: unknown, created = Math.floor(Date.now() / 1000), id = `evt_${++eventCounter}`) =>
  signedStripeEvent(WEBHOOK_SECRET, type, object, { id, created });

const deliver = (event: { payload: string; header: string }) =>
  t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": event.header },
    payload: event.payload,
  });

async function subscribe(cookie: string, paymentMethodId = "pm_card_visa", priceId = "price_voyager_monthly") {
  return post("/api/create-subscription", cookie, {
    priceId,
    email: "ada@example.com",
    name: "Ada Lovelace",
    paymentMethodId,
  });
}

describe("Stripe adapter", () => {
  it("reports the Stripe mode and its publishable key to the client", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/billing/mode" });
    expect(res.json()).toEqual({ mode: "stripe", publishableKey: "pk_test_lotus" });
  });

  it("creates a customer and a default_incomplete subscription, returning the client secret", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    const res = await subscribe(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: "incomplete" });
    expect(body.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(body.subscriptionId).toMatch(/^sub_/);

    const [customer, attach, create] = fake.requests;
    expect(customer).toMatchObject({
      method: "POST",
      path: "/v1/customers",
      form: { email: "ada@example.com", name: "Ada Lovelace", metadata: { user_id: user.id } },
    });
    expect(customer?.headers.authorization).toBe("Bearer sk_test_lotus");
    expect(attach?.path).toBe("/v1/payment_methods/pm_card_visa/attach");
    expect(create?.form).toMatchObject({
      items: [{ price: "price_voyager_monthly" }],
      payment_behavior: "default_incomplete",
      default_payment_method: "pm_card_visa",
      payment_settings: { save_default_payment_method: "on_subscription" },
      expand: ["latest_invoice.confirmation_secret"],
      metadata: { user_id: user.id },
    });
    // Incomplete is not yet Voyager.
    expect(await ratePlan(cookie)).toBe("FREE");
    expect((await post("/api/subscription-status", cookie, {})).json().hasSubscription).toBe(false);

    // The customer confirms in the browser; before the webhook arrives, the status call asks Stripe.
    fake.pay(body.subscriptionId);
    const status = (await post("/api/subscription-status", cookie, {})).json();
    expect(status.hasSubscription).toBe(true);
    expect(status.subscription).toMatchObject({
      id: body.subscriptionId,
      plan_name: "Voyager",
      status: "active",
      amount: 999,
      interval: "month",
      cancel_at_period_end: false,
    });
    expect(await ratePlan(cookie)).toBe("PRO");

    // A second subscription is refused, and no second customer is made for the same person.
    fake.requests.length = 0;
    expect((await subscribe(cookie)).statusCode).toBe(409);
    expect(fake.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(0);
  });

  it("cancels at period end and reactivates through Stripe", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const { subscriptionId } = (await subscribe(cookie)).json();
    fake.pay(subscriptionId);
    await post("/api/subscription-status", cookie, {});

    const cancelled = await post("/api/cancel-subscription", cookie, { subscriptionId, immediate: false });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription.cancel_at_period_end).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/subscriptions/${subscriptionId}`,
      form: { cancel_at_period_end: "true" },
    });
    expect(await ratePlan(cookie)).toBe("PRO");

    const back = await post("/api/reactivate-subscription", cookie, { subscriptionId });
    expect(back.json().subscription.cancel_at_period_end).toBe(false);
    expect(fake.requests.at(-1)?.form).toEqual({ cancel_at_period_end: "false" });
  });

  it("opens the customer portal for the person's own customer only", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const { subscriptionId } = (await subscribe(cookie)).json();
    fake.pay(subscriptionId);
    const { subscription } = (await post("/api/subscription-status", cookie, {})).json();
    const returnUrl = "http://localhost:3000/accountsettings?tab=billing";

    const res = await post("/api/customer-portal", cookie, { customerId: subscription.customerId, returnUrl });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v1/billing_portal/sessions",
      form: { customer: subscription.customerId, return_url: returnUrl },
    });

    const other = await createSignedInUser(t.database.db);
    const foreign = await post("/api/customer-portal", other.cookie, {
      customerId: subscription.customerId,
      returnUrl,
    });
    expect(foreign.statusCode).toBe(404);
    const redirect = await post("/api/customer-portal", cookie, {
      customerId: subscription.customerId,
      returnUrl: "https://evil.example/phish",
    });
    expect(redirect.statusCode).toBe(400);
  });

  it("shows a declined card as a 402 with Stripe's message, and stores nothing", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    const res = await subscribe(cookie, "pm_card_chargeDeclinedInsufficientFunds");
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ success: false, error: "Your card has insufficient funds." });
    const rows = await t.database.db.select().from(subscriptions);
    expect(rows.filter((r) => r.userId === user.id)).toHaveLength(0);
  });

  it("retries a 429 from Stripe and answers 503 when Stripe keeps failing", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    // Stripe marks a retryable 429 (a lock timeout) with Stripe-Should-Retry, which the SDK honours.
    fake.failNext({
      status: 429,
      headers: { "stripe-should-retry": "true" },
      body: { error: { type: "invalid_request_error", code: "rate_limit", message: "Too many requests" } },
    });
    expect((await subscribe(cookie)).statusCode).toBe(200);
    expect(fake.requests[0]?.path).toBe("/v1/customers");
    expect(fake.requests[1]?.path).toBe("/v1/customers");

    const other = await createSignedInUser(t.database.db);
    const error = { status: 500, body: { error: { type: "api_error", message: "Internal error" } } };
    fake.failNext(error, error, error);
    const res = await subscribe(other.cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe("Payments are unavailable right now. Please try again in a minute.");
  });

  it("refuses an unknown price id before calling Stripe", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const res = await subscribe(cookie, "pm_card_visa", "price_free_lunch");
    expect(res.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("Stripe webhooks", () => {
  async function subscribed() {
    const person = await createSignedInUser(t.database.db);
    const { subscriptionId } = (await subscribe(person.cookie)).json();
    return { ...person, subscriptionId: subscriptionId as string };
  }

  it("applies every subscription event type to the status and the rate plan", async () => {
    const { cookie, subscriptionId } = await subscribed();
    const sub = () => structuredClone(fake.subscriptions.get(subscriptionId));
    const base = Math.floor(Date.now() / 1000) + 10;

    expect((await deliver(signed("customer.subscription.created", sub(), base))).json()).toMatchObject({
      handled: true,
    });
    expect(await ratePlan(cookie)).toBe("FREE");

    fake.pay(subscriptionId);
    await deliver(signed("customer.subscription.updated", sub(), base + 1));
    expect(await ratePlan(cookie)).toBe("PRO");

    fake.patch(subscriptionId, { cancel_at_period_end: true });
    await deliver(signed("customer.subscription.updated", sub(), base + 2));
    const status = (await post("/api/subscription-status", cookie, {})).json();
    expect(status.subscription.cancel_at_period_end).toBe(true);
    expect(await ratePlan(cookie)).toBe("PRO");

    fake.patch(subscriptionId, { status: "paused" });
    await deliver(signed("customer.subscription.paused", sub(), base + 3));
    expect(await ratePlan(cookie)).toBe("FREE");

    fake.patch(subscriptionId, { status: "active", cancel_at_period_end: false });
    await deliver(signed("customer.subscription.resumed", sub(), base + 4));
    expect(await ratePlan(cookie)).toBe("PRO");

    fake.patch(subscriptionId, { status: "canceled" });
    await deliver(signed("customer.subscription.deleted", sub(), base + 5));
    expect(await ratePlan(cookie)).toBe("FREE");
    expect((await post("/api/subscription-status", cookie, {})).json()).toEqual({
      hasSubscription: false,
      subscription: null,
    });
  });

  it("reads the subscription from Stripe on invoice.paid and invoice.payment_failed", async () => {
    const { cookie, subscriptionId } = await subscribed();
    fake.pay(subscriptionId);
    await deliver(signed("invoice.paid", fake.invoiceOf(subscriptionId)));
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/subscriptions/${subscriptionId}` });
    expect(await ratePlan(cookie)).toBe("PRO");

    // Renewal failed: past_due keeps Voyager while Stripe retries the card.
    fake.patch(subscriptionId, { status: "past_due" });
    await deliver(signed("invoice.payment_failed", fake.invoiceOf(subscriptionId)));
    const [row] = (await t.database.db.select().from(subscriptions)).filter((r) => r.id === subscriptionId);
    expect(row?.status).toBe("past_due");
    expect(await ratePlan(cookie)).toBe("PRO");

    fake.patch(subscriptionId, { status: "unpaid" });
    await deliver(signed("invoice.payment_failed", fake.invoiceOf(subscriptionId)));
    expect(await ratePlan(cookie)).toBe("FREE");
  });

  it("refuses a bad or missing signature and changes nothing", async () => {
    const { cookie, subscriptionId } = await subscribed();
    fake.pay(subscriptionId);
    const event = signed("customer.subscription.updated", fake.subscriptions.get(subscriptionId));
    const forged = await deliver({
      payload: event.payload,
      header: event.header.replace(/v1=\w+/, `v1=${"0".repeat(64)}`),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("Invalid Stripe signature");
    const tampered = await deliver({ payload: event.payload.replace('"active"', '"trialing"'), header: event.header });
    expect(tampered.statusCode).toBe(400);
    const otherSecret = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: "whsec_someone_else",
    });
    expect((await deliver({ payload: event.payload, header: otherSecret })).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ratePlan(cookie)).toBe("FREE");
  });

  it("applies a replayed event once, and ignores a stale one", async () => {
    const { cookie, subscriptionId } = await subscribed();
    const base = Math.floor(Date.now() / 1000) + 100;
    fake.pay(subscriptionId);
    const active = signed(
      "customer.subscription.updated",
      structuredClone(fake.subscriptions.get(subscriptionId)),
      base,
    );
    expect((await deliver(active)).json()).toMatchObject({ handled: true, duplicate: false });

    fake.patch(subscriptionId, { status: "canceled" });
    await deliver(
      signed("customer.subscription.deleted", structuredClone(fake.subscriptions.get(subscriptionId)), base + 5),
    );
    expect(await ratePlan(cookie)).toBe("FREE");

    // Stripe delivers the 'active' event again: it was applied already, so it changes nothing.
    const replay = await deliver(active);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ handled: false, duplicate: true });
    expect(await ratePlan(cookie)).toBe("FREE");
    const stored = await t.database.db.select().from(billingEvents);
    expect(stored.filter((e) => e.id === JSON.parse(active.payload).id)).toHaveLength(1);

    // A different event that is older than what we hold (out of order) is stale.
    fake.patch(subscriptionId, { status: "active" });
    await deliver(
      signed("customer.subscription.updated", structuredClone(fake.subscriptions.get(subscriptionId)), base + 1),
    );
    expect(await ratePlan(cookie)).toBe("FREE");
  });

  it("acknowledges event types it does not handle without acting", async () => {
    const res = await deliver(signed("charge.refunded", { id: "ch_1", object: "charge" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, handled: false });
  });

  it("ignores a subscription of a customer Lotus does not know", async () => {
    const { subscriptionId } = await subscribed();
    const foreign = {
      ...structuredClone(fake.subscriptions.get(subscriptionId)),
      id: "sub_elsewhere",
      customer: "cus_elsewhere",
      metadata: {},
    };
    const res = await deliver(signed("customer.subscription.updated", foreign));
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(subscriptions);
    expect(rows.some((r) => r.id === "sub_elsewhere")).toBe(false);
  });
});
