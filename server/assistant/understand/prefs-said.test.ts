import { describe, expect, it } from "vitest";
import { prefsSaid } from "./prefs-said";

// Preferences the main readers miss, in our own examples from many places (issue 24).

describe("the stay", () => {
  it("a whole house, cabin or cottage to themselves", () => {
    expect(prefsSaid("Lake Tahoe 5 nights, $600/night for the cabin").entirePlace).toBe(true);
    expect(prefsSaid("Cotswolds, we'd like a holiday cottage").entirePlace).toBe(true);
    expect(prefsSaid("a room in a guest house is fine").entirePlace).toBeUndefined();
    expect(prefsSaid("Sydney, the opera house at night").entirePlace).toBeUndefined();
  });
  it("a pet by its kind", () => {
    expect(prefsSaid("Algarve 6 nights, 2 adults and our pet cat").pets).toBe(true);
    expect(prefsSaid("road trip with the dog").pets).toBe(true);
    expect(prefsSaid("need a dog-friendly cabin").pets).toBe(true);
    expect(prefsSaid("no pets please, allergic").pets).toBeUndefined();
  });
});

describe("a place turned down", () => {
  it("'not X please' of a named place", () => {
    expect(prefsSaid("Canary islands, 10 nights. Not Lanzarote please").avoid).toEqual(["Lanzarote"]);
    expect(prefsSaid("thailand islands but not phuket, too busy").avoid).toEqual(["phuket"]);
  });
  it("not words that are no place", () => {
    expect(prefsSaid("Not sure yet, maybe Bali").avoid).toEqual([]);
    expect(prefsSaid("somewhere warm but not expensive.").avoid).toEqual([]);
  });
  it("not a place put right", () => {
    expect(prefsSaid("we fly from Lyon, not Paris").avoid).toEqual([]);
    expect(prefsSaid("Valencia Venezuela not Spain").avoid).toEqual([]);
    expect(prefsSaid("Victoria (the Canadian one, not Australia)").avoid).toEqual([]);
  });
});

describe("how they get around", () => {
  it("the bus said alone", () => {
    expect(prefsSaid("Quito, Banos, Cuenca. Two weeks. Bus. From Lima").prefer).toBe("bus");
    expect(prefsSaid("Skopje and Ohrid, coach only").prefer).toBe("bus");
    expect(prefsSaid("the bus station is near?").prefer).toBeUndefined();
  });
  it("a highway or route to drive", () => {
    expect(prefsSaid("Seattle to San Diego down Highway 101, 9 nights").prefer).toBe("road");
    expect(prefsSaid("Chicago to LA along Route 66").prefer).toBe("road");
  });
});

describe("money by its code", () => {
  it("the thousands written the local way", () => {
    expect(prefsSaid("Cartagena 4 nights, COP budget 3.500.000").money).toEqual({
      amount: 3500000,
      currency: "COP",
      per: "trip",
    });
    expect(prefsSaid("budget 1.200.000 CLP for the week").money).toEqual({
      amount: 1200000,
      currency: "CLP",
      per: "trip",
    });
    expect(prefsSaid("XYZ 1.000.000").money).toBeUndefined();
  });
});

describe("pace, stars and interests", () => {
  it("a day's count of things", () => {
    expect(prefsSaid("max 2 sights a day, we're slow").pace).toBe("relaxed");
    expect(prefsSaid("one or two things per day is plenty").pace).toBe("relaxed");
    expect(prefsSaid("at most 5 things a day").pace).toBeUndefined();
  });
  it("high energy is packed; not young is gentler", () => {
    expect(prefsSaid("we're high energy, cram it all in").pace).toBe("packed");
    expect(prefsSaid("we are not so young anymore").pace).toBe("relaxed");
  });
  it("stars in the plural, and an upgrade", () => {
    expect(prefsSaid("only 5 stars for us").tier).toBe("luxury");
    expect(prefsSaid("can you upgrade us, it's our anniversary").tier).toBe("luxury");
  });
  it("walkers and ramblers like walking", () => {
    expect(prefsSaid("Lake District 4 nights, keen ramblers").interests).toEqual(["park"]);
  });
});

describe("the kinds of thing liked, in the words of those who like them", () => {
  it.each([
    ["Paros 6 nights, mostly lying on the sand", "beach"],
    ["Whistler 4 nights, outdoorsy couple, love a good trail", "park"],
    ["Belgrade 3 nights, bar hopping every night", "nightlife"],
    ["Madrid 4 nights, art lovers, three galleries at least", "museum"],
    ["Fes 3 nights, lost in the souks", "market"],
    ["Oaxaca 5 nights, total foodies", "food"],
    ["KYOTO 5 DAYS. TEMPLES AND TEA", "museum"],
    ["Chiang Mai 4 nights, temple hopping and khao soi", "museum"],
    ["Costa Rica 10 days, rainforest & sloths!", "park"],
    ["Borneo 6 nights, jungle lodge and orangutans", "park"],
    ["Kruger 4 nights, all about the wildlife", "park"],
    ["Addis 2 days then Lalibela 2 days for the rock churches", "museum"],
    ["Chester 2 nights, Roman walls and the cathedral", "museum"],
    ["barcelona 4 nights, we love gaudi stuff and tapas", "landmark"],
    ["Brussels 3 nights for the art nouveau", "landmark"],
  ])("%s", (text, kind) => {
    expect(prefsSaid(text).interests).toContain(kind);
  });
  it("not where it is turned down", () => {
    expect(prefsSaid("Mykonos 4 nights, no bar hopping please").interests).not.toContain("nightlife");
    expect(prefsSaid("Bangkok 5 nights, no more temples please").interests).not.toContain("museum");
    expect(prefsSaid("Tulum 5 nights, not into the jungle stuff").interests).not.toContain("park");
  });
});

describe("kinds liked in other words", () => {
  it("the beach typed in a hurry", () => {
    expect(prefsSaid("malaga 5 nigths, beech and sangria").interests).toContain("beach");
    expect(prefsSaid("phuket w the girls, beachs + pool").interests).toContain("beach");
    expect(prefsSaid("lazy days on the beech in Goa").interests).toContain("beach");
    expect(prefsSaid("autumn walks under the copper beeches of Kent").interests).not.toContain("beach");
    expect(prefsSaid("beech woods of the Chilterns").interests).not.toContain("beach");
  });
  it("a night out by its drink", () => {
    expect(prefsSaid("Dublin 3 nights, museums by day and pints at night").interests).toContain("nightlife");
    expect(prefsSaid("Prague stag, a few bevvies obviously").interests).toContain("nightlife");
    expect(prefsSaid("Lisbon: cocktails in the evening, tiles by day").interests).toContain("nightlife");
    expect(prefsSaid("Bruges, a beer tasting at lunch").interests).not.toContain("nightlife");
  });
  it("palaces and forts as the buildings liked", () => {
    expect(prefsSaid("Rajasthan 9 days, we love forts and palaces").interests).toContain("landmark");
    expect(prefsSaid("St Petersburg for the palaces").interests).toContain("landmark");
    expect(prefsSaid("Jaipur havelis and bazaars").interests).toContain("landmark");
    expect(prefsSaid("Delhi, a palace hotel for one night").interests).not.toContain("landmark");
  });
});
