import { isDeepStrictEqual } from "node:util";
import type { EngineTurn, Intent } from "../engine";
import { emptyPlan, type Plan } from "../plan";
import { partyAssumed } from "../understand/party-assumed";
import { findParty } from "../understand/trip-party";
import { calendarDay, readKinds } from "./intent";
import { plain } from "./text";
import { restartsTrip, startWasAssumed } from "./trip-restart";

// What a message that is neither a question nor small talk (intent.ts reads those from its words)
// does to the trip: plans it (a new trip, or what was missing filled in) or edits it (facts already
// set changed, or a change asked for in so many words). Decided here from the words and the facts
// read, so the offline engine asks one place.

// The facts a question may mention without asking to change them ("will we see the northern lights?").
export const softFacts = new Set<keyof Plan>([
  "interests",
  "mustSee",
  "avoid",
  "awaiting",
  "pending",
  "shown",
  "themedDays",
]);

/** A plan complete enough to have been planned: somewhere, a start and a length. */
const planned = (p: Plan) => !!p.destination && !!p.startDate && p.nights !== null;

// The trip's basic slots: filling one that was empty is planning, not a change.
const coreSlots = new Set<keyof Plan>([
  "destination",
  "stays",
  "region",
  "startDate",
  "nights",
  "origin",
  "themedDays",
  "dayOrder",
  "hotelMaxNightly",
]);
const bookkeeping = new Set<keyof Plan>(["awaiting", "pending", "shown"]);
const whereSlots = new Set<keyof Plan>(["destination", "stays", "region"]);

export type FactsRead = {
  /** The trip's plan before the message, and after reading it. */
  previous: Plan;
  plan: Plan;
  message: string;
  /** The reader found an edit of the trip's shape (a length, a day swapped, no flights). */
  edit: boolean;
  /** intent.ts: some clause asks for a change in so many words. */
  asksChange: boolean;
  /** The message answers which place of a name was meant ("Oregon", "the country, not the state"). */
  answersWhich: boolean;
  history: EngineTurn["history"];
};

/**
 * A message that changes facts already set of a trip already begun is an edit; filling in what was
 * missing is planning, and so is saying which place was meant or, while the traveller is still
 * describing the trip message after message, adding who comes, from where, what they eat.
 */
export function intentOfFacts(read: FactsRead): Intent {
  const { previous, plan, message, edit, asksChange } = read;
  if (read.answersWhich) return "plan";
  const begun = !!(previous.destination || previous.region || previous.stays.length);
  if (!begun) return "plan";
  // Somewhere else altogether, with its own dates or length, or "scrap that, new trip": planning
  // again (answers/trip-restart.ts).
  if (restartsTrip(previous, plan, message)) return "plan";
  // Lotus planned from a day it chose and asked for the real one: the traveller's own start, with
  // whatever else they say with it ("3 towns, by train, starting Mar 22", "start Apr 10, and do
  // Vienna before Prague"), still fills in the brief.
  if (startWasAssumed(read.history) && plan.startDate !== previous.startDate && calendarDay.test(plain(message)))
    return "plan";
  const changed = (Object.keys(plan) as (keyof Plan)[]).filter(
    (k) => !bookkeeping.has(k) && !isDeepStrictEqual(plan[k], previous[k]),
  );
  // Nothing planned yet and Lotus asked for the dates or where from: the answer fills in the brief
  // with whatever else it says ("2 weeks in april, 2 adults 2 kids, from vancouver. tokyo and
  // kyoto"), the stays' nights the reader took for a change among them; a change asked for in so
  // many words is still one.
  if (!planned(previous) && !asksChange && answersAsked(previous, changed)) return "plan";
  if (edit || asksChange) return "edit";
  // "a week in Xanadu Springs" then "sorry, autocorrect — Colorado Springs": before anything is
  // planned, a few words that only say where (no change asked for) put the place right.
  if (
    !planned(previous) &&
    changed.length &&
    changed.every((k) => whereSlots.has(k)) &&
    message.trim().split(/\s+/).length <= 8
  )
    return "plan";
  // Nothing understood changed, and no change asked for: more of the same plan.
  if (!changed.length) return "plan";
  // Where, when, for how long and from where, not known yet, are filled in; so are interests and
  // wishes. Anything else said of a trip already begun (a diet, the party, a budget) changes it.
  const blank = emptyPlan();
  // A start Lotus chose itself (and asked to be told) is as good as unset: the traveller's own day fills it.
  const assumedStart = startWasAssumed(read.history);
  // (So is one the traveller never gave a day for, whether or not the reply said so.)
  const ownDay = gaveOwnDay(read.history);
  // (And so is the two Lotus assumed when no one was said: the party told then fills it in.)
  const guessedParty = partyAssumed(
    previous.party,
    read.history.filter((m) => m.role === "user").map((m) => m.msg),
  );
  const unset = (k: keyof Plan) =>
    (k === "startDate" && (assumedStart || !ownDay)) ||
    ((k === "party" || k === "travellers") && guessedParty) ||
    isDeepStrictEqual(previous[k], blank[k]);
  // Wishes alone, not asked as a change ("we love wine"), add to the plan; said of a plan the
  // traveller has seen from their own dates ("Taj Mahal at sunrise is the whole point"), they change it.
  if (changed.every((k) => softFacts.has(k)))
    return planned(previous) && seenOwnPlan(read.history) && !message.includes("?") ? "edit" : "plan";
  // A trip already planned from the dates the traveller gave is one they have seen: what they add
  // after it ("btw we fly from Denver", "my parents are joining", "budget 3k euros pp") changes it.
  // (A terse answer to what Lotus asked, "from Kolkata, 2 adults", still fills in the brief.)
  if (planned(previous) && seenOwnPlan(read.history) && !opensWithAnswer(message, previous, changed)) return "edit";
  // Still being described: who is coming, from where, what they eat, added to slots never filled.
  // The answer to what Lotus asked for (dates, where from) adds to the brief with whatever else it
  // says ("from Kampala, 5th to 10th Feb, 2 of us").
  // (A day given for a start the traveller never gave, "the 12th" after "in February", fills it in
  // with whatever is said with it.)
  const brief =
    briefing(read.history) ||
    answersAsked(previous, changed) ||
    ((assumedStart || !ownDay) && changed.includes("startDate"));
  const fills = (k: keyof Plan) => (coreSlots.has(k) || (brief && briefSlots.has(k))) && unset(k);
  return changed.every((k) => fills(k) || softFacts.has(k)) ? "plan" : "edit";
}

/**
 * "just us two", "it's me + my husband" when Lotus had assumed two: the party told is the one
 * planned, so nothing changes, but it is told all the same. Its intent is the one a party told
 * anew would have (filling in the brief, or changing a plan the traveller has seen); null when
 * the message tells no party or the party was not assumed.
 */
export function partyConfirmed(read: FactsRead): Intent | null {
  const { previous, plan, message, history } = read;
  if (!isDeepStrictEqual(plan.party, previous.party)) return null;
  const said = history.filter((m) => m.role === "user").map((m) => m.msg);
  if (!partyAssumed(previous.party, said)) return null;
  const told = findParty(message);
  if (told.adults === undefined && !told.children) return null;
  return planned(previous) && seenOwnPlan(history) ? "edit" : "plan";
}

/** The message opens with the answer to what Lotus asked ("from Kolkata. 2 adults and our son"). */
function opensWithAnswer(message: string, previous: Plan, changed: (keyof Plan)[]): boolean {
  return answersAsked(previous, changed) && previous.awaiting === "origin" && /^\s*from\s/i.test(message);
}

// The slots that answer what Lotus asked for.
const askedSlots: Record<string, (keyof Plan)[]> = {
  dates: ["startDate", "nights"],
  origin: ["origin"],
  destination: ["destination", "stays", "region"],
};
/** Whether the message fills the slot Lotus last asked for. */
function answersAsked(previous: Plan, changed: (keyof Plan)[]): boolean {
  const slots = previous.awaiting ? askedSlots[previous.awaiting] : undefined;
  return !!slots && slots.some((k) => changed.includes(k));
}

// The facts a traveller still describing the trip adds without changing it (when they were never set).
const briefSlots = new Set<keyof Plan>([
  "party",
  "travellers",
  "food",
  "money",
  "budget",
  "pace",
  "transport",
  "flights",
  // A child in the party makes the stay one that takes children.
  "stayRules",
]);

// How every reply that changes a planned trip ends (reply-text.ts describeChange, and the engine's
// targeted changes); a first plan is described in full and never ends so.
const changeReply = /The full plan is in the itinerary panel\.\s*$/;

/**
 * Whether the traveller is still describing the trip: at least two messages so far, and Lotus has
 * answered each by asking for more or planning it (no question answered, no change made).
 */
function briefing(history: EngineTurn["history"]): boolean {
  const users = history.filter((m) => m.role === "user");
  if (users.length < 2) return false;
  // A reply that changed the trip ("Now **10 days** ... The full plan is in the itinerary panel.")
  // ends the describing: what is said after it ("and keep it chill") changes the trip too.
  if (history.some((m) => m.role === "assistant" && changeReply.test(m.msg))) return false;
  // The first message may ask in so many words ("I want to go to Japan"); the later ones add to it.
  return users.every((m, i) => {
    const k = readKinds(m.msg, i > 0);
    return k.intent === "other" && (i === 0 || !k.asksChange);
  });
}

/** Whether the traveller has given a day of the calendar for the trip in any message so far. */
function gaveOwnDay(history: EngineTurn["history"]): boolean {
  return history.some((m) => m.role === "user" && calendarDay.test(plain(m.msg)));
}

/**
 * Whether Lotus has shown a plan (an itinerary in a reply) and the traveller had given a day of the
 * calendar for it ("Lisbon, 14 April 2027, 4 nights"): then the brief is done, and what follows
 * changes the trip rather than fills it in. ("Seville for 4 nights in March" planned from a day
 * Lotus chose is still being described.)
 */
function seenOwnPlan(history: EngineTurn["history"]): boolean {
  return history.some((m) => m.role === "assistant" && (m.ctx?.itinerary.length ?? 0) > 0) && gaveOwnDay(history);
}
