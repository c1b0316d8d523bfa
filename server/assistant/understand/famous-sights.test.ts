import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";

// Famous sights by the names travellers give them, and sights of the stops' cities by their
// short names: the must-sees of a trip message (issue 24, the unseen set's weakest field).

const now = DateTime.fromISO("2026-11-25T10:00:00Z");
function read(message: string): Plan {
  const plan = emptyPlan();
  readMessage(message, plan, now);
  return plan;
}
const mustSee = (message: string) => read(message).mustSee;
const stays = (p: Plan) =>
  p.stays.length ? p.stays.map((s) => s.place.name) : p.destination ? [p.destination.name] : [];

describe("far sights under any of their names", () => {
  it("numbers as digits or words are one name", () => {
    expect(mustSee("melbourne 4 nights, the 12 apostles + puffing billy, 2 adults")).toContain("Twelve Apostles");
    expect(mustSee("Melbourne 3 nights, twelve apostles at sunset")).toContain("Twelve Apostles");
  });
  it("a sight whose name holds a word of another fact ('D-Day')", () => {
    expect(mustSee("Caen 3 nights, d-day beaches and bayeux tapestry, 2 adults").join()).toMatch(/D-Day beaches/);
  });
  it("a sight named like a town elsewhere is the sight near the trip", () => {
    expect(mustSee("Paris 4 nights, versailles + montmartre, 2 of us")).toContain("Palace of Versailles");
    expect(mustSee("Banff 3 nights, moraine lake, 2 adults, from Calgary")).toContain("Lake Louise");
  });
  it("only near the trip: a namesake across the world is not it", () => {
    expect(mustSee("Malta 4 nights, 2 adults, the blue lagoon by boat")).not.toContain("Blue Lagoon");
  });
  it("said alone by its head word from the town it is seen from", () => {
    expect(mustSee("port douglas 4 nights, a day on the reef, 2 adults")).toContain("Great Barrier Reef");
    expect(mustSee("Toronto 3 nights, 2 adults, the falls by boat")).toContain("Niagara Falls");
    expect(mustSee("Xi'an 2 nights, the warriors, 2 adults")).toContain("Terracotta Army");
    // ("sky lagoon" is another place: the word is part of its name.)
    expect(mustSee("Reykjavik 3 nights, sky lagoon, 2 adults")).not.toContain("Blue Lagoon");
  });
  it("a sight named as the place stayed at is still the sight, and the stay stays", () => {
    const p = read("Ayers Rock 2 nights from Sydney, 2 adults, sunset bbq");
    expect(p.mustSee).toContain("Uluru");
    expect(stays(p)).toHaveLength(1);
  });
  it("a town of its own name is a stay, not a sight ('Nara 2 nights', 'Whistler')", () => {
    expect(mustSee("Nara 2 nights, 2 adults, from Kyoto")).toEqual([]);
    expect(mustSee("Whistler 5 nights, 2 adults, Feb")).toEqual([]);
    expect(mustSee("Agra 1 night, 2 adults")).toEqual([]);
  });
  it("a town as a day out when said so, in lower case", () => {
    expect(mustSee("Santiago 4 nights, 2 adults, valparaiso day trip")).toContain("Valparaíso");
  });
  it("not what the traveller turns down or only sleeps near", () => {
    expect(mustSee("Cairns 4 nights, no reef trips this time, 2 adults")).not.toContain("Great Barrier Reef");
    expect(mustSee("Paris 3 nights, we've already done the louvre and versailles")).not.toContain(
      "Palace of Versailles",
    );
  });
});

describe("sights of the stops' cities by their short names", () => {
  it("the first words of the sight's name, standing as an item", () => {
    expect(mustSee("Rio 4 nights, sugarloaf + copacabana, 2 adults")).toContain("Sugarloaf Mountain");
    expect(mustSee("NYC 5 nights, 9/11 memorial, 2 adults")).toContain("9/11 Memorial & Museum");
  });
  it("'the <kind>' of the city stayed in", () => {
    expect(mustSee("Prague 3 nights, 2 adults, the castle at night")).toContain("Prague Castle");
  });
  it("not a word that is a place, a far sight or a festival of its own", () => {
    // ("Tashkent" is the city, not Samarkand's Tashkent Street; "carnaval" is no museum.)
    expect(mustSee("Samarkand 2 nights then Tashkent 2 nights, 2 adults")).not.toContain("Tashkent Street");
    expect(mustSee("Cusco 3 nights, Aguas Calientes 1 night for Machu Picchu")).not.toContain("Machu Picchu Mountain");
  });
  it("not a sight named only as where to sleep", () => {
    expect(mustSee("Prague 3 nights, a hotel near the castle")).not.toContain("Prague Castle");
  });
  it("not a first word two sights share", () => {
    expect(mustSee("Tokyo 4 nights, teamlab, 2 adults")).not.toContain("teamLab Planets");
  });
});

describe("a place named only as where something is done", () => {
  it("'surfing at', 'whale watching in': the place is to see", () => {
    expect(mustSee("Colombo 3 nights, whale watching in Mirissa")).toContain("Mirissa");
    expect(mustSee("Panama City 3 nights, snorkelling at Portobelo")).toContain("Portobelo");
  });
  it("not where they sleep or land, nor a stop with nights of its own", () => {
    expect(mustSee("Colombo 2 nights, then staying in Mirissa 3 nights")).not.toContain("Mirissa");
  });
});
