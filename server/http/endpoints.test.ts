import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "../../common/api/endpoints";
import { type FakeStripe, startFakeStripe, stripeEnv } from "../billing/testing/stripe-server";
import { createTestApp, type TestApp } from "../testing/test-app";

// The endpoint table in common/ is the API: every /api route the server registers is one of its
// entries (so the web's typed client can reach it), and every entry is registered. Test-mode
// billing and Stripe's webhook are each registered only with their provider, so both apps count.

describe("the endpoint table", () => {
  let testMode: TestApp;
  let withStripe: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe([]);
    testMode = await createTestApp();
    withStripe = await createTestApp(stripeEnv(fake, "whsec_endpoints"));
  });
  afterAll(async () => {
    await testMode.close();
    await withStripe.close();
    await fake.close();
  });

  it("matches the routes the server registers, one to one", () => {
    const key = (method: string, path: string) => `${method} ${path}`;
    const registered = new Set(
      [testMode, withStripe].flatMap((t) =>
        t.app.lotus.routes
          .filter((r) => r.url.startsWith("/api/") && r.url !== "/api/*" && r.method !== "HEAD")
          .map((r) => key(r.method, r.url)),
      ),
    );
    const declared = allEndpoints.map((e) => key(e.method, e.path));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...registered].sort()).toEqual([...declared].sort());
  });
});
