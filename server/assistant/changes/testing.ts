import type { TItineraryItem } from "../../../common/api/trips";
import type { TPlace } from "../../../common/travel/schemas";

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
