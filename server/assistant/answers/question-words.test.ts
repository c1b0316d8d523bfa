import { describe, expect, it } from "vitest";
import { asks } from "./question-kinds";
import { plain } from "./text";

const kinds = (m: string) => asks.filter(([, re]) => re.test(plain(m))).map(([k]) => k);

describe("the words that ask a kind of question", () => {
  it("things called hot or cold are no weather", () => {
    for (const m of [
      "what time does the hot-air balloon take off?",
      "are the hot springs in Beppu worth it?",
      "best hot pot in Chengdu?",
      "where can we get cold brew near the hotel?",
    ])
      expect(kinds(m), m).not.toContain("weather");
  });
  it("negatives: the heat and the cold of the days are", () => {
    for (const m of ["will it be hot on day 2?", "is it cold at night?", "how hot does it get in August"])
      expect(kinds(m), m).toContain("weather");
  });
  it("paying by card is a question of money", () => {
    for (const m of [
      "can we use our Visa card in Laos?",
      "will my bank card work at ATMs there?",
      "is contactless common?",
    ])
      expect(kinds(m), m).toContain("currency");
    // (A card the trip uses for transit, "the Oyster card", is no money question.)
    expect(kinds("do we need an oyster card?")).not.toContain("currency");
  });
  it("hours asked as a visiting time", () => {
    for (const m of [
      "Wat Pho visiting hours?",
      "what time can tourists enter the mosque?",
      "visiting times for the palace",
    ])
      expect(kinds(m), m).toContain("hours");
  });
});
