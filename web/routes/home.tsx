import { FeatureCards } from "../features/home/feature-cards";
import { Hero } from "../features/home/hero";
import { HowItWorks } from "../features/home/how-it-works";
import { ScreenshotCarousel } from "../features/home/screenshot-carousel";
import { TestimonialsCarousel } from "../features/home/testimonials-carousel";
import { WhyChoose } from "../features/home/why-choose";

export function HomePage() {
  return (
    <>
      <Hero />
      <FeatureCards />
      <HowItWorks />
      <WhyChoose />
      <ScreenshotCarousel />
      <TestimonialsCarousel />
    </>
  );
}
