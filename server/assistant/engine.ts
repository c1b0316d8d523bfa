import type { DateTime } from "luxon";
import type { TCtx, TItineraryDay, TTripMessage } from "../../common/api/trips";
import type { Plan } from "./plan";
import type { Toolbox } from "./tools";

/** One turn of the conversation: what the traveller said, and what came before. */
export type EngineTurn = {
  message: string;
  history: TTripMessage[];
  plan: Plan;
  /** The trip's itinerary as it stands, people's own edits included (empty before the first plan). */
  itinerary?: TItineraryDay[];
  now: DateTime;
  traveller: { firstName: string };
  tools: Toolbox;
  /** Called with each new piece of the reply as it is written. */
  emit(delta: string): void;
};

/** What the traveller's message was: a new plan, a question, a change to the plan, or small talk. */
export type Intent = "plan" | "question" | "edit" | "chitchat";

export type EngineResult = {
  text: string;
  /** An empty `ctx.itinerary` leaves the trip's itinerary as it is (a question, small talk). */
  ctx: TCtx;
  plan: Plan;
  /** How the engine read the message (for the evaluation and the logs; the spec's payloads do not carry it). */
  intent?: Intent;
  /** Items to pin on the trip's rows ("keep the Prado whatever happens"): the spec's itinerary has no pin. */
  pins?: { date: string; time: string; activity: string }[];
};

/** Lotus's brain: the offline planner or a language model, behind the same contract. */
export interface Engine {
  readonly name: string;
  reply(turn: EngineTurn): Promise<EngineResult>;
}

/** Streams finished text in small pieces, as a model would, yielding between them. */
export async function streamText(text: string, emit: (delta: string) => void, wordsPerPiece = 6): Promise<void> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += wordsPerPiece) {
    emit(words.slice(i, i + wordsPerPiece).join(""));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
