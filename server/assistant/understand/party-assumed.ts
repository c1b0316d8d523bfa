import type { TParty } from "../../../common/travel/trip-model";
import { findParty } from "./trip-party";

// The party Lotus assumed rather than was told: two grown-ups, planned for a trip whose traveller
// said no count and did not speak as one (party-we.ts twoByDefault). Whoever reads a later message
// ("2 adults and our son", "it's me + my husband") needs to know that two was a guess, not a fact:
// the party told then fills the brief in, where a party told and then changed is an edit.

/**
 * Whether `party` is the two assumed: two adults, no children, no rooms asked, and none of the
 * traveller's earlier messages (`said`, oldest first) told who goes.
 */
export function partyAssumed(party: TParty, said: readonly string[]): boolean {
  if (party.adults !== 2 || party.children.length || party.rooms !== null) return false;
  return !said.some((m) => {
    const p = findParty(m);
    return p.adults !== undefined || !!p.children || !!p.more;
  });
}
