import { type Airport, allAirports } from "./airports";
import { normalize } from "./cities";

// Airports by the names travellers call them ("flying out of Heathrow", "Gatwick", "Schiphol",
// "Charles de Gaulle", "Changi", "O'Hare"): an airport's name without its city's name and the
// words every airport has. Only the airports of the given cities' big ones (the caller passes
// which), so a field's name does not become a town.

/** Words in airports' names that name no airport of their own. */
const generic =
  /\b(?:international|intl|airport|aeroporto|aeropuerto|aeroport|flughafen|regional|municipal|county|metropolitan|field|airfield|airpark|air base|the)\b/g;
/** Single words that are everyday English or too common to stand for an airport. */
const tooCommon = new Set([
  "midway",
  "hobby",
  "love",
  "liberty",
  "capital",
  "general",
  "memorial",
  "national",
  "central",
  "downtown",
  "executive",
  "island",
  "city",
  "north",
  "south",
  "east",
  "west",
  "new",
  "main",
  "intercontinental",
  "continental",
]);

let byName: Map<string, Airport> | undefined;

/** The distinctive names of an airport: "London Heathrow Airport" -> heathrow; "Leonardo da Vinci–Fiumicino" -> both (never a surname alone). */
export function airportNameKeys(airport: Pick<Airport, "name" | "city">): string[] {
  const city = normalize(airport.city);
  const keys = new Set<string>();
  for (const part of airport.name.split(/\s*[–/]\s*|\s+-\s+|(?<=\p{L})-(?=\p{Lu})/u)) {
    let key = ` ${normalize(part).replace(generic, " ")} `;
    // The city's own name ("London Heathrow", "Paris-Orly", "Milano Linate") is not the airport's.
    for (const w of city.split(" ")) key = key.replace(` ${w} `, " ");
    key = key.replace(/\s+/g, " ").trim();
    if (key.length < 5 || tooCommon.has(key)) continue;
    keys.add(key);
  }
  return [...keys];
}

/** The airport a traveller names ("Heathrow", "charles de gaulle"), among the airports `served` accepts. */
export function airportNamed(text: string, served: (airport: Airport) => boolean): Airport | undefined {
  if (!byName) {
    byName = new Map();
    for (const airport of allAirports()) {
      if (!served(airport)) continue;
      for (const key of airportNameKeys(airport)) if (!byName.has(key)) byName.set(key, airport);
    }
  }
  return byName.get(normalize(text));
}
