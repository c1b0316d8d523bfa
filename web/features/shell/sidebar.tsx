import { MapPin, PanelLeftClose, PanelLeftOpen, Plus } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useNavigate, useParams } from "react-router";
import { LotusMark } from "../../components/logo";
import { cn } from "../../lib/cn";
import { NotificationBell } from "../notifications/notification-bell";
import { TripAsked } from "./trip-asked";
import { useTrips } from "./use-trips";
import { UserMenu } from "./user-menu";

export const TRIP_CLICK_DELAY_MS = 300;

/**
 * The signed-in sidebar (hidden under 768 px): logo, notifications bell, collapse toggle,
 * 'New Trip', My Trips (the whole list, /trips), and when expanded the Recent Trips, newest first,
 * the current one highlighted.
 */
export function Sidebar() {
  const [collapsed, setCollapsed] = useState(false);
  const [pulsing, setPulsing] = useState<string | null>(null);
  const { trips, loading } = useTrips();
  const navigate = useNavigate();
  const { tripId } = useParams();

  const open = (id: string) => {
    setPulsing(id);
    setTimeout(() => {
      setPulsing(null);
      navigate(`/plan/${id}`);
    }, TRIP_CLICK_DELAY_MS);
  };

  return (
    <aside
      aria-label="Sidebar"
      className={cn(
        "hidden shrink-0 flex-col border-r border-slate-200 bg-slate-50/80 transition-[width] duration-200 md:flex",
        collapsed ? "w-16" : "w-56",
      )}
    >
      <div className={cn("flex items-center gap-1 p-3", collapsed ? "flex-col" : "justify-between")}>
        <Link
          to="/"
          aria-label="Lotus home"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-lagoon-600"
        >
          <LotusMark />
        </Link>
        <div className={cn("flex items-center gap-1", collapsed && "flex-col")}>
          <NotificationBell />
          <button
            type="button"
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200/70"
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5" aria-hidden />
            ) : (
              <PanelLeftClose className="size-5" aria-hidden />
            )}
          </button>
        </div>
      </div>
      <div className="px-3">
        <Link
          to="/plan"
          className={cn(
            "flex items-center justify-center gap-2 rounded-lg bg-lagoon-700 py-2 text-sm font-semibold text-white shadow-sm hover:bg-lagoon-900",
            collapsed ? "px-0" : "px-3",
          )}
          aria-label="New Trip"
        >
          <Plus className="size-4" aria-hidden />
          {collapsed ? null : "New Trip"}
        </Link>
        <NavLink
          to="/trips"
          end
          aria-label={collapsed ? "My Trips" : undefined}
          className={({ isActive }) =>
            cn(
              "mt-2 flex items-center gap-2 rounded-lg py-2 text-sm font-medium hover:bg-slate-200/70 focus-visible:outline-2 focus-visible:outline-lagoon-600",
              collapsed ? "justify-center px-0" : "px-2",
              isActive ? "bg-lagoon-100/70 text-lagoon-900" : "text-slate-700",
            )
          }
        >
          <MapPin className="size-4" aria-hidden />
          {collapsed ? null : "My Trips"}
        </NavLink>
      </div>
      {collapsed ? (
        <div className="flex-1" />
      ) : (
        <nav aria-label="Recent Trips" className="mt-5 min-h-0 flex-1 overflow-y-auto px-3">
          <h2 className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Recent Trips</h2>
          {loading ? (
            <p className="px-2 py-3 text-sm text-slate-500">Loading...</p>
          ) : trips.length === 0 ? (
            <p className="px-2 py-3 text-sm text-slate-500">Your trips will appear here.</p>
          ) : (
            <ul className="mt-2 space-y-0.5">
              {trips.map((t) => (
                <li key={t.id}>
                  <button
                    type="button"
                    onClick={() => open(t.id)}
                    aria-current={t.id === tripId ? "page" : undefined}
                    className={cn(
                      "w-full rounded-lg px-2 py-2 text-left hover:bg-slate-200/70 focus-visible:outline-2 focus-visible:outline-lagoon-600",
                      t.id === tripId && "bg-lagoon-100/70 text-lagoon-900",
                      pulsing === t.id && "animate-pulse",
                    )}
                  >
                    <span className="block truncate text-sm font-medium">{t.name}</span>
                    <span
                      className={cn("block truncate text-xs", t.id === tripId ? "text-lagoon-900" : "text-slate-600")}
                    >
                      {t.dates ?? "Trip Dates TBD"}
                    </span>
                    <TripAsked asked={t.asked} className={t.id === tripId ? "text-lagoon-900" : "text-slate-600"} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
      )}
      <div className="border-t border-slate-200 p-2">
        <UserMenu collapsed={collapsed} />
      </div>
    </aside>
  );
}
