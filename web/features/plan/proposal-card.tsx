import { Check, CircleSlash, Sparkles, Undo2 } from "lucide-react";
import type { TChangeSummary, TProposal } from "../../../common/api/itinerary";
import { cn } from "../../lib/cn";

// What Lotus did to the shared itinerary, or proposes to do, as the chat shows it under a reply:
// a proposal card ("Lotus suggests: ...", the price difference, Apply / Discard for those who may,
// its status kept live), or the short line of a change already made, with a one-click undo.

export type ChangeActions = {
  userId: string | null;
  /** permissions.edit_itinerary */
  canEdit: boolean;
  /** The proposal as it stands now (applied or discarded since the reply?). */
  current: (p: TProposal) => TProposal;
  apply: (p: TProposal) => void;
  discard: (p: TProposal) => void;
  undo: (revision: number) => void;
  busy: boolean;
};

/** "+$120.00", "−$80.00", or a word when there is no difference or it is unknown. */
export function priceDifference(n: number | null): string {
  if (n === null) return "unknown";
  if (n === 0) return "none";
  const amount = Math.abs(n).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${n > 0 ? "+" : "−"}$${amount}`;
}

/** Who may apply or discard: an editor; a private proposal only its asker (if they may edit). */
export function mayDecide(p: TProposal, userId: string | null, canEdit: boolean): boolean {
  return canEdit && (!p.private || p.asked_by === userId);
}

/** Apply stands out; Discard is the quieter choice. */
const decideLooks = {
  apply: "bg-lagoon-700 font-semibold text-white hover:bg-lagoon-900",
  discard: "border border-slate-300 bg-white font-medium text-slate-700 hover:bg-slate-50",
};

export function ProposalCard({ proposal: made, actions }: { proposal: TProposal; actions: ChangeActions }) {
  const p = actions.current(made);
  const decide = p.status === "pending" && mayDecide(p, actions.userId, actions.canEdit);
  return (
    <section
      aria-label="Lotus's suggestion"
      className={cn(
        "mt-2 rounded-xl border px-3 py-2.5 text-left text-sm",
        p.status === "pending" ? "border-lotus-100 bg-lotus-50" : "border-slate-200 bg-white",
      )}
    >
      <p className="flex items-start gap-1.5 font-medium text-slate-900">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-lotus-600" aria-hidden />
        <span>Lotus suggests: {p.summary.text}</span>
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Price difference: {priceDifference(p.summary.price_difference)}
        {p.private ? " · Only you see this suggestion" : ""}
      </p>
      {p.status === "applied" ? (
        <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
          <Check className="size-3.5" aria-hidden /> Applied
        </p>
      ) : p.status === "discarded" ? (
        <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
          <CircleSlash className="size-3.5" aria-hidden /> Discarded
        </p>
      ) : decide ? (
        <div className="mt-2 flex gap-2">
          {(["apply", "discard"] as const).map((to) => (
            <button
              key={to}
              type="button"
              disabled={actions.busy}
              onClick={() => actions[to](p)}
              className={cn("rounded-lg px-3 py-1 text-sm disabled:opacity-60", decideLooks[to])}
            >
              {to === "apply" ? "Apply" : "Discard"}
            </button>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-xs text-slate-500">Waiting for the trip's owner or an editor to apply it.</p>
      )}
    </section>
  );
}

/** "Changed: 5 days instead of 4; ..." with a one-click undo of that change. */
export function AppliedLine({
  applied,
  actions,
}: {
  applied: { revision: number; summary: TChangeSummary };
  actions: ChangeActions;
}) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-left text-xs text-slate-600">
      <span>Changed: {applied.summary.text}</span>
      {actions.canEdit ? (
        <button
          type="button"
          disabled={actions.busy}
          onClick={() => actions.undo(applied.revision)}
          aria-label={`Undo: ${applied.summary.text}`}
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-1.5 py-0.5 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          <Undo2 className="size-3.5" aria-hidden /> Undo
        </button>
      ) : null}
    </p>
  );
}
