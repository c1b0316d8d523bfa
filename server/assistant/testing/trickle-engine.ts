import { blankCtx } from "../../testing/blank-ctx";
import type { Engine, EngineResult } from "../engine";

// Token-sized pieces of a plausible reply (about 6 characters each).
const words = ["Lisbon ", "in ", "spring ", "is ", "bright, ", "with ", "azulejo ", "streets ", "and ", "pastries. "];

/**
 * An engine that streams like a language model: `pieces` small pieces (a few characters each,
 * as tokens are), spread evenly over `overMs`, so the reply's stream outlasts the piece batcher's
 * interval many times over. The reply is the pieces joined; the plan is left as it was.
 */
export function trickleEngine(options: { pieces?: number; overMs?: number } = {}): Engine {
  const count = options.pieces ?? 300;
  const overMs = options.overMs ?? 1500;
  return {
    name: "trickle",
    async reply(turn): Promise<EngineResult> {
      const pieces = Array.from({ length: count }, (_, i) => words[i % words.length] ?? "");
      const start = Date.now();
      for (const [i, piece] of pieces.entries()) {
        const due = start + (i * overMs) / count;
        const wait = due - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        turn.emit(piece);
      }
      return { text: pieces.join(""), ctx: blankCtx(), plan: turn.plan };
    },
  };
}
