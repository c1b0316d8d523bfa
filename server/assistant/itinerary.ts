// Day order edits ("swap day 2 and 3"): the days keep their dates, what happens on them moves.
// The days themselves are built by the planner (server/planner/days.ts).

export function swapDays(order: number[], dayCount: number, a: number, b: number): number[] | null {
  if (a < 1 || b < 1 || a > dayCount || b > dayCount || a === b) return null;
  const current = order.length === dayCount ? [...order] : Array.from({ length: dayCount }, (_, i) => i + 1);
  const ia = a - 1;
  const ib = b - 1;
  [current[ia], current[ib]] = [current[ib] as number, current[ia] as number];
  return current;
}
