import { placeKindOf } from "../../../common/travel/place-kinds";
import type { Plan } from "../plan";
import { listOf, plural } from "./text";
import type { TripDay } from "./trip";

// "is Lisbon good for kids?", "is this too much for a 5 year old?", "anything for the children in
// Kyoto?": how the trip suits children, from the trip itself (who is coming and how old, the
// pace, the busiest day, the parks, beaches, zoos and aquariums already on the plan), then what
// holds anywhere. Lotus has no child ratings of places, and says so.

/** Words that ask whether the trip or a place suits children. */
const kidWords =
  /\b(?:kids?|children|child|toddlers?|babies|baby|infants?|little ones?|\d{1,2} ?(?:year|yr) ?olds?|family friendly|family-friendly|kid friendly|kid-friendly|child friendly|child-friendly|families)\b/;
const suitWords =
  /\b(?:good|ok|okay|suitable|friendly|fun|safe|manageable|too much|too long|too busy|too packed|for (?:the )?(?:kids?|children|family|families|little ones?|toddlers?)|with (?:the )?(?:kids?|children|a toddler|a baby|toddlers?)|keep (?:them|the kids) (?:busy|happy|entertained)|bored)\b/;

/** Whether the question asks how the trip or a place suits children. */
export function asksAboutKids(text: string): boolean {
  return kidWords.test(text) && suitWords.test(text) && !/\b(?:eat|restaurant|food|dinner|lunch)\b/.test(text);
}

const kidKinds = /\b(?:zoo|aquarium|theme park|playground|science|children|toy|lego|disney|water park|farm|puppet)/i;

export function kidsAnswer(text: string, plan: Plan, trip: readonly TripDay[], place: string | undefined): string {
  const kids = plan.party.children;
  const ages = kids.filter((a): a is number => a !== null);
  const who = kids.length
    ? `Your plan is for ${plural(kids.length, "child", "children")}${ages.length ? ` (${listOf(ages.map((a) => (a === 0 ? "a baby" : `${a}`)))})` : ""}, and Lotus plans ${plan.pace === "packed" ? "a full pace, as you asked" : plan.pace === "relaxed" ? "at a relaxed pace" : "at a moderate pace"} with meals at set times.`
    : "";
  const sights = trip.flatMap((d) =>
    d.items
      .filter((it) => it.type === "place" && !it.meal && it.place)
      .map((it) => ({ d, it, kind: placeKindOf(it.place?.types ?? []) })),
  );
  const forKids = sights.filter(
    ({ it, kind }) => kind === "park" || kind === "beach" || kidKinds.test(`${it.place?.name ?? ""} ${it.activity}`),
  );
  const fun = forKids.length
    ? `Already on the plan and easy with children: ${listOf(forKids.slice(0, 5).map(({ d, it }) => `**${it.place?.name}** (day ${d.n})`))}.`
    : "";
  const perDay = trip.map((d) => ({
    n: d.n,
    count: d.items.filter((it) => it.type === "place" && !it.meal).length,
  }));
  const busiest = perDay.reduce((a, b) => (b.count > a.count ? b : a), { n: 0, count: 0 });
  const busy =
    busiest.count >= 4
      ? `The fullest day is day ${busiest.n}, with ${busiest.count} stops: with young children, say *"make day ${busiest.n} lighter"* and I'll take one or two out.`
      : trip.length
        ? "No day has more than three stops, which suits children."
        : "";
  const where = place ? ` of ${place}` : "";
  const general = `I don't have child ratings${where} on file, so I can't judge from data how family-friendly each place is. What works almost everywhere: one big sight a day with a park, playground or beach after it, a rest in the early afternoon for the little ones, and booking timed tickets ahead so there's no queue; museums often have free entry or family tickets for under-18s, and their sites list family trails and what to skip with small children.`;
  // "is it too much for a 5 year old?": the pace first, then the rest.
  const paceAsked = /\b(?:too much|too busy|too packed|too long|tiring|exhausting|manageable)\b/.test(text);
  return (paceAsked ? [busy, who, fun, general] : [who, fun, busy, general]).filter(Boolean).join(" ");
}
