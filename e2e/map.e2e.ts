import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planLisbon } from "../server/bookings/testing/lisbon-trip";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { seriousViolations } from "./support/axe";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// The trip on a map (issue 29), in Chromium with no network beyond loopback: the offline basemap
// (drawn from our own origin under the enforced content security policy) with the trip's
// numbered pins, a pin that opens its item and a row that selects its pin, a drag in the list
// that moves the pin to its new day, the details page's map, and the phone's Map tab.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => server.close());
const session = browserSession();
const db = () => server.app.lotus.database.db;
const shot = (name: string) => path.join(artifactsDir, `map-${name}.png`);

async function plannedTrip(viewport: { width: number; height: number }, enforceCsp: boolean) {
  const { user, cookie } = await createSignedInUser(db(), { firstName: "Pia", lastName: "Mapper", ratePlan: "PRO" });
  const trip = await createTestTrip(db(), user.id, [], "Lisbon on a map");
  await planLisbon(db(), trip.id);
  // A second place on day 3, after Belém Tower, through the app's own edit call.
  const added = await server.app.inject({
    method: "POST",
    url: "/api/itinerary/edit",
    headers: { cookie },
    payload: {
      trip_id: trip.id,
      edit: {
        op: "add",
        item: {
          date: "2027-03-12",
          position: 1,
          time: "12:00",
          kind: "place",
          title: "Visit Jerónimos Monastery",
          place: {
            name: "Jerónimos Monastery",
            rating: 4.7,
            nratings: 1000,
            types: ["landmark"],
            distance_from_target_location: 3.5,
            lat: 38.6979,
            lng: -9.2068,
            reviews: [],
            photos: [],
            website: null,
          },
        },
      },
    },
  });
  expect(added.statusCode).toBe(200);
  const opened = await session.open(viewport, server.url, enforceCsp);
  await signInContext(opened.context, cookie, server.url);
  // Everything the page asks for, to show that the map needs nothing from outside our origin.
  const requested: string[] = [];
  opened.page.on("request", (r) => requested.push(r.url()));
  return { ...opened, tripId: trip.id, requested };
}

const pin = (scope: Page | Locator, name: RegExp | string) => scope.getByRole("button", { name, exact: true });

/**
 * How much of the map's picture is the offline basemap's land and sea (the screenshot decoded in
 * the page itself: a WebGL canvas cannot be read back once drawn).
 */
async function basemapShare(page: Page, map: Locator): Promise<{ land: number; sea: number }> {
  const png = (await map.screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext("2d");
    if (!ctx) return { land: 0, sea: 0 };
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, img.width, img.height).data;
    const near = (i: number, rgb: number[]) =>
      Math.abs((px[i] ?? 0) - (rgb[0] ?? 0)) +
        Math.abs((px[i + 1] ?? 0) - (rgb[1] ?? 0)) +
        Math.abs((px[i + 2] ?? 0) - (rgb[2] ?? 0)) <
      12;
    let land = 0;
    let sea = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (near(i, [0xf4, 0xf1, 0xea])) land++;
      else if (near(i, [0xcf, 0xe6, 0xf2])) sea++;
    }
    const all = px.length / 4;
    return { land: land / all, sea: sea / all };
  }, png);
}

describe("the trip on a map", () => {
  it("draws the offline basemap and the pins; a pin opens its item, a row selects its pin, a drag moves the pin", async () => {
    const { page, errors, tripId, requested } = await plannedTrip({ width: 1280, height: 900 }, true);
    await page.goto(`/plan/${tripId}`);
    const panel = page.locator("#itinerary-panel");
    await panel.getByRole("list", { name: "Day 6 plans", exact: true }).waitFor();

    // The map is not part of the first load: MapLibre's chunk arrives when the map is opened.
    expect(requested.some((u) => /trip-map-.*\.js$/.test(u))).toBe(false);
    await page.getByRole("button", { name: "Map", exact: true }).click();
    const map = page.getByRole("region", { name: "Map of the trip" });
    await map.locator('[data-map-ready="true"]').waitFor({ timeout: 20_000 });
    expect(requested.some((u) => /trip-map-.*\.js$/.test(u))).toBe(true);

    // Day 3's Belém Tower (a place) is its pin 1; day 1's flight leaves JFK; day 2's hotel is in Lisbon.
    const belem = pin(map, "Day 3, stop 1: Visit Belém Tower");
    await belem.waitFor();
    await pin(map, /^Day 1, stop 1: .* \(flight\)$/).waitFor();
    await pin(map, "Day 2, stop 1: Check in at Hotel Avenida Palace (stay)").waitFor();
    await pin(map, "Day 3, stop 2: Visit Jerónimos Monastery").waitFor();
    await pin(map, "Day 3, stop 3: Free time to wander Lisbon").waitFor();
    expect(await map.locator('[data-mark="airport"]').count()).toBeGreaterThanOrEqual(2);
    // Pins take their day's colour: day 3's differs from day 2's.
    const colour = (l: Locator) => l.locator("span").evaluate((e) => getComputedStyle(e).backgroundColor);
    const day2 = pin(map, /^Day 2, stop 1: /);
    expect(await colour(belem)).not.toBe(await colour(day2));

    // Give the basemap's GeoJSON time to be drawn, then check the picture really is land and sea.
    await page.waitForFunction(() => document.querySelector(".maplibregl-canvas") !== null);
    await page.waitForTimeout(1500);
    const share = await basemapShare(page, map);
    expect(share.land).toBeGreaterThan(0.05);
    expect(share.sea).toBeGreaterThan(0.05);
    await map.getByText(/Natural Earth/).waitFor({ state: "attached" });
    // Town names, drawn without a font server: at least the trip's town or a city in view.
    await map.locator(".trip-town").first().waitFor();
    await page.screenshot({ path: shot("plan-1280") });

    // A pin opens its item; its row in the list is selected too.
    await belem.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Belém Tower" }).waitFor();
    expect(await panel.locator('li[data-item-title="Visit Belém Tower"]').getAttribute("data-selected")).toBe("true");
    // Its small map shows where it is; it is the day's first place, so there is no way to draw to it.
    const small = dialog.getByRole("region", { name: "Map of Belém Tower" });
    await small.locator('[data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await small.getByRole("img", { name: "Belém Tower", exact: true }).waitFor();
    await page.screenshot({ path: shot("pin-opens-item") });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await belem.getAttribute("aria-pressed")).toBe("true");

    // A row opens its item and selects its pin.
    await panel.locator('li[data-item-title="Check in at Hotel Avenida Palace"]').getByRole("button").first().click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await day2.getAttribute("aria-pressed")).toBe("true");

    // The next place's detail draws the way from the stop before it.
    await panel.locator('li[data-item-title="Visit Jerónimos Monastery"]').getByRole("button").first().click();
    const next = dialog.getByRole("region", { name: "Map of Jerónimos Monastery" });
    await next.locator('[data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await next.getByRole("img", { name: "Previous stop: Visit Belém Tower", exact: true }).waitFor();
    await dialog.getByText("From Visit Belém Tower").waitFor();
    await dialog.getByRole("link", { name: /Open in Maps/ }).waitFor();
    // It is on day 3 already: the modal says so instead of offering to add it again.
    await dialog.getByText("On day 3").waitFor();
    expect(await dialog.getByRole("button", { name: /^Add to day/ }).count()).toBe(0);
    await page.waitForTimeout(800);
    await page.screenshot({ path: shot("detail-route") });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await belem.getAttribute("aria-pressed")).toBe("false");

    // Dragging Belém Tower out of day 3 onto day 4 in the list moves its pin to day 4, in that
    // day's colour, at a time that keeps day 4 in time order. The drag is the keyboard's (space
    // lifts, arrows move, space drops): a pointer drag in the short list under the map scrolls the
    // list under the pointer, so where it lands would depend on the scroll, not on the test.
    const handle = panel.getByRole("button", { name: "Move Visit Belém Tower", exact: true });
    const day4 = panel.getByRole("list", { name: "Day 4 plans", exact: true });
    const inDay4 = day4.locator('li[data-item-title="Visit Belém Tower"]');
    await handle.focus();
    await page.keyboard.press("Space");
    for (let i = 0; i < 12 && (await inDay4.count()) === 0; i++) {
      await page.keyboard.press("ArrowDown");
      await page.waitForTimeout(120);
    }
    expect(await inDay4.count()).toBe(1);
    await page.keyboard.press("Space");
    await panel.getByRole("button", { name: /^Undo: Moved "Visit Belém Tower" to / }).waitFor({ timeout: 5000 });
    const dayNow = await panel.locator("ul[aria-label$=' plans']").evaluateAll((lists) => {
      const list = lists.find((l) => l.querySelector('li[data-item-title="Visit Belém Tower"]'));
      return Number(list?.getAttribute("aria-label")?.match(/^Day (\d+) plans$/)?.[1] ?? 0);
    });
    // It lands on the day it was dropped on, not at the end of another.
    expect(dayNow).toBe(4);
    // Day 4 reads in time order with it (the server fits its time between its new neighbours).
    await page.waitForTimeout(300);
    const times = await day4.locator(":scope > li[data-item-title]").evaluateAll((rows) =>
      rows.map((r) => {
        const m = r.textContent?.match(/(\d{1,2}):(\d{2})\s*(AM|PM)/);
        if (!m) return -1;
        return ((Number(m[1]) % 12) + (m[3] === "PM" ? 12 : 0)) * 60 + Number(m[2]);
      }),
    );
    expect(times.filter((t) => t >= 0)).toEqual([...times.filter((t) => t >= 0)].sort((x, y) => x - y));
    const moved = pin(map, /^Day 4, stop \d: Visit Belém Tower$/);
    await moved.waitFor({ timeout: 5000 });
    expect(await map.getByRole("button", { name: /Belém Tower$/ }).count()).toBe(1);
    expect(await colour(moved)).not.toBe(await colour(pin(map, "Day 3, stop 1: Visit Jerónimos Monastery")));
    await page.screenshot({ path: shot("after-drag") });

    // The details page has the map above its day cards; a pin there highlights its card.
    await page.goto(`/details/${tripId}`);
    await page.getByRole("tab", { name: "Daily Itinerary" }).click();
    const detailsMap = page.getByRole("region", { name: "Map of the trip" });
    await detailsMap.locator('[data-map-ready="true"]').waitFor({ timeout: 20_000 });
    await pin(detailsMap, new RegExp(`^Day ${dayNow}, stop \\d: Visit Belém Tower$`)).click();
    await page.locator('li[data-selected="true"]').getByText("Visit Belém Tower").waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: shot("details-page") });

    // Nothing left our origin, and the enforced policy refused nothing.
    const origin = new URL(server.url).origin;
    expect(requested.filter((u) => !u.startsWith(origin) && !u.startsWith("data:") && !u.startsWith("blob:"))).toEqual(
      [],
    );
    expect(errors).toEqual([]);
  });

  it("has a Map tab at 375 px, and the list beside it reads the same", async () => {
    const { page, errors, tripId } = await plannedTrip({ width: 375, height: 740 }, false);
    await page.goto(`/plan/${tripId}`);
    const bar = page.getByRole("navigation", { name: "Trip views" });
    await bar.getByRole("button", { name: "Map", exact: true }).click();
    const map = page.getByRole("region", { name: "Map of the trip" });
    await map.locator('[data-map-ready="true"]').waitFor({ timeout: 20_000 });
    const belem = pin(map, "Day 3, stop 1: Visit Belém Tower");
    await belem.waitFor();
    const box = await map.boundingBox();
    expect(box?.width).toBeGreaterThan(360);
    expect(box?.height).toBeGreaterThan(400);
    await map.locator(".trip-town").first().waitFor();
    // Every pin of the trip clear of the attribution strip and the zoom buttons (fitBounds' padding).
    const covered = await map.evaluate(
      (root) =>
        [...root.querySelectorAll<HTMLElement>("[data-stop-id]")].filter((p) => {
          const r = p.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return !!top?.closest(".maplibregl-ctrl");
        }).length,
    );
    expect(covered).toBe(0);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: shot("mobile-375") });
    // By keyboard: the pin is a button that takes focus and opens its item with Enter.
    await belem.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("heading", { name: "Belém Tower" }).waitFor();
    await page.keyboard.press("Escape");
    expect(await seriousViolations(page)).toEqual([]);
    // The Itinerary tab is the map's text alternative: the same stops, in words.
    await bar.getByRole("button", { name: "Itinerary", exact: true }).click();
    await page.locator('#itinerary-panel li[data-item-title="Visit Belém Tower"]').waitFor();
    expect(await map.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("says so, instead of a blank area, in a browser without WebGL", async () => {
    const { page, tripId } = await plannedTrip({ width: 1280, height: 900 }, false);
    // A browser with WebGL turned off: canvases give no WebGL context.
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        if (/webgl/.test(kind)) return null;
        return (original as (...a: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
      } as typeof original;
    });
    await page.goto(`/plan/${tripId}`);
    await page.getByRole("button", { name: "Map", exact: true }).click();
    const map = page.getByRole("region", { name: "Map of the trip" });
    await map
      .getByRole("note")
      .getByText(/The map cannot be shown in this browser \(it needs WebGL\)/)
      .waitFor();
    expect(await map.locator(".maplibregl-canvas").count()).toBe(0);
    await page.locator('#itinerary-panel li[data-item-title="Visit Belém Tower"]').waitFor();
    await page.screenshot({ path: shot("no-webgl") });
  });
});
