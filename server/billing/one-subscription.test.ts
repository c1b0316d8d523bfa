import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localPayments, localSubscriptions, subscriptions } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";
import { payingStatuses } from "./provider";
import { type FakeStripe, startFakeStripe, stripeEnv } from "./testing/stripe-server";

// Issue 21, finding 6: one person could hold several paid subscriptions: 4 parallel
// create-subscription calls made 4 active subscriptions and 4 paid invoices, and an incomplete
// subscription confirmed after a second, paid one left both active. One live subscription per
// person, in the test mode and with Stripe (against the local fake Stripe server).

const body = (paymentMethodId: string, priceId: string) => ({
  priceId,
  email: "ada@example.com",
  name: "Ada Lovelace",
  paymentMethodId,
});

async function paying(t: TestApp, userId: string) {
  return t.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...payingStatuses])));
}

describe("test mode: one live subscription per person", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const post = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie }, payload });

  it("4 parallel create-subscription calls make one subscription and one paid invoice", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => post("/api/create-subscription", cookie, body("pm_card_visa", "price_local_pro_monthly"))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    expect(await paying(t, user.id)).toHaveLength(1);
    const paid = await t.database.db
      .select()
      .from(localPayments)
      .innerJoin(localSubscriptions, eq(localSubscriptions.id, localPayments.subscriptionId))
      .where(and(eq(localSubscriptions.userId, user.id), eq(localPayments.status, "succeeded")));
    expect(paid).toHaveLength(1);
  });

  it("an incomplete subscription cannot be confirmed after a second, paid one", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    // 3155 asks for authentication: the first subscription waits, incomplete.
    const waiting = (
      await post("/api/create-subscription", cookie, body("pm_card_authenticationRequired", "price_local_pro_monthly"))
    ).json();
    expect(waiting).toMatchObject({ success: true, status: "incomplete" });
    const paid = await post("/api/create-subscription", cookie, body("pm_card_visa", "price_local_pro_annual"));
    expect(paid.json()).toMatchObject({ success: true, status: "active" });
    const late = await post("/api/billing/test/confirm-payment", cookie, {
      clientSecret: waiting.clientSecret,
      outcome: "complete",
    });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
    const live = await paying(t, user.id);
    expect(live.map((s) => s.id)).toEqual([paid.json().subscriptionId]);
  });
});

describe("Stripe: one live subscription per person", () => {
  const WEBHOOK_SECRET = "whsec_test_lotus_0123456789";
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe([
      { id: "price_voyager_monthly", unit_amount: 999, interval: "month" },
      { id: "price_voyager_annual", unit_amount: 9588, interval: "year" },
    ]);
    t = await createTestApp(stripeEnv(fake, WEBHOOK_SECRET));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const post = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie }, payload });
  /** The customer confirms a payment in the browser; Stripe refuses it for a cancelled one. */
  const tryPay = (id: string) => {
    try {
      fake.pay(id);
    } catch {
      // refused, as Stripe refuses a voided invoice's payment
    }
  };
  const activeAtStripe = (userId: string) =>
    [...fake.subscriptions.values()].filter(
      (s) => (s.metadata as { user_id?: string }).user_id === userId && s.status === "active",
    );

  it("4 parallel calls leave one subscription that can be paid", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => post("/api/create-subscription", cookie, body("pm_card_visa", "price_voyager_monthly"))),
    );
    for (const r of results) expect(r.statusCode).toBeLessThan(500);
    for (const r of results) if (r.statusCode === 200) tryPay(r.json().subscriptionId);
    expect(activeAtStripe(user.id)).toHaveLength(1);
  });

  it("a waiting subscription is cancelled when a new one is made, so it cannot be paid later", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    const first = (
      await post("/api/create-subscription", cookie, body("pm_card_visa", "price_voyager_monthly"))
    ).json();
    const second = (
      await post("/api/create-subscription", cookie, body("pm_card_visa", "price_voyager_annual"))
    ).json();
    expect(second).toMatchObject({ success: true, status: "incomplete" });
    tryPay(second.subscriptionId);
    tryPay(first.subscriptionId);
    expect(activeAtStripe(user.id).map((s) => s.id)).toEqual([second.subscriptionId]);
  });
});
