import type { Airport } from "./airports";

// Airports opened or moved since the OpenFlights snapshot was taken (public facts): these
// replace or add to its entries. Codes that closed (Berlin's TXL and SXF) are dropped.
export const airportUpdates: Airport[] = [
  {
    code: "DOH",
    name: "Hamad International Airport",
    city: "Doha",
    country: "Qatar",
    lat: 25.2731,
    lng: 51.6081,
    tz: "Asia/Qatar",
    elevationM: 4,
  },
  {
    code: "IST",
    name: "Istanbul Airport",
    city: "Istanbul",
    country: "Turkey",
    lat: 41.2753,
    lng: 28.7519,
    tz: "Europe/Istanbul",
    elevationM: 99,
  },
  {
    code: "BER",
    name: "Berlin Brandenburg Airport",
    city: "Berlin",
    country: "Germany",
    lat: 52.3667,
    lng: 13.5033,
    tz: "Europe/Berlin",
    elevationM: 48,
  },
  {
    code: "NLU",
    name: "Felipe Ángeles International Airport",
    city: "Mexico City",
    country: "Mexico",
    lat: 19.7456,
    lng: -99.0158,
    tz: "America/Mexico_City",
    elevationM: 2240,
  },
];

export const closedAirports = new Set(["TXL", "SXF"]);
