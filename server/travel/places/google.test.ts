import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZPlace } from "../../../common/travel/schemas";
import { sessionCookieName } from "../../auth/sessions";
import { stubHttpServer } from "../../testing/stub-http";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createSignedInUser } from "../../testing/test-users";

const https = sessionCookieName({ publicUrl: "https://" });

import { ProviderError } from "../provider-error";
import { googlePlaces } from "./google";

// A local server speaking Places API (New): POST /v1/places:searchText answering with the
// documented Place resources (displayName, location, rating, userRatingCount, types, websiteUri,
// photos, reviews) and nextPageToken paging, `{}` when nothing matches, Google's error envelope
// ({error: {code, message, status}}), and GET /v1/{photo}/media redirecting to the image bytes.
const KEY = "AIzaTestKey-0123456789";
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

const louvre = {
  id: "ChIJD3uTd9hx5kcR1IQvGfr8dbk",
  displayName: { text: "Louvre Museum", languageCode: "en" },
  formattedAddress: "75001 Paris, France",
  location: { latitude: 48.8606111, longitude: 2.337644 },
  rating: 4.7,
  userRatingCount: 321456,
  types: ["art_museum", "museum", "tourist_attraction", "point_of_interest", "establishment"],
  websiteUri: "https://www.louvre.fr/",
  photos: [
    {
      name: "places/ChIJD3uTd9hx5kcR1IQvGfr8dbk/photos/AWU5eFgPhotoRef1",
      widthPx: 4032,
      heightPx: 3024,
      authorAttributions: [{ displayName: "A visitor", uri: "https://maps.google.com/maps/contrib/1", photoUri: "" }],
    },
  ],
  reviews: [
    {
      name: "places/ChIJD3uTd9hx5kcR1IQvGfr8dbk/reviews/r1",
      relativePublishTimeDescription: "a month ago",
      rating: 5,
      text: { text: "Go early and start with the Denon wing.", languageCode: "en" },
      originalText: { text: "Go early and start with the Denon wing.", languageCode: "en" },
      authorAttribution: { displayName: "Marie", uri: "https://www.google.com/maps/contrib/2", photoUri: "" },
      publishTime: "2026-10-01T10:00:00Z",
    },
    { name: "places/x/reviews/r2", rating: 4, authorAttribution: { displayName: "Silent" } },
  ],
};
const orsay = {
  id: "ChIJG5Y_dinx5kcR_R9hx",
  displayName: { text: "Musée d'Orsay", languageCode: "fr" },
  location: { latitude: 48.8599614, longitude: 2.3265614 },
  rating: 4.8,
  userRatingCount: 120000,
  types: ["museum", "point_of_interest"],
  websiteUri: "not a url",
};
const versailles = {
  id: "ChIJdUyx15R95kcRj85ZX8H8OAU",
  displayName: { text: "Palace of Versailles" },
  location: { latitude: 48.8048649, longitude: 2.1203554 },
  types: ["museum"],
};
const rodin = {
  id: "ChIJrodin",
  displayName: { text: "Musée Rodin" },
  location: { latitude: 48.8553, longitude: 2.3158 },
  types: ["museum"],
};

type Mode = "ok" | "empty" | "bad-key" | "disabled" | "429-once" | "slow" | "malformed" | "not-json";
let mode: Mode = "ok";
let throttled = false;
let seen: { method: string; path: string; headers: IncomingMessage["headers"]; body: string }[] = [];

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

const google = stubHttpServer((req, res, body) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  seen.push({ method: req.method ?? "", path: url.pathname + url.search, headers: req.headers, body });
  const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
    res.end(JSON.stringify(payload));
  };
  if (url.pathname.startsWith("/images/")) {
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(JPEG.length) });
    return res.end(JPEG);
  }
  if (req.headers["x-goog-api-key"] !== KEY)
    return json(400, googleError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key."));
  const media = /^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/.exec(url.pathname);
  if (media && req.method === "GET") {
    if (media[1]?.endsWith("Missing")) return json(404, googleError(404, "NOT_FOUND", "Photo not found."));
    if (media[1]?.endsWith("Html")) {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<html></html>");
    }
    res.writeHead(302, {
      location: `${google.base}/images/${media[1]?.split("/").pop()}?w=${url.searchParams.get("maxWidthPx")}`,
    });
    return res.end();
  }
  if (url.pathname !== "/v1/places:searchText" || req.method !== "POST")
    return json(404, googleError(404, "NOT_FOUND", "Method not found."));
  if (mode === "bad-key")
    return json(400, googleError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key."));
  if (mode === "disabled")
    return json(403, googleError(403, "PERMISSION_DENIED", "Places API (New) has not been used in project 1."));
  if (mode === "429-once" && !throttled) {
    throttled = true;
    return json(429, googleError(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted (e.g. check quota)."));
  }
  if (mode === "slow") return setTimeout(() => json(200, {}), 4000);
  if (mode === "malformed") return json(200, { places: "none today" });
  if (mode === "not-json") {
    res.writeHead(502, { "content-type": "text/html" });
    return res.end("<html><body>Bad Gateway</body></html>");
  }
  if (mode === "empty") return json(200, {});
  const parsed = JSON.parse(body) as { pageToken?: string };
  if (!parsed.pageToken) return json(200, { places: [louvre, orsay, versailles], nextPageToken: "page-2" });
  return json(200, { places: [rodin, louvre] });
});
beforeEach(() => {
  mode = "ok";
  throttled = false;
  seen = [];
});

const adapter = () =>
  googlePlaces({
    apiKey: KEY,
    apiUrl: google.base,
    photoUrl: (name) => `https://lotus.example/api/travel/photos?name=${encodeURIComponent(name)}`,
    timeoutMs: 1500,
    retries: 2,
    baseDelayMs: 5,
  });

describe("Google Places (New) adapter", () => {
  it("searches by text around the place, pages once, keeps the radius, and maps to the spec's shape", async () => {
    const r = await adapter().search({ near: "Paris", query: "museums", radiusMiles: 5 });
    expect(r.places.map((p) => p.name)).toEqual(["Louvre Museum", "Musée d'Orsay", "Musée Rodin"]);
    for (const p of r.places) ZPlace.parse(p);
    const [first, second] = r.places;
    expect(first).toMatchObject({
      rating: 4.7,
      nratings: 321456,
      types: ["art_museum", "museum", "tourist_attraction"],
      website: "https://www.louvre.fr/",
      reviews: [{ author: "Marie", rating: 5, text: "Go early and start with the Denon wing." }],
      photos: [
        "https://lotus.example/api/travel/photos?name=places%2FChIJD3uTd9hx5kcR1IQvGfr8dbk%2Fphotos%2FAWU5eFgPhotoRef1",
      ],
    });
    expect(first?.distance_from_target_location).toBeGreaterThan(0.5);
    expect(first?.distance_from_target_location).toBeLessThan(2);
    expect(second).toMatchObject({ website: null, photos: [], reviews: [], nratings: 120000 });

    expect(seen).toHaveLength(2);
    const [one, two] = seen;
    expect(one?.headers["x-goog-fieldmask"]).toContain("places.displayName");
    expect(one?.headers["x-goog-fieldmask"]).toContain("nextPageToken");
    expect(one?.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(one?.body ?? "{}");
    expect(body).toMatchObject({ textQuery: "museums in Paris, France", pageSize: 20 });
    expect(body.locationBias.circle.radius).toBe(Math.round(5 * 1609.344));
    expect(body.locationBias.circle.center.latitude).toBeCloseTo(48.85, 1);
    expect(JSON.parse(two?.body ?? "{}")).toMatchObject({ textQuery: "museums in Paris, France", pageToken: "page-2" });
    // The key goes in a header, never in a URL that might be logged.
    expect(seen.every((s) => !s.path.includes(KEY))).toBe(true);
  });

  it("turns a category into words and searches around a point without naming a city", async () => {
    await adapter().search({ near: { lat: 48.8606, lng: 2.3376 }, category: "food", radiusMiles: 1 });
    expect(JSON.parse(seen[0]?.body ?? "{}")).toMatchObject({ textQuery: "restaurants" });
  });

  it("answers an empty reply with no places and a note", async () => {
    mode = "empty";
    const r = await adapter().search({ near: "Lisbon", query: "ice rinks", radiusMiles: 3 });
    expect(r).toEqual({ places: [], note: "Google Places found no ice rinks within 3 miles." });
  });

  it("reports a refused key and a disabled API as provider errors, with Google's reason", async () => {
    mode = "bad-key";
    await expect(adapter().search({ near: "Paris", query: "parks" })).rejects.toThrow(/status 400.*INVALID_ARGUMENT/);
    mode = "disabled";
    const error = await adapter()
      .search({ near: "Paris", query: "parks" })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: "http" });
    expect(String(error.message)).toContain("PERMISSION_DENIED");
  });

  it("retries a 429 and then succeeds", async () => {
    mode = "429-once";
    const r = await adapter().search({ near: "Paris", query: "museums", radiusMiles: 5 });
    expect(r.places.length).toBe(3);
    expect(seen.length).toBe(3);
  });

  it("gives up on a slow reply with a timeout error", async () => {
    mode = "slow";
    await expect(adapter().search({ near: "Paris", query: "museums" })).rejects.toMatchObject({ kind: "timeout" });
  });

  it("refuses a malformed or non-JSON reply with a clear error, not a crash", async () => {
    mode = "malformed";
    await expect(adapter().search({ near: "Paris", query: "museums" })).rejects.toMatchObject({ kind: "malformed" });
    mode = "not-json";
    await expect(adapter().search({ near: "Paris", query: "museums" })).rejects.toMatchObject({ kind: "malformed" });
  });

  it("refuses bad input before calling Google", async () => {
    await expect(adapter().search({ near: "Qwxzzyv Plmnb", query: "museums" })).rejects.toMatchObject({
      code: "invalid",
    });
    await expect(adapter().search({ near: "Paris", radiusMiles: -1 })).rejects.toMatchObject({ code: "invalid" });
    expect(seen).toHaveLength(0);
  });

  it("fetches a photo through the media redirect, and refuses names that are not photos", async () => {
    const photo = await adapter().photo("places/P1/photos/Ref1", 400);
    expect(photo.contentType).toBe("image/jpeg");
    expect(photo.body.equals(JPEG)).toBe(true);
    expect(seen[0]?.path).toBe("/v1/places/P1/photos/Ref1/media?maxWidthPx=400");
    await expect(adapter().photo("places/P1/photos/Missing")).rejects.toThrow(/NOT_FOUND/);
    await expect(adapter().photo("places/P1/photos/Html")).rejects.toMatchObject({ kind: "malformed" });
    await expect(adapter().photo("../../etc/passwd")).rejects.toMatchObject({ code: "invalid" });
  });
});

describe("GET /api/travel/photos", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GOOGLE_PLACES_API_KEY: KEY,
      GOOGLE_PLACES_API_URL: google.base,
      PUBLIC_URL: "https://lotus.example",
      WEATHER_PROVIDER: "offline",
    });
  });
  afterAll(() => t.close());

  it("serves a signed-in user the photo bytes without ever showing the key", async () => {
    const { cookie } = await createSignedInUser(t.app.lotus.database.db, {}, https);
    const url = "/api/travel/photos?name=places%2FP1%2Fphotos%2FRef1&w=300";
    const anonymous = await t.app.inject({ method: "GET", url });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.rawPayload.equals(JPEG)).toBe(true);
    expect(JSON.stringify(res.headers)).not.toContain(KEY);

    const bad = await t.app.inject({ method: "GET", url: "/api/travel/photos?name=..%2Fsecrets", headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/travel/photos?name=places%2FP1%2Fphotos%2FMissing",
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(503);
    expect(missing.body).not.toContain(KEY);
    expect(JSON.stringify(t.logs)).not.toContain(KEY);
  });

  it("hands out photo URLs on this server from a search", async () => {
    const r = await t.app.lotus.travel.places.search({ near: "Paris", query: "museums", radiusMiles: 5 });
    expect(t.app.lotus.travel.places.name).toBe("google-places");
    expect(r.places[0]?.photos[0]).toMatch(/^https:\/\/lotus\.example\/api\/travel\/photos\?name=places%2F/);
  });
});
