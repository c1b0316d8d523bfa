import { describe, expect, it } from "vitest";
import { emptyPlan } from "../plan";
import { chitchatReply } from "./chitchat";
import { planTrip } from "./testing";

// Small talk gets a short, warm line and what Lotus can do next from where the trip stands,
// never a plan.

describe("chitchatReply", () => {
  it("before a trip: asks where to go; with a planned trip: offers questions about it", async () => {
    const none = chitchatReply({ message: "hi", plan: emptyPlan(), itinerary: [], firstName: "Ana" });
    expect(none).toMatch(/^(Hi|Hello|Hey), Ana/);
    expect(none).toMatch(/where|Where/);
    const trip = await planTrip("Lisbon for 4 days from Boston, May 3");
    const before = structuredClone({ plan: trip.plan, itinerary: trip.ctx.itinerary });
    const thanks = chitchatReply({ message: "thanks!", plan: trip.plan, itinerary: trip.ctx.itinerary });
    expect({ plan: trip.plan, itinerary: trip.ctx.itinerary }).toEqual(before);
    expect(thanks).toMatch(/welcome|Happy to help|Any time/);
    expect(thanks).toMatch(/Lisbon|day \d|pack|costs|hotel/);
    // Short, and never the itinerary.
    expect(thanks.length).toBeLessThan(300);
    expect(thanks).not.toMatch(/\*\*Day \d/);
    const bye = chitchatReply({ message: "good night", plan: trip.plan, itinerary: trip.ctx.itinerary });
    expect(bye).toMatch(/saved/);
  });

  it("a destination without dates: asks for them", () => {
    const plan = emptyPlan();
    plan.destination = {
      name: "Porto",
      country: "Portugal",
      country_code: "PT",
      lat: 41.15,
      lng: -8.61,
      airport: "OPO",
    };
    expect(chitchatReply({ message: "ok cool", plan, itinerary: [] })).toMatch(/When are you going to Porto/);
  });

  it("varies with the words, and fits the mood", () => {
    const plan = emptyPlan();
    const replies = ["thanks", "thank you so much", "cheers mate", "thx!", "ty", "many thanks"].map((m) =>
      chitchatReply({ message: m, plan, itinerary: [] }),
    );
    expect(new Set(replies).size).toBeGreaterThan(1);
    expect(chitchatReply({ message: "lol", plan, itinerary: [] })).toMatch(/😄|😊|enjoying/);
    expect(chitchatReply({ message: "who are you?", plan, itinerary: [] })).toMatch(/Lotus/);
  });
});

describe("moods in other words", () => {
  it("a joke asked for gets a travel joke; who Lotus is; thanks and how-are-yous in other languages", () => {
    const reply = (message: string) => chitchatReply({ message, plan: emptyPlan(), itinerary: [] });
    expect(reply("tell me a travel joke lol")).toMatch(/baggage|jet lag|waved/);
    expect(reply("who am i talking to? a bot?")).toMatch(/I'm Lotus/);
    expect(reply("vale, gracias!")).toMatch(/welcome|Happy to help|Any time/);
    expect(reply("Bonjour ! Ça va ?")).toMatch(/great|good|well/i);
  });
});

describe("a doubt about a day is answered with what could change on it", () => {
  it("asks once what to change on the day doubted", async () => {
    const t = await planTrip("Rome 3 nights 9-12 Dec from Dublin, 2 adults");
    const r = chitchatReply({ message: "hmm, unsure about day 3", plan: t.plan, itinerary: t.ctx.itinerary });
    expect(r).toMatch(/day 3/);
    expect(r).toMatch(/\?/);
  });
});
