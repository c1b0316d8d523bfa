import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";
import { applyStaysEdit } from "../understand/trip-edits";

// A stop swapped for a small town the mention reader passes over (issue 24): "swap Hvar for
// Korčula", "replace Hvar with Vis". The town said whole after "for"/"with", near the trip, takes
// the stop's turn and its nights. Words that are no town ("something quieter", "a cheaper one")
// and a stop of the trip swapped with another of its stops change no stop.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");
const trip = (): Plan => {
  const p = emptyPlan();
  readMessage("Split 3 nights, Hvar 2 nights from June 26, 2 adults from Ljubljana", p, now);
  return p;
};
const split = (p: Plan) => p.stays.map((s) => `${s.place.name}:${s.nights}`).join("+");

describe("a small town taking a stop's turn", () => {
  it.each([
    ["swap Hvar for Korčula", "Split:3+Korčula:2"],
    ["swap hvar for korcula", "Split:3+Korčula:2"],
    ["replace Hvar with Vis", "Split:3+Vis:2"],
  ])("%s", (m, want) => {
    const p = trip();
    expect(applyStaysEdit(m, p)).toBe("replace");
    expect(split(p)).toBe(want);
  });
  it.each(["swap Hvar for something quieter", "swap the Hvar hotel for a cheaper one", "switch Hvar with Split"])(
    "%s: no stop changes",
    (m) => {
      const p = trip();
      expect(applyStaysEdit(m, p)).toBeUndefined();
      expect(split(p)).toBe("Split:3+Hvar:2");
    },
  );
});
