import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "../plan";
import { readFromItsNames } from "./change-scope";
import { regionTownNamed } from "./day-trip";
import { findChange } from "./find-change";
import { findItems, nameScore } from "./match";
import { kyotoDays } from "./testing";

// Issue 24: a day out asked for with the place after it ("a day trip to Nara on day 2 please"), a
// thing struck "off" the plan, a region ridden to by one of its towns, and the facts a change's
// own words may be read as (a town inside a sight's name is no new trip).

const now = DateTime.fromISO("2026-12-09T10:00:00Z");
const read = (m: string) => findChange(m, emptyPlan(), kyotoDays(), now);

describe("a day out said before the place", () => {
  it.each([
    ["a day trip to nara on day 2 please", "nara", 2],
    ["day trip out to uji on day 3 pls", "uji", 3],
    ["an excursion to otsu on day 2 thanks", "otsu", 2],
  ])("%s", (message, what, day) => {
    expect(read(message)).toMatchObject({ what, day: { days: [day] } });
  });

  it("put with a day out to a place moves or adds the place", () => {
    expect(read("put a trip to uji on day 3")).toMatchObject({ kind: "move", what: "uji", to: { days: [3] } });
  });

  it("a question about a day out is no change", () => {
    expect(read("is a day trip to nara on day 2 too much?")).toBeNull();
    expect(read("how long is the day trip to nara on day 2")).toBeNull();
  });
});

describe("struck off the plan", () => {
  it.each([
    ["take Nijo Castle off please, my knees", ["nijo castle"]],
    ["strike the Nishiki market off the list", ["nishiki market"]],
    ["cross heian shrine off the plan", ["heian shrine"]],
  ])("%s", (message, what) => {
    expect(read(message)).toMatchObject({ kind: "remove", what });
  });

  it("time off is a lighter day, and a night off the trip's length", () => {
    expect(read("take day 2 off")).toMatchObject({ kind: "lighter", rest: true });
    expect(read("knock a night off")).toBeNull();
  });
});

describe("a region ridden to by its nearest town", () => {
  const porto = { lat: 41.15, lng: -8.61 };
  it("names the region's town a day trip away, with the region", () => {
    expect(regionTownNamed("the douro valley", porto)).toMatchObject({ region: "Douro Valley" });
    expect(regionTownNamed("kakheti wine", { lat: 41.69, lng: 44.8 })).toMatchObject({ region: "Kakheti" });
    expect(regionTownNamed("a tuscany wine tour", { lat: 43.77, lng: 11.25 })).toMatchObject({ region: "Tuscany" });
  });
  it("not a word a region's name only resembles, nor a region too far", () => {
    expect(regionTownNamed("the islands", porto)).toBeNull();
    expect(regionTownNamed("the douro valley", { lat: 38.72, lng: -9.14 })).toBeNull();
  });
});

describe("what a change's own words may be read as", () => {
  const sydney = { name: "Sydney", country: "Australia", country_code: "AU", lat: -33.87, lng: 151.21, airport: null };
  const coogee = { name: "Coogee", country: "Australia", country_code: "AU", lat: -33.92, lng: 151.26, airport: null };
  const melbourne = {
    name: "Melbourne",
    country: "Australia",
    country_code: "AU",
    lat: -37.81,
    lng: 144.96,
    airport: null,
  };
  const trip = (): Plan => ({ ...emptyPlan(), destination: sydney, stays: [{ place: sydney, nights: 4 }] });
  // (The reader takes the town for where the trip goes; the stays it had stay.)
  const readAs = (to: typeof sydney): Plan => ({ ...trip(), destination: to });

  it("a town inside the name of what goes is no new trip", () => {
    const keys = readFromItsNames(
      { kind: "remove", what: ["bondi to coogee walk"], day: null },
      readAs(coogee),
      trip(),
    );
    expect(keys).toEqual(expect.arrayContaining(["destination", "stays"]));
  });
  it("a town said beside the change is more than it", () => {
    expect(readFromItsNames({ kind: "remove", what: ["the zoo"], day: null }, readAs(melbourne), trip())).toEqual([]);
  });
  it("the trip's own stop a day out leaves from is no new home", () => {
    const read = { ...trip(), origin: sydney };
    const day = { days: [2], said: "day 2" };
    expect(readFromItsNames({ kind: "add", what: "blue mountains", day }, read, trip())).toContain("origin");
    expect(
      readFromItsNames({ kind: "add", what: "blue mountains", day }, { ...trip(), origin: melbourne }, trip()),
    ).toEqual([]);
  });
});

describe("a planned stop pointed at with a vague noun", () => {
  it.each([
    ["the nishiki thing", "Nishiki Market"],
    ["the heian place", "Heian Shrine"],
    ["the nijo one", "Nijo Castle"],
  ])("%s", (said, name) => {
    expect(findItems(kyotoDays(), said).map((f) => f.item.location)).toEqual([name]);
  });
  it("a kind of place with a vague noun names none", () => {
    expect(findItems(kyotoDays(), "the golden thing")).toEqual([]);
    expect(findItems(kyotoDays(), "the museum thing")).toEqual([]);
  });
});

describe("a stop named by its initials", () => {
  it.each([
    ["moma", "Museum of Modern Art"],
    ["the mfa", "Museum of Fine Arts"],
    ["lacma", "Los Angeles County Museum of Art"],
  ])("%s", (said, name) => {
    expect(nameScore(said, name, true)).not.toBeNull();
  });
  it("not a short word that only starts the same, nor initials of a two-word name", () => {
    expect(nameScore("map", "Museum of Art")).toBeNull();
    expect(nameScore("bm", "British Museum", true)).toBeNull();
    expect(nameScore("moa", "Museum of Modern Art", true)).toBeNull();
  });
});

describe("initials are never a word of their own", () => {
  it("zoo is no Zurich Old Oak garden", () => {
    expect(nameScore("zoo", "Zurich Old Oak", true)).toBeNull();
  });
});

describe("a stop of the trip named is the trip's to change", () => {
  const rome = { name: "Rome", country: "Italy", country_code: "IT", lat: 41.9, lng: 12.5, airport: null };
  const naples = { name: "Naples", country: "Italy", country_code: "IT", lat: 40.85, lng: 14.27, airport: null };
  const trip = (): Plan => ({
    ...emptyPlan(),
    destination: rome,
    stays: [
      { place: rome, nights: 3 },
      { place: naples, nights: 2 },
    ],
  });
  it("dropping a stop, or naming it in a longer phrase, is no part of the change", () => {
    const without = { ...trip(), stays: [{ place: rome, nights: 3 }] };
    expect(readFromItsNames({ kind: "remove", what: ["naples"], day: null }, without, trip())).toEqual([]);
    expect(readFromItsNames({ kind: "remove", what: ["the naples part"], day: null }, without, trip())).toEqual([]);
  });
});
