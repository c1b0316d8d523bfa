// Which side of the road a country drives on: a fact that holds for decades. Every country and
// territory that keeps left (ISO 3166-1 codes); all others keep right. Source: the list of
// left-hand traffic jurisdictions kept with the 1949 and 1968 road traffic conventions, as
// summarised by the World Standards "which side of the road" table.

const keepLeft = new Set([
  // Europe
  "GB",
  "IE",
  "IM",
  "JE",
  "GG",
  "MT",
  "CY",
  // Asia
  "JP",
  "IN",
  "PK",
  "BD",
  "LK",
  "NP",
  "BT",
  "MV",
  "TH",
  "MY",
  "SG",
  "BN",
  "ID",
  "TL",
  "HK",
  "MO",
  // Oceania
  "AU",
  "NZ",
  "PG",
  "FJ",
  "SB",
  "TO",
  "WS",
  "KI",
  "TV",
  "NR",
  "CK",
  "NU",
  "NF",
  "CX",
  "CC",
  "PN",
  // Africa
  "ZA",
  "NA",
  "BW",
  "ZW",
  "ZM",
  "MW",
  "MZ",
  "TZ",
  "KE",
  "UG",
  "LS",
  "SZ",
  "MU",
  "SC",
  "SH",
  // The Americas and the Caribbean
  "JM",
  "TT",
  "BB",
  "BS",
  "BM",
  "AG",
  "DM",
  "GD",
  "KN",
  "LC",
  "VC",
  "GY",
  "SR",
  "VG",
  "VI",
  "KY",
  "AI",
  "MS",
  "TC",
  "FK",
]);

/** "which side of the road do they drive on in Japan?", "do they drive on the left in Cyprus?" */
export function asksDrivingSide(text: string): boolean {
  return /\b(?:which|what) side (?:of the road|do (?:they|you|people|cars) drive)\b|\bdrive on (?:the )?(?:which|what|left|right|wrong|other) side\b|\bdrive on the (?:left|right)\b|\b(?:left|right)[- ]hand (?:drive|traffic)\b|\bdriving side\b|\bside of the road\b/.test(
    text,
  );
}

/** The side a country keeps to, said with what it means for a hire car. */
export function drivingSideAnswer(country: { code: string; name: string } | undefined): string {
  if (!country)
    return "Which country do you mean? Most of the world drives on the right; the UK, Ireland, Japan, India, Australia, New Zealand, South Africa and about 70 others keep left.";
  const left = keepLeft.has(country.code);
  const where = /^(?:United|Czech|Dominican|Philippines|Netherlands|Bahamas|Maldives|Gambia)/.test(country.name)
    ? `the ${country.name}`
    : country.name;
  return left
    ? `In ${where} they drive on the **left** (right-hand-drive cars, overtaking on the right, roundabouts taken clockwise). If you're used to the right, take the first hour slowly, ask for an automatic so your left hand isn't on the gears, and look right first when you cross the street.`
    : `In ${where} they drive on the **right** (left-hand-drive cars, overtaking on the left, roundabouts taken anticlockwise). If you're used to the left, take the first hour slowly, ask for an automatic, and look left first when you cross the street.`;
}
