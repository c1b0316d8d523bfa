import { z } from "zod";
import { type TFlight, type TRoundTrip, ZCabin } from "../../../common/travel/schemas";

export const ZFlightQuery = z
  .object({
    origin: z.string().regex(/^[A-Z]{3}$/, "an IATA airport code such as JFK"),
    destination: z.string().regex(/^[A-Z]{3}$/, "an IATA airport code such as LIS"),
    departDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    returnDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    adults: z.number().int().min(1).max(9).default(1),
    /** Added (issue 23): children's ages (2-11 fly on child fares where the source has them). */
    children: z.array(z.number().int().min(0).max(17)).max(8).default([]),
    cabin: ZCabin.default("economy"),
  })
  .refine((q) => q.origin !== q.destination, "origin and destination must differ")
  .refine((q) => !q.returnDate || q.returnDate >= q.departDate, "the return must not be before the departure");
export type FlightQuery = z.input<typeof ZFlightQuery>;

export type FlightResults = { kind: "one_way"; flights: TFlight[] } | { kind: "round_trip"; trips: TRoundTrip[] };

/** Flights for a query: offline (generated) or from a real API. */
export interface FlightProvider {
  readonly name: string;
  search(query: FlightQuery): Promise<FlightResults>;
}
