import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import Stripe from "stripe";

// A local server speaking the part of Stripe's REST API (version 2025+ shapes: periods on the
// subscription items, the invoice's confirmation_secret, parent.subscription_details) that the
// Stripe adapter calls, with Stripe's form-encoded requests and its error objects. Stateful, so
// a test can walk a subscription through its life; `failNext` injects 429s and 5xxs.

type Json = Record<string, unknown>;
type Reply = { status: number; body: Json; headers?: Record<string, string> };
type Recorded = { method: string; path: string; form: Json; headers: IncomingMessage["headers"] };

const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;

/** Stripe's bracketed form keys (items[0][price]=x, expand[0]=y) back into objects and arrays. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        const next = node[part] ?? (/^\d+$/.test(parts[i + 1] ?? "") ? [] : {});
        node[part] = next;
        node = next as Record<string, unknown>;
      }
    });
  }
  return out;
}

/** The settings that point Lotus's Stripe provider at a fake Stripe, with the prices it serves. */
export function stripeEnv(fake: { url: string }, webhookSecret: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_lotus",
    STRIPE_PUBLISHABLE_KEY: "pk_test_lotus",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
    STRIPE_PRICE_PRO_MONTHLY: "price_voyager_monthly",
    STRIPE_PRICE_PRO_ANNUAL: "price_voyager_annual",
  };
}

export type StripePrice = { id: string; unit_amount: number; interval: "month" | "year" };

export type FakeStripe = {
  url: string;
  requests: Recorded[];
  subscriptions: Map<string, Json>;
  /** The next replies, before any normal handling (429, 500...). */
  failNext(...replies: Reply[]): void;
  /** Leaves the next request unanswered; resolves when it has arrived. */
  holdNext(): Promise<void>;
  /** What a customer's successful confirmation of the first payment does at Stripe. */
  pay(subscriptionId: string): Json;
  /** Sets fields of a stored subscription, as Stripe's own processes would (renewal, dunning). */
  patch(subscriptionId: string, fields: Json): Json;
  invoiceOf(subscriptionId: string): Json;
  close(): Promise<void>;
};

const cardError = (code: string, message: string, declineCode?: string) => ({
  status: 402,
  body: {
    error: {
      type: "card_error",
      code,
      message,
      ...(declineCode ? { decline_code: declineCode } : {}),
      doc_url: `https://stripe.com/docs/error-codes/${code}`,
      request_log_url: "https://dashboard.stripe.com/test/logs/req_x",
    },
  },
});

const missing = (kind: string, id: string, param: string) => ({
  status: 400,
  body: {
    error: {
      type: "invalid_request_error",
      code: "resource_missing",
      message: `No such ${kind}: '${id}'`,
      param,
      doc_url: "https://stripe.com/docs/error-codes/resource-missing",
    },
  },
});

export async function startFakeStripe(
  prices: StripePrice[],
  now: () => number = () => Math.floor(Date.now() / 1000),
): Promise<FakeStripe> {
  const requests: Recorded[] = [];
  const failures: Reply[] = [];
  const holders: (() => void)[] = [];
  const customers = new Map<string, Json>();
  const attached = new Map<string, string>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();

  const priceObject = (p: StripePrice) => ({
    id: p.id,
    object: "price",
    active: true,
    currency: "usd",
    unit_amount: p.unit_amount,
    recurring: { interval: p.interval, interval_count: 1, usage_type: "licensed" },
    product: "prod_voyager",
    type: "recurring",
    livemode: false,
  });

  function withInvoice(sub: Json, expand: string[]): Json {
    if (!expand.some((e) => e.startsWith("latest_invoice"))) return sub;
    return { ...sub, latest_invoice: invoices.get(sub.latest_invoice as string) ?? null };
  }

  function handle(method: string, path: string, form: Json, query: URLSearchParams): Reply {
    const expand = [
      ...(Array.isArray(form.expand) ? (form.expand as string[]) : []),
      ...query.getAll("expand[0]"),
      ...query.getAll("expand[]"),
    ];
    const attachPath = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: rid("cus"),
        object: "customer",
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: form.metadata ?? {},
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && attachPath) {
      const pm = decodeURIComponent(attachPath[1] ?? "");
      if (!customers.has(String(form.customer))) return missing("customer", String(form.customer), "customer");
      if (pm.startsWith("pm_card_chargeDeclinedInsufficientFunds")) {
        return cardError("card_declined", "Your card has insufficient funds.", "insufficient_funds");
      }
      if (pm.startsWith("pm_card_chargeDeclined"))
        return cardError("card_declined", "Your card was declined.", "generic_decline");
      if (!pm.startsWith("pm_")) return missing("PaymentMethod", pm, "payment_method");
      attached.set(pm, String(form.customer));
      return {
        status: 200,
        body: {
          id: pm,
          object: "payment_method",
          type: "card",
          customer: form.customer,
          card: { brand: "visa", last4: "4242" },
        },
      };
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const items = (form.items as { price: string }[] | undefined) ?? [];
      const price = prices.find((p) => p.id === items[0]?.price);
      if (!price) return missing("price", String(items[0]?.price), "items[0][price]");
      if (!customers.has(String(form.customer))) return missing("customer", String(form.customer), "customer");
      const subId = rid("sub");
      const start = now();
      const end = start + (price.interval === "month" ? 30 : 365) * 86_400;
      const invoiceId = rid("in");
      const invoice = {
        id: invoiceId,
        object: "invoice",
        status: "open",
        amount_due: price.unit_amount,
        currency: "usd",
        customer: form.customer,
        confirmation_secret: {
          client_secret: `${rid("pi")}_secret_${randomBytes(8).toString("hex")}`,
          type: "payment_intent",
        },
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: subId, metadata: form.metadata ?? {} },
        },
      };
      invoices.set(invoiceId, invoice);
      const sub: Json = {
        id: subId,
        object: "subscription",
        customer: form.customer,
        status: form.payment_behavior === "default_incomplete" ? "incomplete" : "active",
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        created: start,
        start_date: start,
        currency: "usd",
        default_payment_method: form.default_payment_method ?? null,
        latest_invoice: invoiceId,
        metadata: form.metadata ?? {},
        livemode: false,
        items: {
          object: "list",
          has_more: false,
          url: `/v1/subscription_items?subscription=${subId}`,
          data: [
            {
              id: rid("si"),
              object: "subscription_item",
              subscription: subId,
              quantity: 1,
              created: start,
              current_period_start: start,
              current_period_end: end,
              price: priceObject(price),
            },
          ],
        },
      };
      subscriptions.set(subId, sub);
      return { status: 200, body: withInvoice(sub, expand) };
    }
    if (subscriptionPath) {
      const subId = decodeURIComponent(subscriptionPath[1] ?? "");
      const sub = subscriptions.get(subId);
      if (!sub) return missing("subscription", subId, "id");
      if (method === "GET") return { status: 200, body: withInvoice(sub, expand) };
      if (method === "POST") {
        if (form.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = form.cancel_at_period_end === "true";
          sub.canceled_at = sub.cancel_at_period_end ? now() : null;
        }
        return { status: 200, body: sub };
      }
      if (method === "DELETE") {
        Object.assign(sub, { status: "canceled", canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
        const invoice = invoices.get(sub.latest_invoice as string);
        if (invoice?.status === "open") invoice.status = "void";
        return { status: 200, body: sub };
      }
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(String(form.customer))) return missing("customer", String(form.customer), "customer");
      const id = rid("bps");
      return {
        status: 200,
        body: {
          id,
          object: "billing_portal.session",
          customer: form.customer,
          return_url: form.return_url ?? null,
          created: now(),
          livemode: false,
          url: `https://billing.stripe.com/p/session/test_${id}`,
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } },
    };
  }

  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", "http://localhost");
    const form = parseStripeForm(raw);
    requests.push({ method: req.method ?? "GET", path: url.pathname, form, headers: req.headers });
    const holder = holders.shift();
    if (holder) {
      // Never answered: the caller is left waiting (a fault test kills it meanwhile).
      holder();
      return;
    }
    const failure = failures.shift();
    const reply = failure ?? handle(req.method ?? "GET", url.pathname, form, url.searchParams);
    res.writeHead(reply.status, { "content-type": "application/json", "request-id": rid("req"), ...reply.headers });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  const get = (id: string) => {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    return sub;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    failNext: (...replies) => failures.push(...replies),
    holdNext: () => new Promise<void>((resolve) => holders.push(resolve)),
    pay(id) {
      const sub = get(id);
      // A cancelled subscription's invoice is void: Stripe refuses to confirm its payment.
      if (sub.status === "canceled") throw new Error(`payment_intent_unexpected_state: ${id} is canceled`);
      sub.status = "active";
      const invoice = invoices.get(sub.latest_invoice as string);
      if (invoice) invoice.status = "paid";
      return sub;
    },
    patch(id, fields) {
      return Object.assign(get(id), fields);
    },
    invoiceOf(id) {
      return invoices.get(get(id).latest_invoice as string) ?? {};
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const signer = new Stripe("sk_test_signer");

/** A webhook event as Stripe sends it, signed with the endpoint's secret by the SDK's own helper. */
export function signedStripeEvent(
  secret: string,
  type: string,
  object: unknown,
  { id, created = Math.floor(Date.now() / 1000) }: { id: string; created?: number },
): { id: string; payload: string; header: string } {
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  return { id, payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}
