import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
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
    expect(p.region).toBeNull();
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
  it("but a country is no stop at its capital, and one area alone stays the region", () => {
    expect(read("Spain 7 days and Portugal 4 days").stays).toEqual([]);
    expect(read("Hawaii 10 days: Oahu 4 nights, then see").region).not.toBeNull();
  });
  it("a place inside a sized stop, without a length, is seen from there", () => {
    expect(stays(read("athens 3n santorini 3n, we want dinner in oia"))).toEqual(["Athens/GR:3", "Santorini/GR:3"]);
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
