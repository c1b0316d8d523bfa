import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../common/api/trips";
import { changeSummary } from "./summary";

const item = (activity: string, location: string) =>
  ({ time: "09:00", type: "place", activity, location }) as unknown as TItineraryDay["items"][number];
const day = (date: string, ...items: TItineraryDay["items"]) => ({ day: 0, date, items }) as unknown as TItineraryDay;

const march = [
  day("2027-03-05", item("Senso-ji", "Asakusa"), item("Ueno Park", "Ueno")),
  day("2027-03-06", item("Meiji Shrine", "Harajuku")),
];
const redated = (days: TItineraryDay[], dates: string[]) => days.map((d, n) => ({ ...d, date: dates[n] as string }));

describe("changeSummary", () => {
  it("counts a trip moved to other dates with the same days as no stop added or removed", () => {
    const summary = changeSummary(march, redated(march, ["2027-03-12", "2027-03-13"]));
    expect(summary).toMatchObject({ added: 0, removed: 0, days_before: 2, days_after: 2 });
    expect(summary.text).toBe("The same days on the new dates");
  });

  it("counts what else changed when a trip moves: day 1 against day 1", () => {
    const moved = redated(march, ["2027-03-12", "2027-03-13"]);
    const first = moved[0] as TItineraryDay;
    moved[0] = {
      ...first,
      items: [first.items[0] as TItineraryDay["items"][number], item("Tokyo Skytree", "Oshiage")],
    };
    const summary = changeSummary(march, moved);
    expect(summary).toMatchObject({ added: 1, removed: 1 });
    expect(summary.text).toBe("1 stop added, 1 removed");
  });

  it("matches days by date when the trip keeps its dates (a stop moved to another day is one out, one in)", () => {
    const moved = [
      day("2027-03-05", item("Senso-ji", "Asakusa")),
      day("2027-03-06", item("Meiji Shrine", "Harajuku"), item("Ueno Park", "Ueno")),
    ];
    expect(changeSummary(march, moved)).toMatchObject({ added: 1, removed: 1 });
    expect(changeSummary(march, march).text).toBe("No change to the itinerary");
  });
});
