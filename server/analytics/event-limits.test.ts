import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";

// Issue 21, finding 9: signed-out visitors could fill the database through POST /api/events
// (10 requests of 4,000 props grew the table by 9 MB, kept 24 months). Props, their values and
// the body are capped; what goes past a cap is refused with a 4xx and stores nothing. And the volume:
// 120 batches of 64 KiB a minute still let one signed-out address store about 7 MB a minute, so
// signed-out visitors get 30 batches a minute and 1 MiB of events a day per address.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const count = async () => (await t.database.db.select().from(analyticsEvents)).length;
const send = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/events", payload: payload as object });
const event = (props: Record<string, string | number | boolean>, path = "/plan") => ({
  kind: "event",
  category: "Feature",
  action: "probe",
  path,
  props,
});

describe("POST /api/events limits", () => {
  it("refuses 4,000 props per event, ten times over, storing nothing", async () => {
    const before = await count();
    const many = Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`k${i}`, "v".repeat(200)]));
    for (let i = 0; i < 10; i++) {
      const res = await send({ events: [event(many)] });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await count()).toBe(before);
  });

  it("caps props at 10 keys and the body at 64 KiB", async () => {
    const before = await count();
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`key${i}`, "v".repeat(200)]));
    expect((await send({ events: [event(ten)] })).statusCode).toBe(204);
    const eleven = { ...ten, key10: 1 };
    const tooMany = await send({ events: [event(eleven)] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 10 properties/);
    // Within every field's cap, yet too much at once.
    const big = Array.from({ length: 50 }, () => event(ten, `/${"p".repeat(499)}`));
    expect(JSON.stringify({ events: big }).length).toBeGreaterThan(64 * 1024);
    expect((await send({ events: big })).statusCode).toBe(413);
    expect(await count()).toBe(before + 1);
  });

  const sendFrom = (ip: string, events: unknown[], cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: { events },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });

  it("lets a signed-out address store at most 1 MiB of events a day; signed-in users are not held to it", async () => {
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`key${i}`, "v".repeat(200)]));
    const batch = Array.from({ length: 22 }, (_, i) => event(ten, `/${"p".repeat(480)}${i}`));
    const kib = Math.ceil(Buffer.byteLength(JSON.stringify(batch)) / 1024);
    expect(kib).toBeGreaterThan(50);
    const before = await count();
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof sendFrom>> | undefined;
    for (let i = 0; i < 30 && !refused; i++) {
      const res = await sendFrom("10.7.0.1", batch);
      if (res.statusCode === 204) accepted++;
      else refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    // As many whole batches as fit in 1 MiB, and nothing of the one refused.
    expect(accepted).toBe(Math.floor(1024 / kib));
    expect(await count()).toBe(before + accepted * batch.length);
    // The same address signed in, and another signed-out address, are still answered.
    const { cookie } = await createSignedInUser(t.database.db);
    expect((await sendFrom("10.7.0.1", batch, cookie)).statusCode).toBe(204);
    expect((await sendFrom("10.7.0.2", batch)).statusCode).toBe(204);
  });

  it("lets a signed-out address send 30 batches a minute; signed-in users keep 120", async () => {
    const small = [event({ step: 1 })];
    for (let i = 0; i < 30; i++) expect((await sendFrom("10.7.1.1", small)).statusCode).toBe(204);
    const over = await sendFrom("10.7.1.1", small);
    expect(over.statusCode).toBe(429);
    const { cookie } = await createSignedInUser(t.database.db);
    for (let i = 0; i < 40; i++) expect((await sendFrom("10.7.1.1", small, cookie)).statusCode).toBe(204);
  });
});
