// Lotus's replies describe a plan day by day; the itinerary panel shows the same days, editable
// and current, so a reply that built the plan does not print them again (they would also be out
// of date after the first edit). Everything else in the reply stays as Lotus wrote it.

export const planInPanel = "*The day-by-day plan is in the itinerary panel.*";

/** A paragraph that is one day of the plan: "**Day 2 · Wed, Mar 11**", "### Day 2", "Day 2:". */
const dayParagraph = /^\s*(?:\*\*|__|#{1,6}\s+)?Day\s+\d+\b/i;

/** The reply without its day-by-day paragraphs, a line pointing to the panel where they were. */
export function withoutDayByDay(msg: string): string {
  const paragraphs = msg.split(/\n{2,}/);
  const kept: string[] = [];
  let replaced = false;
  for (const p of paragraphs) {
    if (!dayParagraph.test(p)) kept.push(p);
    else if (!replaced) {
      kept.push(planInPanel);
      replaced = true;
    }
  }
  return replaced ? kept.join("\n\n") : msg;
}
