import { describe, expect, it } from "vitest";
import { ZCtx } from "../../common/api/trips";
import { loadConfig } from "../config";
import { createEngine } from "./create-engine";
import { RULES } from "./llm/prompt";
import { type ScriptedTurn, type SentRequest, scriptedModel } from "./llm/scripted-model";

// Against a local server speaking OpenAI's streaming Chat Completions with scripted turns
// (llm/scripted-model.ts). The look-ups and the edits have their own files under llm/.

const model = scriptedModel();
const { run, toolResults, lisbonTrip } = model;
let requests: SentRequest[] = [];
const play = (turns: ScriptedTurn[]) => {
  model.script = turns;
  requests = model.requests;
};

const planArgs = [
  '{"destination":"Lis',
  'bon","origin":"New York",',
  '"start_date":"2027-03-10","nights":3,"travellers":2}',
];

const ALL_TOOLS = [
  "read_plan",
  "update_trip_plan",
  "search_flights",
  "search_hotels",
  "search_places",
  "search_forum_posts",
  "get_weather",
  "opening_hours",
  "route_time",
  "find_restaurants",
  "trip_cost",
  "packing_list",
  "add_item",
  "move_item",
  "remove_item",
  "pin_item",
  "choose_flight",
  "choose_hotel",
  "set_stays",
];

describe("the llm engine", () => {
  it("calls tools over several steps, streams the answer, and builds the itinerary from the plan", async () => {
    play([
      { tool: "update_trip_plan", args: planArgs },
      { tool: "search_places", args: ['{"near":"Lisbon","query":"museums"}'] },
      { text: ["Here's your ", "trip to **Lisbon**", " for two."] },
    ]);
    const { result, pieces } = await run("4 days in Lisbon from New York on March 10 for two");
    // The model's words, then whatever the planner could not meet (said after them, never hidden).
    expect(pieces.slice(0, 3)).toEqual(["Here's your ", "trip to **Lisbon**", " for two."]);
    expect(result.text.startsWith("Here's your trip to **Lisbon** for two.")).toBe(true);
    expect(result.text.slice("Here's your trip to **Lisbon** for two.".length)).toBe(
      (result.ctx.trip?.problems ?? [])
        .map((p) => `\n\n${p.message}`)
        .join("")
        .trimEnd(),
    );
    ZCtx.parse(result.ctx);
    expect(result.ctx).toMatchObject({ destination: "Lisbon, Portugal", dates: "Mar 10 - Mar 13, 2027" });
    expect(result.ctx.itinerary).toHaveLength(4);
    expect(result.ctx.places.every((p) => p.types.includes("museum"))).toBe(true);
    expect(result.plan).toMatchObject({ travellers: 2, nights: 3, startDate: "2027-03-10" });
    expect(result.intent).toBe("plan");
    expect(result.ctx.tool_uses.map((u) => u.tool)).toContain("search_places");

    expect(requests).toHaveLength(3);
    expect(requests[0]?.messages[0]).toMatchObject({ role: "system" });
    expect(requests[0]?.tools?.map((t) => t.function.name).sort()).toEqual([...ALL_TOOLS].sort());
    // The tool's answer went back to the model on the next step.
    const toolReply = requests[1]?.messages.find((m) => m.role === "tool");
    expect(JSON.stringify(toolReply?.content)).toContain("Lisbon, Portugal");
  });

  it("survives a malformed tool call: the model is told, and the turn still ends with an answer", async () => {
    play([
      { tool: "update_trip_plan", args: ['{"nights": "lots", "destination": '] },
      { text: ["Sorry, ", "which city?"] },
    ]);
    const { result } = await run("somewhere nice");
    expect(result.text).toBe("Sorry, which city?");
    expect(result.ctx.itinerary).toEqual([]);
    expect(requests).toHaveLength(2);
    expect(JSON.stringify(requests[1]?.messages)).toMatch(/error|invalid/i);
  });

  it("retries a 429 and then answers", async () => {
    play([
      { status: 429, error: { message: "Rate limit reached", type: "requests", code: "rate_limit_exceeded" } },
      { text: ["Hello ", "Ana!"] },
    ]);
    const { result } = await run("hi");
    expect(result.text).toBe("Hello Ana!");
    expect(requests).toHaveLength(2);
  });

  it("fails the turn with an error when the provider keeps refusing", async () => {
    play([{ status: 400, error: { message: "Bad request", type: "invalid_request_error", code: "bad" } }]);
    await expect(run("hi")).rejects.toThrow();
  });

  it("sends the rules in its system prompt, with the trip as it stands", async () => {
    const trip = await lisbonTrip();
    play([{ text: ["Hi Ana!"] }]);
    await run("hello", trip);
    const system = String(requests[0]?.messages[0]?.content);
    expect(requests[0]?.messages[0]?.role).toBe("system");
    for (const rule of RULES) expect(system).toContain(rule);
    expect(system).toMatch(/Intent before action/);
    expect(system).toContain("Portland, Oregon or Portland, Maine?");
    expect(system).toContain('"destination":"Lisbon, Portugal"');
    expect(system).toContain('"itinerary_days":4');
  });

  it("reads the plan and answers a question, leaving the plan and the itinerary alone", async () => {
    const trip = await lisbonTrip();
    play([{ tool: "read_plan", args: ["{", "}"] }, { text: ["On day 3 you visit ", "**Jerónimos Monastery**."] }]);
    const { result, pieces } = await run("what are we doing on day 3?", trip);
    expect(pieces).toEqual(["On day 3 you visit ", "**Jerónimos Monastery**."]);
    expect(result.text).toBe("On day 3 you visit **Jerónimos Monastery**.");
    expect(result.intent).toBe("question");
    // An empty itinerary leaves the trip's as it is (the service merges only a non-empty one).
    expect(result.ctx.itinerary).toEqual([]);
    expect(result.plan).toEqual(trip.plan);
    ZCtx.parse(result.ctx);
    // The model got the itinerary as it stands, each item with its ref for the edit tools.
    const [read] = toolResults(1);
    expect(read?.tool).toBe("read_plan");
    const view = JSON.stringify(read?.content);
    expect(view).toContain("Lisbon, Portugal");
    // Its line is "<day>.<position> <time> <activity> (<kind>, <minutes>)", from the trip as planned.
    const d = trip.itinerary.findIndex((x) => x.items.some((i) => i.location === "Jerónimos Monastery"));
    const i = trip.itinerary[d]?.items.findIndex((x) => x.location === "Jerónimos Monastery") ?? -1;
    const item = trip.itinerary[d]?.items[i];
    expect(view).toContain(`"${d + 1}.${i + 1} ${item?.time} Visit Jerónimos Monastery (place, 75 min)"`);
    expect(view).toContain('"date":"2027-03-12"');
  });

  it("asks one short question when a place is ambiguous, and plans once it is answered", async () => {
    play([{ text: ["Portland, Oregon ", "or Portland, Maine?"] }]);
    const first = await run("a weekend in Portland from Boston, March 5");
    expect(first.result).toMatchObject({ text: "Portland, Oregon or Portland, Maine?", intent: "question" });
    expect(first.result.ctx.itinerary).toEqual([]);
    expect(first.result.plan.destination).toBeNull();

    play([
      {
        tool: "update_trip_plan",
        args: ['{"destination":"Portland, Oregon","origin":"Boston",', '"start_date":"2027-03-05","nights":2}'],
      },
      { text: ["Portland, Oregon it is."] },
    ]);
    const history = [
      { role: "user" as const, msg: "a weekend in Portland from Boston, March 5" },
      { role: "assistant" as const, msg: first.result.text },
    ].map((h, i) => ({
      ...h,
      id: `m${i}`,
      ctx: null,
      user_id: h.role === "user" ? "u1" : "assistant",
      mentions: [],
      in_reply_to: null,
      created_at: "2026-11-22T09:00:00Z",
      is_private: false,
    }));
    const second = await run("Oregon", { plan: first.result.plan, history });
    expect(second.result.intent).toBe("plan");
    expect(second.result.plan.destination).toMatchObject({ name: "Portland", country_code: "US" });
    expect(second.result.plan.destination?.lng).toBeLessThan(-120);
    expect(second.result.ctx.itinerary).toHaveLength(3);
    // The conversation so far went to the model, then the answer.
    expect(requests[0]?.messages.slice(1).map((m) => m.content)).toEqual([
      "a weekend in Portland from Boston, March 5",
      "Portland, Oregon or Portland, Maine?",
      "Oregon",
    ]);
  });

  it("changes nothing when the model only restates the plan while answering", async () => {
    const trip = await lisbonTrip();
    play([{ tool: "update_trip_plan", args: ['{"destination":"Lisbon","nights":3}'] }, { text: ["Yes, 4 days."] }]);
    const { result } = await run("it's 4 days, right?", trip);
    expect(result.intent).toBe("question");
    expect(result.ctx.itinerary).toEqual([]);
    expect(result.plan).toEqual(trip.plan);
  });

  it("reads a new destination on a planned trip as a new plan, and new dates as a change to it", async () => {
    const trip = await lisbonTrip();
    play([{ tool: "update_trip_plan", args: ['{"destination":"Porto"}'] }, { text: ["Porto it is."] }]);
    const moved = await run("actually let's do Porto instead", trip);
    expect(moved.result.intent).toBe("plan");
    expect(moved.result.ctx.destination).toBe("Porto, Portugal");
    expect(moved.result.ctx.itinerary).toHaveLength(4);

    play([{ tool: "update_trip_plan", args: ['{"start_date":"2027-03-17"}'] }, { text: ["Moved a week."] }]);
    const later = await run("push it a week later", trip);
    expect(later.result.intent).toBe("edit");
    expect(later.result.ctx.itinerary[0]?.date).toBe("2027-03-17");
  });

  it("reads small talk as small talk", async () => {
    const trip = await lisbonTrip();
    play([{ text: ["You're welcome, ", "Ana!"] }]);
    const { result } = await run("thanks!", trip);
    expect(result).toMatchObject({ intent: "chitchat", text: "You're welcome, Ana!", plan: trip.plan });
    expect(result.ctx.itinerary).toEqual([]);
  });

  it("sends the same search once in a turn, and the planner builds from what the model found", async () => {
    const hotelArgs = '{"city":"Lisbon","check_in":"2027-03-10","check_out":"2027-03-13","adults":2}';
    play([
      { tool: "search_hotels", args: [hotelArgs.slice(0, 20), hotelArgs.slice(20)] },
      { tool: "search_places", args: ['{"near":"Lisbon"}'] },
      { tool: "search_hotels", args: [hotelArgs] },
      { tool: "update_trip_plan", args: planArgs },
      { text: ["Done."] },
    ]);
    const { result, tools } = await run("4 days in Lisbon from New York on March 10 for two");
    expect(result.intent).toBe("plan");
    expect(result.ctx.itinerary).toHaveLength(4);
    // Asked of the travel providers once each: the model's second hotel search and the planner's
    // own place and (capped) hotel searches were answered from the turn's memo.
    const asked = tools.uses.map((u) => u.tool);
    expect(asked.filter((t) => t === "search_hotels")).toHaveLength(1);
    expect(asked.filter((t) => t === "search_places")).toHaveLength(1);
    // The second search's answer is the first's, as sent to the model.
    const hotels = toolResults(3).filter((r) => r.tool === "search_hotels");
    expect(hotels).toHaveLength(2);
    expect(hotels[1]?.content).toEqual(hotels[0]?.content);
    // The hotel the planner chose is one the model was shown.
    const shown = JSON.stringify(hotels[0]?.content);
    const chosen = result.ctx.itinerary[0]?.items.find((i) => i.type === "Hotel")?.hotel?.hotel_name;
    expect(chosen).toBeTruthy();
    expect(shown).toContain(chosen as string);
  });

  it("tells the model clearly when its tool arguments are invalid, and the turn goes on", async () => {
    const trip = await lisbonTrip();
    play([
      { tool: "search_flights", args: ['{"origin":"New York","destination":"LIS","depart_date":"March 10"}'] },
      { tool: "move_item", args: ['{"item":"9.9","to_day":2}'] },
      { tool: "no_such_tool", args: ["{}"] },
      { text: ["Which airport ", "do you fly from?"] },
    ]);
    const { result } = await run("find flights", trip);
    expect(result.text).toBe("Which airport do you fly from?");
    expect(result.ctx.itinerary).toEqual([]);
    expect(result.plan).toEqual(trip.plan);
    // Each mistake went back to the model as the tool's error, saying what was wrong.
    expect(JSON.stringify(requests[1]?.messages.at(-1))).toMatch(/IATA airport code/);
    expect(JSON.stringify(requests[1]?.messages.at(-1))).toMatch(/YYYY-MM-DD/);
    expect(JSON.stringify(requests[2]?.messages.at(-1))).toMatch(/no item 9\.9/i);
    expect(JSON.stringify(requests[3]?.messages.at(-1))).toMatch(/no_such_tool/);
  });

  it("is chosen by configuration, and the configuration is checked", () => {
    const env = { SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-unused" };
    expect(createEngine(loadConfig(env)).name).toBe("offline");
    expect(
      createEngine(
        loadConfig({
          ...env,
          LLM_PROVIDER: "openai-compatible",
          LLM_MODEL: "llama3",
          LLM_BASE_URL: `${model.api.base}/v1`,
        }),
      ).name,
    ).toBe("llm");
    expect(() => loadConfig({ ...env, LLM_PROVIDER: "openai" })).toThrow(/LLM_MODEL and LLM_API_KEY/);
    expect(() => loadConfig({ ...env, LLM_PROVIDER: "openai-compatible", LLM_MODEL: "x" })).toThrow(/LLM_BASE_URL/);
  });
});
