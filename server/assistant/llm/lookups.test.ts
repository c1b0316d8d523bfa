import { describe, expect, it } from "vitest";
import { ZCtx } from "../../../common/api/trips";
import { scriptedModel } from "./scripted-model";
import { refOf } from "./view";

// The look-up tools, each in a scripted conversation against the local OpenAI-protocol server:
// the model calls the tool with its arguments streamed in pieces, the tool's answer goes back to
// it on the next request, its final text streams to the traveller, and the trip is left alone.

const model = scriptedModel();

/** One question answered with one look-up: the call (arguments in pieces), then the model's words. */
async function lookUp(message: string, call: { tool: string; args: string[] }, words: string[]) {
  const trip = await model.lisbonTrip();
  model.script = [call, { text: words }];
  const { result, pieces, tools } = await model.run(message, trip);
  // A question: the words streamed as they came, the plan and the itinerary untouched.
  expect(pieces).toEqual(words);
  expect(result.text).toBe(words.join(""));
  expect(result.intent).toBe("question");
  expect(result.ctx.itinerary).toEqual([]);
  expect(result.plan).toEqual(trip.plan);
  ZCtx.parse(result.ctx);
  expect(model.requests).toHaveLength(2);
  // The tool's result went back to the model with the call it answers.
  const sent = model.toolResults(1);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.tool).toBe(call.tool);
  // OpenAI's protocol carries a tool's result as a JSON text (scripted-model parses it back).
  const value = sent[0]?.content as Record<string, unknown>;
  expect(value).not.toHaveProperty("error");
  return { value, result, tools, trip };
}

describe("the llm engine's look-ups", () => {
  it("answers the weather on a day of the trip", async () => {
    const { value, tools } = await lookUp(
      "what's the weather on day 2?",
      { tool: "get_weather", args: ['{"da', 'ys":[', "2]}"] },
      ["Day 2 looks ", "mild: pack a light jacket."],
    );
    const days = value.days as { day: number; date: string; place: string; weather: { temp_max: number } | null }[];
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ day: 2, date: "2027-03-11", place: "Lisbon" });
    expect(typeof days[0]?.weather?.temp_max).toBe("number");
    expect(value.answer).toMatch(/Day 2 · Thu, Mar 11\*\* in Lisbon/);
    // Asked of the weather provider, at the day's own place.
    expect(tools.uses.filter((u) => u.tool === "get_weather")).toHaveLength(1);
  });

  it("answers opening hours for a place of the plan, by name or by ref", async () => {
    // Where the monastery is in the plan as built (day and ref), not a hard-coded position.
    const trip = await model.lisbonTrip();
    const d = trip.itinerary.findIndex((x) => x.items.some((i) => i.location === "Jerónimos Monastery"));
    const i = trip.itinerary[d]?.items.findIndex((x) => x.location === "Jerónimos Monastery") ?? -1;
    const byName = await lookUp(
      "when is the monastery open?",
      { tool: "opening_hours", args: ['{"place":"Jerónimos', ' Monastery"}'] },
      ["It's usually open ", "09:00-18:00."],
    );
    expect(byName.value).toMatchObject({ place: "Jerónimos Monastery", opens: "09:00", closes: "18:00" });
    expect(byName.value.answer).toMatch(new RegExp(`on day ${d + 1}`));
    const byRef = await lookUp(
      "when does that one open?",
      { tool: "opening_hours", args: ['{"place":', `"${refOf(d, i)}"}`] },
      ["Same: ", "09:00."],
    );
    expect(byRef.value).toMatchObject({ place: "Jerónimos Monastery", opens: "09:00" });
  });

  it("answers how long it takes to get from one place to another", async () => {
    const inTown = await lookUp(
      "how long from the castle to Belém?",
      { tool: "route_time", args: ['{"from":"São Jorge', ' Castle","to":"Jerónimos', ' Monastery"}'] },
      ["About half an hour ", "by taxi."],
    );
    expect(inTown.value).toMatchObject({ mode: "ride" });
    expect(inTown.value.minutes).toBeGreaterThan(10);
    expect(inTown.value.minutes).toBeLessThan(60);
    const between = await lookUp(
      "and Lisbon to Porto?",
      { tool: "route_time", args: ['{"from":"Lisbon",', '"to":"Porto"}'] },
      ["About three hours ", "by train."],
    );
    expect(between.value).toMatchObject({ mode: "train" });
    expect(between.value.km).toBeGreaterThan(250);
    expect(between.value.answer).toMatch(/Lisbon → Porto/);
  });

  it("finds places to eat for a meal and a diet near where a day is spent", async () => {
    const { value, result } = await lookUp(
      "somewhere vegetarian for dinner on day 3?",
      { tool: "find_restaurants", args: ['{"day":3,"meal":"din', 'ner","diets":["vegetarian"]}'] },
      ["Try ", "one of these."],
    );
    const restaurants = value.restaurants as { name: string; diets: string[] }[];
    expect(restaurants.length).toBeGreaterThan(0);
    for (const r of restaurants) expect(r.diets.some((d) => d === "vegetarian" || d === "vegan")).toBe(true);
    expect(value.answer).toMatch(/dinner, vegetarian-friendly/);
    // The places found go with the reply, for its cards.
    expect(result.ctx.places.map((p) => p.name)).toEqual(restaurants.map((r) => r.name));
  });

  it("adds up the trip's cost and a packing list without changing anything", async () => {
    const cost = await lookUp("how much so far?", { tool: "trip_cost", args: ["{}"] }, ["About that much."]);
    expect(cost.value.total).toBeGreaterThan(0);
    const pack = await lookUp("what should I pack?", { tool: "packing_list", args: ["{", "}"] }, ["Layers."]);
    expect(String(pack.value.answer).length).toBeGreaterThan(20);
  });

  it("says what it does not know instead of guessing", async () => {
    const trip = await model.lisbonTrip();
    model.script = [
      { tool: "opening_hours", args: ['{"place":"Xqzzy Palace of Nowhere"}'] },
      { tool: "get_weather", args: ['{"days":[99]}'] },
      { text: ["Which place ", "do you mean?"] },
    ];
    const { result } = await model.run("when is xqzzy open?", trip);
    expect(result.text).toBe("Which place do you mean?");
    expect(result.intent).toBe("question");
    const [hours] = model.toolResults(1);
    expect(JSON.stringify(hours?.content)).toMatch(/don't know a place called/);
    expect(result.ctx.itinerary).toEqual([]);
  });
});
