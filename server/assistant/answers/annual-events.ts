import { DateTime } from "luxon";
import { plain } from "./text";

// Events that come back every year, the same way, that travellers ask about by name: where to
// watch New Year's fireworks, when the Christmas markets run, when the wildebeest migration is in
// the Mara, when the cherry trees flower. Each row is what the event's official organiser or the
// country's tourism board publishes year after year (named on the row); a year's own programme,
// times that change and ticket prices are not given, and the answer says where to check them.

type AnnualEvent = {
  /** The words that ask about it. */
  asks: RegExp;
  /** The places it belongs to (plain, lower case), matched against the place asked about or the text. */
  where: RegExp;
  /** Words the question must also have: when the event is asked about, not where to eat at it. */
  only?: RegExp;
  /** Months (1-12) it runs in, for "is it on during our trip?". */
  months?: number[];
  text: string;
};

const events: AnnualEvent[] = [
  // City of Sydney, sydneynewyearseve.com: the 9 pm family fireworks and the midnight fireworks;
  // its list of harbourside vantage points, free and ticketed, which close once full.
  {
    asks: /\b(?:fireworks?|new year'?s eve|new years eve|nye)\b/,
    where: /\bsydney\b/,
    months: [12],
    text: "Sydney's New Year's Eve has two fireworks shows over the harbour: the **family fireworks at 9 pm** and the main show at **midnight**. The well-known places to watch are around the harbour: the **Royal Botanic Garden** and **Mrs Macquarie's Point**, **Barangaroo Reserve**, **Observatory Hill**, **Circular Quay** and the Opera House forecourt, and across the water **Milsons Point** (Bradfield Park), **Kirribilli** and Blues Point. Many are free but close once full and some need a ticket booked ahead: the City of Sydney's official site (sydneynewyearseve.com) lists each place, its capacity and gates. With young children the 9 pm show is the usual choice; pick a spot with toilets and an easy way out, and arrive in the afternoon for the popular ones.",
  },
  // Mayor of London: the Thames fireworks are ticket-only since 2014, viewed along the Embankment.
  {
    asks: /\b(?:fireworks?|new year'?s eve|new years eve|nye)\b/,
    where: /\blondon\b/,
    months: [12],
    text: "London's New Year's Eve fireworks are at **midnight** over the Thames by the London Eye. The riverside viewing areas (Victoria Embankment, Westminster and the South Bank) are **ticket-only**, sold ahead by the Mayor of London; without a ticket, watch from a hill such as Primrose Hill or Parliament Hill, or from a pub, since the central streets close.",
  },
  // Edinburgh's Hogmanay (edinburghshogmanay.com): the ticketed Street Party and the midnight
  // fireworks from Edinburgh Castle.
  {
    asks: /\b(?:fireworks?|new year'?s eve|new years eve|nye|hogmanay)\b/,
    where: /\bedinburgh\b/,
    months: [12, 1],
    text: "Edinburgh's **Hogmanay** ends the year with **fireworks from Edinburgh Castle at midnight**. The Street Party on Princes Street and the concert in Princes Street Gardens are **ticketed** (edinburghshogmanay.com sells them, and they sell out); without a ticket, people watch from Calton Hill or further out.",
  },
  // Rio's Réveillon (Riotur): free fireworks over Copacabana beach at midnight.
  {
    asks: /\b(?:fireworks?|new year'?s eve|new years eve|nye|reveillon)\b/,
    where: /\brio\b/,
    months: [12],
    text: "Rio's New Year's Eve (**Réveillon**) is on **Copacabana beach**: free, with music stages and fireworks from barges at **midnight**; locals wear white. It is one of the biggest crowds in the world, so go light, keep valuables at the hotel.",
  },
  // Magical Kenya (Kenya Tourism Board): the herds are in the Maasai Mara from about July to
  // October, the river crossings mostly in August and September.
  {
    asks: /\b(?:migration|wildebeest|river crossings?)\b/,
    where: /\b(?:mara|maasai mara|masai mara|kenya|narok)\b/,
    months: [7, 8, 9, 10],
    text: "The **wildebeest migration** is in the **Maasai Mara from about July to October**: the herds arrive from the Serengeti in July, and the Mara River crossings are most often seen in **August and September**. The exact timing follows the rains and moves from year to year, so a camp or guide in the Mara will know where the herds are for your dates.",
  },
  // Tanzania Tourist Board: calving in the southern Serengeti (Ndutu) in January to March; the
  // herds move north to the Mara from July.
  {
    asks: /\b(?:migration|wildebeest|calving)\b/,
    where: /\b(?:serengeti|tanzania|ndutu|northern tanzania)\b/,
    months: [1, 2, 3, 6, 7],
    text: "The **wildebeest migration** circles the Serengeti all year: **calving in the southern Serengeti (Ndutu) from about January to March**, the herds moving north through the western corridor around **June**, and crossing into Kenya's Maasai Mara from **July**. The timing follows the rains and moves from year to year, so ask your camp where the herds are for your dates.",
  },
  // Japan Meteorological Corporation's yearly forecasts: Tokyo and Kyoto bloom in late March to
  // early April, about a week at their best.
  {
    asks: /\b(?:cherry blossoms?|sakura|hanami)\b/,
    where: /\b(?:tokyo|kyoto|osaka|japan|nara|hiroshima)\b/,
    months: [3, 4],
    text: "The **cherry blossom** in Tokyo, Kyoto and Osaka usually opens in **late March** and is at its best into **early April**, for about a week; it moves by a week or so from year to year with the spring weather. The Japan Meteorological Corporation and japan-guide.com publish the forecast for each city from January.",
  },
  // oktoberfest.de (City of Munich): about 16 to 18 days, ending on the first Sunday of October,
  // or on 3 October (German Unity Day) when that is later.
  {
    asks: /\b(?:oktoberfest|wiesn)\b/,
    where: /./,
    months: [9, 10],
    text: "Munich's **Oktoberfest** runs for about 16 to 18 days from mid or late **September**, ending on the **first Sunday of October** (or on 3 October when that falls later). Entry to the grounds is free; the beer tents fill early at weekends, and table reservations are made with each tent, months ahead. The official site, oktoberfest.de, gives this year's dates and opening times.",
  },
  // Tourism Authority of Thailand: Songkran, the Thai New Year, 13 to 15 April.
  {
    asks: /\bsongkran\b|\bthai new year\b|\bwater (?:festival|fights?)\b/,
    where: /./,
    months: [4],
    text: "**Songkran**, the Thai New Year, is on **13 to 15 April** each year, with water fights in the streets (Chiang Mai and Bangkok's Silom and Khao San Road are the busiest) and temple visits. Expect to get soaked anywhere outdoors: keep phones and passports in a waterproof pouch. Many Thais travel home, so book transport and rooms early.",
  },
  // Pamplona city council: San Fermín, 6 to 14 July; the bull runs each morning 7 to 14 July at 8:00.
  {
    asks: /\b(?:san fermin|running of the bulls|bull run|encierro)\b/,
    where: /./,
    months: [7],
    text: "**San Fermín** in Pamplona runs from **6 to 14 July**; the running of the bulls (encierro) is each morning from **7 to 14 July at 8:00** and lasts a few minutes. Balcony places along the route are rented out, and the town's rooms sell out months ahead.",
  },
  // Buñol town council: La Tomatina, the last Wednesday of August, with tickets since 2013.
  {
    asks: /\btomatina\b/,
    where: /./,
    months: [8],
    text: "**La Tomatina** in Buñol, near Valencia, is on the **last Wednesday of August**: an hour of tomato throwing in the town centre, with entry by ticket only (sold on the official site), and most people come for the day from Valencia by train or coach.",
  },
  // Mexico's tourism board: Día de Muertos, 1 and 2 November, with altars and parades in the days before.
  {
    asks: /\b(?:day of the dead|dia de (?:los )?muertos)\b/,
    where: /./,
    months: [10, 11],
    text: "**Día de Muertos** (Day of the Dead) is on **1 and 2 November**, with altars, marigolds and cemetery vigils; Mexico City holds a big parade on a weekend shortly before, and Oaxaca and Pátzcuaro are known for their vigils. Rooms in those towns fill early for those nights.",
  },
  // Riotur: Carnival falls on the days before Ash Wednesday (February or early March); the main
  // Sambadrome parades of the Special Group run on three nights since 2025: Sunday, Monday and Tuesday.
  {
    asks: /\bcarnival\b|\bcarnaval\b/,
    where: /\brio\b|\bbrazil\b|\bsalvador\b|\brecife\b|\bolinda\b/,
    months: [2, 3],
    text: "**Carnival** in Brazil falls on the days before **Ash Wednesday**, so in **February or early March** depending on Easter. In Rio the main (Special Group) samba-school parades in the Sambadrome run over **three nights, Sunday, Monday and Tuesday of Carnival** (tickets sold ahead), and free street parties (blocos) run all over the city for days around them. Rooms cost the most of the year and sell out early.",
  },
  // Venice's own events office: the Carnival's two weeks or so before Lent, ending on Shrove Tuesday.
  {
    asks: /\bcarnival\b|\bcarnevale\b/,
    where: /\bvenice\b|\bvenezia\b/,
    months: [1, 2, 3],
    text: "The **Carnival of Venice** runs for about two weeks before Lent, ending on **Shrove Tuesday**, so in **February** most years (late January or early March in some). Masks and costumes, the opening water parade and the masked balls (ticketed) are the highlights; the city is at its most crowded on the weekends.",
  },
  // Edinburgh Festival Fringe Society: three weeks or so of August.
  {
    asks: /\bfringe\b|\bedinburgh festival\b/,
    where: /./,
    months: [8],
    text: "The **Edinburgh Festival Fringe** takes about three weeks of **August**, with thousands of shows across the city (tickets on edfringe.com) alongside the International Festival and the Tattoo. Rooms sell out and prices peak then, so book early.",
  },
  // Europe's Christmas markets: most open in late November (around the first Advent weekend) and
  // close just before Christmas; some, as Prague's and Vienna's big squares, stay to New Year or
  // early January (each city's tourist office publishes its dates).
  {
    asks: /\b(?:christmas|xmas|advent) markets?\b|\bweihnachtsmarkt\w*|\bchristkindl\w*/,
    where: /./,
    only: /\b(?:still|on|open|when|dates?|run|running|start|starts|begin|until|till|close|closing|season|last)\b/,
    months: [11, 12],
    text: "Christmas markets usually open in **late November**, around the first weekend of Advent, and most close just before Christmas, on about **23 December**; some of the big ones (Prague's Old Town Square, several in Vienna) carry on to New Year or early January. Each city's tourist office publishes its markets' dates and hours.",
  },
];

/** The yearly event the question asks about, for the place asked about; null when none is on file. */
export function annualEvent(input: {
  text: string;
  place?: string;
  dates?: { from: string; to: string };
}): string | null {
  const text = plain(input.text);
  const place = plain(input.place ?? "");
  const e = events.find(
    (ev) => ev.asks.test(text) && (!ev.only || ev.only.test(text)) && (ev.where.test(place) || ev.where.test(text)),
  );
  if (!e) return null;
  return `${e.text}${input.dates && e.months ? during(e, input.dates) : ""}`;
}

/** Whether the trip's dates fall in the event's months, said in a line. */
function during(e: AnnualEvent, dates: { from: string; to: string }): string {
  const from = DateTime.fromISO(dates.from);
  const to = DateTime.fromISO(dates.to);
  if (!from.isValid || !to.isValid) return "";
  const months = new Set<number>();
  for (let d = from.startOf("month"); d <= to; d = d.plus({ months: 1 })) months.add(d.month);
  const inside = [...months].some((m) => e.months?.includes(m));
  const said = `${from.toFormat("LLL d")} - ${to.toFormat("LLL d")}`;
  // Christmas markets: the days matter, not only the month (most close on about 23 December).
  if (/christmas/i.test(e.text) && e.months?.includes(12) && from.month === 12) {
    const inSeason = from.day <= 23 || to.month === 1;
    return inSeason
      ? ` Your dates (${said}) fall in the usual season, so the markets should be on while you are there.`
      : ` Your dates (${said}) start after 23 December, so only the markets that stay open to New Year will still be on: check which ones.`;
  }
  return inside ? ` Your dates (${said}) fall in those months.` : ` Your dates (${said}) fall outside those months.`;
}
