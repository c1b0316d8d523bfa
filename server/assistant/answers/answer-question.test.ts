import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { costBreakdown } from "../../../common/bookings";
import { placeKindOf } from "../../../common/travel/place-kinds";
import { hhmm, travelMinutes, visitWindows } from "../../planner/days";
import { chooseLeg, formatDuration } from "../../planner/transport";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import { catalogue } from "../../travel/places/catalogue/index";
import { restaurantsNear } from "../../travel/places/catalogue/restaurants/index";
import { type Answer, answerQuestion, hoursSaid } from "./answer-question";
import { askAbout, now, type Planned, planTrip, tools } from "./testing";
import { bestMonths, weatherOn } from "./weather";

/** A length as the answers say it: "2 hours 10 min" (answer-question.ts hoursSaid). */
const said = (minutes: number) => hoursSaid(formatDuration(minutes));

// Questions about real planned trips, answered from data: each answer names the right day,
// place and figures (worked out here from the same sources), stays short, and leaves the plan
// and the itinerary exactly as they were.

const lisbonPlace = (name: string) => {
  const p = catalogue.find((c) => c.city === "Lisbon")?.places.find((x) => x.name === name);
  if (!p) throw new Error(`${name} is not in the catalogue`);
  return p;
};
const items = (it: TItineraryDay[]) => it.flatMap((d) => d.items);
const dayOf = (it: TItineraryDay[], name: string) => it.findIndex((d) => d.items.some((x) => x.location === name)) + 1;
const money = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

let lisbon: Planned;
/** A conversation with no trip yet. */
const noTrip = () => planTrip("hi");

/** Asks, and checks the answer left the plan and itinerary as they were and is no itinerary. */
const ask = (trip: Planned, message: string): Promise<Answer> => askAbout(trip, message);

beforeAll(async () => {
  lisbon = await planTrip("Lisbon for 5 days from New York, May 3, I am vegetarian");
  expect(lisbon.ctx.itinerary).toHaveLength(5);
  expect(lisbon.plan.food.diets).toEqual(["vegetarian"]);
});

describe("weather", () => {
  it("on day 3: that day's date and place, with the high and low the weather tool gives", async () => {
    const a = await ask(lisbon, "what's the weather on day 3?");
    expect(a.kind).toBe("weather");
    const day = lisbon.ctx.itinerary[2] as TItineraryDay;
    expect(a.text).toContain(`Day 3 · ${DateTime.fromISO(day.date).toFormat("ccc, LLL d")}`);
    expect(a.text).toContain("Lisbon");
    const w = await weatherOn({ plan: lisbon.plan, itinerary: lisbon.ctx.itinerary, tools: tools(), days: [3] });
    const got = w.days[0]?.weather;
    expect(got).toBeTruthy();
    expect(a.text).toContain(`high ${Math.round(got?.temp_max ?? Number.NaN)}°C`);
    expect(a.text).toContain(`low ${Math.round(got?.temp_min ?? Number.NaN)}°C`);
    // The same figures the tool gives for Lisbon that day (offline: the typical weather, said so).
    const direct = await tools().weather({ date: day.date, lat: 38.7167, lng: -9.1333 });
    expect(Math.abs((direct.weather?.temp_max ?? 0) - (got?.temp_max ?? 99))).toBeLessThan(1);
    expect(a.text).toMatch(/not a forecast/);
    // The party flies from New York: Fahrenheit too.
    expect(a.text).toMatch(/°F/);
  });

  it("on a weekday and in another town: the day it falls on, at that town", async () => {
    const friday = lisbon.ctx.itinerary.findIndex((d) => DateTime.fromISO(d.date).weekday === 5) + 1;
    const a = await ask(lisbon, "is it going to rain in sintra on friday");
    expect(a.kind).toBe("weather");
    expect(a.text).toContain(`Day ${friday} ·`);
    expect(a.text).toContain("in Sintra");
    // The offline estimate has no rain figure, and says so rather than inventing one.
    expect(a.text).toMatch(/no rain figure/);
  });
});

describe("where to eat", () => {
  it("dinner in Alfama: open for dinner, vegetarian, near Alfama, as cards", async () => {
    const a = await ask(lisbon, "where should we have dinner in Alfama?");
    expect(a.kind).toBe("eat");
    expect(a.text).toContain("Alfama");
    const alfama = lisbonPlace("Alfama");
    const pool = restaurantsNear(alfama);
    expect(a.places?.length).toBeGreaterThan(0);
    for (const p of a.places ?? []) {
      const r = pool.find((x) => x.name === p.name);
      expect(r, p.name).toBeTruthy();
      expect(r?.meals).toContain("dinner");
      expect(r?.diets.some((d) => d === "vegetarian" || d === "vegan")).toBe(true);
      expect(distanceKm(alfama, p)).toBeLessThan(3);
      expect(a.text).toContain(p.name);
    }
    // Nothing on file that fails the diet is offered, though the city has such places.
    expect(pool.some((r) => !r.diets.includes("vegetarian") && !r.diets.includes("vegan"))).toBe(true);
  });

  it("near the castle, vegan asked in the question on top of the plan's vegetarian", async () => {
    const a = await ask(lisbon, "any good vegan spots near the castle");
    expect(a.text).toContain("São Jorge Castle");
    for (const p of a.places ?? []) expect(p.diets).toContain("vegan");
    expect(a.places?.length).toBeGreaterThan(0);
  });

  it("on day 3: says what the plan has for dinner that day", async () => {
    const day = lisbon.ctx.itinerary[2] as TItineraryDay;
    const dinner = day.items.find((it) => it.meal === "dinner");
    const a = await ask(lisbon, "where should we eat on day 3");
    expect(a.kind).toBe("eat");
    expect(dinner).toBeTruthy();
    expect(a.text).toContain(dinner?.location);
    expect(a.text).toContain("Day 3");
  });
});

describe("is it worth it, for how long, and when is it open", () => {
  it("is Belem worth a half day: its sights, their visit lengths, and a verdict that adds up", async () => {
    const a = await ask(lisbon, "is Belem worth a half day?");
    expect(a.kind).toBe("worth");
    expect(a.text).toContain("Belém Tower");
    expect(a.text).toContain("Jerónimos Monastery");
    expect(a.text).toContain(said(visitWindows.landmark.minutes));
    const together = /about \*\*(\d+ hours?(?: \d+ min)?|\d+ min)\*\*/.exec(a.text)?.[1] ?? "";
    const [h, m] = [Number(/(\d+) hours?/.exec(together)?.[1] ?? 0), Number(/(\d+) min/.exec(together)?.[1] ?? 0)];
    expect(h * 60 + m).toBeGreaterThan(visitWindows.landmark.minutes);
    expect(a.text).toMatch(h * 60 + m <= 240 ? /4 hours is enough/ : /4 hours (?:covers|is short)/);
    const towerDay = dayOf(lisbon.ctx.itinerary, "Belém Tower");
    expect(towerDay).toBeGreaterThan(0);
    expect(a.text).toContain(`Belém Tower (day ${towerDay}`);
  });

  it("a misspelt museum: found, with its kind's visit length and its day on the plan", async () => {
    const a = await ask(lisbon, "is the gulbenkain worth it");
    expect(a.text).toContain("Calouste Gulbenkian Museum");
    expect(a.text).toContain(said(visitWindows.museum.minutes));
    const day = dayOf(lisbon.ctx.itinerary, "Calouste Gulbenkian Museum");
    expect(day).toBeGreaterThan(0);
    expect(a.text).toContain(`on day ${day}`);
  });

  it("opening hours: the typical hours of its kind, said to be typical, and when the plan has it", async () => {
    const a = await ask(lisbon, "can you tell me the opening hours of the tile museum");
    expect(a.kind).toBe("hours");
    expect(a.text).toContain("National Tile Museum");
    expect(a.text).toContain(`${hhmm(visitWindows.museum.open)}-${hhmm(visitWindows.museum.close)}`);
    expect(a.text).toMatch(/typically|official/);
    // A sight the plan has: when it is planned, too.
    const visit = items(lisbon.ctx.itinerary).find((it) => it.type === "place" && !it.meal && it.place);
    if (!visit) throw new Error("the Lisbon plan has no sight");
    const b = await ask(lisbon, `what are the opening hours of ${visit.location}?`);
    expect(b.kind).toBe("hours");
    expect(b.text).toContain(`at ${visit.time} on day ${dayOf(lisbon.ctx.itinerary, visit.location)}`);
  });

  it("a restaurant's hours are its own, from the catalogue", async () => {
    const meal = items(lisbon.ctx.itinerary).find((it) => it.meal === "lunch" && it.place);
    const r = restaurantsNear(lisbonPlace("Alfama")).find((x) => x.name === meal?.location);
    expect(r).toBeTruthy();
    const a = await ask(lisbon, `what time does ${meal?.location} close?`);
    expect(a.text).toContain(`${r?.opens}-${r?.closes}`);
  });
});

describe("getting around", () => {
  it("within the city: the day builder's own time between the two places", async () => {
    const a = await ask(lisbon, "how long from Alfama to the Gulbenkian");
    expect(a.kind).toBe("route");
    const minutes = travelMinutes(lisbonPlace("Alfama"), lisbonPlace("Calouste Gulbenkian Museum"));
    expect(a.text).toContain(`about ${said(minutes)} by taxi`);
  });

  it("a short hop is a walk", async () => {
    const a = await ask(lisbon, "can we walk from alfama to bairro alto?");
    const minutes = travelMinutes(lisbonPlace("Alfama"), lisbonPlace("Bairro Alto"));
    expect(distanceKm(lisbonPlace("Alfama"), lisbonPlace("Bairro Alto"))).toBeLessThan(1.5);
    expect(a.text).toContain(`${said(minutes)} walk`);
  });

  it("between cities: the planner's choice of way, time and fare", async () => {
    const a = await ask(lisbon, "how do we get from lisbon to porto");
    const [from, to] = [geocode("Lisbon"), geocode("Porto")];
    if (!from || !to) throw new Error("gazetteer");
    const leg = chooseLeg(
      { ...from, airport: from.airports[0]?.code ?? null },
      { ...to, airport: to.airports[0]?.code ?? null },
      lisbon.plan.transport,
    );
    expect(leg).toBeTruthy();
    expect(a.text).toContain("Lisbon → Porto");
    expect(a.text).toContain(said(leg?.minutes ?? 0));
  });
});

describe("the plan itself", () => {
  it("what's on day 2: that day's items, no other day", async () => {
    const a = await ask(lisbon, "whats on day 2");
    expect(a.kind).toBe("day");
    const day = lisbon.ctx.itinerary[1] as TItineraryDay;
    for (const it of day.items) expect(a.text).toContain(`${it.time} ${it.activity}`);
    const other = lisbon.ctx.itinerary[2] as TItineraryDay;
    expect(a.text).not.toContain(`${other.items[0]?.time} ${other.items[0]?.activity}`);
  });

  it("a day past the end says how long the trip is", async () => {
    const a = await ask(lisbon, "what are we doing on day 9?");
    expect(a.text).toContain("The trip has 5 days");
  });

  it("when is the flight home: the itinerary's own time", async () => {
    const home = items(lisbon.ctx.itinerary)
      .filter((it) => it.type === "Flight")
      .pop();
    const a = await ask(lisbon, "what time is our flight home");
    expect(a.text).toContain(home?.time ?? "--");
  });

  it("the cost so far: bookings as the details page adds them, the planner's meal and ticket estimates", async () => {
    const a = await ask(lisbon, "how much is this costing us so far");
    expect(a.kind).toBe("cost");
    const booked = costBreakdown(lisbon.ctx.itinerary);
    expect(a.text).toContain(money(booked.total));
    const totals = lisbon.ctx.trip?.totals;
    expect(totals).toBeTruthy();
    expect(a.text).toContain(`meals about ${money(totals?.food ?? 0)}`);
    expect(a.text).toContain(`entry tickets about ${money(totals?.activities ?? 0)}`);
    expect(a.text).toContain(`about ${money(totals?.total ?? 0)}`);
    expect(a.text).toMatch(/Not included/);
  });
});

describe("packing", () => {
  it("from the weather and the days: layers for cool evenings, covered shoulders for the monastery", async () => {
    const a = await ask(lisbon, "what should I pack?");
    expect(a.kind).toBe("packing");
    const w = await weatherOn({ plan: lisbon.plan, itinerary: lisbon.ctx.itinerary, tools: tools() });
    const low = Math.min(...w.days.map((d) => d.weather?.temp_min ?? 99));
    if (low < 15) expect(a.text).toMatch(/jacket|layers|coat/);
    if (items(lisbon.ctx.itinerary).some((it) => /Monastery|Cathedral|Church/.test(it.location)))
      expect(a.text).toMatch(/covers shoulders and knees/);
    expect(a.text).toMatch(/passport/);
    const longest = Math.max(
      ...items(lisbon.ctx.itinerary).map((it) => (it.type === "Flight" ? (it.minutes ?? 0) : 0)),
    );
    expect(/neck pillow/.test(a.text)).toBe(longest >= 360);
    // Nothing for a beach the plan doesn't have.
    const beach = items(lisbon.ctx.itinerary).some((it) => it.place && placeKindOf(it.place.types) === "beach");
    expect(/swimwear/.test(a.text)).toBe(beach);
  });

  it("a summer beach trip packs swimwear; a winter one packs a warm coat", async () => {
    const summer = await planTrip("Barcelona for 5 days from Madrid, July 10, we love beaches");
    expect(items(summer.ctx.itinerary).some((it) => it.place && placeKindOf(it.place.types) === "beach")).toBe(true);
    const s = await ask(summer, "what should we bring?");
    expect(s.text).toMatch(/swimwear/);
    expect(s.text).not.toMatch(/passport/);
    const winter = await planTrip("Helsinki for 4 days from London, January 12");
    const w = await ask(winter, "packing list pls");
    expect(w.text).toMatch(/warm coat|warm jacket/);
    expect(w.text).toMatch(/passport/);
  });
});

describe("around a place, and booking", () => {
  it("what else is near the castle: catalogue sights within a walk, nearest first", async () => {
    const a = await ask(lisbon, "what else is there to do near the castle");
    expect(a.kind).toBe("nearby");
    const castle = lisbonPlace("São Jorge Castle");
    const listed = [...a.text.matchAll(/\*\*([^*]+)\*\* \(/g)].map((m) => m[1] as string);
    expect(listed.length).toBeGreaterThan(0);
    const km = listed.map((n) => distanceKm(castle, lisbonPlace(n)));
    expect(km.every((k) => k <= 1.5)).toBe(true);
    expect([...km].sort((x, y) => x - y)).toEqual(km);
  });

  it("booking ahead: what can be said, never availability it cannot see", async () => {
    const a = await ask(lisbon, "do we need to book the oceanario ahead");
    expect(a.kind).toBe("booking");
    expect(a.text).toContain("Oceanário de Lisboa");
    expect(a.text).toMatch(/can't see ticket availability/);
  });
});

describe("what Lotus cannot know, and questions before a trip", () => {
  it("visas: honest, names the country, says where to check", async () => {
    const a = await ask(lisbon, "do i need a visa");
    expect(a.kind).toBe("visa");
    expect(a.text).toContain("Portugal");
    expect(a.text).toMatch(/can't check visa rules/);
  });

  it("best time to visit Japan, with no trip: the typical-weather months, and what that leaves out", async () => {
    const a = await ask(await noTrip(), "best time to visit Japan?");
    expect(a.kind).toBe("best_time");
    const tokyo = geocode("Japan");
    if (!tokyo) throw new Error("gazetteer");
    const months = bestMonths({ name: "Japan", lat: tokyo.lat, lng: tokyo.lng }, now.year).months;
    for (const m of months) expect(a.text).toContain(m);
    expect(a.text).toMatch(/rain/);
  });

  it("is Belem worth a half day, with no trip: the catalogue's Lisbon", async () => {
    const a = await ask(await noTrip(), "is Belem worth a half day?");
    expect(a.text).toContain("Belém Tower");
  });

  it("a question in another language: answered in English, and said so", async () => {
    const best = await ask(await noTrip(), "¿Cuál es la mejor época para visitar Cancún?");
    expect(best.kind).toBe("best_time");
    expect(best.text).toMatch(/^\(I'll answer in English\.\)/);
    expect(best.text).toContain("Cancún");
    const weather = await ask(await noTrip(), "Wie ist das Wetter auf Mallorca im Mai?");
    expect(weather.kind).toBe("weather");
    expect(weather.text).toMatch(/May/);
  });

  it("two cities side by side: the highlights of each, the choice left to the traveller", async () => {
    const a = await ask(await noTrip(), "which is better for a first trip to Europe, Rome or Paris?");
    expect(a.kind).toBe("compare");
    expect(a.text).toMatch(/\*\*Rome\*\*: .*Colosseum/);
    expect(a.text).toMatch(/\*\*Paris\*\*: .*Eiffel Tower/);
    const short = await ask(await noTrip(), "Lisbon or Porto?");
    expect(short.kind).toBe("compare");
    expect(short.text).toMatch(/\*\*Porto\*\*: /);
  });

  it("what it cannot tell is asked, it says nothing (the engine falls back)", async () => {
    const plan = lisbon.plan;
    const itinerary = lisbon.ctx.itinerary;
    expect(await answerQuestion({ message: "asdf qwerty zxcv", plan, itinerary, now, tools: tools() })).toBeNull();
    expect(await answerQuestion({ message: "", plan, itinerary, now, tools: tools() })).toBeNull();
    expect(await answerQuestion({ message: 42 as unknown as string, plan, itinerary, now, tools: tools() })).toBeNull();
  });
});

describe("what the data lacks, said with the subject asked about", () => {
  it("something not on file, named before 'worth it': named in the answer", async () => {
    const a = await ask(lisbon, "sunset cruise - worth the money or nah?");
    expect(a.kind).toBe("worth");
    expect(a.text).toContain("**sunset cruise**");
  });

  it("paying by card or in cash: the local currency, and the card and cash advice", async () => {
    const a = await ask(lisbon, "can we pay by card or do we need euros?");
    expect(a.kind).toBe("currency");
    expect(a.text).toMatch(/Euro \(EUR\)/);
    expect(a.text).toMatch(/card/);
  });

  it("cheaper in one month or another: no prices by month in the data, the months named", async () => {
    const a = await ask(await noTrip(), "if we did 5 days in Bali from Perth, would it be cheaper in Feb or in May?");
    expect(a.text).toMatch(/can't compare prices for Feb or May/);
  });

  it("a word of a sight's longer name that names a place on the map means that place", async () => {
    // "Bali" is a word of Fes el-Bali (a medina in Fes) and the island's own name.
    const a = await ask(await noTrip(), "would bali be too hot in may?");
    expect(a.text).not.toMatch(/Fes/);
    expect(a.text).toMatch(/May/);
  });

  it("the first day in the second city: that stay's first day, not the trip's", async () => {
    const two = await planTrip("Lisbon 3 nights then Porto 2 nights from London, May 3");
    const first = two.ctx.itinerary.findIndex((d) => d.items.some((it) => /Porto/.test(it.location ?? ""))) + 1;
    expect(first).toBeGreaterThan(1);
    const a = await ask(two, "what do we do on our first day in Porto?");
    expect(a.kind).toBe("day");
    expect(a.text).toContain("Porto");
    expect(a.text).not.toMatch(/\*\*Day 1 ·/);
  });
});

describe("reference questions: time zones, terms, transit, water, health, countries", () => {
  it("the time difference between two places, and between the trip and home", async () => {
    const a = await ask(await noTrip(), "whats the time difference between sydney and london rn");
    expect(a.kind).toBe("time");
    expect(a.text).toMatch(/Sydney\*\* is \*\*11 hours ahead of\*\* London/);
    const home = await ask(lisbon, "what's the time difference with home?");
    expect(home.text).toMatch(/Lisbon\*\* is \*\*5 hours ahead of\*\* New York/);
  });
  it("travel shorthand explained", async () => {
    const a = await ask(await noTrip(), "what does 4D3N mean on these tour packages");
    expect(a.kind).toBe("glossary");
    expect(a.text).toMatch(/4 days and 3 nights/);
  });
  it("the metro asked about: said honestly, in the word asked, with the city", async () => {
    const a = await ask(lisbon, "is the metro easy to use with english?");
    expect(a.kind).toBe("transit");
    expect(a.text).toMatch(/metro lines, fares or timetables in Lisbon/);
    // A journey between two places is still the route's.
    expect((await ask(lisbon, "how long by metro from the Oceanario to Alfama?")).kind).toBe("route");
  });
  it("how far the hotel is from a kind of place: the nearest of that kind on file, measured from the centre", async () => {
    const a = await ask(lisbon, "how far is the hotel from the nearest park?");
    expect(a.kind).toBe("route");
    expect(a.text).toMatch(/Lisbon → /);
    expect(a.text).toMatch(/exact position/);
  });
  it("tap water, and a health question naming what was asked, for the country named", async () => {
    const water = await ask(await noTrip(), "Is the tap water safe to drink in Mexico City?");
    expect(water.kind).toBe("water");
    expect(water.text).toMatch(/tap water/);
    const jab = await ask(await noTrip(), "Do I need a yellow fever jab for Kenya?");
    expect(jab.kind).toBe("health");
    expect(jab.text).toMatch(/yellow fever/);
    expect(jab.text).toMatch(/for Kenya/);
  });
  it("a country asked about by name, in another language too", async () => {
    const a = await ask(await noTrip(), "¿Qué moneda se usa en Marruecos?");
    expect(a.text).toMatch(/Moroccan Dirham \(MAD\)/);
    const best = await ask(await noTrip(), "best time to visit Morocco?");
    // Morocco's own climate, not that of Morocco, Indiana.
    expect(best.text).toMatch(/Jan 1\d°/);
  });
});
