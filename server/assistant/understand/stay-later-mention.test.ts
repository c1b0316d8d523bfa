import { describe, expect, it } from "vitest";
import { placesNamed, staysFrom } from "../understand";

// A stop's length said where the message names it again: the route first, the lengths after.

const nights = (text: string) =>
  staysFrom(text, placesNamed(text))
    .map((s) => `${s.place.name}:${s.nights}`)
    .join(", ");

describe("a length said at a stop's second mention", () => {
  it.each([
    ["Lima to Cusco via Arequipa: Arequipa 2 nights, Cusco 4. From Mexico City", "Lima:null, Cusco:4, Arequipa:2"],
    ["Oslo to Bergen on the train — 2 nights Oslo, 3 nights Bergen — no flights", "Oslo:2, Bergen:3"],
    ["Kyoto and Osaka in April. In Kyoto we'd stay 3 nights, Osaka 2", "Kyoto:3, Osaka:2"],
    ["Kyoto and Osaka in April, 5 nights; in Kyoto we'd stay 3 nights", "Kyoto:3, Osaka:null"],
    ["Lisbon and Porto. Lisbon 3 nights Porto 2 nights", "Lisbon:3, Porto:2"],
  ])("%s", (text, want) => {
    expect(nights(text)).toBe(want);
  });
  it.each([
    // Named again with no length: the trip's length stays the whole trip's.
    ["Rome and Florence for 10 days, Rome has the Colosseum", "Rome:null, Florence:null"],
    ["Paris then Lyon, 6 nights, we loved Paris 2 years ago", "Paris:null, Lyon:null"],
    // (The first mention's own length is kept.)
    ["Seville 3 nights then Granada 2 nights, Seville 4 stars hotel", "Sevilla:3, Granada:2"],
    ["Rome and Florence, 6 nights. Florence for the Uffizi, 2 of us", "Rome:null, Florence:null"],
  ])("%s: none added", (text, want) => {
    expect(nights(text)).toBe(want);
  });
});
