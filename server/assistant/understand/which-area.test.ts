import { describe, expect, it } from "vitest";
import { whichArea } from "./which-area";

describe("whichArea", () => {
  it("reads a province or state answer that says which namesake was meant", () => {
    expect(whichArea("Ontario", "Kingston")).toBe("Kingston");
    expect(whichArea("BC, Canada", "Victoria")).toBe("Victoria");
    expect(whichArea("sorry, I meant Ontario", "Kingston")).toBe("Kingston");
  });

  it("keeps an area whose name begins with the letters of no, nope or sorry", () => {
    expect(whichArea("Nova Scotia", "Sydney")).toBe("Sydney");
    expect(whichArea("Nova Scotia, Cape Breton. Flying from Toronto.", "Sydney")).toBe("Sydney");
    expect(whichArea("no, Nova Scotia", "Sydney")).toBe("Sydney");
    expect(whichArea("North Carolina", "Wilmington")).toBe("Wilmington");
    expect(whichArea("nope, North Carolina please", "Wilmington")).toBe("Wilmington");
  });

  it("reads nothing from an area without a town of that name", () => {
    expect(whichArea("Nova Scotia", "Lisbon")).toBeNull();
    expect(whichArea("Norway", "Kingston")).toBeNull();
  });
});
