import { normalize } from "./cities";
import { type GeocodeResult, geocode } from "./gazetteer";

// Big rail termini travellers name instead of their city ("train from Paddington", "Eurostar out
// of St Pancras", "leaving Gare du Nord"). Only names that are no town of note themselves or whose
// namesake towns are suburbs a traveller would not leave from (Sydney's Paddington); a name shared
// with a real town (Victoria, Waterloo, Union Station) is left to the gazetteer.
const termini: Record<string, string> = {
  paddington: "london",
  euston: "london",
  "kings cross": "london",
  "saint pancras": "london",
  "saint pancras international": "london",
  marylebone: "london",
  "liverpool street": "london",
  "london bridge": "london",
  "gare du nord": "paris",
  "gare de lyon": "paris",
  "gare de lest": "paris",
  "gare montparnasse": "paris",
  montparnasse: "paris",
  "penn station": "new york city",
  "grand central": "new york city",
  "grand central terminal": "new york city",
  "roma termini": "rome",
  termini: "rome",
  atocha: "madrid",
  "puerta de atocha": "madrid",
  sants: "barcelona",
  "barcelona sants": "barcelona",
  "milano centrale": "milan",
  "santa lucia": "venice",
  "venezia santa lucia": "venice",
  "firenze santa maria novella": "florence",
  "santa maria novella": "florence",
  waverley: "edinburgh",
  "edinburgh waverley": "edinburgh",
  "glasgow central": "glasgow",
  "amsterdam centraal": "amsterdam",
  "berlin hbf": "berlin",
  "berlin hauptbahnhof": "berlin",
  "shinjuku station": "tokyo",
  "tokyo station": "tokyo",
  "hua lamphong": "bangkok",
  "krung thep aphiwat": "bangkok",
};

/** The city of a rail terminus named as a place ("Paddington" is London's), or null. */
export function cityOfStation(name: string): GeocodeResult | null {
  const key = normalize(name).trim();
  const city = termini[key];
  return city ? geocode(city) : null;
}
