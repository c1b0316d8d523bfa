import { ChevronDown, LineChart, Radar } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { TTripWatch } from "../../../common/api/watch";
import { price } from "../../lib/format";
import { relativeTime } from "../notifications/relative-time";

const PriceHistoryChart = lazy(() => import("./price-history-chart"));

/** Above the cost breakdown: whether Lotus watches the trip, when it last looked, when it looks next. */
export function WatchStatus({ watch }: { watch: TTripWatch | undefined }) {
  if (!watch) return null;
  const text = watch.watched
    ? watch.last_checked_at
      ? `Prices and weather last checked ${relativeTime(watch.last_checked_at).toLowerCase()}${
          watch.next_check_at ? `, next check ${untilText(watch.next_check_at)}` : ""
        }.`
      : "Lotus will check prices and weather shortly."
    : watch.last_checked_at
      ? `No longer watched (the trip has ended or its owner left Voyager). Last checked ${relativeTime(watch.last_checked_at).toLowerCase()}.`
      : "Lotus watches prices and weather for upcoming trips owned by Voyager members.";
  return (
    <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-500" data-testid="watch-status">
      <Radar className="size-3.5 shrink-0" aria-hidden />
      {text}
    </p>
  );
}

function untilText(iso: string): string {
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 1) return "any minute";
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `in ${hours} h` : `in ${Math.round(hours / 24)} days`;
}

/** Under a flight or hotel: its price now if it moved, and its price history behind a toggle. */
export function PriceHistory({
  points,
  label,
  listed,
}: {
  points: TTripWatch["history"][string] | undefined;
  label: string;
  listed: number | null;
}) {
  const [open, setOpen] = useState(false);
  if (!points?.length) return null;
  const latest = points[points.length - 1];
  const moved = latest && latest.price !== listed;
  return (
    <div className="w-full print:hidden">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        {moved ? (
          <span className={latest.price === null ? "text-red-700" : "text-amber-700"} data-testid="latest-price">
            {latest.price === null ? "Not offered at the last check" : `Now ${price(latest.price)}`}
          </span>
        ) : null}
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex items-center gap-1 rounded font-medium text-lagoon-700 hover:text-lagoon-900 focus-visible:outline-2 focus-visible:outline-lagoon-600"
        >
          <LineChart className="size-3.5" aria-hidden />
          Price history ({points.length} {points.length === 1 ? "check" : "checks"})
          <ChevronDown className={`size-3.5 transition ${open ? "rotate-180" : ""}`} aria-hidden />
        </button>
      </div>
      {open ? (
        <Suspense
          fallback={
            <p className="mt-2 flex h-40 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-500">
              Loading chart...
            </p>
          }
        >
          <PriceHistoryChart points={points} label={label} />
        </Suspense>
      ) : null}
    </div>
  );
}
