import { createHook } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { keepTickObjectShape, tickObjectShapeKept } from "./tick-maps";

// server/main.ts keeps one `process.nextTick` entry for the process's life (tick-maps.ts): what
// that V8 cache gains is measured by bench/perf.ts; here, that it is kept and leaves nothing on.
describe("keeping a nextTick entry", () => {
  it("keeps one, once, and leaves no async hook enabled", async () => {
    keepTickObjectShape();
    expect(tickObjectShapeKept()).toBe(true);
    keepTickObjectShape();
    expect(tickObjectShapeKept()).toBe(true);
    // Its hook was on for one call only: a hook enabled now is the only one told of new ticks.
    const seen: string[] = [];
    const hook = createHook({
      init(_id, type) {
        seen.push(type);
      },
    }).enable();
    await new Promise<void>((resolve) => process.nextTick(resolve));
    hook.disable();
    expect(seen).toContain("TickObject");
    // Ticks still run as ever.
    let ran = 0;
    await new Promise<void>((resolve) =>
      process.nextTick(() => {
        ran++;
        resolve();
      }),
    );
    expect(ran).toBe(1);
  });
});
