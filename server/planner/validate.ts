import type { TItineraryDay, TItineraryItem } from "../../common/api/trips";
import { placeKindOf } from "../../common/travel/place-kinds";
import type { TFlight, TRoundTrip } from "../../common/travel/schemas";
import type { TDietName, TStayRules } from "../../common/travel/trip-model";
import { AIRPORT_TRANSFER, airportBuffer, minutesOf, travelMinutes, visitWindows } from "./days";

// The trip validator: pure, one rule per commonsense habit of a good planner and per stated
// constraint. Every plan either engine makes goes through it; what it finds is repaired or told
// to the traveller, never shown as fine.

export type RuleId =
  | "meals"
  | "thin-day"
  | "filler"
  | "airport-buffer"
  | "before-arrival"
  | "checkout-after-breakfast"
  | "checkin-time"
  | "opening-hours"
  | "overlap"
  | "repeat-place"
  | "back-to-back"
  | "no-flights"
  | "no-driving"
  | "budget"
  | "party"
  | "stay-rules"
  | "diets"
  | "closed-airport"
  | "hotel-consistent"
  | "too-short"
  | "early-leave";

export type Violation = { rule: RuleId; date?: string; message: string };

export type TripCheck = {
  days: TItineraryDay[];
  /** Journeys with the time they leave and arrive (local), by mode. */
  moves: {
    mode: string;
    departDate: string;
    depart: number;
    arriveDate: string;
    arrive: number;
    international: boolean;
  }[];
  /** Per stay: where, and how many of its worthwhile places were left unused. */
  stays: { name: string; checkIn: string; checkOut: string; unused: number }[];
  flights: boolean;
  selfDrive: boolean;
  diets: readonly TDietName[];
  guests: number;
  stayRules: TStayRules;
  budgetUsd: number | null;
  totalUsd: number;
  closedAirports: ReadonlySet<string>;
  /** Rules the traveller has been told the plan cannot meet (with what would). */
  explained: ReadonlySet<RuleId>;
};

const end = (it: TItineraryItem) => minutesOf(it.time) + (it.minutes ?? 60);
const isMeal = (it: TItineraryItem, meal?: string) =>
  meal ? it.meal === meal : !!it.meal || /^(breakfast|lunch|dinner)\b/i.test(it.activity);
const isVisit = (it: TItineraryItem) => it.type === "place" && !isMeal(it) && !!it.place;
const isJourney = (it: TItineraryItem) =>
  it.type === "Flight" || !!it.transport || /^Head to the airport/.test(it.activity);

/** A day with no journey in it, neither the first nor the last: the traveller wakes and sleeps in one place. */
function fullDays(c: TripCheck): TItineraryDay[] {
  return c.days.filter(
    (d, i) =>
      i > 0 &&
      i < c.days.length - 1 &&
      !c.moves.some(
        (m) => m.departDate === d.date || m.arriveDate === d.date || (m.departDate < d.date && m.arriveDate > d.date),
      ),
  );
}

const flightsOf = (it: TItineraryItem): TFlight["segments"] => {
  const f = it.flight as TFlight | TRoundTrip | null | undefined;
  if (!f) return [];
  return "outbound_leg" in f ? [...f.outbound_leg.segments, ...f.return_leg.segments] : f.segments;
};

export const rules: Record<RuleId, (c: TripCheck) => Violation[]> = {
  meals: (c) =>
    fullDays(c).flatMap((d) =>
      (["breakfast", "lunch", "dinner"] as const)
        .filter((m) => !d.items.some((it) => isMeal(it, m)))
        .map((m) => ({ rule: "meals" as const, date: d.date, message: `No ${m} on a full day` })),
    ),
  "thin-day": (c) =>
    fullDays(c)
      .filter((d) => d.items.filter(isVisit).length < 2 && !d.items.some((it) => it.rest))
      .map((d) => ({ rule: "thin-day", date: d.date, message: "A full day with fewer than two things to do" })),
  filler: (c) =>
    c.days.flatMap((d) =>
      d.items
        .filter((it) => /free time|at your own pace/i.test(it.activity) || it.rest)
        .filter((it) => !it.rest || (c.stays.find((s) => s.checkIn <= d.date && d.date < s.checkOut)?.unused ?? 0) >= 2)
        .map((it) => ({
          rule: "filler" as const,
          date: d.date,
          message: `"${it.activity}" while places worth a visit are left`,
        })),
    ),
  "airport-buffer": (c) =>
    c.days.flatMap((d) =>
      d.items
        .filter((it) => it.type === "Flight")
        .flatMap((flight) => {
          const departs = minutesOf(flight.time);
          const m = c.moves.find((x) => x.mode === "flight" && x.departDate === d.date && x.depart === departs);
          const need = airportBuffer(m?.international ?? true) + AIRPORT_TRANSFER;
          // What comes before it in the day's order (a flight over the date line lands "before" it left).
          const before = d.items.slice(0, d.items.indexOf(flight)).filter((it) => !isJourney(it));
          const last = before.sort((a, b) => end(b) - end(a))[0];
          return last && end(last) > departs - need
            ? [
                {
                  rule: "airport-buffer" as const,
                  date: d.date,
                  message: `"${last.activity}" ends ${departs - end(last)} minutes before a flight that needs ${need}`,
                },
              ]
            : [];
        }),
    ),
  "before-arrival": (c) =>
    c.moves.flatMap((m) => {
      // Flying east over the date line lands on the calendar day before the one left (Osaka to
      // Honolulu): that day's plans were made before leaving, on the other side of the world.
      if (m.arriveDate < m.departDate) return [];
      const day = c.days.find((d) => d.date === m.arriveDate);
      if (!day) return [];
      return day.items
        .filter(
          (it) =>
            !isJourney(it) &&
            it.type !== "reddit" &&
            minutesOf(it.time) < m.arrive &&
            minutesOf(it.time) >= (m.departDate === m.arriveDate ? m.depart : 0),
        )
        .map((it) => ({
          rule: "before-arrival" as const,
          date: day.date,
          message: `"${it.activity}" before arriving at ${Math.floor(m.arrive / 60)}h`,
        }));
    }),
  "checkout-after-breakfast": (c) =>
    c.days.flatMap((d) => {
      const out = d.items.find((it) => it.type === "Hotel" && /^Check out/.test(it.activity));
      const breakfast = d.items.find((it) => isMeal(it, "breakfast"));
      return out && breakfast && minutesOf(out.time) < end(breakfast)
        ? [{ rule: "checkout-after-breakfast" as const, date: d.date, message: "Check-out before breakfast is over" }]
        : [];
    }),
  "checkin-time": (c) =>
    c.days.flatMap((d) =>
      d.items
        .filter(
          (it) =>
            it.type === "Hotel" &&
            /^Check in/.test(it.activity) &&
            minutesOf(it.time) < 840 &&
            minutesOf(it.time) >= 360,
        )
        .map((it) => ({
          rule: "checkin-time" as const,
          date: d.date,
          message: `Check-in at ${it.time}, before rooms are ready`,
        })),
    ),
  "opening-hours": (c) =>
    c.days.flatMap((d) =>
      d.items.filter(isVisit).flatMap((it) => {
        const w = visitWindows[placeKindOf(it.place?.types ?? [])];
        const at = minutesOf(it.time);
        return at < w.open || at + (it.minutes ?? 60) > w.close
          ? [
              {
                rule: "opening-hours" as const,
                date: d.date,
                message: `${it.location} at ${it.time}, outside its hours`,
              },
            ]
          : [];
      }),
    ),
  overlap: (c) =>
    c.days.flatMap((d) => {
      // A journey between two items is the way from one to the other; a flight's own length is
      // in two time zones, so only what comes before it is checked against it.
      const timed = d.items.filter((it) => it.type !== "reddit");
      const out: Violation[] = [];
      for (let i = 1; i < timed.length; i++) {
        const a = timed[i - 1] as TItineraryItem;
        const b = timed[i] as TItineraryItem;
        if (a.type === "Flight") continue;
        const pa = a.place;
        const pb = b.place;
        const travel = pa && pb && !isJourney(a) && !isJourney(b) ? travelMinutes(pa, pb) : 0;
        if (minutesOf(b.time) + 5 < end(a) + travel)
          out.push({
            rule: "overlap",
            date: d.date,
            message: `"${b.activity}" starts before "${a.activity}" is over and reached`,
          });
      }
      return out;
    }),
  "repeat-place": (c) => {
    const seen = new Set<string>();
    const out: Violation[] = [];
    for (const d of c.days)
      for (const it of d.items.filter(isVisit)) {
        if (seen.has(it.location)) out.push({ rule: "repeat-place", date: d.date, message: `${it.location} twice` });
        seen.add(it.location);
      }
    return out;
  },
  "back-to-back": (c) =>
    c.days.flatMap((d) => {
      // Next to each other in the day: a meal or a journey between two views is a break.
      const timed = d.items.filter((it) => it.type !== "reddit");
      const out: Violation[] = [];
      for (let i = 1; i < timed.length; i++) {
        const x = timed[i - 1] as TItineraryItem;
        const y = timed[i] as TItineraryItem;
        if (!isVisit(x) || !isVisit(y)) continue;
        const a = placeKindOf(x.place?.types ?? []);
        const b = placeKindOf(y.place?.types ?? []);
        if (a === b && (a === "viewpoint" || a === "museum" || a === "market"))
          out.push({ rule: "back-to-back", date: d.date, message: `Two ${a}s back to back` });
      }
      return out;
    }),
  "no-flights": (c) =>
    c.flights
      ? []
      : c.days.flatMap((d) =>
          d.items
            .filter((it) => it.type === "Flight" || it.transport?.mode === "flight")
            .map((it) => ({
              rule: "no-flights" as const,
              date: d.date,
              message: `A flight (${it.location}) on a trip without flights`,
            })),
        ),
  "no-driving": (c) =>
    c.selfDrive
      ? []
      : c.days.flatMap((d) =>
          d.items
            .filter((it) => it.transport?.mode === "drive")
            .map((it) => ({
              rule: "no-driving" as const,
              date: d.date,
              message: `A drive (${it.location}) for someone who will not drive`,
            })),
        ),
  budget: (c) =>
    c.budgetUsd !== null && c.totalUsd > c.budgetUsd * 1.001
      ? [
          {
            rule: "budget",
            message: `The trip costs $${Math.round(c.totalUsd)}, over the $${Math.round(c.budgetUsd)} budget`,
          },
        ]
      : [],
  party: (c) =>
    c.days.flatMap((d) =>
      d.items
        .filter((it) => it.hotel?.guests !== undefined && (it.hotel.guests ?? 0) < c.guests)
        .map((it) => ({
          rule: "party" as const,
          date: d.date,
          message: `${it.hotel?.hotel_name} is booked for ${it.hotel?.guests} of ${c.guests}`,
        })),
    ),
  "stay-rules": (c) =>
    c.days.flatMap((d) =>
      d.items
        .filter((it) => it.type === "Hotel" && it.hotel)
        .flatMap((it) => {
          const h = it.hotel;
          const r = c.stayRules;
          if (!h) return [];
          const broken: string[] = [];
          if (h.rules) {
            if (r.pets && !h.rules.pets) broken.push("pets");
            if (r.children && !h.rules.children) broken.push("children");
            if (r.parties && !h.rules.parties) broken.push("parties");
            if (r.smoking !== null && r.smoking !== h.rules.smoking) broken.push(r.smoking ? "smoking" : "smoke-free");
          }
          if (r.accessible && h.accessible === false) broken.push("step-free access");
          if (r.type !== "any" && h.room_type && h.room_type !== (r.type === "hotel" ? "hotel_room" : r.type))
            broken.push(r.type.replace("_", " "));
          return broken.length
            ? [
                {
                  rule: "stay-rules" as const,
                  date: d.date,
                  message: `${h.hotel_name} does not allow: ${broken.join(", ")}`,
                },
              ]
            : [];
        }),
    ),
  diets: (c) =>
    c.diets.length === 0
      ? []
      : c.days.flatMap((d) =>
          d.items
            .filter((it) => isMeal(it) && it.place?.diets)
            .filter(
              (it) =>
                !c.diets.every(
                  (x) => it.place?.diets?.includes(x) || (x === "vegetarian" && it.place?.diets?.includes("vegan")),
                ),
            )
            .map((it) => ({
              rule: "diets" as const,
              date: d.date,
              message: `${it.location} is not ${c.diets.join(" and ")}`,
            })),
        ),
  "closed-airport": (c) =>
    c.days.flatMap((d) =>
      d.items
        .flatMap((it) => flightsOf(it))
        .filter((s) => c.closedAirports.has(s.origin_code) || c.closedAirports.has(s.arrive_code))
        .map((s) => ({
          rule: "closed-airport" as const,
          date: d.date,
          message: `${s.origin_code}-${s.arrive_code} uses a closed airport`,
        })),
    ),
  "hotel-consistent": (c) => {
    const seen = new Map<string, string>();
    const out: Violation[] = [];
    for (const d of c.days)
      for (const it of d.items) {
        const h = it.hotel;
        if (!h) continue;
        const sig = `${h.hotel_name}|${h.stars ?? ""}|${h.user_rating ?? ""}|${h.total_price}`;
        // One stay (hotel and dates): two stays at one hotel may differ.
        const key = `${h.hotel_id}|${h.check_in}`;
        const before = seen.get(key);
        if (before && before !== sig)
          out.push({ rule: "hotel-consistent", date: d.date, message: `${h.hotel_name} shown two ways` });
        seen.set(key, sig);
      }
    return out;
  },
  "too-short": (c) =>
    c.stays
      // Something seen between arriving and leaving (the days overlap at a change of city).
      .filter((s) => !c.days.some((d) => d.date >= s.checkIn && d.date <= s.checkOut && d.items.some(isVisit)))
      .map((s) => ({ rule: "too-short" as const, message: `No time to see anything in ${s.name}` })),
  "early-leave": earlyLeave,
};

/** Out of the hotel or off to the airport in the small hours: a plan no one would choose. */
function earlyLeave(c: TripCheck): Violation[] {
  return c.days.flatMap((d) =>
    d.items
      .filter(
        (it) =>
          (/^Check out/.test(it.activity) || /^Head to the airport/.test(it.activity)) && minutesOf(it.time) < 360,
      )
      .map((it) => ({ rule: "early-leave" as const, date: d.date, message: `"${it.activity}" at ${it.time}` })),
  );
}

/** Everything wrong with a plan that the traveller has not been told about. */
export function validateTrip(c: TripCheck): Violation[] {
  return (Object.keys(rules) as RuleId[]).filter((r) => !c.explained.has(r)).flatMap((r) => rules[r](c));
}
