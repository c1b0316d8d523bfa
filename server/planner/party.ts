import type { Plan } from "../assistant/plan";

// Who is travelling, as the planner prices and rooms them. `travellers` (the head count before
// issue 23) still counts when no party was stated.

export type Party = { adults: number; children: (number | null)[]; rooms: number; label: string };

/**
 * The most one flight or hotel search takes (server/travel/*\/provider.ts, as airlines and hotel
 * sites take them): nine adults, eight children, nine rooms. A bigger group ("a hen do of 12")
 * keeps its real size in the plan; the searches, and so the prices, are for the share that fits,
 * and the label says so rather than pretend the whole group was priced.
 */
export const SEARCH_MAX = { adults: 9, children: 8, rooms: 9 } as const;

/** The whole party as stated, uncapped: the head count a change to the party starts from. */
export function groupOf(plan: Pick<Plan, "party" | "travellers">): { adults: number; children: (number | null)[] } {
  const stated = plan.party.adults > 1 || plan.party.children.length > 0;
  const adults = stated ? plan.party.adults : Math.max(1, plan.travellers - plan.party.children.length);
  return { adults, children: plan.party.children };
}

const labelOf = (adults: number, children: number) =>
  children === 0
    ? adults === 1
      ? "one traveller"
      : `${adults} travellers`
    : `${adults} adult${adults === 1 ? "" : "s"} and ${children} child${children === 1 ? "" : "ren"}`;

/** The party every search is made for: the whole group, or the share of it a search takes. */
export function partyOf(plan: Pick<Plan, "party" | "travellers">): Party {
  const group = groupOf(plan);
  const adults = Math.min(SEARCH_MAX.adults, group.adults);
  const children = group.children.slice(0, SEARCH_MAX.children);
  // Two adults a room; up to two children share their parents' room.
  const rooms = Math.min(
    SEARCH_MAX.rooms,
    plan.party.rooms ?? Math.max(1, Math.ceil(adults / 2), Math.ceil((adults + children.length) / 4)),
  );
  const whole = group.adults + group.children.length;
  const searched = adults + children.length;
  const label =
    whole > searched
      ? `${labelOf(group.adults, group.children.length)} (the prices are for ${searched}: one booking takes ${SEARCH_MAX.adults} adults${group.children.length > SEARCH_MAX.children ? ` and ${SEARCH_MAX.children} children` : ""} at most)`
      : labelOf(adults, children.length);
  return { adults, children, rooms, label };
}
