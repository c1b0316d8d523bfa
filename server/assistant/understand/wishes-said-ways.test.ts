import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";
import { hardDaysRefused } from "./pace";
import { prefsSaid } from "./prefs-said";
import { placeFirst } from "./sight-settings";
import { rideNamed } from "./sight-wishes";
import { findFood } from "./trip-food";
import { findMustSeeAndAvoid } from "./trip-must-see";
import { findStayRules } from "./trip-stay-rules";
import { findTransport } from "./trip-transport";

// Wishes, ways of travelling and stay rules in the other ways travellers write them (issue 24):
// our own wordings for each class, with near-misses that must stay as they are.

const now = DateTime.fromISO("2026-11-25T10:00:00Z");
function read(message: string): Plan {
  const plan = emptyPlan();
  readMessage(message, plan, now);
  return plan;
}
const wishes = (text: string) => findMustSeeAndAvoid(text).mustSee;

describe("the way there, said in passing", () => {
  it("a bus that is fine, a Volvo bus, a bus or tours", () => {
    expect(findTransport("Puebla 3 days, on the bus is fine for us").prefer).toBe("bus");
    expect(findTransport("Jaipur to Udaipur, overnight Volvo bus").prefer).toBe("bus");
    expect(findTransport("Quito 5 nights, buses are okay").prefer).toBe("bus");
    expect(findTransport("no driving for us, bus or tours").prefer).toBe("bus");
  });
  it("not a bus when it is only asked about or refused", () => {
    expect(findTransport("Oaxaca 3 nights, the kids' coaching camp is fine").prefer).toBeUndefined();
    expect(findTransport("Lisbon 3 nights, no buses please").prefer).toBeUndefined();
    expect(findTransport("Rome 3 nights, the Vatican bus tour?").prefer).not.toBe("bus");
  });
  it("a motorhome, the truck, the car taken, driving with its g dropped", () => {
    expect(findTransport("RVing through Oregon for 2 weeks").prefer).toBe("road");
    expect(findTransport("we'll take our truck up to Montana").prefer).toBe("road");
    expect(findTransport("Cork 3 nights, we'll take the car over").selfDrive).toBe(true);
    expect(findTransport("Asheville 4 nights, drivin from Atlanta").prefer).toBe("road");
  });
  it("no road when the car is someone else's word", () => {
    expect(findTransport("Seville 3 nights, take the train").prefer).toBe("train");
    expect(findTransport("Oslo, the car ferry timetable?").prefer).toBeUndefined();
  });
  it("a rail journey is the train", () => {
    expect(findTransport("a rail journey across Switzerland, 8 days").prefer).toBe("train");
    expect(findTransport("rail holiday in Scotland").prefer).toBe("train");
    expect(findTransport("Rome and Florence, rail tours welcome").prefer).toBe("train");
    expect(findTransport("Prague 3 nights, the handrail was broken last time").prefer).toBeUndefined();
  });
  it("no flights: zero flights, no seaplane, a train the whole way, arriving by ferry", () => {
    expect(findTransport("Berlin then Vienna, zero flights please").flights).toBe(false);
    expect(findTransport("Maldives 5 nights, no seaplane, speedboat only").flights).toBe(false);
    expect(findTransport("London to Rome by train all the way").flights).toBe(false);
    expect(findTransport("we're coming over on the ferry from Rosslare").flights).toBe(false);
    expect(findTransport("we cross on the boat to Tangier, 3 nights").flights).toBe(false);
  });
  it("flights left alone by a ferry between stops or a seaplane wished for", () => {
    expect(findTransport("Athens 3 nights then the ferry to Naxos").flights).toBeUndefined();
    expect(findTransport("Maldives 5 nights, a seaplane transfer please").flights).toBeUndefined();
    expect(findTransport("the whole way through Peru, 2 weeks").flights).toBeUndefined();
  });
  it("no car: not renting one, instead of driving", () => {
    expect(findTransport("we won't be renting a car in Crete").selfDrive).toBe(false);
    expect(findTransport("we aren't hiring a car, 5 nights Algarve").selfDrive).toBe(false);
    expect(findTransport("can we go by train instead of driving?").selfDrive).toBe(false);
  });
  it("a car still wanted", () => {
    expect(findTransport("we'll be renting a car in Crete").selfDrive).toBe(true);
    expect(findTransport("renting a car rather than the bus").selfDrive).toBe(true);
  });
});

describe("the stay's rules in other words", () => {
  it("a dog of a breed or a job", () => {
    expect(findStayRules("Norfolk cottage, plus our cocker spaniel").pets).toBe(true);
    expect(findStayRules("Edinburgh 3 nights with my guide dog").pets).toBe(true);
    expect(findStayRules("a week in Devon and our two border collies").pets).toBe(true);
  });
  it("no pet in a hot dog or a top dog", () => {
    expect(findStayRules("NYC 3 nights, and a hot dog at Coney Island").pets).toBeUndefined();
    expect(findStayRules("Chicago with my brother, the top dog").pets).toBeUndefined();
  });
  it("someone who walks with an aid, or cannot take the climbs", () => {
    expect(findStayRules("Porto 4 nights, my dad walks with a cane").accessible).toBe(true);
    expect(findStayRules("my aunt uses crutches these days").accessible).toBe(true);
    expect(findStayRules("Genoa, but not many steps please").accessible).toBe(true);
    expect(findStayRules("she can't manage steep hills").accessible).toBe(true);
  });
  it("no aid in sugar cane or in hills liked", () => {
    expect(findStayRules("Barbados 5 nights, a sugar cane farm tour").accessible).toBeUndefined();
    expect(findStayRules("Tuscany, we love the hills").accessible).toBeUndefined();
  });
  it("a house rented by its local name", () => {
    expect(findStayRules("a gîte in the Dordogne for a week").type).toBe("entire_place");
    expect(findStayRules("Mallorca, a finca with a pool").type).toBe("entire_place");
    expect(findStayRules("Ferienwohnung am Bodensee, 5 Nächte").type).toBe("entire_place");
    expect(findStayRules("we stay in one of the trulli").type).toBe("entire_place");
  });
  it("no house in a hotel", () => {
    expect(findStayRules("Lyon 3 nights, a hotel near the station").type).toBeUndefined();
    expect(findStayRules("Bath, a boutique hotel with a spa").type).toBeUndefined();
  });
  it("the part of town the bed is in", () => {
    expect(findStayRules("NYC 4 nights, hotel in Tribeca").near).toBe("Tribeca");
    expect(findStayRules("Seoul, a hotel in Hongdae please").near).toBe("Hongdae");
    expect(findStayRules("airbnb in Kreuzberg, 5 nights").near).toBe("Kreuzberg");
    expect(findStayRules("Crete, hotel near to the beach").near).toBe("the beach");
  });
  it("no part of town in the town itself or a date", () => {
    expect(findStayRules("hotel in Paris for 3 nights").near).toBeUndefined();
    expect(findStayRules("hotel in December, Vienna").near).toBeUndefined();
    expect(findStayRules("staying at Christmas with family").near).toBeUndefined();
  });
  it("a party place to stay", () => {
    expect(findStayRules("Ibiza, a party villa for 10 of us").parties).toBe(true);
    expect(findStayRules("Prague, need a party flat").parties).toBe(true);
    expect(findStayRules("Lisbon, a party of 4").parties).toBeUndefined();
  });
});

describe("a gentle pace in plain words", () => {
  it("rushing disliked, little walking", () => {
    expect(hardDaysRefused("we don't like rushing around")).toBe(true);
    expect(hardDaysRefused("my mother hates being rushed")).toBe(true);
    expect(hardDaysRefused("grandpa, so walking little")).toBe(true);
  });
  it("not a walk wished for", () => {
    expect(hardDaysRefused("a little walking tour of Bath")).toBe(false);
    expect(hardDaysRefused("we like walking a lot")).toBe(false);
  });
});

describe("interests in other words", () => {
  it("a mountain climbed is a hike", () => {
    expect(prefsSaid("Tanzania, climb Kilimanjaro in February").interests).toContain("park");
    expect(prefsSaid("Ben Nevis climb then Glasgow").interests).toContain("park");
    expect(prefsSaid("Morocco, summiting Mount Toubkal").interests).toContain("park");
  });
  it("no hike in a bridge climbed or rock climbing", () => {
    expect(prefsSaid("Sydney, climb the Harbour Bridge").interests).not.toContain("park");
    expect(prefsSaid("Krabi, rock climbing at Railay").interests).not.toContain("park");
  });
  it("old buildings, makan, the Smithsonian", () => {
    expect(prefsSaid("Tallinn, we love historic buildings").interests).toContain("landmark");
    expect(prefsSaid("Ipoh 2 nights just for makan").interests).toContain("food");
    expect(prefsSaid("DC 3 nights, the Smithsonians").interests).toContain("museum");
    expect(prefsSaid("Tallinn, new buildings bore us").interests).not.toContain("landmark");
  });
});

describe("must-sees by the names guides give them", () => {
  it("a mountain or a trail climbed or walked", () => {
    expect(wishes("Climb Kinabalu then 3 nights in Kota Kinabalu")).toContain("Kinabalu");
    expect(wishes("Nepal 2 weeks, the Annapurna circuit")).toContain("Annapurna circuit");
    expect(wishes("Chamonix 4 nights, hiking Mont Blanc")).toContain("Mont Blanc");
  });
  it("no mountain in a country walked across, a bridge or a town", () => {
    expect(wishes("trekking Nepal for 2 weeks")).toEqual([]);
    expect(wishes("Sydney 4 nights, climb the Harbour Bridge")).not.toContain("Harbour Bridge");
    expect(wishes("hiking in the Alps")).toEqual([]);
  });
  it("a lake or a park named as guides write it", () => {
    expect(wishes("Slovenia, a swim in Lake Bohinj")).toContain("Lake Bohinj");
    expect(wishes("Chile, Torres del Paine NP and Puerto Natales")).toContain("Torres del Paine National Park");
    expect(wishes("Argentina, Los Glaciares N.P. please")).toContain("Los Glaciares National Park");
  });
  it("no lake in a region or a stay", () => {
    expect(wishes("Lake Como 4 nights")).toEqual([]);
    expect(wishes("Lake District 3 nights, from Leeds")).toEqual([]);
  });
  it("an island in another language is the catalogue's island", () => {
    expect(wishes("Dakar 3 nuits, visiter l'île de Gorée")).toContain("Gorée Island");
    expect(wishes("Dakar, queremos ver la isla de Gorée")).toContain("Gorée Island");
    expect(wishes("Dakar, ile de Goree by ferry")).toContain("Gorée Island");
    expect(wishes("Marseille, l'île de Ré?")).not.toContain("Gorée Island");
  });
  it("an everyday thing at a place, the place first", () => {
    expect(placeFirst("sunset cruise on the Zambezi")).toBe("Zambezi sunset cruise");
    expect(placeFirst("puffins on Skomer")).toBe("Skomer puffins");
    expect(placeFirst("leopards in Wilpattu")).toBe("Wilpattu leopards");
  });
  it("no reorder of a stay, a day or a name", () => {
    expect(placeFirst("a day in Siena")).toBe("a day in Siena");
    expect(placeFirst("hotels in Hanoi")).toBe("hotels in Hanoi");
    expect(placeFirst("Louvre")).toBe("Louvre");
  });
  it("a raft or high tea is a thing to do", () => {
    expect(wishes("Guilin 2 nights, bamboo raft, cycling")).toContain("bamboo raft");
    expect(wishes("London 3 nights, shows and high tea")).toContain("high tea");
    expect(wishes("Zambia, white water rafting, Livingstone")).toContain("white water rafting");
  });
  it("a stop named for falls or a glacier is that sight", () => {
    expect(read("Vic Falls 2 nights then Chobe").mustSee).toContain("Victoria Falls");
    expect(read("Toronto 3 nights and Niagara Falls 1 night").mustSee).toContain("Niagara Falls");
    expect(read("Rome 3 nights then Florence 2 nights").mustSee).toEqual([]);
  });
  it("a far sight under the name of its bracketed part", () => {
    expect(read("great ocean road 2 nights, the 12 apostles").mustSee).toContain("Twelve Apostles");
    expect(read("melbourne 2 nights, great ocean road 2 nights (12 apostles)").mustSee.join()).toMatch(
      /Twelve Apostles/,
    );
    expect(read("Sedona 2 nights, Grand Canyon South Rim 2 nights").mustSee.join()).toMatch(/Grand Canyon/);
    expect(read("melbourne then great ocean road 3 nights").mustSee).not.toContain("Twelve Apostles");
  });
});

describe("a ride wished for, its ends first", () => {
  it("is named for its ends", () => {
    expect(rideNamed("train Nuwara Eliya to Ella")).toBe("Nuwara Eliya to Ella train");
    expect(rideNamed("the ferry from Split to Hvar")).toBe("Split to Hvar ferry");
    expect(rideNamed("Bergen to Flam by train")).toBe("Bergen to Flam train");
  });
  it("not a ride with no ends named", () => {
    expect(rideNamed("the toy train")).toBe("the toy train");
    expect(rideNamed("train to the airport")).toBe("train to the airport");
  });
});

describe("food, drink and refusals in other words", () => {
  it("a drink a place is known for", () => {
    expect(findFood("Oaxaca, mezcal and tacos").cuisines).toContain("mezcal");
    expect(findFood("Uji day trip for matcha").cuisines).toContain("matcha");
    expect(findFood("Lima, pisco sours please").cuisines).toContain("pisco");
    expect(findFood("for the sake of the kids, Tokyo").cuisines).toEqual([]);
  });
  it("not bothered with a thing is a thing to skip", () => {
    expect(findMustSeeAndAvoid("Glasgow, cannae be arsed wi galleries").avoid).toContain("galleries");
    expect(findMustSeeAndAvoid("can't be bothered with churches").avoid).toContain("churches");
    expect(findMustSeeAndAvoid("we can't be bothered to queue, Rome").avoid).toEqual([]);
  });
  it("Gaudí, with its accent, is architecture", () => {
    expect(prefsSaid("ci interessano Gaudí e il mare").interests).toContain("landmark");
    expect(prefsSaid("all the Gaudi buildings").interests).toContain("landmark");
    expect(prefsSaid("Gaudíes").interests).toEqual([]);
  });
});
