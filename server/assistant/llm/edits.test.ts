import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { ZCtx } from "../../../common/api/trips";
import type { TRoundTrip } from "../../../common/travel/schemas";
import { scriptedModel } from "./scripted-model";
import { refOf } from "./view";

// The edit tools, each in a scripted conversation against the local OpenAI-protocol server, on a
// planned trip (4 days in Lisbon from New York for two, as the planner builds it): the model
// reads the plan, makes one change, and says what changed; the reply's itinerary is the trip's
// with that change only, and the turn's intent is an edit.

const model = scriptedModel();

const names = (day: TItineraryDay | undefined) => (day?.items ?? []).map((i) => i.location);

/** The ref read_plan gives an item (by its place), computed from the trip as planned: never hard-coded. */
function refIn(days: readonly TItineraryDay[], location: string, day?: number): string {
  for (const [d, x] of days.entries()) {
    if (day !== undefined && d !== day - 1) continue;
    const i = x.items.findIndex((it) => it.location === location);
    if (i >= 0) return refOf(d, i);
  }
  throw new Error(`${location} is not on the plan`);
}
/** The first visit of a day that is a place of the catalogue (not a meal), by its location. */
const visitsOf = (day: TItineraryDay | undefined) =>
  (day?.items ?? []).filter((i) => i.type === "place" && !i.meal).map((i) => i.location);

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
    const { result, trip, sent } = await change("add Belém Tower on day 2", [
      { tool: "add_item", args: ['{"place":"Belém', ' Tower","day":2}'] },
    ]);
    expect(result.intent).toBe("edit");
    const day2 = result.ctx.itinerary[1];
    const added = day2?.items.find((i) => i.location === "Belém Tower");
    expect(added).toMatchObject({ type: "place", date: "2027-03-11" });
    expect((added?.time ?? "") >= "10:00").toBe(true);
    for (const i of [0, 2, 3]) expect(result.ctx.itinerary[i]).toEqual(trip.itinerary[i]);
    expect(answerOf(sent, "add_item")).toMatchObject({ ok: true });
    expect(answerOf(sent, "add_item").changed?.[0]).toMatch(/Added \*\*Belém Tower\*\* to day 2 at/);
    // The plan keeps it for a later re-plan; nothing else in it changes.
    expect(result.plan.mustSee).toContain("Belém Tower");
    expect({ ...result.plan, mustSee: [] }).toEqual({ ...trip.plan, mustSee: [] });
  });

  it("moves a visit by its ref to another day", async () => {
    const planned = await model.lisbonTrip();
    const moved = visitsOf(planned.itinerary[2]).at(-1) as string;
    const { result, trip } = await change(`move ${moved} to day 2`, [
      { tool: "move_item", args: [`{"item":"${refIn(planned.itinerary, moved, 3)}",`, '"to_day":2}'] },
    ]);
    expect(result.intent).toBe("edit");
    expect(names(result.ctx.itinerary[1])).toContain(moved);
    expect(names(result.ctx.itinerary[2])).not.toContain(moved);
    // Only that visit left day 3.
    expect(names(result.ctx.itinerary[2])).toEqual(names(trip.itinerary[2]).filter((n) => n !== moved));
    for (const i of [0, 3]) expect(result.ctx.itinerary[i]).toEqual(trip.itinerary[i]);
  });

  it("removes items by ref, reading every ref before removing any", async () => {
    const planned = await model.lisbonTrip();
    const [a, b] = [visitsOf(planned.itinerary[1])[0] as string, visitsOf(planned.itinerary[1]).at(-1) as string];
    const refs = [refIn(planned.itinerary, a, 2), refIn(planned.itinerary, b, 2)];
    const { result, trip, sent } = await change(`drop ${a} and ${b} on day 2`, [
      { tool: "remove_item", args: [`{"items":["${refs[0]}",`, `"${refs[1]}"]}`] },
    ]);
    expect(result.intent).toBe("edit");
    // The second ref was read before the first item went: it still meant the second item.
    expect(names(result.ctx.itinerary[1])).toEqual(names(trip.itinerary[1]).filter((n) => n !== a && n !== b));
    for (const i of [0, 2, 3]) expect(result.ctx.itinerary[i]).toEqual(trip.itinerary[i]);
    expect(answerOf(sent, "remove_item").changed).toEqual([`Removed **${a}** (day 2).`, `Removed **${b}** (day 2).`]);
    expect(result.plan.avoid).toEqual([a.toLowerCase(), b.toLowerCase()]);
  });

  it("pins an item: the itinerary as it is, and the pin for the service to set", async () => {
    const { result, trip, sent } = await change("keep the monastery where it is", [
      { tool: "pin_item", args: ['{"item":"Jerónimos Monastery"}'] },
    ]);
    expect(result.intent).toBe("edit");
    expect(result.ctx.itinerary).toEqual(trip.itinerary);
    const d = trip.itinerary.findIndex((x) => x.items.some((i) => i.location === "Jerónimos Monastery"));
    const item = trip.itinerary[d]?.items.find((i) => i.location === "Jerónimos Monastery");
    expect((result as typeof result & { pins: unknown }).pins).toEqual([
      { date: item?.date, time: item?.time, activity: item?.activity },
    ]);
    expect(answerOf(sent, "pin_item").changed?.[0]).toContain(
      `Pinned **Jerónimos Monastery** (day ${d + 1} at ${item?.time})`,
    );
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
    const { result, sent, trip } = await change("is there a cheaper flight?", [
      { tool: "choose_flight", args: ['{"pick":"cheaper"}'] },
    ]);
    expect(result.intent).toBe("edit");
    const pricesIn = (days: TItineraryDay[]) =>
      days
        .flatMap((d) => d.items.filter((i) => i.type === "Flight"))
        .map((i) => (i.flight as TRoundTrip).return_leg.price);
    const [before] = pricesIn(trip.itinerary);
    const prices = pricesIn(result.ctx.itinerary);
    const [now] = prices;
    // One round trip, both ways on the new fare, cheaper than the one it replaces.
    expect(prices).toHaveLength(2);
    expect(new Set(prices).size).toBe(1);
    expect(now).toBeLessThan(before as number);
    const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;
    expect(answerOf(sent, "choose_flight").changed?.[0]).toContain(
      `${dollars(now as number)} round trip (${dollars((before as number) - (now as number))} less)`,
    );
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
    const { result, trip, tools } = await change("add Belém Tower on day 3 and make it 5 days", [
      { tool: "add_item", args: ['{"place":"Belém Tower","day":3}'] },
      // The city restated with the new length: still a change to this trip, not a new one.
      { tool: "update_trip_plan", args: ['{"destination":"Lisbon",', '"nights":4}'] },
    ]);
    expect(result.intent).toBe("edit");
    expect(result.ctx.itinerary).toHaveLength(5);
    expect(result.ctx.itinerary[0]?.date).toBe(trip.itinerary[0]?.date);
    expect(names(result.ctx.itinerary[2])).toContain("Belém Tower");
    expect(result.plan).toMatchObject({ nights: 4 });
    expect(result.plan.mustSee).toContain("Belém Tower");
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
      { tool: "add_item", args: ['{"place":"Belém Tower","day":3}'] },
      { text: [] },
    ];
    const { result } = await model.run("add Belém Tower on day 3 and drop the flight", trip);
    const sent = model.toolResults(3);
    expect(answerOf(sent, "remove_item").error).toMatch(/can't just be removed/);
    expect(answerOf(sent, "move_item").error).toMatch(/There is no item 2\.99/);
    expect(result.intent).toBe("edit");
    expect(result.text).toMatch(/^- Added \*\*Belém Tower\*\* to day 3 at \d\d:\d\d/);
    expect(names(result.ctx.itinerary[2])).toContain("Belém Tower");
  });
});
