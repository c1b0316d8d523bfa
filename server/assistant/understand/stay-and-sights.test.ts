import { describe, expect, it } from "vitest";
import { findBudget, findInterests } from "../understand";
import { findFood, findMustSeeAndAvoid, findStayRules, findTransport } from "../understand-trip";
import { findPace } from "./pace";

// Stay rules, tiers, transport and sights as the wider voices write them (issue 24).

describe("stay rules", () => {
  it("a pet named by kind or breed coming along", () => {
    expect(findStayRules("2 adults + our collie").pets).toBe(true);
    expect(findStayRules("me, my wife and our 2 beagles").pets).toBe(true);
    expect(findStayRules("a dog-free flat").pets).toBeUndefined();
  });
  it("near a name in capitals, the beach, the walled city", () => {
    expect(findStayRules("hotel near MRT Bugis").near).toBe("MRT Bugis");
    expect(findStayRules("a beach resort please").near).toBe("the beach");
    expect(findStayRules("riad in the walled city").near).toBe("the walled city");
  });
  it("cabins and cottages in the plural are whole places", () => {
    expect(findStayRules("log cabins in the woods").type).toBe("entire_place");
  });
});

describe("tier, diets, interests", () => {
  it("'budget' next to a figure is the money, not a budget trip", () => {
    expect(findBudget("SGD 4,000 budget, five star")).toBe("luxury");
    expect(findBudget("budget 3000 euros")).toBeUndefined();
    expect(findBudget("a budget trip")).toBe("budget");
    expect(findBudget("money is no object")).toBe("luxury");
  });
  it("people named by their diet", () => {
    expect(findFood("3 vegans, quiet area").diets).toEqual(["vegan"]);
  });
  it("a gentle pace is a relaxed one", () => {
    expect(findPace("Gentle pace please")).toBe("relaxed");
  });
  it("pubs, stag dos and food crawls", () => {
    expect(findInterests("pub crawl and live music")).toContain("nightlife");
    expect(findInterests("a taco crawl")).toContain("food");
  });
});

describe("transport", () => {
  it("the bus, the road and named trains", () => {
    expect(findTransport("then the bus to Hue").prefer).toBe("bus");
    expect(findTransport("by road from Nairobi").prefer).toBe("road");
    expect(findTransport("in our own van").prefer).toBe("road");
    expect(findTransport("the Trans-Siberian to Irkutsk").prefer).toBe("train");
    expect(findTransport("van with driver")).toEqual({ selfDrive: false });
  });
});

describe("sights by a landmark's word", () => {
  it("headed or ended by it, and a thing before 'must'", () => {
    expect(findMustSeeAndAvoid("Luxor, Temple of Karnak at dawn").mustSee).toContain("Temple of Karnak");
    expect(findMustSeeAndAvoid("hiking Vikos gorge").mustSee).toContain("Vikos Gorge");
    expect(findMustSeeAndAvoid("flamenco show must").mustSee).toContain("flamenco show");
    expect(findMustSeeAndAvoid("Cape Town 4 nights").mustSee).not.toContain("Cape Town");
  });
});
