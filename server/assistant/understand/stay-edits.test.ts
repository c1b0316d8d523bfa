import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";
import { mendEditSlips } from "./edit-typos";
import { changeInEnglish } from "./foreign-words";
import { namingStays, ownNightsAt, takerCapitalised } from "./stay-refs";
import { applyStaysEdit } from "./trip-edits";

// Changes to the stays of a trip already planned, said the ways travellers say them: tersely,
// by a stay's place in the order, softly, lowercase, with slips; and nights said of someone
// else's trip, which change nothing.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");
const trip = (first: string): Plan => {
  const plan = emptyPlan();
  readMessage(first, plan, now);
  return plan;
};
const vietnam = () => trip("Hanoi 3 nights then Hoi An 4 nights, March 5-12, from Perth, 2 adults");
const peru = () => trip("Cusco 4 nights then Lima 2 nights, June 3-9, from Toronto, 2 adults");
// (Names without their accents: the map writes "Hội An" and "Huế".)
const plainName = (n: string) => n.normalize("NFD").replace(/\p{M}/gu, "");
const split = (p: Plan) => p.stays.map((s) => `${plainName(s.place.name)}:${s.nights}`).join("+");
const changed = (plan: Plan, message: string) => {
  const change = applyStaysEdit(message, plan);
  return { change, stays: split(plan), nights: plan.nights };
};

describe("a stay pointed at by its order", () => {
  it("is read by its name", () => {
    const stays = ["Lisbon", "Porto", "Faro"].map((name) => ({ place: { name } as Plan["stays"][number]["place"] }));
    expect(namingStays("one more night in the last city", stays)).toBe("one more night in Faro");
    expect(namingStays("drop the second stop", stays)).toBe("drop Porto");
    expect(namingStays("move a night from the last to the first", stays)).toBe("move a night from Faro to Lisbon");
    expect(namingStays("swap the middle town for Coimbra", stays)).toBe("swap Porto for Coimbra");
  });
  it("never a day, a time of day or an idiom", () => {
    const stays = ["Lisbon", "Porto"].map((name) => ({ place: { name } as Plan["stays"][number]["place"] }));
    for (const said of [
      "on the first day",
      "in the last two days",
      "i never wanted porto in the first place",
      "a slow start on the first morning",
    ])
      expect(namingStays(said, stays)).toBe(said);
    // A trip of one stay has no order to point at.
    expect(namingStays("the last city", stays.slice(0, 1))).toBe("the last city");
  });
  it("changes only that stay's nights", () => {
    expect(changed(vietnam(), "an extra night in the first city pls")).toMatchObject({ stays: "Hanoi:4+Hoi An:4" });
    expect(changed(peru(), "one less night in the last stop")).toMatchObject({ stays: "Cusco:4+Lima:1", nights: 5 });
    expect(changed(peru(), "one night less in the first stop and one more in the second").stays).toBe("Cusco:3+Lima:3");
  });
});

describe("a trip made longer or shorter by so many nights", () => {
  const quito = () => trip("Quito 5 nights from March 3 2027, 2 adults from Lima");
  it("a trip of one stay: its length, by the nights said", () => {
    expect(changed(quito(), "make it a night shorter").nights).toBe(4);
    expect(changed(quito(), "extend it by two days").nights).toBe(7);
    expect(changed(quito(), "a week longer please").nights).toBe(12);
    expect(changed(quito(), "knock off a night").nights).toBe(4);
    expect(changed(quito(), "can we stay another night").nights).toBe(6);
    // A day trip is an outing, not a day more.
    expect(changed(quito(), "add a day trip to otavalo").nights).toBe(5);
  });
  it("a trip of several: the stay named, else the last one (fewer: the longest)", () => {
    expect(changed(peru(), "stretch the trip by 2 days").stays).toBe("Cusco:4+Lima:4");
    expect(changed(peru(), "one night shorter overall").stays).toBe("Cusco:3+Lima:2");
    expect(changed(peru(), "2 more days in cusco").stays).toBe("Cusco:6+Lima:2");
  });
});

describe("terse changes", () => {
  it("a sign before the nights", () => {
    expect(changed(vietnam(), "hoi an +1").stays).toBe("Hanoi:3+Hoi An:5");
    expect(changed(peru(), "+2n cusco").stays).toBe("Cusco:6+Lima:2");
    expect(changed(peru(), "lima -1 night").stays).toBe("Cusco:4+Lima:1");
  });
  it("never a count of people or a date's dash", () => {
    expect(changed(peru(), "we're +1 kid now").change).toBeUndefined();
    expect(changed(peru(), "cusco 3-7 june is fine").change).toBeUndefined();
  });
  it("a stay swapped, dropped or added with signs and arrows", () => {
    expect(changed(vietnam(), "-hanoi +hue").stays).toBe("Hue:3+Hoi An:4");
    expect(changed(vietnam(), "hanoi -> hue").stays).toBe("Hue:3+Hoi An:4");
    expect(changed(peru(), "-lima")).toMatchObject({ change: "remove", nights: 4 });
    expect(changed(peru(), "+arequipa 2 nights").stays).toBe("Cusco:4+Lima:2+Arequipa:2");
  });
  it("nights for each stay, with or without the word", () => {
    expect(changed(vietnam(), "hanoi 2, hoi an 5").stays).toBe("Hanoi:2+Hoi An:5");
    expect(changed(vietnam(), "2 hanoi, 5 hoi an").stays).toBe("Hanoi:2+Hoi An:5");
    expect(changed(peru(), "i'd prefer 3 nights cusco and 3 lima").stays).toBe("Cusco:3+Lima:3");
    // "day 2 in Cusco" is a day of the trip, not nights there.
    expect(changed(peru(), "day 2 in cusco, day 5 in lima").change).toBeUndefined();
  });
});

describe("a stay swapped, said in lowercase", () => {
  it("the place taking its turn is read as a name", () => {
    expect(takerCapitalised("swap hanoi for hue")).toBe("swap hanoi for Hue");
    expect(takerCapitalised("replace lima with paracas pls")).toBe("replace lima with Paracas pls");
    expect(takerCapitalised("can we do da nang instead")).toBe("can we do Da Nang instead");
    expect(takerCapitalised("swap it for something quieter")).toBe("swap it for something quieter");
    expect(changed(vietnam(), "swap hanoi for hue").stays).toBe("Hue:3+Hoi An:4");
  });
});

describe("slips in the words of change", () => {
  it("are mended, real words kept", () => {
    expect(mendEditSlips("remvoe hanoi")).toBe("remove hanoi");
    expect(mendEditSlips("swich days 2 and 3")).toBe("switch days 2 and 3");
    expect(mendEditSlips("one more nigth in cusco")).toBe("one more night in cusco");
    expect(mendEditSlips("we removed the movie night, the hostel was related")).toBe(
      "we removed the movie night, the hostel was related",
    );
    expect(changed(peru(), "dorp lima").change).toBe("remove");
  });
});

describe("nights of someone else's trip, or asked about", () => {
  it("are no wish of the travellers", () => {
    expect(ownNightsAt("my cousin did 5 nights in hanoi and 2 in hoi an, too rushed?")).toBe(false);
    expect(ownNightsAt("is 2 nights in lima enough?")).toBe(false);
    expect(ownNightsAt("last time we stayed 3 nights in cusco")).toBe(false);
    expect(ownNightsAt("can we do 3 nights in cusco and 3 in lima?")).toBe(true);
    expect(ownNightsAt("one more night in lima?")).toBe(true);
    // Sentence by sentence: someone else's trip, then the travellers' own wish.
    const both = "a friend spent 6 nights in cusco. we'll do 5 nights cusco and 1 lima";
    expect(ownNightsAt(both, both.indexOf("5 nights"))).toBe(true);
  });
  it("leave every stay as it was", () => {
    for (const said of [
      "my brother did 2 nights in hanoi and 5 in hoi an, was that better?",
      "friends spent one more night in hoi an and loved it",
    ])
      expect(changed(vietnam(), said)).toMatchObject({ change: undefined, stays: "Hanoi:3+Hoi An:4" });
  });
});

describe("a change in English naming a place with foreign words", () => {
  it("is returned as sent; one in another language is put into English", () => {
    expect(changeInEnglish("skip Casa de Campo on day 2")).toBe("skip Casa de Campo on day 2");
    expect(changeInEnglish("add Praia da Falésia on day 3")).toBe("add Praia da Falésia on day 3");
    expect(changeInEnglish("une nuit de plus à Lyon")).not.toBe("une nuit de plus à Lyon");
  });
});

describe("several changes to the stays in one message", () => {
  // Each is applied, in an order that lets each be read: new nights for a stop once the stop
  // added beside it makes the trip one of several.
  const lima = () => trip("Lima 3 nights, June 3-6, from Toronto, 2 adults");
  it.each([
    ["make it 5 nights in Lima and add Cusco", "Lima:5+Cusco:null"],
    ["add cusco for 2 nights, and lima 4 nights", "Lima:4+Cusco:2"],
    ["add Arequipa; Lima 2 nights", "Lima:2+Arequipa:null"],
  ])("%s", (message, stays) => {
    const plan = lima();
    expect(applyStaysEdit(message, plan)).toBe("add");
    expect(split(plan)).toBe(stays);
  });
  it("a stop dropped and another added", () => {
    const plan = vietnam();
    expect(applyStaysEdit("drop hoi an and add hue", plan)).toBe("add");
    expect(plainName(plan.stays.map((s) => s.place.name).join("+"))).toBe("Hanoi+Hue");
  });
  it("a swap said in two pieces is still one swap", () => {
    expect(changed(vietnam(), "drop Hoi An, Hue instead").stays).toBe("Hanoi:3+Hue:4");
  });
  it("a number belongs to the name on its side of a comma", () => {
    expect(changed(vietnam(), "hanoi 4 nights, hoi an 2").stays).toBe("Hanoi:4+Hoi An:2");
    expect(changed(peru(), "cusco 1 night, lima 5 nights").stays).toBe("Cusco:1+Lima:5");
  });
});

describe("a stop ruled out, or nights squeezed in somewhere new", () => {
  it.each(["hoi an's out, too hot for us", "Hoi An is off the list", "hoi an is out"])("%s", (message) => {
    const plan = vietnam();
    expect(applyStaysEdit(message, plan)).toBe("remove");
    expect(plan.destination?.name).toBe("Hanoi");
    expect(plan.stays).toEqual([]);
  });
  it("not a day out or a way out", () => {
    expect(applyStaysEdit("a day trip out of hoi an", vietnam())).toBeUndefined();
  });
  it.each([
    ["squeeze 1 night in hue between hanoi and hoi an", "Hanoi:3+Hue:1+Hoi An:4"],
    ["fit two nights in hue at the end", "Hanoi:3+Hoi An:4+Hue:2"],
    ["add hue after, 2 nights", "Hanoi:3+Hoi An:4+Hue:2"],
  ])("%s", (message, stays) => {
    expect(changed(vietnam(), message).stays).toBe(stays);
  });
});
