import type { TItineraryDay } from "../../../common/api/trips";
import type { TripDay } from "./trip";

// "is that too much walking for my mum?", "how much walking is there each day?", "will my dad
// with his bad knee cope?": how much the plan walks, from its own moves between stops, and how
// to make it gentler. Lotus knows nothing of hills or steps at each place, and says so.

const walkWords =
  /\b(?:walking|walk|walks|on (?:our|my|her|his|their) feet|on foot|stairs|steps|hilly|hills?|tiring|exhausting|knees?|hips?)\b/;
const howMuch =
  /\b(?:too much|a lot|lots|how much|how far|manageable|ok|okay|hard|tough|tiring|exhausting|cope|manage|handle|keep up|far)\b/;

/** Whether the question asks how much the trip walks, or whether someone can manage it. */
export function asksAboutWalking(text: string): boolean {
  return (
    walkWords.test(text) &&
    howMuch.test(text) &&
    !/\bfrom\b.*\bto\b|\bbetween\b/.test(text) &&
    // ("is walking ok around Munich or should we get a car?" weighs ways of getting about.)
    !/\b(?:car|cars|drive|driving|taxis?|metro|subway|bus|buses|trams?|transport|transit|uber|walkable)\b/.test(text)
  );
}

/** The trip's walking, day by day from its moves, with the fullest day and how to ease it. */
export function walkingAnswer(trip: readonly TripDay[], itinerary: readonly TItineraryDay[]): string {
  const days = trip.map((d, i) => {
    const items = itinerary[i]?.items ?? d.items;
    const walks = items.filter((it) => it.travel_before?.mode === "walk");
    return {
      n: d.n,
      walks: walks.length,
      minutes: walks.reduce((m, it) => m + (it.travel_before?.minutes ?? 0), 0),
      rides: items.filter((it) => it.travel_before && it.travel_before.mode !== "walk").length,
      stops: items.filter((it) => it.type === "place" && !it.meal).length,
    };
  });
  const most = days.reduce(
    (a, b) => (b.minutes > a.minutes ? b : a),
    days[0] ?? { n: 0, walks: 0, minutes: 0, rides: 0, stops: 0 },
  );
  const total = days.reduce((m, d) => m + d.minutes, 0);
  const perDay = days.length ? Math.round(total / days.length) : 0;
  const onPlan = most.minutes
    ? `Between its stops, your plan walks about **${perDay} min a day** on average; the most is on **day ${most.n}**, about ${most.minutes} min of walking over ${most.walks} walks (${most.stops} stops), on top of the time on your feet at each sight.`
    : "Your plan has no walks between stops on file, only the time on your feet at each sight.";
  const ease = `To make it gentler: take a taxi or the bus or tram for any hop longer than 10-15 minutes, plan a rest after lunch, and say *"make day ${most.n || 1} lighter"* or *"a relaxed pace"* and I'll take stops out.`;
  const unknown =
    "I don't have hills, steps or cobbles on file for each place, so check the sights' own pages for lifts and step-free routes if stairs are hard.";
  return [onPlan, ease, unknown].join(" ");
}
