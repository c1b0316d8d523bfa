import { describe, expect, it } from "vitest";
import { chitchatReply } from "./chitchat";
import { inEnglish } from "./foreign";
import { readKinds } from "./intent";
import { sunTimes } from "./sun-times";
import { askAbout, planTrip } from "./testing";

// Classes from issue 24: a good night or a longing for the trip read as a question about what is
// longed for; the weather, the way from the airport and the hours asked in other languages; the
// sun's times; the check-out or flight asked with its when-word last; rain asked beside a festival.

const intent = (message: string) => readKinds(message, true).intent;

describe("a good night or a longing for the trip is small talk", () => {
  it.each([
    "great, going to sleep now, dreaming of auroras. night!",
    "off to bed, dreaming of tapas already. good night!",
    "ok heading to bed now, can't wait for the northern lights",
    "lovely, signing off now, can't stop thinking about the food. night all",
    "counting down the days till the safari!",
    "thanks, heading off to bed, cant wait for the fjords",
  ])("signing off and dreaming of a part of the trip: %s", (m) => {
    expect(intent(m)).toBe("chitchat");
  });

  it.each([
    "can't wait to see the aurora, will we see it in january?",
    "really looking forward to it, what should we pack?",
    "what time should we go to bed before the sunrise hike?",
  ])("but not when a part of it asks something: %s", (m) => {
    expect(intent(m)).toBe("question");
  });

  it.each([
    "dreaming of the beach, add a beach day on day 4",
    "looking forward to the museum, move it to day 2 please",
    "off to bed now, but can you make day 2 lighter",
    "can't wait for day 3, can you add a cooking class?",
  ])("nor when it requests something: %s", (m) => {
    expect(readKinds(m, true).asksChange).toBe(true);
  });
});

describe("greetings drawn out, thanks anyway, is anyone there", () => {
  it.each([
    "hiiii lotus 👋",
    "heyyy",
    "hellooo there",
    "goood morning",
    "thanksss sooo much",
    "thanks anyway",
    "ok thanks anyways",
    "HELLO IS THIS THING ON",
    "hello? anyone there?",
    "are you still there?",
    "uy hello po! musta?",
  ])("are small talk before any trip: %s", (m) => {
    expect(readKinds(m, false).intent).toBe("chitchat");
  });

  it.each([
    ["hiii, 4 nights in Lisbon in May", "other"],
    ["anyway, 5 days in rome", "other"],
    ["heyyy what should i pack for iceland?", "question"],
  ])("but a trip or a question said with them is not: %s", (m, want) => {
    expect(readKinds(m, false).intent).toBe(want);
  });

  it("a drawn-out hello is answered as a hello", () => {
    const plan = { destination: null, region: null, stays: [] } as never;
    expect(chitchatReply({ message: "hiiii lotus", plan, itinerary: [] })).toMatch(/^(?:Hi|Hello|Hey)/);
  });
});

describe("the key words of a question in another language", () => {
  // The weather on a day and the degrees, the best time to visit, from the airport to the hotel,
  // open, and the US ESTA form in capitals (still the form).
  it.each([
    ["como está o tempo no dia 2?", "how is o weather on day 2"],
    ["¿cómo está el clima en mayo?", "how is el weather"],
    ["il fera combien de degrés le premier jour?", "degrees on day 1"],
    ["¿cuántos grados hará el tercer día?", "degrees"],
    ["¿Cuál es la mejor época para visitar Patagonia?", "best time to visit patagonia"],
    ["quelle est la meilleure période pour visiter le Maroc ?", "best time to visit"],
    ["quando é a melhor época para ir a Lisboa?", "best time to visit"],
    ["¿cómo llego del aeropuerto al hotel?", "how get from the airport to the hotel?"],
    ["comment aller de l'aéroport à l'hôtel ?", "from the airport to the hotel"],
    ["¿está abierto el museo el lunes?", "open"],
    ["preciso de ESTA para os EUA?", "esta"],
  ])("%s", (m, want) => {
    expect(inEnglish(m)).toContain(want);
  });

  it("the way from the airport, word for word", () => {
    expect(inEnglish("¿cómo llego del aeropuerto al hotel?")).toBe("how get from the airport to the hotel?");
  });
});

describe("sunrise and sunset computed", () => {
  it("near the equinox, day and night are about 12 hours", () => {
    const t = sunTimes("2027-03-20", 0, 0);
    if (typeof t === "string") throw new Error(t);
    expect(Math.abs((t.set - t.rise) / 3600000 - 12.1)).toBeLessThan(0.2);
  });

  it.each([
    ["2026-12-21", "polar night"],
    ["2027-06-21", "midnight sun"],
  ])("the polar night and the midnight sun: %s", (day, want) => {
    expect(sunTimes(day, 69.65, 18.96)).toBe(want);
  });

  it("asked of the trip's days, in the place's own clock", async () => {
    const trip = await planTrip("Uluru 3 nights from 5 March 2027, from Adelaide, 2 adults");
    for (const m of [
      "what time is sunrise at the rock?",
      "when does the sun set on day 2?",
      "sunrise time on day 3?",
    ]) {
      const a = await askAbout(trip, m);
      expect(a.text, m).toMatch(/sunrise \*\*0[5-7]:\d\d\*\*/);
      expect(a.text, m).toMatch(/sunset \*\*(?:18|19):\d\d\*\*/);
    }
    const day2 = await askAbout(trip, "when does it get dark on day 2?");
    expect(day2.text).toContain("Sat, Mar 6");
  });

  it("at a sight, in its town's clock, with its worth when asked", async () => {
    const trip = await planTrip("Siem Reap 3 nights for angkor, 2 of us, from 10 september 2027");
    const a = await askAbout(trip, "is sunrise at angkor wat worth getting up for? what time");
    expect(a.text).toMatch(/sunrise \*\*05:\d\d\*\*/);
    expect(a.text).toContain("Angkor Wat");
  });

  it("hours of daylight in the far north", async () => {
    const trip = await planTrip("Tromsø 4 nights from 20 December 2026, 2 adults");
    const a = await askAbout(trip, "how many hours of daylight will we get?");
    expect(a.text).toContain("polar night");
  });

  it("where to watch the sunset is no question of its time", async () => {
    const trip = await planTrip("Lisbon 3 nights from 4 April 2027");
    for (const m of ["best place to see the sunset?", "is sunrise worth the early start?"]) {
      const a = await askAbout(trip, m);
      expect(a.text, m).not.toContain("Sunrise and sunset at");
    }
  });
});

describe("when the plan has it, with the when-word last", () => {
  it("check-out, the flight home", async () => {
    const trip = await planTrip("Penang 5D4N from 10 Dec 2026, from Ipoh, 2 adults");
    expect((await askAbout(trip, "so we check out which day?")).text).toMatch(/Dec 14.*Check out/);
    expect((await askAbout(trip, "we fly home what day?")).text).toContain("Dec 14");
  });
});

describe("rain asked beside a festival", () => {
  it("the weather first, then the event", async () => {
    const trip = await planTrip("Edinburgh 3 nights from Dec 29 2026, from London by train");
    const a = await askAbout(trip, "will it rain on our last day? hogmanay plans!");
    expect(a.text).toMatch(/°C/);
    expect(a.text).toContain("Hogmanay");
    const fireworks = await askAbout(trip, "best spot for the hogmanay fireworks?");
    expect(fireworks.text).not.toMatch(/°C/);
  });
});
