import { describe, expect, it } from "vitest";
import { thingAsked } from "./things-to-do";

// "where can we watch X?" read from a question that goes on after it: the thing is the first
// clause's, without the traveller's "real", "proper" or "authentic", and without what follows.

describe("the thing a 'where can we ...' question asks for", () => {
  it("the first clause, when more is said after it", () => {
    expect(thingAsked("where can I see a real tango show, not the touristy one? milonga?")).toBe("tango show");
    expect(thingAsked("Where can we watch flamenco, ideally somewhere cheap?")).toBe("flamenco");
    expect(thingAsked("where to hear proper fado? we're there 3 nights")).toBe("fado");
    expect(thingAsked("best place to try authentic ramen, not a chain")).toBe("ramen");
  });
  it("a question said in one clause, as before", () => {
    expect(thingAsked("where can we go snorkelling in the algarve?")).toBe("snorkelling");
  });
  it("not a thing to do", () => {
    expect(thingAsked("where can we park the car, is it free?")).toBeUndefined();
    expect(thingAsked("is the castle open on monday, and where do we park?")).toBeUndefined();
  });
});
