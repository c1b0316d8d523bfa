import { describe, expect, it } from "vitest";
import { memoize } from "./cache";

describe("memoize", () => {
  it("answers repeated queries from memory, shares concurrent calls, and expires", async () => {
    let calls = 0;
    const slow = async (q: { n: number }) => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return { value: q.n * 2 };
    };
    const cached = memoize(slow, { ttlMs: 100, max: 10 });
    const [a, b] = await Promise.all([cached({ n: 2 }), cached({ n: 2 })]);
    expect(a).toEqual({ value: 4 });
    expect(b).toEqual({ value: 4 });
    expect(calls).toBe(1);
    a.value = 99; // a caller's change stays theirs
    expect(await cached({ n: 2 })).toEqual({ value: 4 });
    expect(calls).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    await cached({ n: 2 });
    expect(calls).toBe(2);
  });

  it("does not cache failures", async () => {
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls === 1) throw new Error("down");
      return { ok: true };
    };
    const cached = memoize(flaky, { ttlMs: 1000, max: 10 });
    await expect(cached({})).rejects.toThrow("down");
    expect(await cached({})).toEqual({ ok: true });
  });
});
