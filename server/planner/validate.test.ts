import { describe, expect, it } from "vitest";
import type { TItineraryDay, TItineraryItem } from "../../common/api/trips";
import type { THotel, TPlace } from "../../common/travel/schemas";
import { ZStayRules } from "../../common/travel/trip-model";
import { type RuleId, rules, type TripCheck, validateTrip } from "./validate";

// The validator, rule by rule: a day that keeps the rule and one that breaks it.

const place = (name: string, kind: string, lat = 38.71, lng = -9.14, extra: Partial<TPlace> = {}): TPlace => ({
  name,
  rating: null,
  nratings: null,
  types: [kind],
  distance_from_target_location: 0,
  lat,
  lng,
  reviews: [],
  photos: [],
  website: null,
  ...extra,
});
const hotel = (extra: Partial<THotel> = {}): THotel => ({
  hotel_id: "h1",
  hotel_name: "Linden Court Hotel",
  user_rating: null,
  check_in: "2027-05-03",
  check_out: "2027-05-06",
  total_price: 600,
  main_photo_url: null,
  url: "https://example.com/h",
  stars: 4,
  ...extra,
});
const item = (time: string, activity: string, extra: Partial<TItineraryItem> = {}): TItineraryItem => ({
  date: "",
  time,
  type: "other",
  location: "Lisbon",
  activity,
  minutes: 60,
  ...extra,
});
const meal = (time: string, m: "breakfast" | "lunch" | "dinner", extra: Partial<TItineraryItem> = {}) =>
  item(time, `${m[0]?.toUpperCase()}${m.slice(1)} at Café A Brasileira`, {
    type: "place",
    meal: m,
    minutes: m === "dinner" ? 90 : 45,
    place: place(`Café ${m}`, "restaurant", 38.71, -9.14, { diets: ["vegetarian"] }),
    ...extra,
  });
const visit = (time: string, name: string, kind = "museum", minutes = 90) =>
  item(time, `Explore ${name}`, { type: "place", location: name, place: place(name, kind), minutes });
const goodDay = (): TItineraryItem[] => [
  meal("08:00", "breakfast"),
  visit("10:00", "Gulbenkian Museum"),
  meal("12:30", "lunch"),
  visit("14:00", "Belém Tower", "landmark", 75),
  meal("19:00", "dinner"),
];

/** Three days in Lisbon: arrival, one full day, departure. */
function trip(full: TItineraryItem[], change: Partial<TripCheck> = {}): TripCheck {
  const days: TItineraryDay[] = [
    { date: "2027-05-03", items: [item("15:00", "Check in at Linden Court Hotel", { type: "Hotel", hotel: hotel() })] },
    { date: "2027-05-04", items: full },
    {
      date: "2027-05-05",
      items: [
        meal("08:00", "breakfast"),
        item("09:30", "Check out of Linden Court Hotel", { type: "Hotel", hotel: hotel(), minutes: 15 }),
      ],
    },
  ];
  for (const d of days) for (const it of d.items) it.date = d.date;
  return {
    days,
    moves: [],
    stays: [{ name: "Lisbon", checkIn: "2027-05-03", checkOut: "2027-05-05", unused: 0 }],
    flights: true,
    selfDrive: true,
    diets: [],
    guests: 2,
    stayRules: ZStayRules.parse({}),
    budgetUsd: null,
    totalUsd: 1000,
    closedAirports: new Set(["THF"]),
    explained: new Set(),
    ...change,
  };
}
const flightItem = (time: string, from: string, to: string) =>
  item(time, `Fly home from ${from} to ${to}`, {
    type: "Flight",
    minutes: 180,
    flight: {
      airline_name: "TAP",
      price: 300,
      duration: 180,
      url: "https://example.com/f",
      segments: [
        {
          airline_code: "TP",
          flight_number: "TP1",
          plane_type: "A320",
          origin_code: from,
          origin_name: from,
          depart_date: "2027-05-05",
          depart_time: time,
          arrive_code: to,
          arrive_name: to,
          arrive_date: "2027-05-05",
          arrive_time: "20:00",
          duration_minutes: 180,
        },
      ],
    },
  });

const cases: { rule: RuleId; ok: TripCheck; bad: TripCheck }[] = [
  { rule: "meals", ok: trip(goodDay()), bad: trip(goodDay().filter((it) => it.meal !== "lunch")) },
  {
    rule: "thin-day",
    ok: trip([
      meal("08:00", "breakfast"),
      item("10:00", "Rest day: a slow day in Lisbon", { rest: true }),
      meal("12:30", "lunch"),
      meal("19:00", "dinner"),
    ]),
    bad: trip([
      meal("08:00", "breakfast"),
      visit("10:00", "Gulbenkian Museum"),
      meal("12:30", "lunch"),
      meal("19:00", "dinner"),
    ]),
  },
  {
    rule: "filler",
    ok: trip(goodDay()),
    bad: trip([...goodDay(), item("15:45", "Free time to wander Lisbon at your own pace")], {
      stays: [{ name: "Lisbon", checkIn: "2027-05-03", checkOut: "2027-05-05", unused: 6 }],
    }),
  },
  {
    rule: "airport-buffer",
    ok: (() => {
      const t = trip(goodDay());
      t.days[2]?.items.push({ ...flightItem("14:00", "LIS", "JFK"), date: "2027-05-05" });
      t.moves = [
        {
          mode: "flight",
          departDate: "2027-05-05",
          depart: 840,
          arriveDate: "2027-05-05",
          arrive: 1200,
          international: true,
        },
      ];
      return t;
    })(),
    bad: (() => {
      const t = trip(goodDay());
      t.days[2]?.items.push({ ...visit("11:00", "Castle of São Jorge", "landmark", 60), date: "2027-05-05" });
      t.days[2]?.items.push({ ...flightItem("14:00", "LIS", "JFK"), date: "2027-05-05" });
      t.moves = [
        {
          mode: "flight",
          departDate: "2027-05-05",
          depart: 840,
          arriveDate: "2027-05-05",
          arrive: 1200,
          international: true,
        },
      ];
      return t;
    })(),
  },
  {
    rule: "before-arrival",
    ok: trip(goodDay(), {
      moves: [
        {
          mode: "flight",
          departDate: "2027-05-02",
          depart: 1200,
          arriveDate: "2027-05-03",
          arrive: 600,
          international: true,
        },
      ],
    }),
    bad: (() => {
      const t = trip(goodDay(), {
        moves: [
          {
            mode: "flight",
            departDate: "2027-05-02",
            depart: 1200,
            arriveDate: "2027-05-03",
            arrive: 1020,
            international: true,
          },
        ],
      });
      return t;
    })(),
  },
  {
    rule: "checkout-after-breakfast",
    ok: trip(goodDay()),
    bad: (() => {
      const t = trip(goodDay());
      const last = t.days[2];
      if (last)
        last.items = [
          item("07:30", "Check out of Linden Court Hotel", {
            type: "Hotel",
            hotel: hotel(),
            minutes: 15,
            date: last.date,
          }),
          meal("08:00", "breakfast", { date: last.date }),
        ];
      return t;
    })(),
  },
  {
    rule: "checkin-time",
    ok: trip(goodDay()),
    bad: (() => {
      const t = trip(goodDay());
      const first = t.days[0]?.items[0];
      if (first) first.time = "09:00";
      return t;
    })(),
  },
  {
    rule: "opening-hours",
    ok: trip(goodDay()),
    bad: trip([
      meal("08:00", "breakfast"),
      visit("07:00", "Gulbenkian Museum"),
      meal("12:30", "lunch"),
      visit("14:00", "Belém Tower", "landmark"),
      meal("19:00", "dinner"),
    ]),
  },
  {
    rule: "overlap",
    ok: trip(goodDay()),
    bad: trip([
      meal("08:00", "breakfast"),
      visit("10:00", "Gulbenkian Museum", "museum", 180),
      meal("12:30", "lunch"),
      visit("14:00", "Belém Tower", "landmark"),
      meal("19:00", "dinner"),
    ]),
  },
  {
    rule: "repeat-place",
    ok: trip(goodDay()),
    bad: (() => {
      const t = trip(goodDay());
      t.days[2]?.items.push({ ...visit("10:00", "Gulbenkian Museum"), date: "2027-05-05" });
      return t;
    })(),
  },
  {
    rule: "back-to-back",
    ok: trip(goodDay()),
    bad: trip([
      meal("08:00", "breakfast"),
      visit("10:00", "Miradouro da Graça", "viewpoint", 45),
      visit("11:00", "Miradouro de Santa Luzia", "viewpoint", 45),
      meal("12:30", "lunch"),
      meal("19:00", "dinner"),
    ]),
  },
  {
    rule: "no-flights",
    ok: trip(goodDay(), { flights: false }),
    bad: (() => {
      const t = trip(goodDay(), { flights: false });
      t.days[2]?.items.push({ ...flightItem("18:00", "LIS", "MAD"), date: "2027-05-05" });
      return t;
    })(),
  },
  {
    rule: "no-driving",
    ok: trip(goodDay(), { selfDrive: false }),
    bad: (() => {
      const t = trip(goodDay(), { selfDrive: false });
      t.days[2]?.items.push(
        item("10:00", "Drive from Lisbon to Porto", {
          date: "2027-05-05",
          transport: { mode: "drive", from: "Lisbon", to: "Porto", minutes: 200, cost_per_person: 40 },
        }),
      );
      return t;
    })(),
  },
  { rule: "budget", ok: trip(goodDay(), { budgetUsd: 1200 }), bad: trip(goodDay(), { budgetUsd: 800 }) },
  {
    rule: "party",
    ok: trip(goodDay(), { guests: 2 }),
    bad: (() => {
      const t = trip(goodDay(), { guests: 4 });
      const first = t.days[0]?.items[0];
      if (first) first.hotel = hotel({ guests: 2 });
      return t;
    })(),
  },
  {
    rule: "stay-rules",
    ok: (() => {
      const t = trip(goodDay(), { stayRules: ZStayRules.parse({ pets: true }) });
      const first = t.days[0]?.items[0];
      if (first) first.hotel = hotel({ rules: { pets: true, children: true, parties: false, smoking: false } });
      return t;
    })(),
    bad: (() => {
      const t = trip(goodDay(), { stayRules: ZStayRules.parse({ pets: true }) });
      const first = t.days[0]?.items[0];
      if (first) first.hotel = hotel({ rules: { pets: false, children: true, parties: false, smoking: false } });
      return t;
    })(),
  },
  {
    rule: "diets",
    ok: trip(goodDay(), { diets: ["vegetarian"] }),
    bad: trip(goodDay(), { diets: ["halal"] }),
  },
  {
    rule: "closed-airport",
    ok: (() => {
      const t = trip(goodDay());
      t.days[2]?.items.push({ ...flightItem("18:00", "LIS", "BER"), date: "2027-05-05" });
      return t;
    })(),
    bad: (() => {
      const t = trip(goodDay());
      t.days[2]?.items.push({ ...flightItem("18:00", "LIS", "THF"), date: "2027-05-05" });
      return t;
    })(),
  },
  {
    rule: "hotel-consistent",
    ok: trip(goodDay()),
    bad: (() => {
      const t = trip(goodDay());
      const out = t.days[2]?.items[1];
      if (out) out.hotel = hotel({ stars: 3 });
      return t;
    })(),
  },
  {
    rule: "early-leave",
    ok: trip(goodDay()),
    bad: (() => {
      const t = trip(goodDay());
      const out = t.days[2]?.items[1];
      if (out) out.time = "03:30";
      return t;
    })(),
  },
  {
    rule: "too-short",
    ok: trip(goodDay()),
    bad: trip([meal("08:00", "breakfast"), meal("12:30", "lunch"), meal("19:00", "dinner")]),
  },
];

describe("the trip validator", () => {
  it.each(cases)("$rule: keeps a sound plan, and catches the broken one", ({ rule, ok, bad }) => {
    expect(rules[rule](ok)).toEqual([]);
    const found = rules[rule](bad);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((v) => v.rule === rule)).toBe(true);
  });

  it("a flight home east over the date line lands on the day before: that day was spent before leaving", () => {
    const home = trip(goodDay(), {
      moves: [
        {
          mode: "flight",
          departDate: "2027-05-05",
          depart: 600,
          arriveDate: "2027-05-04",
          arrive: 1260,
          international: true,
        },
      ],
    });
    expect(rules["before-arrival"](home)).toEqual([]);
  });

  it("has a case for every rule", () => {
    expect(new Set(cases.map((c) => c.rule))).toEqual(new Set(Object.keys(rules)));
  });

  it("passes a sound trip as a whole, and leaves out what the traveller has been told", () => {
    expect(validateTrip(trip(goodDay()))).toEqual([]);
    const over = trip(goodDay(), { budgetUsd: 800 });
    expect(validateTrip(over).map((v) => v.rule)).toEqual(["budget"]);
    expect(validateTrip({ ...over, explained: new Set(["budget"]) })).toEqual([]);
  });
});
