import { describe, expect, it } from "vitest";
import { emptyPlan } from "../plan";
import { talkLast } from "../testing/talk";
import { inEnglish, isForeignQuestion } from "./foreign";
import { readKinds } from "./intent";
import { now, tools } from "./testing";
import { travelFact } from "./travel-facts";

// Classes from issue 24: a rule of what may be carried on a flight is asked, never a trip to plan;
// a question in Dutch or in Hinglish (Hindi in Latin letters, mixed with English) is answered, in
// English, like the other languages; the differences of Japan's fast trains are known.

const talk = (...messages: string[]) => talkLast({ tools, now }, ...messages);

describe("what may be carried, asked as a rule", () => {
  it.each([
    "can you put a power bank in checked luggage?",
    "can i bring a power bank in my hold luggage",
    "can we take vapes on the plane?",
    "is it ok to pack lighters in my suitcase",
  ])("%s is a question, with or without a trip", (m) => {
    expect(readKinds(m, false).intent).toBe("question");
    expect(readKinds(m, true).intent).toBe("question");
  });
  it.each([
    "can you put the Louvre on day 2?",
    "can we take a flight to Porto instead?",
    "can we put the Louvre on the flight day?",
    "can you put us in a hotel near the station?",
  ])("%s stays a change", (m) => expect(readKinds(m, true).intent).not.toBe("question"));
  it("a power bank goes in the cabin; liquids in 100 ml bottles", () => {
    expect(travelFact("can you put a power bank in checked luggage?", emptyPlan())).toMatch(/hand luggage/);
    expect(travelFact("are liquids over 100ml allowed in hand luggage?", emptyPlan())).toMatch(/100 ml/);
    // The thing named without a bag or a flight is no rule asked.
    expect(travelFact("where can I buy sunscreen in Lisbon", emptyPlan())).toBeNull();
  });
  it("asked before any trip: answered, nothing planned", async () => {
    const r = await talk("can you put a power bank in checked luggage?");
    expect(r.intent).toBe("question");
    expect(r.text).toMatch(/carry-on/);
    expect(r.itinerary).toHaveLength(0);
  });
});

describe("questions in Dutch and Hinglish", () => {
  it.each([
    ["Hoe laat gaan de musea dicht in Amsterdam?", /what time .*museums close/],
    ["wat kost een museumkaart?", /^what cost/],
    ["kya Goa mein December mein baarish hoti hai?", /^is it goa in december in rain/],
    ["Goa trip kitna kharcha hoga?", /how much cost/],
  ])("%s is read in English", (m, english) => {
    expect(isForeignQuestion(m)).toBe(true);
    expect(inEnglish(m)).toMatch(english);
  });
  it.each(["how is it?", "I have a kab ride booked?", "what time does it close?", "hoi an 3 nights?"])(
    "%s is not one",
    (m) => expect(isForeignQuestion(m)).toBe(false),
  );
  it("a Hinglish question about a month's weather is answered, not planned", async () => {
    const r = await talk("kya Dubai mein December mein bahut garmi hoti hai? family ke saath jaane ka soch rahe");
    expect(r.intent).toBe("question");
    expect(r.itinerary).toHaveLength(0);
  });
});

describe("Japan's fast trains", () => {
  it("Nozomi and Hikari: stops, speed and the pass", () => {
    expect(travelFact("whats the difference between the shinkansen nozomi and hikari", emptyPlan())).toMatch(
      /fastest.*JR Pass/s,
    );
  });
});
