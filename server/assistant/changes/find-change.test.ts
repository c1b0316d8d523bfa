import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { emptyPlan } from "../plan";
import { findChange, withoutAsides } from "./find-change";
import { testVisit } from "./testing";

// The ways travellers type a targeted change, and what is not one (the whole planner's to handle).
// The itinerary is a small hand-made Madrid trip, Mon 3 May 2027 to Thu 6 May (day 3 is Wednesday).

const town = { lat: 40.41, lng: -3.69 };
const visit = (date: string, time: string, name: string, kind: string) => testVisit(date, time, name, kind, town);
const itinerary: TItineraryDay[] = [
  { date: "2027-05-03", items: [visit("2027-05-03", "16:40", "Plaza Mayor", "landmark")] },
  { date: "2027-05-04", items: [visit("2027-05-04", "10:00", "Thyssen-Bornemisza Museum", "museum")] },
  {
    date: "2027-05-05",
    items: [
      visit("2027-05-05", "10:55", "Prado Museum", "museum"),
      visit("2027-05-05", "14:00", "Retiro Park", "park"),
    ],
  },
  { date: "2027-05-06", items: [] },
];
const plan = emptyPlan();
// Tuesday 4 May 2027 at 10:00: "tomorrow" is day 3.
const now = DateTime.fromISO("2027-05-04T10:00:00Z");
const read = (m: string) => findChange(m, plan, itinerary, now);

const cases: [string, object][] = [
  // Two days traded, however said: the days' own plans move (no re-plan of the rest).
  ["swap day 2 and 3", { kind: "swapDays", a: 2, b: 3 }],
  ["swap day 3 with day 2", { kind: "swapDays", a: 2, b: 3 }],
  ["add the Prado to day 2", { kind: "add", what: "prado", day: { days: [2] } }],
  ["Add Reina Sofia to day 2", { kind: "add", what: "reina sofia", day: { days: [2] } }],
  ["can we add the reina sofia somewhere pls", { kind: "add", what: "reina sofia", day: null }],
  ["could you add Templo de Debod on the second day?", { kind: "add", what: "templo de debod", day: { days: [2] } }],
  ["add the botanical garden tomorrow", { kind: "add", what: "botanical garden", day: { days: [3] } }],
  ["add the royal palace on wednesday", { kind: "add", what: "royal palace", day: { days: [3] } }],
  ["add Royal Palace on saturday", { kind: "add", what: "royal palace", day: { days: [] } }],
  ["ad the reina sofia to day 4", { kind: "add", what: "reina sofia", day: { days: [4] } }],
  ["add a park to day 2", { kind: "add", what: "park", day: { days: [2] } }],
  ["add the Reina Sofia on day 2 at 3pm", { kind: "add", what: "reina sofia", time: { time: "15:00" } }],
  ["add the Reina Sofia on day 2 in the morning", { kind: "add", time: { prefer: 600 } }],
  // What follows the request is not part of the place: an aside sentence, a purpose clause.
  [
    "squeeze in the botanical garden on day 2? so pretty!!",
    { kind: "add", what: "botanical garden", day: { days: [2] } },
  ],
  ["move the Prado to day 4 so we're rested", { kind: "move", what: "prado", to: { days: [4] } }],
  // The activity around a place is not its name.
  [
    "replace the retiro with a hike up the templo de debod",
    { kind: "replace", what: "retiro", with: "templo de debod" },
  ],
  ["squeeze in the Sorolla museum on the last day", { kind: "add", what: "sorolla museum", day: { days: [4] } }],
  ["we want to see the Reina Sofia", { kind: "add", what: "reina sofia" }],
  ["remove the prado", { kind: "remove", what: ["prado"] }],
  ["Remvoe the Prado", { kind: "remove", what: ["prado"] }],
  ["skip plaza mayor and the retiro", { kind: "remove", what: ["plaza mayor", "retiro"] }],
  ["drop the thyssen from day 2", { kind: "remove", what: ["thyssen"], day: { days: [2] } }],
  ["pls delete retiro park", { kind: "remove", what: ["retiro park"] }],
  ["get rid of the prado museum", { kind: "remove", what: ["prado museum"] }],
  ["we don't want to see the thyssen", { kind: "remove", what: ["thyssen"] }],
  ["skip the museums on day 3", { kind: "remove", what: ["museums"], day: { days: [3] } }],
  ["move the prado to day 2", { kind: "move", what: "prado", to: { days: [2] } }],
  ["Move Prado to Day 4 pls", { kind: "move", what: "prado", to: { days: [4] } }],
  ["can we move the retiro to the first day", { kind: "move", what: "retiro", to: { days: [1] } }],
  ["move the prado from day 3 to day 2", { kind: "move", what: "prado", from: { days: [3] }, to: { days: [2] } }],
  ["push the retiro to 4pm", { kind: "move", what: "retiro", time: { time: "16:00" } }],
  ["shift plaza mayor to tomorrow", { kind: "move", what: "plaza mayor", to: { days: [3] } }],
  ["do the prado on day 2 instead", { kind: "move", what: "prado", to: { days: [2] } }],
  ["swap the prado and the thyssen", { kind: "swap", a: "prado", b: "thyssen" }],
  ["switch retiro park with plaza mayor", { kind: "swap", a: "retiro park", b: "plaza mayor" }],
  ["swap the prado for the reina sofia", { kind: "replace", what: "prado", with: "reina sofia" }],
  ["replace the thyssen with the sorolla museum", { kind: "replace", what: "thyssen", with: "sorolla museum" }],
  ["slow down day 3", { kind: "lighter", day: { days: [3] }, rest: false }],
  ["make day 2 lighter", { kind: "lighter", day: { days: [2] }, rest: false }],
  ["day 3 is too packed", { kind: "lighter", day: { days: [3] }, rest: false }],
  ["can we take it easy on the third day", { kind: "lighter", day: { days: [3] }, rest: false }],
  ["make day 3 a rest day", { kind: "lighter", day: { days: [3] }, rest: true }],
  ["I want day 2 off", { kind: "lighter", day: { days: [2] }, rest: true }],
  ["swap the hotel for one near the Retiro", { kind: "hotel", want: "near", near: "retiro" }],
  ["change hotel to something close to the prado", { kind: "hotel", want: "near", near: "prado" }],
  ["cheaper hotel", { kind: "hotel", want: "cheaper" }],
  ["can we get a less expensive hotel", { kind: "hotel", want: "cheaper" }],
  ["a nicer hotel pls", { kind: "hotel", want: "nicer" }],
  ["upgrade the hotel in madrid", { kind: "hotel", want: "nicer", city: "madrid" }],
  ["a different hotel", { kind: "hotel", want: "other" }],
  ["take the second flight", { kind: "flight", pick: { nth: 2 }, leg: "any" }],
  ["I'll take the 3rd flight", { kind: "flight", pick: { nth: 3 } }],
  ["an earlier flight", { kind: "flight", pick: "earlier", leg: "any" }],
  ["a later flight home please", { kind: "flight", pick: "later", leg: "back" }],
  ["cheaper flights?", { kind: "flight", pick: "cheaper" }],
  ["direct flight pls", { kind: "flight", pick: "direct" }],
  ["can we fly back later", { kind: "flight", pick: "later", leg: "back" }],
  ["vegetarian from now on", { kind: "diet", diets: ["vegetarian"] }],
  ["I'm vegan now", { kind: "diet", diets: ["vegan"] }],
  ["halal food only please", { kind: "diet", diets: ["halal"] }],
  ["a toddler is coming", { kind: "party", adults: 0, children: [2] }],
  ["my mum is joining us", { kind: "party", adults: 1, children: [] }],
  ["two more friends are coming", { kind: "party", adults: 2 }],
  ["our 5 year old is coming too", { kind: "party", adults: 0, children: [5] }],
  ["my husband can't come anymore", { kind: "party", adults: -1 }],
  ["pin the prado", { kind: "pin", what: "prado" }],
  // Agreement before the request, a reason after it: neither is part of what changes.
  ["ok great, add the Prado on day 2", { kind: "add", what: "prado", day: { days: [2] } }],
  ["actually skip the Retiro Park, we've been before", { kind: "remove", what: ["retiro park"] }],
  ["drop the Prado because we're not into art", { kind: "remove", what: ["prado"] }],
  ["lock in retiro park on day 3", { kind: "pin", what: "retiro park", day: { days: [3] } }],
  // A place put on a day: moved there when planned, added there when not (apply-change decides).
  ["put Reina Sofia on day 2", { kind: "move", what: "reina sofia", to: { days: [2] } }],
  ["can you squeeze the Sorolla museum into day 3?", { kind: "move", what: "sorolla museum", to: { days: [3] } }],
  ["ok put the prado first thing on day 2 then", { kind: "move", what: "prado", time: { prefer: 600 } }],
  ["can the retiro be on day 2 instead?", { kind: "move", what: "retiro", to: { days: [2] } }],
  ["ADD A WALK IN THE RETIRO ON DAY 1", { kind: "add", what: "retiro", day: { days: [1] } }],
  // A wish tied to a day, and the part of the day said with it.
  [
    "we'd love a flamenco show on the second evening",
    { kind: "add", what: "flamenco show", day: { days: [2] }, time: { prefer: 1200 } },
  ],
  // The reason after a comma is not one more thing to remove.
  ["actually drop the Prado, we went last time", { kind: "remove", what: ["prado"] }],
  ["scrap the Thyssen, my brother's knee is bad", { kind: "remove", what: ["thyssen"] }],
  ["clear day 3, we'll just rest", { kind: "lighter", day: { days: [3] }, rest: true }],
  // Two days trade their plans, however it is said.
  ["switch days 1 and 2 around", { kind: "swapDays", a: 1, b: 2 }],
  ["can we flip day 2 and day 4?", { kind: "swapDays", a: 2, b: 4 }],
  ["swap days three and one", { kind: "swapDays", a: 1, b: 3 }],
  // The hotel's area, said every way.
  ["we want a hotel walking distance from the Prado", { kind: "hotel", want: "near", near: "prado" }],
  ["swap the hotel for one in Lavapies", { kind: "hotel", want: "near", near: "lavapies" }],
  ["our daughter (12) is coming too", { kind: "party", adults: 0, children: [12] }],
  ["grandma is joining, we'll need 2 rooms", { kind: "party", adults: 1, rooms: 2 }],
  // A day given to a kind of place; a thing put on a day with its verb left out.
  ["make day 3 a museum day", { kind: "add", what: "museum", day: { days: [3] } }],
  ["turn day 2 into a park day", { kind: "add", what: "park", day: { days: [2] } }],
  ["and a flamenco show on day 2", { kind: "add", what: "flamenco show", day: { days: [2] } }],
  // Luxury said in so many words: the trip's tier too.
  ["upgrade us to a 5 star hotel, it's our anniversary", { kind: "hotel", want: "nicer", luxury: true }],
  // "get X in on day N": added that day; "then" before the request, a note after the day.
  ["could we fit the Sorolla museum in on day 3", { kind: "add", what: "sorolla museum", day: { days: [3] } }],
  ["get a flamenco show in for day 2", { kind: "add", what: "flamenco show", day: { days: [2] } }],
  ["then move the prado to day 4, rainy", { kind: "move", what: "prado", to: { days: [4] } }],
  // Several people at once, with their ages.
  ["our 2 kids are coming too, 6 and 9", { kind: "party", adults: 0, children: [6, 9] }],
  ["my parents are joining us", { kind: "party", adults: 2, children: [] }],
  // A day left free; a place taken out; a reason before the request; a hike as a visit.
  ["leave day 2 totally free, we'll rest", { kind: "lighter", day: { days: [2] }, rest: true }],
  ["take the Thyssen out, not for us", { kind: "remove", what: ["thyssen"] }],
  ["my wife loves Goya, can we squeeze the Prado in on day 4", { kind: "add", what: "prado", day: { days: [4] } }],
  ["day 2 looks long, can we take it easy that day", { kind: "lighter", day: { days: [2] }, rest: false }],
  ["add a free walking tour on day 2", { kind: "add", what: "free walking tour", day: { days: [2] } }],
  ["hotel must be right by the Retiro", { kind: "hotel", want: "near", near: "retiro" }],
];

const notChanges = [
  "switch days 2 and 9",
  "make it 5 days",
  "no flights",
  "we don't need flights",
  "add a museum day",
  "add a day",
  "add 2 nights",
  "add Toledo",
  "move the trip to June",
  "what's on day 2?",
  "is the Prado open on Monday?",
  "3 days in Lisbon from Boston, May 3",
  "visit Lisbon in May for 5 days",
  "skip museums",
  "thanks!",
  "slow down",
  "remove day 3",
  // The day the trip ends: a new length for the planner, not a visit on that day.
  "we need to be home by wednesday",
  "",
];

describe("findChange", () => {
  it.each(cases)("%s", (message, expected) => {
    expect(read(message)).toMatchObject(expected);
  });
  it.each(notChanges.map((m) => [m]))("not a targeted change: %s", (message) => {
    expect(read(message)).toBeNull();
  });
  it("a trip without flights has no flight to choose", () => {
    const noFly = { ...emptyPlan(), transport: { flights: false, selfDrive: true, prefer: "any" as const } };
    expect(findChange("take the second flight", noFly, itinerary, now)).toBeNull();
  });
  it("a huge or odd message never throws", () => {
    const long = `add ${"the prado ".repeat(2000)} to day 2`;
    expect(() => findChange(long, plan, itinerary, now)).not.toThrow();
    expect(() => findChange(`remove ${"(".repeat(3000)}`, plan, itinerary, now)).not.toThrow();
    expect(findChange("add the prado", plan, [], now)).toBeNull();
  });
});

describe("findChange: a sight and a day, with no verb of its own", () => {
  // Which words are the sight is read from what the trip can mean (its stops, the sights on file in
  // its city); the words around it say how, not what.
  it.each([
    ["the reina sofia on day 2 please", "reina sofia", 2],
    ["Day 4 the Royal Palace, we can't wait", "royal palace", 4],
    ["day 2 should be the Reina Sofia", "reina sofia", 2],
    ["templo de debod to day 3", "templo de debod", 3],
    ["retiro park on day one can?", "retiro park", 1],
    ["could we have the prado on day 4?", "prado", 4],
    ["THYSSEN ON DAY 3 PLS", "thyssen", 3],
    ["plaza mayor day 2 ideally", "plaza mayor", 2],
  ])("%s", (message, what, day) => {
    expect(read(message)).toMatchObject({ kind: "add", what, day: { days: [day] } });
  });
  it.each(["is the prado on day 3?", "the prado on day 3 was closed", "day 3 looks long", "what about day 2"])(
    "is no change: %s",
    (message) => {
      expect(read(message)).toBeNull();
    },
  );
  it("a name not on file is not the one word of it that is (the Sorolla museum is not a museum)", () => {
    expect(read("the sorolla museum on day 2")).not.toMatchObject({ what: "museum" });
  });
});

describe("findChange: what is said around the request", () => {
  it.each([
    ["on second thought, remove the retiro", { kind: "remove", what: ["retiro"] }],
    ["no prado on day 3", { kind: "remove", what: ["prado"], day: { days: [3] } }],
    ["Second thoughts: drop plaza mayor", { kind: "remove", what: ["plaza mayor"] }],
    [
      "a flamenco show on the evening of day 2 would be lovely",
      { kind: "add", what: "flamenco show", day: { days: [2] }, time: { prefer: 1200 } },
    ],
    ["the prado on day 3 instead of whatever is there", { kind: "add", what: "prado", day: { days: [3] } }],
    ["make sure the reina sofia is in there, day 2 ideally", { kind: "add", what: "reina sofia", day: { days: [2] } }],
    ["reina sofia to day 3 - we land late on day 1", { kind: "add", what: "reina sofia", day: { days: [3] } }],
    ["make day 4 a park day, the kids will be shattered", { kind: "add", what: "park", day: { days: [4] } }],
    ["could day 3 be a quiet one? we'll be tired", { kind: "lighter", day: { days: [3] }, rest: false }],
    ["day 2 low-key please", { kind: "lighter", day: { days: [2] }, rest: false }],
    ["everything cheaper please", { kind: "hotel", want: "cheaper" }],
    ["hostels are fine, cheaper please", { kind: "hotel", want: "cheaper" }],
  ])("%s", (message, expected) => {
    expect(read(message)).toMatchObject(expected);
  });
  it("an elided article is no part of the name (dell'Accademia is the Accademia)", () => {
    const florence: TItineraryDay[] = [
      { date: "2027-05-03", items: [visit("2027-05-03", "10:00", "Galleria dell'Accademia", "museum")] },
      { date: "2027-05-04", items: [] },
    ];
    expect(findChange("drop the accademia", plan, florence, now)).toMatchObject({
      kind: "remove",
      what: ["accademia"],
    });
  });
});

describe("findChange: the way between two stops", () => {
  const stay = (name: string, lat: number, lng: number, airport: string) => ({
    place: { name, country: "Spain", country_code: "ES", lat, lng, airport },
    nights: 2,
  });
  const twoStops = {
    ...emptyPlan(),
    stays: [stay("Madrid", 40.42, -3.7, "MAD"), stay("Barcelona", 41.39, 2.17, "BCN")],
  };
  it.each([
    ["can we fly Madrid to Barcelona instead of the train?", "flight"],
    ["between Madrid and Barcelona take the train, not a flight", "train"],
    ["let's take the bus to Barcelona rather than the train", "bus"],
    // A way turned down, then the one wanted, in a clause of its own.
    ["don't fly us to Barcelona, we want to take the train", "train"],
    ["we hate flying, bus to barcelona please", "bus"],
  ])("%s", (message, mode) => {
    expect(findChange(message, twoStops, itinerary, now)).toEqual({
      kind: "leg",
      mode,
      from: "Madrid",
      to: "Barcelona",
    });
  });
  it("is no leg change on a trip of one stop, or without a way named", () => {
    expect(findChange("can we fly Madrid to Barcelona instead of the train?", plan, itinerary, now)).not.toMatchObject({
      kind: "leg",
    });
    expect(findChange("we love Barcelona", twoStops, itinerary, now)).toBeNull();
  });
});

describe("withoutAsides", () => {
  it("drops the sentences after the request that ask for nothing, keeps those that do", () => {
    expect(withoutAsides("squeeze in Nara on day 2? deer!!")).toBe("squeeze in Nara on day 2?");
    expect(withoutAsides("Move the Louvre to day 3. The queues are awful.")).toBe("Move the Louvre to day 3.");
    expect(withoutAsides("Add the Louvre. And on day 2 the Orsay.")).toBe("Add the Louvre. And on day 2 the Orsay.");
    expect(withoutAsides("Great! Add the Louvre on day 2.")).toBe("Great! Add the Louvre on day 2.");
    expect(withoutAsides("add the louvre")).toBe("add the louvre");
  });
});
