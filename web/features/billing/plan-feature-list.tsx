import { Check, Info, X } from "lucide-react";
import { Tooltip } from "radix-ui";
import type { PlanFeature } from "../../../common/plans";
import { cn } from "../../lib/cn";

/**
 * A plan's features with ticks and crosses; `details` adds the BETA badges and the hover tooltips
 * (the pricing page; it provides the Tooltip.Provider).
 */
export function PlanFeatureList({
  features,
  details = false,
  className,
}: {
  features: PlanFeature[];
  details?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn("flex-1", className)}>
      {features.map((f) => (
        <li key={f.name} className="flex items-start gap-2 text-sm">
          {f.included ? (
            <Check className="mt-0.5 size-4 shrink-0 text-lagoon-700" aria-label="Included" />
          ) : (
            <X className="mt-0.5 size-4 shrink-0 text-slate-400" aria-label="Not included" />
          )}
          <span className={f.included ? "text-slate-800" : "text-slate-500"}>{f.name}</span>
          {details && f.beta ? (
            <span className="rounded bg-amber-100 px-1.5 text-[10px] font-bold uppercase text-amber-800">Beta</span>
          ) : null}
          {details && f.tooltip ? (
            <Tooltip.Root>
              <Tooltip.Trigger aria-label={`About ${f.name}`} className="text-slate-400 hover:text-slate-600">
                <Info className="size-4" aria-hidden />
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content
                  sideOffset={4}
                  className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow"
                >
                  {f.tooltip}
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
