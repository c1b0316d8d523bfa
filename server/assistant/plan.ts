import { z } from "zod";
import { type TInterest, ZInterest } from "../../common/travel/place-kinds";
import { PARTY_MAX, type TPlaceRef, ZPlaceRef, ZTripConstraints } from "../../common/travel/trip-model";

// What Lotus has understood of a trip so far. Stored on the trip (trips.plan), read back at the
// next message, changed one thing at a time by follow-ups.

/** What a traveller can be interested in: the place kinds of common/travel/place-kinds.ts. */
export type Interest = TInterest;

export type PlaceRef = TPlaceRef;

export const ZPlan = z.object({
  destination: ZPlaceRef.nullable().default(null),
  origin: ZPlaceRef.nullable().default(null),
  startDate: z.string().nullable().default(null),
  /** Nights away; days = nights + 1. */
  nights: z.number().int().min(0).max(30).nullable().default(null),
  travellers: z.number().int().min(1).max(PARTY_MAX).default(1),
  budget: z.enum(["budget", "moderate", "luxury"]).default("moderate"),
  pace: z.enum(["relaxed", "moderate", "packed"]).default("moderate"),
  interests: z.array(ZInterest).default([]),
  /** Whole days given to one kind of place ("add a museum day"), in the order asked. */
  themedDays: z.array(ZInterest).default([]),
  /** Day numbers (1-based) in the order the traveller wants them, after swaps. */
  dayOrder: z.array(z.number().int()).default([]),
  /** Nightly hotel cap in dollars, lowered by "cheaper hotel". */
  hotelMaxNightly: z.number().positive().nullable().default(null),
  /** The nightly price of the hotel chosen last, so "cheaper" has something to be cheaper than. */
  chosenHotelNightly: z.number().nullable().default(null),
  flights: z.boolean().default(true),
  /** The last thing Lotus asked for, so a short answer ("Boston", "5 days") fills it. */
  awaiting: z.enum(["destination", "dates", "origin", "near"]).nullable().default(null),
  /** A place name Lotus asked about ("Portland: Oregon or Maine?"), read again with the answer. */
  pending: z.string().max(100).nullable().default(null),
  /** The destination as the trip shows it once planned ("Denver, Aspen and Vail, ..."), so a reply that plans nothing shows it too. */
  shown: z.string().max(300).nullable().default(null),
  // Issue 23: stays, region, party, money, transport, stay rules, food, must-see and avoid.
  // `destination` stays the first stop and `travellers` the party's head count, as before.
  ...ZTripConstraints.shape,
});
export type Plan = z.infer<typeof ZPlan>;

export const emptyPlan = (): Plan => ZPlan.parse({});

/** A stored plan, or a fresh one if what is stored is not a plan (never trust stored JSON blindly). */
export function readPlan(stored: unknown): Plan {
  const parsed = ZPlan.safeParse(stored ?? {});
  return parsed.success ? parsed.data : emptyPlan();
}
