import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions, users } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { localMessages } from "./local-provider";

// The local test mode end to end through the HTTP API: Stripe's test cards, the 3-D Secure step,
// cancel / reactivate, and periods that end and renew by an injected clock.

let clock = new Date("2026-11-22T10:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { billing: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, cookie: string, payload: unknown = {}) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload: payload as object });

async function ratePlan(cookie: string) {
  return (await t.app.inject({ method: "GET", url: "/api/check_auth", headers: { cookie } })).json().rate_plan;
}

async function card(cookie: string, number: string, expiry = "12 / 34", cvc = "123") {
  return post("/api/billing/test/payment-methods", cookie, {
    number,
    expiry,
    cvc,
    name: "Ada Lovelace",
    email: "ada@example.com",
  });
}

async function subscribe(cookie: string, number: string, priceId = "price_local_pro_monthly") {
  const pm = (await card(cookie, number)).json();
  return post("/api/create-subscription", cookie, {
    priceId,
    email: "ada@example.com",
    name: "Ada Lovelace",
    paymentMethodId: pm.id,
  });
}

describe("test mode payment methods", () => {
  it("says it is the test mode", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/billing/mode" })).json()).toEqual({
      mode: "test",
      publishableKey: null,
    });
  });

  it("accepts Stripe's test cards and refuses anything else the way Stripe does", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const ok = await card(cookie, "4242 4242 4242 4242");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ brand: "visa", last4: "4242" });
    expect(ok.json().id).toMatch(/^pm_local_/);

    const cases: [string, string, string, string][] = [
      ["4242 4242 4242 4241", "12/34", "123", localMessages.badNumber],
      ["4242 4242 4242 4242", "13/34", "123", localMessages.badExpiry],
      ["4242 4242 4242 4242", "10/26", "123", localMessages.pastExpiry],
      ["4242 4242 4242 4242", "12/34", "12", localMessages.badCvc],
      // A real card's number (valid checksum) in test mode.
      ["4539 1488 0343 6467", "12/34", "123", localMessages.notTestCard],
    ];
    for (const [number, expiry, cvc, message] of cases) {
      const res = await card(cookie, number, expiry, cvc);
      expect(res.statusCode, number + expiry + cvc).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it("needs a session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/billing/test/payment-methods",
      payload: { number: "4242424242424242", expiry: "12/34", cvc: "123", name: "A", email: "a@example.com" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("test mode subscriptions", () => {
  it("4242 subscribes at once: Voyager, the status card's fields, invites and allowance follow", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    expect(await ratePlan(cookie)).toBe("FREE");
    expect((await post("/api/subscription-status", cookie)).json()).toEqual({
      hasSubscription: false,
      subscription: null,
    });

    const res = await subscribe(cookie, "4242424242424242");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: "active", clientSecret: null });
    expect(await ratePlan(cookie)).toBe("PRO");

    const status = (await post("/api/subscription-status", cookie)).json();
    expect(status).toEqual({
      hasSubscription: true,
      subscription: {
        id: res.json().subscriptionId,
        customerId: expect.stringMatching(/^cus_local_/),
        plan_name: "Voyager",
        status: "active",
        amount: 999,
        interval: "month",
        cancel_at_period_end: false,
        current_period_end: Math.floor(Date.parse("2026-12-22T10:00:00Z") / 1000),
      },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.ratePlan).toBe("PRO");
  });

  it("the invite limit follows the plan at once: 3 on Explorer, 10 on Voyager, 3 again after it ends", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    const trip = await createTestTrip(t.database.db, user.id);
    const invite = (emails: string[]) => post("/api/share/batch", cookie, { trip_id: trip.id, emails });
    const people = (from: number, n: number) => Array.from({ length: n }, (_, i) => `guest${from + i}@example.com`);
    expect((await invite(people(0, 4))).json().errors).toHaveLength(1);

    const { subscriptionId } = (await subscribe(cookie, "4242424242424242")).json();
    expect((await invite(people(3, 7))).json().errors).toEqual([]);
    expect((await invite(people(10, 1))).json().errors).toHaveLength(1);

    await post("/api/cancel-subscription", cookie, { subscriptionId, immediate: true });
    const link = await post("/api/share/link", cookie, { trip_id: trip.id });
    expect(link.statusCode).toBe(403);
    expect(link.json().message).toContain("Explorer");
  });

  it("an annual subscription runs a year at the annual price", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    await subscribe(cookie, "5555555555554444", "price_local_pro_annual");
    const { subscription } = (await post("/api/subscription-status", cookie)).json();
    expect(subscription).toMatchObject({ amount: 9588, interval: "year" });
    expect(subscription.current_period_end).toBe(Math.floor(Date.parse("2027-11-22T10:00:00Z") / 1000));
  });

  it("3155 needs the 3-D Secure step: failing it leaves Explorer, completing it gives Voyager", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const res = await subscribe(cookie, "4000 0025 0000 3155");
    expect(res.json()).toMatchObject({ success: true, status: "incomplete" });
    const { clientSecret } = res.json();
    expect(clientSecret).toMatch(/^pi_local_.+_secret_/);
    expect(await ratePlan(cookie)).toBe("FREE");
    expect((await post("/api/subscription-status", cookie)).json().hasSubscription).toBe(false);

    const failed = await post("/api/billing/test/confirm-payment", cookie, { clientSecret, outcome: "fail" });
    expect(failed.json()).toEqual({ status: "requires_payment_method", error: localMessages.authFailed });
    expect(await ratePlan(cookie)).toBe("FREE");

    // A failed authentication is final for that payment; the customer starts again.
    const again = await subscribe(cookie, "4000002500003155");
    const other = await createSignedInUser(t.database.db);
    const stolen = await post("/api/billing/test/confirm-payment", other.cookie, {
      clientSecret: again.json().clientSecret,
      outcome: "complete",
    });
    expect(stolen.statusCode).toBe(404);

    const done = await post("/api/billing/test/confirm-payment", cookie, {
      clientSecret: again.json().clientSecret,
      outcome: "complete",
    });
    expect(done.json()).toEqual({ status: "succeeded" });
    expect(await ratePlan(cookie)).toBe("PRO");
    expect((await post("/api/subscription-status", cookie)).json().subscription.status).toBe("active");
  });

  it("9995 is declined with Stripe's message and leaves nothing behind", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    const res = await subscribe(cookie, "4000000000009995");
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ success: false, error: "Your card has insufficient funds." });
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(0);
    expect(await ratePlan(cookie)).toBe("FREE");
  });

  it("accepts Stripe's test PaymentMethod ids directly", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const res = await post("/api/create-subscription", cookie, {
      priceId: "price_local_pro_monthly",
      email: "ada@example.com",
      name: "Ada",
      paymentMethodId: "pm_card_visa",
    });
    expect(res.json()).toMatchObject({ success: true, status: "active" });
  });

  it("cancel at period end keeps Voyager until the period ends, then Explorer; reactivate undoes it", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const start = clock;
    const { subscriptionId } = (await subscribe(cookie, "4242424242424242")).json();

    const cancelled = await post("/api/cancel-subscription", cookie, { subscriptionId, immediate: false });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(await ratePlan(cookie)).toBe("PRO");

    const back = await post("/api/reactivate-subscription", cookie, { subscriptionId });
    expect(back.json().subscription.cancel_at_period_end).toBe(false);
    await post("/api/cancel-subscription", cookie, { subscriptionId, immediate: false });

    try {
      clock = new Date(Date.parse("2026-12-22T09:59:00Z"));
      await t.app.lotus.billing.sweep();
      expect(await ratePlan(cookie)).toBe("PRO");
      clock = new Date(Date.parse("2026-12-22T10:00:01Z"));
      // The status call settles due subscriptions itself, without waiting for the timer.
      expect((await post("/api/subscription-status", cookie)).json()).toEqual({
        hasSubscription: false,
        subscription: null,
      });
      expect(await ratePlan(cookie)).toBe("FREE");
      const reactivate = await post("/api/reactivate-subscription", cookie, { subscriptionId });
      expect(reactivate.statusCode).toBe(400);
    } finally {
      clock = start;
    }
  });

  it("renews an uncancelled subscription period by period, with an invoice each", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const start = clock;
    await subscribe(cookie, "4242424242424242");
    try {
      clock = new Date(Date.parse("2027-03-01T00:00:00Z"));
      await t.app.lotus.billing.sweep();
      const { subscription } = (await post("/api/subscription-status", cookie)).json();
      expect(subscription.current_period_end).toBe(Math.floor(Date.parse("2027-03-22T10:00:00Z") / 1000));
      expect(await ratePlan(cookie)).toBe("PRO");
      const portal = (
        await t.app.inject({ method: "GET", url: "/api/billing/test/portal", headers: { cookie } })
      ).json();
      expect(portal.invoices.map((i: { status: string }) => i.status)).toEqual(["paid", "paid", "paid", "paid"]);
      expect(portal.paymentMethod).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 });
    } finally {
      clock = start;
    }
  });

  it("immediate cancel (the portal's downgrade) ends Voyager now", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const { subscriptionId } = (await subscribe(cookie, "4242424242424242")).json();
    const res = await post("/api/cancel-subscription", cookie, { subscriptionId, immediate: true });
    expect(res.json().subscription.status).toBe("canceled");
    expect(await ratePlan(cookie)).toBe("FREE");
  });

  it("refuses a second subscription, unknown prices, others' subscriptions and bad bodies", async () => {
    const owner = await createSignedInUser(t.database.db);
    const { subscriptionId } = (await subscribe(owner.cookie, "4242424242424242")).json();
    const second = await subscribe(owner.cookie, "4242424242424242");
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe("You already have a Voyager subscription.");

    const other = await createSignedInUser(t.database.db);
    expect((await subscribe(other.cookie, "4242424242424242", "price_nope")).statusCode).toBe(400);
    for (const url of ["/api/cancel-subscription", "/api/reactivate-subscription"]) {
      const res = await post(url, other.cookie, { subscriptionId, immediate: false });
      expect(res.statusCode, url).toBe(404);
    }
    const { subscription } = (await post("/api/subscription-status", owner.cookie)).json();
    const portal = await post("/api/customer-portal", other.cookie, {
      customerId: subscription.customerId,
      returnUrl: "http://localhost:3000/accountsettings?tab=billing",
    });
    expect(portal.statusCode).toBe(404);
    expect((await post("/api/subscription-status", owner.cookie)).json().subscription.cancel_at_period_end).toBe(false);

    const bad = [
      ["/api/create-subscription", { priceId: "price_local_pro_monthly" }],
      ["/api/create-subscription", { priceId: 5, email: "x", name: "", paymentMethodId: [] }],
      ["/api/cancel-subscription", { subscriptionId: "" }],
      ["/api/cancel-subscription", { subscriptionId, immediate: "yes" }],
      ["/api/reactivate-subscription", {}],
      ["/api/customer-portal", { customerId: subscription.customerId }],
      ["/api/billing/test/confirm-payment", { clientSecret: "x", outcome: "maybe" }],
    ] as const;
    for (const [url, body] of bad) {
      const res = await post(url, owner.cookie, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    const valid = {
      "/api/subscription-status": {},
      "/api/create-subscription": { priceId: "p", email: "a@example.com", name: "A", paymentMethodId: "pm_card_visa" },
      "/api/cancel-subscription": { subscriptionId },
      "/api/reactivate-subscription": { subscriptionId },
      "/api/customer-portal": { customerId: subscription.customerId, returnUrl: "http://localhost:3000/" },
    };
    for (const [url, payload] of Object.entries(valid)) {
      expect((await t.app.inject({ method: "POST", url, payload })).statusCode, url).toBe(401);
    }
    expect(await ratePlan(owner.cookie)).toBe("PRO");
  });

  it("opens its own portal page, returning only to Lotus", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    await subscribe(cookie, "4242424242424242");
    const { subscription } = (await post("/api/subscription-status", cookie)).json();
    const returnUrl = "http://localhost:3000/accountsettings?tab=billing";
    const res = await post("/api/customer-portal", cookie, { customerId: subscription.customerId, returnUrl });
    expect(res.json()).toEqual({ url: `/billing/portal?return_url=${encodeURIComponent(returnUrl)}` });
    const away = await post("/api/customer-portal", cookie, {
      customerId: subscription.customerId,
      returnUrl: "javascript:alert(1)",
    });
    expect(away.statusCode).toBe(400);
  });

  // Issue 21, finding 16: these became `//evil.example/x` in the portal's return link.
  it("returns only to a normalised path of Lotus (no protocol-relative open redirect)", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    await subscribe(cookie, "4242424242424242");
    const { subscription } = (await post("/api/subscription-status", cookie)).json();
    for (const returnUrl of ["http://localhost:3000//evil.example/x", "http://localhost:3000/.//evil.example/"]) {
      const res = await post("/api/customer-portal", cookie, { customerId: subscription.customerId, returnUrl });
      expect(res.statusCode, returnUrl).toBe(200);
      const back = new URL(res.json().url, "http://localhost:3000").searchParams.get("return_url") ?? "";
      const target = new URL(back, "http://localhost:3000");
      expect(target.origin, returnUrl).toBe("http://localhost:3000");
      expect(target.pathname.startsWith("//"), `${returnUrl} -> ${back}`).toBe(false);
    }
  });

  it("limits payment attempts per person (card testing)", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await subscribe(cookie, "4000000000009995")).statusCode;
    }
    expect(last).toBe(429);
  });
});
