import { cn } from "../../lib/cn";

/** Monthly / Annually, with 'Save N%' on the annual option once the prices are known. */
export function PeriodToggle({
  annual,
  onChange,
  save,
}: {
  annual: boolean;
  onChange: (annual: boolean) => void;
  save: number | null;
}) {
  return (
    <fieldset className="inline-flex rounded-full bg-slate-100 p-1">
      <legend className="sr-only">Billing period</legend>
      {[false, true].map((a) => (
        <button
          key={String(a)}
          type="button"
          aria-pressed={annual === a}
          onClick={() => onChange(a)}
          className={cn(
            "rounded-full px-4 py-1.5 text-sm font-medium",
            annual === a ? "bg-white text-slate-900 shadow-sm" : "text-slate-600",
          )}
        >
          {a ? "Annually" : "Monthly"}
          {a && save !== null && save > 0 ? (
            <span className="ml-2 rounded-full bg-lotus-100 px-2 py-0.5 text-xs font-semibold text-lotus-700">
              Save {save}%
            </span>
          ) : null}
        </button>
      ))}
    </fieldset>
  );
}
