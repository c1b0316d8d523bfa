import { cn } from "../../lib/cn";
import { CarouselControls } from "./carousel-controls";
import { type ScreenshotSlide, screenshotPath, screenshotSizes, screenshotSlides } from "./screenshot-slides";
import { useCarousel } from "./use-carousel";

/** Real screenshots of Lotus on a laptop and a phone; arrows and dots wrap around. */
export function ScreenshotCarousel() {
  const carousel = useCarousel(screenshotSlides.length);
  const slide = screenshotSlides[carousel.index] as ScreenshotSlide;
  return (
    <section id="screens" aria-labelledby="screens-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="screens-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          See Lotus in action
        </h2>
        <section
          aria-roledescription="carousel"
          aria-label="Lotus screenshots"
          data-testid="screenshots"
          className="mt-10"
        >
          <article
            aria-live="polite"
            aria-roledescription="slide"
            aria-label={`${carousel.index + 1} of ${screenshotSlides.length}`}
          >
            <div className="text-center">
              <h3 className="text-xl font-semibold" data-testid="screenshot-title">
                {slide.title}
              </h3>
              <p className="mt-1 text-slate-600">{slide.caption}</p>
            </div>
            {/* On a phone the laptop picture shrank to a third of its size and its phone inset to a
                stamp, neither readable: there the phone's own screenshot stands alone, near life size. */}
            <div className="relative mx-auto mt-8 max-w-4xl sm:pb-10 sm:pr-16">
              <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl sm:block">
                <div className="flex h-7 items-center gap-1.5 border-b border-slate-200 bg-slate-100 px-3" aria-hidden>
                  <span className="size-2.5 rounded-full bg-red-400" />
                  <span className="size-2.5 rounded-full bg-amber-400" />
                  <span className="size-2.5 rounded-full bg-green-400" />
                </div>
                <Screenshot slide={slide} device="web" lazy />
              </div>
              <div
                data-testid="phone-screenshot"
                className="mx-auto w-72 max-w-full overflow-hidden rounded-[1.4rem] border-4 border-slate-900 bg-slate-900 shadow-2xl sm:absolute sm:bottom-0 sm:right-0 sm:w-[22%] sm:min-w-24"
              >
                <Screenshot slide={slide} device="mobile" className="rounded-[1.1rem]" />
              </div>
            </div>
          </article>
          <CarouselControls
            label="screenshot"
            count={screenshotSlides.length}
            index={carousel.index}
            onPrevious={carousel.previous}
            onNext={carousel.next}
            onGoTo={carousel.goTo}
            slideLabel={(i) => `Show screenshot ${i + 1}`}
          />
        </section>
      </div>
    </section>
  );
}

/** A slide's screenshot on a computer ("web") or a phone ("mobile"), at its own size. */
function Screenshot({
  slide,
  device,
  className,
  lazy = false,
}: {
  slide: ScreenshotSlide;
  device: "web" | "mobile";
  className?: string;
  /** Hidden on phones: lazy, so a phone never downloads it. */
  lazy?: boolean;
}) {
  return (
    <img
      src={screenshotPath(slide.id, device)}
      alt={`${slide.title}: Lotus on a ${device === "web" ? "computer" : "phone"}`}
      width={screenshotSizes[device].width}
      height={screenshotSizes[device].height}
      loading={lazy ? "lazy" : undefined}
      className={cn("block h-auto w-full", className)}
    />
  );
}
