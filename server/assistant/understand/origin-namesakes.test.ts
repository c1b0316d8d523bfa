import { describe, expect, it } from "vitest";
import { geocode } from "../../travel/geo/gazetteer";
import { read } from "../testing/read";
import { homeBesideTrip } from "./origin-namesakes";
import { toRef } from "./place-names";

// Which namesake a home is: the one the trip points to, not the gazetteer's biggest.

const home = (message: string) => {
  const o = read(message).plan.origin;
  return o ? `${o.name}/${o.country_code}` : null;
};

describe("a home's namesake, by where the trip lies", () => {
  it.each([
    // A trip in one country, a namesake of note there.
    ["Cornwall cottage for a week in May, driving down from Worcester", "GB"],
    ["Rotorua 3 nights in March, we're driving over from Hamilton", "NZ"],
    ["From Hyderabad. Kerala 6 nights in January, houseboat one night", "IN"],
    ["Lake District 4 nights in June from Newcastle, walking holiday", "GB"],
    // A day's drive away, the read one on another continent.
    ["4 nights in Edinburgh for Hogmanay, coming up from Newcastle", "GB"],
    ["Hen do in Belfast, 2 nights, 10 of us flying from Newcastle, 5th Feb", "GB"],
    // Far nearer the trip than the read one.
    ["Prague stag weekend, 3 nights from 12 March, 8 lads from Newcastle", "GB"],
    ["Tenerife for a week in February from Worcester, just the two of us", "GB"],
  ])("%s", (message, country) => {
    expect(home(message)?.split("/")[1]).toBe(country);
  });

  it("keeps a big city read, and a home with nothing to tell it by", () => {
    // (Birmingham, England to New York: Alabama's is nearer, but England's is the city.)
    expect(home("from Birmingham, New York 5 nights in May, 2 adults")).toBe("Birmingham/GB");
    expect(home("from Hyderabad, Paris 4 nights then Rome 4 nights in June")).toBe("Hyderabad/IN");
    expect(home("from Perth, Bali 7 nights in July")).toBe("Perth/AU");
    expect(home("from Sydney, Vancouver 5 nights in August")).toBe("Sydney/AU");
    // (A car hired there is no drive from home: London, Ontario is no nearer a home for it.)
    expect(
      home("New England fall foliage, 8 days, starting in Boston ending in Burlington VT. Rental car. From London."),
    ).toBe("London/GB");
    // (Said with its area, it is that one: "Newcastle, NSW".)
    expect(home("Byron Bay 4 nights from Newcastle, NSW, driving")).toBe("Newcastle/AU");
  });

  it("a trip's own place of the name is no home's namesake", () => {
    const { plan } = read("Newcastle to Edinburgh by train, 3 nights in Edinburgh from 4 May");
    expect(plan.destination?.name).toBe("Edinburgh");
    expect(plan.origin?.country_code).toBe("GB");
  });
});

describe("a big city's name is not a longer name's beginning", () => {
  it.each([
    ["mendoza 4n, 20 to 24 feb, bus over the andes from santiago, solo", "CL"],
    ["Salta 5 nights in March, driving up from Santiago", "CL"],
    ["Cordoba 3 nights, bus from Buenos Aires, 2 of us", "AR"],
  ])("%s", (message, country) => {
    expect(read(message).plan.origin?.country_code).toBe(country);
  });
});

describe("a home read before the trip, settled by it", () => {
  const ref = (name: string) => {
    const g = geocode(name);
    if (!g) throw new Error(name);
    return toRef(g, name);
  };
  it("finds the namesake the later trip points to", () => {
    expect(homeBesideTrip(ref("Newcastle"), [ref("Riga")], "riga, 3 nights, from 12 feb")?.country_code).toBe("GB");
    expect(
      homeBesideTrip(ref("Hamilton"), [ref("Rotorua")], "Rotorua 3 nights, driving over from home")?.country_code,
    ).toBe("NZ");
  });
  it("keeps a home the trip does not speak against", () => {
    expect(homeBesideTrip(ref("Perth"), [ref("Denpasar")], "Bali 7 nights")).toBeUndefined();
    expect(homeBesideTrip(ref("Birmingham"), [ref("New York")], "New York 5 nights")).toBeUndefined();
  });
});
