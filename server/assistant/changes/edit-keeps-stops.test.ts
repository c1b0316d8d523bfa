import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";
import { applyStaysEdit } from "../understand/trip-edits";

// An edit of something else keeps the stops (issue 24): the words of adding said of a person or of
// a thing to do add no town that happens to be named elsewhere in the message ("could we add my
// sister? she wants to come too" is no stop in Comé; "add the bondi to coogee walk" no stay in
// Coogee). A town the words of adding point at is still a new stop.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");
const trip = (first: string): Plan => {
  const p = emptyPlan();
  readMessage(first, p, now);
  return p;
};
const stops = (p: Plan) => (p.stays.length ? p.stays.map((s) => s.place.name) : [p.destination?.name ?? ""]).join("+");

describe("adding a person or a thing to do adds no stop", () => {
  it.each([
    ["Amsterdam 3 nights from Dec 10, me and my husband", "could we add my sister? she wants to come too"],
    ["Amsterdam 3 nights from Dec 10, me and my husband", "add my mum please. she'd love to come along"],
    ["Sydney 5 nights from Dec 10, 2 adults", "can you add the bondi to coogee walk somewhere"],
    ["Sydney 5 nights from Dec 10, 2 adults", "add the Coogee coastal walk on a sunny day"],
    ["Tokyo 5 nights from Dec 10, 2 adults", "can we add a Hakone hike"],
  ])("%s / %s", (first, edit) => {
    const p = trip(first);
    const was = stops(p);
    expect(applyStaysEdit(edit, p)).toBeUndefined();
    expect(stops(p)).toBe(was);
  });
});

describe("a town the words of adding point at is still a new stop", () => {
  it.each([
    ["Lisbon 4 nights from Dec 10, 2 adults", "add Porto at the end for 2 nights", "Lisbon+Porto"],
    ["Lisbon 4 nights from Dec 10, 2 adults", "we'd like to add 2 nights in Porto too", "Lisbon+Porto"],
    ["Tokyo 5 nights from Dec 10, 2 adults", "can we add Hakone for one night", "Tokyo+Hakone"],
    ["Brussels 3 nights from Dec 10, 2 adults", "add Ghent. 2 nights there", "Brussels+Ghent"],
  ])("%s / %s", (first, edit, want) => {
    const p = trip(first);
    expect(applyStaysEdit(edit, p)).toBe("add");
    expect(stops(p)).toBe(want);
  });
});
