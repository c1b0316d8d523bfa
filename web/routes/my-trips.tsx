import { MapPin, Plus } from "lucide-react";
import { Link } from "react-router";
import { useAuth } from "../features/auth/auth-provider";
import { MobileMenu } from "../features/shell/mobile-menu";
import { TripAsked } from "../features/shell/trip-asked";
import { useTrips } from "../features/shell/use-trips";

/** /trips: the user's trips, newest created first. */
export function MyTripsPage() {
  const { trips, loading } = useTrips();
  const { userInfo } = useAuth();
  return (
    <div className="flex-1 overflow-y-auto">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <div className="flex items-center justify-between gap-4">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">My Trips</h1>
          <div className="flex items-center gap-2">
            <Link
              to="/plan"
              className="inline-flex items-center gap-2 rounded-lg bg-lagoon-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-lagoon-900"
            >
              <Plus className="size-4" aria-hidden /> New Trip
            </Link>
            <MobileMenu user={userInfo} />
          </div>
        </div>
        {loading ? (
          <p className="mt-8 text-slate-500">Loading...</p>
        ) : trips.length === 0 ? (
          <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <MapPin className="mx-auto size-8 text-lotus-500" aria-hidden />
            <p className="mt-3 font-medium text-slate-900">No trips yet</p>
            <p className="mt-1 text-sm text-slate-500">Start one by chatting with Lotus.</p>
          </div>
        ) : (
          <ul className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200">
            {trips.map((t) => (
              <li key={t.id}>
                <Link
                  to={`/plan/${t.id}`}
                  className="flex items-center justify-between gap-4 px-5 py-4 hover:bg-slate-50"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{t.name}</span>
                    <span className="block text-sm text-slate-500">{t.dates ?? "Trip Dates TBD"}</span>
                    <TripAsked asked={t.asked} className="mt-0.5 text-slate-600" />
                  </span>
                  <span className="text-xs text-slate-500">
                    {new Date(t.created_at).toLocaleDateString(undefined, {
                      month: "short",
                      day: "numeric",
                      year: "numeric",
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
