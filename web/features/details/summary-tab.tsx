import { CalendarDays, Hotel, MapPin, Plane, Wallet } from "lucide-react";
import type { TTripDetails } from "../../../common/api/details";
import type { TTripWatch } from "../../../common/api/watch";
import { SampleDataLabel } from "../../components/sample-data-label";
import { cn } from "../../lib/cn";
import { price } from "../../lib/format";
import { BookingControl } from "./booking-control";
import { PriceHistory, WatchStatus } from "./price-watch";
import { readableDates } from "./readable-dates";
import { UpgradeCard } from "./upgrade-card";

type Bookings = { booked: Record<string, boolean>; set: (id: string, booked: boolean) => void };

/** Trip Summary: where, when, the total, and each distinct flight and hotel with its booking. */
export function SummaryTab({
  details,
  bookings,
  watch,
}: {
  details: TTripDetails;
  bookings: Bookings;
  watch?: TTripWatch;
}) {
  const summary = details.summary;
  const destinations = summary?.destinations.length ? summary.destinations.join(", ") : (details.destination ?? "TBD");
  const lines = summary ? [...summary.flights, ...summary.hotels] : [];
  const bookedCount = lines.filter((l) => bookings.booked[l.booking_id]).length;
  return (
    <div className="space-y-6">
      {/* Without Voyager there is no total to show: the card is left out (it read "Total cost:
          Voyager") and the upgrade card below says what Voyager adds. */}
      <dl className={cn("grid gap-4", summary ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        <Fact icon={MapPin} label="Destinations" value={destinations} />
        <Fact icon={CalendarDays} label="Dates" value={details.dates ? readableDates(details.dates) : "TBD"} />
        {summary ? (
          <Fact
            icon={Wallet}
            label="Total cost"
            value={price(summary.total)}
            note={summary.unpriced ? `${summary.unpriced} item(s) without a price` : undefined}
            testId="total-cost"
          />
        ) : null}
      </dl>
      {summary ? (
        <section aria-labelledby="breakdown" className="rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="breakdown" className="text-lg font-bold text-slate-900">
              Cost breakdown
            </h2>
            {lines.length ? (
              <p className="text-sm text-slate-600" data-testid="booked-count">
                {bookedCount} of {lines.length} booked
              </p>
            ) : null}
          </div>
          <WatchStatus watch={watch} />
          {lines.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              No flights or hotels yet. Ask Lotus for flights and a place to stay and they will appear here.
            </p>
          ) : (
            <>
              <Group title="Flights" icon={Plane} lines={summary.flights} bookings={bookings} watch={watch} />
              <Group title="Hotels" icon={Hotel} lines={summary.hotels} bookings={bookings} watch={watch} />
              <p className="mt-4 flex justify-between border-t border-slate-200 pt-3 font-semibold text-slate-900">
                <span>Total</span>
                <span>{price(summary.total)}</span>
              </p>
            </>
          )}
        </section>
      ) : (
        <UpgradeCard />
      )}
    </div>
  );
}

function Fact({
  icon: Icon,
  label,
  value,
  note,
  testId,
}: {
  icon: typeof MapPin;
  label: string;
  value: string;
  note?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
        <Icon className="size-4" aria-hidden /> {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}

function Group({
  title,
  icon: Icon,
  lines,
  bookings,
  watch,
}: {
  title: string;
  icon: typeof Plane;
  lines: NonNullable<TTripDetails["summary"]>["flights"];
  bookings: Bookings;
  watch?: TTripWatch;
}) {
  if (lines.length === 0) return null;
  const subtotal = lines.reduce((s, l) => s + (l.price ?? 0), 0);
  return (
    <div className="mt-4">
      <h3 className="flex items-center justify-between text-sm font-semibold text-slate-700">
        <span className="flex items-center gap-1.5">
          <Icon className="size-4" aria-hidden /> {title}
        </span>
        <span>{price(subtotal)}</span>
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {lines.map((l) => (
          <li key={l.booking_id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                {l.label} {l.sample ? <SampleDataLabel /> : null}
              </p>
              <p className="text-xs text-slate-500">{readableDates(l.detail)}</p>
            </div>
            <div className="flex items-center gap-3">
              <span className="text-sm text-slate-900">{l.price === null ? "Price Unknown" : price(l.price)}</span>
              <span className="print:hidden">
                <BookingControl
                  url={l.url}
                  label={l.label}
                  booked={Boolean(bookings.booked[l.booking_id])}
                  canTrack
                  onChange={(b) => bookings.set(l.booking_id, b)}
                />
              </span>
              <span className="hidden text-sm print:inline">
                {bookings.booked[l.booking_id] ? "Booked" : "Not booked yet"}
              </span>
            </div>
            <PriceHistory points={watch?.history[l.booking_id]} label={l.label} listed={l.price} />
          </li>
        ))}
      </ul>
    </div>
  );
}
