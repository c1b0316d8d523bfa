import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import { findItems } from "../changes/match";
import { itemLine, refOf } from "./view";

// Which item the model means: a ref from read_plan ("2.3") or a name ("Belém Tower", "dinner on
// day 2" with its day). A name that fits several items is an error listing them with their refs,
// so the model asks or picks; it is never guessed.

export type Located = { day: number; index: number; item: TItineraryItem };

export function locate(days: readonly TItineraryDay[], what: string, day?: number): Located | { error: string } {
  const ref = /^\s*(\d{1,2})\.(\d{1,3})\s*$/.exec(what);
  if (ref) {
    const d = Number(ref[1]);
    const i = Number(ref[2]);
    const item = days[d - 1]?.items[i - 1];
    if (!item) return { error: `There is no item ${d}.${i} in the itinerary; call read_plan for the refs.` };
    return { day: d, index: i - 1, item };
  }
  const found = findItems(days, what, { ...(day !== undefined ? { day } : {}), kinds: "any" });
  if (!found.length)
    return { error: `No item called "${what}"${day ? ` on day ${day}` : ""}; call read_plan for the items and refs.` };
  if (found.length > 1)
    return {
      error: `"${what}" fits ${found.length} items: ${found
        .slice(0, 5)
        .map((f) => itemLine(f.item, refOf(f.day - 1, f.index)))
        .join("; ")}. Give the ref of the one meant.`,
    };
  const [f] = found as [Located];
  return { day: f.day, index: f.index, item: f.item };
}
