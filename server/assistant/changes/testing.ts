import type { DateTime } from "luxon";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import type { TPlace } from "../../../common/travel/schemas";
import { loadConfig } from "../../config";
import { createTravel } from "../../travel/travel";
import { offlineEngine } from "../offline-engine";
import { emptyPlan, type Plan } from "../plan";
import { createToolbox } from "../tools";

// Hand-made itinerary pieces for the change readers' tests: a place at a town's centre and an
// hour and a half's visit to it.

type At = { lat: number; lng: number };

export const testPlace = (name: string, types: string[], at: At): TPlace => ({
  name,
  rating: null,
  nratings: null,
  types,
  distance_from_target_location: 0,
  lat: at.lat,
  lng: at.lng,
  reviews: [],
  photos: [],
  website: null,
});

export const testVisit = (date: string, time: string, name: string, kind: string, at: At): TItineraryItem => ({
  date,
  time,
  type: "place",
  location: name,
  activity: `Visit ${name}`,
  place: testPlace(name, [kind], at),
  minutes: 90,
});

const kyoto = { lat: 35.01, lng: 135.76 };
const kyotoVisit = (date: string, time: string, name: string, kind: string) => testVisit(date, time, name, kind, kyoto);

/** Three days in Kyoto (Gion; Nijo Castle and Nishiki Market; Heian Shrine), from 2026-12-10. */
export const kyotoDays = (): TItineraryDay[] => [
  { date: "2026-12-10", items: [kyotoVisit("2026-12-10", "17:00", "Gion", "neighborhood")] },
  {
    date: "2026-12-11",
    items: [
      kyotoVisit("2026-12-11", "09:30", "Nijo Castle", "landmark"),
      kyotoVisit("2026-12-11", "14:00", "Nishiki Market", "market"),
    ],
  },
  { date: "2026-12-12", items: [kyotoVisit("2026-12-12", "10:00", "Heian Shrine", "shrine")] },
];

/**
 * Real trips to change: the offline travel data, and `planned(message)`, the offline engine's plan
 * and itinerary for a first message, as the change tests start from.
 */
export function offlineTrips(now: DateTime) {
  const travel = createTravel(
    loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-changes", WEATHER_PROVIDER: "offline" }),
  );
  async function planned(message: string): Promise<{ plan: Plan; itinerary: TItineraryDay[] }> {
    const r = await offlineEngine().reply({
      message,
      history: [],
      plan: emptyPlan(),
      now,
      traveller: { firstName: "Ana" },
      tools: createToolbox(travel),
      emit: () => {},
    });
    return { plan: r.plan, itinerary: r.ctx.itinerary };
  }
  return { travel, planned };
}
