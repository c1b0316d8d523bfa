import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { annualEvent } from "./annual-events";
import { type Answer, answerQuestion } from "./answer-question";
import { emergencyAnswer } from "./emergency";
import { jetLagAnswer } from "./jet-lag";
import { withoutWays } from "./route";
import { now, type Planned, planTrip, tools } from "./testing";

// A way of travel named in a question ("the bus", "a long drive", "the cable car") is how to go,
// never a place to go to; a far namesake of a town is not the town near the trip; and getting
// about inside the town the trip stays in is no journey.

let valencia: Planned;
let munich: Planned;

async function ask(trip: Planned, message: string): Promise<Answer> {
  const a = await answerQuestion({ message, plan: trip.plan, itinerary: trip.ctx.itinerary, now, tools: tools() });
  if (!a) throw new Error(`no answer to ${message}`);
  return a;
}
/** The km figure of a route answer. */
const km = (a: Answer) => Number(/about ([\d.]+) km/.exec(a.text)?.[1] ?? Number.NaN);

beforeAll(async () => {
  valencia = await planTrip("Valencia 4 nights 10-14 May from Dublin, 2 adults");
  munich = await planTrip("Munich 3 nights 2-5 June from Leeds, 2 adults");
});

describe("words for ways of travel are no places", () => {
  it("blanks the ways, keeping a name the traveller capitalised", () => {
    expect(withoutWays("bus or cable car to the castle?").replace(/\s+/g, " ").trim()).toBe("or to the castle?");
    expect(withoutWays("how far is Train Street by taxi?")).toContain("Train Street");
    expect(withoutWays("how far is the train station?")).toContain("train station");
  });
  it.each([
    ["is the coach or the train quicker to Alicante?", /→ Alicante/],
    ["would you hire a car or take the bus to Cuenca?", /→ Cuenca/],
    ["how long a drive is it to Madrid?", /→ Madrid/],
  ])("%s: from the stay to the town named, by land", async (message, to) => {
    const a = await ask(valencia, message);
    expect(a.kind).toBe("route");
    expect(a.text).toMatch(/Valencia/);
    expect(a.text).toMatch(to);
    expect(km(a)).toBeLessThan(500);
    expect(a.text).not.toMatch(/cable car|train street|drive →/i);
  });
  it("is the tram or the S-Bahn better to Augsburg? from Munich, not a sight named for a tram", async () => {
    const a = await ask(munich, "is the bus or the train better to Augsburg?");
    expect(a.text).toMatch(/Munich → Augsburg|München → Augsburg/);
    expect(km(a)).toBeLessThan(100);
  });
  it("a town of the same name across the world gives way to the one near the trip", async () => {
    // Mérida is in Spain and in Mexico and Venezuela: the Spanish one for a trip to Valencia.
    const a = await ask(valencia, "should we take the train to Merida?");
    expect(km(a)).toBeLessThan(2000);
  });
});

describe("getting about inside the town the trip stays in", () => {
  it.each([
    "do we need a rental car in Valencia or can we walk?",
    "is walking ok around Munich or should we get a car?",
  ])("%s: no journey, no car needed in town", async (message) => {
    const trip = message.includes("Munich") ? munich : valencia;
    const a = await ask(trip, message);
    expect(a.kind).toBe("route");
    expect(a.text).not.toMatch(/→/);
    expect(a.text).toMatch(/won't need a car/);
  });
});

describe("jet lag by the size of the gap", () => {
  const at = DateTime.fromISO("2027-03-10T12:00:00Z");
  const london = { name: "London", lat: 51.5, lng: -0.12, country_code: "GB", airport: "LHR" };
  const lisbonish = { name: "Porto", lat: 41.15, lng: -8.61, country_code: "PT", airport: "OPO" };
  const helsinki = { name: "Helsinki", lat: 60.17, lng: 24.94, country_code: "FI", airport: "HEL" };
  const bangkok = { name: "Bangkok", lat: 13.75, lng: 100.5, country_code: "TH", airport: "BKK" };
  it("two hours is a small shift, seven is a lot", () => {
    expect(jetLagAnswer(london, helsinki, at)).not.toMatch(/a lot to shift/);
    expect(jetLagAnswer(london, helsinki, at)).toMatch(/small shift/);
    expect(jetLagAnswer(london, bangkok, at)).toMatch(/a lot to shift/);
    expect(jetLagAnswer(london, lisbonish, at)).toMatch(/same clock/);
  });
  it("the offsets of the travel day: London to Bangkok is 7 hours in winter and 6 in summer", () => {
    expect(jetLagAnswer(london, bangkok, at)).toMatch(/7 hours ahead/);
    expect(jetLagAnswer(london, bangkok, DateTime.fromISO("2027-07-10T12:00:00Z"))).toMatch(/6 hours ahead/);
  });
});

describe("numbers and dates stated as the services give them", () => {
  it("Argentina: the national numbers, and 911 for Buenos Aires", () => {
    const text = emergencyAnswer("Argentina", "AR");
    expect(text).toMatch(/\*\*107\*\*.*ambulance/);
    expect(text).toMatch(/\*\*101\*\*.*police/);
    expect(text).toMatch(/Buenos Aires.*\*\*911\*\*/);
  });
  it("Rio: the Special Group parades on three nights", () => {
    const e = annualEvent({ text: "when are the carnaval parades in rio de janeiro", place: "Rio de Janeiro" });
    expect(e ?? "").toMatch(/three nights, Sunday, Monday and Tuesday/);
  });
});

describe("the airport and a sight of the town", () => {
  it("from the airport to a sight, and back: the stay's airport at one end, the sight at the other", async () => {
    const there = await ask(munich, "how do we get from the airport to the Marienplatz?");
    expect(there.kind).toBe("route");
    expect(there.text).toMatch(/MUC/);
    expect(there.text).toMatch(/Marienplatz/);
    const back = await ask(munich, "how long from the Marienplatz to the airport?");
    expect(back.text).toMatch(/Marienplatz → .*MUC/);
  });
  it("negatives: a sight from the hotel has no airport in it", async () => {
    const a = await ask(munich, "how far is the Marienplatz from our hotel?");
    expect(a.text).not.toMatch(/MUC/);
  });
});
