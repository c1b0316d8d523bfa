import countryToCurrency from "country-to-currency";
import { typicalTemperature } from "../../travel/weather/climate";
import { countryFacts, paymentsIn, waterSays } from "./country-facts";
import { emergencyAnswer } from "./emergency";
import type { FoundPlace } from "./find-place";
import { bestMonths } from "./weather";

// Questions Lotus has no data for (visas, safety, money, plugs, booking ahead): a short, honest
// answer of what can be said and where to check, never a guess dressed as a fact and never a plan.
// "Best time to visit" is answered from the typical-weather estimate, with what it leaves out.

export type GeneralTopic =
  | "visa"
  | "safety"
  | "best_time"
  | "booking"
  | "currency"
  | "tipping"
  | "plugs"
  | "health"
  | "water"
  | "rides"
  | "season"
  | "aurora"
  | "dress"
  | "connectivity"
  | "passes"
  | "events"
  | "insurance"
  | "language"
  | "crowds"
  | "emergency"
  | "access"
  | "guides"
  | "vehicle"
  | "air";

export type GeneralAnswer = { topic: GeneralTopic; text: string };

export function generalAnswer(input: {
  topic: GeneralTopic;
  /** The place asked about, or the trip's destination. */
  place?: Pick<FoundPlace, "name" | "lat" | "lng" | "kind" | "restaurant" | "country"> & {
    countryName?: string;
    country_code?: string;
  };
  year?: number;
  /** The trip's months (1-12), for what depends on the season. */
  months?: number[];
  /** What exactly was asked about, in the traveller's words ("yellow fever"). */
  asked?: string;
  /** The question, plain, for what the place alone does not say (the high town named). */
  text?: string;
  /** The trip's days, said ("Sat, Dec 28 to Fri, Jan 3"), for what happens while there. */
  when?: string;
  /** The country's ISO code where the place has none of its own ("the states"). */
  countryCode?: string;
}): GeneralAnswer {
  const { topic, place } = input;
  const where = withThe(place?.countryName ?? place?.country ?? place?.name ?? "your destination");
  const facts = countryFacts(place?.country_code ?? input.countryCode);
  switch (topic) {
    case "guides":
      return {
        topic,
        text: `You don't need a guide for most sights in ${where}, but a licensed guide is worth it where the streets are a maze and it is easy to get lost (an old medina, souks, a walled old town), at big archaeological sites, or for the history you'd miss on your own. Book one through your hotel or the official tourist office (or a tour with good recent reviews), agree the price and the hours first, and politely turn down unofficial guides who approach you in the street. I don't have guides or their prices on file.`,
      };
    case "vehicle":
      return { topic, text: vehicleAnswer(where, place, input.months ?? [], input.year) };
    case "air":
      return {
        topic,
        text: `I don't have air-quality data for ${where}, so I can't say from data how bad the smoke or haze will be on your dates. Where farmers burn fields or forests burn (northern Thailand, Laos and Myanmar from about February to April, Indonesia and Malaysia in dry years), the air can be poor for weeks. Check the AQI (PM2.5) forecast on IQAir or the local air-quality service the week before, pack N95 masks if it is high, and plan indoor sights or a day trip out of the valley on the worst days.`,
      };

    case "visa": {
      // What the EU's own rules say of the Schengen visa and ETIAS, when the question names them.
      const schengen = schengenFacts(input.text ?? "");
      const site = schengen
        ? "the official government or embassy site of the Schengen country you stay in longest (or enter first)"
        : `${where}'s official government or embassy site`;
      const authority = travelAuthority(place?.country_code ?? input.countryCode);
      return {
        topic,
        text: `${schengen}${authority}I can't check visa rules for your passport: they depend on your nationality, the length of stay and the purpose, and they change. Check ${site} (or the IATA Travel Centre, which airlines use) before you book, and make sure your passport is valid for at least six months after you return.`,
      };
    }
    case "insurance":
      return { topic, text: insuranceAnswer(where, input.text ?? "") };
    case "emergency":
      return { topic, text: emergencyAnswer(where, place?.country_code ?? input.countryCode) };
    case "access":
      return {
        topic,
        text: `I don't have step-free access or accessibility details for ${place && place.kind !== "city" ? `**${place.name}**` : where} on file, so I can't say from data how it suits a wheelchair, a walker or a pram, and I'd rather not guess. The official website's accessibility page (most big sights have one) says which entrances, lifts and routes are step-free, whether a companion goes in free, and whether to book ahead; I can plan lighter days with fewer, closer stops, and a hotel with step-free access.`,
      };
    case "crowds":
      return {
        topic,
        text: `I don't have visitor numbers for ${place && place.kind !== "city" ? `**${place.name}**` : where}, so I can't say from data how crowded it will be${input.when ? ` on your dates (${input.when})` : ""}, and I'd rather not guess. What holds almost everywhere: school holidays, public holidays and weekends are the busiest, and the big sights are fullest from late morning to mid-afternoon, so going at opening time or in the last hours, and booking timed tickets where they exist, saves most of the queues.`,
      };
    case "language":
      return { topic, text: languageAnswer(where, place?.country_code ?? input.countryCode, input.text ?? "") };
    case "safety":
      return {
        topic,
        text: `I don't have crime data for ${input.asked && input.asked !== where ? (place ? `${input.asked} (${where})` : input.asked) : where}, so I can't ${/\bavoid\b/.test(input.text ?? "") ? "name which areas to avoid" : "say from data how safe it is"}, and I'd rather not guess. Your government's travel advice is the place to check (for example travel.state.gov, gov.uk/foreign-travel-advice or smartraveller.gov.au), and your hotel's front desk will say which streets locals avoid after dark. The usual city sense keeps you safe almost everywhere: keep valuables out of sight in crowds and on public transport, stick to busy, well-lit streets at night rather than walking empty ones, and use licensed taxis or a ride-hail app (Uber, Bolt or the local one) after dark.`,
      };
    case "currency": {
      // The ISO 4217 currency of the country (country-to-currency's table), named by Intl.
      const code = place?.country_code ? (countryToCurrency as Record<string, string>)[place.country_code] : undefined;
      const name = code ? new Intl.DisplayNames(["en"], { type: "currency" }).of(code) : undefined;
      const local = code && name ? `${where} pays in the **${name} (${code})**. ` : "";
      const pay = paymentsIn(place?.country_code ?? input.countryCode);
      if (pay)
        return {
          topic,
          text: `${local}In ${where}, ${pay}. I can't give exchange rates: your bank's app or a currency converter will give today's rate, and a card without foreign-transaction fees saves on each payment.`,
        };
      return {
        topic,
        text: `${local}I can't give exchange rates or say how widely cards are taken in ${where}. A card without foreign-transaction fees and a little local cash for small places usually covers it; your bank's app or a currency converter will give today's rate.`,
      };
    }
    case "rides":
      return {
        topic,
        text: `I can't check which ride-hailing apps operate in ${where} right now. Uber, Bolt, Grab, Careem, DiDi or a local app cover many cities: install the one that serves ${where} before you land and check it works with your card; otherwise your hotel can book a licensed taxi, and agreeing the fare (or insisting on the meter) before you set off is the usual advice.`,
      };
    case "season": {
      if (!place)
        return {
          topic,
          text: "Which place do you mean? Tell me the city or country and I'll say what I know of its seasons.",
        };
      return {
        topic,
        text: `I don't have rainfall figures, so I can't say for certain when the wet or rainy season (or a monsoon) is in ${where}. What I do have is its typical temperature by month: ${bestMonths(place, input.year).text}`,
      };
    }
    case "aurora": {
      const lat = Math.abs(place?.lat ?? 0);
      const dark = (input.months ?? []).some((m) => (place && place.lat < 0 ? m >= 3 && m <= 9 : m >= 9 || m <= 3));
      const known = (input.months ?? []).length > 0;
      const text = !place
        ? "The northern lights (aurora) are seen far north, roughly above 60° latitude, on clear dark nights from September to March. Where are you going?"
        : lat >= 60 && dark
          ? `${place.name} is at ${lat.toFixed(0)}° latitude and your dates fall in the dark months, so the aurora is possible on clear nights: get away from city lights, check the aurora and cloud forecasts each evening, and go out between about 21:00 and 02:00. Nothing guarantees a showing.`
          : lat >= 60 && !known
            ? `${place.name} is far enough ${place.lat < 0 ? "south" : "north"} (${lat.toFixed(0)}°) for the aurora on clear, dark nights. The dark months there are ${place.lat < 0 ? "March to September" : "September to March"}, so pick dates in those; get away from city lights, check the aurora and cloud forecasts each evening, and go out between about 21:00 and 02:00. Nothing guarantees a showing.`
            : lat >= 60
              ? `${place.name} is far enough ${place.lat < 0 ? "south" : "north"} (${lat.toFixed(0)}°), but the aurora needs dark nights, and your dates have too few of them: the dark months there are ${place.lat < 0 ? "March to September" : "September to March"}.`
              : `${place.name} is at ${lat.toFixed(0)}° latitude: the aurora is very rarely seen that far from the poles. The usual places are above about 60°, such as Tromsø, Lapland, Iceland or northern Canada${place.lat < 0 ? ", or Tasmania and the far south of New Zealand for the southern lights" : ""}.`;
      return { topic, text };
    }
    case "tipping":
      return {
        topic,
        text: facts?.tipping
          ? `**Tipping** in ${where}: ${facts.tipping}. ${/service (?:is included|charge)/.test(facts.tipping) ? "These are the usual customs, not rules." : "Customs are the usual range, not a rule: check the bill for a service charge before you add anything."}`
          : `I don't have tipping customs on file for ${where}, and they vary a lot: a travel guide's page on the country will say what is usual for restaurants, taxis and hotels.`,
      };
    case "plugs":
      return {
        topic,
        text: facts
          ? `${where} uses ${plugTypes(facts.plugs)}, at **${facts.volts}**. Bring an adapter for those sockets (a universal one covers them), and check your chargers' labels: phone and laptop chargers marked 100-240 V work anywhere, but a hair dryer or straightener made only for ${facts.volts.startsWith("1") ? "220-240 V" : "110-120 V"} needs a voltage converter there.`
          : `I don't have the plug type for ${where}. A universal adapter covers most countries; check the socket type and voltage on the IEC's World Plugs list (iec.ch/world-plugs) before you go, and look for 100-240 V on your chargers.`,
      };
    case "water":
      return {
        topic,
        text: facts?.water
          ? `In ${where}, the tap water ${waterSays(facts.water)}.${facts.water === "yes" ? " Water quality can differ locally (old buildings, rural areas), so your hotel is the one to ask about its own taps." : ""}`
          : `I don't have drinking-water data for ${where}, so I can't say whether the tap water is safe there. Your government's travel-health page for ${where} says what is advised; where in doubt, travellers stick to bottled or filtered water (and ice made from it), and your hotel will know the local habit.`,
      };
    case "dress":
      return { topic, text: dressAnswer(where, input.asked, place && place.kind !== "city" ? place.name : undefined) };
    case "connectivity":
      return { topic, text: connectivityAnswer(where, input.asked) };
    case "passes":
      return { topic, text: passAnswer(where, input.asked) };
    case "events":
      return { topic, text: eventsAnswer(place?.name ?? where, input.asked, input.when) };
    case "health": {
      // The condition asked about, named back ("yellow fever", "altitude sickness").
      const about = input.asked ? ` on ${input.asked}` : "";
      const high = place ? altitudeOf(place.name) : undefined;
      // The high town named in the question, where the map found another place of that name.
      const namedHigh = input.text ? highTownIn(input.text) : undefined;
      const town = namedHigh ?? (high && place ? { name: place.name, metres: high } : undefined);
      const altitude = /altitude|elevation|acclimat/.test(input.asked ?? "")
        ? ` ${town ? `${town.name} lies at about **${town.metres.toLocaleString("en")} m**, high enough for altitude sickness (soroche) to affect anyone, whatever their fitness. ` : ""}The usual travel advice for altitude is to acclimatise: take the first day easy and rest, go up slowly, drink plenty of water and skip alcohol at first; headache, nausea and breathlessness are the signs, and going lower is the cure if they get worse. Anyone with a heart or lung condition (asthma included) should ask their doctor before going.`
        : "";
      if (altitude)
        return {
          topic,
          text: `${altitude.trim()} I can't give medical advice beyond that: see a doctor or travel clinic before you go, and check your government's travel-health pages for ${where}.`,
        };
      return {
        topic,
        text: `I can't give medical or vaccination advice${about}. Check your government's travel-health pages for ${where} (for example the CDC's or the NHS's fit-for-travel pages) and see a doctor or travel clinic a few weeks before you go.`,
      };
    }
    case "booking": {
      if (place?.restaurant)
        return {
          topic,
          text: `${place.name} is ${place.restaurant.price >= 3 ? "one of the pricier tables, so book ahead for dinner" : "casual; for lunch you can usually walk in, but book for dinner on a weekend"}. I can't see its availability: check its website or a booking app.`,
        };
      const popular = place && ["museum", "landmark", "attraction"].includes(place.kind);
      return {
        topic,
        text: popular
          ? `I can't see ticket availability for ${place?.name}. Big sights like it often sell timed-entry tickets that run out in busy months, so booking on the official website a few days to weeks ahead is the safe choice; it also skips the ticket queue.`
          : `I can't see ticket availability${place ? ` for ${place.name}` : ""}. For well-known sights, booking timed tickets on the official website ahead of busy months is the safe choice; parks, markets and neighbourhoods need no booking.`,
      };
    }
    case "best_time": {
      if (!place)
        return {
          topic,
          text: "Which place do you mean? Tell me the city or country and I'll give its typical temperatures month by month.",
        };
      return { topic, text: bestMonths(place, input.year).text };
    }
  }
}

// Towns high enough for altitude sickness that travellers often ask about, in metres above sea
// level (the towns' centres, as given by their national geographic institutes, rounded).
const altitudes: Record<string, number> = {
  cusco: 3400,
  cuzco: 3400,
  "la paz": 3640,
  "el alto": 4150,
  puno: 3830,
  uyuni: 3660,
  potosi: 4090,
  sucre: 2810,
  quito: 2850,
  cuenca: 2560,
  bogota: 2640,
  huaraz: 3050,
  arequipa: 2335,
  "machu picchu": 2430,
  "sacred valley": 2900,
  "san pedro de atacama": 2410,
  "mexico city": 2240,
  "addis ababa": 2355,
  lhasa: 3650,
  leh: 3500,
  "shangri-la": 3160,
  "namche bazaar": 3440,
};

function highTownIn(text: string): { name: string; metres: number } | undefined {
  const t = ` ${text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z -]/g, " ")} `;
  const key = Object.keys(altitudes).find((k) => t.includes(` ${k} `));
  return key ? { name: key.replace(/\b[a-z]/g, (c) => c.toUpperCase()), metres: altitudes[key] as number } : undefined;
}

function altitudeOf(name: string): number | undefined {
  const key = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  return altitudes[key];
}

/** What to wear at religious sites: the rules that hold at nearly all of them, and the place named. */
function dressAnswer(where: string, asked: string | undefined, sight: string | undefined): string {
  const mosque = /\b(?:mosque|hagia sophia|ayasofya|cami|masjid)\b/i.test(`${asked ?? ""} ${sight ?? ""}`);
  const at = sight ? `**${sight}**` : `religious sites in ${where}`;
  const women = mosque
    ? "Women cover their hair with a headscarf (bring one; some mosques lend them at the door) and wear loose clothes to the ankles and wrists; men wear long trousers, not shorts."
    : "Women may be asked to cover their hair in mosques and some churches, so a light scarf in the bag solves it.";
  return `For ${at}, modest dress is the rule: cover shoulders and knees (no shorts, short skirts or sleeveless tops). ${women} Shoes come off in mosques and most temples, so slip-ons help, and visits usually pause during prayers or services. I don't have each site's own rules on file: its official website lists them.`;
}

/** Staying online abroad: eSIM, a local SIM, pocket wifi or roaming, and what decides between them. */
function connectivityAnswer(where: string, asked: string | undefined): string {
  const pocket = /pocket wi-?fi|wifi/i.test(asked ?? "");
  return `For mobile data in ${where}, the usual choices are: an **eSIM** (a data plan bought online before you fly and switched on when you land; it needs a recent, unlocked phone that supports eSIM), a **local SIM** (at the airport or a phone shop; cheapest per GB, but some countries ask for your passport to register it), ${pocket ? "a **pocket wifi** router (rented at the airport or delivered to your hotel; best when several people or devices share it, but it is one more thing to charge and carry and must be returned), " : "a **pocket wifi** router (rented, shared by a group, returned at the end), "}or your own plan's **roaming** (easiest, often dearest: check its daily rate). For one or two people with eSIM-ready phones an eSIM is usually the simplest; for a family sharing data, pocket wifi. I can't see today's prices or coverage: compare a few providers for ${where} before you go.`;
}

/** Rail and transit passes: how to judge one, never a price made up. */
function passAnswer(where: string, asked: string | undefined): string {
  const name = asked
    ? asked.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/\bJr\b/, "JR")
    : "A rail or transit pass";
  return `${name === "A rail or transit pass" ? name : `${/^[AEIOU]/.test(name) ? "An" : "A"} **${name}**`} pays off only if the single tickets you'd buy for the trip's journeys cost more: add up the point-to-point fares for your planned train journeys in ${where} (booked ahead they are often cheap, while long, fast or last-minute trips are dear), and compare with the pass price for your days. Check too whether the pass needs seat reservations at extra cost on fast trains, and whether your days of travel fit its travel days. I don't have fares or pass prices on file; the pass's official site and the national rail operator's site give both.`;
}

// The Schengen area's short-stay rules, from the EU's Visa Code (Regulation (EC) No 810/2009 as
// amended by Regulation (EU) 2019/1155: apply up to six months and at least 15 days ahead; a
// decision within 15 calendar days, up to 45 in single cases; travel medical insurance of at
// least €30,000) and the ETIAS Regulation ((EU) 2018/1240: an online travel authorisation for
// visa-free visitors, valid three years or until the passport expires). Dates of rules not yet in
// force are not given: they have moved before, so the EU's own page is named instead.
function schengenFacts(text: string): string {
  const lines: string[] = [];
  if (/\betias\b/.test(text))
    lines.push(
      "**ETIAS** is the EU's online travel authorisation for visitors who need no visa for the Schengen area (British, American, Canadian and Australian passport holders among them): a short online form and a fee, and once granted it is valid for three years or until your passport expires. I can't confirm from my data whether it has started yet, as its start date has moved more than once: the EU's official page, travel-europe.europa.eu/etias, gives the date and is the only place to apply (avoid look-alike sites that charge more). The Entry/Exit System (EES), which registers your passport and fingerprints at the border, comes first.",
    );
  if (
    /\bschengen\b/.test(text) &&
    /\b(?:how long|take|takes|processing|wait|weeks?|days?|when (?:to|should)|apply)\b/.test(text)
  )
    lines.push(
      "For a **Schengen visa**, the EU's Visa Code says you can apply up to **six months** before the trip and no later than **15 days** before it; the consulate decides within **15 calendar days** of a complete application, extendable to **45 days** in individual cases. Appointment slots at visa centres can take weeks to get in busy seasons, so apply as early as you can.",
    );
  // The short-stay limit (Schengen Borders Code, Regulation (EU) 2016/399, Art. 6): asked as "the
  // 90/180 rule", "how long can I stay", "2 months in Europe".
  if (
    /\bschengen\b|\beurope\b/.test(text) &&
    /\b(?:90|180|rule|how long can|overstay|stay longer|months?|limit|allowed)\b/.test(text) &&
    /\b(?:schengen|visa|passport|rule|overstay)\b/.test(text)
  )
    lines.push(
      "The Schengen short-stay rule: visitors who need no visa (and those on a short-stay visa) may stay **up to 90 days in any 180-day period** across the whole Schengen area together, not per country. On any day you are there, count back 180 days: the days you spent inside in that window must not pass 90. Two months in a row fits if you have not been in the area in the months before; time in countries outside the area (the UK, Ireland, Cyprus, or Albania and Serbia, for example) does not count. The EU's short-stay calculator (home-affairs.ec.europa.eu) checks your own dates.",
    );
  return lines.length ? `${lines.join("\n\n")}\n\n` : "";
}

/** Travel insurance: what is required where (the Schengen visa's), and what to check in a policy. */
function insuranceAnswer(where: string, text: string): string {
  const europe = /\b(?:schengen|europe|europa|eu|european)\b/.test(text);
  const schengen = europe
    ? "For the **Schengen area** it depends on your passport: if you need a **Schengen visa**, travel medical insurance is compulsory for the visa, valid in every Schengen country for the whole stay and covering at least **€30,000** of medical care and repatriation (the EU Visa Code's rule). If your passport needs no visa, insurance is not required at the border, but it is strongly advised. "
    : "";
  return `${schengen}I can't compare policies or prices. What a travel insurance policy should cover: emergency medical care and repatriation (the costly part, especially in the US), cancellation and cutting the trip short, and lost or delayed baggage. Check the excess, whether activities you plan (skiing, diving, scooters) are covered, and declare any medical conditions. Your bank card or home health cover may already include some of it; for ${where}, your government's travel-advice page says what is recommended.`;
}

/**
 * The language most people speak in a country, from Unicode CLDR's likely-subtags data (what
 * Intl.Locale's maximize() reads): one language per country, so where a country has several it
 * is said that only the main one is on file.
 */
function languageAnswer(where: string, code: string | undefined, text: string): string {
  const lang = code ? new Intl.Locale(`und-${code}`).maximize().language : undefined;
  const name = lang ? new Intl.DisplayNames(["en"], { type: "language" }).of(lang) : undefined;
  const english = /\benglish\b/.test(text);
  const main = name
    ? `The main language of ${where} is **${name}** (from Unicode's locale data); other languages may be official or widely spoken in parts of the country, and I don't have those on file.`
    : `I don't have the languages of ${where} on file.`;
  const en = english
    ? ` I can't say from data how widely English is spoken there: it is usually easiest in hotels, airports and big tourist sights, and a translation app with the language downloaded for offline use covers the rest.`
    : " A few words of greeting and thanks go a long way, and a translation app with the language downloaded for offline use helps with menus and signs.";
  return `${main}${en}`;
}

/** "the United States", "the Netherlands": the countries English names with "the". */
function withThe(name: string): string {
  return /^(?:United States|United Kingdom|United Arab Emirates|Netherlands|Philippines|Czech Republic|Dominican Republic|Bahamas|Maldives|Gambia)$/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/** Fireworks, festivals, concerts: no schedules on file, so what holds for any big event and where to look. */
function eventsAnswer(where: string, asked: string | undefined, when: string | undefined): string {
  const what = !asked
    ? "events"
    : /^(?:nye|new year'?s eve|hogmanay|fireworks)$/i.test(asked)
      ? "New Year's Eve and fireworks"
      : asked.replace(/s?$/, "s");
  const dates = when ? ` for your dates (${when})` : "";
  const fireworks = /new year|fireworks/i.test(what)
    ? " Big fireworks shows often have an earlier family show as well as the midnight one."
    : "";
  return `I don't have ${what} (dates, times, programmes or the best places to watch) for ${where} on file${dates}, so I won't guess them: the city's official events or tourism site publishes them, and which need tickets.${fireworks} What holds for any big event: the best spots fill hours ahead, so arrive early with water, snacks and layers; with young children pick a place near toilets and an easy way out; and check which roads and stations close, since public transport runs extra but crowded services.`;
}

// What each IEC plug type looks like (the IEC's World Plugs list): travellers know a plug by its
// pins, not its letter ("the two round pins", "the three square ones").
const pins: Record<string, string> = {
  A: "two flat pins",
  B: "two flat pins and a round earth pin",
  C: "two round pins, the Europlug",
  D: "three large round pins in a triangle",
  E: "two round pins and an earth pin in the socket",
  F: "two round pins with earth clips on the sides",
  G: "three rectangular pins",
  H: "three pins in a V",
  I: "two flat pins in a V, with an earth pin",
  J: "three round pins",
  K: "three round pins, the earth below",
  L: "three round pins in a row",
  M: "three large round pins",
  N: "three round pins",
  O: "three round pins",
};

/** "Type C (two round pins...) and Type F (...)": the types on file, each with its pins. */
export function plugTypes(letters: string): string {
  const types = letters.split(/,\s*|\s+and\s+/).filter(Boolean);
  const said = types.map((t) => `**Type ${t}** (${pins[t] ?? "see the IEC list"})`);
  const list = said.length > 1 ? `${said.slice(0, -1).join(", ")} and ${said[said.length - 1]}` : said[0];
  return `plug type${types.length > 1 ? "s" : ""} ${list}`;
}

/**
 * "do we need a 4x4?": what decides it (the roads, the season, the hire terms), with snow and ice
 * said when the trip's months are cold there (the typical temperature at its latitude).
 */
function vehicleAnswer(
  where: string,
  place: { lat: number; lng: number } | undefined,
  months: number[],
  year = new Date().getUTCFullYear(),
): string {
  const cold =
    place &&
    months.some((m) => {
      const date = `${year}-${String(m).padStart(2, "0")}-15`;
      return typicalTemperature({ date, lat: place.lat, lng: place.lng }).min <= 0;
    });
  const winter = cold
    ? ` On your dates it is cold enough there for **snow and ice** on the roads: a 4x4 (or AWD) with winter tyres is the safer choice, and mountain or highland roads may be closed.`
    : "";
  return `Whether you need a 4x4 in ${where} depends on the roads: paved main roads are fine in a normal car, while gravel or dirt roads, mountain tracks, river crossings and snow call for a 4x4 (4WD) or at least a high-clearance SUV with good tyres; drive gravel slowly.${winter} Check the hire company's terms too: many forbid normal cars on gravel or unpaved roads, and their insurance may not cover damage there. I don't have road conditions on file; the national road authority's site shows closures.`;
}

// The electronic travel authorisations that visitors who need no visa must still get online
// before they fly, per country that runs one (each government's own scheme name and site).
const authorities: Record<string, [scheme: string, except?: string]> = {
  US: [
    "the **ESTA** (Electronic System for Travel Authorization, esta.cbp.dhs.gov), if their passport is in the Visa Waiver Program",
  ],
  CA: ["an **eTA** (Electronic Travel Authorization, canada.ca) to fly in", "US citizens"],
  GB: ["a UK **ETA** (Electronic Travel Authorisation, gov.uk/eta)", "British and Irish citizens"],
  NZ: [
    "an **NZeTA** (New Zealand Electronic Travel Authority, through the official NZeTA app or immigration.govt.nz)",
    "Australian citizens",
  ],
  AU: [
    "an **ETA** (Electronic Travel Authority, through the official AustralianETA app) or, with an EU passport, an eVisitor",
    "New Zealand citizens",
  ],
  KR: [
    "a **K-ETA** (Korea Electronic Travel Authorization, k-eta.go.kr)",
    "passports on Korea's temporary exemption list",
  ],
  LK: ["an **ETA** (Electronic Travel Authorization, eta.gov.lk)"],
  IL: ["an **ETA-IL** (Electronic Travel Authorization, israel-entry.piba.gov.il)"],
  KE: [
    "an **eTA** (Electronic Travel Authorisation, etakenya.go.ke), which replaced Kenya's visas for almost every nationality",
  ],
};

/** "New Zealand asks visitors who need no visa for an NZeTA...": the country's scheme, if it has one. */
export function travelAuthority(code: string | undefined): string {
  const [scheme, except] = (code && authorities[code]) || [];
  if (!code || !scheme) return "";
  const name = new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  const where = /^(?:United|Czech|Dominican|Netherlands)/.test(name) ? `the ${name}` : name;
  return `Even visitors who need no visa for ${where} must get ${scheme} before they travel${except ? ` (${except} need none)` : ""}. Apply on the official site only (look-alike sites charge more), a few days ahead. `;
}
