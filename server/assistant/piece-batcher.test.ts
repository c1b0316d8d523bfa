import { afterEach, describe, expect, it, vi } from "vitest";
import { batchPieces, PIECE_INTERVAL_MS } from "./piece-batcher";

describe("batchPieces", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the first piece at once, then one event per interval, and loses nothing", async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const pieces = batchPieces((d) => sent.push(d));
    // A model streaming 600 tokens of 4 characters, one every 10 ms.
    const tokens = Array.from({ length: 600 }, (_, i) => `t${String(i % 100).padStart(2, "0")} `);
    for (const token of tokens) {
      pieces.push(token);
      await vi.advanceTimersByTimeAsync(10);
    }
    pieces.flush();
    expect(sent[0]).toBe(tokens[0]);
    expect(sent.join("")).toBe(tokens.join(""));
    // 6 s of streaming in 80 ms windows: about 75 events instead of 600.
    expect(sent.length).toBeLessThanOrEqual(Math.ceil((600 * 10) / PIECE_INTERVAL_MS) + 2);
  });

  it("drops what is buffered when the turn fails", async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const pieces = batchPieces((d) => sent.push(d));
    pieces.push("Hello ");
    pieces.push("half a reply");
    pieces.drop();
    await vi.advanceTimersByTimeAsync(PIECE_INTERVAL_MS * 2);
    expect(sent).toEqual(["Hello "]);
  });
});
