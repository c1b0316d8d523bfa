import { BedDouble, Loader2, MapPin, MessageSquareText, Plane, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { TItineraryItem } from "../../../common/api/trips";
import { track } from "../../lib/analytics/analytics";
import { clock, day } from "../../lib/format";
import type { Detail } from "./detail-modal";
import type { Itinerary } from "./use-trip-chat";

const icons = { Flight: Plane, Hotel: BedDouble, place: MapPin, reddit: MessageSquareText, other: Sparkles } as const;

export function detailOf(item: TItineraryItem): Detail | null {
  if (item.type === "Flight" && item.flight) return { kind: "flight", flight: item.flight };
  if (item.type === "Hotel" && item.hotel) return { kind: "hotel", hotel: item.hotel };
  if (item.type === "place" && item.place) return { kind: "place", place: item.place };
  if (item.type === "reddit" && item.reddit) return { kind: "forum", post: item.reddit };
  return null;
}

/** 'Your Itinerary': a date line, an info line, the days and their timed items. */
export function ItineraryPanel({
  itinerary,
  loading,
  updating,
  tripId,
  showBook,
  onOpen,
}: {
  itinerary: Itinerary;
  loading: boolean;
  updating: boolean;
  tripId: string;
  showBook: boolean;
  onOpen: (d: Detail) => void;
}) {
  const items = itinerary.itinerary.reduce((n, d) => n + d.items.length, 0);
  return (
    <section aria-labelledby="itinerary-title" className="flex h-full min-h-0 flex-col">
      <header className="border-b border-slate-200 px-5 py-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id="itinerary-title" className="text-lg font-semibold text-slate-900">
            Your Itinerary
          </h2>
          {updating ? (
            <Loader2 className="size-4 animate-spin text-lagoon-700" aria-label="Updating itinerary" />
          ) : null}
        </div>
        <p className="mt-0.5 text-sm text-slate-600">{itinerary.dates ?? "Dates TBD"}</p>
        <p className="text-xs text-slate-500">
          {itinerary.destination ?? "Destination TBD"}
          {items ? ` · ${itinerary.itinerary.length} days · ${items} plans` : ""}
        </p>
        {showBook && tripId ? (
          <Link
            to={`/details/${tripId}`}
            onClick={() => track("Itinerary", "Book Trip")}
            title="View trip details and booking options"
            className="mt-3 inline-flex items-center rounded-lg bg-lotus-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-lotus-700"
          >
            Book Trip
          </Link>
        ) : null}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        {loading ? (
          <p className="text-sm text-slate-500">Loading...</p>
        ) : itinerary.itinerary.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
            Trip itinerary will auto-update as you chat with Lotus
          </div>
        ) : (
          <ol className="space-y-5">
            {itinerary.itinerary.map((d, i) => (
              <li key={d.date}>
                <h3 className="text-sm font-semibold text-slate-900">
                  Day {i + 1} <span className="font-normal text-slate-500">· {day(d.date)}</span>
                </h3>
                <ul className="mt-2 space-y-1.5">
                  {d.items.map((item) => {
                    const Icon = icons[item.type];
                    const detail = detailOf(item);
                    const body = (
                      <>
                        <span className="w-16 shrink-0 text-xs font-medium tabular-nums text-slate-500">
                          {clock(item.time)}
                        </span>
                        <Icon className="mt-0.5 size-4 shrink-0 text-lagoon-700" aria-hidden />
                        <span className="min-w-0 text-sm text-slate-800">{item.activity}</span>
                      </>
                    );
                    return (
                      <li key={`${item.time}-${item.activity}`}>
                        {detail ? (
                          <button
                            type="button"
                            onClick={() => {
                              track("Itinerary", "open details", detail.kind);
                              onOpen(detail);
                            }}
                            className="flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-lagoon-600"
                          >
                            {body}
                          </button>
                        ) : (
                          <div className="flex items-start gap-2 px-2 py-1.5">{body}</div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
