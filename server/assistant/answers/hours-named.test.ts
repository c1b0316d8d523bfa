import { describe, expect, it } from "vitest";
import { nameAsked } from "./hours-question";

describe("the place an hours question names, as written", () => {
  const mosque = /\b(?:churches|church|cathedrals?|temples?|mosques?|castles?|palaces?)\b/;
  it("a name in capitals with its kind's word", () => {
    expect(nameAsked("Blue Mosque visiting hours for tourists?", mosque)).toBe("Blue Mosque");
    expect(nameAsked("when does the Palace of Holyroodhouse close?", mosque)).toBe("Palace of Holyroodhouse");
    expect(nameAsked("what time can we get into the Castle of Good Hope?", mosque)).toBe("Castle of Good Hope");
  });
  it("negatives: no capitals, or capitals without the kind's word", () => {
    expect(nameAsked("what time do temples open?", mosque)).toBeUndefined();
    expect(nameAsked("When does St Paul open? Is the cathedral busy", mosque)).toBeUndefined();
  });
});
