import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, answerQuestion } from "./answer-question";
import { askAbout, now, type Planned, planTrip, tools } from "./testing";

// Kinds of question answered from what Lotus has on file, each with the concrete facts it holds
// and a plain word on what it does not know: the ways between two places (and a way asked about
// that it has no figure for), a far sight done as a day trip, a yearly event, jet lag, travel
// insurance and the Schengen rules, kinds of stay, the day the trip ends, a thing to do by its
// word, a trip not yet planned priced, and the same asked in another language.

let naples: Planned;
let rome: Planned;
const noTrip = () => planTrip("hi");

/** An answer to a question about the trip (checked: the trip unchanged, at most one day shown). */
const ask = (trip: Planned, message: string): Promise<Answer> => askAbout(trip, message, 1);

beforeAll(async () => {
  naples = await planTrip("Naples 4 nights 12-16 June from Manchester, 2 adults");
  rome = await planTrip("Rome 3 nights 9-12 Dec from Dublin, 2 adults");
});

describe("the ways between two places", () => {
  it("a crossing by sea is a ferry, not a regional train; a flight with no airport to search is said so", async () => {
    const a = await ask(await noTrip(), "boat or plane from Athens to Mykonos, which is better?");
    expect(a.kind).toBe("route");
    expect(a.text).toMatch(/by ferry/);
    expect(a.text).not.toMatch(/regional train/);
    expect(a.text).toMatch(/I don't have flight times/);
  });
  it("a night train asked about: the day train's time, and no sleeper timetable on file", async () => {
    const a = await ask(await noTrip(), "is there a sleeper train from Munich to Rome?");
    expect(a.text).toMatch(/Munich → Rome/);
    expect(a.text).toMatch(/night-train \(sleeper\) timetables/);
  });
  it("asked in Italian, with the cities as Italians write them", async () => {
    const a = await ask(await noTrip(), "C'è un treno notturno da Vienna a Venezia?");
    expect(a.text).toMatch(/Vienna → Venice/);
    expect(a.text).toMatch(/sleeper/);
  });
  it("the drive named as a drive, and booking said to be out of sight", async () => {
    const a = await ask(rome, "do we need to book the train to Florence or can we drive?");
    expect(a.text).toMatch(/Rome → Florence/);
    expect(a.text).toMatch(/a drive/);
    expect(a.text).toMatch(/can't see seats/);
  });
});

describe("a far sight done as a day trip", () => {
  it("from the trip's town: the time each way and the day it takes", async () => {
    const a = await ask(naples, "could we manage Capri in a day?");
    expect(a.text).toMatch(/\*\*Capri\*\* is a day trip from \*\*Naples\*\*/);
    expect(a.text).toMatch(/each way by boat/);
  });
  it("tickets for it: named, and availability said to be unknown", async () => {
    const a = await ask(naples, "should we buy Pompeii tickets in advance?");
    expect(a.kind).toBe("booking");
    expect(a.text).toMatch(/Pompeii/);
    expect(a.text).toMatch(/can't see ticket availability/);
  });
});

describe("yearly events on file", () => {
  it("New Year's Eve in London: when, where, and that the riverside needs tickets", async () => {
    const a = await ask(await noTrip(), "where do people watch the new years eve fireworks in London?");
    expect(a.kind).toBe("events");
    expect(a.text).toMatch(/midnight/);
    expect(a.text).toMatch(/ticket-only/);
  });
  it("Christmas markets weighed against the trip's dates", async () => {
    const a = await ask(rome, "will the xmas markets still be running when we're there?");
    expect(a.text).toMatch(/late November/);
    expect(a.text).toMatch(/Dec 9 - Dec 12\) fall in the usual season/);
  });
  it("the migration and the cherry blossom, by their months", async () => {
    expect((await ask(await noTrip(), "when is the best time for the serengeti migration calving?")).text).toMatch(
      /January to March/,
    );
    expect((await ask(await noTrip(), "when do the sakura bloom in Osaka?")).text).toMatch(/late March/);
  });
  it("a market to eat at is still a meal, not the markets' season", async () => {
    expect((await ask(rome, "where is a good christmas market near us to eat at?")).kind).toBe("eat");
  });
});

describe("advice from health services and the EU's own rules", () => {
  it("jet lag: the clock difference between the two places and what helps", async () => {
    const a = await ask(await noTrip(), "how do I cope with jetlag going from Los Angeles to Tokyo?");
    expect(a.kind).toBe("jetlag");
    expect(a.text).toMatch(/Tokyo\*\* is \*\*\d+ hours ahead of\*\* Los Angeles/);
    expect(a.text).toMatch(/daylight/);
  });
  it("travel insurance: what a policy covers, and the Schengen visa's €30,000 rule for Europe", async () => {
    const a = await ask(await noTrip(), "is travel insurance compulsory for a trip around europe?");
    expect(a.kind).toBe("insurance");
    expect(a.text).toMatch(/€30,000/);
    const es = await ask(await noTrip(), "¿Necesito seguro de viaje para Europa?");
    expect(es.text).toMatch(/insurance/);
  });
  it("the Schengen visa's timings and ETIAS, with no start date made up", async () => {
    const visa = await ask(await noTrip(), "when should I apply for my schengen visa, how many weeks before?");
    expect(visa.text).toMatch(/15 calendar days/);
    const etias = await ask(await noTrip(), "do Canadians need ETIAS to visit Spain?");
    expect(etias.text).toMatch(/ETIAS/);
    expect(etias.text).toMatch(/travel-europe\.europa\.eu\/etias/);
    expect(etias.text).not.toMatch(/\b20(?:2\d)\b/);
  });
});

describe("kinds of stay, the trip's last day, things to do, and a trip not planned yet", () => {
  it("a kind of stay explained", async () => {
    expect((await ask(await noTrip(), "how is a riad different from a hotel?")).text).toMatch(/inner courtyard/);
    expect((await ask(await noTrip(), "what is an agriturismo?")).text).toMatch(/farm stay/);
  });
  it("the day the trip ends, with how the plan ends it", async () => {
    const a = await ask(naples, "remind me what day we head home?");
    expect(a.kind).toBe("when");
    expect(a.text).toMatch(/Day 5 · Wed, Jun 16/);
  });
  it("a thing to do by its word, from the catalogue's lines; nothing on file said so", async () => {
    const a = await ask(naples, "where could we try some pizza?");
    expect(a.kind).toBe("eat");
    const view = await ask(naples, "best spot to watch the sunset?");
    expect(view.kind).toBe("nearby");
    expect(view.text).toMatch(/Whether the sun sets/);
    const none = await ask(naples, "where can we go bungee jumping?");
    expect(none.text).toMatch(/nothing on file for \*\*bungee jumping\*\*/);
  });
  it("a hypothetical trip's cost: no figure made up, what is known of the country's prices", async () => {
    const a = await ask(await noTrip(), "what would ten days in Norway cost us, ballpark?");
    expect(a.kind).toBe("cost");
    expect(a.text).toMatch(/can't give a reliable cost/);
    expect(a.text).toMatch(/Norway is one of Europe's most expensive/);
    expect(a.text).not.toMatch(/\$\d/);
  });
  it("how many days a town deserves, from its sights on file", async () => {
    const a = await ask(naples, "how many days do we need for naples?");
    expect(a.text).toMatch(/sights on file take about/);
    expect(a.text).not.toMatch(/With the ride/);
  });
});

describe("more of what is on file, and what is not", () => {
  it("a far sight asked from a town that is no base of it: said so, with the bases there are", async () => {
    const a = await ask(await noTrip(), "is Milford Sound doable in a day from Christchurch?");
    expect(a.text).toMatch(/I don't have \*\*Milford Sound\*\* as a day trip from \*\*Christchurch\*\*/);
    expect(a.text).toMatch(/Te Anau/);
  });
  it("a kind of place in a region named, from the region's towns", async () => {
    const a = await ask(await noTrip(), "any nice beaches around the Algarve?");
    expect(a.kind).toBe("nearby");
    expect(a.text).toMatch(/For beaches, what I have on file/);
  });
  it("where to stay: the neighbourhoods on file, with no ranking made up", async () => {
    const a = await ask(rome, "which neighbourhood is best to stay in?");
    expect(a.text).toMatch(/can't rank areas/);
  });
  it("crowds: no visitor numbers, said so, with the trip's dates", async () => {
    const a = await ask(rome, "will Rome be packed with tourists?");
    expect(a.kind).toBe("crowds");
    expect(a.text).toMatch(/Dec 9 - Dec 12/);
    // How full the plan is stays the plan's question.
    expect(
      (
        await answerQuestion({
          message: "is day 2 too busy?",
          plan: rome.plan,
          itinerary: rome.ctx.itinerary,
          now,
          tools: tools(),
        })
      )?.kind,
    ).not.toBe("crowds");
  });
  it("the main language from Unicode's locale data, and English not claimed", async () => {
    const a = await ask(await noTrip(), "which language do they speak in Portugal?");
    expect(a.text).toMatch(/\*\*Portuguese\*\*/);
    const en = await ask(await noTrip(), "do locals speak english in Thailand?");
    expect(en.text).toMatch(/\*\*Thai\*\*/);
    expect(en.text).toMatch(/can't say from data how widely English is spoken/);
  });
  it("a town named with the word it opens with: New Delhi, not Delhi; New York, not York", async () => {
    const a = await ask(await noTrip(), "time difference between Paris and New York?");
    expect(a.text).toMatch(/New York City/);
    expect(a.text).not.toMatch(/\*\*York\*\*/);
  });
  it("a town named like the topic is the topic: the metro, not a town called Metro", async () => {
    expect((await ask(await noTrip(), "is the Seoul metro easy for tourists?")).kind).toBe("transit");
  });
  it("an airport named by its own name or code, and its taxi fare said to be unknown", async () => {
    const trip = await planTrip("London 3 nights 4-7 March from Madrid, 2 adults");
    const a = await ask(trip, "how much is a taxi from heathrow to the hotel?");
    expect(a.kind).toBe("route");
    expect(a.text).toMatch(/Heathrow/);
    expect(a.text).toMatch(/taxi or transfer fares/);
    expect(a.text).not.toMatch(/last train back/);
  });
});

describe("numbers to call, access, ticket prices, the airport and day trips", () => {
  it("the emergency number of the country, from the EU's 112 and national services", async () => {
    expect((await ask(await noTrip(), "what number do we call for an ambulance in Spain?")).text).toMatch(
      /\*\*112\*\*/,
    );
    expect((await ask(await noTrip(), "emergency number in Japan?")).text).toMatch(/\*\*119\*\*/);
  });
  it("step-free access: no details on file, said so, and where to look", async () => {
    const a = await ask(rome, "is the Pantheon step-free for a wheelchair?");
    expect(a.kind).toBe("access");
    expect(a.text).toMatch(/Pantheon/);
    expect(a.text).toMatch(/accessibility page/);
  });
  it("a sight's ticket price: not on file, said so, never a figure", async () => {
    const a = await ask(rome, "what does a ticket to the Pantheon cost?");
    expect(a.text).toMatch(/don't have the ticket price for \*\*Pantheon/);
    expect(a.text).not.toMatch(/\$\d/);
  });
  it("how early to be at the airport: the airlines' usual advice and the flight on the plan", async () => {
    const a = await ask(naples, "what time should we leave for the airport?");
    expect(a.text).toMatch(/\*\*3 hours\*\*/);
    expect(a.text).toMatch(/Fly home/);
  });
  it("day trips from the trip's town, the closest first, with no ranking made up", async () => {
    const a = await ask(naples, "which day trips would you suggest?");
    expect(a.text).toMatch(/Day trips I have on file from Naples/);
    expect(a.text).toMatch(/Capri|Pompeii/);
  });
});

describe("the same kinds asked in other languages", () => {
  it("a meal by its verb, clothes to pack, the money spent, rain by its verb, a sight by its local name", async () => {
    expect((await ask(rome, "¿Dónde almorzamos cerca del Panteón?")).kind).toBe("eat");
    expect((await ask(rome, "Was für Kleidung sollen wir mitnehmen?")).kind).toBe("packing");
    expect((await ask(rome, "Combien on a dépensé jusqu'ici ?")).kind).toBe("cost");
    expect((await ask(rome, "Vai chover no terceiro dia?")).kind).toBe("weather");
    const colosseum = await ask(rome, "¿Vale la pena el Coliseo?");
    expect(colosseum.text).toMatch(/Colosseum/);
  });
  it("ferry, insurance and tickets put into English before the words they contain are read", async () => {
    const a = await ask(naples, "¿Hay que comprar las entradas de Pompeya con antelación?");
    expect(a.text).toMatch(/can't see ticket availability/);
  });
});
