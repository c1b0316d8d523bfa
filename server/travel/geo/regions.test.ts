import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance";
import { geocode } from "./gazetteer";
import {
  allRegions,
  chooseRegionCities,
  findRegion,
  MIN_APART_KM,
  type Region,
  type RegionCity,
  regionByKey,
  regionProblems,
  regionsNamedIn,
} from "./regions";

// The region table (regions-*.ts) and what the planner asks of it: which region a phrase or a
// message names, and which of its cities make a trip. docs/regions.md.

const region = (key: string): Region => {
  const found = regionByKey(key);
  if (!found) throw new Error(`no region ${key}`);
  return found;
};

describe("the region table", () => {
  it("reads every entry and finds every city in the gazetteer", () => {
    expect(regionProblems()).toEqual([]);
  });

  it("covers the 50 US states, every country, and the tourist areas", () => {
    const states =
      "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
        " ",
      );
    for (const code of states) {
      const state = region(`us-${code.toLowerCase()}`);
      expect(state.kind, code).toBe("state");
      expect(state.cities.length, code).toBeGreaterThanOrEqual(3);
      expect(state.cities.length, code).toBeLessThanOrEqual(12);
    }
    // The 193 UN members, the two observers, and the places travellers treat as countries.
    const un =
      "AF AL DZ AD AO AG AR AM AU AT AZ BS BH BD BB BY BE BZ BJ BT BO BA BW BR BN BG BF BI CV KH CM CA CF TD CL CN CO KM CG CD CR CI HR CU CY CZ DK DJ DM DO EC EG SV GQ ER EE SZ ET FJ FI FR GA GM GE DE GH GR GD GT GN GW GY HT HN HU IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KP KR KW KG LA LV LB LS LR LY LI LT LU MG MW MY MV ML MT MH MR MU MX FM MD MC MN ME MA MZ MM NA NR NP NL NZ NI NE NG MK NO OM PK PW PA PG PY PE PH PL PT QA RO RU RW KN LC VC WS SM ST SA SN RS SC SL SG SK SI SB SO ZA SS ES LK SD SR SE CH SY TJ TZ TH TL TG TO TT TN TR TM TV UG UA AE GB US UY UZ VU VE VN YE ZM ZW VA PS XK TW HK MO PR".split(
        " ",
      );
    const countries = new Map(
      allRegions()
        .filter((r) => r.kind === "country")
        .map((r) => [r.key, r]),
    );
    for (const code of un) {
      const country = countries.get(code.toLowerCase());
      expect(country?.country_code, code).toBe(code);
      expect(country?.cities.length, code).toBeGreaterThanOrEqual(1);
    }
    const areas = allRegions().filter((r) => r.kind === "area");
    expect(areas.length).toBeGreaterThanOrEqual(60);
    expect(new Set(allRegions().map((r) => r.key)).size).toBe(allRegions().length);
  });

  it("lists each region's cities best first, with sensible numbers", () => {
    for (const r of allRegions()) {
      expect(r.cities.length, r.key).toBeGreaterThanOrEqual(1);
      for (let i = 1; i < r.cities.length; i++)
        expect((r.cities[i] as RegionCity).interest, r.key).toBeLessThanOrEqual(
          (r.cities[i - 1] as RegionCity).interest,
        );
      for (const c of r.cities) {
        expect(c.interest, `${r.key} ${c.name}`).toBeGreaterThanOrEqual(1);
        expect(c.interest, `${r.key} ${c.name}`).toBeLessThanOrEqual(5);
        expect(c.nights, `${r.key} ${c.name}`).toBeGreaterThanOrEqual(1);
        expect(c.nights, `${r.key} ${c.name}`).toBeLessThanOrEqual(5);
        if (r.country_code) expect(c.country_code, `${r.key} ${c.name}`).toBe(r.country_code);
      }
      expect(new Set(r.cities.map((c) => c.name)).size, r.key).toBe(r.cities.length);
    }
  });

  it("keeps each state's and area's cities together (no namesake from across the country)", () => {
    const wide = new Set([
      "asia",
      "europe",
      "africa",
      "south-america",
      "north-america",
      "caribbean",
      "middle-east",
      "east-asia",
      "southeast-asia",
      "central-america",
      "us-east-coast",
      "us-west-coast",
      "us-route-66",
      "rockies",
      "us-midwest",
      "andes",
      "amazon",
      "nordics",
      "mediterranean",
      "scandinavia",
      "balkans",
      "patagonia",
      "western-europe",
      "eastern-europe",
      "pacific-northwest",
      "indochina",
      "southern-africa",
      "west-africa",
      "east-africa",
      "north-africa",
      "central-asia",
      "au-outback",
      "au-east-coast",
      "iberia",
      "lapland",
    ]);
    for (const r of allRegions()) {
      if (r.kind === "country" || wide.has(r.key)) continue;
      const limit = r.kind === "state" ? 2500 : 1500;
      for (const a of r.cities)
        for (const b of r.cities)
          expect(distanceKm(a, b), `${r.key}: ${a.name} to ${b.name}`).toBeLessThanOrEqual(limit);
    }
  });

  // geocode() cannot tell these apart from a larger namesake in the same country (it reads no
  // province): the table's coordinates are the right ones, the query finds the country only.
  const homonyms = new Set(["Manali, India"]);

  it("has every city geocode to the same place, in the stated country", () => {
    const seen = new Set<string>();
    for (const r of allRegions()) {
      for (const c of r.cities) {
        if (seen.has(c.query)) continue;
        seen.add(c.query);
        const found = geocode(c.query);
        expect(found?.country_code, `${r.key}: ${c.query}`).toBe(c.country_code);
        if (!homonyms.has(c.query) && found)
          expect(distanceKm(found, c), `${r.key}: ${c.query} is ${found.name}`).toBeLessThan(30);
      }
    }
  });

  // Cities with hand-written catalogue places, or about to have them: a trip through a region
  // should reach them first, so they rate at least 3 wherever listed and 4 somewhere.
  const favoured: [string, string][] = [
    ["Austin", "US"],
    ["San Antonio", "US"],
    ["Houston", "US"],
    ["Dallas", "US"],
    ["Denver", "US"],
    ["Boulder", "US"],
    ["Colorado Springs", "US"],
    ["Aspen", "US"],
    ["Nashville", "US"],
    ["Memphis", "US"],
    ["Charleston", "US"],
    ["Savannah", "US"],
    ["Atlanta", "US"],
    ["Portland", "US"],
    ["Santa Fe", "US"],
    ["Sedona", "US"],
    ["Phoenix", "US"],
    ["Salt Lake City", "US"],
    ["Key West", "US"],
    ["Asheville", "US"],
    ["Banff", "CA"],
    ["Victoria", "CA"],
    ["Ottawa", "CA"],
    ["Tulum", "MX"],
    ["Playa del Carmen", "MX"],
    ["Guadalajara", "MX"],
    ["Mendoza", "AR"],
    ["Valparaíso", "CL"],
    ["Arequipa", "PE"],
    ["Salvador", "BR"],
    ["Antigua Guatemala", "GT"],
    ["Cairns", "AU"],
    ["Hobart", "AU"],
    ["Adelaide", "AU"],
    ["Rotorua", "NZ"],
    ["Christchurch", "NZ"],
    ["Stellenbosch", "ZA"],
    ["Chefchaouen", "MA"],
    ["Essaouira", "MA"],
    ["Aswan", "EG"],
    ["Arusha", "TZ"],
    ["Porto", "PT"],
    ["Lagos", "PT"],
    ["Faro", "PT"],
    ["Sintra", "PT"],
    ["Siena", "IT"],
    ["Pisa", "IT"],
    ["Lucca", "IT"],
    ["Como", "IT"],
    ["Turin", "IT"],
    ["Genoa", "IT"],
    ["Palermo", "IT"],
    ["Taormina", "IT"],
    ["Sorrento", "IT"],
    ["Avignon", "FR"],
    ["Aix-en-Provence", "FR"],
    ["Córdoba", "ES"],
    ["Bilbao", "ES"],
    ["San Sebastián", "ES"],
    ["York", "GB"],
    ["Bath", "GB"],
    ["Oxford", "GB"],
    ["Inverness", "GB"],
    ["Galway", "IE"],
    ["Cork", "IE"],
    ["Heidelberg", "DE"],
    ["Nuremberg", "DE"],
    ["Dresden", "DE"],
    ["Innsbruck", "AT"],
    ["Lucerne", "CH"],
    ["Interlaken", "CH"],
    ["Bergen", "NO"],
    ["Thessaloniki", "GR"],
    ["Santorini", "GR"],
    ["Zadar", "HR"],
    ["Kotor", "ME"],
    ["Ghent", "BE"],
    ["Antwerp", "BE"],
    ["Kanazawa", "JP"],
    ["Fukuoka", "JP"],
    ["Hakone", "JP"],
    ["Hoi An", "VN"],
    ["Da Nang", "VN"],
    ["Hue", "VN"],
    ["Luang Prabang", "LA"],
    ["Krabi", "TH"],
    ["Ubud", "ID"],
    ["George Town", "MY"],
    ["Malacca", "MY"],
    ["Panaji", "IN"],
    ["Udaipur", "IN"],
    ["Varanasi", "IN"],
    ["Kandy", "LK"],
    ["Pokhara", "NP"],
    // Already in the catalogue.
    ["Lisbon", "PT"],
    ["Seville", "ES"],
    ["Granada", "ES"],
    ["Kyoto", "JP"],
    ["Cusco", "PE"],
    ["Marrakesh", "MA"],
    ["Fes", "MA"],
    ["Cape Town", "ZA"],
    ["Zanzibar", "TZ"],
    ["Siem Reap", "KH"],
    ["Chiang Mai", "TH"],
    ["Quebec City", "CA"],
    ["Oaxaca", "MX"],
    ["Cartagena", "CO"],
    ["Queenstown", "NZ"],
    ["Dubrovnik", "HR"],
    ["Salzburg", "AT"],
    ["Edinburgh", "GB"],
    ["Bruges", "BE"],
    ["Florence", "IT"],
    ["Venice", "IT"],
    ["Verona", "IT"],
    ["Bologna", "IT"],
    ["Luxor", "EG"],
    ["Hiroshima", "JP"],
    ["Samarkand", "UZ"],
    ["Tbilisi", "GE"],
  ];

  it("rates the cities with catalogue places highly", () => {
    for (const [name, country] of favoured) {
      const named = allRegions().flatMap((r) =>
        r.cities.filter((c) => c.name === name && c.country_code === country).map((c) => ({ r, c })),
      );
      expect(named.length, `${name} (${country}) is in no region`).toBeGreaterThan(0);
      const best = named.reduce((a, b) => (b.c.interest > a.c.interest ? b : a));
      expect(best.c.interest, name).toBeGreaterThanOrEqual(4);
      // The same city wherever it is listed (not a namesake: Charleston, West Virginia).
      for (const { r, c } of named.filter(({ c }) => distanceKm(c, best.c) < 50))
        expect(c.interest, `${name} in ${r.key}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("findRegion", () => {
  const cases: [string, string | undefined][] = [
    ["Texas", "us-tx"],
    ["texas", "us-tx"],
    ["TEXAS", "us-tx"],
    ["colorado", "us-co"],
    ["Colorado", "us-co"],
    ["Florida", "us-fl"],
    ["California", "us-ca"],
    ["Georgia", "us-ga"],
    ["Georgia, USA", "us-ga"],
    ["state of Georgia", "us-ga"],
    ["Georgia the country", "ge"],
    ["the country of Georgia", "ge"],
    ["Georgia (country)", "ge"],
    ["Washington State", "us-wa"],
    ["Washington state", "us-wa"],
    ["state of Washington", "us-wa"],
    ["Washington", undefined],
    ["New York", undefined],
    ["New York State", "us-ny"],
    ["upstate New York", "us-upstate-new-york"],
    ["New Mexico", "us-nm"],
    ["Mexico", "mx"],
    ["TX", undefined],
    ["CO", undefined],
    ["northern italy", "it-north"],
    ["Northern Italy", "it-north"],
    ["southern Italy", "it-south"],
    ["the algarve", "pt-algarve"],
    ["Algarve", "pt-algarve"],
    ["Tuscany", "it-tuscany"],
    ["tuscany, italy", "it-tuscany"],
    ["Japan", "jp"],
    ["New England", "us-new-england"],
    ["the Pacific Northwest", "pacific-northwest"],
    ["PNW", "pacific-northwest"],
    ["Scottish Highlands", "gb-highlands"],
    ["the Balkans", "balkans"],
    ["Patagonia", "patagonia"],
    ["Andalusia", "es-andalusia"],
    ["Andalucía", "es-andalusia"],
    ["Andalucia", "es-andalusia"],
    ["the Amalfi Coast", "it-amalfi"],
    ["Provence", "fr-provence"],
    ["the French Riviera", "fr-riviera"],
    ["Côte d'Azur", "fr-riviera"],
    ["Cote d’Azur", "fr-riviera"],
    ["Bavaria", "de-bavaria"],
    ["the Alps", "alps"],
    ["Scandinavia", "scandinavia"],
    ["Southeast Asia", "southeast-asia"],
    ["South-East Asia", "southeast-asia"],
    ["Central America", "central-america"],
    ["the Baltics", "baltics"],
    ["Kyushu", "jp-kyushu"],
    ["Hokkaido", "jp-hokkaido"],
    ["Kansai", "jp-kansai"],
    ["Rajasthan", "in-rajasthan"],
    ["Kerala", "in-kerala"],
    ["Goa", "in-goa"],
    ["the Golden Triangle", "in-golden-triangle"],
    ["Bali", "id-bali"],
    ["the Yucatán", "mx-yucatan"],
    ["Yucatan state", "mx-yuc"],
    ["Quintana Roo", "mx-roo"],
    ["Baja", "mx-baja"],
    ["Florida Keys", "us-florida-keys"],
    ["Hawaii", "us-hi"],
    ["the Rockies", "rockies"],
    ["Great Smoky Mountains", "us-smokies"],
    ["Garden Route", "za-garden-route"],
    ["the Serengeti", "tz-north"],
    ["Tasmania", "au-tas"],
    ["the Outback", "au-outback"],
    ["South Island", "nz-south-island"],
    ["North Island", "nz-north-island"],
    ["Victoria", "au-vic"],
    ["Victoria, Australia", "au-vic"],
    ["Jordan", "jo"],
    ["Chad", "td"],
    ["Scotland", "gb-sct"],
    ["Wales", "gb-wls"],
    ["England", "gb-eng"],
    ["UK", "gb"],
    ["the USA", "us"],
    ["United States", "us"],
    ["Holland", "nl"],
    ["Czech Republic", "cz"],
    ["Türkiye", "tr"],
    ["Ivory Coast", "ci"],
    ["Trinidad & Tobago", "tt"],
    ["Bosnia and Herzegovina", "ba"],
    ["British Columbia", "ca-bc"],
    ["Quebec", "ca-qc"],
    ["Ireland's Wild Atlantic Way", "ie-wild-atlantic-way"],
    ["Wild Atlantic Way", "ie-wild-atlantic-way"],
    ["the Cotswolds", "gb-cotswolds"],
    ["Lake District", "gb-lake-district"],
    ["Lake Como", "it-lake-como"],
    ["the Dolomites", "it-dolomites"],
    ["Cinque Terre", "it-cinque-terre"],
    ["the Greek islands", "gr-islands"],
    ["Cyclades", "gr-cyclades"],
    ["Crete", "gr-crete"],
    ["Cappadocia", "tr-cappadocia"],
    ["Dalmatian coast", "hr-dalmatia"],
    ["the Black Forest", "de-black-forest"],
    ["Rhine Valley", "de-rhine"],
    ["the Loire Valley", "fr-loire"],
    ["Normandy", "fr-normandy"],
    ["the Basque Country", "basque-country"],
    ["Catalonia", "es-catalonia"],
    ["Benelux", "benelux"],
    ["Iberia", "iberia"],
    ["Indochina", "indochina"],
    ["the Nordics", "nordics"],
    ["the Caribbean", "caribbean"],
    ["Napa Valley", "us-napa-valley"],
    ["Deep South", "us-deep-south"],
    ["the American Southwest", "us-southwest"],
    ["the Midwest", "us-midwest"],
    // Misspellings within one edit, for names of 7+ letters.
    ["Tuscanny", "it-tuscany"],
    ["Califronia", "us-ca"],
    ["Scandanavia", "scandinavia"],
    ["Patagnia", "patagonia"],
    ["Texs", undefined],
    ["Granada", undefined],
    // Directions the table has no area for: that part of the country or state.
    ["southern Portugal", "pt-south"],
    ["northern California", "us-ca-north"],
    ["eastern Australia", "au-east"],
    ["nowhere in particular", undefined],
    ["", undefined],
  ];

  it.each(cases)("%s → %s", (phrase, key) => {
    expect(findRegion(phrase)?.key).toBe(key);
  });

  it("knows islands, valleys and peninsulas with no town of their name", () => {
    for (const [phrase, key] of [
      ["Islay", "gb-islay"],
      ["the Outer Hebrides", "gb-outer-hebrides"],
      ["Orkney", "gb-orkney"],
      ["Hunza valley", "pk-hunza"],
      ["the Barossa", "au-barossa"],
      ["Zante", "gr-zakynthos"],
      ["Cephalonia", "gr-kefalonia"],
      ["Rapa Nui", "cl-easter-island"],
      ["the Osa Peninsula", "cr-osa"],
      ["Okanagan Valley", "ca-okanagan"],
      ["the Andamans", "in-andamans"],
      ["Raja Ampat", "id-raja-ampat"],
      ["the Tatras", "pl-tatras"],
    ] as const)
      expect(findRegion(phrase)?.key, phrase).toBe(key);
  });

  it("knows countries under their Spanish, French, German, Italian and Portuguese names", () => {
    for (const [phrase, key] of [
      ["Marruecos", "ma"],
      ["Nouvelle-Zélande", "nz"],
      ["Griechenland", "gr"],
      ["Tailandia", "th"],
      ["Giappone", "jp"],
      ["Irlanda", "ie"],
    ] as const)
      expect(findRegion(phrase)?.key, phrase).toBe(key);
    // Not one that is an English word: "Island" is Iceland only in German.
    expect(regionsNamedIn("a week on the island")).toEqual([]);
  });

  it("reads a landscape named by a region's adjective as that region", () => {
    for (const [phrase, key] of [
      ["the Sicilian coast", "it-sicily"],
      ["Cornish coastline", "gb-cornwall"],
      ["the Portuguese countryside", "pt"],
      ["Bavarian villages", "de-bavaria"],
      ["Andalucian hills", "es-andalusia"],
      ["the welsh seaside", "gb-wls"],
      // (A phrase that names an area of its own keeps it.)
      ["the Croatian coast", "hr-dalmatia"],
      ["the Turkish coast", "tr-turquoise-coast"],
    ] as const)
      expect(findRegion(phrase)?.key, phrase).toBe(key);
    expect(regionsNamedIn("then 5 nights on the Sardinian coast")[0]?.region.key).toBe("it-sardinia");
  });

  it("finds a region by its key too, derived ones included", () => {
    for (const r of allRegions()) if (r.key.length > 2) expect(findRegion(r.key), r.key).toBe(r);
    expect(findRegion("co")).toBeUndefined();
    const south = findRegion("southern Portugal");
    expect(findRegion("pt-south")).toEqual(south);
    expect(findRegion("xx-south")).toBeUndefined();
  });

  it("knows the deserts, islands, coasts and lakes travellers ask to be shown", () => {
    for (const [phrase, key] of [
      ["the Atacama", "cl-atacama"],
      ["Guernsey", "gg"],
      ["the Gobi", "mn-gobi"],
      // (Round the whole island: Iceland, by the towns on the road.)
      ["Iceland's Ring Road", "is"],
      ["the ring road", "is"],
      ["Iceland's south coast", "is-south-coast"],
      ["Sapa", "vn-sapa"],
      ["Bay of Kotor", "me-bay-of-kotor"],
      ["the Sahara", "ma-sahara"],
      ["Lake Titicaca", "titicaca"],
      ["Sri Lanka's hill country", "lk-hill-country"],
      ["Banff National Park", "ca-rockies"],
    ] as const)
      expect(findRegion(phrase)?.key, phrase).toBe(key);
    expect(findRegion("Iceland's Ring Road")?.cities.map((c) => c.name)).toContain("Vík");
    expect(
      findRegion("Lake Titicaca")
        ?.cities.map((c) => c.country_code)
        .sort(),
    ).toEqual(["BO", "PE"]);
  });

  it("never reads Colorado or Florida as the towns in Brazil and Cuba", () => {
    expect(findRegion("Colorado")?.country_code).toBe("US");
    expect(findRegion("Florida")?.country_code).toBe("US");
    expect(findRegion("colorado")?.cities.map((c) => c.name)).toContain("Denver");
  });

  it("gives a directional region only that part's cities", () => {
    const south = findRegion("southern Portugal");
    expect(south?.cities.map((c) => c.name)).toContain("Faro");
    expect(south?.cities.map((c) => c.name)).not.toContain("Porto");
  });
});

describe("regionsNamedIn", () => {
  const cases: [string, string[]][] = [
    ["2 cities in Texas", ["us-tx"]],
    ["3 cities in Colorado", ["us-co"]],
    ["2 cities in Texas and 2 in Louisiana", ["us-tx", "us-la"]],
    ["a road trip through northern Italy", ["it-north"]],
    ["a week in the Algarve", ["pt-algarve"]],
    ["two weeks in Japan", ["jp"]],
    ["Scotland by train", ["gb-sct"]],
    ["road trip through the Scottish Highlands", ["gb-highlands"]],
    ["Mexico City for 4 days", []],
    ["4 days in Mexico City", []],
    ["New Mexico road trip", ["us-nm"]],
    ["Victoria, the Australian state — Great Ocean Road", ["au-vic"]],
    ["Victoria, the Canadian city", []],
    ["a week in New Mexico", ["us-nm"]],
    ["from Georgia to Florida", ["us-fl"]],
    ["Atlanta and Savannah: 5 days in Georgia", ["us-ga"]],
    ["10 days in Georgia: Tbilisi, Kazbegi and the wine country", ["ge"]],
    ["a trip to Georgia and Armenia", ["ge", "am"]],
    ["going with Jordan to Italy", ["it"]],
    ["Jordan and I want to see Portugal", ["pt"]],
    ["a week in Jordan", ["jo"]],
    ["a tour of Jordan and Egypt", ["jo", "eg"]],
    ["my friend Chad is coming to Spain", ["es"]],
    ["a week in Victoria", []],
    ["Victoria, Australia for 10 days", ["au-vic"]],
    ["road trip in Victoria state", ["au-vic"]],
    ["Thanksgiving turkey then a week in Turkey", ["tr"]],
    ["a glass of Champagne in Paris", []],
    ["a week in Washington", []],
    ["a week in Washington State", ["us-wa"]],
    ["a week in New York", []],
    ["Kansas City for the weekend", []],
    ["2 nights in Colorado Springs", []],
    ["Virginia Beach in June", []],
    ["explore Tuscany and Umbria", ["it-tuscany", "it-umbria"]],
    ["I'd love to visit Provence, the Alps and the French Riviera", ["fr-provence", "alps", "fr-riviera"]],
    ["Plan 10 days in Portugal. Then Spain.", ["pt", "es"]],
    ["two weeks across Southeast Asia", ["southeast-asia"]],
    ["tour Patagonia by car", ["patagonia"]],
    ["Japan trip in April", ["jp"]],
    ["We want a Costa Rica itinerary", ["cr"]],
    ["a road trip down the California coast", ["us-california-coast"]],
    ["the west coast of Ireland", ["ie-wild-atlantic-way"]],
    ["a road trip through Tuscanny", ["it-tuscany"]],
    ["we love Georgian food", []],
    ["a week in Granada and Córdoba", []],
    ["a weekend in West Jordan", []],
    ["Jordan, Israel and Egypt", ["jo", "il", "eg"]],
    ["India and Nepal for a month", ["in", "np"]],
    ["Texas, Louisiana and Mississippi", ["us-tx", "us-la", "us-ms"]],
    ["drive from Chicago to Los Angeles on Route 66", ["us-route-66"]],
    ["a week in Cali", []],
    ["in Tuscany, Italy", ["it-tuscany"]],
    ["a week in Trinidad, Cuba", []],
    // An island in a list of towns, which are no regions: read all the same.
    ["Split, Hvar and Dubrovnik", ["hr-hvar"]],
    ["Cebu + Bohol + Siquijor", ["ph-bohol", "ph-siquijor"]],
    ["Paris, Lyon, Chamonix, 9 nights", []],
    ["Switzerland 10 days: mountains, lakes and highlands", ["ch"]],
    ["3 days in the south of France", ["fr-south"]],
    ["a week in southern Portugal", ["pt-south"]],
    ["Little Italy in New York City", []],
    ["I'm from Texas", []],
    ["nothing to see here", []],
  ];

  it.each(cases)("%s → %j", (text, keys) => {
    expect(regionsNamedIn(text).map((m) => m.region.key)).toEqual(keys);
  });

  it("reads a name after a verb of going with no 'to', or before a word for the journey", () => {
    for (const [text, key] of [
      ["my wife and I want go Switzerland, 10 days", "ch"],
      ["we going Goa with 5 friends", "in-goa"],
      ["next year we travel Vietnam by bus", "vn"],
      ["heading Scotland with the kids", "gb-sct"],
      ["Switzerland travel 8 days for two", "ch"],
      ["a kenya safari in august", "ke"],
      ["Alaska cruise, 7 nights", "us-ak"],
      ["nepal trek, 3 weeks, solo", "np"],
      ["Scotland break with my mum", "gb-sct"],
    ] as const)
      expect(regionsNamedIn(text)[0]?.region.key.startsWith(key), text).toBe(true);
    // Still never a place gone with, nor part of a town's name.
    expect(regionsNamedIn("going with Jordan to the coast")).toEqual([]);
    expect(regionsNamedIn("we are going Mexico City for 4 nights")).toEqual([]);
    // Nor the end of a town's name: "Santiago de Chile", "Santiago de Cuba".
    expect(regionsNamedIn("coming from Santiago de Chile by bus")).toEqual([]);
    const cuba = "Santiago de Cuba by bus, then a week in Cuba";
    expect(regionsNamedIn(cuba).map((r) => r.index)).toEqual([cuba.lastIndexOf("Cuba")]);
  });

  it("reads islands listed with a bare number of nights each", () => {
    expect(regionsNamedIn("Oahu 3, Maui 4, Kauai 3 nights").map((r) => r.region.key)).toEqual([
      "us-oahu",
      "us-maui",
      "us-kauai",
    ]);
    expect(regionsNamedIn("Tahiti 2, Moorea 3, Bora Bora 4 nights").map((r) => r.region.key)).toEqual([
      "pf-tahiti",
      "pf-moorea",
      "pf-bora-bora",
    ]);
  });

  it("says where each name was found", () => {
    const text = "2 cities in Texas and 2 in the Florida Keys";
    const found = regionsNamedIn(text);
    expect(found.map((m) => [m.text, m.index])).toEqual([
      ["Texas", text.indexOf("Texas")],
      ["Florida Keys", text.indexOf("Florida Keys")],
    ]);
    expect(regionsNamedIn("a week in the Côte d’Azur and Andalucía").map((m) => m.text)).toEqual([
      "Côte d’Azur",
      "Andalucía",
    ]);
  });
});

/** The shortest open path through the cities (from `first` if given), trying every order (6 or fewer). */
function bestPathKm(list: RegionCity[], first?: RegionCity): number {
  let best = Number.POSITIVE_INFINITY;
  const permute = (rest: RegionCity[], path: RegionCity[], length: number) => {
    if (length >= best) return;
    if (!rest.length) {
      best = length;
      return;
    }
    rest.forEach((c, i) => {
      const last = path[path.length - 1];
      permute(
        rest.filter((_, j) => j !== i),
        [...path, c],
        length + (last ? distanceKm(last, c) : 0),
      );
    });
  };
  if (first)
    permute(
      list.filter((c) => c !== first),
      [first],
      0,
    );
  else permute(list, [], 0);
  return best;
}

const pathKm = (list: RegionCity[]) =>
  list.reduce((sum, c, i) => sum + (i ? distanceKm(list[i - 1] as RegionCity, c) : 0), 0);

describe("chooseRegionCities", () => {
  it("gives count distinct cities, best first", () => {
    const texas = chooseRegionCities(region("us-tx"), { count: 2 });
    expect(texas.map((c) => c.name).sort()).toEqual(["Austin", "San Antonio"]);
    const colorado = chooseRegionCities(region("us-co"), { count: 3 });
    expect(colorado).toHaveLength(3);
    expect(colorado.map((c) => c.name)).toContain("Denver");
  });

  it("keeps cities 40 km apart when the region allows, and only then", () => {
    for (const r of allRegions()) {
      for (const count of [2, 3, 4, 6]) {
        const chosen = chooseRegionCities(r, { count });
        expect(chosen.length, r.key).toBe(Math.min(count, r.cities.length));
        expect(new Set(chosen.map((c) => c.name)).size, r.key).toBe(chosen.length);
        // Could the region give this many cities all 40 km apart (by its own best-first pick)?
        const apart: RegionCity[] = [];
        for (const c of r.cities) if (apart.every((a) => distanceKm(a, c) >= MIN_APART_KM)) apart.push(c);
        if (apart.length < chosen.length) continue;
        for (const a of chosen)
          for (const b of chosen)
            if (a !== b)
              expect(distanceKm(a, b), `${r.key}: ${a.name}, ${b.name}`).toBeGreaterThanOrEqual(MIN_APART_KM);
      }
    }
  });

  it("still gives small regions the cities asked for", () => {
    const amalfi = chooseRegionCities(region("it-amalfi"), { count: 3 });
    expect(amalfi).toHaveLength(3);
    expect(amalfi.map((c) => c.name)).toContain("Positano");
  });

  it("orders them as a route without backtracking", () => {
    for (const r of allRegions()) {
      for (const count of [3, 4, 5, 6]) {
        const chosen = chooseRegionCities(r, { count });
        if (chosen.length < 3) continue;
        expect(pathKm(chosen), `${r.key} × ${count}`).toBeLessThanOrEqual(bestPathKm(chosen) * 1.25 + 1e-6);
      }
    }
  });

  it("starts at the city nearest `from`, then goes on without backtracking", () => {
    const denver = region("us-co").cities.find((c) => c.name === "Denver") as RegionCity;
    expect(chooseRegionCities(region("us-co"), { count: 4, from: denver })[0]?.name).toBe("Denver");
    const portugal = chooseRegionCities(region("pt"), { count: 4, from: { lat: 38.77, lng: -9.13 } });
    expect(portugal[0]?.name).toBe("Lisbon");
    for (const r of allRegions().filter((x) => x.cities.length >= 4)) {
      const from = r.cities[r.cities.length - 1] as RegionCity;
      const route = chooseRegionCities(r, { count: 5, from });
      const nearest = route.reduce((a, b) => (distanceKm(from, b) < distanceKm(from, a) ? b : a));
      expect(route[0], r.key).toBe(nearest);
      expect(pathKm(route), r.key).toBeLessThanOrEqual(bestPathKm(route, nearest) * 1.25 + 1e-6);
    }
  });

  it("takes as many cities as the nights allow, two or more nights each", () => {
    const japan = region("jp");
    expect(chooseRegionCities(japan, { nights: 1 })).toHaveLength(1);
    expect(chooseRegionCities(japan, { nights: 4 })).toHaveLength(2);
    expect(chooseRegionCities(japan, { nights: 7 })).toHaveLength(3);
    expect(chooseRegionCities(japan, { nights: 14 })).toHaveLength(5);
    let previous = 0;
    for (let nights = 1; nights <= 30; nights++) {
      const n = chooseRegionCities(japan, { nights }).length;
      expect(n, `${nights} nights`).toBeGreaterThanOrEqual(previous);
      if (nights >= 2) expect(nights / n, `${nights} nights`).toBeGreaterThanOrEqual(2);
      previous = n;
    }
    // A count wins over nights; a region smaller than asked gives what it has.
    expect(chooseRegionCities(japan, { count: 2, nights: 20 })).toHaveLength(2);
    expect(chooseRegionCities(region("sg"), { nights: 10 })).toHaveLength(1);
    expect(chooseRegionCities(japan, { count: 0 })).toEqual([]);
  });
});
