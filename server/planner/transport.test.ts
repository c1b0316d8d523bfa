import { describe, expect, it } from "vitest";
import { geocode } from "../travel/geo/gazetteer";
import { legOptions } from "./transport";

// Train times between cities, with no timetable: close to what the lines' trains take, door to
// door, by how fast a country's main lines run.

const at = (name: string) => {
  const g = geocode(name);
  if (!g) throw new Error(`no ${name}`);
  return { lat: g.lat, lng: g.lng, country_code: g.country_code };
};
const trainHours = (a: string, b: string) => {
  const train = legOptions(at(a), at(b), { flights: true, selfDrive: false, prefer: "any" }).find(
    (o) => o.mode === "train",
  );
  if (!train) throw new Error(`no train ${a} - ${b}`);
  return train.minutes / 60;
};

describe("train times between cities", () => {
  it("are about what the lines take: high-speed, good main lines, slower ones", () => {
    // Alfa Pendular about 3 h; TGV about 2 h; Bucharest - Sofia is a slow day.
    expect(trainHours("Lisbon", "Porto")).toBeGreaterThan(2.5);
    expect(trainHours("Lisbon", "Porto")).toBeLessThan(4);
    expect(trainHours("Paris", "Lyon")).toBeGreaterThan(1.8);
    expect(trainHours("Paris", "Lyon")).toBeLessThan(3.25);
    expect(trainHours("Bucharest", "Sofia")).toBeGreaterThan(5);
  });
});
