// Facts about a country that hold for years and that travellers ask before they go: the plug
// types and mains voltage, whether the tap water is drunk, and the tipping custom. Only
// well-established facts are kept here, per ISO 3166-1 code; a country not in the table gets the
// general advice and where to check, never a guess.
//
// Sources:
// - Plugs and voltage: the IEC's "World Plugs" list (https://www.iec.ch/world-plugs), plug type
//   letters as the IEC names them.
// - Tap water: the CDC's Travelers' Health destination pages and the countries' own water
//   authorities; "cities" marks places where the mains water is treated but most people (and the
//   usual travel advice) still drink bottled or filtered water.
// - Tipping: the customs stated alike by the national tourist boards and the major guidebooks;
//   figures are the usual range, not a rule.

export type Water = "yes" | "cities" | "no";

export type CountryFacts = {
  /** IEC plug type letters. */
  plugs: string;
  /** Mains voltage. */
  volts: string;
  water?: Water;
  tipping?: string;
};

const f = (plugs: string, volts: string, water?: Water, tipping?: string): CountryFacts => ({
  plugs,
  volts,
  ...(water ? { water } : {}),
  ...(tipping ? { tipping } : {}),
});

const euroRoundUp = "service is included in the bill; rounding up or leaving 5-10% for good service is usual";

const table: Record<string, CountryFacts> = {
  US: f(
    "A and B",
    "120 V",
    "yes",
    "tipping is expected: 15-20% at sit-down restaurants (18-20% is common in cities), 15-20% for taxis and rideshares, about $1-2 a drink at bars and $2-5 a night for housekeeping",
  ),
  CA: f(
    "A and B",
    "120 V",
    "yes",
    "tipping is expected: 15-20% at restaurants, about 15% for taxis, $1-2 a drink at bars",
  ),
  MX: f("A and B", "127 V", "no", "10-15% at restaurants is usual; small tips for porters and guides"),
  GB: f(
    "G",
    "230 V",
    "yes",
    "10-12.5% at restaurants when no service charge is on the bill (check: it often is); no tip is expected in pubs",
  ),
  IE: f("G", "230 V", "yes", "10-15% at restaurants for good service; not expected in pubs"),
  FR: f("C and E", "230 V", "yes", euroRoundUp),
  DE: f(
    "C and F",
    "230 V",
    "yes",
    "round up or add 5-10% at restaurants, and tell the server the total when you pay rather than leaving it on the table",
  ),
  AT: f("C and F", "230 V", "yes", "round up or add 5-10% at restaurants, said to the server as you pay"),
  CH: f("C and J", "230 V", "yes", euroRoundUp),
  ES: f("C and F", "230 V", "yes", "tipping is modest: rounding up or 5-10% at restaurants for good service"),
  PT: f("C and F", "230 V", "yes", "tipping is modest: 5-10% at restaurants for good service is appreciated"),
  IT: f(
    "C, F and L",
    "230 V",
    "yes",
    "a cover charge (coperto) is often on the bill; rounding up or a few euros for good service is plenty",
  ),
  NL: f("C and F", "230 V", "yes", euroRoundUp),
  BE: f("C and E", "230 V", "yes", euroRoundUp),
  GR: f("C and F", "230 V", "cities", "rounding up or 5-10% at restaurants is usual"),
  CZ: f("C and E", "230 V", "yes", "round up or add about 10% at restaurants"),
  PL: f("C and E", "230 V", "yes", "about 10% at restaurants for good service"),
  HU: f("C and F", "230 V", "yes", "10-15% at restaurants unless a service charge is on the bill"),
  HR: f("C and F", "230 V", "yes", "rounding up or about 10% at restaurants"),
  SE: f("C and F", "230 V", "yes", "service is included; rounding up is a kindness, not expected"),
  NO: f("C and F", "230 V", "yes", "service is included; rounding up is a kindness, not expected"),
  DK: f("C, E, F and K", "230 V", "yes", "service is included; rounding up is a kindness, not expected"),
  FI: f("C and F", "230 V", "yes", "service is included; tipping is not expected"),
  IS: f("C and F", "230 V", "yes", "service is included; tipping is not expected"),
  TR: f("C and F", "230 V", "cities", "5-10% at restaurants is usual"),
  RU: f("C and F", "220 V", "no"),
  JP: f(
    "A and B",
    "100 V",
    "yes",
    "tipping is not customary and can cause confusion; good service is simply part of the price",
  ),
  KR: f("C and F", "220 V", "yes", "tipping is not customary"),
  CN: f("A, C and I", "220 V", "no", "tipping is not customary outside international hotels"),
  HK: f("G", "220 V", "cities", "a 10% service charge is usually on restaurant bills; rounding up is enough"),
  TW: f("A and B", "110 V", "cities", "tipping is not customary; restaurants often add a 10% service charge"),
  SG: f("G", "230 V", "yes", "tipping is not expected; restaurants usually add a 10% service charge to the bill"),
  MY: f("G", "240 V", "cities", "tipping is not expected; many restaurants add a 10% service charge"),
  TH: f(
    "A, B, C, F and O",
    "230 V",
    "no",
    "tipping is not required; leaving the small change or about 10% in sit-down restaurants is appreciated",
  ),
  VN: f(
    "A, C and F",
    "220 V",
    "no",
    "tipping is not traditional but appreciated: small change, or 5-10% in restaurants",
  ),
  KH: f("A, C and G", "230 V", "no", "tipping is not expected but appreciated, about 5-10%"),
  LA: f("A, B, C, E and F", "230 V", "no"),
  ID: f("C and F", "230 V", "no", "a 5-10% service charge is often added; otherwise small tips are appreciated"),
  PH: f("A, B and C", "220 V", "no", "about 10% where no service charge is added"),
  IN: f("C, D and M", "230 V", "no", "about 10% at restaurants where no service charge is on the bill"),
  NP: f("C, D and M", "230 V", "no", "about 10% at restaurants; trekking guides and porters are tipped at the end"),
  LK: f("D, G and M", "230 V", "no", "about 10% where no service charge is added"),
  AE: f("C, D and G", "230 V", "cities", "10-15% at restaurants if no service charge is on the bill"),
  IL: f("C and H", "230 V", "yes", "10-15% at restaurants is usual"),
  JO: f("B, C, D, F, G and J", "230 V", "no", "about 10% at restaurants"),
  EG: f("C and F", "220 V", "no", "small tips (baksheesh) are expected for many services; 10-15% at restaurants"),
  MA: f("C and E", "220 V", "no", "about 10% at restaurants, and small tips for guides and porters"),
  TN: f("C and E", "230 V", "no"),
  KE: f("G", "240 V", "no", "about 10% at restaurants; safari guides and camp staff are tipped at the end"),
  TZ: f("D and G", "230 V", "no", "about 10% at restaurants; safari guides and porters are tipped at the end"),
  ZA: f(
    "C, D, M and N",
    "230 V",
    "cities",
    "10-15% at restaurants, and small tips for car guards and petrol attendants",
  ),
  NG: f("D and G", "230 V", "no"),
  GH: f("D and G", "230 V", "no"),
  AU: f("I", "230 V", "yes", "tipping is not expected; rounding up or about 10% for great service is appreciated"),
  NZ: f("I", "230 V", "yes", "tipping is not expected; rounding up for great service is appreciated"),
  BR: f("C and N", "127 V or 220 V (it varies by city)", "no", "a 10% service charge is usually on the bill"),
  AR: f("C and I", "220 V", "cities", "about 10% at restaurants"),
  CL: f("C and L", "220 V", "cities", "about 10% at restaurants, often suggested on the bill"),
  PE: f("A, B and C", "220 V", "no", "about 10% at restaurants"),
  BO: f("A and C", "230 V", "no"),
  EC: f("A and B", "120 V", "no", "a 10% service charge is usually on the bill"),
  CO: f("A and B", "110 V", "cities", "a 10% service charge is usually suggested on the bill"),
  UY: f("C, F, I and L", "220 V", "yes", "about 10% at restaurants"),
  CR: f("A and B", "120 V", "cities", "a 10% service charge is included by law on restaurant bills"),
  CU: f("A, B, C and L", "110 V or 220 V", "no", "tipping in cash is customary, about 10%"),
  DO: f("A and B", "120 V", "no", "a 10% service charge is on the bill; another 10% is customary"),
};

// How people pay, where it is well known and unlike the usual "cards in cities, cash for small
// places": same sources as tipping, plus the countries' central banks on cash use.
const nearlyCashless = "cards and contactless are taken almost everywhere, and some places no longer take cash at all";
const payments: Record<string, string> = {
  SE: nearlyCashless,
  NO: nearlyCashless,
  DK: nearlyCashless,
  FI: nearlyCashless,
  IS: nearlyCashless,
  NL: "cards and contactless are taken almost everywhere, and some cafés and shops are card-only",
  GB: "contactless cards are taken almost everywhere, on buses and the London Underground too",
  US: "cards are taken almost everywhere; keep a few small notes for tips",
  CA: "cards and contactless are taken almost everywhere",
  AU: "cards and contactless are taken almost everywhere (a small card surcharge is common)",
  NZ: "cards and contactless are taken almost everywhere",
  DE: "cash is still common: many cafés, bakeries, bars and small restaurants take cash only, so carry some",
  AT: "cash is still common in small cafés and restaurants, so carry some",
  JP: "cash is still widely used, at small restaurants, shrines and in the countryside: carry yen, and use 7-Eleven or Japan Post ATMs, which take foreign cards",
  CN: "mobile payment (Alipay and WeChat Pay) is how most people pay; both apps can be linked to a foreign card, so set one up before you go, and carry a little cash",
  IN: "cash and UPI (the local mobile payment system) are how most people pay; cards work in hotels and larger shops, so carry cash for the rest",
};

/** How people pay in the country, where it is well known. */
export const paymentsIn = (code: string | undefined): string | undefined =>
  code ? payments[code.toUpperCase()] : undefined;

// Common ways of naming a country that its English name does not cover.
const aliases: [RegExp, string][] = [
  // ("South America", "Latin America": a continent, not the US.)
  [/\b(?:the states|usa|u s a|the us|(?<!(?:south|latin|central|north)\s)america|united states)\b/, "US"],
  [/\b(?:uk|u k|britain|england|scotland|wales)\b/, "GB"],
  [/\b(?:holland)\b/, "NL"],
  [/\b(?:uae|dubai|abu dhabi)\b/, "AE"],
];

/** The facts on file for a country, by ISO 3166-1 code. */
export function countryFacts(code: string | undefined): CountryFacts | undefined {
  return code ? table[code.toUpperCase()] : undefined;
}

/** A country named by a common short name ("the states", "uk", "holland"), on plain() text. */
export function countryAlias(text: string): string | undefined {
  return aliases.find(([re]) => re.test(text))?.[1];
}

const waterText: Record<Water, string> = {
  yes: "is generally safe to drink",
  cities: "is treated in the cities, but most locals and visitors drink bottled or filtered water; ask at your hotel",
  no: "is not considered safe to drink for visitors: stick to bottled or filtered water (and ice made from it), and brush your teeth with it if your stomach is sensitive",
};

export const waterSays = (w: Water): string => waterText[w];
