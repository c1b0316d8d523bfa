import { describe, expect, it } from "vitest";
import { lead, opensAsking, whStart } from "./opening";

describe("opensAsking: a message that opens as a question does", () => {
  it.each([
    "i mean what's on day two",
    "sorry, where are we staying on day 3",
    "oops, which day is the Alhambra",
    "ok so is the museum open monday",
    "hmmm, do we need a car",
    "Whats on day 4",
  ])("%s asks", (m) => expect(opensAsking(m)).toBe(true));
  it.each([
    "no Pisa day trip pls, swap it for a free day",
    "i mean swap days 2 and 3",
    "can we swap the Pisa day for a free day",
    "add a night in Porto",
  ])("%s does not open as a question", (m) => expect(opensAsking(m)).toBe(false));
});

describe("lead and whStart, as the intent reader uses them on plain words", () => {
  it("takes off the words that open a clause, but not a correction's 'i mean'", () => {
    expect("ok so quick question where is it".replace(lead, "")).toBe("where is it");
    expect("i mean where is it".replace(lead, "")).toBe("i mean where is it");
  });
  it("knows a question word only at the start", () => {
    expect(whStart.test("how far is it")).toBe(true);
    expect(whStart.test("somehow")).toBe(false);
  });
});
