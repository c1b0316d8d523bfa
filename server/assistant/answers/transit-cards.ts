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
