import { describe, expect, it } from "vitest";
import { doneAtPlace, findName, findNameLoosely, nameWords, refused, wordsOf } from "./said-words";

// Names found among a message's words however written, and the clauses that turn them down.

describe("a name among the message's words", () => {
  it("numbers in digits or words, accents and apostrophes aside", () => {
    const words = wordsOf("then the 7 Sisters and Giant’s Causeway");
    expect(findName(words, nameWords("Seven Sisters"))).toHaveLength(1);
    expect(findName(words, nameWords("Giants Causeway"))).toHaveLength(1);
    expect(findName(wordsOf("Tromsø"), nameWords("tromso"))).toHaveLength(1);
  });
  it("a long name with a slip or two, a short one only as written", () => {
    expect(findNameLoosely(wordsOf("a day at stonhenge"), nameWords("stonehenge"))).toHaveLength(1);
    expect(findNameLoosely(wordsOf("the louve"), nameWords("louvre"))).toHaveLength(0);
  });
});

describe("what turns a name down", () => {
  it("a refusal in its clause, carried along a list", () => {
    const text = "no museums, skip the zoo and the aquarium, but the harbour yes";
    expect(refused(text, text.indexOf("museums"))).toBe(true);
    expect(refused(text, text.indexOf("aquarium"))).toBe(true);
    expect(refused(text, text.indexOf("harbour"))).toBe(false);
  });
  it("a refusal refused is a wish", () => {
    const text = "we can't miss the fjords";
    expect(refused(text, text.indexOf("fjords"))).toBe(false);
  });
  it("a name said only as where to sleep", () => {
    const text = "a flat close to the cathedral";
    expect(refused(text, text.indexOf("cathedral"))).toBe(true);
  });
});

describe("a place named for what is done there", () => {
  it("kayaking at, a hike in; not staying at", () => {
    expect(doneAtPlace("kayaking at Milford", "kayaking at ".length)).toBe(true);
    expect(doneAtPlace("staying at Milford", "staying at ".length)).toBe(false);
  });
});
