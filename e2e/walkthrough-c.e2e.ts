import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCtx } from "../common/api/trips";
import type { TFlight, THotel, TPlace, TRoundTrip, TSegment } from "../common/travel/schemas";
import { lisbonItinerary } from "../server/bookings/testing/lisbon-trip";
import { groupMessages, notifications, tripMessages } from "../server/db/schema/index";
import { httpImageSource } from "../server/images/image-source";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip, storeTestMessage } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { PlanPage } from "./pages/plan.page";
import { seriousViolations } from "./support/axe";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// Issue 26, a new user's walk-through (part C): the chats, the cards and detail modals, sharing
// and feedback, each rough edge checked in Chromium, at 1280 and 375 px where it is about layout.
// A server of its own: an Explorer allowance of one message to Lotus (the rate error in two), and
// an image proxy that may fetch from this machine, where the hotel's photo host runs.

const jpeg = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  "base64",
);
let server: RunningServer;
let photos: Server;
let photoUrl = "";
beforeAll(async () => {
  photos = createServer((_req, res) => res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg));
  await new Promise<void>((r) => photos.listen(0, "127.0.0.1", r));
  photoUrl = `http://127.0.0.1:${(photos.address() as AddressInfo).port}/hotel.jpg`;
  server = await startServer(
    { WEATHER_PROVIDER: "offline" },
    { assistant: { messageLimits: { FREE: 1, PRO: 40 } }, images: httpImageSource({ allowPrivate: true }) },
  );
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((r) => photos.close(() => r()));
});
const session = browserSession();
const db = () => server.app.lotus.database.db;
const shot = (name: string) => path.join(artifactsDir, `walkthrough-c-${name}.png`);
const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };
const sizes = [
  ["1280", desktop],
  ["375", phone],
] as const;

async function person(firstName: string, lastName: string, ratePlan: "FREE" | "PRO" = "PRO") {
  return createSignedInUser(db(), { firstName, lastName, ratePlan });
}
async function browse(cookie: string, viewport = desktop) {
  const opened = await session.open(viewport, server.url);
  await signInContext(opened.context, cookie, server.url);
  return { ...opened, ui: new PlanPage(opened.page) };
}
/** A reply of Lotus's stored in the trip, with the cards `ctx` brings. */
async function storeReply(tripId: string, msg: string, ctx: Partial<TCtx>) {
  const full: TCtx = {
    flights: [],
    hotels: [],
    places: [],
    reddit: [],
    tool_uses: [],
    itinerary: [],
    destination: null,
    dates: null,
    ...ctx,
  };
  await db().insert(tripMessages).values({ tripId, userId: null, role: "assistant", msg, ctx: full });
}
/** Whether an element lies wholly inside the visible part of the chat (and of the window). */
function inView(selector: ReturnType<Page["locator"]>) {
  return selector.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const log = el.closest("[role=log]")?.getBoundingClientRect();
    const bottom = Math.min(window.innerHeight, log?.bottom ?? window.innerHeight);
    const top = Math.max(0, log?.top ?? 0);
    return r.top >= top && r.bottom <= bottom;
  });
}
const segment = (s: Partial<TSegment> & Pick<TSegment, "origin_code" | "arrive_code">): TSegment => ({
  airline_code: "AA",
  flight_number: "AA100",
  plane_type: "Boeing 777",
  origin_name: `${s.origin_code} airport`,
  arrive_name: `${s.arrive_code} airport`,
  depart_date: "2027-03-10",
  depart_time: "07:45",
  arrive_date: "2027-03-10",
  arrive_time: "19:55",
  duration_minutes: 430,
  ...s,
});

describe("the group chat's mentions", () => {
  for (const [size, viewport] of sizes) {
    it(`at ${size} px: @ opens the picker, the chosen namesake is mentioned by id and highlighted`, async () => {
      const gil = await person("Gil", `Host${size}`);
      const samA = await person("Sam", "Lee");
      const samB = await person("Sam", "Lee");
      const trip = await createTestTrip(db(), gil.user.id, [samA.user.id, samB.user.id], `Mentions ${size}`);
      const { page, ui, errors } = await browse(gil.cookie, viewport);
      await page.goto(`/plan/${trip.id}?open_chat=1`);
      const input = ui.groupInput();
      await input.waitFor();
      await input.pressSequentially("Ferry tickets, @Sa");
      const picker = page.getByRole("listbox", { name: "Mention someone" });
      await picker.waitFor();
      const options = picker.getByRole("option");
      expect(await options.allTextContents()).toEqual(["Sam Lee", "Sam Lee"]);
      // The second Sam, by keyboard.
      await input.press("ArrowDown");
      const chosen = (await options.nth(1).getAttribute("id"))?.replace("group-mention-", "");
      expect([samA.user.id, samB.user.id]).toContain(chosen);
      expect(await input.getAttribute("aria-activedescendant")).toBe(`group-mention-${chosen}`);
      await page.screenshot({ path: shot(`group-picker-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await input.press("Enter");
      expect(await input.inputValue()).toBe("Ferry tickets, @Sam Lee ");
      await input.pressSequentially("can you book?");
      await input.press("Enter");

      const highlighted = ui.groupLog().locator(`[data-mention="${chosen}"]`);
      await highlighted.waitFor();
      expect(await highlighted.textContent()).toBe("@Sam Lee");
      expect(await input.inputValue()).toBe("");
      await page.screenshot({ path: shot(`group-mention-${size}`) });
      const [stored] = await db().select().from(groupMessages).where(eq(groupMessages.tripId, trip.id));
      expect(stored?.mentions).toEqual([{ id: chosen, username: "Sam Lee", type: "user" }]);
      const other = chosen === samA.user.id ? samB.user.id : samA.user.id;
      await expect
        .poll(
          async () =>
            (
              await db()
                .select()
                .from(notifications)
                .where(eq(notifications.userId, chosen ?? ""))
            ).length,
        )
        .toBe(1);
      expect(
        (await db().select().from(notifications).where(eq(notifications.userId, other))).filter(
          (n) => n.type === "mention",
        ),
      ).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

describe("the AI chat's mentions", () => {
  it("carry the id of the member chosen in the picker, not every member of that name", async () => {
    const hal = await person("Hal", "Host");
    const samA = await person("Sam", "Lee");
    const samB = await person("Sam", "Lee");
    const trip = await createTestTrip(db(), hal.user.id, [samA.user.id, samB.user.id], "AI mentions");
    const { page, ui } = await browse(hal.cookie);
    const sent: string[] = [];
    page.on("websocket", (ws) => ws.on("framesent", (f) => sent.push(String(f.payload))));
    await page.goto(`/plan/${trip.id}`);
    await ui.input().pressSequentially("Ask @Sa");
    const options = page.getByRole("listbox", { name: "Mention someone" }).getByRole("option");
    await options.nth(1).waitFor();
    await ui.input().press("ArrowDown");
    const chosen = (await options.nth(1).getAttribute("id"))?.replace("mention-", "");
    await ui.input().press("Enter");
    await ui.input().pressSequentially("about the ferry");
    await ui.input().press("Enter");
    await page.getByRole("log").getByText("Ask @Sam Lee about the ferry").waitFor();
    const ask = sent.find((f) => f.includes('"new_ai_msg"')) ?? "";
    const payload = JSON.parse(ask.slice(ask.indexOf("["))) as [string, { mentions: unknown[] }];
    expect(payload[1].mentions).toEqual([{ id: chosen, username: "Sam Lee", type: "user" }]);
  });
});

describe("a dropped connection", () => {
  it("keeps what was typed in both chats, says it is reconnecting, and sends it once the connection is back", async () => {
    const ria = await person("Ria", "Offline");
    const trip = await createTestTrip(db(), ria.user.id, [], "Offline trip");
    const { page, ui, errors } = await browse(ria.cookie);
    await page.goto(`/plan/${trip.id}?open_chat=1`);
    await ui.groupInput().waitFor();
    await ui.input().waitFor();
    // The server stops taking connections, and this person's are cut: it is out of reach.
    const engine = server.app.lotus.io.engine as unknown as {
      opts: { allowRequest?: (req: unknown, done: (err: string | null | undefined, ok: boolean) => void) => void };
    };
    engine.opts.allowRequest = (_req, done) => done("down for the test", false);
    try {
      for (const s of server.app.lotus.io.sockets.sockets.values()) {
        if (s.data.user.id === ria.user.id) s.conn.close();
      }
      await ui.reconnecting().first().waitFor();
      await ui.say("Lisbon for 3 days from May 3 2027");
      await ui.groupInput().fill("Booked my train!");
      await ui.groupInput().press("Enter");
      // Nothing is lost: both texts stay in their boxes, and the notes say they will go.
      expect(await ui.input().inputValue()).toBe("Lisbon for 3 days from May 3 2027");
      expect(await ui.groupInput().inputValue()).toBe("Booked my train!");
      const queued = page.getByRole("status").filter({ hasText: "will be sent when the connection is back" });
      await expect.poll(() => queued.count()).toBe(2);
      await page.waitForTimeout(300);
      await page.screenshot({ path: shot("reconnecting-1280") });
      expect(await ui.errorBanner().count()).toBe(0);
    } finally {
      engine.opts.allowRequest = undefined;
    }
    // Back by itself (1-5 s): both are sent, the boxes empty, the notes gone, no banner to refresh.
    await page.getByRole("log", { name: "Chat with Lotus" }).getByText("Lisbon for 3 days from May 3 2027").waitFor({
      timeout: 20_000,
    });
    await ui.groupLog().getByText("Booked my train!").waitFor({ timeout: 20_000 });
    await ui.reply("Here's your");
    expect(await ui.input().inputValue()).toBe("");
    expect(await ui.groupInput().inputValue()).toBe("");
    expect(await ui.reconnecting().count()).toBe(0);
    expect(await ui.errorBanner().count()).toBe(0);
    const stored = await db().select().from(groupMessages).where(eq(groupMessages.tripId, trip.id));
    expect(stored.map((m) => m.message)).toEqual(["Booked my train!"]);
    await page.screenshot({ path: shot("reconnected-1280") });
    // The browser's own reports of the refused connections are all there is.
    expect(errors.filter((e) => !/WebSocket|socket\.io|ERR_|status of 4\d\d/i.test(e))).toEqual([]);
  });
});

describe("the rate-limit banner", () => {
  for (const [size, viewport] of sizes) {
    it(`at ${size} px: says how long until more messages, links the plans, and leaves the trip's name in view`, async () => {
      const rex = await person("Rex", `Limit${size}`, "FREE");
      const { page, ui } = await browse(rex.cookie, viewport);
      await page.goto("/plan");
      await ui.say("Paris for 2 days from May 3 2027");
      await ui.reply("Here's your");
      await ui.say("make it 3 days");
      const banner = ui.errorBanner();
      await banner.getByRole("link", { name: "subscription plans" }).waitFor();
      const text = (await banner.textContent()) ?? "";
      expect(text).toMatch(/You can send more messages in (\d+ h( \d+ min)?|\d+ min|under a minute) \(at /);
      // A clock time with seconds ("9:59:37 PM") was the old text.
      expect(text).not.toMatch(/\d:\d\d:\d\d/);
      expect(await banner.getByRole("link", { name: "subscription plans" }).getAttribute("href")).toBe("/pricing");
      // The text came back to the box.
      expect(await ui.input().inputValue()).toBe("make it 3 days");
      const title = page.getByRole("button", { name: "Trip to Paris", exact: true });
      await title.waitFor();
      const [b, t] = [await banner.boundingBox(), await title.boundingBox()];
      expect(b && t).toBeTruthy();
      if (b && t) {
        const overlaps = b.x < t.x + t.width && t.x < b.x + b.width && b.y < t.y + t.height && t.y < b.y + b.height;
        expect(overlaps).toBe(false);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: shot(`rate-banner-${size}`) });
    });
  }
});

const flight = (i: number): TFlight => ({
  airline_name: ["Delta", "JetBlue", "United", "American Airlines", "Alaska"][i] as string,
  price: 300 + i * 25,
  duration: 430,
  url: "https://example.test/flight",
  segments: [segment({ origin_code: "JFK", arrive_code: "LAX", flight_number: `F${i}` })],
});
const place = (i: number, rating: number | null = 4.5): TPlace => ({
  name: `Place number ${i + 1}`,
  rating,
  nratings: rating === null ? null : 100 + i,
  types: ["museum"],
  distance_from_target_location: 0.2 + i / 10,
  lat: 38.7,
  lng: -9.1,
  reviews: [],
  photos: [],
  website: null,
});

describe("the cards under a reply", () => {
  for (const [size, viewport] of sizes) {
    it(`at ${size} px: every flight and place counted can be seen`, async () => {
      const cat = await person("Cat", `Cards${size}`);
      const trip = await createTestTrip(db(), cat.user.id, [], `Cards ${size}`);
      await storeReply(trip.id, "Here are flights and places for Los Angeles:", {
        flights: Array.from({ length: 5 }, (_, i) => flight(i)),
        places: Array.from({ length: 13 }, (_, i) => place(i)),
      });
      const { page } = await browse(cat.cookie, viewport);
      await page.goto(`/plan/${trip.id}`);
      const cardsIn = (name: string) =>
        page
          .getByRole("region", { name })
          .getByRole("button")
          .filter({ hasNotText: /^Show (all|fewer)/ });
      await page.getByRole("button", { name: "Flights (5)" }).waitFor();
      expect(await cardsIn("Flights (5)").count()).toBe(4);
      expect(await cardsIn("Places (13)").count()).toBe(6);
      const allFlights = page.getByRole("button", { name: "Show all 5 flights" });
      expect(await allFlights.getAttribute("aria-expanded")).toBe("false");
      await allFlights.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => cardsIn("Flights (5)").count()).toBe(5);
      await page.getByRole("button", { name: "Show all 13 places" }).click();
      await expect.poll(() => cardsIn("Places (13)").count()).toBe(13);
      await page.getByText("Place number 13").waitFor();
      expect(await page.getByRole("button", { name: "Show fewer flights" }).getAttribute("aria-expanded")).toBe("true");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: shot(`cards-${size}`), fullPage: true });
      await page.getByRole("log").evaluate((el) => el.scrollTo(0, 0));
      await page.screenshot({ path: shot(`cards-top-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

const roundTrip: TRoundTrip = {
  outbound_leg: {
    segments: [segment({ origin_code: "JFK", arrive_code: "LIS" })],
    duration: 430,
    travel_class: "economy",
    airline_name: "American Airlines",
  },
  return_leg: {
    segments: [
      segment({
        origin_code: "LIS",
        arrive_code: "EWR",
        airline_code: "UA",
        flight_number: "UA65",
        depart_date: "2027-03-15",
        depart_time: "11:00",
        arrive_date: "2027-03-15",
        arrive_time: "14:10",
        duration_minutes: 490,
      }),
      segment({
        origin_code: "EWR",
        arrive_code: "JFK",
        airline_code: "UA",
        flight_number: "UA2",
        depart_date: "2027-03-15",
        depart_time: "16:00",
        arrive_date: "2027-03-15",
        arrive_time: "17:00",
        duration_minutes: 60,
      }),
    ],
    duration: 660,
    travel_class: "economy",
    airline_name: "United",
    price: 812,
  },
  url: "https://example.test/round-trip",
};
const hotel = (): THotel => ({
  hotel_id: "h-alfama",
  hotel_name: "Casa Alfama",
  user_rating: 8.6,
  check_in: "2027-03-11",
  check_out: "2027-03-14",
  total_price: 600,
  main_photo_url: photoUrl,
  url: "https://example.test/hotel",
  stars: 4,
  rooms: 1,
  guests: 2,
  room_type: "hotel_room",
  rules: { pets: true, children: true, parties: false, smoking: false },
  accessible: true,
  address: "Rua de São Miguel 12, 1100-544 Lisboa",
  amenities: ["Free Wi-Fi", "Breakfast included"],
});

describe("the detail modals", () => {
  for (const [size, viewport] of sizes) {
    it(`at ${size} px: a round trip names both airlines and reads its dates; a hotel and a place say what they are`, async () => {
      const dee = await person("Dee", `Detail${size}`);
      const trip = await createTestTrip(db(), dee.user.id, [], `Details ${size}`);
      await storeReply(trip.id, "A flight, a hotel and a place in Lisbon:", {
        flights: [roundTrip],
        hotels: [hotel()],
        places: [place(0, null)],
        destination: "Lisbon, Portugal",
      });
      const { page } = await browse(dee.cookie, viewport);
      await page.goto(`/plan/${trip.id}`);
      const dialog = page.getByRole("dialog");

      // The flight: the card and the modal name both airlines and both legs' stops.
      const card = page.getByRole("button", { name: /American Airlines \/ United/ });
      expect(await card.textContent()).toContain("direct out, 1 stop back");
      await card.click();
      await dialog.getByRole("heading", { name: "American Airlines / United" }).waitFor();
      expect(await dialog.textContent()).toContain("Round trip · direct out, 1 stop back · $812.00 in total");
      expect(await dialog.textContent()).toContain("Wed, Mar 10, 7:45 AM");
      expect(await dialog.textContent()).not.toMatch(/\d{4}-\d\d-\d\d/);
      await page.screenshot({ path: shot(`flight-modal-${size}`) });
      await dialog.getByRole("tab", { name: "Return Flight" }).click();
      await dialog.getByText("United · 1 stop").waitFor();
      expect(await dialog.textContent()).toContain("Mon, Mar 15, 11:00 AM");
      expect(await dialog.textContent()).not.toMatch(/\d{4}-\d\d-\d\d/);
      await page.keyboard.press("Escape");

      // The hotel: a night's price, the total, address, photo, rating, amenities and rules.
      await page.getByRole("button", { name: /Casa Alfama/ }).click();
      await dialog.getByRole("heading", { name: "Casa Alfama" }).waitFor();
      const text = () => dialog.textContent();
      expect(await text()).toContain("Thu, Mar 11 to Sun, Mar 14 · 3 nights");
      expect(await text()).toContain("Per night$200.00");
      expect(await text()).toContain("Total price$600.00 for 3 nights");
      expect(await text()).toContain("Rua de São Miguel 12, 1100-544 Lisboa");
      expect(await text()).toContain("8.6/10");
      expect(await text()).not.toContain("Not rated");
      await dialog.getByRole("img", { name: "4 stars" }).waitFor();
      for (const a of ["Hotel room", "Free Wi-Fi", "Breakfast included", "Step-free access", "Pets allowed"])
        await dialog.getByRole("listitem").filter({ hasText: a }).first().waitFor();
      const photo = dialog.getByRole("img", { name: "Casa Alfama" });
      await photo.waitFor();
      await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await page.screenshot({ path: shot(`hotel-modal-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      // The place: no rating shows no star, and the distance says from where.
      await page.getByRole("button", { name: /Place number 1/ }).click();
      await dialog.getByRole("heading", { name: "Place number 1" }).waitFor();
      expect(await dialog.textContent()).toContain("0.2 mi from central Lisbon");
      const unrated = dialog.locator("p", { hasText: "No ratings yet" });
      await unrated.waitFor();
      expect(await unrated.locator("svg").count()).toBe(0);
      await page.screenshot({ path: shot(`place-modal-${size}`) });
    });
  }
});

describe("sharing", () => {
  for (const [size, viewport] of sizes) {
    it(`at ${size} px: the default message names the destination; a new link is copied, not replaced by mistake`, async () => {
      const sia = await person("Sia", `Share${size}`);
      const trip = await createTestTrip(db(), sia.user.id, [], `Lisbon share ${size}`);
      await storeReply(trip.id, "Here's your Lisbon trip.", {
        itinerary: lisbonItinerary,
        destination: "Lisbon, Portugal",
        dates: "Mar 10 - Mar 15, 2027",
      });
      const { page } = await browse(sia.cookie, viewport);
      await page.goto(`/plan/${trip.id}`);
      await page.getByRole("button", { name: `Lisbon share ${size}`, exact: true }).click();
      await page.getByRole("menuitem", { name: "Share Trip" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "No" }).click();
      const message = await dialog.getByLabel("Message").inputValue();
      expect(message).toContain("Lisbon");
      expect(message).not.toContain("where to go");
      await page.screenshot({ path: shot(`share-email-${size}`) });

      await dialog.getByRole("tab", { name: "Link" }).click();
      await dialog.getByRole("button", { name: "Create invite link" }).click();
      const field = dialog.getByLabel("Invite link");
      await field.waitFor();
      const first = await field.inputValue();
      // The main action is now to copy the link; nothing offers to 'make a new link' in its place.
      expect(await dialog.getByRole("button", { name: "Create invite link" }).count()).toBe(0);
      expect(await dialog.getByRole("button", { name: "Make a new link" }).count()).toBe(0);
      await dialog.getByRole("button", { name: "Copy link" }).click();
      await dialog.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await field.inputValue()).toBe(first);
      await page.screenshot({ path: shot(`share-link-${size}`) });
      expect(await seriousViolations(page)).toEqual([]);
      // Replacing is there, and says what it does.
      await dialog.getByRole("button", { name: "Replace with a new link (this one stops working)" }).click();
      await expect.poll(() => field.inputValue()).not.toBe(first);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});

describe("thumbs-down feedback", () => {
  for (const [size, viewport] of sizes) {
    it(`at ${size} px: the reasons and the comment open in view, with the focus in them`, async () => {
      const tia = await person("Tia", `Thumbs${size}`);
      const trip = await createTestTrip(db(), tia.user.id, [], `Thumbs ${size}`);
      for (let i = 0; i < 4; i++) {
        await storeTestMessage(db(), trip.id, tia.user.id, `Question number ${i + 1} about the trip?`);
        await storeReply(trip.id, `Answer ${i + 1}.\n\n${"A long paragraph about the trip. ".repeat(12)}`, {});
      }
      const { page } = await browse(tia.cookie, viewport);
      await page.goto(`/plan/${trip.id}`);
      const bad = page.getByRole("button", { name: "Bad response" }).last();
      await bad.waitFor();
      // The newest reply is at the bottom of the chat: its thumbs are the last thing in view.
      await page.waitForTimeout(300);
      await bad.click();
      const first = page.getByRole("button", { name: "Offensive/unsafe" });
      await first.waitFor();
      await expect.poll(() => inView(page.getByRole("button", { name: "Continue" }))).toBe(true);
      expect(await inView(first)).toBe(true);
      expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.screenshot({ path: shot(`thumbs-down-${size}`) });
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Continue" }).click();
      const comment = page.getByLabel("Tell us more");
      await expect.poll(() => inView(page.getByRole("button", { name: "Submit", exact: true }))).toBe(true);
      expect(await comment.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.screenshot({ path: shot(`thumbs-details-${size}`) });
    });
  }
});
