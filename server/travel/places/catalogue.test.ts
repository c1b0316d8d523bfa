import { describe, expect, it } from "vitest";
import { distanceKm } from "../geo/distance";
import { geocode } from "../geo/gazetteer";
import { catalogue, parseCatalogueFile } from "./catalogue/index";

// 50 km leaves room for the classic day trips the catalogue lists (Shanghai's Zhujiajiao water
// town, Xi'an's Terracotta Army, El Yunque from San Juan: all under 45 km) and still catches a
// coordinate off by a degree, with its sign lost, or with latitude and longitude swapped.
const PLACE_WITHIN_KM = 50;

describe("the catalogue", () => {
  it("has at least 12 real places per city, each city once and geocoding to itself", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    expect(new Set(catalogue.map((c) => `${c.city}, ${c.country}`)).size).toBe(catalogue.length);
    for (const city of catalogue) {
      expect(city.places.length, city.city).toBeGreaterThanOrEqual(12);
      expect(new Set(city.places.map((p) => p.name)).size, city.city).toBe(city.places.length);
      for (const p of city.places) expect(p.description.length, `${city.city}: ${p.name}`).toBeGreaterThan(20);
      const found = geocode(city.city);
      expect(found?.country_code, city.city).toBe(city.country);
      expect(distanceKm(found ?? city, city), city.city).toBeLessThan(15);
    }
  });

  it("puts every place near its own city, and nearer to it than to any other city listed", () => {
    const far: string[] = [];
    const misfiled: string[] = [];
    for (const city of catalogue) {
      for (const p of city.places) {
        const km = distanceKm(city, p);
        if (km > PLACE_WITHIN_KM) far.push(`${city.city}: ${p.name} is ${Math.round(km)} km away`);
        // Kyoto, Osaka and Nara lie within 45 km of each other: a place pasted under the wrong one
        // is still "near", but closer to another city of the catalogue.
        const nearest = catalogue.reduce((a, b) => (distanceKm(b, p) < distanceKm(a, p) ? b : a));
        if (nearest !== city) misfiled.push(`${city.city}: ${p.name} is nearer ${nearest.city}`);
      }
    }
    expect(far).toEqual([]);
    expect(misfiled).toEqual([]);
  });
});

describe("reading a catalogue file", () => {
  const lisbon = {
    city: "Lisbon",
    country: "PT",
    lat: 38.7223,
    lng: -9.1393,
    places: [
      { name: "Belém Tower", category: "landmark", lat: 38.6916, lng: -9.216, description: "A fortress." },
      { name: "Alfama", category: "neighbourhood", lat: 38.7118, lng: -9.13, description: "Old lanes." },
    ],
  };
  const withPlace = (change: Record<string, unknown>) =>
    JSON.stringify([{ ...lisbon, places: [lisbon.places[0], { ...lisbon.places[1], ...change }] }]);

  it("returns the cities of a good file as written", () => {
    expect(parseCatalogueFile("europe.json", JSON.stringify([lisbon]))).toEqual([lisbon]);
  });

  it("names the file, the city, the place and the field when an entry is wrong", () => {
    expect(() => parseCatalogueFile("europe.json", withPlace({ category: "castle" }))).toThrow(
      /^Places catalogue europe\.json, city 1 \(Lisbon\), place 2 \(Alfama\): category: Invalid option/,
    );
    expect(() => parseCatalogueFile("europe.json", withPlace({ lat: 138.7 }))).toThrow(/place 2 \(Alfama\): lat: /);
    expect(() => parseCatalogueFile("europe.json", withPlace({ descripton: "typo" }))).toThrow(
      /place 2 \(Alfama\): Unrecognized key: "descripton"/,
    );
    expect(() => parseCatalogueFile("asia.json", JSON.stringify([{ ...lisbon, country: "Portugal" }]))).toThrow(
      /^Places catalogue asia\.json, city 1 \(Lisbon\): country: a two-letter country code/,
    );
  });

  it("says which file is not JSON at all", () => {
    expect(() => parseCatalogueFile("africa.json", '[{"city": "Accra",]')).toThrow(
      /^Places catalogue africa\.json is not JSON: /,
    );
  });
});
