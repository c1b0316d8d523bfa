import { describe, expect, it } from "vitest";
import { longerOrShorter } from "./stay-longer";

// One stay made longer or shorter, no number said: a night more or less.

describe("a stay longer or shorter by no number", () => {
  it.each([
    ["could we stay a bit longer in kyoto", 1],
    ["more time in kyoto please", 1],
    ["kyoto a little longer", 1],
    ["give us a longer stay in kyoto", 1],
    ["less time in kyoto", -1],
    ["a shorter stay in kyoto", -1],
    ["we want to spend less time in kyoto", -1],
  ])("%s", (said, delta) => {
    expect(longerOrShorter(said, "kyoto")).toBe(delta);
  });
  it.each([
    "is the train to kyoto longer",
    "kyoto is longer than osaka",
    "not longer in kyoto",
    "how long is kyoto",
    "the queue in kyoto was longer",
    "more temples in kyoto",
  ])("not for: %s", (said) => {
    expect(longerOrShorter(said, "kyoto")).toBe(0);
  });
});
