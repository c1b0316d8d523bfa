import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import type { TItineraryEdit, TItineraryItemRow } from "../../../common/api/itinerary";
import { Button } from "../../components/button";
import { Field } from "../../components/form/field";
import { cn } from "../../lib/cn";
import { day as dayLabel } from "../../lib/format";
import {
  addChoices,
  additionOf,
  editsOf,
  type TAddItemForm,
  type TEditItemForm,
  ZAddItemForm,
  ZEditItemForm,
} from "./item-form-schema";
import type { ItineraryDay } from "./itinerary-cache";
import { nextFreeTime } from "./itinerary-cache";

// The two small forms of the itinerary: adding a note or one's own booking (flight, stay, train,
// restaurant, ticket, with its confirmation number) and editing an item (time, notes,
// confirmation, booked). Radix dialogs: focus goes to the first field, Escape closes, and focus
// returns to what opened them.

const control =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none focus:border-lagoon-600 focus:ring-2 focus:ring-lagoon-600/20";

function Shell({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[min(28rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none">
          <Dialog.Title className="pr-10 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-0.5 text-sm text-slate-600">{description}</Dialog.Description>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Labelled({ label, error, children }: { label: string; error?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
      {error ? (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const checkbox = "size-4 rounded border-slate-300 accent-lagoon-700";

/** A booking's confirmation number and its booked mark, in both forms. */
function BookingFields({
  error,
  confirmation,
  booked,
}: {
  error?: string;
  confirmation: UseFormRegisterReturn;
  booked: UseFormRegisterReturn;
}) {
  return (
    <>
      <Field label="Confirmation number (optional)" error={error} {...confirmation} />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className={checkbox} {...booked} />
        Booked
      </label>
    </>
  );
}

/** Cancel, and the form's submit button. */
function Actions({ submit }: { submit: string }) {
  return (
    <div className="flex justify-end gap-2">
      <Dialog.Close asChild>
        <Button variant="secondary">Cancel</Button>
      </Dialog.Close>
      <Button type="submit">{submit}</Button>
    </div>
  );
}

/** Add a note or one's own booking to a day. */
export function AddItemDialog({
  open,
  onOpenChange,
  days,
  date,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  days: ItineraryDay[];
  /** The day it opens on. */
  date: string;
  onAdd: (edit: TItineraryEdit) => void;
}) {
  const defaults = (): TAddItemForm => ({
    what: "note",
    date,
    time: nextFreeTime(days.find((d) => d.date === date)?.items ?? []),
    title: "",
    location: "",
    confirmation: "",
    booked: false,
    notes: "",
  });
  const form = useForm<TAddItemForm>({ resolver: zodResolver(ZAddItemForm), defaultValues: defaults() });
  // Each opening starts afresh, on the day it was opened for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened, not on every change of the days.
  useEffect(() => {
    if (open) form.reset(defaults());
  }, [open, date]);
  const what = form.watch("what");
  const errors = form.formState.errors;
  const n = days.findIndex((d) => d.date === form.watch("date")) + 1;

  const submit = form.handleSubmit((values) => {
    onAdd(additionOf(values));
    onOpenChange(false);
  });

  return (
    <Shell
      open={open}
      onOpenChange={onOpenChange}
      title="Add to your itinerary"
      description="A note, or a booking you made yourself, with its confirmation number."
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">What is it?</legend>
          <div className="flex flex-wrap gap-1.5">
            {addChoices.map((c) => (
              <label
                key={c.value}
                className={cn(
                  "cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-lagoon-600",
                  what === c.value
                    ? "border-lagoon-700 bg-lagoon-50 text-lagoon-900"
                    : "border-slate-300 text-slate-700 hover:bg-slate-50",
                )}
              >
                <input type="radio" value={c.value} className="sr-only" {...form.register("what")} />
                {c.label}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={what === "note" ? "Note" : "Title"}
          placeholder={what === "note" ? "Pick up the museum pass" : "TAP 208 to Lisbon"}
          error={errors.title?.message}
          {...form.register("title")}
        />
        <div className="grid grid-cols-2 gap-3">
          <Labelled label="Day" error={errors.date?.message}>
            {(id) => (
              <select id={id} className={control} {...form.register("date")}>
                {days.map((d, i) => (
                  <option key={d.date} value={d.date}>
                    Day {i + 1} · {dayLabel(d.date)}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Field label="Time" type="time" error={errors.time?.message} {...form.register("time")} />
        </div>
        {what !== "note" ? (
          <>
            <Field label="Where (optional)" error={errors.location?.message} {...form.register("location")} />
            <BookingFields
              error={errors.confirmation?.message}
              confirmation={form.register("confirmation")}
              booked={form.register("booked")}
            />
          </>
        ) : null}
        <Labelled label={what === "note" ? "Details (optional)" : "Notes (optional)"} error={errors.notes?.message}>
          {(id) => <textarea id={id} rows={2} className={control} {...form.register("notes")} />}
        </Labelled>
        <Actions submit={n > 0 ? `Add to day ${n}` : "Add"} />
      </form>
    </Shell>
  );
}

/** Edit an item's time, title, notes, confirmation number and booked mark. */
export function EditItemDialog({
  item,
  onOpenChange,
  onSave,
}: {
  item: TItineraryItemRow | null;
  onOpenChange: (open: boolean) => void;
  onSave: (edits: TItineraryEdit[]) => void;
}) {
  const valuesOf = (i: TItineraryItemRow | null): TEditItemForm => ({
    time: i?.time ?? "10:00",
    title: i?.title ?? "",
    confirmation: i?.confirmation ?? "",
    booked: i?.booked ?? false,
    notes: i?.notes ?? "",
  });
  const form = useForm<TEditItemForm>({ resolver: zodResolver(ZEditItemForm), defaultValues: valuesOf(item) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a different item (or a reopening) starts from what it is now.
  useEffect(() => {
    if (item) form.reset(valuesOf(item));
  }, [item?.id]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    if (item) onSave(editsOf(item, values));
    onOpenChange(false);
  });
  return (
    <Shell
      open={item !== null}
      onOpenChange={onOpenChange}
      title="Edit item"
      description={item ? `${item.title} · ${dayLabel(item.date)}` : ""}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field label="Title" error={errors.title?.message} {...form.register("title")} />
        <Field label="Time" type="time" error={errors.time?.message} {...form.register("time")} />
        <BookingFields
          error={errors.confirmation?.message}
          confirmation={form.register("confirmation")}
          booked={form.register("booked")}
        />
        <Labelled label="Notes (optional)" error={errors.notes?.message}>
          {(id) => <textarea id={id} rows={3} className={control} {...form.register("notes")} />}
        </Labelled>
        <Actions submit="Save" />
      </form>
    </Shell>
  );
}

/**
 * The add and edit dialogs of an editable itinerary, and what opens them: adding on a day, editing
 * an item.
 */
export function useItemDialogs(days: ItineraryDay[], onEdit: (...edits: TItineraryEdit[]) => void) {
  const [adding, setAdding] = useState<string | null>(null);
  const [editing, setEditing] = useState<TItineraryItemRow | null>(null);
  const dialogs = (
    <>
      <AddItemDialog
        open={adding !== null}
        onOpenChange={(open) => !open && setAdding(null)}
        days={days}
        date={adding ?? days[0]?.date ?? ""}
        onAdd={(edit) => onEdit(edit)}
      />
      <EditItemDialog
        item={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={(edits) => onEdit(...edits)}
      />
    </>
  );
  return { setAdding, setEditing, dialogs };
}
