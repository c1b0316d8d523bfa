// Emergency phone numbers, per ISO 3166-1 code. Sources: the European Commission's page on 112
// (the single emergency number of every EU country, plus Iceland, Norway, Switzerland and the UK,
// where the older national number works too) and the national emergency services' own sites for
// the others. Only numbers that have held for years; a country not here gets "check before you go".

const eu112 = "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS NO CH LI".split(" ");

const numbers: Record<string, string> = {
  ...Object.fromEntries(eu112.map((c) => [c, "**112** for police, ambulance and fire"])),
  GB: "**999** or **112** for police, ambulance and fire",
  US: "**911** for police, ambulance and fire",
  CA: "**911** for police, ambulance and fire",
  MX: "**911** for police, ambulance and fire",
  AU: "**000** for police, ambulance and fire (112 also works from mobiles)",
  NZ: "**111** for police, ambulance and fire",
  JP: "**110** for the police and **119** for an ambulance or fire",
  KR: "**112** for the police and **119** for an ambulance or fire",
  CN: "**110** for the police, **120** for an ambulance and **119** for fire",
  IN: "**112** for all emergencies",
  TH: "**191** for the police and **1669** for an ambulance (the tourist police are on **1155**)",
  ZA: "**10111** for the police and **10177** for an ambulance (**112** from mobiles)",
  BR: "**190** for the police, **192** for an ambulance and **193** for fire",
  // 911 is Buenos Aires's own number (city and province); the national ones reach all of Argentina.
  AR: "**107** for an ambulance, **100** for fire and **101** for the police nationwide; in Buenos Aires **911** reaches all three",
  TR: "**112** for all emergencies",
  AE: "**999** for the police and **998** for an ambulance",
  SG: "**999** for the police and **995** for an ambulance or fire",
};

/** The emergency numbers of a country in a sentence, or advice to check them where none is on file. */
export function emergencyAnswer(where: string, code: string | undefined): string {
  const n = code ? numbers[code] : undefined;
  return n
    ? `In ${where}, call ${n}. Save it in your phone before you go, along with your embassy's number and your travel insurer's emergency line.`
    : `I don't have ${where}'s emergency numbers on file. Look them up before you go (your government's travel advice page for ${where} lists them) and save them in your phone, with your embassy's number and your travel insurer's emergency line.`;
}
