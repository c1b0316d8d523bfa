import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { validateTrip } from "../../planner/validate";
import type { Plan } from "../plan";
import { createToolbox } from "../tools";
import { type Applied, applyChange } from "./apply-change";
import { tripCheckOf } from "./check";
import { findChange } from "./find-change";
import { minutesOf } from "./slots";
import { offlineTrips } from "./testing";

// Real trips from the offline engine, then one change each: exactly the asked part differs, the
// result passes the validator's rules that matter, and the lines say what changed.

const now = DateTime.fromISO("2026-11-25T10:00:00Z");
const { travel, planned } = offlineTrips(now);

let madrid: { plan: Plan; itinerary: TItineraryDay[] };
beforeAll(async () => {
  madrid = await planned("Madrid for 4 days from London, May 3");
  expect(madrid.itinerary).toHaveLength(4);
});

async function change(message: string, trip = madrid): Promise<Applied> {
  const c = findChange(message, trip.plan, trip.itinerary, now);
  if (!c) throw new Error(`not read as a change: ${message}`);
  const out = await applyChange(c, { ...trip, tools: createToolbox(travel), now });
  if ("question" in out) throw new Error(`asked: ${out.question}`);
  return out;
}
async function question(message: string, trip = madrid): Promise<string> {
  const c = findChange(message, trip.plan, trip.itinerary, now);
  if (!c) throw new Error(`not read as a change: ${message}`);
  const out = await applyChange(c, { ...trip, tools: createToolbox(travel), now });
  if (!("question" in out)) throw new Error(`changed: ${out.lines.join(" ")}`);
  return out.question;
}

/** The days (1-based) that differ between two itineraries. */
const changedDays = (a: TItineraryDay[], b: TItineraryDay[]) =>
  a.flatMap((d, i) => (JSON.stringify(d) === JSON.stringify(b[i]) ? [] : [i + 1]));

/** The rules that matter after any change: nothing overlaps, is shut, or happens before arriving. */
const hard = new Set(["overlap", "opening-hours", "before-arrival", "airport-buffer", "checkin-time", "repeat-place"]);
function sound(out: Applied) {
  const broken = validateTrip(tripCheckOf(out.itinerary, out.plan)).filter((v) => hard.has(v.rule));
  expect(broken).toEqual([]);
  expect(out.problems).toEqual([]);
  expect(out.lines.length).toBeGreaterThanOrEqual(1);
  expect(out.lines.length).toBeLessThanOrEqual(4);
}
/** Sound, or what the change breaks said in its lines (a heads-up), never silent. */
function soundOrTold(out: Applied) {
  const broken = validateTrip(tripCheckOf(out.itinerary, out.plan)).filter((v) => hard.has(v.rule));
  expect(broken).toEqual([]);
  for (const p of out.problems) expect(out.lines.join("\n")).toContain(p.message);
}
const names = (d: TItineraryDay | undefined) => (d?.items ?? []).map((it) => it.location);
const visitsOf = (d: TItineraryDay | undefined) => (d?.items ?? []).filter((it) => it.place && !it.meal);

describe("targeted changes to a planned trip", () => {
  it("the trip as planned passes the hard rules (so every failure below is the change's)", () => {
    const broken = validateTrip(tripCheckOf(madrid.itinerary, madrid.plan)).filter((v) => hard.has(v.rule));
    expect(broken).toEqual([]);
  });

  it("add a place to a day: only that day changes, at a free time it is open", async () => {
    const out = await change("can we add the retiro park to day 3 pls");
    sound(out);
    expect(changedDays(madrid.itinerary, out.itinerary)).toEqual([3]);
    const added = out.itinerary[2]?.items.find((it) => it.location === "Retiro Park");
    expect(added).toBeDefined();
    expect(minutesOf(added?.time ?? "00:00")).toBeGreaterThanOrEqual(420);
    expect(out.lines[0]).toMatch(new RegExp(`^Added \\*\\*Retiro Park\\*\\* to day 3 at ${added?.time}`));
    expect(out.plan.mustSee).toContain("Retiro Park");
  });

  it("a place already planned on another day moves there, and the lines say so", async () => {
    const from = madrid.itinerary.findIndex((d) => names(d).includes("Prado Museum")) + 1;
    const to = from === 2 ? 3 : 2;
    const out = await change(`Add the Prado to day ${to}`);
    // The day may have room for it only after its other museum: then the reply says so.
    soundOrTold(out);
    expect(changedDays(madrid.itinerary, out.itinerary).sort()).toEqual([from, to].sort());
    expect(names(out.itinerary[to - 1])).toContain("Prado Museum");
    expect(names(out.itinerary[from - 1])).not.toContain("Prado Museum");
    expect(out.lines[0]).toContain(`was on day ${from}: moved it to day ${to}`);
  });

  it("remove two stops: they go, nothing fills the gap, other days stay", async () => {
    const day2 = visitsOf(madrid.itinerary[1]).map((it) => it.location);
    const [a, b] = day2;
    const out = await change(`skip ${a} and ${b}`);
    sound(out);
    expect(changedDays(madrid.itinerary, out.itinerary)).toEqual([2]);
    expect(out.itinerary[1]?.items).toHaveLength((madrid.itinerary[1]?.items.length ?? 0) - 2);
    expect(out.itinerary[1]?.items.some((it) => /free time/i.test(it.activity))).toBe(false);
    expect(out.lines[0]).toBe(`Removed **${a}** (day 2) and **${b}** (day 2).`);
  });

  it("a stop removed is no longer a must-see, however the must-see was written", async () => {
    const stop = visitsOf(madrid.itinerary[1])[0]?.location ?? "";
    // As a traveller types it: lower case, accents dropped, "the" in front.
    const typed = `the ${stop.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()}`;
    const trip = { plan: { ...madrid.plan, mustSee: [typed, "museum"] }, itinerary: madrid.itinerary };
    const out = await change(`scrap ${stop}`, trip);
    expect(out.plan.mustSee).toEqual(["museum"]);
    expect(out.plan.avoid).toContain(stop.toLowerCase());
  });

  it("move a stop to another day", async () => {
    const stop = visitsOf(madrid.itinerary[2]).find((it) => it.location !== "Prado Museum")?.location ?? "";
    const out = await change(`move ${stop.toLowerCase()} to the second day`);
    sound(out);
    expect(changedDays(madrid.itinerary, out.itinerary)).toEqual([2, 3]);
    expect(names(out.itinerary[1])).toContain(stop);
    expect(out.lines[0]).toMatch(new RegExp(`Moved \\*\\*${stop}\\*\\* from day 3 to day 2 at \\d\\d:\\d\\d`));
  });

  it("replace a stop named loosely (one word of its name and what it is): that stop goes, the new one comes", async () => {
    const stop = visitsOf(madrid.itinerary[2]).find((it) => it.location.split(" ").length > 1)?.location ?? "";
    const word = stop.split(" ").sort((a, b) => b.length - a.length)[0] ?? "";
    const out = await change(`replace the ${word.toLowerCase()} tour with a walk in retiro park`);
    sound(out);
    expect(names(out.itinerary[2])).not.toContain(stop);
    expect(names(out.itinerary[2]).join(" ")).toMatch(/Retiro/);
    expect(out.lines[0]).toMatch(new RegExp(`Swapped \\*\\*${stop}\\*\\* for`));
  });

  it("slow a day down: two visits kept, meals kept", async () => {
    const out = await change("day 2 is too packed, make it lighter");
    sound(out);
    expect(changedDays(madrid.itinerary, out.itinerary)).toEqual([2]);
    expect(visitsOf(out.itinerary[1])).toHaveLength(2);
    expect(out.itinerary[1]?.items.filter((it) => it.meal)).toEqual(madrid.itinerary[1]?.items.filter((it) => it.meal));
    expect(out.lines[0]).toMatch(/^Day 2 is lighter: dropped .+; kept .+ breakfast, lunch and dinner\.$/);
  });

  it("a rest day: no visits, said as a rest day", async () => {
    const out = await change("Make day 3 a rest day");
    expect(changedDays(madrid.itinerary, out.itinerary)).toEqual([3]);
    expect(visitsOf(out.itinerary[2])).toHaveLength(0);
    expect(out.itinerary[2]?.items.some((it) => it.rest)).toBe(true);
    expect(out.lines[0]).toMatch(/^Day 3 is now a rest day: dropped/);
  });

  it("a cheaper hotel: only the hotel's items change, cheaper, and the plan caps the next re-plan", async () => {
    const out = await change("find us a cheaper hotel");
    sound(out);
    const hotels = (days: TItineraryDay[]) =>
      days.flatMap((d) => d.items.filter((it) => it.hotel).map((it) => it.hotel));
    const was = hotels(madrid.itinerary)[0];
    const now2 = hotels(out.itinerary)[0];
    expect(now2?.total_price).toBeLessThan(was?.total_price ?? 0);
    expect(new Set(hotels(out.itinerary).map((h) => h?.hotel_name))).toEqual(new Set([now2?.hotel_name]));
    // Everything but the hotel's own items is as it was.
    const strip = (days: TItineraryDay[]) =>
      days.map((d) => d.items.filter((it) => !it.hotel && !it.activity.includes(was?.hotel_name ?? "@")));
    expect(strip(out.itinerary)).toEqual(strip(madrid.itinerary));
    expect(out.plan.hotelMaxNightly).not.toBeNull();
    expect(out.lines[0]).toMatch(/^Swapped \*\*.+\*\* for \*\*.+\*\*.* in Madrid: \$[\d,.]+, \$[\d,.]+ less\.$/);
  });

  it("a hotel near a sight: searched around it, said with its caveat", async () => {
    const out = await change("swap the hotel for one near the Retiro");
    sound(out);
    expect(out.lines[1]).toMatch(/search around \*\*Retiro Park\*\*/);
    expect(out.plan.stayRules.near).toBe("Retiro Park");
  });

  it("take the second flight: both legs of the round trip, and the day around it follows", async () => {
    const out = await change("take the 2nd flight");
    sound(out);
    const flights = out.itinerary.flatMap((d) => d.items.filter((it) => it.type === "Flight"));
    expect(flights).toHaveLength(2);
    expect(flights[0]?.flight).toBe(flights[1]?.flight);
    expect(flights[0]?.flight).not.toEqual(madrid.itinerary[0]?.items[0]?.flight);
    expect(out.lines[0]).toMatch(/^Now flying \*\*.+\*\*: LHR → MAD at \d\d:\d\d/);
    // Nothing in Madrid before landing.
    const before = validateTrip(tripCheckOf(out.itinerary, out.plan)).filter((v) => v.rule === "before-arrival");
    expect(before).toEqual([]);
  });

  it("vegetarian from now on: every meal with a table suits it, only meals change", async () => {
    const out = await change("vegetarian from now on");
    sound(out);
    expect(out.plan.food.diets).toContain("vegetarian");
    const meals = out.itinerary.flatMap((d) => d.items.filter((it) => it.meal && it.place?.diets));
    expect(meals.length).toBeGreaterThan(0);
    for (const m of meals)
      expect(
        m.place?.diets?.some((x) => x === "vegetarian" || x === "vegan"),
        m.location,
      ).toBe(true);
    const nonMeals = (days: TItineraryDay[]) => days.map((d) => d.items.filter((it) => !it.meal));
    expect(nonMeals(out.itinerary)).toEqual(nonMeals(madrid.itinerary));
    expect(out.lines[0]).toMatch(/^Meals are vegetarian from the start: changed \d+ of them/);
  });

  it("a toddler is coming: the party grows, the stay allows children and is priced for them", async () => {
    const out = await change("a toddler is coming with us");
    sound(out);
    expect(out.plan.party.children).toEqual([2]);
    expect(out.plan.stayRules.children).toBe(true);
    const hotel = out.itinerary.flatMap((d) => d.items.filter((it) => it.hotel))[0]?.hotel;
    // The trip was planned for two grown-ups (no party said: understand/party-we.ts).
    expect(hotel?.guests).toBe(3);
    expect(hotel?.rules?.children).toBe(true);
    expect(out.lines[0]).toBe("Now 2 adults and 1 child (a toddler added).");
    expect(out.lines[1]).toMatch(/^Re-priced: .*flights \$[\d,.]+ → \$[\d,.]+/);
  });

  it("swap two whole days: everything of each day goes to the other's date, at its own times", async () => {
    const out = await change("switch days 2 and 3 around");
    soundOrTold(out);
    expect(changedDays(madrid.itinerary, out.itinerary)).toEqual([2, 3]);
    const sights = (d: TItineraryDay | undefined) =>
      visitsOf(d)
        .map((it) => it.location)
        .sort();
    expect(sights(out.itinerary[1])).toEqual(sights(madrid.itinerary[2]));
    expect(sights(out.itinerary[2])).toEqual(sights(madrid.itinerary[1]));
    // The day's meals go with its visits (they were chosen near them), dated anew.
    const meals = (d: TItineraryDay | undefined) => (d?.items ?? []).filter((it) => it.meal).map((it) => it.location);
    expect(meals(out.itinerary[1])).toEqual(meals(madrid.itinerary[2]));
    expect(out.itinerary[1]?.items.every((it) => it.date === madrid.itinerary[1]?.date)).toBe(true);
    expect(out.lines[0]).toMatch(/^Swapped days 2 and 3: day 2 now has .+; day 3 has .+\./);
  });

  it("swap a travel day with another: the visits trade, the journey and meals keep their dates, none refused", async () => {
    const last = madrid.itinerary.length;
    const out = await change(`swap day 2 and day ${last}`);
    // A visit with no room while it is open on its new day is kept there and said, not refused.
    const broken = validateTrip(tripCheckOf(out.itinerary, out.plan)).filter(
      (v) => hard.has(v.rule) && v.rule !== "opening-hours",
    );
    expect(broken).toEqual([]);
    for (const p of out.problems) expect(out.lines.join("\n")).toContain(p.message);
    expect(changedDays(madrid.itinerary, out.itinerary)).toEqual([2, last]);
    const sights = (d: TItineraryDay | undefined) =>
      visitsOf(d)
        .map((it) => it.location)
        .sort();
    // Day 2 takes all of the last day's visits; each of day 2's goes to the last day, or (the
    // last day being short) stays on day 2 and is said to.
    expect(sights(out.itinerary[1])).toEqual(expect.arrayContaining(sights(madrid.itinerary[last - 1])));
    const said = out.lines.join("\n");
    for (const name of sights(madrid.itinerary[1]))
      expect(sights(out.itinerary[last - 1]).includes(name) || said.includes(`**${name}**`)).toBe(true);
    expect(out.lines[0]).toMatch(/^Swapped days 2 and \d+: .+Flights, the hotel and meals stay on their dates\./);
  });

  it("an activity with no venue on file: a slot on that evening, said as the traveller's to book", async () => {
    const out = await change("we'd love a flamenco show on the second evening");
    expect(changedDays(madrid.itinerary, out.itinerary)).toEqual([2]);
    const show = out.itinerary[1]?.items.find((it) => /flamenco show/i.test(it.activity));
    expect(show?.type).toBe("other");
    expect(minutesOf(show?.time ?? "00:00")).toBeGreaterThanOrEqual(17 * 60);
    expect(out.lines[0]).toMatch(/^Added \*\*Flamenco show\*\* to day 2 at .+ no venue for it on file/);
  });

  it("a day already light still gets lighter: one visit fewer", async () => {
    const light = await change("day 2 is too packed, make it lighter");
    const trip = { plan: light.plan, itinerary: light.itinerary };
    const out = await change("make day 2 lighter", trip);
    expect(visitsOf(out.itinerary[1])).toHaveLength(1);
    expect(changedDays(light.itinerary, out.itinerary)).toEqual([2]);
  });

  it("a hotel area the map does not know: the wish kept, the hotel not swapped on a guess", async () => {
    const out = await change("swap the hotel for one in Xyzzyville");
    expect(out.itinerary).toEqual(madrid.itinerary);
    expect(out.plan.stayRules.near).toBe("Xyzzyville");
    expect(out.lines[0]).toMatch(/can't place \*\*Xyzzyville\*\* on my map/);
  });

  it("someone joining with a room count: the party and its rooms", async () => {
    const out = await change("my mum is joining, we'll need 2 rooms");
    expect(out.plan.party.adults).toBe(3);
    expect(out.plan.party.rooms).toBe(2);
  });

  it("pin: nothing moves, the item to pin is named", async () => {
    const out = await change("pin the prado");
    expect(out.itinerary).toEqual(madrid.itinerary);
    expect(out.pin?.activity).toMatch(/Prado Museum/);
  });

  it("asks rather than guesses: a misspelt place, a day outside the trip, a stop not planned", async () => {
    expect(await question("add the prdo to day 2")).toMatch(/did you mean \*\*Prado Museum\*\*\?/);
    expect(await question("add the Reina Sofia on day 9")).toMatch(/days 1 to 4/);
    expect(await question("remove the louvre")).toMatch(/louvre/);
  });

  it("a multi-stop trip: a hotel change names the stay, or is made in each", async () => {
    const trip = await planned("Rome then Florence, 6 days from Boston starting May 3");
    // "nicer hotel" of no stay in particular: every stay's (each said), not a question back.
    const each = await change("nicer hotel", trip);
    sound(each);
    expect(each.lines.join(" ")).toMatch(/in Rome/);
    expect(each.lines.join(" ")).toMatch(/in Florence/);
    const out = await change("nicer hotel in florence", trip);
    sound(out);
    expect(out.lines[0]).toMatch(/in Florence/);
    const romeHotels = (days: TItineraryDay[]) =>
      days.flatMap((d) => d.items.filter((it) => it.hotel && it.location === "Rome").map((it) => it.hotel));
    expect(romeHotels(out.itinerary)).toEqual(romeHotels(trip.itinerary));
  });
  it("the way between two stops: only the day of that journey changes, and the plan remembers it", async () => {
    const trip = await planned("Madrid 3 nights then Barcelona 3 nights by train, from Lisbon, May 3-9");
    const journey = (days: TItineraryDay[]) =>
      days.flatMap((d) => d.items).find((it) => it.transport && it.location === "Madrid → Barcelona");
    expect(journey(trip.itinerary)?.transport?.mode).toBe("train");
    const out = await change("can we fly Madrid to Barcelona instead of the train?", trip);
    expect(journey(out.itinerary)?.transport?.mode).toBe("flight");
    expect(journey(out.itinerary)?.activity).toMatch(/^Fly from Madrid to Barcelona/);
    const day = trip.itinerary.findIndex((d) => d.items.some((it) => it.location === "Madrid → Barcelona")) + 1;
    expect(changedDays(trip.itinerary, out.itinerary)).toEqual([day]);
    expect(out.lines[0]).toMatch(/Madrid → Barcelona\*\* is now by air .* instead of train/);
    expect(out.plan.transport.prefer).toBe("any");
  });
  it("no flight between two stops too close for one: asked, nothing changed", async () => {
    const trip = await planned("Lisbon 2 nights then Sintra 2 nights, from London, May 3-7");
    expect(findChange("can we fly from Lisbon to Sintra instead?", trip.plan, trip.itinerary, now)).toMatchObject({
      kind: "leg",
      mode: "flight",
    });
    expect(await question("can we fly from Lisbon to Sintra instead?", trip)).toMatch(/too close for a flight/);
  });

  it("the hotel of the stay whose city is named; an area known by a place sharing its name", async () => {
    const trip = await planned("Tokyo 4 nights then Kyoto 3 nights, 9-16 March, from Melbourne, 2 adults");
    const out = await change("can the Tokyo hotel be near Shibuya station?", trip);
    sound(out);
    expect(out.lines[0]).toMatch(/in Tokyo/);
    expect(out.plan.stayRules.near).toBe("Shibuya Station");
  });
  it("a 5-star hotel asked for: a five-star stay, and the trip's tier is luxury", async () => {
    const trip = await planned("Singapore 3 nights 5-8 Jan from Jakarta, 2 adults");
    const out = await change("upgrade us to a 5 star hotel, it's our anniversary", trip);
    expect(out.lines[0]).toMatch(/\(5★\)/);
    expect(out.plan.budget).toBe("luxury");
  });
  it("a day trip the plan has, asked for on another day: the two days trade places, meals and all", async () => {
    const trip = await planned("Lisbon 5 nights, 3-8 March, from Toronto, 2 adults");
    const was = trip.itinerary.findIndex((d) => d.items.some((it) => /^Day trip to Sintra/.test(it.activity))) + 1;
    expect(was).toBeGreaterThan(0);
    const to = was === 3 ? 4 : 3;
    const out = await change(`add a day trip to Sintra on day ${to}`, trip);
    soundOrTold(out);
    expect(changedDays(trip.itinerary, out.itinerary).sort()).toEqual([to, was].sort());
    expect(names(out.itinerary[to - 1]).join(" ")).toMatch(/Sintra/);
    expect(out.itinerary[to - 1]?.items.every((it) => it.date === out.itinerary[to - 1]?.date)).toBe(true);
    // Already on that day: said so, nothing changed.
    const again = await change(`add a day trip to Sintra on day ${to}`, { ...trip, itinerary: out.itinerary });
    expect(again.lines[0]).toMatch(/already your day trip to \*\*Sintra\*\*/);
  });
  it("a beach day with every beach on file planned already: time for one that day, the day's visits making way", async () => {
    const trip = await planned("Rio 5 nights 5-10 Jan from Buenos Aires, me and my girlfriend");
    const out = await change("make day 4 a beach day", trip);
    soundOrTold(out);
    expect(changedDays(trip.itinerary, out.itinerary)).toEqual([4]);
    expect(names(out.itinerary[3]).join(" ")).toMatch(/beach/i);
  });
});
