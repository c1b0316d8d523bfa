import { z } from "zod";
import { searchPhraseFor } from "../../../common/travel/place-kinds";
import type { TPlace } from "../../../common/travel/schemas";
import { Invalid } from "../../errors";
import { distanceKm } from "../geo/distance";
import { fetchJson, fetchRetryingStale, ProviderError } from "../provider-error";
import { type PlacePhoto, type PlaceProvider, type PlaceQuery, type PlaceResults, resolvePlaceQuery } from "./provider";

// Google Places API (New): Text Search with a circular location bias, two pages at most. Photos
// are named resources ("places/ID/photos/REF") whose media needs the API key, so each becomes a
// URL on our own server (`photoUrl`), which fetches the image with the key: the key never
// reaches a browser.

const ZGoogleError = z.object({
  error: z.object({ code: z.number(), message: z.string(), status: z.string().optional() }),
});
const ZGooglePlace = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  rating: z.number().min(0).max(5).optional(),
  userRatingCount: z.number().int().min(0).optional(),
  types: z.array(z.string()).optional(),
  websiteUri: z.string().optional(),
  photos: z.array(z.object({ name: z.string() })).optional(),
  reviews: z
    .array(
      z.object({
        rating: z.number().optional(),
        text: z.object({ text: z.string() }).optional(),
        originalText: z.object({ text: z.string() }).optional(),
        authorAttribution: z.object({ displayName: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
// Google answers `{}` when nothing matches.
const ZSearchTextResponse = z.object({
  places: z.array(ZGooglePlace).optional(),
  nextPageToken: z.string().optional(),
});

/** What a photo's resource name looks like; anything else is refused before it reaches Google. */
export const PHOTO_NAME = /^places\/[A-Za-z0-9_-]{1,300}\/photos\/[A-Za-z0-9_-]{1,1000}$/;

const FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.location",
  "places.rating",
  "places.userRatingCount",
  "places.types",
  "places.websiteUri",
  "places.photos",
  "places.reviews",
  "nextPageToken",
].join(",");

// Types every place has; they tell a traveller nothing.
const noiseTypes = new Set(["point_of_interest", "establishment"]);

export type GooglePlacesOptions = {
  apiKey: string;
  apiUrl?: string;
  /** Turns a photo's resource name into a URL a browser may load (our photo route). */
  photoUrl: (name: string) => string;
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
};

const MAX_PAGES = 2;
const PAGE_SIZE = 20;
const KM_PER_MILE = 1.609344;

export function googlePlaces(
  options: GooglePlacesOptions,
): PlaceProvider & { photo(name: string, maxWidthPx?: number): Promise<PlacePhoto> } {
  const apiUrl = (options.apiUrl ?? "https://places.googleapis.com").replace(/\/+$/, "");
  const http = {
    timeoutMs: options.timeoutMs ?? 6000,
    retries: options.retries ?? 2,
    baseDelayMs: options.baseDelayMs,
  };

  function failure(status: number, body: unknown): ProviderError {
    const parsed = ZGoogleError.safeParse(body);
    const detail = parsed.success
      ? `${parsed.data.error.status ?? parsed.data.error.code}: ${parsed.data.error.message}`
      : "";
    return new ProviderError("google-places", "http", `status ${status}${detail ? ` (${detail})` : ""}`);
  }

  function toPlace(p: z.infer<typeof ZGooglePlace>, point: { lat: number; lng: number }): TPlace | null {
    const name = p.displayName?.text?.trim();
    if (!name) return null;
    const lat = p.location.latitude;
    const lng = p.location.longitude;
    const website = p.websiteUri && z.string().url().safeParse(p.websiteUri).success ? p.websiteUri : null;
    return {
      name,
      rating: p.rating ?? null,
      nratings: p.userRatingCount ?? null,
      types: (p.types ?? []).filter((t) => !noiseTypes.has(t)),
      distance_from_target_location: Math.round((distanceKm(point, { lat, lng }) / KM_PER_MILE) * 100) / 100,
      lat,
      lng,
      reviews: (p.reviews ?? [])
        .map((r) => ({
          author: r.authorAttribution?.displayName ?? "A Google user",
          rating: r.rating ?? null,
          text: (r.text?.text ?? r.originalText?.text ?? "").trim(),
        }))
        .filter((r) => r.text)
        .slice(0, 5),
      photos: (p.photos ?? [])
        .map((ph) => ph.name)
        .filter((n) => PHOTO_NAME.test(n))
        .slice(0, 3)
        .map(options.photoUrl),
      website,
    };
  }

  return {
    name: "google-places",

    async search(input: PlaceQuery): Promise<PlaceResults> {
      const { q, resolved, point } = resolvePlaceQuery(input);
      const what = q.query?.trim() || (q.category ? searchPhraseFor(q.category) : "top sights");
      const textQuery = resolved ? `${what} in ${resolved.name}, ${resolved.country}` : what;
      const radiusKm = q.radiusMiles * KM_PER_MILE;

      const places: TPlace[] = [];
      const seen = new Set<string>();
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const { status, body } = await fetchJson("google-places", `${apiUrl}/v1/places:searchText`, {
          ...http,
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-goog-api-key": options.apiKey,
            "x-goog-fieldmask": FIELD_MASK,
          },
          body: JSON.stringify({
            textQuery,
            pageSize: PAGE_SIZE,
            // Google caps a bias circle at 50 km.
            locationBias: {
              circle: {
                center: { latitude: point.lat, longitude: point.lng },
                radius: Math.min(50_000, Math.round(radiusKm * 1000)),
              },
            },
            ...(pageToken ? { pageToken } : {}),
          }),
        });
        if (status >= 400) throw failure(status, body);
        const reply = ZSearchTextResponse.safeParse(body);
        if (!reply.success) throw new ProviderError("google-places", "malformed", "a search reply in an unknown shape");
        for (const raw of reply.data.places ?? []) {
          if (seen.has(raw.id)) continue;
          seen.add(raw.id);
          const place = toPlace(raw, point);
          // A bias is not a limit: places outside the radius asked for are dropped here.
          if (place && place.distance_from_target_location * KM_PER_MILE <= radiusKm) places.push(place);
        }
        pageToken = reply.data.nextPageToken;
        if (!pageToken || places.length >= PAGE_SIZE) break;
      }
      return places.length
        ? { places }
        : { places, note: `Google Places found no ${what} within ${q.radiusMiles} miles.` };
    },

    async photo(name: string, maxWidthPx = 800): Promise<PlacePhoto> {
      if (!PHOTO_NAME.test(name)) throw Invalid("Not a place photo");
      const width = Math.max(64, Math.min(1600, Math.round(maxWidthPx)));
      let res: Response;
      try {
        // The media endpoint redirects to the image itself; fetch follows it.
        res = await fetchRetryingStale(`${apiUrl}/v1/${name}/media?maxWidthPx=${width}`, {
          headers: { "x-goog-api-key": options.apiKey },
          signal: AbortSignal.timeout(http.timeoutMs),
        });
      } catch (error) {
        const kind = (error as Error).name === "TimeoutError" ? "timeout" : "network";
        throw new ProviderError("google-places", kind, `photo: ${(error as Error).message}`);
      }
      const contentType = res.headers.get("content-type") ?? "";
      if (!res.ok) {
        const body = await res.json().catch(() => undefined);
        throw failure(res.status, body);
      }
      if (!/^image\/(jpeg|png|webp|gif)$/.test(contentType.split(";")[0]?.trim() ?? "")) {
        await res.body?.cancel();
        throw new ProviderError("google-places", "malformed", `photo: not an image (${contentType || "no type"})`);
      }
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length > 8 * 1024 * 1024) throw new ProviderError("google-places", "malformed", "photo: too large");
      return { contentType: contentType.split(";")[0]?.trim() ?? "image/jpeg", body };
    },
  };
}
