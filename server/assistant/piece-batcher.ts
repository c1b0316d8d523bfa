/** How long pieces of a reply gather before they go out together. */
export const PIECE_INTERVAL_MS = 80;

export type PieceBatcher = { push(delta: string): void; flush(): void; drop(): void };

/**
 * Gathers a streamed reply's pieces so that each partial_ai_response carries a worthwhile amount
 * of text: a model streams tokens of a few characters, and each event repeats its ids. The first
 * piece goes at once (the traveller sees Lotus start), then whatever arrived in each interval.
 */
export function batchPieces(send: (delta: string) => void, intervalMs = PIECE_INTERVAL_MS): PieceBatcher {
  let buffer = "";
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (buffer) send(buffer);
    buffer = "";
  };
  return {
    push(delta) {
      if (!delta) return;
      if (!started) {
        started = true;
        send(delta);
        return;
      }
      buffer += delta;
      timer ??= setTimeout(flush, intervalMs);
    },
    flush,
    drop() {
      clearTimeout(timer);
      timer = undefined;
      buffer = "";
    },
  };
}
