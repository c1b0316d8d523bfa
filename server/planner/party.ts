import type { Plan } from "../assistant/plan";

// Who is travelling, as the planner prices and rooms them. `travellers` (the head count before
// issue 23) still counts when no party was stated.

export type Party = { adults: number; children: (number | null)[]; rooms: number; label: string };

export function partyOf(plan: Pick<Plan, "party" | "travellers">): Party {
  const stated = plan.party.adults > 1 || plan.party.children.length > 0;
  const adults = stated ? plan.party.adults : Math.max(1, plan.travellers - plan.party.children.length);
  const children = plan.party.children;
  // Two adults a room; up to two children share their parents' room.
  const rooms = plan.party.rooms ?? Math.max(1, Math.ceil(adults / 2), Math.ceil((adults + children.length) / 4));
  const label =
    children.length === 0
      ? adults === 1
        ? "one traveller"
        : `${adults} travellers`
      : `${adults} adult${adults === 1 ? "" : "s"} and ${children.length} child${children.length === 1 ? "" : "ren"}`;
  return { adults, children, rooms, label };
}
