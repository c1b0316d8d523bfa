import { describe, expect, it } from "vitest";
import type { TTripMessage } from "../../../common/api/trips";
import { emptyPlan, type Plan } from "../plan";
import { type FactsRead, intentOfFacts, partyConfirmed } from "./intent-of-facts";

// Plan or edit, from what a message did to the trip's facts and how it was worded.

const lisbon = { name: "Lisbon", country: "Portugal", country_code: "PT", lat: 38.72, lng: -9.14, airport: "LIS" };
const boston = {
  name: "Boston",
  country: "United States",
  country_code: "US",
  lat: 42.36,
  lng: -71.06,
  airport: "BOS",
};
const begun: Plan = { ...emptyPlan(), destination: lisbon, nights: 4 };
const said = (msgs: string[]): TTripMessage[] =>
  msgs.flatMap((msg, i) => [
    {
      id: `u${i}`,
      msg,
      role: "user",
      ctx: null,
      user_id: "u",
      mentions: [],
      in_reply_to: null,
      created_at: "",
      is_private: false,
    },
    {
      id: `a${i}`,
      msg: "ok",
      role: "assistant",
      ctx: null,
      user_id: "a",
      mentions: [],
      in_reply_to: null,
      created_at: "",
      is_private: false,
    },
  ]) as TTripMessage[];
const read = (over: Partial<FactsRead>): FactsRead => ({
  previous: begun,
  plan: structuredClone(begun),
  message: "",
  edit: false,
  asksChange: false,
  answersWhich: false,
  history: said(["Lisbon 4 nights"]),
  ...over,
});

describe("intentOfFacts", () => {
  it("a first message plans, whatever it says", () => {
    expect(intentOfFacts(read({ previous: emptyPlan(), asksChange: true }))).toBe("plan");
  });
  it("a change asked for, or the reader's edit, is an edit", () => {
    expect(intentOfFacts(read({ asksChange: true }))).toBe("edit");
    expect(intentOfFacts(read({ edit: true }))).toBe("edit");
  });
  it("filling in what was missing plans; changing what was set edits", () => {
    expect(intentOfFacts(read({ plan: { ...begun, origin: boston } }))).toBe("plan");
    expect(intentOfFacts(read({ plan: { ...begun, nights: 6 } }))).toBe("edit");
  });
  it("who comes, said right after the first message, edits; said while still describing the trip, plans", () => {
    const two = { ...begun, party: { adults: 2, children: [], rooms: null }, travellers: 2 };
    expect(intentOfFacts(read({ plan: two }))).toBe("edit");
    expect(intentOfFacts(read({ plan: two, history: said(["I want to go to Portugal", "Lisbon, 4 nights"]) }))).toBe(
      "plan",
    );
    // A question or a change earlier in the conversation ends the brief.
    expect(intentOfFacts(read({ plan: two, history: said(["Lisbon 4 nights", "what's the weather like?"]) }))).toBe(
      "edit",
    );
  });
  it("after a reply that changed the trip, a wish said with no change word edits it", () => {
    const relaxed = { ...begun, pace: "relaxed" as const };
    const history = said(["Lisbon 5 nights from Boston", "hmm we only get 4 nights off"]);
    const changed = history.map((m) =>
      m.id === "a1"
        ? { ...m, msg: "Now **5 days** (May 3 - May 7) instead of 6.\n\nThe full plan is in the itinerary panel." }
        : m,
    );
    // Still describing while Lotus only planned or asked; no longer once it changed the trip.
    expect(intentOfFacts(read({ plan: relaxed, history }))).toBe("plan");
    expect(intentOfFacts(read({ plan: relaxed, history: changed }))).toBe("edit");
  });
  it("saying which place was meant, or putting the place right before any plan, plans", () => {
    const elsewhere = { ...begun, destination: { ...lisbon, name: "Porto", lat: 41.15, lng: -8.61 } };
    expect(intentOfFacts(read({ plan: elsewhere, answersWhich: true }))).toBe("plan");
    expect(intentOfFacts(read({ plan: elsewhere, message: "sorry, I meant Porto" }))).toBe("plan");
    const plannedTrip = { ...begun, startDate: "2027-05-03" };
    expect(
      intentOfFacts(read({ previous: plannedTrip, plan: { ...elsewhere, startDate: "2027-05-03" }, message: "Porto" })),
    ).toBe("edit");
  });
  it("after a plan made from the traveller's own dates, facts added change it", () => {
    const trip: Plan = { ...begun, startDate: "2027-04-14", awaiting: "origin" };
    // The reply that showed the plan carries its itinerary (as the service stores it).
    const shown = (msgs: string[]) =>
      said(msgs).map((m) =>
        m.role === "assistant" ? { ...m, ctx: { itinerary: [{ date: "2027-04-14", items: [] }] } as never } : m,
      );
    const fromBoston = { ...trip, origin: boston, awaiting: null };
    const two = { ...trip, party: { adults: 2, children: [], rooms: null }, travellers: 2 };
    for (const first of ["Lisbon, 14 April 2027, 4 nights", "lisbon apr 14th for 4 nights", "Lisbon 2027-04-14, 4n"]) {
      for (const message of ["oh we're flying out of Boston by the way", "forgot to mention, we fly from Boston"])
        expect(intentOfFacts(read({ previous: trip, plan: fromBoston, message, history: shown([first]) })), first).toBe(
          "edit",
        );
      expect(
        intentOfFacts(read({ previous: trip, plan: two, message: "my wife is coming too", history: shown([first]) })),
      ).toBe("edit");
    }
  });
  it("but a plan from dates Lotus chose, or a terse answer to its question, is still being described", () => {
    const trip: Plan = { ...begun, startDate: "2027-03-10", awaiting: "origin" };
    const shown = (msgs: string[]) =>
      said(msgs).map((m) =>
        m.role === "assistant" ? { ...m, ctx: { itinerary: [{ date: "2027-03-10", items: [] }] } as never } : m,
      );
    const fromBoston = { ...trip, origin: boston, awaiting: null };
    // "in March": no day of it said.
    expect(
      intentOfFacts(
        read({ previous: trip, plan: fromBoston, message: "we fly from Boston", history: shown(["Lisbon in March"]) }),
      ),
    ).toBe("plan");
    // Asked "where from?", answered "from Boston, 2 adults".
    expect(
      intentOfFacts(
        read({
          previous: trip,
          plan: fromBoston,
          message: "from Boston, 2 adults",
          history: shown(["Lisbon 10 March, 4 nights"]),
        }),
      ),
    ).toBe("plan");
    // No plan shown yet: filling in.
    expect(
      intentOfFacts(
        read({
          previous: trip,
          plan: fromBoston,
          message: "btw we fly from Boston",
          history: said(["Lisbon 10 March"]),
        }),
      ),
    ).toBe("plan");
  });
});

describe("the traveller's own start after one Lotus chose", () => {
  const chose = (): TTripMessage[] => {
    const h = said(["Lisbon 4 nights"]);
    const reply = h[1];
    if (reply) reply.msg = "You gave no dates, so I planned from **Dec 10**: tell me your dates and I'll move it.";
    return h;
  };
  const started = (startDate: string): Plan => ({ ...structuredClone(begun), startDate });
  const before = started("2026-12-10");

  it.each([
    ["3 towns, by train, starting Mar 22", true],
    ["start Apr 10, and do Vienna before Prague", true],
    ["from 4 May please, and make it 5 nights", true],
  ])("fills in the brief, with whatever is said with it: %s", (message, asksChange) => {
    const plan = started("2027-03-22");
    expect(intentOfFacts(read({ previous: before, plan, message, asksChange, edit: true, history: chose() }))).toBe(
      "plan",
    );
  });

  it("but a start Lotus did not choose, or no day given, is a change", () => {
    const plan = started("2027-03-22");
    const message = "start Mar 22 and do Vienna before Prague";
    expect(intentOfFacts(read({ previous: before, plan, message, asksChange: true, edit: true }))).toBe("edit");
    expect(
      intentOfFacts(
        read({
          previous: before,
          plan,
          message: "a week later please",
          asksChange: true,
          edit: true,
          history: chose(),
        }),
      ),
    ).toBe("edit");
  });
});

describe("a wish said of a plan the traveller has seen", () => {
  const trip: Plan = { ...begun, startDate: "2027-04-14" };
  const shown = (msgs: string[]) =>
    said(msgs).map((m) =>
      m.role === "assistant" ? { ...m, ctx: { itinerary: [{ date: "2027-04-14", items: [] }] } as never } : m,
    );
  const wished: Plan = { ...trip, interests: ["park"], mustSee: ["Belem Tower"] };

  it.each(["we love hiking btw, the more trails the better", "Belem Tower at sunset is the whole point"])(
    "changes it when the plan was from their own dates: %s",
    (message) => {
      expect(
        intentOfFacts(read({ previous: trip, plan: wished, message, history: shown(["Lisbon 14 April, 4 nights"]) })),
      ).toBe("edit");
    },
  );

  it("but adds to a brief still being described, and a question asks", () => {
    const message = "we love hiking btw";
    expect(intentOfFacts(read({ previous: trip, plan: wished, message, history: shown(["Lisbon in April"]) }))).toBe(
      "plan",
    );
    expect(
      intentOfFacts(
        read({
          previous: trip,
          plan: wished,
          message: "any hiking near Belem Tower?",
          history: shown(["Lisbon 14 April"]),
        }),
      ),
    ).toBe("plan");
  });
});

describe("a day given for a start the traveller never gave fills in the brief", () => {
  const trip: Plan = { ...begun, startDate: "2027-03-10" };
  const shown = (msgs: string[]) =>
    said(msgs).map((m) =>
      m.role === "assistant" ? { ...m, ctx: { itinerary: [{ date: "2027-03-10", items: [] }] } as never } : m,
    );
  const party = (adults: number) => ({ party: { adults, children: [], rooms: null }, travellers: adults });

  it.each([
    ["Lisbon, 4 nights, March", "the 12th", { ...trip, startDate: "2027-03-12" }],
    [
      "Lisbon 4 nights in March",
      "from Boston, 4 friends, 3rd to 7th",
      { ...trip, startDate: "2027-03-03", origin: boston, ...party(4) },
    ],
    ["Lisbon in March for 4 nights", "march", { ...trip, startDate: "2027-03-01" }],
  ])("%s, then %s", (first, message, plan) => {
    expect(intentOfFacts(read({ previous: trip, plan, message, history: shown([first]) }))).toBe("plan");
  });

  it.each([
    ["Lisbon, 10 March, 4 nights", "the 12th", { ...trip, startDate: "2027-03-12" }],
    [
      "Lisbon 4 nights in March, 2 of us",
      "we're bringing our baby now",
      { ...trip, ...party(2), stayRules: { ...trip.stayRules, children: true } },
    ],
  ])("but after the traveller's own day, or with no day, it changes: %s, then %s", (first, message, plan) => {
    const previous = message.includes("baby") ? { ...trip, ...party(2) } : trip;
    expect(intentOfFacts(read({ previous, plan, message, history: shown([first]) }))).toBe("edit");
  });
});

describe("the party Lotus assumed, told", () => {
  const two: Plan = {
    ...begun,
    startDate: "2027-05-03",
    party: { adults: 2, children: [], rooms: null },
    travellers: 2,
  };
  const told = (message: string, history = said(["Lisbon 4 nights in May"])) =>
    partyConfirmed(read({ previous: two, plan: structuredClone(two), message, history }));
  it.each(["just the two of us", "me and my girlfriend", "2 adults"])("%s fills in the brief", (message) => {
    expect(told(message)).toBe("plan");
  });
  it("a party already told is no assumption to confirm", () => {
    expect(told("just the two of us", said(["Lisbon 4 nights in May, me and my wife"]))).toBeNull();
  });
  it("a message that tells no party confirms nothing", () => {
    expect(told("sounds lovely")).toBeNull();
    expect(told("we love museums")).toBeNull();
  });
});

describe("nothing planned yet: the answer to what Lotus asked fills in the brief", () => {
  const asked: Plan = { ...emptyPlan(), destination: lisbon, awaiting: "dates" };
  const answered: Plan = { ...asked, startDate: "2027-04-02", nights: 6, origin: boston, travellers: 3 };
  it.each([
    ["the dates with the stays' nights, read as a change", { edit: true }],
    ["the dates with who comes", {}],
  ])("%s", (_, over) => {
    expect(
      intentOfFacts(read({ previous: asked, plan: structuredClone(answered), history: said(["Lisbon"]), ...over })),
    ).toBe("plan");
  });
  it("a change asked in so many words is still one", () => {
    expect(
      intentOfFacts(
        read({ previous: asked, plan: structuredClone(answered), asksChange: true, history: said(["Lisbon"]) }),
      ),
    ).toBe("edit");
  });
  it("what Lotus did not ask for is no answer to it", () => {
    const party: Plan = { ...asked, travellers: 3, party: { adults: 3, children: [], rooms: null } };
    expect(intentOfFacts(read({ previous: asked, plan: party, edit: true, history: said(["Lisbon"]) }))).toBe("edit");
  });
});
