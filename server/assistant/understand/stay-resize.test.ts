import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createTravel } from "../../travel/travel";
import type { Plan } from "../plan";
import { stayNow as now, staySplit as split, talkLast, readTripOf as trip } from "../testing/talk";
import { createToolbox } from "../tools";
import { applyStaysEdit } from "./trip-edits";

// One stop of a trip of several given a new length ("make Porto 3 nights", "5 nights in Lima
// instead", "the second stop 4 nights"): that stop's nights change, every other stop stays. Read
// as a new trip, "make Porto 3 nights" used to leave Porto alone on the trip.

const portugal = () => trip("Lisbon 4 nights then Porto 2 nights, May 3-9, from Boston, 2 adults");
const peru = () => trip("Cusco 4 nights then Lima 2 nights then Arequipa 3 nights, June 3-12, from Toronto");

describe("one stop set to so many nights", () => {
  it("changes that stop and keeps the others", () => {
    for (const said of [
      "make Porto 3 nights",
      "set Porto to 3 nights please",
      "3 nights in Porto instead",
      "porto for 3 nights",
      "Porto should be three nights",
      "let's do Porto for just 3 nights",
    ]) {
      const plan = portugal();
      expect(applyStaysEdit(said, plan), said).toBe("nights");
      expect(split(plan), said).toBe("Lisbon:4+Porto:3");
      expect(plan.nights, said).toBe(7);
    }
  });
  it("shortens a stop cut to so many nights rather than dropping it", () => {
    for (const said of ["cut Lisbon to 2 nights", "cut lisbon down to two nights"]) {
      const plan = portugal();
      expect(applyStaysEdit(said, plan), said).toBe("nights");
      expect(split(plan), said).toBe("Lisbon:2+Porto:2");
    }
    const plan = portugal();
    expect(applyStaysEdit("cut Lisbon", plan)).toBe("remove");
  });
  it("reads a stop named by its place in the order", () => {
    for (const [said, stays] of [
      ["make the second stop 1 night", "Cusco:4+Lima:1+Arequipa:3"],
      ["5 nights in the first city", "Cusco:5+Lima:2+Arequipa:3"],
      ["the last stop 2 nights", "Cusco:4+Lima:2+Arequipa:2"],
    ] as const) {
      const plan = peru();
      expect(applyStaysEdit(said, plan), said).toBe("nights");
      expect(split(plan), said).toBe(stays);
    }
  });
  it("leaves the stops alone for days, bare numbers, questions and other people's trips", () => {
    for (const said of [
      "on day 3 in Porto can we see the river?",
      "is 3 nights in Porto enough?",
      "my sister did 3 nights in Porto",
    ]) {
      const plan = portugal();
      applyStaysEdit(said, plan);
      expect(split(plan), said).toBe("Lisbon:4+Porto:2");
    }
  });
});

describe("through the offline engine", () => {
  const travel = createTravel(
    loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-stay-resize", WEATHER_PROVIDER: "offline" }),
  );
  const talk = async (...messages: string[]): Promise<Plan> =>
    (await talkLast({ tools: () => createToolbox(travel), now }, ...messages)).plan;
  it("keeps the other stops when one is made longer", async () => {
    const plan = await talk("Lisbon 4 nights and Porto 2 nights from May 3", "make Porto 3 nights");
    expect(split(plan)).toBe("Lisbon:4+Porto:3");
  });
  it("reads the stop by its order", async () => {
    const plan = await talk("Seoul 4 nights and Busan 3 nights from April 2", "2 nights in the second stop");
    expect(split(plan)).toBe("Seoul:4+Busan:2");
  });
});
