import { describe, expect, it } from "vitest";
import { PIN_SIZE, type Stop, spreadOffsets } from "./map-stops";

const stop = (n: number, at: [number, number]): Stop => ({
  id: `s${n}`,
  title: `Stop ${n}`,
  kind: "place",
  day: 0,
  n,
  at,
  to: null,
});

describe("pins that share a spot", () => {
  it("stand apart: no pin covers another, for up to seven in one place", () => {
    const stops = [1, 2, 3, 4, 5, 6, 7].map((n) => stop(n, [-9.1393, 38.7223]));
    const spread = spreadOffsets(stops);
    const offsets = stops.map((s): [number, number] => spread.get(s.id) ?? [0, 0]);
    for (const [i, [ax, ay]] of offsets.entries())
      for (const [bx, by] of offsets.slice(i + 1)) expect(Math.hypot(ax - bx, ay - by)).toBeGreaterThan(PIN_SIZE);
  });

  it("leaves a pin alone when it has its own spot", () => {
    const stops = [stop(1, [-9.1393, 38.7223]), stop(2, [-9.2159, 38.6916])];
    expect([...spreadOffsets(stops).values()]).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});
