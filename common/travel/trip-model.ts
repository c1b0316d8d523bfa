import { z } from "zod";

// Everything a traveller states about a trip (issue 23), as one model both engines fill: the
// offline engine from plain English, the language model through its tool (whose input schema is
// ZTripFacts below). The planner satisfies it or says which part it cannot.

export const ZDietName = z.enum(["vegetarian", "vegan", "halal", "kosher", "gluten-free"]);
export type TDietName = z.infer<typeof ZDietName>;

export const ZPlaceRef = z.object({
  name: z.string(),
  country: z.string(),
  country_code: z.string(),
  lat: z.number(),
  lng: z.number(),
  airport: z.string().length(3).nullable(),
});
export type TPlaceRef = z.infer<typeof ZPlaceRef>;

/** One stop of the trip, in order: a city and its nights (null: the planner splits the trip). */
export const ZStay = z.object({ place: ZPlaceRef, nights: z.number().int().min(0).max(30).nullable() });
export type TStay = z.infer<typeof ZStay>;

/** "2 cities in Texas": the planner chooses `count` cities (null: as many as the nights suit). */
export const ZRegionAsk = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number().int().min(1).max(8).nullable(),
});
export type TRegionAsk = z.infer<typeof ZRegionAsk>;

/**
 * The biggest party a plan holds: a hen do of 12 or a class of 25 keeps its real size. (A flight
 * or hotel search takes fewer; the planner searches for a share of a bigger group, planner/party.ts.)
 */
export const PARTY_MAX = 30;

export const ZParty = z.object({
  adults: z.number().int().min(1).max(PARTY_MAX).default(1),
  /** One entry per child: the age when given, else null. */
  children: z.array(z.number().int().min(0).max(17).nullable()).max(PARTY_MAX).default([]),
  /** Rooms asked for; null: as many as the party needs (two people a room). */
  rooms: z.number().int().min(1).max(PARTY_MAX).nullable().default(null),
});
export type TParty = z.infer<typeof ZParty>;

export const ZMoney = z.object({
  amount: z.number().positive(),
  /** ISO 4217. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  per: z.enum(["trip", "person", "day", "night"]),
});
export type TMoney = z.infer<typeof ZMoney>;

export const ZTransport = z.object({
  flights: z.boolean().default(true),
  selfDrive: z.boolean().default(true),
  /** A preferred way between stops: a train trip, a road trip, by bus, flying ("fly instead"). */
  prefer: z.enum(["any", "train", "road", "bus", "flight"]).default("any"),
});
export type TTransport = z.infer<typeof ZTransport>;

export const ZStayRules = z.object({
  pets: z.boolean().default(false),
  /** Children under 10 are coming: the place must take them. */
  children: z.boolean().default(false),
  parties: z.boolean().default(false),
  /** true: a smoking room wanted; false: smoke-free asked for; null: not said. */
  smoking: z.boolean().nullable().default(null),
  accessible: z.boolean().default(false),
  type: z.enum(["any", "hotel", "entire_place", "private_room"]).default("any"),
  /** "near the beach", "near the old town": the stay's area, as said. */
  near: z.string().max(100).nullable().default(null),
});
export type TStayRules = z.infer<typeof ZStayRules>;

export const ZFood = z.object({
  diets: z.array(ZDietName).default([]),
  cuisines: z.array(z.string().max(40)).max(10).default([]),
});
export type TFood = z.infer<typeof ZFood>;

/** The stated facts beyond where and when, with their defaults (nothing said: no constraint). */
export const ZTripConstraints = z.object({
  stays: z.array(ZStay).max(8).default([]),
  region: ZRegionAsk.nullable().default(null),
  party: ZParty.default({ adults: 1, children: [], rooms: null }),
  money: ZMoney.nullable().default(null),
  transport: ZTransport.default({ flights: true, selfDrive: true, prefer: "any" }),
  stayRules: ZStayRules.default({
    pets: false,
    children: false,
    parties: false,
    smoking: null,
    accessible: false,
    type: "any",
    near: null,
  }),
  food: ZFood.default({ diets: [], cuisines: [] }),
  mustSee: z.array(z.string().max(100)).max(10).default([]),
  avoid: z.array(z.string().max(100)).max(10).default([]),
});
export type TTripConstraints = z.infer<typeof ZTripConstraints>;

/**
 * The language model's tool input: the same model, with places by name (the app resolves them) and
 * only what changed this turn.
 */
export const ZTripFacts = z.object({
  destination: z.string().optional().describe("One city; for several, use stays"),
  stays: z
    .array(z.object({ city: z.string(), nights: z.number().int().min(0).max(30).optional() }))
    .max(8)
    .optional()
    .describe("Cities in visiting order, with nights when the traveller gave them"),
  region: z
    .object({ name: z.string(), count: z.number().int().min(1).max(8).optional() })
    .optional()
    .describe("A region or country to choose cities in: '2 cities in Texas' is {name:'Texas',count:2}"),
  origin: z.string().optional(),
  start_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  nights: z.number().int().min(0).max(30).optional().describe("Nights away in all (days - 1)"),
  travellers: z
    .number()
    .int()
    .min(1)
    .max(PARTY_MAX)
    .optional()
    .describe("Head count, when adults and children are not told"),
  adults: z.number().int().min(1).max(PARTY_MAX).optional(),
  children_ages: z.array(z.number().int().min(0).max(17)).max(PARTY_MAX).optional(),
  rooms: z.number().int().min(1).max(PARTY_MAX).optional(),
  budget: z.enum(["budget", "moderate", "luxury"]).optional(),
  money: ZMoney.optional().describe("A budget in money, as a hard limit"),
  flights: z.boolean().optional().describe("false when the traveller will not fly"),
  self_drive: z.boolean().optional().describe("false when the traveller will not drive"),
  prefer: ZTransport.shape.prefer.optional(),
  stay_rules: ZStayRules.partial().optional(),
  diets: z.array(ZDietName).optional(),
  cuisines: z.array(z.string().max(40)).max(10).optional(),
  must_see: z.array(z.string().max(100)).max(10).optional(),
  avoid: z.array(z.string().max(100)).max(10).optional(),
  pace: z.enum(["relaxed", "moderate", "packed"]).optional(),
});
export type TTripFacts = z.infer<typeof ZTripFacts>;
