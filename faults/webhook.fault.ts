import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeStripe,
  signedStripeEvent,
  startFakeStripe,
  stripeEnv,
} from "../server/billing/testing/stripe-server";
import { billingEvents, users } from "../server/db/schema/index";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database";
import { createSignedInUser } from "../server/testing/test-users";
import { freePort, type Peer, startPeer } from "./support/peer";

// Lotus killed (SIGKILL) while it applies a Stripe webhook. Stripe retries any delivery that was
// not answered 2xx: what was acknowledged stays applied, the interrupted one left no trace, and
// its retry after the restart is applied exactly once.

const WEBHOOK_SECRET = "whsec_faults_0123456789";
let database: TestDatabase;
let fake: FakeStripe;
let peer: Peer;
let port = 0;
let env: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeStripe([
    { id: "price_voyager_monthly", unit_amount: 999, interval: "month" },
    { id: "price_voyager_annual", unit_amount: 9588, interval: "year" },
  ]);
  port = await freePort();
  env = {
    DATABASE_URL: database.url ?? "",
    SESSION_SECRET: "faults-secret-faults-secret-faults-0123456",
    ...stripeEnv(fake, WEBHOOK_SECRET),
  };
  peer = await startPeer(env, port);
});
afterAll(async () => {
  await peer?.stop();
  await fake?.close();
  await database?.close();
});

let counter = 0;
const signed = (type: string, object: unknown) =>
  signedStripeEvent(WEBHOOK_SECRET, type, object, {
    id: `evt_fault_${++counter}`,
    created: Math.floor(Date.now() / 1000) + counter,
  });
const deliver = (event: { payload: string; header: string }) =>
  fetch(`${peer.url}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": event.header },
    body: event.payload,
  });
const ratePlan = async (userId: string) =>
  (await database.db.select({ plan: users.ratePlan }).from(users).where(eq(users.id, userId)))[0]?.plan;
const applied = async (eventId: string) =>
  (await database.db.select().from(billingEvents).where(eq(billingEvents.id, eventId))).length;

describe("kill -9 during a subscription webhook", () => {
  it("keeps what was acknowledged and applies the interrupted event once, on Stripe's retry", async () => {
    const { user, cookie } = await createSignedInUser(database.db, { email: "kai@example.com" });
    const created = await fetch(`${peer.url}/api/create-subscription`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        priceId: "price_voyager_monthly",
        email: "kai@example.com",
        name: "Kai Rowe",
        paymentMethodId: "pm_card_visa",
      }),
    });
    const { subscriptionId } = (await created.json()) as { subscriptionId: string };
    expect(subscriptionId).toMatch(/^sub_/);

    const first = signed("customer.subscription.created", structuredClone(fake.subscriptions.get(subscriptionId)));
    expect((await deliver(first)).status).toBe(200);

    fake.pay(subscriptionId);
    const paid = signed("invoice.paid", fake.invoiceOf(subscriptionId));
    const held = fake.holdNext(); // Lotus re-reads the subscription: that read never returns
    const delivery = deliver(paid).then(
      (r) => r.status,
      () => "connection lost",
    );
    await held;
    await peer.kill9();
    expect(await delivery).toBe("connection lost");

    expect(await applied(first.id)).toBe(1);
    expect(await applied(paid.id)).toBe(0);
    expect(await ratePlan(user.id)).toBe("FREE");

    peer = await startPeer(env, port);
    const retry = await deliver(paid);
    expect(retry.status).toBe(200);
    expect(await ratePlan(user.id)).toBe("PRO");
    expect(await applied(paid.id)).toBe(1);
    // Stripe may deliver again: it is acknowledged and not applied twice.
    expect(await (await deliver(paid)).json()).toMatchObject({ received: true });
    expect(await applied(paid.id)).toBe(1);
  });
});
