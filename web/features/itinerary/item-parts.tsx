import {
  BedDouble,
  CircleCheck,
  Ellipsis,
  MapPin,
  MessageSquareText,
  Pencil,
  Pin,
  PinOff,
  Plane,
  StickyNote,
  Ticket,
  TrainFront,
  Trash2,
  UtensilsCrossed,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { TItemKind, TItineraryEdit, TItineraryItemRow } from "../../../common/api/itinerary";

// The small pieces every view of an item shares: its icon, its marks (pinned, booked,
// confirmation number) and the menu of what an editor can do to it.

const kindIcons: Record<TItemKind, typeof Plane> = {
  flight: Plane,
  stay: BedDouble,
  place: MapPin,
  meal: UtensilsCrossed,
  transport: TrainFront,
  note: StickyNote,
  booking: Ticket,
};

export function ItemIcon({ item, className }: { item: TItineraryItemRow; className?: string }) {
  const Icon = item.spec_type === "reddit" ? MessageSquareText : kindIcons[item.kind];
  return <Icon className={className} aria-hidden />;
}

/** Pinned (Lotus never moves or drops it), booked, and the confirmation number. */
export function ItemMarks({ item }: { item: TItineraryItemRow }) {
  const own = !item.ref.flight && !item.ref.hotel;
  return (
    <>
      {item.pinned ? (
        <span title="Pinned: Lotus keeps it where it is" className="inline-flex align-[-2px] text-lotus-600">
          <Pin className="size-3.5 fill-current" aria-hidden />
          <span className="sr-only">(pinned)</span>
        </span>
      ) : null}
      {item.booked && own ? (
        <span className="ml-1 inline-flex items-center gap-0.5 rounded-full bg-green-100 px-1.5 text-[11px] font-semibold text-green-800">
          <CircleCheck className="size-3" aria-hidden /> Booked
        </span>
      ) : null}
      {item.confirmation ? (
        <span className="ml-1 rounded bg-slate-100 px-1 text-[11px] font-medium text-slate-600">
          Conf. {item.confirmation}
        </span>
      ) : null}
    </>
  );
}

const menuItem =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

/** What an editor can do to one item: edit (time, notes, booking), pin or unpin, remove. */
export function ItemMenu({
  item,
  onEdit,
  onChange,
}: {
  item: TItineraryItemRow;
  onEdit: (item: TItineraryItemRow) => void;
  onChange: (edit: TItineraryEdit) => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Options for ${item.title}`}
        className="flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-lagoon-600 data-[state=open]:bg-slate-100"
      >
        <Ellipsis className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Item className={menuItem} onSelect={() => onEdit(item)}>
            <Pencil className="size-4" aria-hidden /> Edit time and details
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItem}
            onSelect={() => onChange({ op: "pin", item_id: item.id, version: item.version, pinned: !item.pinned })}
          >
            {item.pinned ? <PinOff className="size-4" aria-hidden /> : <Pin className="size-4" aria-hidden />}
            {item.pinned ? "Unpin" : "Pin (Lotus keeps it)"}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            className={`${menuItem} text-red-700`}
            onSelect={() => onChange({ op: "remove", item_id: item.id, version: item.version })}
          >
            <Trash2 className="size-4" aria-hidden /> Remove
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
