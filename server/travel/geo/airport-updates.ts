import type { Airport } from "./airports";

// Airports opened or moved since the OpenFlights snapshot was taken (public facts): these
// replace or add to its entries. Codes that closed (closedAirports, below) are dropped.
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
  // Replacements for closed airports (below), so their cities keep a working airport.
  {
    code: "HYD",
    name: "Rajiv Gandhi International Airport",
    city: "Hyderabad",
    country: "India",
    lat: 17.2313,
    lng: 78.4298,
    tz: "Asia/Kolkata",
    elevationM: 617,
  },
  {
    code: "DSS",
    name: "Blaise Diagne International Airport",
    city: "Dakar",
    country: "Senegal",
    lat: 14.6711,
    lng: -17.0669,
    tz: "Africa/Dakar",
    elevationM: 88,
  },
  {
    code: "SAI",
    name: "Siem Reap-Angkor International Airport",
    city: "Siem Reap",
    country: "Cambodia",
    lat: 13.3753,
    lng: 104.2208,
    tz: "Asia/Phnom_Penh",
    elevationM: 20, // approximate
  },
  // KTI was the disused Kratie strip's code; it is now Techo's.
  {
    code: "KTI",
    name: "Techo International Airport",
    city: "Phnom Penh",
    country: "Cambodia",
    lat: 11.3629,
    lng: 104.9166,
    tz: "Asia/Phnom_Penh",
    elevationM: 10, // approximate
  },
  {
    code: "PKX",
    name: "Beijing Daxing International Airport",
    city: "Beijing",
    country: "China",
    lat: 39.5098,
    lng: 116.4105,
    tz: "Asia/Shanghai",
    elevationM: 30,
  },
  // Same codes, new airports: OpenFlights still has the old ones' places.
  {
    code: "ISB",
    name: "Islamabad International Airport",
    city: "Islamabad",
    country: "Pakistan",
    lat: 33.5491,
    lng: 72.8256,
    tz: "Asia/Karachi",
    elevationM: 536,
  },
  {
    code: "TAO",
    name: "Qingdao Jiaodong International Airport",
    city: "Qingdao",
    country: "China",
    lat: 36.3619,
    lng: 120.0883,
    tz: "Asia/Shanghai",
    elevationM: 10, // approximate
  },
  {
    code: "NKC",
    name: "Nouakchott-Oumtounsy International Airport",
    city: "Nouakchott",
    country: "Mauritania",
    lat: 18.31,
    lng: -15.9697,
    tz: "Africa/Nouakchott",
    elevationM: 3,
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

// Airports that closed, or lost their passenger flights, but are still in the OpenFlights data
// under their own code: a city's airport look-up must never offer them. (Kai Tak, Munich-Riem,
// Denver Stapleton and Austin Mueller are not: their codes went to the airports that replaced them.)
export const closedAirports = new Set([
  "TXL", // Berlin Tegel: closed November 2020, flights moved to BER
  "SXF", // Berlin Schönefeld: became BER's Terminal 5 in October 2020; the code was retired
  "THF", // Berlin Tempelhof: closed October 2008
  "ISL", // Istanbul Atatürk: passenger flights moved to the new Istanbul Airport (IST) in April 2019
  "FBU", // Oslo Fornebu: closed October 1998, replaced by Gardermoen (OSL)
  "HEW", // Athens Ellinikon: closed March 2001, replaced by Eleftherios Venizelos (ATH)
  "YMX", // Montréal-Mirabel: passenger flights ended October 2004 (cargo only since)
  "CGX", // Chicago Meigs Field: closed March 2003
  "MKC", // Kansas City Downtown (Wheeler): airlines left for MCI in 1972; general aviation only
  "PFN", // Panama City-Bay County, Florida: closed May 2010, replaced by ECP
  "FYV", // Fayetteville Drake Field: airlines moved to Northwest Arkansas (XNA) in 1998
  "YXD", // Edmonton City Centre (Blatchford): closed November 2013
  "YZD", // Toronto Downsview: Bombardier's factory field, never a passenger airport; closed 2024
  "LBG", // Paris Le Bourget: no scheduled passenger flights since 1977 (business aviation only)
  "LYN", // Lyon-Bron: airlines moved to Satolas (LYS) in 1975; general aviation only
  "PLH", // Plymouth City: closed December 2011
  "FZO", // Bristol Filton: closed December 2012
  "MSE", // Manston (Kent International): closed May 2014
  "DSA", // Doncaster Sheffield: closed November 2022
  "ZQW", // Zweibrücken: commercial flights ended 2014
  "CQM", // Ciudad Real Central: passenger flights ended 2012 (reopened for cargo and storage only)
  "HEM", // Helsinki-Malmi: closed to air traffic 2016
  "BKA", // Moscow Bykovo: closed to flights 2010
  "BBU", // Bucharest Băneasa: airlines moved to Henri Coandă (OTP) in March 2012
  "SDV", // Tel Aviv Sde Dov: closed July 2019
  "BPM", // Hyderabad Begumpet: airlines moved to Rajiv Gandhi (HYD) in March 2008
  "NAY", // Beijing Nanyuan: closed September 2019, flights moved to Daxing (PKX)
  "MES", // Medan Polonia: civil flights moved to Kualanamu (KNO) in July 2013; now an air force base
  "DKR", // Dakar Léopold Sédar Senghor: airlines moved to Blaise Diagne (DSS) in December 2017
  "YAO", // Yaoundé Ville: airlines moved to Nsimalen (NSI) in the 1990s; military use
  "REP", // Siem Reap International: closed October 2023, replaced by Siem Reap-Angkor (SAI)
  "PNH", // Phnom Penh International: closed September 2025, replaced by Techo (KTI)
]);
