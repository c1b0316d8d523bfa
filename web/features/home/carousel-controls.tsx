import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../../lib/cn";

/** Previous/next buttons and one dot per slide, shared by both home-page carousels. */
export function CarouselControls({
  label,
  count,
  index,
  onPrevious,
  onNext,
  onGoTo,
  slideLabel,
}: {
  label: string;
  count: number;
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (i: number) => void;
  slideLabel: (i: number) => string;
}) {
  const arrow =
    "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-lagoon-600";
  return (
    <div className="mt-6 flex items-center justify-center gap-4">
      <button type="button" className={arrow} onClick={onPrevious} aria-label={`Previous ${label}`}>
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <div className="flex items-center">
        {Array.from({ length: count }, (_, i) => (
          // A 24 px target around each small dot (WCAG 2.5.8), so a thumb can hit it.
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
            key={i}
            type="button"
            onClick={() => onGoTo(i)}
            aria-label={slideLabel(i)}
            aria-current={i === index ? "true" : undefined}
            className="group flex h-6 min-w-6 items-center justify-center px-1"
          >
            <span
              className={cn(
                "h-2.5 rounded-full transition-all",
                i === index ? "w-6 bg-lagoon-700" : "w-2.5 bg-slate-300 group-hover:bg-slate-400",
              )}
            />
          </button>
        ))}
      </div>
      <button type="button" className={arrow} onClick={onNext} aria-label={`Next ${label}`}>
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </div>
  );
}
