import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, Route, Undo2, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { TItineraryItemRow, TItineraryState } from "../../../common/api/itinerary";
import { optimiseDay } from "../../api/itinerary";
import { queryKeys } from "../../api/query-keys";
import { unwrap } from "../../api/unwrap";
import { toast } from "../../components/toast/toast-store";
import { cn } from "../../lib/cn";
import { optimiseBlocked, optimisedText } from "./optimise-text";
import { useHistoryActions } from "./use-itinerary";

// "Optimise this day" (issue 29): a button per day for editors (POST /api/itinerary/optimise),
// then a notice with what changed ("Day 2 reordered: 55 → 40 min of travel") and Undo, which
// takes back the one revision the server recorded, through the history's undo.

export const optimiseTexts = {
  failed: "The day could not be optimised. Check your connection and try again.",
} as const;

export type OptimiseNoticeState = {
  n: number;
  title: string;
  description?: string;
  /** The revision to undo; null when nothing changed. */
  revision: number | null;
};

/** The call, which day is running, and the notice the last one left. */
export function useOptimiseDay(tripId: string) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<OptimiseNoticeState | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ date }: { date: string; n: number }) =>
      unwrap(await optimiseDay(tripId, date), optimiseTexts.failed),
    onMutate: () => setNotice(null),
    onSuccess: (answer, { n }) => {
      // The room's itinerary_changed brings the new order; without a connection, read it again.
      const key = queryKeys.itineraryState(tripId);
      const cached = queryClient.getQueryData<TItineraryState>(key);
      if (answer.changed && (cached?.revision ?? 0) < answer.revision) {
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: queryKeys.itineraryRevisions(tripId) });
      }
      setNotice({ n, ...optimisedText(n, answer), revision: answer.changed ? answer.revision : null });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: error.message || optimiseTexts.failed });
    },
  });
  const dismiss = useCallback(() => setNotice(null), []);
  return {
    run: (date: string, n: number) => mutation.mutate({ date, n }),
    running: mutation.isPending ? (mutation.variables?.date ?? null) : null,
    notice,
    dismiss,
  };
}

/** The day header's button: disabled, with the reason, below three stops that can move. */
export function OptimiseDayButton({
  n,
  items,
  running,
  busy,
  onRun,
}: {
  n: number;
  items: TItineraryItemRow[];
  /** This day is being optimised. */
  running: boolean;
  /** Another day is. */
  busy: boolean;
  onRun: () => void;
}) {
  const reasonId = useId();
  const blocked = optimiseBlocked(items);
  const off = blocked !== null || busy || running;
  return (
    <>
      <button
        type="button"
        aria-disabled={off || undefined}
        aria-describedby={blocked ? reasonId : undefined}
        aria-busy={running || undefined}
        aria-label={running ? `Optimising day ${n}` : `Optimise day ${n} for the shortest route`}
        title={blocked ?? `Reorder day ${n}'s stops for the least travel, keeping opening hours and meals`}
        data-optimise-day={n}
        onClick={() => {
          if (blocked) toast({ title: `Day ${n} cannot be optimised`, description: blocked });
          else if (!off) onRun();
        }}
        className={cn(
          "inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-medium text-lagoon-700 hover:bg-lagoon-50 focus-visible:outline-2 focus-visible:outline-lagoon-600",
          off && "cursor-not-allowed text-slate-400 hover:bg-transparent",
        )}
      >
        {running ? (
          <Loader2 className="size-3.5 animate-spin" aria-hidden />
        ) : (
          <Route className="size-3.5" aria-hidden />
        )}
        {running ? "Optimising…" : "Optimise"}
      </button>
      {blocked ? (
        <span id={reasonId} className="sr-only">
          {blocked}
        </span>
      ) : null}
    </>
  );
}

/** After an optimise: what changed, Undo while it is the latest change; closes itself after 10 s. */
export function OptimiseNotice({
  tripId,
  notice,
  onClose,
}: {
  tripId: string;
  notice: OptimiseNoticeState | null;
  onClose: () => void;
}) {
  const { undo, busy } = useHistoryActions(tripId);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!notice) return;
    // Closes after 10 s, but not under the pointer or while the keyboard is on it.
    const timer = setInterval(() => {
      const el = box.current;
      if (el && (el.matches(":hover") || el.contains(document.activeElement))) return;
      onClose();
    }, 10_000);
    return () => clearInterval(timer);
  }, [notice, onClose]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-[90] flex justify-center px-3 md:bottom-4 md:justify-end md:px-4"
    >
      {notice ? (
        <div
          ref={box}
          data-optimise-notice
          className="pointer-events-auto flex w-full max-w-[420px] items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-lg"
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{notice.title}</p>
            {notice.description ? <p className="mt-0.5 text-sm text-slate-600">{notice.description}</p> : null}
          </div>
          {notice.revision !== null ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                if (notice.revision !== null) undo(notice.revision);
                onClose();
              }}
              aria-label={`Undo: put day ${notice.n} back as it was`}
              className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              <Undo2 className="size-4" aria-hidden /> Undo
            </button>
          ) : null}
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
    </div>
  );
}
