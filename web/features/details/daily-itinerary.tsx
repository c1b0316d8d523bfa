import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { TItineraryWeather } from "../../../common/api/details";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import { flightBookingId, flightLabel, flightPrice, hotelBookingId } from "../../../common/bookings";
import { clock, day as dayLabel, price } from "../../lib/format";
import { BookingControl } from "./booking-control";
import { dayLocation, itemLocation, weatherKey } from "./use-weather";
import { WeatherChip } from "./weather-chip";

type Weather = { data: TItineraryWeather | undefined; loading: boolean; failed: boolean };
type Bookings = { booked: Record<string, boolean>; set: (id: string, booked: boolean) => void };

/** The flight or hotel an item books, if any: its id, name, price and link. */
export function bookable(item: TItineraryItem) {
  if (item.flight) {
    const p = flightPrice(item.flight);
    return { id: flightBookingId(item.flight), label: flightLabel(item.flight), price: p, url: item.flight.url };
  }
  if (item.hotel) {
    return {
      id: hotelBookingId(item.hotel),
      label: item.hotel.hotel_name,
      price: item.hotel.total_price,
      url: item.hotel.url,
    };
  }
  return null;
}

/**
 * Daily Itinerary: a collapsible card per day with its date and weather; items with time,
 * activity, place, weather, price and booking. A flight or hotel appearing twice (a round trip's
 * return, a check-out) carries its price and booking once, where it first appears.
 */
export function DailyItinerary({
  itinerary,
  destination,
  weather,
  bookings,
  canTrack,
  expandAll = false,
}: {
  itinerary: TItineraryDay[];
  destination: string | null;
  weather: Weather;
  bookings: Bookings;
  canTrack: boolean;
  expandAll?: boolean;
}) {
  if (itinerary.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
        No itinerary yet. Chat with Lotus in Plan View and your days will appear here.
      </p>
    );
  }
  const seen = new Set<string>();
  return (
    <Accordion.Root
      type="multiple"
      defaultValue={itinerary.map((d) => d.date)}
      {...(expandAll ? { value: itinerary.map((d) => d.date) } : {})}
      className="space-y-3"
    >
      {itinerary.map((day, n) => {
        const place = dayLocation(day, destination);
        return (
          <Accordion.Item
            key={day.date}
            value={day.date}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
          >
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 text-left hover:bg-slate-50">
                <span className="font-bold text-slate-900">Day {n + 1}</span>
                <span className="text-sm text-slate-600">{dayLabel(day.date)}</span>
                <span className="ml-auto flex items-center gap-2">
                  {place ? (
                    <WeatherChip
                      weather={weather.data?.[weatherKey(day.date, place)]}
                      loading={weather.loading}
                      failed={weather.failed}
                      location={place}
                    />
                  ) : null}
                  <ChevronDown
                    className="size-4 text-slate-500 transition group-data-[state=open]:rotate-180 print:hidden"
                    aria-hidden
                  />
                </span>
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>
              <ol className="divide-y divide-slate-100 border-t border-slate-100">
                {day.items.map((item) => {
                  const b = bookable(item);
                  const first = b ? !seen.has(b.id) : false;
                  if (b) seen.add(b.id);
                  const at = itemLocation(item, place);
                  const itemWeather = at ? weather.data?.[weatherKey(item.date, at)] : undefined;
                  const dayWeather = place ? weather.data?.[weatherKey(day.date, place)] : undefined;
                  // A flight landing where the day is already has its weather in the day's header.
                  const ownWeather = at && at !== place && JSON.stringify(itemWeather) !== JSON.stringify(dayWeather);
                  return (
                    <li
                      key={`${item.time}-${item.type}-${item.activity}`}
                      className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-start"
                    >
                      <span className="w-20 shrink-0 text-sm font-semibold text-lagoon-700">{clock(item.time)}</span>
                      <div className="min-w-0 flex-1">
                        <p className="text-sm font-medium text-slate-900">{item.activity}</p>
                        <p className="text-xs text-slate-500">{item.location}</p>
                        {ownWeather && at ? (
                          <div className="mt-1">
                            <WeatherChip
                              weather={itemWeather}
                              loading={weather.loading}
                              failed={weather.failed}
                              location={at}
                            />
                          </div>
                        ) : null}
                      </div>
                      {b ? (
                        <div className="flex flex-wrap items-center gap-3 sm:justify-end">
                          {first ? (
                            <>
                              <span className="text-sm text-slate-900">{price(b.price)}</span>
                              <span className="print:hidden">
                                <BookingControl
                                  url={b.url}
                                  label={b.label}
                                  booked={Boolean(bookings.booked[b.id])}
                                  canTrack={canTrack}
                                  onChange={(v) => bookings.set(b.id, v)}
                                />
                              </span>
                            </>
                          ) : (
                            <span className="text-xs text-slate-500">
                              {bookings.booked[b.id] ? "Booked · " : ""}Priced with its first day
                            </span>
                          )}
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
