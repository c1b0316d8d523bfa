import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";
import { applyStaysEdit } from "../understand/trip-edits";
import { findChange, mealAt } from "./find-change";
import { lightenDay } from "./ops";
import { kyotoDays } from "./testing";

// Changes said the ways travellers say them (issue 24): the thing that goes said first ("instead
// of X on day 2, Y"), a meal at a named place, a day of next to nothing, a day out said with "no",
// the kind of stay, "put us near", shorthand typing, and the end of a stay spent somewhere else
// in a rambling message. Each with what must not be read that way.

const itinerary: TItineraryDay[] = kyotoDays();
const plan = emptyPlan();
const now = DateTime.fromISO("2026-11-26T10:00:00Z");
const read = (m: string) => findChange(m, plan, itinerary, now);

describe("what goes, said before what comes in", () => {
  it.each([
    [
      "instead of the golden pavilion on day 2 can we do arashiyama bamboo grove",
      "golden pavilion",
      "arashiyama bamboo grove",
      [2],
    ],
    ["instead of nijo castle, the fushimi inari shrine", "nijo castle", "fushimi inari shrine", undefined],
    [
      "Instead of Nishiki Market could we see the Kyoto Railway Museum",
      "nishiki market",
      "kyoto railway museum",
      undefined,
    ],
    ["the bamboo grove instead of nijo castle", "nijo castle", "bamboo grove", undefined],
  ])("%s", (m, what, withWhat, days) => {
    const c = read(m);
    expect(c).toMatchObject({ kind: "replace", what, with: withWhat });
    if (days) expect(c).toMatchObject({ day: { days } });
  });
  it("is not a question about it", () => {
    expect(read("what should we do instead of nijo castle?")).toBeNull();
  });
});

describe("a meal at a named place", () => {
  it.each([
    ["add dinner at Central on the first night", "dinner", "central", [1]],
    ["book lunch at Maido on day 2", "lunch", "maido", [2]],
    ["can we have brunch at the Sidecar on day 3", "breakfast", "sidecar", [3]],
    ["add a fancy dinner at Kikunoi on day 2 pls", "dinner", "kikunoi", [2]],
  ])("%s", (m, meal, what, days) => {
    expect(read(m)).toMatchObject({ kind: "add", meal, what, day: { days } });
  });
  it("only with a day: with none it is a place to add", () => {
    expect(read("add dinner at Kikunoi")).not.toMatchObject({ meal: "dinner" });
  });
  it("the meal and the place, read from the words", () => {
    expect(mealAt("dinner at central")).toEqual({ meal: "dinner", at: "central" });
    expect(mealAt("lunch in the old market")).toEqual({ meal: "lunch", at: "old market" });
    expect(mealAt("nishiki market")).toBeNull();
    expect(mealAt("dinner cruise")).toBeNull();
  });
});

describe("a day of next to nothing", () => {
  it.each([
    "can day 1 be just a walk and dinner, nothing else? long trip in",
    "day 3 just a stroll and lunch please",
    "could day 2 be only a gentle walk",
    "make day 2 just a walk and dinner",
  ])("%s is a rest day", (m) => {
    expect(read(m)).toMatchObject({ kind: "lighter", rest: true });
  });
  it("a sight named is that sight on the day, not a rest day", () => {
    expect(read("day 3 just the Heian Shrine and lunch")).not.toMatchObject({ kind: "lighter" });
  });
  it("a travel day with nothing to see is already as light as it gets", () => {
    const travel: TItineraryDay[] = [
      {
        date: "2026-12-10",
        items: [
          { date: "2026-12-10", time: "17:25", type: "Flight", location: "ICN → ITM", activity: "Flight" },
          {
            date: "2026-12-10",
            time: "20:15",
            type: "place",
            location: "Katsukura",
            activity: "Dinner",
            meal: "dinner",
          },
        ],
      },
    ];
    const r = lightenDay(travel, { day: 1, rest: true });
    expect(r.ok).toBe(false);
  });
});

describe("a day out said with no", () => {
  it.each([
    ["no Pisa day trip pls, swap it for a free day", "pisa day trip"],
    ["skip the nara day trip, make it a free day", "nara day trip"],
  ])("%s", (m, what) => {
    expect(read(m)).toMatchObject({ kind: "remove", what: [what] });
  });
  it("a kind of place said with no is a wish for the whole trip, not a stop to drop", () => {
    expect(read("no museums please")).toBeNull();
  });
});

describe("the kind of stay", () => {
  it.each([
    ["could we get an apartment rather than a hotel? kids need space", "entire_place"],
    ["we'd prefer a villa instead of the hotel", "entire_place"],
    ["can we switch to an airbnb", "entire_place"],
    ["a hotel rather than an apartment please", "hotel"],
  ])("%s", (m, type) => {
    expect(read(m)).toMatchObject({ kind: "hotel", type });
  });
  it("a sight with the word in its name is a sight", () => {
    expect(read("add the Apartment of Victor Hugo on day 2")).toMatchObject({ kind: "add" });
    expect(read("is the apartment near the metro?")).toBeNull();
  });
});

describe("where we sleep, said as us", () => {
  it.each([
    ["in Osaka put us near Namba station", "namba station"],
    ["put us near namba station in osaka", "namba station"],
    ["base us close to the old town", "old town"],
  ])("%s", (m, near) => {
    expect(read(m)).toMatchObject({ kind: "hotel", want: "near", near });
  });
});

describe("shorthand typing", () => {
  it.each([
    ["cn u add heian shrine day 2", "heian shrine"],
    ["cud u add the heian shrine on day 1", "heian shrine"],
    ["wud u add heian shrine to day 3 pls", "heian shrine"],
  ])("%s", (m, what) => {
    expect(read(m)).toMatchObject({ kind: "add", what });
  });
});

describe("the end of a stay spent somewhere else, in a rambling message", () => {
  const trip = (first: string): Plan => {
    const p = emptyPlan();
    readMessage(first, p, now);
    return p;
  };
  const split = (p: Plan) => p.stays.map((s) => `${s.place.name}:${s.nights}`).join("+");
  it("the request is read in its own clause", () => {
    const p = trip("Edinburgh 4 nights from Dec 10, from Lagos, 2 adults");
    applyStaysEdit(
      "Sorry to be a pain!! My husband just reminded me that his cousin lives in Glasgow and we promised we'd visit, so could we spend the last night in Glasgow instead of Edinburgh?",
      p,
    );
    expect(split(p)).toBe("Edinburgh:3+Glasgow:1");
  });
  it("someone else's nights change nothing", () => {
    const p = trip("Edinburgh 4 nights from Dec 10, from Lagos, 2 adults");
    expect(applyStaysEdit("my cousin spent the last night in Glasgow, it was fun", p)).toBeUndefined();
    expect(applyStaysEdit("is it worth spending the last night in Glasgow?", p)).toBeUndefined();
  });
  it("a part of the stay's town on one of its days is a visit, not a new stay", () => {
    const p = trip("Kyoto 3 nights, Dec 10, from Seoul");
    expect(
      applyStaysEdit("instead of the golden pavilion on day 2 can we do arashiyama bamboo grove", p),
    ).toBeUndefined();
    expect(applyStaysEdit("can we do Osaka instead?", trip("Kyoto 3 nights, Dec 10, from Seoul"))).toBe("replace");
  });
});

describe("the whole order of the stops said", () => {
  const trip = (): Plan => {
    const p = emptyPlan();
    readMessage("Osaka 3n, Kyoto 2n, Tokyo 4n, from Sydney, 3 Feb", p, now);
    return p;
  };
  const order = (p: Plan) => p.stays.map((s) => `${s.place.name}:${s.nights}`).join("+");
  it.each(["do Tokyo first then Kyoto then Osaka", "Tokyo -> Kyoto -> Osaka pls", "tokyo, kyoto, osaka in that order"])(
    "%s",
    (m) => {
      const p = trip();
      expect(applyStaysEdit(m, p)).toBe("reorder");
      expect(order(p)).toBe("Tokyo:4+Kyoto:2+Osaka:3");
    },
  );
  it("one stop said first moves only that one; an order said with after is not read as listed", () => {
    const p = trip();
    applyStaysEdit("Tokyo first", p);
    expect(order(p)).toBe("Tokyo:4+Osaka:3+Kyoto:2");
    expect(applyStaysEdit("Kyoto after Tokyo", trip())).toBeUndefined();
  });
});

describe("no flying between the stops", () => {
  const two = emptyPlan();
  readMessage("Madrid 3 nights then Barcelona 3 nights from London, March 4", two, now);
  const said = (m: string) => findChange(m, two, itinerary, now);
  it.each(["no flying between them", "we don't want to fly between the cities", "no flights between the stops please"])(
    "%s: every journey between the stops by land",
    (m) => {
      expect(said(m)).toMatchObject({ kind: "leg", mode: "ground" });
    },
  );
  it("a way named is that way; flying ruled out with no 'between' is the whole trip's", () => {
    expect(said("train between them, no flights")).toMatchObject({ kind: "leg", mode: "train" });
    expect(said("no flights at all please")).not.toMatchObject({ mode: "ground" });
  });
  it.each([
    "no flights please, train from London and between the cities",
    "no flights there and back or between the stops",
  ])("%s: the way there said too, every flight goes", (m) => {
    expect(said(m)).not.toMatchObject({ kind: "leg" });
  });
});

describe("a diet that describes the places asked for is no change of the party's diet", () => {
  const change = (m: string) => findChange(m, plan, itinerary, now);
  it.each([
    "any good halal restaurants in Kyoto?",
    "where can we get vegan food near the hotel?",
    "best vegetarian places around Gion",
    "know any kosher restaurants nearby?",
  ])("%s: a question, no change", (m) => {
    expect(change(m)).toBeNull();
  });
  it.each([
    ["we're halal, can all the meals be halal?", "halal"],
    ["vegetarian from now on please", "vegetarian"],
    ["my wife has gone vegan, can you make it all vegan?", "vegan"],
    ["gluten free meals only please", "gluten-free"],
  ])("%s: the diet changes", (m, diet) => {
    expect(change(m)).toMatchObject({ kind: "diet", diets: [diet] });
  });
});
