import { Loader2, RotateCcwClock, Undo2, X } from "lucide-react";
import { Popover } from "radix-ui";
import type { TRevision } from "../../../common/api/itinerary";
import { cn } from "../../lib/cn";
import { relativeTime } from "../notifications/relative-time";
import { useHistoryActions, useRevisions } from "./use-itinerary";

// Undo of the latest change (with what it was), and the history: every change by a person or by
// Lotus, who and when, each earlier version restorable. Viewers see the history, not the buttons.

const byOf = (r: TRevision) => (r.by.kind === "lotus" ? "Lotus" : r.by.name || "Someone");

export function HistoryControls({ tripId, canEdit }: { tripId: string; canEdit: boolean }) {
  const revisions = useRevisions(tripId, tripId !== "");
  const { undo, restore, busy } = useHistoryActions(tripId);
  const list = revisions.data ?? [];
  const latest = list[0];
  return (
    <div className="mt-3 flex min-w-0 items-center gap-2">
      {canEdit && latest ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => undo(latest.number)}
          title={`Undo: ${latest.summary}`}
          className="inline-flex min-w-0 max-w-[65%] items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-1 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {busy ? (
            <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden />
          ) : (
            <Undo2 className="size-4 shrink-0" aria-hidden />
          )}
          <span className="font-medium">Undo:</span>{" "}
          <span className="truncate text-xs text-slate-500">{latest.summary}</span>
        </button>
      ) : null}
      <Popover.Root>
        <Popover.Trigger
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-1 text-sm text-slate-700 hover:bg-slate-50 data-[state=open]:bg-slate-100"
          disabled={list.length === 0}
        >
          <RotateCcwClock className="size-4" aria-hidden /> History
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            collisionPadding={12}
            aria-label="Itinerary history"
            className="z-50 max-h-[min(28rem,70dvh)] w-[min(22rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
          >
            <div className="flex items-center justify-between">
              <h3 className="text-sm font-semibold text-slate-900">History</h3>
              <Popover.Close
                aria-label="Close history"
                className="inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
              >
                <X className="size-4" aria-hidden />
              </Popover.Close>
            </div>
            <ol className="mt-2 divide-y divide-slate-100">
              {list.map((r, i) => (
                <li key={r.number} className="flex items-start gap-2 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-slate-800">{r.summary}</p>
                    <p className="text-xs text-slate-500">
                      {byOf(r)} · {relativeTime(r.at)} · version {r.number}
                    </p>
                  </div>
                  {i === 0 ? (
                    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                      Current
                    </span>
                  ) : canEdit ? (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => restore(r.number)}
                      aria-label={`Restore version ${r.number}: ${r.summary}`}
                      className={cn(
                        "shrink-0 rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-50",
                        busy && "opacity-60",
                      )}
                    >
                      Restore
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
