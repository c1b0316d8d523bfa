import { beforeAll, describe, expect, it } from "vitest";
import type { Answer } from "./answer-question";
import { readKinds } from "./intent";
import { askAbout, type Planned, planTrip } from "./testing";

// Whether a change could be made, asked of a planned trip: two far sights on one day, two days
// traded, a town off the trip added for nights (measured from the stop nearest it), and fares on
// another day; and which such questions are requests the engine makes instead ("instead", the trip
// made cheaper).

let naples: Planned;
let pair: Planned;

const ask = (trip: Planned, message: string): Promise<Answer> => askAbout(trip, message, 1);

beforeAll(async () => {
  naples = await planTrip("Naples 4 nights 12-16 June from Manchester, 2 adults");
  pair = await planTrip("Lisbon 3 nights and Porto 3 nights 10-16 May from Bristol, 2 adults");
});

describe("how such questions read", () => {
  it.each([
    // "the same day" is no day of the trip: two things asked together.
    "could we see Sintra and Cascais on the same day?",
    "might we visit Pompeii and Vesuvius on the same day",
    // Fares on another day stay a question.
    "would it be cheaper to go in March?",
    "is it possible to make it cheaper midweek?",
  ])("%s asks only", (message) => {
    expect(readKinds(message, true)).toMatchObject({ intent: "question", asksOnly: true });
  });
  it.each([
    // "instead" / "rather than" spell the change out: a request, as with "can we ... instead".
    "is it possible to take the night train back instead?",
    "would it be better to fly out of Faro rather than Lisbon?",
    // The trip made cheaper, no date named: the engine makes it.
    "is it possible to make our holiday less expensive?",
    "is it possible to cut the costs a bit?",
    // A day of the trip named for an outing stays a request.
    "could we go hiking on the second day",
  ])("%s is a request", (message) => {
    expect(readKinds(message, true)).toMatchObject({ asksChange: true, asksOnly: false });
  });
});

describe("answered from the trip, the change offered", () => {
  it("two far sights on the same day: both rides and visits added up", async () => {
    const a = await ask(naples, "could we see Pompeii and Vesuvius on the same day?");
    expect(a.kind).toBe("possible");
    expect(a.text).toMatch(/\*\*Pompeii\*\*/);
    expect(a.text).toMatch(/\*\*Mount Vesuvius\*\*/);
    expect(a.text).toMatch(/Both in one day is roughly \d+ hours?/);
  });
  it("two days traded: yes, what each holds, and the words to do it", async () => {
    const a = await askAbout(naples, "is it possible to switch day 1 with day 3?", 2);
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toMatch(/Day 1 · .*Day 3 · /s);
    expect(a.text).toMatch(/swap days 1 and 3/);
  });
  it("a town off the trip for nights: from the stop nearest it, with the nights asked", async () => {
    const a = await ask(pair, "could we go to Coimbra for 2 nights?");
    expect(a.text).toMatch(
      /\*\*Coimbra\*\* isn't on the trip yet; it is about \d+ km from (?:Porto|Lisbon), its nearest stop/,
    );
    expect(a.text).toMatch(/add 2 nights in Coimbra after (?:Porto|Lisbon)/);
  });
  it("a town off the trip added, no nights said: one night offered after the nearest stop", async () => {
    const a = await ask(pair, "is it possible to add a stop in Coimbra?");
    expect(a.text).toMatch(/about \d+ km from Porto, its nearest stop/);
    expect(a.text).toMatch(/add a night in Coimbra after Porto/);
  });
  it("fares on a weekday: the nearest such day offered; the trip made cheaper is not this", async () => {
    const a = await ask(naples, "would it be cheaper to fly home on a Wednesday?");
    expect(a.text).toMatch(/nearest Wednesday/);
  });
});
