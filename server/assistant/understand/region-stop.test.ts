import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { distanceKm } from "../../travel/geo/distance";
import { MIN_APART_KM } from "../../travel/geo/regions";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";

// Islands and areas named as one stop among others, and the regions that stay regions.

const now = DateTime.fromISO("2026-11-25T10:00:00Z");
function read(message: string): Plan {
  const plan = emptyPlan();
  readMessage(message, plan, now);
  return plan;
}
const stays = (p: Plan) => p.stays.map((s) => `${s.place.name}/${s.place.country_code}:${s.nights}`);

describe("a region as one stop of a list", () => {
  it("each with its own length, outside one another", () => {
    expect(stays(read("Bangkok 4 nights + Penang 2 nights"))).toEqual(["Bangkok/TH:4", "Penang/MY:2"]);
    expect(stays(read("Lima 3 nights then the Galapagos 5 nights"))).toEqual(["Lima/PE:3", "Galapagos/EC:5"]);
  });
  it("an island no town is named after: its main town, under the island's name", () => {
    const p = read("two nights in Athens and five on Crete");
    expect(stays(p)).toEqual(["Athens/GR:2", "Crete/GR:5"]);
    // The one area among the stops names the trip's region; the stops keep their nights.
    expect(p.region?.key).toBe("gr-crete");
  });
  it("a link of a chain of stops", () => {
    expect(stays(read("Swakopmund → Sossusvlei → Windhoek, 9 days")).map((s) => s.split(":")[0])).toEqual([
      "Swakopmund/NA",
      "Sossusvlei/NA",
      "Windhoek/NA",
    ]);
  });
  it("two areas, each with its length", () => {
    expect(stays(read("Maui 3 nights + Oahu 4 nights")).map((s) => s.split("/")[0])).toEqual(["Maui", "Oahu"]);
  });
  it("two islands of a state given the whole length, whose main town lies on one of them", () => {
    const p = read("Hawaii 12 days: Kauai 5 nights, Oahu 6 nights");
    // (Kauai's stop is its town Lihue, the name the gazetteer files the island under.)
    expect(p.stays.map((s) => s.nights)).toEqual([5, 6]);
    expect(p.stays[1]?.place.name).toBe("Oahu");
  });
  it("but a country is no stop at its capital, and one area alone stays the region", () => {
    expect(read("Spain 7 days and Portugal 4 days").stays).toEqual([]);
    expect(read("Hawaii 10 days: Oahu 4 nights, then see").region).not.toBeNull();
  });
  it("a place inside a sized stop, without a length, is seen from there", () => {
    expect(stays(read("athens 3n santorini 3n, we want dinner in oia"))).toEqual(["Athens/GR:3", "Santorini/GR:3"]);
  });
});

describe("an area given its length before its name, after a town in it", () => {
  it("is a stop of its own, and the trip's region", () => {
    const tuscany = read("Florence 3 nights and then 4 nights somewhere in the Tuscan countryside");
    expect(tuscany.region?.key).toBe("it-tuscany");
    expect(tuscany.stays[0]?.place.name).toBe("Florence");
    expect(read("Inverness 2 nights, then a week out in the Scottish Highlands").region?.key).toBe("gb-highlands");
  });
});

describe("an area with what is seen there in brackets after its name", () => {
  it("is one stop, the bracketed places part of it", () => {
    const names = (p: Plan) => p.stays.map((s) => s.place.name);
    const normandy = read(
      "Paris 2 nights, then Normandy (Mont-Saint-Michel + D-Day beaches) 3 nights, then Saint-Malo 2 nights",
    );
    expect(names(normandy)).toEqual(["Paris", "Normandy", "Saint-Malo"]);
    expect(normandy.stays.map((s) => s.nights)).toEqual([2, 3, 2]);
    const romania = read("Bucharest 2 nights then Transylvania (Brasov, Sighisoara, Sibiu) 5 nights");
    expect(romania.stays.map((s) => s.nights)).toEqual([2, 5]);
    expect(romania.region?.key).toBe("ro-transylvania");
  });
});

describe("an area named as what a stop's length is for", () => {
  it("is done from that stop, not a stop of its own", () => {
    const natales = read("Puerto Natales 4 nights for Torres del Paine trekking, 2 adults");
    expect(natales.stays).toEqual([]);
    expect(natales.destination?.name).toBe("Puerto Natales");
    expect(read("Arusha 3 nights to see the Serengeti, 2 of us").stays).toEqual([]);
  });
});

describe("an area linked between towns, with words of its own before the next", () => {
  it("is a stop of the chain", () => {
    const names = (p: Plan) => p.stays.map((s) => s.place.name);
    const amalfi = read("Rome first, maybe 4 nights, then the Amalfi coast for some beach, then ending in Venice");
    expect(names(amalfi)).toHaveLength(3);
    expect(names(amalfi)[1]).toBe("Amalfi Coast");
    expect(names(read("Lisbon 3 nights, then the Algarve for the beaches, then finishing in Seville"))[1]).toBe(
      "Algarve",
    );
  });
});

describe("an island in a list of towns", () => {
  const names = (p: Plan) => p.stays.map((s) => s.place.name);
  it("is one stop of the list, first, in the middle or last", () => {
    expect(names(read("Split, Hvar and Dubrovnik, 8 nights"))).toEqual(["Split", "Hvar", "Dubrovnik"]);
    expect(names(read("Kuala Lumpur, Langkawi and Penang, 11 nights"))).toEqual(["Kuala Lumpur", "Langkawi", "Penang"]);
    expect(names(read("Cebu + Bohol + Siquijor, 9 nights"))).toEqual(["Cebu", "Bohol", "Siquijor"]);
  });
  it("two islands each with a length, though one's town lies 22 km from the other's", () => {
    const p = read("Moorea 4 nights + Tahiti 2 nights");
    expect(p.stays.map((s) => s.nights)).toEqual([4, 2]);
  });
  it("but an island heading the towns on it stays their island", () => {
    expect(names(read("Bali, Ubud then Seminyak, 8 nights"))).toEqual(["Ubud", "Seminyak"]);
  });
});

describe("towns and a named area, each with its nights", () => {
  const near = (p: Plan, i: number, lat: number, lng: number) =>
    Math.abs((p.stays[i]?.place.lat ?? 0) - lat) < 0.1 && Math.abs((p.stays[i]?.place.lng ?? 0) - lng) < 0.1;
  it("keeps the towns and the area, the area's stay at a real town inside it", () => {
    const park = read("Kigali 1 night, Volcanoes NP 2 nights, Gisenyi 2 nights, 2 adults");
    expect(stays(park)).toEqual(["Kigali/RW:1", "Volcanoes NP/RW:2", "Gisenyi/RW:2"]);
    expect(park.region?.key).toBe("rw-volcanoes");
    expect(near(park, 1, -1.5, 29.63)).toBe(true); // Musanze
    const desert = read("Ulaanbaatar 3 nights + the Gobi Desert 4 nights, 2 of us");
    expect(stays(desert)).toEqual(["Ulaanbaatar/MN:3", "Gobi Desert/MN:4"]);
    expect(desert.region?.key).toBe("mn-gobi");
    // Not the dunes, where no town is: Dalandzadgad, where the beds and the airport are.
    expect(near(desert, 1, 43.57, 104.43)).toBe(true);
    const trail = read("Sydney NS 2 nights, then the Cabot Trail 3 nights by car");
    expect(trail.region?.key).toBe("ca-cabot-trail");
    expect(trail.stays.at(-1)?.nights).toBe(3);
  });
  it("an area whose name another spelling gives (the Masai Mara)", () => {
    const p = read("Nairobi 2 nights then the Masai Mara 4 nights");
    expect(stays(p).map((s) => s.split(":")[1])).toEqual(["2", "4"]);
    expect(p.region?.key).toBe("ke-masai-mara");
  });
  it("an area named after its gateway town: the area beyond it", () => {
    const p = read("Cusco 2 nights then the Sacred Valley 3 nights");
    expect(stays(p)).toEqual(["Cusco/PE:2", "Sacred Valley/PE:3"]);
    expect(p.region?.key).toBe("pe-sacred-valley");
    expect(
      distanceKm(p.stays[0]?.place ?? { lat: 0, lng: 0 }, p.stays[1]?.place ?? { lat: 0, lng: 0 }),
    ).toBeGreaterThan(MIN_APART_KM);
  });
  it("but two areas, or a region heading its towns, name no region", () => {
    expect(read("Oahu 3 nights then Maui 4 nights").region).toBeNull();
    const p = read("Sacred Valley 5 days: Cusco 2 nights, Urubamba 2 nights");
    expect(stays(p).map((s) => s.split("/")[0])).toEqual(["Cusco", "Urubamba"]);
    expect(p.region).toBeNull();
  });
});

describe("regions that stay regions", () => {
  it("a country holding the stops named after it", () => {
    const p = read("Japan 10 days: Tokyo 4 nights, Kyoto 3 nights, Osaka 2 nights");
    expect(stays(p)).toEqual(["Tokyo/JP:4", "Kyoto/JP:3", "Osaka/JP:2"]);
  });
  it("where the trip goes from a city to it", () => {
    const p = read("Wellington to Rarotonga, 6 nights");
    expect(p.region?.name).toBe("Rarotonga");
    expect(p.origin?.name).toBe("Wellington");
  });
  it("a region given the length, then sights and towns to see in it", () => {
    const p = read("Jordan 8 days, Wadi Rum + Petra + Dead Sea");
    expect(p.region?.key).toBe("jo");
    expect(p.mustSee).toEqual(expect.arrayContaining(["Petra", "Dead Sea"]));
  });
  it("a region given the length, then only towns: the towns are the stops", () => {
    expect(stays(read("Rajasthan 10 days: Udaipur, Jodhpur, Jaipur")).map((s) => s.split("/")[0])).toEqual([
      "Udaipur",
      "Jodhpur",
      "Jaipur",
    ]);
  });
  it("a region's towns named in any case are what to see there", () => {
    expect(read("florida keys 5 nights, snorkeling and key west").mustSee).toContain("Key West");
  });
  it("named by a phrase of its own, or its own name for a nickname", () => {
    expect(read("Sept 3-10, Croatian coast, 2 of us").region?.name).toBe("Croatian Coast");
    expect(read("tassie road trip 6 days").region?.name).toBe("Tasmania");
  });
  it("island hopping in a country: its islands", () => {
    expect(read("island hopping in greece for 10 days").region?.name).toBe("Greek Islands");
    expect(read("Greece 10 days, Athens and islands").region?.key).not.toBe("gr-islands");
  });
});

describe("a region after a stop given a bare number of nights", () => {
  it("is the next stop of the list", () => {
    const p = read("Edinburgh 2, Inverness 2, then Skye 3, from 29 May, train and bus");
    expect(stays(p).map((s) => s.split("/")[0])).toEqual(["Edinburgh", "Inverness", expect.any(String)]);
    expect(p.stays).toHaveLength(3);
    expect(stays(read("Lisbon 3, Porto 2, then the Algarve 4, in June"))).toHaveLength(3);
  });
  it("but a number not closing the stop is not its length", () => {
    // ("Rome 2027": a year, and no list of stops after it.)
    expect(read("Rome 2027 then the Amalfi Coast").stays.length).toBeLessThan(3);
  });
});

describe("a region after 'then' and the way it is seen", () => {
  it("is the next stop, however far a day out it would be", () => {
    const p = read("Athens 2 nights then island hopping the Cyclades, 20-29 June, two of us");
    expect(stays(p)[0]).toBe("Athens/GR:2");
    expect(p.stays).toHaveLength(2);
    expect(p.region?.key).toBe("gr-cyclades");
    expect(read("Bangkok 3 nights then exploring Northern Thailand for a week").region?.key).toBe("th-north");
  });
  it("while an area listed after a town with no word of going on is a day out from it", () => {
    const p = read("Naples 4 nights, capri and pompeii");
    expect(p.region).toBeNull();
    expect(p.destination?.name).toBe("Naples");
  });
});
