import { Duration } from "luxon";
import { z } from "zod";
import type { TFlight, TRoundTrip, TSegment } from "../../../common/travel/schemas";
import { Invalid } from "../../errors";
import { type DuffelOptions, duffelPost } from "../duffel-client";
import { ProviderError } from "../provider-error";
import type { FlightProvider, FlightQuery, FlightResults } from "./provider";
import { ZFlightQuery } from "./provider";

// Duffel's flights API: one offer request (with offers returned inline) per search, mapped to the
// spec's shapes. Prices in another currency than USD are reported as unknown (negative), never
// converted with a guessed rate.

const MAX_OFFERS = 5;
const ZPlace = z.object({ iata_code: z.string().length(3), name: z.string() });
const ZSegmentIn = z.object({
  origin: ZPlace,
  destination: ZPlace,
  departing_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
  arriving_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
  duration: z.string().nullable().optional(),
  marketing_carrier: z.object({ iata_code: z.string().nullable(), name: z.string() }),
  marketing_carrier_flight_number: z.string(),
  aircraft: z.object({ name: z.string() }).nullable().optional(),
});
const ZSlice = z.object({ duration: z.string().nullable().optional(), segments: z.array(ZSegmentIn).min(1) });
const ZOffer = z.object({
  id: z.string(),
  total_amount: z.string(),
  total_currency: z.string().length(3),
  owner: z.object({ name: z.string(), iata_code: z.string().nullable().optional() }),
  slices: z.array(ZSlice).min(1),
});
const ZReply = z.object({ data: z.object({ id: z.string(), offers: z.array(z.unknown()) }) });

const minutes = (iso: string | null | undefined): number | undefined => {
  if (!iso) return undefined;
  const d = Duration.fromISO(iso);
  return d.isValid ? Math.round(d.as("minutes")) : undefined;
};

function segment(s: z.infer<typeof ZSegmentIn>): TSegment {
  const code = s.marketing_carrier.iata_code ?? "";
  return {
    airline_code: code,
    flight_number: `${code}${s.marketing_carrier_flight_number}`,
    plane_type: s.aircraft?.name ?? "Aircraft not given",
    origin_code: s.origin.iata_code,
    origin_name: s.origin.name,
    depart_date: s.departing_at.slice(0, 10),
    depart_time: s.departing_at.slice(11, 16),
    arrive_code: s.destination.iata_code,
    arrive_name: s.destination.name,
    arrive_date: s.arriving_at.slice(0, 10),
    arrive_time: s.arriving_at.slice(11, 16),
    duration_minutes: Math.max(1, minutes(s.duration) ?? 1),
  };
}

function sliceMinutes(slice: z.infer<typeof ZSlice>, segments: TSegment[]): number {
  return minutes(slice.duration) ?? segments.reduce((sum, s) => sum + s.duration_minutes, 0);
}

export function duffelFlights(options: DuffelOptions): FlightProvider {
  return {
    name: "duffel",
    async search(input: FlightQuery): Promise<FlightResults> {
      const parsed = ZFlightQuery.safeParse(input);
      if (!parsed.success) throw Invalid(parsed.error.issues[0]?.message ?? "Invalid flight search");
      const q = parsed.data;
      const slices = [{ origin: q.origin, destination: q.destination, departure_date: q.departDate }];
      if (q.returnDate) slices.push({ origin: q.destination, destination: q.origin, departure_date: q.returnDate });
      const body = await duffelPost(
        "duffel",
        options,
        "/air/offer_requests?return_offers=true&supplier_timeout=20000",
        {
          slices,
          // Duffel prices a child by age: each child is a passenger with its age.
          passengers: [
            ...Array.from({ length: q.adults }, () => ({ type: "adult" })),
            ...q.children.map((age) => ({ age })),
          ],
          cabin_class: q.cabin,
        },
      );
      const reply = ZReply.safeParse(body);
      if (!reply.success) throw new ProviderError("duffel", "malformed", "a reply without an offer request");
      // One malformed offer is skipped, not fatal: the others are still good answers.
      const offers = reply.data.data.offers
        .map((o) => ZOffer.safeParse(o))
        .filter((o) => o.success)
        .map((o) => (o.success ? o.data : (undefined as never)))
        .filter((o) => o.slices.length === slices.length)
        .sort((a, b) => Number(a.total_amount) - Number(b.total_amount))
        .slice(0, MAX_OFFERS);
      const price = (o: z.infer<typeof ZOffer>) => (o.total_currency === "USD" ? Number(o.total_amount) : -1);
      const url = `https://www.google.com/travel/flights?q=${encodeURIComponent(`Flights from ${q.origin} to ${q.destination} on ${q.departDate}${q.returnDate ? ` returning ${q.returnDate}` : " one way"}`)}`;

      if (!q.returnDate) {
        const flights: TFlight[] = offers.map((o) => {
          const segs = (o.slices[0] as z.infer<typeof ZSlice>).segments.map(segment);
          return {
            airline_name: o.owner.name,
            price: price(o),
            duration: Math.max(1, sliceMinutes(o.slices[0] as z.infer<typeof ZSlice>, segs)),
            url,
            segments: segs,
          };
        });
        return { kind: "one_way", flights };
      }
      const trips: TRoundTrip[] = offers.map((o) => {
        const [out, back] = o.slices as [z.infer<typeof ZSlice>, z.infer<typeof ZSlice>];
        const outSegs = out.segments.map(segment);
        const backSegs = back.segments.map(segment);
        return {
          outbound_leg: {
            segments: outSegs,
            duration: Math.max(1, sliceMinutes(out, outSegs)),
            travel_class: q.cabin,
            airline_name: o.owner.name,
          },
          return_leg: {
            segments: backSegs,
            duration: Math.max(1, sliceMinutes(back, backSegs)),
            travel_class: q.cabin,
            airline_name: o.owner.name,
            price: price(o),
          },
          url,
        };
      });
      return { kind: "round_trip", trips };
    },
  };
}
