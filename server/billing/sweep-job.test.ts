import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";
import { BILLING_SWEEP_EVERY_MS } from "./jobs";

// Test-mode periods end with nobody asking: the scheduled `billing:sweep` job (database runner,
// its own clock) settles them, so the plan changes for someone who never opens the billing tab.

function clockAt(iso: string) {
  let current = new Date(iso);
  return { now: () => current, advance: (ms: number) => (current = new Date(current.getTime() + ms)) };
}
const billingClock = clockAt("2026-11-22T10:00:00Z");
const jobClock = clockAt("2026-11-22T10:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ JOBS: "on" }, undefined, {
    billing: { now: billingClock.now },
    jobs: { now: jobClock.now, pollMs: 20 },
  });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
const ratePlan = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/check_auth", headers: { cookie } })).json().rate_plan;

describe("the billing sweep job", () => {
  it("ends a subscription cancelled at period end once its period is over, without a status call", async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const pm = (
      await post("/api/billing/test/payment-methods", cookie, {
        number: "4242424242424242",
        expiry: "12 / 34",
        cvc: "123",
        name: "Ada Lovelace",
        email: "ada@example.com",
      })
    ).json();
    const { subscriptionId } = (
      await post("/api/create-subscription", cookie, {
        priceId: "price_local_pro_monthly",
        email: "ada@example.com",
        name: "Ada Lovelace",
        paymentMethodId: pm.id,
      })
    ).json();
    await post("/api/cancel-subscription", cookie, { subscriptionId, immediate: false });
    expect(await ratePlan(cookie)).toBe("PRO");

    // The period (a calendar month) is over; the next scheduled sweep notices.
    billingClock.advance(31 * 86_400_000);
    jobClock.advance(BILLING_SWEEP_EVERY_MS);
    await expect.poll(() => ratePlan(cookie), { timeout: 10_000 }).toBe("FREE");
  });
});
