import { describe, expect, it } from "vitest";
import { exclaimedNames, includedThings, purposeWishes, tablesBooked, trainRidesWished } from "./sight-wish-phrasings";

// Must-sees said as a purpose, an exclamation, an inclusion, a table booked or a train ride
// wished for. Our own examples, in several voices, with ordinary messages that hold none.

describe("what a stay or a wish is for", () => {
  it("the things a stay is for", () => {
    expect(purposeWishes("Hue 2 nights to see the citadel and the royal tombs, then Hoi An")).toEqual([
      "Hue Citadel",
      "royal tombs",
    ]);
    expect(purposeWishes("heading to Kaikoura to see the whales")).toEqual(["whales"]);
    expect(purposeWishes("Want to see Uluru and Kata Tjuta for sure.")).toEqual(["Uluru", "Kata Tjuta"]);
    expect(purposeWishes("3 days there to visit Lake Bled and Vintgar Gorge")).toEqual(["Lake Bled", "Vintgar Gorge"]);
  });
  it("what is done after a wish, with what it is done with", () => {
    expect(purposeWishes("hoping to swim with whale sharks and see the manta rays")).toEqual([
      "swim with whale sharks",
      "manta rays",
    ]);
    expect(purposeWishes("we're keen to hike the Tongariro Crossing")).toEqual(["Tongariro Crossing"]);
    expect(purposeWishes("I'd love to ride a camel in Wadi Rum")).toEqual(["camel in Wadi Rum"]);
  });
  it("people, places gone to and vague wishes are no things", () => {
    expect(purposeWishes("flying to Leeds to see my sister and her kids")).toEqual([]);
    expect(purposeWishes("we want to visit Japan and Korea")).toEqual([]);
    expect(purposeWishes("want to see as much as possible, want to try the food")).toEqual([]);
    expect(purposeWishes("going to see how it goes with the budget")).toEqual([]);
    expect(purposeWishes("what's good to see in Lisbon? is it easy to visit in winter")).toEqual([]);
    expect(purposeWishes("want to do Tasmania over 10 days, flying Sydney to Hobart")).toEqual([]);
  });
});

describe("a name alone, exclaimed", () => {
  it("is the wish", () => {
    expect(exclaimedNames("Jordan, 5 nights from Cairo. Wadi Rum!")).toEqual(["Wadi Rum"]);
    expect(exclaimedNames("2 of us, late May.\nMachu Picchu!")).toEqual(["Machu Picchu"]);
  });
  it("not a greeting, thanks or a town cheered", () => {
    expect(exclaimedNames("Hi Lotus! Thanks! Merry Christmas!")).toEqual([]);
    expect(exclaimedNames("Off to Lisbon. Portugal! Paris!")).toEqual([]);
    expect(exclaimedNames("we loved it! Great job!")).toEqual([]);
    expect(exclaimedNames("Jambo! Two of us from Arusha. Howzit!")).toEqual([]);
  });
});

describe("what a stay includes", () => {
  it("the things included", () => {
    expect(includedThings("Saigon 4 nights including the Cu Chi tunnels")).toEqual(["Cu Chi tunnels"]);
    expect(includedThings("Marrakech 5 nights incl. a camel trek at sunset")).toEqual(["camel trek at sunset"]);
  });
  it("not what a price or a room includes", () => {
    expect(includedThings("£2000 including flights and transfers")).toEqual([]);
    expect(includedThings("a room incl breakfast, 2 adults including me")).toEqual([]);
  });
});

describe("a table booked", () => {
  it("the restaurant", () => {
    expect(tablesBooked("Copenhagen 3 nights, want a Noma reservation")).toEqual(["Noma"]);
    expect(tablesBooked("Bangkok, a table at Gaggan if we can")).toEqual(["Gaggan"]);
  });
  it("not a hotel or a town", () => {
    expect(tablesBooked("dinner at the Hilton, then lunch at Sorrento")).toEqual([]);
    expect(tablesBooked("a hotel reservation for 2")).toEqual([]);
  });
});

describe("a train ride wished for", () => {
  it("named by its ends", () => {
    expect(trainRidesWished("we want the Cusco to Puno train!")).toEqual(["Cusco to Puno train"]);
    expect(trainRidesWished("must do the Fort William to Mallaig railway")).toEqual([
      "Fort William to Mallaig railway",
    ]);
  });
  it("not a train taken to get somewhere", () => {
    expect(trainRidesWished("take the train from Rome to Florence")).toEqual([]);
    expect(trainRidesWished("the Paris to Lyon train is fine")).toEqual([]);
  });
});
