import { describe, expect, it } from "vitest";
import { isEnglishWord as readerWord } from "../../assistant/understand/english-words";
import { isEnglishWord } from "./english-words";

describe("isEnglishWord", () => {
  it("knows everyday words, some of them also places", () => {
    for (const w of ["snow", "tours", "island", "cork", "beach"]) expect(isEnglishWord(w)).toBe(true);
  });
  it("leaves out proper names and foreign words", () => {
    for (const w of ["paris", "sydney", "schottland", "marruecos"]) expect(isEnglishWord(w)).toBe(false);
  });
  it("is the one list the message reader uses too", () => {
    expect(readerWord).toBe(isEnglishWord);
  });
});
