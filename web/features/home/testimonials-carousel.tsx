import { Quote } from "lucide-react";
import { useState } from "react";
import { CarouselControls } from "./carousel-controls";
import { type Testimonial, testimonials } from "./testimonials";
import { useCarousel } from "./use-carousel";

export const TESTIMONIAL_AUTO_ADVANCE_MS = 4000;

export function TestimonialsCarousel() {
  const carousel = useCarousel(testimonials.length, TESTIMONIAL_AUTO_ADVANCE_MS);
  const current = testimonials[carousel.index] as Testimonial;
  return (
    <section aria-labelledby="testimonials-title" className="bg-lagoon-900 py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Loved by travellers
        </h2>
        <p className="mt-3 text-lagoon-100">Trips planned with Lotus, in travellers' own words.</p>
        <section
          aria-roledescription="carousel"
          aria-label="Testimonials"
          data-testid="testimonials"
          data-autoplay={carousel.autoplay}
          className="mt-10"
        >
          <div aria-live={carousel.autoplay ? "off" : "polite"}>
            <TestimonialCard
              key={current.id}
              testimonial={current}
              position={`${carousel.index + 1} of ${testimonials.length}`}
            />
          </div>
          <CarouselControls
            label="testimonial"
            count={testimonials.length}
            index={carousel.index}
            onPrevious={carousel.previous}
            onNext={carousel.next}
            onGoTo={carousel.goTo}
            slideLabel={(i) => `Show testimonial ${i + 1}`}
            tone="dark"
          />
        </section>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial, position }: { testimonial: Testimonial; position: string }) {
  const [full, setFull] = useState(false);
  const isLong = testimonial.type === "long" && testimonial.shortVersion;
  const text = isLong && !full ? testimonial.shortVersion : testimonial.quote;
  return (
    <figure
      aria-roledescription="slide"
      aria-label={position}
      className="relative min-h-64 rounded-2xl bg-white/10 p-8 text-left ring-1 ring-white/15 sm:p-10"
    >
      <Quote className="size-8 text-lotus-500" aria-hidden />
      {testimonial.question ? (
        <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-lagoon-100">{testimonial.question}</p>
      ) : null}
      <blockquote className="mt-4 text-lg leading-relaxed sm:text-xl" data-testid="testimonial-quote">
        “{text}”
      </blockquote>
      {isLong ? (
        <button
          type="button"
          onClick={() => setFull((v) => !v)}
          aria-expanded={full}
          className="mt-4 text-sm font-semibold text-lotus-100 underline underline-offset-4 hover:text-white"
        >
          {full ? "Show less" : "Read the full story"}
        </button>
      ) : null}
      <figcaption className="mt-6 text-sm font-medium text-lagoon-100">— {testimonial.attribution}</figcaption>
    </figure>
  );
}
