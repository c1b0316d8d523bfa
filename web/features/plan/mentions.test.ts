import { describe, expect, it } from "vitest";
import type { TMember } from "../../../common/api/trips";
import { mentionCandidates, mentionParts, mentionQueryAt, mentionsInText } from "./mentions";

const member = (id: string, first: string, last: string): TMember => ({
  visible_id: id,
  first_name: first,
  last_name: last,
  access_type: "member",
  role: "editor",
});
const members = [member("u1", "Ana", "Lima"), member("u2", "Sam", "Lee"), member("u3", "Sam", "Lee")];

describe("mentions", () => {
  it("offers Lotus first, leaves the sender out, filters by what is typed", () => {
    expect(mentionCandidates(members, "u1", "").map((c) => c.id)).toEqual(["lotus", "u2", "u3"]);
    expect(mentionCandidates(members, "u1", "sa").map((c) => c.id)).toEqual(["u2", "u3"]);
    expect(mentionCandidates(members, "u2", "", false).map((c) => c.id)).toEqual(["u1", "u3"]);
  });

  it("finds the @query before the caret only", () => {
    expect(mentionQueryAt("hi @An", 6)).toEqual({ at: 3, query: "An" });
    expect(mentionQueryAt("hi @", 4)).toEqual({ at: 3, query: "" });
    expect(mentionQueryAt("mail a@b", 8)).toBeNull();
    expect(mentionQueryAt("hi @Ana Lima done", 17)).toBeNull();
  });

  it("carries ids: the picked member among namesakes, every namesake when none was picked", () => {
    expect(mentionsInText("@Sam Lee and @Lotus", members, new Set(["u3"]))).toEqual([
      { id: "lotus", username: "Lotus", type: "ai" },
      { id: "u3", username: "Sam Lee", type: "user" },
    ]);
    expect(mentionsInText("@Sam Lee", members).map((m) => m.id)).toEqual(["u2", "u3"]);
    expect(mentionsInText("Sam Lee", members)).toEqual([]);
  });

  it("cuts a message into text and highlighted mentions", () => {
    const parts = mentionParts("Hi @Ana Lima, ask @lotus! a@b", [
      { id: "u1", username: "Ana Lima", type: "user" },
      { id: "lotus", username: "Lotus", type: "ai" },
    ]);
    expect(parts.map((p) => [p.text, p.mention?.id ?? null])).toEqual([
      ["Hi ", null],
      ["@Ana Lima", "u1"],
      [", ask ", null],
      ["@lotus", "lotus"],
      ["! a@b", null],
    ]);
  });
});
