import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import type { THotel } from "../../../common/travel/schemas";
import { emptyPlan } from "../plan";
import { findChange } from "./find-change";
import { amenityAsked, amenityPhrase, offers } from "./hotel-amenity";
import { findPartyChange } from "./party-change";
import { rephrased } from "./rephrase";
import { testVisit } from "./testing";

// Changes said tersely, indirectly or relative to the trip, as travellers type them; each read as
// the change reader's plain form. The itinerary is a small hand-made Cartagena trip of five days,
// flying in on day 1 and out on day 5.

const town = { lat: 10.42, lng: -75.55 };
const visit = (date: string, time: string, name: string, kind: string) => testVisit(date, time, name, kind, town);
const flight = (date: string, time: string): TItineraryItem => ({
  date,
  time,
  type: "Flight",
  location: "Rafael Núñez Airport",
  activity: "Fly",
});
const itinerary: TItineraryDay[] = [
  {
    date: "2027-02-01",
    items: [flight("2027-02-01", "09:00"), visit("2027-02-01", "16:00", "Walled City", "landmark")],
  },
  { date: "2027-02-02", items: [visit("2027-02-02", "10:00", "Castillo San Felipe", "landmark")] },
  {
    date: "2027-02-03",
    items: [
      visit("2027-02-03", "10:00", "Gold Museum", "museum"),
      visit("2027-02-03", "14:00", "Getsemani", "neighbourhood"),
    ],
  },
  { date: "2027-02-04", items: [visit("2027-02-04", "10:00", "Rosario Islands", "beach")] },
  { date: "2027-02-05", items: [flight("2027-02-05", "13:00")] },
];
const plan = emptyPlan();
const now = DateTime.fromISO("2027-01-10T10:00:00Z");
const read = (m: string) => findChange(m, plan, itinerary, now);

describe("terse changes", () => {
  it("a day and what it becomes", () => {
    expect(rephrased("day 3 -> free day", itinerary)).toBe("make day 3 a free day");
    expect(rephrased("d3: rest", itinerary)).toBe("make day 3 a free day");
    expect(rephrased("day 2 = chill", itinerary)).toBe("make day 2 lighter");
    expect(rephrased("d4: add the mud volcano", itinerary)).toBe("add the mud volcano on day 4");
    expect(rephrased("day 2 -> la popa monastery", itinerary)).toBe("put la popa monastery on day 2");
    expect(read("d3 - free day")).toMatchObject({ kind: "lighter", rest: true, day: { days: [3] } });
  });
  it("two days swapped, in any order of the words", () => {
    expect(rephrased("day 2 and day 4 swap", itinerary)).toBe("swap day 2 and day 4");
    expect(rephrased("days 3/4 switched", itinerary)).toBe("swap day 3 and day 4");
    expect(read("d2 & d3 swap")).toMatchObject({ kind: "swapDays", a: 2, b: 3 });
  });
  it("a slip in a little word", () => {
    expect(read("scrap teh gold museum")).toMatchObject({ kind: "remove", what: ["gold museum"] });
  });
});

describe("indirect wishes", () => {
  it("not wanting a thing on the plan removes it", () => {
    for (const said of [
      "i'd rather not do the gold museum",
      "we're not really into the gold museum",
      "we don't fancy the gold museum",
      "the gold museum isn't our thing",
      "gold museum - not for us",
      "we'll give the gold museum a miss",
    ])
      expect(read(said), said).toMatchObject({ kind: "remove" });
  });
  it("but not a thing that is not on the plan, nor a plain statement", () => {
    expect(rephrased("we're not really into nightclubs", itinerary)).toBe("we're not really into nightclubs");
    expect(rephrased("we don't like spicy food", itinerary)).toBe("we don't like spicy food");
  });
  it("rather one thing than another replaces it", () => {
    expect(read("i'd rather do a cooking class than the gold museum")).toMatchObject({
      kind: "replace",
      what: "gold museum",
      with: "cooking class",
    });
  });
  it("a lighter day in other words", () => {
    expect(read("less stuff on day 3 please")).toMatchObject({ kind: "lighter", day: { days: [3] } });
    expect(read("can we thin out day 3")).toMatchObject({ kind: "lighter", day: { days: [3] } });
  });
});

describe("days said relative to the trip or to a stop", () => {
  it("the last and first full days skip the flights", () => {
    expect(rephrased("add the mud volcano on the last full day", itinerary)).toBe("add the mud volcano on day 4");
    expect(rephrased("add the mud volcano on the first full day", itinerary)).toBe("add the mud volcano on day 2");
    expect(rephrased("add the mud volcano the day before we fly home", itinerary)).toBe("add the mud volcano day 4");
  });
  it("the day after or before a stop", () => {
    expect(rephrased("put la popa on the day after the castillo", itinerary)).toBe("put la popa on day 3");
    expect(rephrased("move the gold museum to the day before", itinerary)).toBe("move the gold museum to day 2");
    expect(rephrased("push getsemani to the next day", itinerary)).toBe("push getsemani to day 4");
    // A stop that is not on the plan says no day: the words stay.
    expect(rephrased("put la popa on the day after the aquarium", itinerary)).toContain("the day after the aquarium");
  });
});

describe("a stay that has something", () => {
  const hotel = (amenities?: string[]): THotel => ({
    hotel_id: "h",
    hotel_name: "Casa Azul",
    user_rating: null,
    check_in: "2027-02-01",
    check_out: "2027-02-05",
    total_price: 400,
    main_photo_url: null,
    url: "https://example.com/h",
    ...(amenities ? { amenities } : {}),
  });
  it("is read from the ways it is asked", () => {
    expect(amenityAsked("and a hotel with a pool please")).toBe("pool");
    expect(amenityAsked("somewhere with free parking")).toBe("free parking");
    expect(amenityAsked("an apartment with a kitchen")).toBe("kitchen");
    // A pool said of a day, not of the stay, is no wish for the stay.
    expect(amenityAsked("a day with a pool party")).toBeUndefined();
    expect(read("can we get a place with a gym")).toMatchObject({ kind: "hotel", amenity: "gym" });
  });
  it("is found in a listing only where the listing says", () => {
    expect(offers(hotel(["Outdoor swimming pool", "Free WiFi"]), "pool")).toBe(true);
    expect(offers(hotel(["Fitness centre"]), "gym")).toBe(true);
    expect(offers(hotel(["Free WiFi"]), "pool")).toBe(false);
    expect(offers(hotel(), "pool")).toBeUndefined();
    expect(amenityPhrase("pool")).toBe("a pool");
    expect(amenityPhrase("free parking")).toBe("free parking");
  });
});

describe("someone joining, in the present tense or as a wish", () => {
  it("counts them", () => {
    expect(findPartyChange("my cousin joins")).toMatchObject({ adults: 1 });
    expect(findPartyChange("my brother wants to join")).toMatchObject({ adults: 1 });
    expect(findPartyChange("our daughter (6) will come too")).toMatchObject({ adults: 0, children: [6] });
    expect(findPartyChange("a friend tags along")).toMatchObject({ adults: 1 });
  });
});

describe("a change asked as whether it can be", () => {
  it.each([
    ["any chance we could skip the gold museum?", "remove"],
    ["would it be possible to move the castillo to day 4?", "move"],
    ["is there any way to make day 3 lighter?", "lighter"],
    ["do you think you could drop getsemani", "remove"],
    ["would you mind if we swap days 2 and 4", "swapDays"],
  ])("%s", (said, kind) => {
    expect(read(said)?.kind).toBe(kind);
  });
  it.each([
    "is there any way to get to the castillo by boat?",
    "any chance of rain on day 2?",
    "would it be possible to see the walled city at night or is it unsafe?",
  ])("a real question stays one: %s", (said) => {
    expect(read(said)).toBeNull();
  });
});
