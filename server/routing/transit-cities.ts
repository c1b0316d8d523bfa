import { distanceKm } from "../travel/geo/distance";
import type { LatLng } from "./types";

// Cities where a visitor gets about by metro, subway or tram rather than by taxi: their centres
// and the word people use for it. A small hand-kept list (the catalogue's cities and other large
// ones) rather than a population threshold: Las Vegas and Dubai are large, but one rides the
// Strip's monorail or a taxi, and Lisbon and Prague are smaller but better served than most.

type TransitCity = readonly [name: string, lat: number, lng: number, word: string];

const cities: readonly TransitCity[] = [
  // Europe
  ["Amsterdam", 52.37, 4.9, "tram"],
  ["Athens", 37.98, 23.73, "metro"],
  ["Barcelona", 41.39, 2.17, "metro"],
  ["Belgrade", 44.82, 20.46, "tram"],
  ["Berlin", 52.52, 13.4, "U-Bahn"],
  ["Bilbao", 43.26, -2.93, "metro"],
  ["Bologna", 44.49, 11.34, "bus"],
  ["Bordeaux", 44.84, -0.58, "tram"],
  ["Brussels", 50.85, 4.35, "metro"],
  ["Bucharest", 44.43, 26.1, "metro"],
  ["Budapest", 47.5, 19.04, "metro"],
  ["Cologne", 50.94, 6.96, "tram"],
  ["Copenhagen", 55.68, 12.57, "metro"],
  ["Dresden", 51.05, 13.74, "tram"],
  ["Dublin", 53.35, -6.26, "tram"],
  ["Edinburgh", 55.95, -3.19, "tram"],
  ["Florence", 43.77, 11.25, "tram"],
  ["Geneva", 46.2, 6.14, "tram"],
  ["Glasgow", 55.86, -4.25, "subway"],
  ["Hamburg", 53.55, 9.99, "U-Bahn"],
  ["Helsinki", 60.17, 24.94, "tram"],
  ["Istanbul", 41.01, 28.98, "metro"],
  ["Kraków", 50.06, 19.94, "tram"],
  ["Lisbon", 38.72, -9.14, "metro"],
  ["London", 51.51, -0.13, "Tube"],
  ["Lyon", 45.76, 4.84, "metro"],
  ["Madrid", 40.42, -3.7, "metro"],
  ["Manchester", 53.48, -2.24, "tram"],
  ["Marseille", 43.3, 5.37, "metro"],
  ["Milan", 45.46, 9.19, "metro"],
  ["Moscow", 55.76, 37.62, "metro"],
  ["Munich", 48.14, 11.58, "U-Bahn"],
  ["Naples", 40.85, 14.27, "metro"],
  ["Nice", 43.7, 7.27, "tram"],
  ["Nuremberg", 49.45, 11.08, "U-Bahn"],
  ["Oslo", 59.91, 10.75, "metro"],
  ["Paris", 48.86, 2.35, "metro"],
  ["Porto", 41.15, -8.61, "metro"],
  ["Prague", 50.08, 14.44, "metro"],
  ["Riga", 56.95, 24.11, "tram"],
  ["Rome", 41.9, 12.5, "metro"],
  ["Saint Petersburg", 59.94, 30.31, "metro"],
  ["Sofia", 42.7, 23.32, "metro"],
  ["Stockholm", 59.33, 18.07, "metro"],
  ["Strasbourg", 48.58, 7.75, "tram"],
  ["Thessaloniki", 40.64, 22.94, "metro"],
  ["Turin", 45.07, 7.69, "metro"],
  ["Valencia", 39.47, -0.38, "metro"],
  ["Vienna", 48.21, 16.37, "U-Bahn"],
  ["Warsaw", 52.23, 21.01, "metro"],
  ["Zurich", 47.38, 8.54, "tram"],
  ["Seville", 37.39, -5.99, "metro"],
  ["Málaga", 36.72, -4.42, "metro"],
  // Asia and the Middle East
  ["Bangkok", 13.75, 100.5, "Skytrain"],
  ["Beijing", 39.9, 116.4, "subway"],
  ["Busan", 35.18, 129.08, "subway"],
  ["Delhi", 28.61, 77.21, "metro"],
  ["Doha", 25.29, 51.53, "metro"],
  ["Dubai", 25.2, 55.27, "metro"],
  ["Fukuoka", 33.59, 130.4, "subway"],
  ["Hiroshima", 34.39, 132.46, "tram"],
  ["Hong Kong", 22.3, 114.17, "MTR"],
  ["Jakarta", -6.2, 106.85, "MRT"],
  ["Kuala Lumpur", 3.14, 101.69, "LRT"],
  ["Kyoto", 35.01, 135.77, "subway"],
  ["Manila", 14.6, 120.98, "LRT"],
  ["Mumbai", 19.08, 72.88, "metro"],
  ["Osaka", 34.69, 135.5, "subway"],
  ["Sapporo", 43.06, 141.35, "subway"],
  ["Seoul", 37.57, 126.98, "subway"],
  ["Shanghai", 31.23, 121.47, "metro"],
  ["Singapore", 1.29, 103.85, "MRT"],
  ["Taipei", 25.03, 121.56, "MRT"],
  ["Tbilisi", 41.72, 44.79, "metro"],
  ["Tel Aviv", 32.08, 34.78, "light rail"],
  ["Tokyo", 35.68, 139.76, "subway"],
  ["Xi'an", 34.34, 108.94, "metro"],
  ["Baku", 40.41, 49.87, "metro"],
  ["Ho Chi Minh City", 10.78, 106.7, "metro"],
  ["Hanoi", 21.03, 105.85, "metro"],
  // The Americas
  ["Boston", 42.36, -71.06, "subway"],
  ["Buenos Aires", -34.6, -58.38, "Subte"],
  ["Chicago", 41.88, -87.63, "L train"],
  ["Lima", -12.05, -77.04, "bus"],
  ["Medellín", 6.25, -75.57, "metro"],
  ["Mexico City", 19.43, -99.13, "metro"],
  ["Montreal", 45.5, -73.57, "métro"],
  ["New York City", 40.71, -74.01, "subway"],
  ["Panama City", 8.98, -79.52, "metro"],
  ["Philadelphia", 39.95, -75.17, "subway"],
  ["Rio de Janeiro", -22.91, -43.17, "metro"],
  ["San Francisco", 37.77, -122.42, "Muni Metro"],
  ["Santiago", -33.45, -70.67, "metro"],
  ["São Paulo", -23.55, -46.63, "metro"],
  ["Toronto", 43.65, -79.38, "subway"],
  ["Vancouver", 49.28, -123.12, "SkyTrain"],
  ["Washington", 38.9, -77.04, "Metro"],
  ["Seattle", 47.61, -122.33, "light rail"],
  ["Los Angeles", 34.05, -118.24, "Metro"],
  // Oceania and Africa
  ["Melbourne", -37.81, 144.96, "tram"],
  ["Sydney", -33.87, 151.21, "train"],
  ["Brisbane", -27.47, 153.03, "train"],
  ["Cairo", 30.04, 31.24, "metro"],
  ["Casablanca", 33.57, -7.59, "tram"],
];

/** How far from a centre its transit still serves a visitor. */
const REACH_KM = 25;

/** Answers by the hundredth of a degree (about a kilometre): the planner asks of the same streets often. */
const known = new Map<string, string | null>();

/** The local word for a city's transit ("metro", "tram") when the point lies in such a city, else null. */
export function transitAt(p: LatLng): string | null {
  const key = `${Math.round(p.lat * 100)},${Math.round(p.lng * 100)}`;
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const word = nearestTransit(p);
  // Bounded: a long-running server plans trips all over the world.
  if (known.size > 50_000) known.clear();
  known.set(key, word);
  return word;
}

function nearestTransit(p: LatLng): string | null {
  let best: { word: string; km: number } | null = null;
  for (const [, lat, lng, word] of cities) {
    // A cheap box test first: the list is searched for every leg the planner weighs.
    if (Math.abs(lat - p.lat) > 0.4 || Math.abs(lng - p.lng) > 0.6) continue;
    const km = distanceKm(p, { lat, lng });
    if (km <= REACH_KM && (!best || km < best.km)) best = { word, km };
  }
  return best?.word ?? null;
}
