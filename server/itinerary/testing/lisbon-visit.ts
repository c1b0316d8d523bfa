import type { TItineraryItem } from "../../../common/api/trips";
import { visitWindows } from "../../planner/days";
import { catalogue } from "../../travel/places/catalogue/index";

const lisbon = catalogue.find((c) => c.city === "Lisbon");

/** A visit to a place of the offline Lisbon catalogue on `date` at `time`, as the planner writes one. */
export function lisbonVisit(name: string, time: string, date: string): TItineraryItem {
  const p = lisbon?.places.find((x) => x.name === name);
  if (!p) throw new Error(`no ${name} in the catalogue`);
  return {
    date,
    time,
    type: "place",
    location: p.name,
    activity: `Visit ${p.name}`,
    place: {
      name: p.name,
      rating: null,
      nratings: null,
      types: [p.category],
      distance_from_target_location: 0,
      lat: p.lat,
      lng: p.lng,
      reviews: [],
      photos: [],
      website: null,
    },
    minutes: visitWindows[p.category].minutes,
  } as TItineraryItem;
}
