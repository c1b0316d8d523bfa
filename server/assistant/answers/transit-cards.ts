import { plain } from "./text";

// The rechargeable transit card a city's metro and buses run on, by the name travellers hear of
// it (each operator's own name for years): said instead of "a transit card" where it is known.

const cards: [RegExp, string][] = [
  [
    /^(?:tokyo|yokohama|osaka|kyoto|kobe|nara|nagoya|fukuoka|sapporo|hiroshima|sendai)$/,
    "an IC card (Suica, Pasmo or ICOCA, all taken on trains and buses across Japan's big cities)",
  ],
  [/^(?:seoul|busan|incheon)$/, "a T-money card"],
  [/^hong kong$/, "an Octopus card"],
  [/^singapore$/, "an EZ-Link card (or a contactless bank card)"],
  [/^(?:taipei|kaohsiung)$/, "an EasyCard"],
  [/^london$/, "an Oyster card or a contactless bank card (same fares, with daily caps)"],
  [/^istanbul$/, "an Istanbulkart"],
  [/^lisbon|lisboa$/, "a Viva Viagem card (or Navegante)"],
  [/^sydney$/, "an Opal card or a contactless bank card"],
  [/^melbourne$/, "a myki card"],
  [/^bangkok$/, "a Rabbit card (BTS Skytrain)"],
  [/^paris$/, "a Navigo Easy card"],
  [/^(?:new york|new york city|nyc|manhattan|brooklyn)$/, "OMNY (tap a contactless bank card or phone)"],
];

// Children's fares where the operator's rule is simple and long-standing.
const childFares: [RegExp, string][] = [
  [/^london$/, "children under 11 travel free on the Tube and buses with a paying adult"],
  [
    /^(?:new york|new york city|nyc|manhattan|brooklyn)$/,
    "up to three children under 44 inches (112 cm) ride the subway free with a paying adult",
  ],
  [
    /^(?:tokyo|yokohama|osaka|kyoto|kobe|nara|nagoya|fukuoka|sapporo|hiroshima|sendai)$/,
    "children 6-11 pay half fare (with a child IC card or child tickets) and under-6s ride free with an adult",
  ],
];

/** The city's rule for children's fares, or undefined when none is on file. */
export function childFareOf(city: string | undefined): string | undefined {
  if (!city) return undefined;
  const n = plain(city);
  return childFares.find(([re]) => re.test(n))?.[1];
}

/** The transit card of the city by its usual name, or undefined when none is on file. */
export function transitCardOf(city: string | undefined): string | undefined {
  if (!city) return undefined;
  const n = plain(city);
  return cards.find(([re]) => re.test(n))?.[1];
}

// Where fares are free, or free only to residents (visitors often hear only "it's free"): by
// country code for a whole country, by town for one town's network.
const freeFares: { country?: string; town?: RegExp; text: string }[] = [
  {
    country: "LU",
    town: /^(?:luxembourg|luxembourg city|ville de luxembourg|esch sur alzette)$/,
    text: "Public transport is **free** across Luxembourg for everyone, visitors included (since March 2020): buses, trams and trains in second class, the buses from the airport too. Only first class on trains is paid",
  },
  { town: /^(?:dunkirk|dunkerque)$/, text: "Buses in Dunkirk are **free** for everyone (since 2018)" },
  { town: /^calais$/, text: "Buses in Calais are **free** for everyone (since 2020)" },
  {
    town: /^tallinn$/,
    text: "Public transport in Tallinn is free only for registered residents: visitors pay the fare (a rechargeable card or a ticket)",
  },
  {
    country: "MT",
    text: "Buses in Malta are free only for residents with a personal card: visitors pay (single tickets or a visitor's card)",
  },
];

/** Whether fares are free in the town (or its country), said as a sentence; undefined when not on file. */
export function freeFareOf(town: string | undefined, country: string | undefined): string | undefined {
  const n = town ? plain(town) : "";
  return freeFares.find((f) => (f.country && f.country === country) || (f.town && n && f.town.test(n)))?.text;
}
