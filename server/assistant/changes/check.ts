import type { TItineraryDay } from "../../../common/api/trips";
import { partyOf } from "../../planner/party";
import { type RuleId, type TripCheck, type Violation, validateTrip } from "../../planner/validate";
import { closedAirports } from "../../travel/geo/airport-updates";
import { airportByCode } from "../../travel/geo/airports";
import type { Plan } from "../plan";
import { landingOf, legOf, minutesOf } from "./slots";

// A changed itinerary through the planner's validator: the journeys and stays read back from its
// own items (the planner's moves are not kept on the trip), the traveller's rules from the plan.
// A change is judged by what it adds: the plan's own told problems (an early flight home, say)
// were there before it and stay explained.

/** The validator's view of an itinerary as it stands. */
export function tripCheckOf(itinerary: readonly TItineraryDay[], plan: Plan, explained: RuleId[] = []): TripCheck {
  const moves: TripCheck["moves"] = [];
  for (const d of itinerary)
    for (const it of d.items) {
      if (it.type === "Flight") {
        const leg = legOf(it);
        const a = leg?.segments[0];
        const b = leg?.segments.at(-1);
        const from = a ? airportByCode(a.origin_code)?.country : undefined;
        const to = b ? airportByCode(b.arrive_code)?.country : undefined;
        const landing = landingOf(it);
        moves.push({
          mode: "flight",
          departDate: d.date,
          depart: minutesOf(it.time),
          arriveDate: landing.date,
          arrive: landing.at,
          international: !from || !to || from !== to,
        });
      } else if (it.transport) {
        const end = minutesOf(it.time) + it.transport.minutes;
        const arriveDate = new Date(Date.parse(`${d.date}T00:00:00Z`) + Math.floor(end / 1440) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        // A day trip's ride out and back is within a stay, not a journey between stays.
        if (!/^(Day trip to|Back to)\b/.test(it.activity))
          moves.push({
            mode: it.transport.mode,
            departDate: d.date,
            depart: minutesOf(it.time),
            arriveDate,
            arrive: end % 1440,
            international: false,
          });
      }
    }
  const stays = itinerary.flatMap((d) =>
    d.items
      .filter((it) => it.type === "Hotel" && it.hotel && /^Check in/.test(it.activity))
      .map((it) => ({
        name: it.location,
        checkIn: it.hotel?.check_in ?? d.date,
        checkOut: it.hotel?.check_out ?? d.date,
        unused: 0,
      })),
  );
  const party = partyOf(plan);
  return {
    days: itinerary as TItineraryDay[],
    moves,
    stays,
    flights: plan.transport.flights,
    selfDrive: plan.transport.selfDrive,
    diets: plan.food.diets,
    guests: party.adults + party.children.length,
    stayRules: plan.stayRules,
    budgetUsd: null,
    totalUsd: 0,
    closedAirports,
    explained: new Set(explained),
  };
}

// By rule and day, counted: a renamed hotel or a moved stop changes a message's words, not the problem.
const keyOf = (v: Violation) => `${v.rule}|${v.date ?? ""}`;

/** What the changed itinerary breaks that the one before it did not (under the plan as it is now). */
export function newViolations(
  before: readonly TItineraryDay[],
  after: readonly TItineraryDay[],
  plan: Plan,
  explained: RuleId[] = [],
): Violation[] {
  // The plan's rules before the change too: a diet said now is broken by every old meal, and that
  // is the change's to mend, not a problem the trip already had.
  const was = new Map<string, number>();
  for (const v of validateTrip(tripCheckOf(before, plan, explained))) was.set(keyOf(v), (was.get(keyOf(v)) ?? 0) + 1);
  return validateTrip(tripCheckOf(after, plan, explained)).filter((v) => {
    const left = was.get(keyOf(v)) ?? 0;
    was.set(keyOf(v), left - 1);
    return left <= 0;
  });
}
