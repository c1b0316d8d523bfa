import { eq } from "drizzle-orm";
import type { TItineraryDay } from "../../../common/api/trips";
import type { THotel, TRoundTrip, TSegment } from "../../../common/travel/schemas";
import type { Db } from "../../db/open";
import { trips } from "../../db/schema/index";
import { mergeFromLotus } from "../../itinerary/commands";

// A planned trip as the assistant leaves it: a New York - Lisbon round trip (two itinerary items,
// one flight), a hotel (check-in and check-out, one hotel), a place and free time. Times are
// local: the outbound leaves New York in EST, the return lands there in EDT (US clocks change on
// 14 March 2027), Lisbon is on UTC in March.

const segment = (s: Partial<TSegment> & Pick<TSegment, "origin_code" | "arrive_code">): TSegment => ({
  airline_code: "TP",
  flight_number: "208",
  plane_type: "Airbus A330-900",
  origin_name: s.origin_code === "JFK" ? "John F Kennedy International Airport" : "Humberto Delgado Airport",
  arrive_name: s.arrive_code === "JFK" ? "John F Kennedy International Airport" : "Humberto Delgado Airport",
  depart_date: "2027-03-10",
  depart_time: "19:30",
  arrive_date: "2027-03-11",
  arrive_time: "07:05",
  duration_minutes: 415,
  ...s,
});

export const lisbonFlight: TRoundTrip = {
  outbound_leg: {
    segments: [segment({ origin_code: "JFK", arrive_code: "LIS" })],
    duration: 415,
    travel_class: "economy",
    airline_name: "TAP Air Portugal",
  },
  return_leg: {
    segments: [
      segment({
        origin_code: "LIS",
        arrive_code: "JFK",
        flight_number: "207",
        depart_date: "2027-03-15",
        depart_time: "11:00",
        arrive_date: "2027-03-15",
        arrive_time: "13:45",
        duration_minutes: 465,
      }),
    ],
    duration: 465,
    travel_class: "economy",
    airline_name: "TAP Air Portugal",
    price: 812,
  },
  url: "https://www.flytap.com/en-us/",
};

export const lisbonHotel: THotel = {
  hotel_id: "h-avenida",
  hotel_name: "Hotel Avenida Palace",
  user_rating: 9.1,
  check_in: "2027-03-11",
  check_out: "2027-03-15",
  total_price: 1240.5,
  main_photo_url: null,
  url: "https://www.hotel-avenida-palace.pt/",
  stars: 5,
};

export const lisbonItinerary: TItineraryDay[] = [
  {
    date: "2027-03-10",
    items: [
      {
        date: "2027-03-10",
        time: "19:30",
        type: "Flight",
        location: "New York → Lisbon",
        activity: "Fly from New York to Lisbon (overnight), landing at 07:05",
        flight: lisbonFlight,
      },
    ],
  },
  {
    date: "2027-03-11",
    items: [
      {
        date: "2027-03-11",
        time: "15:00",
        type: "Hotel",
        location: "Lisbon",
        activity: "Check in at Hotel Avenida Palace",
        hotel: lisbonHotel,
      },
    ],
  },
  {
    date: "2027-03-12",
    items: [
      {
        date: "2027-03-12",
        time: "10:00",
        type: "place",
        location: "Belém Tower",
        activity: "Visit Belém Tower",
        place: {
          name: "Belém Tower",
          rating: 4.6,
          nratings: 1200,
          types: ["landmark"],
          distance_from_target_location: 3.7,
          lat: 38.6916,
          lng: -9.216,
          reviews: [],
          photos: [],
          website: "https://www.torrebelem.gov.pt/",
        },
      },
      { date: "2027-03-12", time: "15:00", type: "other", location: "Lisbon", activity: "Free time to wander Lisbon" },
    ],
  },
  {
    date: "2027-03-15",
    items: [
      {
        date: "2027-03-15",
        time: "08:00",
        type: "Hotel",
        location: "Lisbon",
        activity: "Check out of Hotel Avenida Palace",
        hotel: lisbonHotel,
      },
      {
        date: "2027-03-15",
        time: "11:00",
        type: "Flight",
        location: "Lisbon → New York",
        activity: "Fly home from Lisbon to New York",
        flight: lisbonFlight,
      },
    ],
  },
];

/** Gives a trip this itinerary, as the assistant would after planning it. */
export async function planLisbon(db: Db, tripId: string): Promise<void> {
  // Through the itinerary's writer, as a Lotus turn does: rows, a revision and the derived blob.
  await db.transaction((tx) => mergeFromLotus(tx, tripId, lisbonItinerary));
  await db.update(trips).set({ destination: "Lisbon", dates: "Mar 10 - Mar 15, 2027" }).where(eq(trips.id, tripId));
}
