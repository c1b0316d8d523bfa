import type { Plan } from "../plan";
import { plain } from "./text";

// What travellers ask of well-known sights and ways that no place record holds: passes and whether
// they pay, tickets that sell out, rules (Uluru is closed to climbers), when a market's stalls open,
// when a thing is in season, how a place is got round, the scams to know. Each row is said when the
// question names its thing (and asks what the row is about); rows tied to a country only when the
// trip is there. Prices are the public ones of 2025-26, said as "about" and to be checked.

type Fact = {
  /** The thing asked about, on plain() text. */
  about: RegExp;
  /** What must be asked of it, when naming it is not enough. */
  asked?: RegExp;
  /** Its thing may be a stop of the trip rather than named ("which side is better?" at Victoria Falls). */
  orStop?: boolean;
  /** The trip must stop in one of these countries (ISO 3166-1 alpha-2). */
  countries?: string[];
  /** Rows on one thing share it: the first that holds is said (the country's own before the general). */
  topic?: string;
  text: string;
};

const ticketWords =
  /\b(?:tickets?|book|booking|booked|reserve|reservation|sell out|sold out|in advance|ahead|queue|queues|line|entry|entrance|admission|fee|cost|price|how much(?! time)|pass|slot|timed)\b/;

// What goes in which bag, asked of a thing carried ("power bank in checked luggage?", "liquids in
// hand luggage?"): the airline rules that hold almost everywhere.
const carried =
  /\b(?:luggage|baggage|suitcases?|bags?|carry on|cabin|hold|checked|plane|flights?|fly|flying|on board|security|allowed|take|bring|pack|airport)\b/;

// A show's times asked: "what time is the light show?", "when does the fountain show start?".
const showAsked =
  /\b(?:light show|laser show|sound and light|fountain show|fountains?|show times?|shows?|what time|when)\b.*\b(?:show|shows|fountain|fountains|lights?|start|starts|run|runs|on)\b|\b(?:light|laser|fountain|water) shows?\b/;

const facts: Fact[] = [
  {
    about:
      /\b(?:power ?banks?|portable (?:chargers?|batter(?:y|ies))|spare batter(?:y|ies)|lithium batter(?:y|ies)|battery packs?|vapes?|e ?cigarettes?)\b/,
    asked: carried,
    text: "**Power banks, spare lithium batteries and vapes go in your hand luggage (carry-on), never in checked luggage**: a battery fire in the hold cannot be put out, so airlines everywhere forbid it. Up to 100 Wh (about 27,000 mAh) you can take a few without asking; 100-160 Wh needs the airline's approval, and above 160 Wh they don't fly. Many airlines now also forbid using or charging a power bank during the flight, so keep it switched off in your bag, terminals taped or in a pouch.",
  },
  {
    about: /\b(?:liquids?|gels?|aerosols?|toiletries|shampoo|sunscreen|sun cream|100 ?ml|duty free)\b/,
    asked: carried,
    text: "**Liquids in hand luggage**: the usual rule is containers of at most **100 ml**, all in one clear, resealable bag of about 1 litre, shown at security; medicines and baby food needed on the flight are allowed beyond that. Airports with the new CT scanners may let larger containers through, but the rules change airport by airport (and back again), so check your departure and connecting airports' sites before you pack. In checked luggage liquids have no such limit; duty-free bought airside stays sealed in its bag with the receipt.",
  },
  {
    about: /\b(?:nozomi|hikari|kodama|mizuho|sakura shinkansen)\b/,
    text: "On the Tokaido and Sanyo **Shinkansen**, the **Nozomi** is the fastest service (Tokyo-Kyoto about 2 h 15 min), stopping only at the main stations; the **Hikari** takes about 2 h 40 min with a few more stops; the **Kodama** stops everywhere. The nationwide **JR Pass** covers the Hikari and Kodama, and the Nozomi (and Mizuho) only with an extra ticket of about ¥4,000-5,000 a ride; without a pass, the Nozomi costs only a few hundred yen more than the Hikari.",
  },
  {
    about: /\bjordan pass\b/,
    text: "The **Jordan Pass** (about 70, 75 or 80 JOD, for 1, 2 or 3 days at Petra) waives the 40 JOD tourist visa if you stay at least 3 nights in Jordan, and covers Petra and some 40 other sites (Jerash, Wadi Rum, the Amman Citadel). A day at Petra alone is 50 JOD, so with the visa it pays for itself for almost everyone flying in: buy it online before you arrive and show it at immigration.",
  },
  {
    about: /\bpetra\b/,
    asked: /\b(?:by night|at night|tickets?|entry|entrance|fee|cost|price|how much(?! time))\b/,
    text: "**Petra** tickets are sold at the visitor centre in Wadi Musa: about 50 JOD for 1 day, 55 for 2 and 60 for 3 (90 JOD for a day visit without a night in Jordan), or included in the Jordan Pass. **Petra by Night** (candles along the Siq to the Treasury) runs on Monday, Wednesday and Thursday evenings, about 17 JOD, tickets at the visitor centre.",
  },
  {
    about: /\b(?:uluru|ayers rock)\b/,
    asked: /\b(?:climb|climbing|climbed|hike up|walk up|go up)\b/,
    text: "Climbing **Uluru** has been banned since 26 October 2019, at the wish of its Anangu owners. The 10.6 km base walk (about 3 to 4 hours, flat; start at dawn in summer, when trails close from 11:00 on hot days) and the sunrise and sunset viewing areas are the way to see it; the park pass is about A$38 a person for 3 days.",
  },
  {
    about: /\b(?:jr|japan rail) ?pass\b/,
    text: "The nationwide **JR Pass** (Japan Rail Pass) rose by about 70% in October 2023 (7 days about ¥50,000, 14 days about ¥80,000), so it now pays only for long runs: Tokyo-Kyoto-Hiroshima and back within the week, or Tokyo to Hokkaido. For Tokyo-Kyoto-Osaka alone, single Shinkansen tickets (Tokyo-Kyoto about ¥14,000 each way) come out cheaper; regional passes (JR West Kansai, JR East) can still pay.",
  },
  {
    about: /\bswiss (?:travel )?pass\b|\bhalf fare card\b/,
    text: "The **Swiss Travel Pass** covers trains, buses, boats and city transport, entry to some 500 museums, and half price (or free) on many mountain railways; it pays when you travel most days. Travelling less, or mostly up mountains (Jungfraujoch, Gornergrat), the **Half Fare Card** (50% off all of them, valid a month) is usually cheaper: price your main journeys on sbb.ch first.",
  },
  {
    about: /\bparis museum pass\b/,
    text: "The **Paris Museum Pass** (2, 4 or 6 days) covers about 50 museums and monuments, among them the Louvre, Orsay, the Arc de Triomphe, Sainte-Chapelle and Versailles; it pays from about three paying sights a day. It is no skip-the-line ticket everywhere: the Louvre and Versailles still want a (free) timed slot booked with it.",
  },
  {
    about: /\balhambra\b/,
    asked: ticketWords,
    text: "Tickets for the **Alhambra** sell out weeks ahead from spring to autumn: buy them on the official site (tickets.alhambra-patronato.es) as soon as your dates are fixed. The ticket gives a fixed half hour to enter the Nasrid Palaces, missed slots are lost, and the passport named on the ticket is checked at the gate.",
  },
  {
    about: /\bmachu picchu\b|\binca trail\b|\bhuayna picchu\b/,
    asked:
      /\b(?:tickets?|permits?|book|booking|reserve|in advance|ahead|sell out|sold out|entry|circuits?|how much(?! time)|cost|price|closed|february)\b/,
    text: "**Machu Picchu** is entered on a timed ticket for one of set circuits, with a daily cap: book weeks ahead (months for Huayna Picchu or Machu Picchu Mountain). **Inca Trail** permits are sold only through licensed operators and sell out months ahead for May to August; the trail closes every February for upkeep.",
  },
  {
    about: /\bsagrada familia\b/,
    asked: ticketWords,
    text: "The **Sagrada Família** sells timed tickets only, and they sell out days ahead in season: book on the official site (a tower visit is an extra on the ticket, and cannot be changed). Shoulders and knees covered inside.",
  },
  {
    about: /\bcolosseum\b|\bcolosseo\b/,
    asked: ticketWords,
    text: "The **Colosseum** is entered on a timed ticket that also covers the Roman Forum and Palatine Hill (within 24 hours): book it on the official site (coopculture / colosseo.it) as soon as slots open, about a month ahead. The first Sunday of the month is free, first come first served, with long queues.",
  },
  {
    about: /\bvatican\b|\bsistine\b/,
    asked: ticketWords,
    text: "The **Vatican Museums** (with the Sistine Chapel) sell timed tickets online: book ahead to skip a ticket queue of an hour or more. They close on Sundays except the last Sunday of the month (free, very crowded) and on church holidays; St Peter's Basilica is free, with a security queue, and both want shoulders and knees covered.",
  },
  {
    about: /\banne frank\b/,
    text: "Tickets for the **Anne Frank House** are sold only online, for a set time: they are released every Tuesday for six weeks ahead and go within hours, so book on annefrank.org the Tuesday your date comes up. None are sold at the door.",
  },
  {
    about: /\blast supper\b|\bcenacolo\b/,
    text: "Seeing Leonardo's **Last Supper** (Santa Maria delle Grazie, Milan) is by booked 15-minute slot only, for small groups; tickets are released in blocks a few months ahead and sell out fast. Failing that, guided tours that hold slots are the fallback.",
  },
  {
    about: /\bneuschwanstein\b/,
    asked: ticketWords,
    text: "**Neuschwanstein** is seen only on a guided tour at a set time: book online (hohenschwangau.de) a few days to weeks ahead in summer, since few are left at the ticket centre in Hohenschwangau, where tickets are picked up.",
  },
  {
    about: /\bangkor\b/,
    asked: /\b(?:pass|tickets?|entry|entrance|fee|cost|price|how much(?! time))\b/,
    text: "The **Angkor Pass** is about US$37 for 1 day, $62 for 3 days (used within 10) and $72 for 7 (within a month), bought at the official ticket centre or on angkorenterprise.gov.kh, with your photo on it: carry it, it is checked at each temple.",
  },
  {
    about: /\btuk ?tuks?\b|\bremorks?\b/,
    countries: ["KH"],
    topic: "tuk-tuk",
    text: "Yes: a **tuk-tuk with its driver for the whole day** is the usual way round the Angkor temples, and the driver waits at each one. Expect about US$15-20 for the small circuit, $20-25 for the grand circuit or a sunrise start, a little more out to Banteay Srei; agree the route and price the day before (your hotel can book one). Add the Angkor Pass: about $37 for a day, $62 for 3 days.",
  },
  {
    about: /\btuk ?tuks?\b|\bauto ?rickshaws?\b/,
    topic: "tuk-tuk",
    text: "**Tuk-tuks** have no meter: agree the fare before you get in (ask your hotel what is fair), and hiring one with its driver by the half day or day is common and good value. Where a ride-hailing app runs (Grab, PickMe, Uber), its fixed price settles the haggling.",
  },
  {
    about: /\bscams?\b|\bripped off\b|\brip offs?\b/,
    countries: ["TH"],
    topic: "scams",
    text: 'The usual **scams in Bangkok**: taxis that refuse the meter (say "meter, please" or get out; or book a Grab or Bolt, priced up front), tuk-tuk drivers offering a cheap tour that ends at gem or tailor shops, and a friendly stranger saying the Grand Palace is "closed today" (it is not). Jet-ski damage claims in Phuket and Pattaya are the beach version.',
  },
  {
    about: /\bscams?\b|\bripped off\b|\brip offs?\b/,
    asked: /\b(?:taxis?|cabs?|drivers?|airport|rides?)\b/,
    topic: "scams",
    text: 'The usual **taxi scams**: a meter "broken" or never switched on, a long way round, a flat fare quoted at the airport, and a driver who says your hotel is closed and takes you to another. Use the official taxi rank or a ride-hailing app (Uber, Bolt, Grab, Careem), which fixes the price before you ride, and check the route on your phone\'s map.',
  },
  {
    about: /\btsukiji\b/,
    text: "**Tsukiji Outer Market**'s stalls open early, from about 5:00-6:00, and most close by 14:00; many shut on Sundays, public holidays and some Wednesdays. Go early, around 7:00-9:00, for a sushi breakfast before the crowds. (The tuna auction moved to **Toyosu Market** in 2018: its viewing deck opens about 5:00, book a place on the floor-level deck ahead.)",
  },
  {
    about: /\bberghain\b/,
    text: "**Berghain**'s main club night runs from Saturday midnight straight through to Monday morning, so Saturday into Sunday is the night; Sunday afternoon often has a shorter queue. The door is strict and unpredictable: come in ones or twos, dressed down in black, sober and quiet, and expect no photos (phone cameras are stickered over). Cash only.",
  },
  {
    about: /\bjohnston canyon\b/,
    text: "**Johnston Canyon** in winter is an easy grade, catwalks bolted to the canyon wall to the Lower Falls (1.2 km) and Upper Falls (2.7 km), but the path is packed ice: wear ice cleats or microspikes (rent them in Banff), not crampons. Guided ice walks run from December to March; go early to beat the tour buses.",
  },
  {
    about: /\btable mountain\b/,
    asked: /\b(?:cable ?car|cableway|open|closed|wind|windy|weather|hike|climb|cloud|tablecloth)\b/,
    text: "The **Table Mountain** Aerial Cableway runs every day, weather permitting, but stops in strong wind, low cloud (the \"tablecloth\") or rain, sometimes for days when the summer south-easter blows; it also closes for a fortnight's maintenance each year, usually in July or August. Check its live status on the cableway's site the morning you go, buy tickets online, and keep a second day free for it. Hiking up Platteklip Gorge (2-3 hours) is the other way, not in wind or cloud either.",
  },
  {
    about: /\btulips?\b|\bkeukenhof\b|\bbulb fields?\b/,
    text: "The **tulips** around Lisse flower from about late March to early May, at their peak in mid-April; **Keukenhof** gardens open only then, from about the third week of March to mid-May (each year's dates on keukenhof.nl). Before that (early March) the fields are bare; in Amsterdam the Bloemenmarkt and the Tulip Museum have them all year. Keukenhof Express buses run there in season from Schiphol airport, Leiden Centraal and Amsterdam (Europaplein), with combined bus and entry tickets sold online.",
  },
  {
    about: /\b(?:victoria falls|vic falls|mosi oa tunya)\b/,
    orStop: true,
    asked: /\b(?:side|sides|zambia|zambian|zimbabwe|zimbabwean|livingstone|devil s pool|visa)\b/,
    text: "At **Victoria Falls** the Zimbabwe side (Victoria Falls town) has most of the face-on views, along the rainforest walk, best from about February to May at high water (when spray can hide them); the Zambia side (Livingstone) gets you close, over the Knife-Edge Bridge and, from about August to December at low water, to Devil's Pool on Livingstone Island. Many see both: the KAZA Univisa (about US$50) covers Zambia and Zimbabwe, and day trips to Chobe in Botswana.",
  },
  {
    about: /\b(?:szechenyi|gellert|rudas|lukacs|thermal baths?|baths?|spas?)\b/,
    asked: /\b(?:which|best|better|recommend|worth|or|vs|versus|difference)\b/,
    countries: ["HU"],
    text: "Budapest's thermal baths: **Széchenyi** (City Park) is the big yellow outdoor one, the classic and the busiest, steaming even in winter; **Rudas** has a 16th-century Ottoman dome and a rooftop pool over the Danube, with night bathing at weekends; **Gellért** is the Art Nouveau one (check it is open: a long renovation has been announced). Buy timed tickets online, and bring flip-flops and a towel.",
  },
  {
    about: /\bsmithsonian\b/,
    text: "Yes: all the **Smithsonian** museums in Washington and the National Zoo are free, with no ticket for most; the National Museum of African American History and Culture hands out free timed passes online at busy times. The National Gallery of Art is free too.",
  },
  {
    about: /\beiffel\b/,
    asked:
      /\b(?:tickets?|book|booking|in advance|ahead|before|queue|queues|line|summit|top|sell out|sold out|how much(?! time)|price|cost)\b/,
    text: "**Eiffel Tower** tickets are timed and sold on the official site (toureiffel.paris) about two months ahead: book the lift to the summit early, as it sells out, while tickets for the stairs to the second floor are cheaper and easier to get. The summit is open all year, closing in strong wind or storms.",
  },
  {
    about: /\b(?:park|parks) (?:pass|passes|permit|fee|fees|ticket)\b|\bdiscovery pass\b/,
    countries: ["CA"],
    text: "Yes: everyone stopping in **Banff** (or any national park) needs a **Parks Canada** pass: a daily pass (about C$11 an adult, under-18s free, or about C$22 for a family or group in one vehicle) or, for a week or more, the annual **Discovery Pass** (about C$151 a family), bought online or at the park gates.",
  },
  {
    about: /\btango\b|\bmilongas?\b/,
    countries: ["AR"],
    text: "Tango in **Buenos Aires**: a dinner show (Café de los Angelitos, Rojo Tango, El Viejo Almacén, Esquina Carlos Gardel) is the polished version, from about 20:30, booked a day or two ahead; a **milonga**, where locals dance (La Catedral, Salón Canning, La Viruta, many with a beginners' class first), is the real thing, from about 22:00 into the small hours. On Sundays couples dance in the street at the San Telmo market (Plaza Dorrego).",
  },
  {
    about:
      /\b(?:send|forward|ship|deliver|courier)\b.{0,40}\b(?:luggage|suitcases?|bags?|cases)\b|\b(?:luggage|suitcases?|bags?|cases)\b.{0,40}\b(?:ahead|forward|forwarding|delivered|delivery|sent|shipped)\b|\btakk?yubin\b|\bta q bin\b/,
    countries: ["JP"],
    text: "Yes: **luggage forwarding** (takkyubin: Yamato's Ta-Q-Bin or Sagawa) is sent from your hotel's front desk or a convenience store, about ¥2,000-3,000 a suitcase; sent the morning before you leave, it arrives the next day (pack a bag for the night between). On the Tokaido Shinkansen, bags over 160 cm in total size need a seat booked with the oversized-baggage area.",
  },
  {
    about: /\b(?:game of thrones|got)\b.{0,30}\b(?:tours?|walk|walking)\b/,
    countries: ["HR"],
    text: "The **Game of Thrones** walking tours in Dubrovnik take about 2 hours, through the old town (the Jesuit Stairs of the walk of shame, Fort Lovrijenac as the Red Keep), often with a longer version adding Lokrum island; worth it for fans, who get the scenes shown on a tablet at each spot. Go in the morning before the cruise crowds.",
  },
  {
    about: /\bhawker\b/,
    countries: ["SG"],
    text: "Good **hawker centres** in Singapore, with vegetarian stalls in each: **Maxwell Food Centre** and **Chinatown Complex** (Chinatown), **Lau Pa Sat** (the CBD, satay street at night), **Tekka Centre** (Little India, many South Indian vegetarian stalls) and **Newton Food Centre**. Look for stalls signed 'vegetarian' (often Buddhist, no garlic or onion); go at lunch or dinner, most stalls close one day a week, and many take cash or PayNow only.",
  },
  {
    about: /\bdmz\b|\bpanmunjom\b|\bjsa\b/,
    text: "The **DMZ** is visited only on a guided tour from Seoul (half or full day, about ₩60,000-150,000), with your passport, booked a few days ahead; tours stop on Mondays and on military notice. The Joint Security Area (Panmunjom) is on separate tours with tighter rules when open. A weekday tour on a day with little else planned suits it best.",
  },
  {
    about: /\bgorillas?\b/,
    asked: /\b(?:permits?|tickets?|cost|price|how much(?! time)|book|trek|trekking)\b/,
    text: "**Gorilla trekking** needs a permit for a set day: about US$1,500 in Rwanda (Volcanoes National Park) and US$800 in Uganda (Bwindi), from 15 years old, booked months ahead for June to September through the parks' offices or a licensed operator.",
  },
  {
    about: /\bf ?roads?\b|\bhighlands?\b/,
    countries: ["IS"],
    text: "Iceland's **F-roads** (the highland tracks) open only in summer, from about late June to early September (each road on road.is), and need a 4x4: rental terms forbid them in small cars, and river crossings are not covered by insurance.",
  },
  // Nightly light and fountain shows, asked when they run: the published schedules of 2025-26.
  {
    about: /\b(?:gardens by the bay|supertrees?|garden rhapsody)\b/,
    asked: showAsked,
    text: "**Garden Rhapsody**, the light and sound show in the Supertree Grove at **Gardens by the Bay**, runs every night at **7:45 pm and 8:45 pm** (about 15 minutes, free): lie on the ground under the trees to watch.",
  },
  {
    about: /\b(?:marina bay sands|spectra|marina bay)\b/,
    asked: showAsked,
    countries: ["SG"],
    text: "**Spectra**, the free light, water and music show on the Event Plaza in front of **Marina Bay Sands**, runs nightly at **8 pm and 9 pm**, with an extra show at 10 pm on Fridays and Saturdays (about 15 minutes).",
  },
  {
    about: /\b(?:symphony of lights|victoria harbour|harbour|tsim sha tsui|avenue of stars)\b/,
    asked: showAsked,
    countries: ["HK"],
    text: "**A Symphony of Lights** over Victoria Harbour starts at **8 pm** every night (about 10 minutes); the Tsim Sha Tsui waterfront (Avenue of Stars) has the best view.",
  },
  {
    about: /\b(?:dubai fountain|burj khalifa|dubai mall)\b/,
    asked: showAsked,
    text: "**The Dubai Fountain** at the foot of the Burj Khalifa plays every 30 minutes from **6 pm to 11 pm**, plus early-afternoon shows (about 1 pm and 1:30 pm; 2 pm and 2:30 pm on Fridays); free from the Dubai Mall waterfront.",
  },
  {
    // (Its fountains or Las Vegas named: Bellagio is also a town on Lake Como, with ferries.)
    about:
      /\bbellagio fountains?\b|\bfountains? (?:of|at) (?:the )?bellagio\b|\bbellagio\b(?=[\s\S]*\b(?:vegas|strip)\b)/,
    asked: showAsked,
    text: "The **Fountains of Bellagio** play every 30 minutes from the afternoon (3 pm on weekdays, noon at weekends) and **every 15 minutes from 8 pm to midnight**, free from the Strip.",
  },
  {
    about: /\beiffel\b/,
    asked: /\b(?:sparkle|sparkles|sparkling|twinkle|twinkles|glitter|light show|lights? up|lit up|illuminat\w*)\b/,
    topic: "eiffel-sparkle",
    text: "The **Eiffel Tower** sparkles for **five minutes on the hour**, every hour from nightfall until late at night (the lights go off around 23:45); the Trocadéro gives the classic view.",
  },
  // Walks and views travellers ask how hard or when best, where no place record says.
  {
    about: /\b(?:pico (?:do )?(?:arieiro|areeiro)|pico ruivo|arieiro|areeiro)\b/,
    text: "The **Pico do Arieiro to Pico Ruivo** walk (PR1, Madeira's classic peak hike) is about 7 km each way, **3 to 3.5 hours one way**, at about 1,800 m: paved paths and many steep steps and tunnels along an exposed ridge, demanding but with no scrambling. Start early (sunrise at Arieiro is popular) before cloud rolls in, bring a torch for the tunnels and layers for the cold, and check it is open: sections close after storms and rockfalls.",
  },
  {
    about: /\b(?:si o se ?pol|si o seh|khaju|allahverdi)\b|\b(?:old |historic )?bridges?\b/,
    countries: ["IR"],
    asked: /\b(?:when|time|best|evening|night|sunset|day|light|lit)\b/,
    text: "Isfahan's old bridges, **Si-o-se-pol** (the bridge of 33 arches) and **Khaju**, are at their best **from dusk into the evening**, when they are lit and people gather under the arches to talk (and sometimes sing). The Zayandeh river beneath is often dry, flowing only when water is released upstream.",
  },
];

/** What is known of the thing the question names, or null; at most two rows, the country's first. */
export function travelFact(message: string, plan: Plan): string | null {
  const text = plain(message);
  const tripCountries = new Set(
    [plan.destination?.country_code, ...plan.stays.map((s) => s.place.country_code)]
      .filter((c): c is string => !!c)
      .map((c) => c.toUpperCase()),
  );
  const stops = plain([plan.destination?.name, ...plan.stays.map((s) => s.place.name)].filter(Boolean).join(" | "));
  const said: string[] = [];
  const topics = new Set<string>();
  for (const f of facts) {
    if (!(f.about.test(text) || (f.orStop && f.about.test(stops))) || (f.asked && !f.asked.test(text))) continue;
    if (f.countries && !f.countries.some((c) => tripCountries.has(c))) continue;
    // (One row for a thing: the country's own tuk-tuks, not the general word on them as well.)
    const topic = f.topic ?? f.about.source;
    if (topics.has(topic)) continue;
    topics.add(topic);
    said.push(f.text);
    if (said.length === 2) break;
  }
  return said.length ? said.join("\n\n") : null;
}
