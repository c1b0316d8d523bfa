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
  tone = "light",
}: {
  label: string;
  count: number;
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (i: number) => void;
  slideLabel: (i: number) => string;
  /** "dark" on a dark section: the dots and arrows are drawn in white (only the dot itself, never its target). */
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  const arrow = cn(
    "inline-flex size-10 items-center justify-center rounded-full border shadow-sm transition focus-visible:outline-2",
    dark
      ? "border-white/40 bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white"
      : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-lagoon-600",
  );
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
            className={cn(
              "group flex h-6 min-w-6 items-center justify-center rounded-full px-1 focus-visible:outline-2",
              dark ? "focus-visible:outline-white" : "focus-visible:outline-lagoon-600",
            )}
          >
            <span
              data-testid="carousel-dot"
              className={cn(
                "h-2.5 rounded-full transition-all",
                i === index
                  ? cn("w-6", dark ? "bg-white" : "bg-lagoon-700")
                  : cn("w-2.5", dark ? "bg-white/40 group-hover:bg-white/70" : "bg-slate-300 group-hover:bg-slate-400"),
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
