import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A home-page band: full-width background, centred content, an h2 that labels the section. */
export function HomeSection({
  id,
  title,
  className,
  width = "max-w-6xl",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  width?: "max-w-6xl" | "max-w-5xl";
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("scroll-mt-16 py-20", className)}>
      <div className={cn("mx-auto px-4 sm:px-6", width)}>
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
