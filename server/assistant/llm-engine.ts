import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type LanguageModel, type ModelMessage, stepCountIs, streamText } from "ai";
import type { TCtx } from "../../common/api/trips";
import type { Config } from "../config";
import { formatDates } from "./assemble";
import type { Engine, EngineResult, EngineTurn } from "./engine";
import { editTools } from "./llm/edit-tools";
import { lookupTools } from "./llm/lookup-tools";
import { memoToolbox } from "./llm/memo";
import { planTools } from "./llm/plan-tools";
import { systemPrompt } from "./llm/prompt";
import { searchTools } from "./llm/search-tools";
import { type TurnState, turnState } from "./llm/turn";
import { planSummary } from "./llm/view";
import type { Plan } from "./plan";

// Lotus with a language model (Vercel AI SDK): the travel searches, read_plan, the look-ups
// (weather, opening hours, route time, restaurants), the edit operations and update_trip_plan as
// tools, several steps of tool calls per turn, tokens streamed as they come. The model never
// writes the itinerary: our planner builds it from the plan the model set, and the edit tools
// change it one item at a time. What the turn returns follows from what the tools did: a
// question leaves the plan and the itinerary alone (an empty ctx.itinerary), an edit returns the
// edited itinerary, a new or changed plan the planner's (llm/turn.ts).

type LlmConfig = Exclude<Config["llm"], { provider: "offline" }>;

export function languageModel(llm: LlmConfig): LanguageModel {
  if (llm.provider === "anthropic") return createAnthropic({ apiKey: llm.apiKey, baseURL: llm.baseUrl })(llm.model);
  if (llm.provider === "openai-compatible") {
    return createOpenAICompatible({ name: "lotus-llm", baseURL: llm.baseUrl as string, apiKey: llm.apiKey })(llm.model);
  }
  // Chat Completions, which every OpenAI-compatible server also speaks.
  return createOpenAI({ apiKey: llm.apiKey, baseURL: llm.baseUrl }).chat(llm.model);
}

/** The most steps (model calls) in one turn: read, look up or search, change, then answer. */
const MAX_STEPS = 8;

export function llmEngine(model: LanguageModel, options: { maxRetries?: number; timeoutMs?: number } = {}): Engine {
  return {
    name: "llm",
    async reply(turn: EngineTurn): Promise<EngineResult> {
      // Searches are remembered for the turn: the same one is never sent twice, and the planner
      // builds from what the model already found (llm/memo.ts).
      const state = turnState(turn, memoToolbox(turn.tools));
      const toolset = {
        ...planTools(state),
        ...searchTools(state),
        ...lookupTools(state),
        ...editTools(state),
      };

      const messages: ModelMessage[] = [
        ...turn.history
          .slice(-20)
          .map(
            (h): ModelMessage =>
              h.role === "assistant" ? { role: "assistant", content: h.msg } : { role: "user", content: h.msg },
          ),
        { role: "user", content: turn.message },
      ];
      const itinerary = turn.itinerary ?? [];
      const stream = streamText({
        model,
        system: systemPrompt({
          today: turn.now.toISODate() ?? "",
          traveller: turn.traveller.firstName,
          trip: { ...planSummary(turn.plan), itinerary_days: itinerary.length },
        }),
        messages,
        tools: toolset,
        stopWhen: stepCountIs(MAX_STEPS),
        maxRetries: options.maxRetries ?? 2,
        // The whole turn, retries and tool steps included: a hung provider ends it with an error.
        abortSignal: AbortSignal.timeout(options.timeoutMs ?? 90_000),
        // Errors arrive as stream parts below, where the turn ends cleanly; not also on the console.
        onError: () => {},
      });
      let text = "";
      for await (const part of stream.fullStream) {
        if (part.type === "text-delta") {
          text += part.text;
          turn.emit(part.text);
        } else if (part.type === "error") {
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
        } else if (part.type === "abort") {
          // The turn's time ran out (a hung provider): the stream just stops, so say so.
          throw new Error("The language model did not answer in time");
        }
      }
      return finish(state, text, turn);
    },
  };
}

/** The turn's result, from what its tools did. */
async function finish(state: TurnState, said: string, turn: EngineTurn): Promise<EngineResult> {
  const { pins } = state.changes();
  // The spec's itinerary has no pin flag (it is the rows' own): the service sets these.
  const pinned = pins.length ? { pins } : {};
  const intent = state.intent();
  const { found } = state;
  let text = said;
  const say = (tail: string) => {
    turn.emit(tail);
    text += tail;
  };

  if (state.replanned) {
    const assembled = await state.assembled();
    if (assembled) {
      // What the planner could not meet is said after the model's words, whatever they were: a
      // plan is never shown as fine when the validator or a stated limit says otherwise.
      const trip = assembled.ctx.trip;
      const caveats = [
        ...(trip?.problems.map((p) => p.message) ?? []),
        ...(trip?.violations.length
          ? [
              `**Heads-up:** ${trip.violations
                .slice(0, 3)
                .map((v) => v.message)
                .join("; ")}.`,
            ]
          : []),
      ];
      if (caveats.length) say(`\n\n${caveats.join("\n\n")}`);
      if (!text.trim()) say(state.edits.length ? changedLines(state) : "I've updated your trip.");
      return {
        text: text.trim(),
        // Edits made after the re-plan keep what they mean for the next one (a must-see, a hotel).
        plan: afterEdits(assembled.plan, state),
        intent,
        ...pinned,
        ctx: {
          ...assembled.ctx,
          itinerary: await state.itinerary(),
          // The planner's choices first: what the itinerary uses is always among what ctx offers.
          flights: assembled.ctx.flights.length ? assembled.ctx.flights : found.flights.slice(0, 5),
          hotels: assembled.ctx.hotels.length ? assembled.ctx.hotels : found.hotels.slice(0, 5),
          places: found.places.length ? found.places.slice(0, 15) : assembled.ctx.places,
        },
      };
    }
  }

  const edited = state.edits.length > 0;
  // The model changed items but said nothing of it: the reply still says what changed.
  if (!text.trim()) say(edited ? changedLines(state) : "Sorry, I have no answer to that.");
  const days = edited ? await state.itinerary() : [];
  const plan = edited ? state.plan : turn.plan;
  const shownDays = edited ? days : (turn.itinerary ?? []);
  const ctx: TCtx = {
    flights: found.flights.slice(0, 5),
    hotels: found.hotels.slice(0, 5),
    places: found.places.slice(0, 15),
    reddit: [],
    tool_uses: state.tools.uses,
    // Empty for a question or small talk: the service then leaves the trip's itinerary as it is.
    itinerary: days,
    // What the trip shows stays what it shows (the offline engine's shownCtx does the same).
    destination: plan.shown ?? (plan.destination ? `${plan.destination.name}, ${plan.destination.country}` : null),
    dates: shownDays[0]
      ? formatDates(shownDays[0].date, shownDays.length - 1)
      : formatDates(plan.startDate, plan.nights),
  };
  return { text: text.trim(), plan, intent, ctx, ...pinned };
}

/** The planner's plan with what this turn's edits (made on its days) mean for the next re-plan. */
function afterEdits(planned: Plan, state: TurnState): Plan {
  if (!state.edits.length) return planned;
  const p = state.plan;
  const hotelChosen = state.edits.some((e) => e.edit.what === "choose_hotel");
  return {
    ...planned,
    mustSee: p.mustSee,
    avoid: p.avoid,
    stayRules: p.stayRules,
    hotelMaxNightly: p.hotelMaxNightly,
    ...(hotelChosen ? { chosenHotelNightly: p.chosenHotelNightly } : {}),
  };
}

/** What this turn's edits changed, one line each. */
const changedLines = (state: TurnState) =>
  state
    .changes()
    .lines.map((l) => `- ${l}`)
    .join("\n");
