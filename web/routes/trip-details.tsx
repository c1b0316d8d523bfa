import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, CalendarPlus, ChevronRight, Loader2, Printer } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { ServerPayload } from "../../common/api/realtime";
import { calendarUrl, tripDetails } from "../api/details";
import { queryKeys } from "../api/query-keys";
import { getSocket } from "../api/socket";
import { tripWatch } from "../api/watch";
import { Alert } from "../components/alert";
import { toast } from "../components/toast/toast-store";
import { bookable, DailyItinerary } from "../features/details/daily-itinerary";
import { readableDates } from "../features/details/readable-dates";
import { SummaryTab } from "../features/details/summary-tab";
import { useBookings } from "../features/details/use-bookings";
import { useItineraryWeather } from "../features/details/use-weather";
import { legacyDays, specDaysOf, specItemOf } from "../features/itinerary/itinerary-cache";
import { useItineraryEdits, useItineraryState } from "../features/itinerary/use-itinerary";
import { useTripAccess } from "../features/itinerary/use-trip-access";
import { AppTopBar } from "../features/shell/app-top-bar";
import { usePageTitle } from "../features/shell/page-title";
import { track } from "../lib/analytics/analytics";

const texts = {
  notFound: "Hmmm... that trip was not found or you do not have access to it. Please try again.",
  loadFailed: "Something went wrong loading your trip, please refresh the page and try again",
};

/** /details/{id}: the whole trip on one page (Trip Summary, Daily Itinerary), printable. */
export function TripDetailsPage() {
  const { tripId = "" } = useParams();
  const navigate = useNavigate();
  const [tab, setTab] = useState("summary");
  const [printing, setPrinting] = useState(false);
  const details = useQuery({
    queryKey: queryKeys.tripDetails(tripId),
    retry: false,
    queryFn: async () => {
      const res = await tripDetails(tripId);
      if (!res.ok) throw new Error(res.data.error === "trip not found" ? texts.notFound : texts.loadFailed);
      return res.data;
    },
  });

  // Spec: on load failure the user goes back to /plan.
  useEffect(() => {
    if (!details.isError) return;
    toast({ title: details.error.message, variant: "destructive" });
    navigate("/plan", { replace: true });
  }, [details.isError, details.error, navigate]);

  const data = details.data;
  usePageTitle(data ? `${data.name} · Trip details` : null);
  // Booking management and the price watch are Voyager's: the server says whether this viewer may.
  const voyager = data?.permissions.manage_bookings ?? false;
  // The price watch is a Voyager view: asked for once the details say the viewer has Voyager.
  const watch = useQuery({
    queryKey: queryKeys.tripWatch(tripId),
    enabled: voyager,
    queryFn: async () => {
      const res = await tripWatch(tripId);
      if (!res.ok) throw new Error("Failed to load the price watch");
      return res.data;
    },
  });
  // The editable itinerary (live through the trip's room, which the access check joins); a trip
  // whose itinerary has no rows yet shows the details' own, read-only.
  const access = useTripAccess(tripId);
  const state = useItineraryState(tripId);
  const { edit } = useItineraryEdits(tripId);
  const hasRows = state.data?.days.some((d) => d.items.length) ?? false;
  const days = useMemo(
    () => (hasRows || !data ? (state.data?.days ?? []) : legacyDays(data.itinerary)),
    [hasRows, data, state.data],
  );
  const canEdit = hasRows && access.data?.permissions.edit_itinerary === true;
  const specDays = useMemo(() => specDaysOf(days), [days]);
  const bookingIds = useMemo(() => {
    const ids = new Set<string>();
    for (const day of specDays)
      for (const item of day.items) {
        const b = bookable(item);
        if (b) ids.add(b.id);
      }
    return [...ids].sort();
  }, [specDays]);
  const bookings = useBookings(tripId, bookingIds, voyager);
  // A change Lotus just found for this trip: the status line and the price history follow.
  const queries = useQueryClient();
  useEffect(() => {
    if (!voyager) return;
    const socket = getSocket();
    const onNotification = ({ notification: n }: ServerPayload<"notification">) => {
      if (n.entity_type === "trip_watch" && n.action_url === `/details/${tripId}`)
        void queries.invalidateQueries({ queryKey: queryKeys.tripWatch(tripId) });
    };
    socket.on("notification", onNotification);
    return () => {
      socket.off("notification", onNotification);
    };
  }, [voyager, tripId, queries]);
  // The summary's totals follow the itinerary's changes.
  useEffect(() => {
    const socket = getSocket();
    const onChanged = (p: ServerPayload<"itinerary_changed">) => {
      if (p.trip_id === tripId) void queries.invalidateQueries({ queryKey: queryKeys.tripDetails(tripId) });
    };
    socket.on("itinerary_changed", onChanged);
    return () => {
      socket.off("itinerary_changed", onChanged);
    };
  }, [tripId, queries]);
  // Deleted by its owner while open (pushed to the trip's room, which the bookings join).
  useEffect(() => {
    const socket = getSocket();
    const onDeleted = (p: ServerPayload<"trip_deleted">) => {
      if (p.trip_id !== tripId) return;
      toast({ variant: "destructive", title: "This trip was deleted", description: "Its owner deleted it." });
      void queries.invalidateQueries({ queryKey: queryKeys.trips.all });
      navigate("/plan", { replace: true });
    };
    socket.on("trip_deleted", onDeleted);
    return () => {
      socket.off("trip_deleted", onDeleted);
    };
  }, [tripId, navigate, queries]);
  // Every day's weather, an empty day's at the destination.
  const weatherDays = useMemo(() => days.map((d) => ({ date: d.date, items: d.items.map(specItemOf) })), [days]);
  const weather = useItineraryWeather(weatherDays, data?.destination ?? null);

  useEffect(() => {
    const done = () => setPrinting(false);
    window.addEventListener("afterprint", done);
    return () => window.removeEventListener("afterprint", done);
  }, []);
  useEffect(() => {
    if (printing) window.print();
  }, [printing]);

  if (!data) {
    return (
      <div className="flex h-full flex-col">
        <AppTopBar />
        <div className="flex flex-1 items-center justify-center gap-2 p-10 text-slate-500">
          <Loader2 className="size-5 animate-spin" aria-hidden /> Loading your trip...
        </div>
      </div>
    );
  }

  const weatherState = {
    data: weather.data,
    loading: weather.isPending && weather.fetchStatus !== "idle",
    failed: weather.isError,
  };
  return (
    <div className="flex h-full flex-col print:block print:h-auto">
      <AppTopBar>
        <nav aria-label="Breadcrumb">
          <ol className="flex min-w-0 items-center gap-1 text-sm">
            <li className="shrink-0">
              <Link to="/trips" className="font-medium text-slate-600 hover:text-slate-900 hover:underline">
                My Trips
              </Link>
            </li>
            <li aria-hidden className="shrink-0 text-slate-400">
              <ChevronRight className="size-4" />
            </li>
            <li className="min-w-0 truncate font-semibold text-slate-900" aria-current="page">
              {data.name}
            </li>
          </ol>
        </nav>
      </AppTopBar>
      <div className="min-h-0 flex-1 overflow-y-auto print:h-auto print:overflow-visible">
        <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            <Link
              to={`/plan/${data.trip_id}`}
              className="inline-flex items-center gap-1 text-sm font-medium text-lagoon-700 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden /> Plan View
            </Link>
            <div className="flex gap-2">
              <a
                href={calendarUrl(data.trip_id)}
                download
                onClick={() => track("Feature", "calendar export")}
                className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
              >
                <CalendarPlus className="size-4" aria-hidden /> Add to calendar
              </a>
              <button
                type="button"
                onClick={() => {
                  track("Feature", "print");
                  setPrinting(true);
                }}
                className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
              >
                <Printer className="size-4" aria-hidden /> Print or save as PDF
              </button>
            </div>
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{data.name}</h1>
          <p className="mt-1 text-slate-600">
            {data.destination ?? "Destination TBD"} · {data.dates ? readableDates(data.dates) : "TBD"}
          </p>
          {bookings.error ? (
            <div className="mt-4">
              <Alert kind="error">{bookings.error}</Alert>
            </div>
          ) : null}

          <Tabs.Root
            value={tab}
            onValueChange={(value) => {
              track("Tab", "trip details", value);
              setTab(value);
            }}
            className="mt-6"
          >
            <Tabs.List aria-label="Trip details" className="flex gap-1 border-b border-slate-200 print:hidden">
              {[
                ["summary", "Trip Summary"],
                ["itinerary", "Daily Itinerary"],
              ].map(([value, label]) => (
                <Tabs.Trigger
                  key={value}
                  value={value as string}
                  className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-lagoon-700 data-[state=active]:text-lagoon-700"
                >
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* Both tabs stay mounted so a printout holds the whole trip. */}
            <Tabs.Content forceMount value="summary" className="pt-6 data-[state=inactive]:hidden print:block!">
              <SummaryTab details={data} bookings={bookings} watch={watch.data} />
            </Tabs.Content>
            <Tabs.Content forceMount value="itinerary" className="pt-6 data-[state=inactive]:hidden print:block!">
              <h2 className="mb-3 hidden text-xl font-bold print:block">Daily Itinerary</h2>
              {state.isPending && !data.itinerary.length && state.fetchStatus !== "idle" ? (
                <p className="text-sm text-slate-500">Loading...</p>
              ) : (
                <DailyItinerary
                  days={days}
                  destination={data.destination}
                  weather={weatherState}
                  bookings={bookings}
                  canTrack={voyager}
                  expandAll={printing}
                  canEdit={canEdit}
                  onEdit={edit}
                  stays={state.data?.stays}
                />
              )}
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </div>
    </div>
  );
}
