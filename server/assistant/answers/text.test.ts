import { describe, expect, it } from "vitest";
import { plain } from "./text";

// plain() folds the letters no accent comes off, so a name typed on an English keyboard is the
// name on file: "topkapi" is "Topkapı", "tromso" is "Tromsø".

describe("plain folds letters without a separable accent", () => {
  it("Turkish, Polish, Nordic and Vietnamese letters", () => {
    expect(plain("Topkapı Palace")).toBe("topkapi palace");
    expect(plain("Łódź")).toBe("lodz");
    expect(plain("Tromsø")).toBe("tromso");
    expect(plain("Đà Lạt")).toBe("da lat");
  });
  it("ordinary words unchanged", () => {
    expect(plain("Is the Louvre open on Monday?")).toBe("is the louvre open on monday ?");
  });
});
