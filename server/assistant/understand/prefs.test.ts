import { describe, expect, it } from "vitest";
import { findInterests } from "../understand";
import { findFood, findMoney, findParty, findStayRules, findTransport } from "../understand-trip";
import { currencyCode, localCurrency } from "./currencies";

// Issue 24: the preference slots by class (currencies by table, kin and group words, dishes).

describe("money: a currency table by ISO code, shared names by the trip's country", () => {
  it.each([
    ["S/ 2500 total", [], 2500, "PEN"],
    ["1.5 millones de pesos colombianos", [], 1_500_000, "COP"],
    ["3000 dirhams total", ["MAD"], 3000, "MAD"],
    ["3000 dirhams total", [], 3000, "AED"],
    ["40 mil pesos", ["COP"], 40_000, "COP"],
    ["2 milhões de reais", [], 2_000_000, "BRL"],
    ["GH₵ 5000", [], 5000, "GHS"],
    ["NT$ 20000", [], 20000, "TWD"],
    ["5000 kr total", ["NOK"], 5000, "NOK"],
    ["1,5 millones de pesos", ["COP"], 1_500_000, "COP"],
  ] as const)("%s", (text, local, amount, currency) => {
    expect(findMoney(text, [...local])).toMatchObject({ amount, currency });
  });
  it("keeps the default where the trip's money goes by another name", () => {
    expect(localCurrency("rupees", ["AED"])).toBeUndefined();
    expect(currencyCode("rupees")).toBe("INR");
  });
  it("reads no money in a slash that is not a sol", () => {
    expect(findMoney("me and my s/o, 3 nights")).toBeUndefined();
    expect(findMoney("we r 2 adults + 1 infant")).toBeUndefined();
    expect(findMoney("R 3500 total")).toMatchObject({ amount: 3500, currency: "ZAR" });
  });
});

describe("party: kin, group words and other languages", () => {
  it.each([
    ["me and 3 titas, shopping", 4],
    ["me and 2 tías", 3],
    ["zwei Erwachsene und ein Hund", 2],
    ["barkada of 5, from Manila", 5],
    ["siamo in 3 amiche", 3],
    ["4 amigos de BH", 4],
    ["nous sommes deux", 2],
    ["me and hubs, 10-15 april", 2],
    ["I'm coeliac so gluten free pizza please, husband not", 2],
  ])("%s", (text, adults) => {
    expect(findParty(text).adults).toBe(adults);
  });
  it.each([
    ["2 adultos e 1 criança de 6 anos", [6]],
    ["2 adultos y 2 niños (3 y 7)", [3, 7]],
    ["2 adults + baby (8 months)", [0]],
    ["our two kids are coming too, 4 and 7", [4, 7]],
    ["2 adults and a toddler (18 months)", [1]],
    ["me, hubby and the 3 kiddos (2, 5, 8)", [2, 5, 8]],
    ["dos adultos y tres niños de 4, 6 y 9 años", [4, 6, 9]],
    ["deux adultes et deux enfants de 4 et 7 ans", [4, 7]],
    ["zwei Erwachsene und zwei Kinder (5 und 8)", [5, 8]],
  ])("%s", (text, children) => {
    expect(findParty(text).children).toEqual(children);
  });
});

describe("stay rules", () => {
  it("reads the beach however the stay is called", () => {
    expect(findStayRules("honeymoon, beach fale").near).toBe("the beach");
    expect(findStayRules("villa with pool near beach").near).toBe("the beach");
    expect(findStayRules("4 of us, White Beach").near).toBe("White Beach");
    expect(findStayRules("D-Day beaches + Mont-Saint-Michel").near).toBeUndefined();
    expect(findStayRules("Miami Beach 4 nights").near).toBeUndefined();
  });
  it("reads a pet in other languages", () => {
    expect(findStayRules("zwei Erwachsene und ein Hund").pets).toBe(true);
    expect(findStayRules("hôtel qui accepte les chiens svp").pets).toBe(true);
  });
});

describe("food and interests", () => {
  it("names dishes in their plain names", () => {
    expect(findFood("shopping and kbbq").cuisines).toContain("korean bbq");
    expect(findFood("shrimp n grits").cuisines).toContain("shrimp and grits");
    expect(findFood("jazz + beignets").cuisines).toContain("beignets");
    expect(findFood("sattvic veg").diets).toEqual(["vegetarian"]);
    expect(findFood("veg out by the pool").diets).toEqual([]);
    expect(findFood("sin gluten, por favor").diets).toEqual(["gluten-free"]);
    expect(findFood("nous sommes végétariens").diets).toEqual(["vegetarian"]);
  });
  it("reads interests by their synonyms", () => {
    expect(findInterests("Jollof and nightlife")).toEqual(expect.arrayContaining(["food", "nightlife"]));
    expect(findInterests("castles")).toEqual(expect.arrayContaining(["museum", "landmark"]));
    expect(findInterests("D-Day beaches")).toContain("museum");
    expect(findInterests("night markets")).toEqual(expect.arrayContaining(["market", "food"]));
    expect(findInterests("eine Woche Wandern")).toContain("park");
  });
  it("reads how they get around", () => {
    expect(findTransport("shuttle bus").prefer).toBe("bus");
    expect(findTransport("via the Alaska Railroad").prefer).toBe("train");
    expect(findTransport("bike trip, 4 friends").prefer).toBe("road");
    expect(findTransport("ab München mit dem Auto").prefer).toBe("road");
  });
});

describe("money and food that are not (review of 2026-11-26)", () => {
  it.each([
    "Q1 2027 trip to Guatemala",
    "trip in Q3, Antigua 5 nights",
    "Colón 3 nights then Panama City 4 nights",
    "JD 3 nights",
  ])("no budget in '%s'", (message) => {
    expect(findMoney(message)).toBeUndefined();
  });
  it("shared names alone are read", () => {
    expect(findMoney("Amman 5 nights, budget 600 dinars")?.currency).toBe("JOD");
    expect(findMoney("Q500 per day")).toMatchObject({ amount: 500, currency: "GTQ", per: "day" });
  });
  it.each([
    "Brussels 3 nights in May, I am allergic to mussels",
    "no kimchi for me please",
    "we love to poke around old neighbourhoods",
  ])("no dish wished for in '%s'", (message) => {
    expect(findFood(message).cuisines).toEqual([]);
  });
});
