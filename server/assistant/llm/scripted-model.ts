import { DateTime } from "luxon";
import type { TItineraryDay, TTripMessage } from "../../../common/api/trips";
import { loadConfig } from "../../config";
import { stubHttpServer } from "../../testing/stub-http";
import { createTravel } from "../../travel/travel";
import { applyFacts } from "../apply-facts";
import { assembleTrip } from "../assemble";
import type { EngineTurn } from "../engine";
import { languageModel, llmEngine } from "../llm-engine";
import { emptyPlan, type Plan } from "../plan";
import { completionChunk as chunk } from "../testing/openai-stream";
import { createToolbox, type Toolbox } from "../tools";

// For tests only: a local server speaking OpenAI's Chat Completions streaming protocol with
// scripted turns (server-sent `chat.completion.chunk` events: content deltas, tool_calls with
// their arguments in pieces, `finish_reason`, a usage chunk, `data: [DONE]`; errors in OpenAI's
// `{error: {...}}` envelope), and the llm engine pointed at it. Call at a test file's top level
// (the server starts before its tests and stops after them).

export type ScriptedCall = { tool: string; args: string[] };
export type ScriptedTurn =
  | { text: string[] }
  | ScriptedCall
  /** Several tool calls in one step, as a model calling tools in parallel sends them. */
  | { calls: ScriptedCall[] }
  | { status: number; error: { message: string; type: string; code: string } };

export type SentMessage = {
  role: string;
  content?: unknown;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
};
export type SentRequest = {
  messages: SentMessage[];
  tools?: { function: { name: string; description?: string; parameters?: unknown } }[];
};

export function scriptedModel() {
  const state = { script: [] as ScriptedTurn[], requests: [] as SentRequest[] };
  const api = stubHttpServer((req, res, body) => {
    if (req.url !== "/v1/chat/completions" || req.headers.authorization !== "Bearer sk-test") {
      res.writeHead(401, { "content-type": "application/json" });
      return res.end(
        JSON.stringify({
          error: { message: "Incorrect API key", type: "invalid_request_error", code: "invalid_api_key" },
        }),
      );
    }
    state.requests.push(JSON.parse(body));
    const turn = state.script.shift() ?? { text: ["(no more turns)"] };
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
      const calls = "calls" in turn ? turn.calls : [turn];
      calls.forEach((call, index) => {
        res.write(
          chunk({
            tool_calls: [
              {
                index,
                id: `call_${state.requests.length}_${index}`,
                type: "function",
                function: { name: call.tool, arguments: "" },
              },
            ],
          }),
        );
        // The arguments in pieces, as OpenAI streams them.
        for (const piece of call.args) res.write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
      });
      res.write(chunk({}, "tool_calls"));
    }
    res.write(
      `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1, model: "gpt-test", choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
    );
    res.end("data: [DONE]\n\n");
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
      { maxRetries: 2 },
    );

  async function run(
    message: string,
    given: { plan?: Plan; itinerary?: TItineraryDay[]; history?: TTripMessage[]; tools?: Toolbox } = {},
  ) {
    const pieces: string[] = [];
    const tools = given.tools ?? createToolbox(travel);
    const turn: EngineTurn = {
      message,
      history: given.history ?? [],
      plan: given.plan ?? emptyPlan(),
      ...(given.itinerary ? { itinerary: given.itinerary } : {}),
      now: DateTime.fromISO("2026-11-22T09:00:00Z"),
      traveller: { firstName: "Ana" },
      tools,
      emit: (d) => pieces.push(d),
    };
    const result = await engine().reply(turn);
    return { result, pieces, tools };
  }

  /** A planned trip, as a traveller has it after the first turn: 4 days in Lisbon from New York for two. */
  async function lisbonTrip(): Promise<{ plan: Plan; itinerary: TItineraryDay[] }> {
    const plan = emptyPlan();
    applyFacts(
      plan,
      { destination: "Lisbon", origin: "New York", start_date: "2027-03-10", nights: 3, travellers: 2 },
      DateTime.fromISO("2026-11-22T09:00:00Z"),
    );
    const built = await assembleTrip(plan, createToolbox(travel));
    return { plan: built.plan, itinerary: built.ctx.itinerary };
  }

  /** The tool results the model was sent in request `i`, by the called tool's name. */
  function toolResults(i: number): { tool: string; content: unknown }[] {
    const messages = state.requests[i]?.messages ?? [];
    const names = new Map<string, string>();
    for (const m of messages) for (const c of m.tool_calls ?? []) names.set(c.id, c.function.name);
    return messages
      .filter((m) => m.role === "tool")
      .map((m) => ({
        tool: names.get(m.tool_call_id ?? "") ?? "?",
        content: typeof m.content === "string" ? safeJson(m.content) : m.content,
      }));
  }

  return {
    api,
    travel,
    engine,
    run,
    toolResults,
    lisbonTrip,
    get requests() {
      return state.requests;
    },
    set script(turns: ScriptedTurn[]) {
      state.script = turns;
      state.requests = [];
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
