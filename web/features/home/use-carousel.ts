import { useCallback, useEffect, useState } from "react";

/** Index arithmetic that wraps both ways: -1 is the last slide, count is the first. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * Carousel state. With `autoAdvanceMs`, advances on a timer until the user navigates by hand;
 * after that it never auto-advances again (the spec's "stops for good").
 */
export function useCarousel(count: number, autoAdvanceMs?: number) {
  const [index, setIndex] = useState(0);
  const [autoplay, setAutoplay] = useState(autoAdvanceMs !== undefined);

  useEffect(() => {
    if (!autoplay || autoAdvanceMs === undefined) return;
    const timer = setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), autoAdvanceMs);
    return () => clearInterval(timer);
  }, [autoplay, autoAdvanceMs, count]);

  const goTo = useCallback(
    (next: number) => {
      setAutoplay(false);
      setIndex(wrapIndex(next, count));
    },
    [count],
  );

  return {
    index,
    autoplay,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
