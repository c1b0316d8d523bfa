import { ChevronDown, Plus } from "lucide-react";
import { Accordion } from "radix-ui";
import { useState } from "react";
import type { TItineraryWeather } from "../../../common/api/details";
import type { TItineraryEdit, TItineraryItemRow, TStay } from "../../../common/api/itinerary";
import type { TItineraryItem } from "../../../common/api/trips";
import { flightBookingId, flightLabel, flightPrice, hotelBookingId } from "../../../common/bookings";
import { isSample, SampleDataLabel } from "../../components/sample-data-label";
import { cn } from "../../lib/cn";
import { clock, day as dayLabel, price } from "../../lib/format";
import { DayDropZone, DragBoard, DragHandle, SortableRow } from "../itinerary/drag-board";
import { useItemDialogs } from "../itinerary/item-dialogs";
import { ItemMarks, ItemMenu } from "../itinerary/item-parts";
import { type ItineraryDay, isPending, specItemOf } from "../itinerary/itinerary-cache";
import { TravelLine } from "../itinerary/travel-line";
import { MapView } from "../map/map-view";
import { BookingControl } from "./booking-control";
import { dayLocation, itemLocation, weatherKey } from "./use-weather";
import { WeatherChip } from "./weather-chip";

type Weather = { data: TItineraryWeather | undefined; loading: boolean; failed: boolean };
type Bookings = { booked: Record<string, boolean>; set: (id: string, booked: boolean) => void };

/** The flight or hotel an item books, if any: its id, name, price and link. */
export function bookable(item: TItineraryItem) {
  if (item.flight) {
    const p = flightPrice(item.flight);
    return {
      id: flightBookingId(item.flight),
      label: flightLabel(item.flight),
      price: p,
      url: item.flight.url,
      sample: isSample(item.flight),
    };
  }
  if (item.hotel) {
    return {
      id: hotelBookingId(item.hotel),
      label: item.hotel.hotel_name,
      price: item.hotel.total_price,
      url: item.hotel.url,
      sample: isSample(item.hotel),
    };
  }
  return null;
}

/**
 * Daily Itinerary: a collapsible card per day with its date and weather; items with time,
 * activity, place, weather, price and booking. A flight or hotel appearing twice (a round trip's
 * return, a check-out) carries its price and booking once, where it first appears. Editors drag
 * items within and between days (onto a folded day too), edit, pin, remove and add them.
 */
const NO_STAYS: TStay[] = [];

export function DailyItinerary({
  days,
  destination,
  weather,
  bookings,
  canTrack,
  expandAll = false,
  canEdit = false,
  onEdit = () => undefined,
  stays = NO_STAYS,
}: {
  days: ItineraryDay[];
  destination: string | null;
  weather: Weather;
  bookings: Bookings;
  canTrack: boolean;
  expandAll?: boolean;
  canEdit?: boolean;
  onEdit?: (...edits: TItineraryEdit[]) => void;
  /** The trip's stays, for the map's legs between cities. */
  stays?: TStay[];
}) {
  const { setAdding, setEditing, dialogs } = useItemDialogs(days, onEdit);
  // The item picked on the map (its card is highlighted and scrolled to) or the last one opened.
  const [selected, setSelected] = useState<string | null>(null);
  // Days start open, a day added later too; the ones folded by hand stay folded.
  const [folded, setFolded] = useState<string[]>([]);
  if (days.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
        No itinerary yet. Chat with Lotus in Plan View and your days will appear here.
      </p>
    );
  }
  const move = (id: string, date: string, position: number) => {
    const item = days.flatMap((d) => d.items).find((i) => i.id === id);
    if (item) onEdit({ op: "move", item_id: id, version: item.version, date, position });
  };
  return (
    <>
      <MapView
        days={days}
        stays={stays}
        selectedId={selected}
        onPick={(id) => {
          setSelected(id);
          // Days start open; one folded by hand opens for the item picked in it.
          const date = days.find((d) => d.items.some((i) => i.id === id))?.date;
          if (date) setFolded((f) => f.filter((x) => x !== date));
          requestAnimationFrame(() =>
            document
              .querySelector(`[data-item-id="${CSS.escape(id)}"]`)
              ?.scrollIntoView({ block: "center", behavior: "smooth" }),
          );
        }}
        label="Map of the trip"
        className="mb-4 h-80 rounded-2xl border border-slate-200 print:hidden"
      />
      <DragBoard days={days} enabled={canEdit} onMove={move}>
        {(shown) => {
          const seen = new Set<string>();
          return (
            <Accordion.Root
              type="multiple"
              value={shown.map((d) => d.date).filter((date) => expandAll || !folded.includes(date))}
              onValueChange={(open) => setFolded(shown.map((d) => d.date).filter((date) => !open.includes(date)))}
              className="space-y-3"
            >
              {shown.map((day, n) => {
                const specDay = { date: day.date, items: day.items.map(specItemOf) };
                const place = dayLocation(specDay, destination);
                return (
                  <DayDropZone key={day.date} date={day.date} ids={day.items.map((i) => i.id)} enabled={canEdit}>
                    {({ setNodeRef, isOver, style }) => (
                      <Accordion.Item
                        ref={setNodeRef}
                        style={style}
                        value={day.date}
                        className={cn(
                          "overflow-hidden rounded-2xl border bg-white transition-colors",
                          isOver ? "border-lagoon-600 ring-2 ring-lagoon-100" : "border-slate-200",
                        )}
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
                            {day.items.length === 0 ? (
                              <li className="px-5 py-3 text-sm text-slate-500">No plans for this day yet</li>
                            ) : null}
                            {day.items.map((row, index) => {
                              const item = specItemOf(row);
                              const b = bookable(item);
                              const first = b ? !seen.has(b.id) : false;
                              if (b) seen.add(b.id);
                              return (
                                <SortableRow key={row.id} id={row.id} enabled={canEdit && !isPending(row.id)}>
                                  {(bits) => (
                                    <li
                                      ref={bits?.setNodeRef}
                                      style={bits?.style}
                                      data-item-id={row.id}
                                      data-selected={row.id === selected ? "true" : undefined}
                                      className={cn(
                                        "bg-white py-3 pl-5 pr-3",
                                        row.id === selected && "bg-amber-50 ring-2 ring-inset ring-amber-400",
                                        bits?.isDragging && "opacity-40",
                                      )}
                                    >
                                      {/* How one gets here from the stop before, as in the plan's panel. */}
                                      {index > 0 ? (
                                        <TravelLine item={row} className="-mt-1 mb-1 sm:ml-[5.5rem]" />
                                      ) : null}
                                      <div className="flex gap-2">
                                        <DayItem
                                          row={row}
                                          item={item}
                                          booking={b ? { ...b, first } : null}
                                          place={place}
                                          weather={weather}
                                          bookings={bookings}
                                          canTrack={canTrack}
                                          dayWeatherKey={place ? weatherKey(day.date, place) : null}
                                        />
                                        {bits ? (
                                          <DragHandle
                                            bits={bits}
                                            label={`Move ${row.title}`}
                                            className="print:hidden"
                                          />
                                        ) : null}
                                        {canEdit && !isPending(row.id) ? (
                                          <span className="print:hidden">
                                            <ItemMenu
                                              item={row}
                                              onEdit={setEditing}
                                              onChange={(edit) => onEdit(edit)}
                                            />
                                          </span>
                                        ) : null}
                                      </div>
                                    </li>
                                  )}
                                </SortableRow>
                              );
                            })}
                          </ol>
                          {canEdit ? (
                            <div className="border-t border-slate-100 px-5 py-2 print:hidden">
                              <button
                                type="button"
                                onClick={() => setAdding(day.date)}
                                className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm font-medium text-lagoon-700 hover:bg-lagoon-50"
                              >
                                <Plus className="size-4" aria-hidden /> Add a note or booking to day {n + 1}
                              </button>
                            </div>
                          ) : null}
                        </Accordion.Content>
                      </Accordion.Item>
                    )}
                  </DayDropZone>
                );
              })}
            </Accordion.Root>
          );
        }}
      </DragBoard>
      {canEdit ? dialogs : null}
    </>
  );
}

/** One item: time, activity (pinned, booked, confirmation), place, notes, its own weather, price and booking. */
function DayItem({
  row,
  item,
  booking: b,
  place,
  weather,
  bookings,
  canTrack,
  dayWeatherKey,
}: {
  row: TItineraryItemRow;
  item: TItineraryItem;
  booking: (NonNullable<ReturnType<typeof bookable>> & { first: boolean }) | null;
  place: string | null;
  weather: Weather;
  bookings: Bookings;
  canTrack: boolean;
  dayWeatherKey: string | null;
}) {
  const at = itemLocation(item, place);
  const itemWeather = at ? weather.data?.[weatherKey(item.date, at)] : undefined;
  const dayWeather = dayWeatherKey ? weather.data?.[dayWeatherKey] : undefined;
  // A flight landing where the day is already has its weather in the day's header.
  const ownWeather = at && at !== place && JSON.stringify(itemWeather) !== JSON.stringify(dayWeather);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start">
      <span className="w-20 shrink-0 text-sm font-semibold text-lagoon-700">{clock(item.time)}</span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">
          {item.activity} <ItemMarks item={row} />
        </p>
        <p className="text-xs text-slate-500">{item.location}</p>
        {row.notes ? <p className="mt-0.5 text-xs text-slate-600">{row.notes}</p> : null}
        {ownWeather && at ? (
          <div className="mt-1">
            <WeatherChip weather={itemWeather} loading={weather.loading} failed={weather.failed} location={at} />
          </div>
        ) : null}
      </div>
      {b ? (
        <div className="flex flex-wrap items-center gap-3 sm:justify-end">
          {b.first ? (
            <>
              {b.sample ? <SampleDataLabel /> : null}
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
    </div>
  );
}
