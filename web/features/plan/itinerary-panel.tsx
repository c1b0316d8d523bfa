import { Loader2, Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { TItineraryEdit, TItineraryItemRow, TItineraryState } from "../../../common/api/itinerary";
import type { TItineraryItem } from "../../../common/api/trips";
import { travelLabel } from "../../../common/travel/travel-label";
import { track } from "../../lib/analytics/analytics";
import { cn } from "../../lib/cn";
import { clock, day } from "../../lib/format";
import { DayDropZone, DragBoard, DragHandle, SortableRow } from "../itinerary/drag-board";
import { HistoryControls } from "../itinerary/history-controls";
import { useItemDialogs } from "../itinerary/item-dialogs";
import { ItemIcon, ItemMarks, ItemMenu } from "../itinerary/item-parts";
import { type ItineraryDay, isLegacy, isPending, legacyDays, specItemOf } from "../itinerary/itinerary-cache";
import { OptimiseDayButton, OptimiseNotice, useOptimiseDay } from "../itinerary/optimise-day";
import { TravelLine, travelBefore } from "../itinerary/travel-line";
import type { Itinerary } from "./chat-reducer";
import type { Detail } from "./detail-modal";
import { clearItineraryView, placesOf, publishItineraryView } from "./itinerary-view";

export function detailOf(item: TItineraryItem): Detail | null {
  if (item.type === "Flight" && item.flight) return { kind: "flight", flight: item.flight };
  if (item.type === "Hotel" && item.hotel) return { kind: "hotel", hotel: item.hotel };
  if (item.type === "place" && item.place) return { kind: "place", place: item.place };
  if (item.type === "reddit" && item.reddit) return { kind: "forum", post: item.reddit };
  return null;
}

/**
 * What opens for an item of a day: its detail, if it has one; a place's carries the day's stop
 * before it (for its small map) and the time between them when the route planner gave one.
 */
function detailAt(items: TItineraryItemRow[], index: number): Detail | null {
  const item = items[index];
  const detail = item ? detailOf(specItemOf(item)) : null;
  if (!item || detail?.kind !== "place") return detail;
  const before = items
    .slice(0, index)
    .reverse()
    .find((i) => i.ref.place);
  const t = travelBefore(item);
  return {
    ...detail,
    previous: before?.ref.place
      ? { title: before.title, lat: before.ref.place.lat, lng: before.ref.place.lng }
      : undefined,
    travel: t ? travelLabel(t) : undefined,
  };
}

/** What opens when an item of these days is picked (on the map). */
export function itemDetail(days: ItineraryDay[], id: string): Detail | null {
  for (const d of days) {
    const index = d.items.findIndex((i) => i.id === id);
    if (index >= 0) return detailAt(d.items, index);
  }
  return null;
}

/**
 * The days the panel shows: the editable rows, or (for a trip whose itinerary has no rows yet)
 * the spec's itinerary, read-only.
 */
export function panelDays(state: TItineraryState | undefined, itinerary: Itinerary) {
  const rows = state?.days ?? [];
  if (rows.some((d) => d.items.length) || itinerary.itinerary.length === 0) return { days: rows, legacy: false };
  return { days: legacyDays(itinerary.itinerary), legacy: true };
}

/**
 * 'Your Itinerary': a date line, an info line, the days and their timed items. Editors drag items
 * within and between days, edit, pin and remove them, add notes and their own bookings, undo and
 * restore; every change reaches the trip's other members at once.
 */
export function ItineraryPanel({
  itinerary,
  state,
  loading,
  updating,
  tripId,
  showBook,
  canEdit,
  onOpen,
  onEdit,
  selectedId = null,
  onSelect,
}: {
  /** The spec's itinerary response: the date and destination lines (and the days before rows exist). */
  itinerary: Itinerary;
  state: TItineraryState | undefined;
  loading: boolean;
  updating: boolean;
  tripId: string;
  showBook: boolean;
  canEdit: boolean;
  onOpen: (d: Detail) => void;
  onEdit: (...edits: TItineraryEdit[]) => void;
  /** The item picked here or on the map: highlighted, and scrolled to when the map picked it. */
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}) {
  const { days, legacy } = panelDays(state, itinerary);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!selectedId) return;
    list.current?.querySelector(`[data-item-id="${CSS.escape(selectedId)}"]`)?.scrollIntoView({ block: "nearest" });
  }, [selectedId]);
  // The detail modal's "Add to day": the places on each day, and the day in view.
  const dayPlaces = JSON.stringify(days.map((d) => ({ date: d.date, places: placesOf(d.items) })));
  useEffect(() => publishItineraryView({ days: JSON.parse(dayPlaces) }), [dayPlaces]);
  useEffect(() => clearItineraryView, []);
  useEffect(() => {
    const date = selectedId ? days.find((d) => d.items.some((i) => i.id === selectedId))?.date : undefined;
    if (date) publishItineraryView({ viewing: date });
  }, [selectedId, days]);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const onScroll = () => {
      const top = el.getBoundingClientRect().top + 24;
      const first = [...el.querySelectorAll<HTMLElement>("[data-day-date]")].find(
        (d) => d.getBoundingClientRect().bottom > top,
      );
      if (first?.dataset.dayDate) publishItineraryView({ viewing: first.dataset.dayDate });
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => el.removeEventListener("scroll", onScroll);
  }, []);
  const editable = canEdit && !legacy && state !== undefined && tripId !== "";
  const { setAdding, setEditing, dialogs } = useItemDialogs(days, onEdit);
  const optimise = useOptimiseDay(tripId);
  const items = days.reduce((n, d) => n + d.items.length, 0);
  const move = (id: string, date: string, position: number) => {
    const item = days.flatMap((d) => d.items).find((i) => i.id === id);
    if (item) onEdit({ op: "move", item_id: id, version: item.version, date, position });
  };

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
          {items ? ` · ${days.length} days · ${items} plans` : ""}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {showBook && tripId && items > 0 ? (
            <Link
              to={`/details/${tripId}`}
              onClick={() => track("Itinerary", "Book Trip")}
              title="View trip details and booking options"
              className="mt-3 inline-flex items-center rounded-lg bg-lotus-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-lotus-700"
            >
              Book Trip
            </Link>
          ) : null}
          {editable && days.length ? (
            <button
              type="button"
              onClick={() => setAdding(days[0]?.date ?? null)}
              className="mt-3 inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              <Plus className="size-4" aria-hidden /> Add note or booking
            </button>
          ) : null}
        </div>
        {tripId && state && state.revision > 0 ? <HistoryControls tripId={tripId} canEdit={canEdit} /> : null}
      </header>
      <div ref={list} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        {loading && days.length === 0 ? (
          <p className="text-sm text-slate-500">Loading...</p>
        ) : days.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
            Trip itinerary will auto-update as you chat with Lotus
          </div>
        ) : (
          <DragBoard days={days} enabled={editable} onMove={move}>
            {(shown) => (
              <ol className="space-y-5">
                {shown.map((d, i) => (
                  <PanelDay
                    key={d.date}
                    day={d}
                    n={i + 1}
                    editable={editable}
                    onOpen={onOpen}
                    onAdd={() => setAdding(d.date)}
                    onEditItem={setEditing}
                    onEdit={onEdit}
                    selectedId={selectedId}
                    onSelect={onSelect}
                    optimise={
                      editable
                        ? {
                            running: optimise.running === d.date,
                            busy: optimise.running !== null && optimise.running !== d.date,
                            run: () => optimise.run(d.date, i + 1),
                          }
                        : null
                    }
                  />
                ))}
              </ol>
            )}
          </DragBoard>
        )}
      </div>
      {editable ? dialogs : null}
      {editable ? <OptimiseNotice tripId={tripId} notice={optimise.notice} onClose={optimise.dismiss} /> : null}
    </section>
  );
}

function PanelDay({
  day: d,
  n,
  editable,
  onOpen,
  onAdd,
  onEditItem,
  onEdit,
  selectedId,
  onSelect,
  optimise,
}: {
  day: ItineraryDay;
  n: number;
  editable: boolean;
  onOpen: (d: Detail) => void;
  onAdd: () => void;
  onEditItem: (item: TItineraryItemRow) => void;
  onEdit: (...edits: TItineraryEdit[]) => void;
  selectedId: string | null;
  onSelect?: (id: string) => void;
  /** "Optimise this day", for editors. */
  optimise: { running: boolean; busy: boolean; run: () => void } | null;
}) {
  return (
    <li data-day-date={d.date}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="min-w-0 text-sm font-semibold text-slate-900">
          Day {n} <span className="font-normal text-slate-500">· {day(d.date)}</span>
        </h3>
        {editable ? (
          <span className="flex shrink-0 items-center gap-1">
            {optimise ? (
              <OptimiseDayButton
                n={n}
                items={d.items}
                running={optimise.running}
                busy={optimise.busy}
                onRun={optimise.run}
              />
            ) : null}
            <button
              type="button"
              onClick={onAdd}
              aria-label={`Add a note or booking to day ${n}`}
              className="flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <Plus className="size-4" aria-hidden />
            </button>
          </span>
        ) : null}
      </div>
      <DayDropZone date={d.date} ids={d.items.map((i) => i.id)} enabled={editable}>
        {({ setNodeRef, isOver, style }) => (
          <ul
            ref={setNodeRef}
            style={style}
            aria-label={`Day ${n} plans`}
            className={cn("mt-2 min-h-9 space-y-1 rounded-lg transition-colors", isOver && "bg-lagoon-50")}
          >
            {d.items.length === 0 ? (
              <li className="flex items-center justify-between gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-500">
                No plans for this day yet
                {editable ? (
                  <button
                    type="button"
                    onClick={onAdd}
                    className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-sm font-medium text-lagoon-700 hover:bg-lagoon-50"
                  >
                    <Plus className="size-3.5" aria-hidden /> Add
                  </button>
                ) : null}
              </li>
            ) : null}
            {d.items.map((item, index) => (
              <SortableRow key={item.id} id={item.id} enabled={editable && !isPending(item.id)}>
                {(bits) => {
                  const detail = detailAt(d.items, index);
                  const body = (
                    <>
                      <span className="w-16 shrink-0 text-xs font-medium tabular-nums text-slate-500">
                        {clock(item.time)}
                      </span>
                      <ItemIcon item={item} className="mt-0.5 size-4 shrink-0 text-lagoon-700" />
                      <span className="min-w-0 text-sm text-slate-800">
                        {item.title} <ItemMarks item={item} />
                        {item.notes ? <span className="block text-xs text-slate-500">{item.notes}</span> : null}
                      </span>
                    </>
                  );
                  return (
                    <li
                      ref={bits?.setNodeRef}
                      style={bits?.style}
                      data-item-title={item.title}
                      data-item-id={item.id}
                      data-selected={item.id === selectedId ? "true" : undefined}
                      className={cn(
                        "rounded-lg pr-0.5",
                        item.id === selectedId && "bg-amber-50 ring-2 ring-amber-400",
                        bits?.isDragging && "opacity-40",
                      )}
                    >
                      {index > 0 ? <TravelLine item={item} /> : null}
                      <div className="flex items-start gap-0.5">
                        {detail ? (
                          <button
                            type="button"
                            onClick={() => {
                              track("Itinerary", "open details", detail.kind);
                              publishItineraryView({ viewing: item.date });
                              onSelect?.(item.id);
                              onOpen(detail);
                            }}
                            className="flex min-w-0 flex-1 items-start gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-lagoon-600"
                          >
                            {body}
                          </button>
                        ) : (
                          <div className="flex min-w-0 flex-1 items-start gap-2 px-2 py-1.5">{body}</div>
                        )}
                        {bits ? <DragHandle bits={bits} label={`Move ${item.title}`} className="mt-0.5" /> : null}
                        {editable && !isLegacy(item.id) && !isPending(item.id) ? (
                          <ItemMenu item={item} onEdit={onEditItem} onChange={(edit) => onEdit(edit)} />
                        ) : null}
                      </div>
                    </li>
                  );
                }}
              </SortableRow>
            ))}
          </ul>
        )}
      </DayDropZone>
    </li>
  );
}
