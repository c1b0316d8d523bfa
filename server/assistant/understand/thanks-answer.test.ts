import { describe, expect, it } from "vitest";
import { emptyPlan } from "../plan";
import { readMessage } from "../read-message";
import { readNow } from "../testing/read";

// A one-line answer to "which city?" or "where from?" that opens with thanks names the place:
// "Thanks, Lisbon" is no letter signed by someone called Lisbon.

const answer = (awaiting: "destination" | "origin", message: string) => {
  const plan = emptyPlan();
  plan.awaiting = awaiting;
  readMessage(message, plan, readNow);
  return awaiting === "destination" ? plan.destination?.name : plan.origin?.name;
};

describe("thanks, then the place asked for", () => {
  it.each([
    ["destination", "Thanks, Lisbon", "Lisbon"],
    ["destination", "thanks! Lisbon", "Lisbon"],
    ["destination", "Cheers - Porto please", "Porto"],
    ["destination", "thank you, Kyoto", "Kyoto"],
    ["destination", "Many thanks. Marrakech", "Marrakech"],
    ["origin", "Thanks, Manchester", "Manchester"],
    ["origin", "cheers, from Leeds", "Leeds"],
  ] as const)("%s: %s", (awaiting, message, place) => {
    expect(answer(awaiting, message)).toBe(place);
  });
  // Thanks alone answers nothing.
  it.each(["thanks", "Thanks!", "cheers mate"])("%s", (message) => {
    expect(answer("destination", message)).toBeUndefined();
  });
});
