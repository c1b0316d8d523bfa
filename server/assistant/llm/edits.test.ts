import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { ZCtx } from "../../../common/api/trips";
import type { TRoundTrip } from "../../../common/travel/schemas";
import { scriptedModel } from "./scripted-model";

// The edit tools, each in a scripted conversation against the local OpenAI-protocol server, on a
// planned trip (4 days in Lisbon from New York for two, as the planner builds it): the model
// reads the plan, makes one change, and says what changed; the reply's itinerary is the trip's
// with that change only, and the turn's intent is an edit.

const model = scriptedModel();

const names = (day: TItineraryDay | undefined) => (day?.items ?? []).map((i) => i.location);

/** One change: read_plan, the edit (arguments in pieces), the model's few lines. */
async function change(message: string, calls: { tool: string; args: string[] }[], words = ["Done: ", "see day 2."]) {
  const trip = await model.lisbonTrip();
  model.script = [{ tool: "read_plan", args: ["{}"] }, ...calls, { text: words }];
  const { result, pieces, tools } = await model.run(message, trip);
  expect(pieces.slice(0, words.length)).toEqual(words);
  ZCtx.parse(result.ctx);
  return { result, trip, tools, sent: model.toolResults(model.requests.length - 1) };
}

/** The edit's own answer, as the model got it. */
const answerOf = (sent: { tool: string; content: unknown }[], tool: string) =>
  sent.filter((s) => s.tool === tool).at(-1)?.content as { ok?: boolean; changed?: string[]; error?: string };

describe("the llm engine's edits", () => {
  it("adds a place to a day, at a time it is open, and leaves the other days alone", async () => {
    const { result, trip, sent } = await change("add the Gulbenkian on day 2", [
      { tool: "add_item", args: ['{"place":"Gulbenkian', ' Museum","day":2}'] },
    ]);
    expect(result.intent).toBe("edit");
    const day2 = result.ctx.itinerary[1];
    const added = day2?.items.find((i) => i.location === "Calouste Gulbenkian Museum");
    expect(added).toMatchObject({ type: "place", date: "2027-03-11" });
    expect((added?.time ?? "") >= "10:00").toBe(true);
    for (const i of [0, 2, 3]) expect(result.ctx.itinerary[i]).toEqual(trip.itinerary[i]);
    expect(answerOf(sent, "add_item")).toMatchObject({ ok: true });
    expect(answerOf(sent, "add_item").changed?.[0]).toMatch(/Added \*\*Calouste Gulbenkian Museum\*\* to day 2 at/);
    // The plan keeps it for a later re-plan; nothing else in it changes.
    expect(result.plan.mustSee).toContain("Calouste Gulbenkian Museum");
    expect({ ...result.plan, mustSee: [] }).toEqual({ ...trip.plan, mustSee: [] });
  });

  it("moves a visit by its ref to another day", async () => {
    const { result, trip } = await change("move the tile museum to day 2", [
      { tool: "move_item", args: ['{"item":"3.6",', '"to_day":2}'] },
    ]);
    expect(result.intent).toBe("edit");
    expect(names(result.ctx.itinerary[1])).toContain("National Tile Museum");
    expect(names(result.ctx.itinerary[2])).not.toContain("National Tile Museum");
    // Only the museum left day 3.
    expect(names(result.ctx.itinerary[2])).toEqual(
      names(trip.itinerary[2]).filter((n) => n !== "National Tile Museum"),
    );
    for (const i of [0, 3]) expect(result.ctx.itinerary[i]).toEqual(trip.itinerary[i]);
  });

  it("removes items by ref, reading every ref before removing any", async () => {
    const { result, trip, sent } = await change("drop Alfama and the market on day 2", [
      { tool: "remove_item", args: ['{"items":["2.3",', '"2.6"]}'] },
    ]);
    expect(result.intent).toBe("edit");
    // 2.6 was Time Out Market before 2.3 went: the second ref still meant it.
    expect(names(result.ctx.itinerary[1])).toEqual(
      names(trip.itinerary[1]).filter((n) => n !== "Alfama" && n !== "Time Out Market"),
    );
    for (const i of [0, 2, 3]) expect(result.ctx.itinerary[i]).toEqual(trip.itinerary[i]);
    expect(answerOf(sent, "remove_item").changed).toEqual([
      "Removed **Alfama** (day 2).",
      "Removed **Time Out Market** (day 2).",
    ]);
    expect(result.plan.avoid).toEqual(["alfama", "time out market"]);
  });

  it("pins an item: the itinerary as it is, and the pin for the service to set", async () => {
    const { result, trip, sent } = await change("keep the monastery where it is", [
      { tool: "pin_item", args: ['{"item":"Jerónimos Monastery"}'] },
    ]);
    expect(result.intent).toBe("edit");
    expect(result.ctx.itinerary).toEqual(trip.itinerary);
    expect((result as typeof result & { pins: unknown }).pins).toEqual([
      { date: "2027-03-12", time: "13:55", activity: "Visit Jerónimos Monastery" },
    ]);
    expect(answerOf(sent, "pin_item").changed?.[0]).toMatch(/^Pinned \*\*Jerónimos Monastery\*\* \(day 3 at 13:55\)/);
  });

  it("chooses a flight from its own search results, and searches once", async () => {
    const search =
      '{"origin":"EWR","destination":"LIS","depart_date":"2027-03-10","return_date":"2027-03-13","adults":2}';
    const { result, trip, tools, sent } = await change("a cheaper flight please", [
      { tool: "search_flights", args: [search.slice(0, 30), search.slice(30)] },
      { tool: "choose_flight", args: ['{"option":', '"F1"}'] },
    ]);
    expect(result.intent).toBe("edit");
    const searched = sent.find((s) => s.tool === "search_flights")?.content as
      | { flights: (TRoundTrip & { option: string })[] }
      | undefined;
    const offered = searched?.flights ?? [];
    const { option, ...f1 } = offered[0] as TRoundTrip & { option: string };
    expect(option).toBe("F1");
    const before = trip.itinerary[0]?.items.find((i) => i.type === "Flight")?.flight as TRoundTrip;
    expect(f1.return_leg.price).toBeLessThan(before.return_leg.price);
    // Both legs of the trip now fly the chosen round trip.
    const flights = result.ctx.itinerary.flatMap((d) => d.items.filter((i) => i.type === "Flight"));
    expect(flights).toHaveLength(2);
    for (const item of flights) expect(item.flight).toEqual(f1);
    expect(flights[0]?.time).toBe(f1.outbound_leg.segments[0]?.depart_time);
    // The days between the flights are as they were.
    expect(result.ctx.itinerary[2]).toEqual(trip.itinerary[2]);
    expect(answerOf(sent, "choose_flight").changed?.[0]).toMatch(/^Now flying \*\*United Airlines\*\*/);
    expect(tools.uses.filter((u) => u.tool === "search_flights")).toHaveLength(1);
  });

  it("chooses a flight by what the traveller wants among the journey's flights", async () => {
    const { result, sent } = await change("is there a cheaper flight?", [
      { tool: "choose_flight", args: ['{"pick":"cheaper"}'] },
    ]);
    expect(result.intent).toBe("edit");
    const prices = result.ctx.itinerary
      .flatMap((d) => d.items.filter((i) => i.type === "Flight"))
      .map((i) => (i.flight as TRoundTrip).return_leg.price);
    expect(prices).toEqual([1700.99, 1700.99]);
    expect(answerOf(sent, "choose_flight").changed?.[0]).toMatch(/\$1,701 round trip \(\$361 less\)/);
  });

  it("chooses a hotel from its own search results for the stay's nights", async () => {
    const search = '{"city":"Lisbon","check_in":"2027-03-10","check_out":"2027-03-13","adults":2}';
    const { result, trip, sent } = await change("the Harbour Yard Inn instead", [
      { tool: "search_hotels", args: [search] },
      { tool: "choose_hotel", args: ['{"option":"H2"}'] },
    ]);
    expect(result.intent).toBe("edit");
    const hotels = result.ctx.itinerary.flatMap((d) => d.items.filter((i) => i.type === "Hotel"));
    expect(hotels.map((h) => h.hotel?.hotel_name)).toEqual(["Harbour Yard Inn", "Harbour Yard Inn"]);
    expect(hotels.map((h) => h.activity)).toEqual(["Check in at Harbour Yard Inn", "Check out of Harbour Yard Inn"]);
    for (const i of [1, 2]) expect(result.ctx.itinerary[i]).toEqual(trip.itinerary[i]);
    expect(answerOf(sent, "choose_hotel").changed?.[0]).toMatch(
      /^Swapped \*\*Saffron Court Inn\*\* for \*\*Harbour Yard Inn\*\* \(3★\): \$259, \$98 less/,
    );
    expect(result.plan.chosenHotelNightly).toBeCloseTo(86.46, 2);
  });

  it("chooses a cheaper hotel when asked for one", async () => {
    const { result } = await change("cheaper hotel", [{ tool: "choose_hotel", args: ['{"want":"cheaper"}'] }]);
    expect(result.intent).toBe("edit");
    const hotel = result.ctx.itinerary[0]?.items.find((i) => i.type === "Hotel")?.hotel;
    expect(hotel?.total_price).toBeLessThan(357.72);
  });

  it("sets the stays: the days are rebuilt around them", async () => {
    const { result, trip } = await change("2 nights in Lisbon and 2 in Porto", [
      { tool: "set_stays", args: ['{"stays":[{"city":"Lisbon","nights":2},', '{"city":"Porto","nights":2}]}'] },
    ]);
    expect(result.intent).toBe("edit");
    expect(result.plan.stays.map((s) => [s.place.name, s.nights])).toEqual([
      ["Lisbon", 2],
      ["Porto", 2],
    ]);
    expect(result.ctx.itinerary).toHaveLength(5);
    expect(result.ctx.itinerary[0]?.date).toBe(trip.itinerary[0]?.date);
    expect(result.ctx.itinerary.flatMap((d) => d.items).some((i) => i.location === "Porto")).toBe(true);
  });

  it("makes an edit again on the days a later re-plan in the same turn builds", async () => {
    const { result, trip, tools } = await change("add the aquarium on day 3 and make it 5 days", [
      { tool: "add_item", args: ['{"place":"Oceanário de Lisboa","day":3}'] },
      // The city restated with the new length: still a change to this trip, not a new one.
      { tool: "update_trip_plan", args: ['{"destination":"Lisbon",', '"nights":4}'] },
    ]);
    expect(result.intent).toBe("edit");
    expect(result.ctx.itinerary).toHaveLength(5);
    expect(result.ctx.itinerary[0]?.date).toBe(trip.itinerary[0]?.date);
    expect(names(result.ctx.itinerary[2])).toContain("Oceanário de Lisboa");
    expect(result.plan).toMatchObject({ nights: 4 });
    expect(result.plan.mustSee).toContain("Oceanário de Lisboa");
    // The re-plan's searches went to the providers once each.
    const asked = tools.uses.map((u) => u.tool);
    expect(asked.filter((t) => t === "search_hotels").length).toBeLessThanOrEqual(1);
    expect(new Set(tools.uses.map((u) => JSON.stringify(u))).size).toBe(tools.uses.length);
  });

  it("says what changed when the model says nothing, and never crashes on a bad edit", async () => {
    const trip = await model.lisbonTrip();
    model.script = [
      { tool: "remove_item", args: ['{"items":["1.1"]}'] },
      { tool: "move_item", args: ['{"item":"2.99","to_day":3}'] },
      { tool: "add_item", args: ['{"place":"Oceanário de Lisboa","day":3}'] },
      { text: [] },
    ];
    const { result } = await model.run("add the aquarium on day 3 and drop the flight", trip);
    const sent = model.toolResults(3);
    expect(answerOf(sent, "remove_item").error).toMatch(/can't just be removed/);
    expect(answerOf(sent, "move_item").error).toMatch(/There is no item 2\.99/);
    expect(result.intent).toBe("edit");
    expect(result.text).toMatch(/^- Added \*\*Oceanário de Lisboa\*\* to day 3 at \d\d:\d\d/);
    expect(names(result.ctx.itinerary[2])).toContain("Oceanário de Lisboa");
  });
});
