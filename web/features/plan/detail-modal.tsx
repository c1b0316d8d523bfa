import { CalendarCheck, ExternalLink, MapPin, Plus, Star, X } from "lucide-react";
import { Dialog, Tabs } from "radix-ui";
import { type ReactNode, useId, useState } from "react";
import type { TFlight, TForumPost, THotel, TPlace, TRoundTrip, TSegment } from "../../../common/travel/schemas";
import { QueuedImage } from "../../components/queued-image";
import { isSample, SampleDataNotice } from "../../components/sample-data-label";
import { cut, day, hoursMinutes, isRoundTrip, price, stops } from "../../lib/format";
import { PlaceMap, type PreviousStop } from "../map/place-map";
import { flightAirlines, flightStops, whenText } from "./flight-text";
import { hotelFacts } from "./hotel-facts";
import { dayOfPlace, defaultDay, useItineraryView } from "./itinerary-view";

export type Detail =
  | { kind: "flight"; flight: TFlight | TRoundTrip }
  | { kind: "hotel"; hotel: THotel }
  /** `from`: what the place's distance is measured from, when the screen knows ("central Lisbon"). */
  | {
      kind: "place";
      place: TPlace;
      from?: string;
      /** The itinerary's stop before this one (its small map draws the way), and the time it takes. */
      previous?: PreviousStop;
      travel?: string;
    }
  | { kind: "forum"; post: TForumPost };

/** Adding a place to a day of the itinerary, for those who may edit it. */
export type AddPlace = { days: { date: string; label: string }[]; onAdd: (date: string, place: TPlace) => void };

/**
 * Every detail modal: one-way and round-trip flights, hotel, place, forum post. Escape closes.
 * A place offers 'Add to day N' to those who may edit the itinerary.
 */
export function DetailModal({
  detail,
  onClose,
  addPlace,
}: {
  detail: Detail | null;
  onClose: () => void;
  addPlace?: AddPlace;
}) {
  return (
    <Dialog.Root open={detail !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[88dvh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          {detail ? <Body detail={detail} /> : null}
          {detail?.kind === "place" && addPlace?.days.length ? (
            <AddToDay key={detail.place.name} place={detail.place} addPlace={addPlace} onDone={onClose} />
          ) : null}
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Body({ detail }: { detail: Detail }) {
  switch (detail.kind) {
    case "flight":
      return isRoundTrip(detail.flight) ? <RoundTrip trip={detail.flight} /> : <OneWay flight={detail.flight} />;
    case "hotel":
      return <Hotel hotel={detail.hotel} />;
    case "place":
      return <Place place={detail.place} from={detail.from} previous={detail.previous} travel={detail.travel} />;
    case "forum":
      return <Forum post={detail.post} />;
  }
}

function Title({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <div className="pr-10">
      <Dialog.Title className="text-lg font-semibold text-slate-900">{children}</Dialog.Title>
      <Dialog.Description className="mt-0.5 text-sm text-slate-500">{sub ?? " "}</Dialog.Description>
    </div>
  );
}

function Book({ href, label = "Book Now", className = "mt-5" }: { href: string; label?: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={`${className} inline-flex items-center gap-2 rounded-lg bg-lagoon-700 px-4 py-2 text-sm font-semibold text-white hover:bg-lagoon-900`}
    >
      {label} <ExternalLink className="size-4" aria-hidden />
    </a>
  );
}

/** Segments with the layover between each pair. */
function Segments({ segments }: { segments: TSegment[] }) {
  return (
    <ol className="mt-4 space-y-3">
      {segments.map((s, i) => {
        const next = segments[i + 1];
        const layover = next
          ? Math.round(
              (Date.parse(`${next.depart_date}T${next.depart_time}:00Z`) -
                Date.parse(`${s.arrive_date}T${s.arrive_time}:00Z`)) /
                60_000,
            )
          : null;
        return (
          <li key={`${s.flight_number}-${s.depart_date}`}>
            <div className="rounded-xl border border-slate-200 p-3">
              <div className="flex items-center justify-between text-sm font-medium text-slate-900">
                <span>
                  {s.origin_code} → {s.arrive_code}
                </span>
                <span className="text-slate-500">
                  {s.flight_number} · {hoursMinutes(s.duration_minutes)}
                </span>
              </div>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-600">
                <dt className="text-slate-500">Departs</dt>
                <dd>
                  {whenText(s.depart_date, s.depart_time)} · {s.origin_name}
                </dd>
                <dt className="text-slate-500">Arrives</dt>
                <dd>
                  {whenText(s.arrive_date, s.arrive_time)} · {s.arrive_name}
                </dd>
              </dl>
              <div className="mt-0.5 text-xs text-slate-500">{s.plane_type}</div>
            </div>
            {layover !== null && layover > 0 ? (
              <p className="mt-2 text-center text-xs font-medium text-amber-700">
                Layover in {s.arrive_code}: {hoursMinutes(layover)}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function OneWay({ flight }: { flight: TFlight }) {
  return (
    <>
      <Title sub={`${stops(flight.segments.length)} · ${hoursMinutes(flight.duration)} · ${price(flight.price)}`}>
        {flight.airline_name}
      </Title>
      {isSample(flight) ? <SampleDataNotice /> : null}
      <Segments segments={flight.segments} />
      <Book href={flight.url} />
    </>
  );
}

function RoundTrip({ trip }: { trip: TRoundTrip }) {
  const legs = [
    ["outbound", "Outbound Flight", trip.outbound_leg],
    ["return", "Return Flight", trip.return_leg],
  ] as const;
  return (
    <>
      {/* Both legs' airlines and stops: the outbound leg alone misdescribed a return on another airline. */}
      <Title sub={`Round trip · ${flightStops(trip)} · ${price(trip.return_leg.price)} in total`}>
        {flightAirlines(trip)}
      </Title>
      {isSample(trip) ? <SampleDataNotice /> : null}
      <Tabs.Root defaultValue="outbound" className="mt-4">
        <Tabs.List className="flex gap-1 rounded-lg bg-slate-100 p-1" aria-label="Flight legs">
          {legs.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {legs.map(([value, , leg]) => (
          <Tabs.Content key={value} value={value}>
            <p className="mt-3 text-sm text-slate-600">
              {leg.airline_name} · {stops(leg.segments.length)} · {hoursMinutes(leg.duration)} ·{" "}
              {leg.travel_class.replace("_", " ")}
            </p>
            <Segments segments={leg.segments} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Book href={trip.url} />
    </>
  );
}

function Hotel({ hotel }: { hotel: THotel }) {
  const facts = hotelFacts(hotel);
  return (
    <>
      <Title sub={`${day(hotel.check_in)} to ${day(hotel.check_out)} · ${facts.nightsText}`}>{hotel.hotel_name}</Title>
      {isSample(hotel) ? <SampleDataNotice /> : null}
      {hotel.main_photo_url ? (
        <QueuedImage src={hotel.main_photo_url} alt={hotel.hotel_name} className="mt-4 h-48 w-full rounded-xl" />
      ) : null}
      {hotel.address ? (
        <p className="mt-4 flex items-start gap-1.5 text-sm text-slate-700">
          <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden /> {hotel.address}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">Per night</dt>
          <dd className="font-medium text-slate-900">{facts.nightly}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Total price</dt>
          <dd className="font-medium text-slate-900">
            {price(hotel.total_price)}
            {hotel.total_price < 0 ? null : <span className="font-normal text-slate-500"> for {facts.nightsText}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Hotel class</dt>
          <dd className="font-medium text-slate-900">
            {hotel.stars ? (
              <span role="img" aria-label={`${hotel.stars} stars`}>
                {"★".repeat(hotel.stars)}
              </span>
            ) : (
              "Not classed"
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Guest rating</dt>
          <dd className="font-medium text-slate-900">
            {hotel.user_rating === null ? "No guest reviews yet" : `${hotel.user_rating}/10`}
          </dd>
        </div>
        {facts.party ? (
          <div className="col-span-2">
            <dt className="text-slate-500">For</dt>
            <dd className="font-medium text-slate-900">{facts.party}</dd>
          </div>
        ) : null}
      </dl>
      {facts.amenities.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-slate-900">Amenities and house rules</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {facts.amenities.map((a) => (
              <li key={a} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
                {a}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <HotelWhere hotel={hotel} />
      <div className="mt-5 flex flex-wrap gap-2">
        <OpenInMaps query={[hotel.hotel_name, hotel.address].filter(Boolean).join(", ")} />
        <Book href={hotel.url} className="mt-0" />
      </div>
    </>
  );
}

/** A hotel's small map, when the provider gave its position (the schema does not promise one). */
function HotelWhere({ hotel }: { hotel: THotel }) {
  const { lat, lng } = hotel as THotel & { lat?: unknown; lng?: unknown };
  if (typeof lat !== "number" || typeof lng !== "number" || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return <PlaceMap place={{ name: hotel.hotel_name, lat, lng }} previous={null} />;
}

/** A Google Maps search, in a new tab: by position when we have one, else by name and address. */
export function mapsLink(query: string | { lat: number; lng: number }): string {
  const q = typeof query === "string" ? query : `${query.lat},${query.lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;
}

function OpenInMaps({ query }: { query: string | { lat: number; lng: number } }) {
  return (
    <a
      href={mapsLink(query)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      Open in Maps <ExternalLink className="size-4" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function Place({
  place,
  from,
  previous,
  travel,
}: {
  place: TPlace;
  from?: string;
  previous?: PreviousStop;
  travel?: string;
}) {
  const distance = `${place.distance_from_target_location.toFixed(1)} mi from ${from ?? "where Lotus searched"}`;
  return (
    <>
      <Title sub={[place.types.slice(0, 2).join(", "), distance].filter(Boolean).join(" · ")}>{place.name}</Title>
      {place.photos[0] ? (
        <QueuedImage src={place.photos[0]} alt={place.name} className="mt-4 h-48 w-full rounded-xl" />
      ) : null}
      {place.rating === null ? (
        // No rating: no star either, which read as one.
        <p className="mt-4 text-sm text-slate-600">No ratings yet</p>
      ) : (
        <p className="mt-4 flex items-center gap-1 text-sm text-slate-700">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          {place.rating} ({place.nratings ?? 0} ratings)
        </p>
      )}
      {place.reviews.length ? (
        <ul className="mt-4 space-y-3">
          {place.reviews.map((r) => (
            <li key={`${r.author}-${r.text.slice(0, 20)}`} className="rounded-xl bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-900">{r.author}</p>
              <p className="mt-1 text-slate-600">{cut(r.text, 150)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <PlaceMap place={place} previous={previous ?? null} />
      {previous ? (
        <p className="mt-1.5 text-xs text-slate-600">
          From {previous.title}
          {travel ? `: ${travel}` : ""}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <OpenInMaps query={{ lat: place.lat, lng: place.lng }} />
        {place.website ? <Book href={place.website} label="Website" className="mt-0" /> : null}
      </div>
    </>
  );
}

function Forum({ post }: { post: TForumPost }) {
  return (
    <>
      <Title sub={`${post.num_comments} comments`}>{cut(post.title, 150)}</Title>
      <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{cut(post.post_text, 100)}</p>
      <ul className="mt-4 space-y-2">
        {post.comments.slice(0, 5).map((c) => (
          <li key={c.slice(0, 40)} className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">
            {cut(c, 100)}
          </li>
        ))}
      </ul>
      <Book href={post.post_url} label="Read on Reddit" />
    </>
  );
}

/**
 * 'Add to day N': the place goes to the end of the chosen day, the day in view offered first. A
 * place already in the itinerary says which day it is on instead.
 */
function AddToDay({ place, addPlace, onDone }: { place: TPlace; addPlace: AddPlace; onDone: () => void }) {
  const view = useItineraryView();
  const [date, setDate] = useState(() =>
    defaultDay(
      view,
      addPlace.days.map((d) => d.date),
    ),
  );
  const id = useId();
  const n = addPlace.days.findIndex((d) => d.date === date) + 1;
  const on = dayOfPlace(view, place.name);
  const onIndex = on ? addPlace.days.findIndex((d) => d.date === on) : -1;
  if (on && onIndex >= 0) {
    return (
      <p className="mt-5 flex items-center gap-1.5 border-t border-slate-100 pt-4 text-sm font-medium text-slate-700">
        <CalendarCheck className="size-4 text-lagoon-700" aria-hidden /> On day {onIndex + 1}
        <span className="font-normal text-slate-500">· {addPlace.days[onIndex]?.label.replace(/^Day \d+ · /, "")}</span>
      </p>
    );
  }
  return (
    <div className="mt-5 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          Add to your itinerary
        </label>
        <select
          id={id}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        >
          {addPlace.days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={() => {
          addPlace.onAdd(date, place);
          onDone();
        }}
        className="inline-flex items-center gap-1.5 rounded-lg bg-lagoon-700 px-4 py-2 text-sm font-semibold text-white hover:bg-lagoon-900"
      >
        <Plus className="size-4" aria-hidden /> Add to day {n}
      </button>
    </div>
  );
}
