import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  getFirstCollision,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { TItineraryItemRow } from "../../../common/api/itinerary";
import { cn } from "../../lib/cn";
import { clock, day as dayLabel } from "../../lib/format";
import {
  arrange,
  type DragOrder,
  dayDropId,
  dayOf,
  type ItineraryDay,
  moveInOrder,
  orderOf,
  placeOf,
} from "./itinerary-cache";

// Drag to reorder within a day and between days, by pointer or keyboard (dnd-kit): a handle on
// each item lifts it (space or enter with the keyboard, arrows move it, space drops it, escape
// puts it back), every move is announced to screen readers, and only the drop is sent.

export const dragInstructions =
  "To move this item, press space or enter. Use the up and down arrow keys to move it within its day or into another day, press space or enter again to drop it, or escape to cancel.";

/**
 * The drag-and-drop context for the days. `children` renders the days in the order a drag in
 * progress shows (the cached order otherwise); a drop calls `onMove` with the item's new day and
 * position when they changed.
 */
export function DragBoard({
  days,
  enabled,
  onMove,
  children,
}: {
  days: ItineraryDay[];
  enabled: boolean;
  onMove: (itemId: string, date: string, position: number) => void;
  children: (days: ItineraryDay[]) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // An instant scroll: a smooth one moves the days under the lifted item while it is being placed.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: "auto" }),
  );
  const [order, setOrder] = useState<DragOrder | null>(null);
  // After a drop the new order stays on screen until the cache has it (the edit is optimistic,
  // but its update lands a moment later), so the item does not jump back meanwhile.
  const [settling, setSettling] = useState<DragOrder | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  // The order as of the last event, for the announcements (read before React re-renders).
  const latest = useRef<DragOrder>(orderOf(days));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new itinerary ends what a drop left on screen.
  useEffect(() => {
    setSettling(null);
    if (!activeId) latest.current = orderOf(days);
  }, [days]);

  const shown = arrange(days, order ?? settling);
  if (!enabled) return <>{children(days)}</>;

  const items = new Map(days.flatMap((d) => d.items).map((i) => [i.id, i]));
  const titleOf = (id: string | number) => items.get(String(id))?.title ?? "the item";
  const whereIs = (id: string | number) => {
    const at = placeOf(latest.current, String(id));
    if (!at) return "";
    const n = latest.current.findIndex((d) => d.date === at.date) + 1;
    const count = latest.current.find((d) => d.date === at.date)?.ids.length ?? 0;
    return `position ${at.position + 1} of ${count} on day ${n}, ${dayLabel(at.date)}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, at ${whereIs(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is now at ${whereIs(active.id)}.` : `${titleOf(active.id)} is not over a day.`,
    onDragEnd: ({ active }) => `Dropped ${titleOf(active.id)} at ${whereIs(active.id)}.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled; it is back where it was.`,
  };

  // The pointer's target, else the nearest by corners (the keyboard); a day's zone gives way to
  // its nearest item, so dropping onto a full day lands between its items.
  const collisions: CollisionDetection = (args) => {
    const within = args.pointerCoordinates ? pointerWithin(args) : [];
    const found = within.length ? within : closestCorners(args);
    const first = getFirstCollision(found, "id");
    const date = first ? dayOf(latest.current, String(first)) : null;
    if (first && String(first) === dayDropId(date ?? "")) {
      const ids = latest.current.find((d) => d.date === date)?.ids.filter((id) => id !== String(args.active.id));
      if (ids?.length) {
        const near = closestCenter({
          ...args,
          droppableContainers: args.droppableContainers.filter((c) => ids.includes(String(c.id))),
        });
        if (near.length) return near;
      }
    }
    return found;
  };

  const start = ({ active }: DragStartEvent) => {
    latest.current = orderOf(days);
    setOrder(latest.current);
    setActiveId(String(active.id));
  };
  // Into another day while dragging; within a day the sortable list shows the move itself.
  const over = ({ active, over: target }: DragOverEvent) => {
    if (!target) return;
    const from = dayOf(latest.current, String(active.id));
    const to = dayOf(latest.current, String(target.id));
    if (!from || !to || from === to) return;
    const moved = active.rect.current.translated;
    const below = moved ? moved.top > target.rect.top + target.rect.height / 2 : false;
    latest.current = moveInOrder(latest.current, String(active.id), String(target.id), below);
    setOrder(latest.current);
  };
  const end = ({ active, over: target }: DragEndEvent) => {
    const id = String(active.id);
    const final = target ? moveInOrder(latest.current, id, String(target.id)) : latest.current;
    latest.current = final;
    const before = placeOf(orderOf(days), id);
    const after = placeOf(final, id);
    setOrder(null);
    setActiveId(null);
    if (after && (before?.date !== after.date || before.position !== after.position)) {
      setSettling(final);
      onMove(id, after.date, after.position);
    }
  };
  const cancel = () => {
    latest.current = orderOf(days);
    setOrder(null);
    setActiveId(null);
  };

  const active = activeId ? items.get(activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: dragInstructions } }}
      onDragStart={start}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={cancel}
    >
      {children(shown)}
      <DragOverlay>{active ? <DragGhost item={active} /> : null}</DragOverlay>
    </DndContext>
  );
}

/** What follows the pointer (or the keys) while an item is dragged. */
function DragGhost({ item }: { item: TItineraryItemRow }) {
  return (
    <div className="flex items-center gap-2 rounded-lg border border-lagoon-600 bg-white px-2 py-1.5 text-sm shadow-lg">
      <GripVertical className="size-4 text-slate-400" aria-hidden />
      <span className="text-xs font-medium tabular-nums text-slate-500">{clock(item.time)}</span>
      <span className="truncate text-slate-800">{item.title}</span>
    </div>
  );
}

/** What a day's drop zone gives the element that holds its items. */
export type DropZone = {
  setNodeRef: (node: HTMLElement | null) => void;
  isOver: boolean;
  /** While something is dragged, the day keeps at least its height. */
  style: CSSProperties;
};

/** A day as a drop target (an empty day too) holding its sortable items. */
export function DayDropZone({
  date,
  ids,
  enabled,
  children,
}: {
  date: string;
  ids: string[];
  enabled: boolean;
  children: (zone: DropZone) => ReactNode;
}) {
  if (!enabled) return <>{children({ setNodeRef: () => undefined, isOver: false, style: {} })}</>;
  return (
    <Droppable date={date} ids={ids}>
      {children}
    </Droppable>
  );
}

function Droppable({ date, ids, children }: { date: string; ids: string[]; children: (zone: DropZone) => ReactNode }) {
  const { setNodeRef, isOver, node } = useDroppable({ id: dayDropId(date) });
  const { active } = useDndContext();
  // An item leaving a day above the one it is moved into would pull everything below it up,
  // out from under the lifted item (the keyboard places it where the next slot was): so while a
  // drag lasts, each day keeps the height it had when it began.
  const [held, setHeld] = useState<number | null>(null);
  const dragging = active !== null;
  useLayoutEffect(() => {
    setHeld(dragging ? (node.current?.offsetHeight ?? null) : null);
  }, [dragging, node]);
  return (
    <SortableContext id={dayDropId(date)} items={ids} strategy={verticalListSortingStrategy}>
      {children({ setNodeRef, isOver, style: held ? { minHeight: held } : {} })}
    </SortableContext>
  );
}

export type DragBits = {
  setNodeRef: (node: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  handle: {
    ref: (node: HTMLElement | null) => void;
    attributes: DraggableAttributes;
    listeners: DraggableSyntheticListeners;
  };
};

/** One item that can be dragged (its handle lifts it); `null` bits when editing is off. */
export function SortableRow({
  id,
  enabled,
  children,
}: {
  id: string;
  enabled: boolean;
  children: (bits: DragBits | null) => ReactNode;
}) {
  if (!enabled) return <>{children(null)}</>;
  return <Sortable id={id}>{children}</Sortable>;
}

function Sortable({ id, children }: { id: string; children: (bits: DragBits) => ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <>
      {children({
        setNodeRef,
        style: { transform: CSS.Translate.toString(transform), transition },
        isDragging,
        handle: { ref: setActivatorNodeRef, attributes, listeners },
      })}
    </>
  );
}

/** The grip that lifts an item: by pointer, or focused and space / enter. */
export function DragHandle({ bits, label, className }: { bits: DragBits; label: string; className?: string }) {
  return (
    <button
      type="button"
      ref={bits.handle.ref}
      {...bits.handle.attributes}
      {...bits.handle.listeners}
      aria-label={label}
      className={cn(
        "flex size-7 shrink-0 touch-none cursor-grab items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-lagoon-600 active:cursor-grabbing",
        className,
      )}
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
}
