import type {
  TAddedBy,
  TItineraryChanged,
  TItineraryEdit,
  TItineraryItemRow,
  TItineraryState,
} from "../../../common/api/itinerary";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";

// The editable itinerary in the query cache, as pure functions: what an `itinerary_changed` event
// does to it, what an edit looks like before the server answers (optimistic), and the order of the
// days while something is being dragged. The hooks (use-itinerary.ts) keep the results in the
// cache; everything that decides what the panel shows is here and tested beside it.

export type ItineraryDay = TItineraryState["days"][number];

/** Every date from the first to the last, so a day emptied by a move stays a place to drop onto. */
export function dateRange(dates: string[]): string[] {
  const sorted = [...new Set(dates)].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return [];
  const out: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  // A trip spans days, not years: a corrupt date never makes an endless list.
  for (let t = Date.parse(`${first}T00:00:00Z`), i = 0; t <= end && i < 400; t += 86_400_000, i++) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** Items grouped into days (every day kept, the range filled), each day's items by position. */
export function regroup(days: ItineraryDay[], items: TItineraryItemRow[]): ItineraryDay[] {
  const dates = dateRange([...days.map((d) => d.date), ...items.map((i) => i.date)]);
  return dates.map((date) => ({
    date,
    items: items.filter((i) => i.date === date).sort((a, b) => a.position - b.position),
  }));
}

const allItems = (state: TItineraryState) => state.days.flatMap((d) => d.items);

/**
 * An `itinerary_changed` event applied to the cached itinerary: the rows it carries when it is
 * exactly the next revision; the same state when the cache already has it; null when the cache
 * cannot follow (a revision missed, or the whole plan replaced) and must be fetched again.
 */
export function applyChange(state: TItineraryState, event: TItineraryChanged): TItineraryState | null {
  if (event.revision <= state.revision) return state;
  if (event.replaced || event.revision !== state.revision + 1) return null;
  const removed = new Set(event.removed);
  const upserted = new Map(event.upserted.map((i) => [i.id, i]));
  const kept = allItems(state).filter((i) => !removed.has(i.id) && !upserted.has(i.id));
  return { ...state, revision: event.revision, days: regroup(state.days, [...kept, ...upserted.values()]) };
}

/** The item as the server stored it (an edit's answer), unless the cache already has a newer one. */
export function upsertItem(state: TItineraryState, item: TItineraryItemRow): TItineraryState {
  const current = allItems(state).find((i) => i.id === item.id);
  if (current && current.version >= item.version) return state;
  const others = allItems(state).filter((i) => i.id !== item.id);
  return { ...state, days: regroup(state.days, [...others, item]) };
}

export function dropItem(state: TItineraryState, id: string): TItineraryState {
  const items = allItems(state);
  if (!items.some((i) => i.id === id)) return state;
  return { ...state, days: regroup(state.days, renumber(items.filter((i) => i.id !== id))) };
}

/** Positions 0..n-1 within each day, in their current order. */
function renumber(items: TItineraryItemRow[]): TItineraryItemRow[] {
  const byDay = new Map<string, TItineraryItemRow[]>();
  for (const i of [...items].sort((a, b) => a.position - b.position)) {
    byDay.set(i.date, [...(byDay.get(i.date) ?? []), i]);
  }
  return [...byDay.values()].flatMap((day) => day.map((i, n) => (i.position === n ? i : { ...i, position: n })));
}

/** Puts `item` at `position` of `date`, the day's others shifting to make room (as the server does). */
function place(items: TItineraryItemRow[], item: TItineraryItemRow, date: string, position: number) {
  const others = renumber(items.filter((i) => i.id !== item.id));
  const day = others.filter((i) => i.date === date).sort((a, b) => a.position - b.position);
  day.splice(Math.min(position, day.length), 0, { ...item, date });
  const placed = day.map((i, n) => ({ ...i, position: n }));
  return [...others.filter((i) => i.date !== date), ...placed];
}

/** An added item before the server has it: a temporary id the answer replaces. */
export const pendingId = (n: number) => `pending-item-${n}`;
export const isPending = (id: string) => id.startsWith("pending-item-");

/**
 * The itinerary as it will be once the server applies `edit` (shown at once; rolled back if
 * refused). Versions stay as they are: the server bumps them and its answer brings them.
 */
export function applyEditLocally(
  state: TItineraryState,
  edit: TItineraryEdit,
  added: { id: string; by: TAddedBy } = { id: pendingId(0), by: { kind: "lotus" } },
): TItineraryState {
  const items = allItems(state);
  const withItems = (next: TItineraryItemRow[]) => ({ ...state, days: regroup(state.days, next) });
  const change = (id: string, f: (i: TItineraryItemRow) => TItineraryItemRow) =>
    withItems(items.map((i) => (i.id === id ? f(i) : i)));
  switch (edit.op) {
    case "move": {
      const item = items.find((i) => i.id === edit.item_id);
      return item ? withItems(place(items, item, edit.date, edit.position)) : state;
    }
    case "retime":
      return change(edit.item_id, (i) => ({
        ...i,
        time: edit.time,
        duration_min: edit.duration_min === undefined ? i.duration_min : edit.duration_min,
      }));
    case "remove":
      return dropItem(state, edit.item_id);
    case "pin":
      return change(edit.item_id, (i) => ({ ...i, pinned: edit.pinned }));
    case "details":
      return change(edit.item_id, (i) => ({
        ...i,
        title: edit.title ?? i.title,
        notes: edit.notes ?? i.notes,
        confirmation: edit.confirmation === undefined ? i.confirmation : edit.confirmation,
        booked: edit.booked ?? i.booked,
      }));
    case "add": {
      const n = edit.item;
      const row: TItineraryItemRow = {
        id: added.id,
        date: n.date,
        position: 0,
        time: n.time,
        duration_min: n.duration_min,
        kind: n.kind,
        spec_type: n.place && (n.kind === "place" || n.kind === "meal") ? "place" : "other",
        title: n.title,
        location: n.location || n.place?.name || "",
        ref: n.place ? { place: n.place } : {},
        notes: n.notes,
        confirmation: n.confirmation,
        booked: n.booked,
        pinned: false,
        added_by: added.by,
        version: 1,
      };
      const dayLength = items.filter((i) => i.date === n.date).length;
      return withItems(place(items, row, n.date, n.position ?? dayLength));
    }
  }
}

/** The item an edit names (none for an addition). */
export const itemIdOf = (edit: TItineraryEdit): string | null => (edit.op === "add" ? null : edit.item_id);

// ---- dragging ----

/** The days' item ids in order: what a drag rearranges before it is sent. */
export type DragOrder = { date: string; ids: string[] }[];

export const dayDropId = (date: string) => `day:${date}`;
const dateOfDropId = (id: string) => (id.startsWith("day:") ? id.slice(4) : null);

export function orderOf(days: ItineraryDay[]): DragOrder {
  return days.map((d) => ({ date: d.date, ids: d.items.map((i) => i.id) }));
}

/** The day an item (or a day's drop zone) is in. */
export function dayOf(order: DragOrder, id: string): string | null {
  return dateOfDropId(id) ?? order.find((d) => d.ids.includes(id))?.date ?? null;
}

/**
 * `active` moved over `over` (an item, or a day's drop zone). Within its day it takes that item's
 * place; into another day it goes before that item (after it with `after`, when dragged past its
 * middle), or to the end of the day over its drop zone.
 */
export function moveInOrder(order: DragOrder, active: string, over: string, after = false): DragOrder {
  const from = dayOf(order, active);
  const to = dayOf(order, over);
  if (!from || !to || active === over) return order;
  const target = order.find((d) => d.date === to);
  if (!target) return order;
  if (from === to) {
    const ids = target.ids;
    const i = ids.indexOf(active);
    const j = ids.includes(over) ? ids.indexOf(over) : ids.length - 1;
    if (i === j) return order;
    const moved = ids.filter((id) => id !== active);
    moved.splice(j, 0, active);
    return order.map((d) => (d.date === to ? { ...d, ids: moved } : d));
  }
  const without = target.ids.filter((id) => id !== active);
  let index = without.indexOf(over);
  if (index === -1) index = without.length;
  else if (after) index += 1;
  return order.map((d) => {
    if (d.date === to) return { ...d, ids: [...without.slice(0, index), active, ...without.slice(index)] };
    if (d.date === from) return { ...d, ids: d.ids.filter((id) => id !== active) };
    return d;
  });
}

/** Where an item ended up: its day and its position in it. */
export function placeOf(order: DragOrder, id: string): { date: string; position: number } | null {
  for (const d of order) {
    const position = d.ids.indexOf(id);
    if (position !== -1) return { date: d.date, position };
  }
  return null;
}

/** Items in `order`'s arrangement (the drag in progress), for rendering. */
export function arrange(days: ItineraryDay[], order: DragOrder | null): ItineraryDay[] {
  if (!order) return days;
  const byId = new Map(days.flatMap((d) => d.items).map((i) => [i.id, i]));
  return order.map(({ date, ids }) => ({
    date,
    items: ids.map((id) => byId.get(id)).filter((i): i is TItineraryItemRow => i !== undefined),
  }));
}

// ---- the spec's shapes ----

/** The spec's item for a row (the same derivation as the server's). */
export function specItemOf(row: TItineraryItemRow): TItineraryItem {
  return {
    date: row.date,
    time: row.time,
    type: row.spec_type,
    location: row.location,
    activity: row.title,
    ...row.ref,
  };
}

/** The spec's days for rows (days without items left out, as the spec's itinerary has them). */
export function specDaysOf(days: ItineraryDay[]): TItineraryDay[] {
  return days.filter((d) => d.items.length).map((d) => ({ date: d.date, items: d.items.map(specItemOf) }));
}

/**
 * Rows for a spec itinerary that has none yet (a trip planned before the editable itinerary, or
 * written straight into the trip): shown read-only, never sent back.
 */
export function legacyDays(itinerary: TItineraryDay[]): ItineraryDay[] {
  const items = itinerary.flatMap((day) =>
    day.items.map((item, position): TItineraryItemRow => {
      const { date: _date, time, type, location, activity, ...ref } = item;
      return {
        id: `legacy-${day.date}-${position}`,
        date: day.date,
        position,
        time,
        duration_min: null,
        kind: type === "Flight" ? "flight" : type === "Hotel" ? "stay" : type === "place" ? "place" : "note",
        spec_type: type,
        title: activity,
        location,
        ref,
        notes: "",
        confirmation: null,
        booked: false,
        pinned: false,
        added_by: { kind: "lotus" },
        version: 1,
      };
    }),
  );
  return regroup([], items);
}

export const isLegacy = (id: string) => id.startsWith("legacy-");

/** A sensible time for something added to a day: an hour after its last item, else 10:00. */
export function nextFreeTime(items: Pick<TItineraryItemRow, "time">[]): string {
  const last = [...items].map((i) => i.time).sort()[items.length - 1];
  if (!last) return "10:00";
  const [h = 0, m = 0] = last.split(":").map(Number);
  return `${String(Math.min(h + 1, 22)).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}
