import { describe, expect, it } from "vitest";
import type { TTripMessage } from "../../../common/api/trips";
import { earlierQuestion, leaningQuestion } from "./follow-up";

const said = (...msgs: [role: "user" | "assistant", msg: string][]): TTripMessage[] =>
  msgs.map(([role, msg], i) => ({
    id: `m${i}`,
    msg,
    role,
    ctx: null,
    user_id: role === "user" ? "u1" : "assistant",
    mentions: [],
    in_reply_to: null,
    created_at: "2026-11-26T10:00:00Z",
    is_private: false,
  }));

describe("a question that leans on the one before", () => {
  it("finds the traveller's last message only when it asked something", () => {
    expect(
      earlierQuestion(said(["user", "Oslo 3 nights"], ["assistant", "Done"], ["user", "is it cold in March?"])),
    ).toBe("is it cold in March?");
    expect(earlierQuestion(said(["user", "is it cold?"], ["assistant", "Yes"], ["user", "thanks!"]))).toBeUndefined();
    expect(earlierQuestion([])).toBeUndefined();
  });

  it("a day put in place of the earlier one's", () => {
    expect(
      leaningQuestion({ message: "and for day 5?", earlier: "how hot will it be on Day 2?", namesPlace: false }),
    ).toBe("how hot will it be ? and for day 5?");
  });

  it("a detail or an elliptical ask goes with the earlier question", () => {
    const earlier = "my son gets altitude sick, is La Paz bad for that?";
    expect(leaningQuestion({ message: "any pills that help?", earlier, namesPlace: false })).toBe(
      `${earlier} any pills that help?`,
    );
    expect(
      leaningQuestion({ message: "how long does it take?", earlier: "how far is Sintra?", namesPlace: false }),
    ).toBe("how far is Sintra? how long does it take?");
  });

  it("the earlier question's sight, for a question that goes on about it", () => {
    expect(
      leaningQuestion({
        message: "and is it open on sundays?",
        earlier: "which day is the Rijksmuseum?",
        namedBefore: "Rijksmuseum",
        namesPlace: false,
      }),
    ).toBe("and is it open on sundays at Rijksmuseum?");
  });

  it("negatives: a question of its own, or one naming its own place, stands alone", () => {
    const earlier = "what's the weather on day 2?";
    for (const message of [
      "what's on day 3?",
      "where should we eat near the cathedral?",
      "is day 4 too busy?",
      "what should we pack?",
    ])
      expect(leaningQuestion({ message, earlier, namesPlace: false }), message).toBeUndefined();
    expect(leaningQuestion({ message: "and Porto?", earlier, namesPlace: true })).toBeUndefined();
    expect(leaningQuestion({ message: "any tips?", earlier: undefined, namesPlace: false })).toBeUndefined();
  });
});
