import { z } from "zod";
import {
  type TItemKind,
  type TItineraryEdit,
  type TItineraryItemRow,
  ZDate,
  ZNewItem,
  ZTime,
} from "../../../common/api/itinerary";

// The item forms' rules: the contract's fields (common/api/itinerary.ts), plus the one choice
// only a form has: what the person is adding, as they name it.

/** What people add, as they say it, and the kind of item each becomes. */
export const addChoices = [
  { value: "note", label: "Note", kind: "note" },
  { value: "flight", label: "Flight", kind: "flight" },
  { value: "stay", label: "Stay", kind: "stay" },
  { value: "train", label: "Train", kind: "transport" },
  { value: "restaurant", label: "Restaurant", kind: "meal" },
  { value: "ticket", label: "Ticket", kind: "booking" },
] as const satisfies readonly { value: string; label: string; kind: TItemKind }[];
export type AddChoice = (typeof addChoices)[number]["value"];

const shape = ZNewItem.shape;

export const ZAddItemForm = z.object({
  what: z.enum(addChoices.map((c) => c.value) as [AddChoice, ...AddChoice[]]),
  date: ZDate,
  time: ZTime,
  title: shape.title,
  location: shape.location.unwrap(),
  confirmation: z.string().trim().max(100, "The confirmation number must be at most 100 characters"),
  booked: z.boolean(),
  notes: shape.notes.unwrap(),
});
export type TAddItemForm = z.infer<typeof ZAddItemForm>;

export const ZEditItemForm = z.object({
  time: ZTime,
  title: shape.title,
  confirmation: z.string().trim().max(100, "The confirmation number must be at most 100 characters"),
  booked: z.boolean(),
  notes: shape.notes.unwrap(),
});
export type TEditItemForm = z.infer<typeof ZEditItemForm>;

/** The addition the form describes; a note carries no booking. */
export function additionOf(form: TAddItemForm): TItineraryEdit {
  const kind = addChoices.find((c) => c.value === form.what)?.kind ?? "note";
  const note = kind === "note";
  return {
    op: "add",
    item: {
      date: form.date,
      time: form.time,
      duration_min: null,
      kind,
      title: form.title,
      location: form.location,
      notes: form.notes,
      confirmation: note || !form.confirmation ? null : form.confirmation,
      booked: note ? false : form.booked,
      place: null,
    },
  };
}

/** The edits that take `item` to what the form says: a new time, then the details that changed. */
export function editsOf(item: TItineraryItemRow, form: TEditItemForm): TItineraryEdit[] {
  const edits: TItineraryEdit[] = [];
  if (form.time !== item.time) edits.push({ op: "retime", item_id: item.id, version: item.version, time: form.time });
  const confirmation = form.confirmation || null;
  const details = {
    ...(form.title !== item.title ? { title: form.title } : {}),
    ...(form.notes !== item.notes ? { notes: form.notes } : {}),
    ...(confirmation !== item.confirmation ? { confirmation } : {}),
    ...(form.booked !== item.booked ? { booked: form.booked } : {}),
  };
  if (Object.keys(details).length) edits.push({ op: "details", item_id: item.id, version: item.version, ...details });
  return edits;
}
