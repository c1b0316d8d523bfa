import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type LanguageModel, type ModelMessage, stepCountIs, streamText, tool } from "ai";
import { z } from "zod";
import { ZInterest } from "../../common/travel/place-kinds";
import type { TFlight, THotel, TPlace, TRoundTrip } from "../../common/travel/schemas";
import { ZTripFacts } from "../../common/travel/trip-model";
import type { Config } from "../config";
import { applyFacts } from "./apply-facts";
import { assembleTrip, formatDates } from "./assemble";
import type { Engine, EngineResult, EngineTurn } from "./engine";
import type { Plan } from "./plan";

function summary(plan: Plan) {
  return {
    destination: plan.destination ? `${plan.destination.name}, ${plan.destination.country}` : null,
    destination_airport: plan.destination?.airport ?? null,
    origin_airport: plan.origin?.airport ?? null,
    start_date: plan.startDate,
    nights: plan.nights,
    travellers: plan.travellers,
    budget: plan.budget,
    interests: plan.interests,
    stays: plan.stays.map((s) => ({ city: s.place.name, nights: s.nights })),
    region: plan.region,
    party: plan.party,
    money: plan.money,
    transport: plan.transport,
    stay_rules: plan.stayRules,
    food: plan.food,
    must_see: plan.mustSee,
    avoid: plan.avoid,
  };
}

// Lotus with a language model (Vercel AI SDK): the same travel tools as the offline planner plus
// one that updates the trip plan, several steps of tool calls per turn, tokens streamed as they
// come. The itinerary is always built by our own builder from the final plan, never by the model.

type LlmConfig = Exclude<Config["llm"], { provider: "offline" }>;

export function languageModel(llm: LlmConfig): LanguageModel {
  if (llm.provider === "anthropic") return createAnthropic({ apiKey: llm.apiKey, baseURL: llm.baseUrl })(llm.model);
  if (llm.provider === "openai-compatible") {
    return createOpenAICompatible({ name: "lotus-llm", baseURL: llm.baseUrl as string, apiKey: llm.apiKey })(llm.model);
  }
  // Chat Completions, which every OpenAI-compatible server also speaks.
  return createOpenAI({ apiKey: llm.apiKey, baseURL: llm.baseUrl }).chat(llm.model);
}

const SYSTEM = `You are Lotus, a warm, expert AI travel guide inside the Lotus trip planner.
Help the traveller plan a trip by chatting. Ask for what you need (destination, dates and length,
where they fly from, how many travel, budget, interests), one or two questions at a time.
Use the tools to search real flights, hotels, places and forum posts; never invent prices, ratings
or places. Whenever you learn or change a trip fact, call update_trip_plan: the app then rebuilds
the day-by-day itinerary, which the traveller sees beside the chat. Answer in concise Markdown.`;

export function llmEngine(model: LanguageModel, options: { maxRetries?: number; timeoutMs?: number } = {}): Engine {
  return {
    name: "llm",
    async reply(turn: EngineTurn): Promise<EngineResult> {
      let plan: Plan = structuredClone(turn.plan);
      const found = { flights: [] as (TFlight | TRoundTrip)[], hotels: [] as THotel[], places: [] as TPlace[] };
      const { tools } = turn;

      const toolset = {
        search_flights: tool({
          description: "Search flights between two airports (IATA codes). Give return_date for a round trip.",
          inputSchema: z.object({
            origin: z.string().regex(/^[A-Z]{3}$/),
            destination: z.string().regex(/^[A-Z]{3}$/),
            depart_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            return_date: z
              .string()
              .regex(/^\d{4}-\d{2}-\d{2}$/)
              .optional(),
            adults: z.number().int().min(1).max(9).default(1),
          }),
          execute: async (q) => {
            const r = await tools.flights({
              origin: q.origin,
              destination: q.destination,
              departDate: q.depart_date,
              adults: q.adults,
              ...(q.return_date ? { returnDate: q.return_date } : {}),
            });
            found.flights.push(...r.flights.slice(0, 5));
            return { flights: r.flights.slice(0, 5), note: r.note };
          },
        }),
        search_hotels: tool({
          description: "Search hotels in a city for a stay.",
          inputSchema: z.object({
            city: z.string().min(1),
            check_in: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            check_out: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            adults: z.number().int().min(1).max(9).default(1),
            max_price_per_night: z.number().positive().optional(),
          }),
          execute: async (q) => {
            const r = await tools.hotels({
              city: q.city,
              checkIn: q.check_in,
              checkOut: q.check_out,
              adults: q.adults,
              ...(q.max_price_per_night ? { maxPrice: q.max_price_per_night } : {}),
            });
            found.hotels.push(...r.hotels.slice(0, 5));
            return { hotels: r.hotels.slice(0, 5), note: r.note };
          },
        }),
        search_places: tool({
          description: "Find attractions, museums, parks, food and more near a city.",
          inputSchema: z.object({
            near: z.string().min(1),
            query: z.string().optional(),
            radius_miles: z.number().positive().max(50).default(10),
          }),
          execute: async (q) => {
            const r = await tools.places({
              near: q.near,
              radiusMiles: q.radius_miles,
              ...(q.query ? { query: q.query } : {}),
            });
            found.places.push(...r.places.slice(0, 10));
            return {
              places: r.places.slice(0, 10).map((p) => ({ name: p.name, types: p.types, rating: p.rating })),
              note: r.note,
            };
          },
        }),
        search_forum_posts: tool({
          description: "Search travellers' forum posts for recommendations.",
          inputSchema: z.object({ query: z.string().min(2), destination: z.string().optional() }),
          execute: async (q) => tools.forums(q),
        }),
        update_trip_plan: tool({
          description:
            "Record trip facts; the app rebuilds the itinerary. Dates as YYYY-MM-DD; nights away (days - 1).",
          // The trip model's own schema (common/travel/trip-model.ts): the model fills what the
          // offline engine fills, and the same planner and validator make the plan.
          inputSchema: ZTripFacts.extend({ interests: z.array(ZInterest).optional() }),
          execute: async (u) => {
            const next: Plan = structuredClone(plan);
            const problem = applyFacts(next, u, turn.now);
            if (problem) return { error: problem };
            plan = next;
            const days = plan.nights === null ? null : plan.nights + 1;
            return {
              ok: true,
              destination: plan.destination ? `${plan.destination.name}, ${plan.destination.country}` : null,
              dates: formatDates(plan.startDate, plan.nights),
              days,
            };
          },
        }),
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
      const stream = streamText({
        model,
        system: `${SYSTEM}\nToday is ${turn.now.toISODate()}. The traveller is ${turn.traveller.firstName}.\nTrip so far: ${JSON.stringify(summary(plan))}`,
        messages,
        tools: toolset,
        stopWhen: stepCountIs(6),
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
      const assembled = await assembleTrip(plan, tools);
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
      if (caveats.length) {
        const tail = `\n\n${caveats.join("\n\n")}`;
        turn.emit(tail);
        text += tail;
      }
      return {
        text: text.trim() || "I've updated your trip.",
        plan: assembled.plan,
        ctx: {
          ...assembled.ctx,
          // The planner's choices first: what the itinerary uses is always among what ctx offers.
          flights: assembled.ctx.flights.length ? assembled.ctx.flights : found.flights.slice(0, 5),
          hotels: assembled.ctx.hotels.length ? assembled.ctx.hotels : found.hotels.slice(0, 5),
          places: found.places.length ? found.places.slice(0, 15) : assembled.ctx.places,
        },
      };
    },
  };
}
