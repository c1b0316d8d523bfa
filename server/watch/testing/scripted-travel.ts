import type { TRoundTrip, TWeather } from "../../../common/travel/schemas";
import { lisbonFlight, lisbonHotel } from "../../bookings/testing/lisbon-trip";
import type { FlightProvider } from "../../travel/flights/provider";
import type { HotelProvider } from "../../travel/hotels/provider";
import type { WeatherProvider } from "../../travel/weather/provider";

/** The same route and days, coming home on another flight: always offered, at $999. */
export const otherReturn: TRoundTrip = {
  ...lisbonFlight,
  return_leg: {
    ...lisbonFlight.return_leg,
    segments: lisbonFlight.return_leg.segments.map((s) => ({ ...s, flight_number: "999" })),
    price: 999,
  },
};

/**
 * Travel providers whose answers a test changes between checks, as a live market would: the
 * Lisbon trip's flight and hotel at prices the test sets (null: not offered), and the weather
 * of each day. `hold` makes the next searches wait until `release` (a check caught mid-run).
 */
export function scriptedTravel() {
  const state = {
    flightPrice: lisbonFlight.return_leg.price as number | null,
    hotelPrice: lisbonHotel.total_price as number | null,
    weather: new Map<string, Pick<TWeather, "weather_icon" | "weather_description" | "temp_min" | "temp_max">>(),
    calls: 0,
  };
  let gate: Promise<void> | null = null;
  let open: () => void = () => {};
  const wait = async () => {
    state.calls++;
    if (gate) await gate;
  };
  const flights: FlightProvider = {
    name: "scripted",
    async search() {
      await wait();
      const offers =
        state.flightPrice === null
          ? []
          : [{ ...lisbonFlight, return_leg: { ...lisbonFlight.return_leg, price: state.flightPrice } }];
      // Another offer on the route, so "not offered" is the chosen flight missing, not an empty market.
      offers.push(otherReturn);
      return { kind: "round_trip", trips: offers };
    },
  };
  const hotels: HotelProvider = {
    name: "scripted",
    async search() {
      await wait();
      return state.hotelPrice === null ? [] : [{ ...lisbonHotel, total_price: state.hotelPrice }];
    },
  };
  const weather: WeatherProvider = {
    name: "scripted",
    async weather(q) {
      const w = state.weather.get(q.date) ?? {
        weather_icon: "clear",
        weather_description: "Clear sky",
        temp_min: 12,
        temp_max: 19,
      };
      return { ...w, temperature: (w.temp_min + w.temp_max) / 2 };
    },
  };
  return {
    state,
    travel: { flights, hotels, weather },
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };
}
