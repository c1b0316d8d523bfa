import { beforeAll, describe, expect, it } from "vitest";
import { askAbout, type Planned, planTrip } from "./testing";
import { plain } from "./text";

// Questions asked in passing, in the words travellers use for them: each is answered for what it
// asks (a meal "grabbed" is no ride-hailing app, a packing list asked with a reason is still the
// packing list, "whether" is a word of its own, a dish is no restaurant's name), the diets kept,
// the plan left as it was (askAbout checks that).

let lisbon: Planned;
let japan: Planned;
beforeAll(async () => {
  lisbon = await planTrip("Lisbon for 5 days from New York, May 3 2027, 2 of us, we're vegetarian");
  japan = await planTrip(
    "Tokyo 4 nights then Kyoto 4 nights from April 6 2027, from London, 2 adults, my wife is vegan",
  );
}, 60_000);

describe("a meal grabbed is a meal", () => {
  it.each(["where can we grab lunch near Belém on day 3", "anywhere to grab a quick bite by the castle?"])(
    "%s",
    async (message) => {
      const a = await askAbout(lisbon, message);
      expect(a.kind).toBe("eat");
      expect(a.text).toMatch(/vegetarian/i);
      expect(a.text).not.toMatch(/ride-hailing|Uber/);
    },
  );
  it("the ride-hailing app is still asked about", async () => {
    const a = await askAbout(lisbon, "is grab or bolt a thing in lisbon?");
    expect(a.kind).toBe("rides");
  });
});

describe("a packing list asked with a reason is the packing list", () => {
  it.each(["packing list pls, we're doing a lot of walking", "what to pack? lots of walking planned"])(
    "%s",
    async (message) => {
      const a = await askAbout(lisbon, message);
      expect(a.text).toMatch(/\*\*Clothes:\*\*/);
      expect(a.text).toMatch(/walking shoes/);
    },
  );
  it("how much the plan walks is still the walking", async () => {
    const a = await askAbout(lisbon, "is that too much walking for my mum?");
    expect(a.kind).toBe("walking");
  });
});

describe("whether is a word of its own; misspelt for the weather only where the weather is meant", () => {
  it.each([
    ["i was wondering whether arashiyama is worth a whole day", "wondering whether arashiyama"],
    ["not sure whether we should book", "sure whether we"],
    ["whats the whether on day 3", "the weather on day 3"],
    ["how's the whether tomorrow", "the weather tomorrow"],
    ["whether like in kyoto?", "weather like in kyoto"],
  ])("%s", (message, said) => {
    expect(plain(message)).toContain(said);
  });
  it("asked whether a place is worth a day: the place, not the weather", async () => {
    const a = await askAbout(japan, "i was wondering whether arashiyama is worth a whole day");
    expect(a.kind).not.toBe("weather");
    expect(a.text).toMatch(/Arashiyama/);
  });
});

describe("a dish asked near a place is a kind of meal, not a restaurant of that name", () => {
  it.each(["best sushi near our hotel in tokyo?", "any good ramen around our tokyo hotel"])("%s", async (message) => {
    const a = await askAbout(japan, message);
    expect(a.kind).toBe("eat");
    expect(a.text).toMatch(/vegan/i);
    // The restaurants suggested are the Tokyo ones, not Osaka's.
    expect(a.text).not.toMatch(/Osaka/);
  });
});

describe("questions in many voices about a planned trip are answered, not the plan reprinted", () => {
  it.each([
    ["whats the weather gonna be like on day 2", /°C/],
    ["any veggie friendly dinner spots close to our hotel?", /vegetarian/i],
    ["Is the Jerónimos Monastery worth it? how long do we need there", /Jerónimos/],
    ["what time does the Gulbenkian museum open", /Gulbenkian/],
    ["how much is all this costing so far", /\$/],
    ["how long does it take to walk from Alfama to Bairro Alto", /walk/],
    ["bro how far is the airport from our hotel", /Airport/],
    ["Que tiempo hará el día 3?", /Day 3/],
    ["what have we got on day 4?", /Day 4/],
  ])("%s", async (message, said) => {
    const a = await askAbout(lisbon, message, 1);
    expect(a.text).toMatch(said);
  });
});

describe("when the trip is at one of its stops, and clothes asked for by name", () => {
  let turkey: Planned;
  beforeAll(async () => {
    turkey = await planTrip(
      "Istanbul 4 nights then Cappadocia 3 nights from 10 June 2027, from Manchester, 2 adults 2 kids (5, 9), we eat halal",
    );
  }, 60_000);
  it.each([
    ["what day are we in cappadocia", /Cappadocia\*\* on \*\*days 5-/],
    ["when do we get to Cappadocia?", /Cappadocia\*\* on \*\*days 5-/],
    ["how many days do we have in istanbul", /Istanbul\*\* on \*\*days 1-4/],
  ])("%s", async (message, said) => {
    const a = await askAbout(turkey, message, 0);
    expect(a.text).toMatch(said);
  });
  it("a town the trip does not stay in is left to the other answers", async () => {
    const a = await askAbout(turkey, "which days are we in ankara");
    expect(a.text).not.toMatch(/You're in/);
  });
  it.each(["r we gonna need jackets in istanbul", "shorts ok for cappadocia?"])("%s", async (message) => {
    const a = await askAbout(turkey, message);
    expect(a.text).toMatch(/\*\*Clothes:\*\*/);
  });
});

describe("the packing list says its numbers as they are spoken", () => {
  it("an 11-hour flight", async () => {
    const paris = await planTrip(
      "Paris 5 nights from 14 April 2027, from Chicago, 2 adults and our daughter (6), I'm coeliac",
    );
    const a = await askAbout(paris, "what's the packing situation, will it be cold");
    expect(a.text).toMatch(/\ban \d+-hour flight|\ba (?!8|11|18)\d+-hour flight/);
    expect(a.text).not.toMatch(/\ba 11-hour/);
    expect(a.text).toMatch(/gluten-free/);
  }, 30_000);
});
