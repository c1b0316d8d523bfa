import type { TItineraryDay } from "../../../common/api/trips";
import type { TFlight, THotel, TPlace, TRoundTrip } from "../../../common/travel/schemas";
import { canonicalJson } from "../../itinerary/derive";
import { readIntent } from "../answers/intent";
import { type Assembled, assembleTrip } from "../assemble";
import type { EngineTurn, Intent } from "../engine";
import type { Plan } from "../plan";
import type { MemoToolbox } from "./memo";

// One turn of the language model, as the tools see it: the plan and the itinerary as they stand
// after each tool call, the edits made so far, and what was looked up. Whether the turn changed
// anything is decided from what the model did (which tools it called and whether they took), not
// from what it said it did: a question answered with look-ups returns the trip untouched.

/** What an edit did: the itinerary and plan after it, and what it changed, in a few lines. */
export type EditDone = {
  itinerary: TItineraryDay[];
  /** The plan, with what a later re-plan must keep (a must-see added, a place removed, a hotel cap). */
  plan: Plan;
  lines: string[];
  /** An item to pin on the trip's rows (the spec's itinerary has no pin flag: the service sets it). */
  pin?: Pin;
};
export type Pin = { date: string; time: string; activity: string };

/** An edit to the itinerary, kept so it can be made again on an itinerary rebuilt later in the turn. */
export type Edit = {
  /** The tool and its input, for the logs. */
  readonly what: string;
  apply(days: TItineraryDay[], plan: Plan): Promise<EditDone | { error: string }>;
};

export type TurnState = {
  readonly turn: EngineTurn;
  readonly tools: MemoToolbox;
  /** The plan as the model has set it so far. */
  plan: Plan;
  /** Set by update_trip_plan (and set_stays) when the trip's facts changed: the itinerary is rebuilt. */
  replanned: boolean;
  /** Set when the facts that make a new trip changed (where), not only its details. */
  newTrip: boolean;
  /** Edits made this turn, in order, with what each did (on the itinerary as it now stands). */
  readonly edits: { edit: Edit; done: EditDone }[];
  /** Tools that read or looked something up (read_plan, look-ups, searches). */
  readonly looked: Set<string>;
  readonly found: { flights: (TFlight | TRoundTrip)[]; hotels: THotel[]; places: TPlace[] };
  /**
   * The flights and hotels shown to the model this turn, by the option id it was shown ("F2",
   * "H1"): choose_flight and choose_hotel take one, so the choice is among what was found.
   */
  readonly options: Map<string, TFlight | TRoundTrip | THotel>;
  /** The option id of a flight or hotel shown to the model (the same object keeps its id). */
  offer(x: TFlight | TRoundTrip | THotel): string;
  /** The itinerary as it stands now: rebuilt from the plan when it changed, with this turn's edits. */
  itinerary(): Promise<TItineraryDay[]>;
  /** The planner's last build, when the plan changed this turn. */
  assembled(): Promise<Assembled | null>;
  /** Makes an edit on the itinerary as it stands: what it did, or why it could not be made. */
  edit(e: Edit): Promise<EditDone | { error: string }>;
  /** What this turn's edits changed, a line each, and the items they pinned. */
  changes(): { lines: string[]; pins: Pin[] };
  /** The plan's facts changed: the itinerary is rebuilt (lazily, when next read) and the edits made again. */
  changedPlan(next: Plan, newTrip: boolean): void;
  /** How the turn read the message, from what the tools did. */
  intent(): Intent;
};

export function turnState(turn: EngineTurn, tools: MemoToolbox): TurnState {
  let current: TItineraryDay[] = structuredClone(turn.itinerary ?? []);
  let built: Assembled | null = null;
  let stale = false;

  /** An edit on the itinerary as it stands; a thrown error is the edit's failure, never the turn's. */
  async function run(e: Edit): Promise<EditDone | { error: string }> {
    let done: EditDone | { error: string };
    try {
      done = await e.apply(structuredClone(current), structuredClone(state.plan));
    } catch {
      done = { error: "That change could not be made just now." };
    }
    if ("error" in done) return done;
    current = done.itinerary;
    // The plan keeps what the edit means for a later re-plan; it is not re-planned now.
    state.plan = done.plan;
    state.edits.push({ edit: e, done });
    return done;
  }

  const state: TurnState = {
    turn,
    tools,
    plan: structuredClone(turn.plan),
    replanned: false,
    newTrip: false,
    edits: [],
    looked: new Set(),
    found: { flights: [], hotels: [], places: [] },
    options: new Map(),
    offer(x) {
      for (const [id, known] of state.options) if (known === x) return id;
      const prefix = "hotel_id" in x ? "H" : "F";
      const id = `${prefix}${[...state.options.keys()].filter((k) => k.startsWith(prefix)).length + 1}`;
      state.options.set(id, x);
      return id;
    },
    async itinerary() {
      if (stale) {
        stale = false;
        // The planner's searches go through the turn's memo: what the model found is not searched again.
        built = await assembleTrip(state.plan, tools);
        current = built.ctx.itinerary;
        // This turn's earlier edits, made again on the new days; one that no longer fits is dropped.
        const earlier = state.edits.splice(0);
        for (const { edit } of earlier) await run(edit);
      }
      return current;
    },
    async assembled() {
      await state.itinerary();
      return built;
    },
    async edit(e) {
      const days = await state.itinerary();
      if (!days.length)
        return { error: "There is no itinerary yet: set the trip's place and dates first (update_trip_plan)." };
      return run(e);
    },
    changes() {
      return {
        lines: state.edits.flatMap((e) => e.done.lines),
        pins: state.edits.flatMap((e) => (e.done.pin ? [e.done.pin] : [])),
      };
    },
    changedPlan(next, newTrip) {
      // The same facts again (a model restating the plan) are no change at all.
      if (canonicalJson(next) === canonicalJson(state.plan)) return;
      state.plan = next;
      state.replanned = true;
      state.newTrip ||= newTrip;
      stale = true;
    },
    intent() {
      if (state.replanned) {
        const hadTrip = !!(turn.plan.destination || turn.plan.region || turn.plan.stays.length);
        return state.newTrip || !hadTrip ? "plan" : "edit";
      }
      if (state.edits.length) return "edit";
      // Nothing changed: a question (answered, or met with one, like "Portland, Oregon or
      // Portland, Maine?"), or small talk as the offline reader tells it ("thanks!", "hi").
      const hasTrip = !!(turn.itinerary?.length || turn.plan.destination);
      return !state.looked.size && readIntent(turn.message, hasTrip) === "chitchat" ? "chitchat" : "question";
    },
  };
  return state;
}
