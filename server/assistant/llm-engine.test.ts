import { DateTime } from "luxon";
import { beforeEach, describe, expect, it } from "vitest";
import { ZCtx } from "../../common/api/trips";
import { loadConfig } from "../config";
import { stubHttpServer } from "../testing/stub-http";
import { createTravel } from "../travel/travel";
import { createEngine } from "./create-engine";
import { languageModel, llmEngine } from "./llm-engine";
import { emptyPlan } from "./plan";
import { completionChunk } from "./testing/openai-stream";
import { createToolbox } from "./tools";

// A local server speaking OpenAI's Chat Completions streaming protocol: server-sent
// `chat.completion.chunk` events with content deltas and tool_calls (arguments in pieces),
// `finish_reason`, a usage chunk and `data: [DONE]`; errors in OpenAI's `{error: {...}}` envelope.

type Turn =
  | { text: string[] }
  | { tool: string; args: string[] }
  | { status: number; error: { message: string; type: string; code: string } };

let script: Turn[] = [];
let requests: { messages: { role: string; content?: unknown }[]; tools?: { function: { name: string } }[] }[] = [];

const chunk = completionChunk;

const api = stubHttpServer((req, res, body) => {
  if (req.url !== "/v1/chat/completions" || req.headers.authorization !== "Bearer sk-test") {
    res.writeHead(401, { "content-type": "application/json" });
    return res.end(
      JSON.stringify({
        error: { message: "Incorrect API key", type: "invalid_request_error", code: "invalid_api_key" },
      }),
    );
  }
  requests.push(JSON.parse(body));
  const turn = script.shift() ?? { text: ["(no more turns)"] };
  if ("status" in turn) {
    res.writeHead(turn.status, { "content-type": "application/json", "retry-after-ms": "5", "retry-after": "0" });
    return res.end(JSON.stringify({ error: { ...turn.error, param: null } }));
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  res.write(chunk({ role: "assistant", content: "" }));
  if ("text" in turn) {
    for (const piece of turn.text) res.write(chunk({ content: piece }));
    res.write(chunk({}, "stop"));
  } else {
    res.write(
      chunk({
        tool_calls: [
          {
            index: 0,
            id: `call_${requests.length}`,
            type: "function",
            function: { name: turn.tool, arguments: "" },
          },
        ],
      }),
    );
    for (const piece of turn.args) res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
    res.write(chunk({}, "tool_calls"));
  }
  res.write(
    `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1, model: "gpt-test", choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
  );
  res.end("data: [DONE]\n\n");
});
beforeEach(() => {
  script = [];
  requests = [];
});

const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-unused", WEATHER_PROVIDER: "offline" }),
);
const engine = () =>
  llmEngine(
    languageModel({
      provider: "openai",
      model: "gpt-test",
      apiKey: "sk-test",
      baseUrl: `${api.base}/v1`,
      timeoutMs: 30_000,
    }),
    {
      maxRetries: 2,
    },
  );

async function run(message: string) {
  const pieces: string[] = [];
  const result = await engine().reply({
    message,
    history: [],
    plan: emptyPlan(),
    now: DateTime.fromISO("2026-11-22T09:00:00Z"),
    traveller: { firstName: "Ana" },
    tools: createToolbox(travel),
    emit: (d) => pieces.push(d),
  });
  return { result, pieces };
}

const planArgs = [
  '{"destination":"Lis',
  'bon","origin":"New York",',
  '"start_date":"2027-03-10","nights":3,"travellers":2}',
];

describe("the llm engine", () => {
  it("calls tools over several steps, streams the answer, and builds the itinerary from the plan", async () => {
    script = [
      { tool: "update_trip_plan", args: planArgs },
      { tool: "search_places", args: ['{"near":"Lisbon","query":"museums"}'] },
      { text: ["Here's your ", "trip to **Lisbon**", " for two."] },
    ];
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
    expect(result.ctx.tool_uses.map((u) => u.tool)).toContain("search_places");

    expect(requests).toHaveLength(3);
    expect(requests[0]?.messages[0]).toMatchObject({ role: "system" });
    expect(requests[0]?.tools?.map((t) => t.function.name).sort()).toEqual(
      ["search_flights", "search_forum_posts", "search_hotels", "search_places", "update_trip_plan"].sort(),
    );
    // The tool's answer went back to the model on the next step.
    const toolReply = requests[1]?.messages.find((m) => m.role === "tool");
    expect(JSON.stringify(toolReply?.content)).toContain("Lisbon, Portugal");
  });

  it("survives a malformed tool call: the model is told, and the turn still ends with an answer", async () => {
    script = [
      { tool: "update_trip_plan", args: ['{"nights": "lots", "destination": '] },
      { text: ["Sorry, ", "which city?"] },
    ];
    const { result } = await run("somewhere nice");
    expect(result.text).toBe("Sorry, which city?");
    expect(result.ctx.itinerary).toEqual([]);
    expect(requests).toHaveLength(2);
    expect(JSON.stringify(requests[1]?.messages)).toMatch(/error|invalid/i);
  });

  it("retries a 429 and then answers", async () => {
    script = [
      { status: 429, error: { message: "Rate limit reached", type: "requests", code: "rate_limit_exceeded" } },
      { text: ["Hello ", "Ana!"] },
    ];
    const { result } = await run("hi");
    expect(result.text).toBe("Hello Ana!");
    expect(requests).toHaveLength(2);
  });

  it("fails the turn with an error when the provider keeps refusing", async () => {
    script = [{ status: 400, error: { message: "Bad request", type: "invalid_request_error", code: "bad" } }];
    await expect(run("hi")).rejects.toThrow();
  });

  it("is chosen by configuration, and the configuration is checked", () => {
    const env = { SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-unused" };
    expect(createEngine(loadConfig(env)).name).toBe("offline");
    expect(
      createEngine(
        loadConfig({ ...env, LLM_PROVIDER: "openai-compatible", LLM_MODEL: "llama3", LLM_BASE_URL: `${api.base}/v1` }),
      ).name,
    ).toBe("llm");
    expect(() => loadConfig({ ...env, LLM_PROVIDER: "openai" })).toThrow(/LLM_MODEL and LLM_API_KEY/);
    expect(() => loadConfig({ ...env, LLM_PROVIDER: "openai-compatible", LLM_MODEL: "x" })).toThrow(/LLM_BASE_URL/);
  });
});
