import { FlaskConical } from "lucide-react";

// Without provider keys, Lotus's flights and hotels come from its offline inventory: made-up
// fares and rooms (issue 26). Every screen that shows one says so, so nobody books on a sample.

/** True for an offer the offline providers made up (`source: "sample"`, common/travel/schemas.ts). */
export const isSample = (offer: { source?: string } | null | undefined) => offer?.source === "sample";

export const SAMPLE_EXPLAINED =
  "Sample data: Lotus's offline inventory made this up because no live provider is set up. Prices, times and rooms are not real.";

/** A small "Sample data" pill for cards and rows; its title says what it means. */
export function SampleDataLabel({ className = "" }: { className?: string }) {
  return (
    <span
      data-testid="sample-data"
      title={SAMPLE_EXPLAINED}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-900 ${className}`}
    >
      <FlaskConical className="size-3" aria-hidden /> Sample data
    </span>
  );
}

/** The full sentence, for a detail view with room for it. */
export function SampleDataNotice() {
  return (
    <p
      data-testid="sample-data-notice"
      className="mt-3 flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900"
    >
      <FlaskConical className="mt-0.5 size-3.5 shrink-0" aria-hidden /> {SAMPLE_EXPLAINED}
    </p>
  );
}
