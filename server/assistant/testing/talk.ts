import { DateTime } from "luxon";
import type { TItineraryDay, TTripMessage } from "../../../common/api/trips";
import type { EngineResult } from "../engine";
import { offlineEngine } from "../offline-engine";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";
import type { Toolbox } from "../tools";

// Conversations for the engine's tests, run the way the service runs them: each message goes to
// the offline engine with the plan, the itinerary as it stands and (when asked) the history so
// far; an empty itinerary in a reply leaves the trip's as it was.

/** One turn: the engine's reply, the itinerary after it, and the trip as it stood before it. */
export type Turn = EngineResult & { itinerary: TItineraryDay[]; before: { plan: Plan; itinerary: TItineraryDay[] } };

export type TalkOptions = {
  tools: () => Toolbox;
  now: DateTime;
  /** Send the conversation so far with each message (the intent of a later turn may hang on it). */
  withHistory?: boolean;
};

/** Every turn of the conversation, in order. */
export async function talkTurns(options: TalkOptions, ...messages: string[]): Promise<Turn[]> {
  const engine = offlineEngine();
  let plan = emptyPlan();
  let itinerary: TItineraryDay[] = [];
  const turns: Turn[] = [];
  const history: TTripMessage[] = [];
  const said = (role: "user" | "assistant", msg: string, ctx: TTripMessage["ctx"] = null): TTripMessage => ({
    id: `m${history.length}`,
    msg,
    role,
    ctx,
    user_id: role,
    mentions: [],
    in_reply_to: null,
    created_at: options.now.toISO() ?? "",
    is_private: false,
  });
  for (const message of messages) {
    const before = { plan: structuredClone(plan), itinerary: structuredClone(itinerary) };
    const r = await engine.reply({
      message,
      history: options.withHistory ? structuredClone(history) : [],
      plan,
      itinerary,
      now: options.now,
      traveller: { firstName: "Ana" },
      tools: options.tools(),
      emit: () => {},
    });
    history.push(said("user", message), said("assistant", r.text, r.ctx));
    plan = r.plan;
    if (r.ctx.itinerary.length) itinerary = r.ctx.itinerary;
    turns.push({ ...r, itinerary, before });
  }
  return turns;
}

/** The last turn of the conversation. */
export async function talkLast(options: TalkOptions, ...messages: string[]): Promise<Turn> {
  const turns = await talkTurns(options, ...messages);
  const last = turns[turns.length - 1];
  if (!last) throw new Error("no messages");
  return last;
}

// ---------------------------------------------------------------------------------------------
// Trips read (not planned) from one message, for the stay readers' tests.

export const stayNow = DateTime.fromISO("2026-11-26T10:00:00Z");

/** The plan one message reads into a blank trip. */
export const readTripOf = (first: string): Plan => {
  const plan = emptyPlan();
  readMessage(first, plan, stayNow);
  return plan;
};
const plainName = (n: string) => n.normalize("NFD").replace(/\p{M}/gu, "");
/** "Lisbon:4+Porto:2": the stops and their nights, accents left off. */
export const staySplit = (p: Plan) => p.stays.map((s) => `${plainName(s.place.name)}:${s.nights}`).join("+");
