import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbackMessages } from "../../common/api/feedback";
import { purgeOld } from "../analytics/retention";
import { analyticsEvents, appFeedback } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "boss@example.com, Other@Example.com" });
});
afterAll(() => t?.close());

const all = { lotus_ai_assistant: 5, planning: 4, booking: 3, collaboration_social: 4, app_overall: 5 };
const device = { browser: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131", screen_width: 1280, screen_height: 800 };
const submit = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/feedback/submit",
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe("POST /api/feedback/submit", () => {
  it("takes a visitor's feedback with the device info, leaving out a blank comment", async () => {
    const before = (await t.database.db.select().from(appFeedback)).length;
    const res = await submit({ ratings: all, additional_comment: "   ", deviceInfo: device });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "success", message: feedbackMessages.thanks });
    const rows = await t.database.db.select().from(appFeedback);
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(row).toMatchObject({ userId: null, comment: null, booking: 3, browser: device.browser, screenWidth: 1280 });
  });

  it("names the missing categories, refuses out-of-range ratings and long comments, storing nothing", async () => {
    const before = (await t.database.db.select().from(appFeedback)).length;
    const missing = await submit({ ratings: { ...all, booking: 0, planning: null } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      status: "error",
      error: feedbackMessages.missing,
      required_categories: ["planning", "booking"],
    });
    const range = await submit({ ratings: { ...all, app_overall: 6 } });
    expect(range.statusCode).toBe(400);
    expect(range.json().error).toBe(feedbackMessages.range);
    expect((await submit({ ratings: { ...all, planning: 2.5 } })).statusCode).toBe(400);
    const long = await submit({ ratings: all, additional_comment: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(feedbackMessages.tooLong);
    expect((await submit({ ratings: "five stars" })).statusCode).toBe(400);
    expect(await t.database.db.select().from(appFeedback)).toHaveLength(before);
  });

  it("reports averages per category to admins only", async () => {
    const { cookie: userCookie } = await createSignedInUser(t.database.db);
    await submit({ ratings: { ...all, app_overall: 1 }, additional_comment: " Loved the itinerary " }, userCookie);
    const admin = await createSignedInUser(t.database.db, { email: "other@example.com" });
    const res = await t.app.inject({ method: "GET", url: "/api/admin/feedback", headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const rows = await t.database.db.select().from(appFeedback);
    const mean = (k: "appOverall" | "booking") =>
      Math.round((rows.reduce((s, r) => s + r[k], 0) / rows.length) * 100) / 100;
    expect(report.count).toBe(rows.length);
    expect(report.averages.app_overall).toBe(mean("appOverall"));
    expect(report.averages.booking).toBe(mean("booking"));
    expect(report.recent[0]).toMatchObject({ comment: "Loved the itinerary", signed_in: true });

    const denied = await t.app.inject({ method: "GET", url: "/api/admin/feedback", headers: { cookie: userCookie } });
    expect(denied.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/feedback" })).statusCode).toBe(404);
  });
});

describe("retention", () => {
  it("drops feedback and events older than 24 months, keeping the rest", async () => {
    const old = new Date("2024-01-01T00:00:00Z");
    await t.database.db.insert(analyticsEvents).values({ kind: "pageview", name: "/", path: "/", createdAt: old });
    await t.database.db.insert(appFeedback).values({
      lotusAiAssistant: 3,
      planning: 3,
      booking: 3,
      collaborationSocial: 3,
      appOverall: 3,
      createdAt: old,
    });
    const before = (await t.database.db.select().from(appFeedback)).length;
    expect(await purgeOld(t.database.db, new Date("2026-11-22T00:00:00Z"))).toEqual({ events: 1, feedback: 1 });
    expect(await t.database.db.select().from(appFeedback)).toHaveLength(before - 1);
  });
});

describe("POST /api/events", () => {
  it("stores page views with the user when known, and events with their category", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: { cookie },
      payload: {
        events: [
          { kind: "pageview", path: "/plan", session_id: "s1" },
          { kind: "event", category: "AI Chat", action: "send", path: "/plan", props: { long_message: true } },
        ],
      },
    });
    expect(res.statusCode).toBe(204);
    const rows = (await t.database.db.select().from(analyticsEvents)).filter((e) => e.userId === user.id);
    expect(rows.map((r) => [r.kind, r.name, r.action])).toEqual([
      ["pageview", "/plan", null],
      ["event", "AI Chat", "send"],
    ]);
    expect(rows[1]?.props).toEqual({ long_message: true });
  });

  it("honours Do-Not-Track and refuses unknown categories", async () => {
    const before = (await t.database.db.select().from(analyticsEvents)).length;
    const dnt = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: { dnt: "1" },
      payload: { events: [{ kind: "pageview", path: "/" }] },
    });
    expect(dnt.statusCode).toBe(204);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: { events: [{ kind: "event", category: "Spam", action: "x", path: "/" }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: "/api/events", payload: { events: [] } })).statusCode).toBe(400);
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(before);
  });
});
