import countryToCurrency from "country-to-currency";
import { formatMoney, fromUsd, knownCurrency } from "../../planner/money";
import type { Plan } from "../plan";

// The trip's cost is added up in US dollars (every offline price is); a traveller going to
// Edinburgh or Rome, or with a budget in euros, thinks in pounds or euros. The total is said
// again in those currencies at the planner's rough reference rates, and said to be rough.

/** The currencies a total is worth saying in besides dollars: the budget's, then the stays' countries'. */
export function tripCurrencies(plan: Plan): string[] {
  const byCountry = countryToCurrency as Record<string, string>;
  const codes = [
    plan.money?.currency,
    ...plan.stays.map((s) => byCountry[s.place.country_code]),
    plan.destination ? byCountry[plan.destination.country_code] : undefined,
  ];
  return [...new Set(codes.filter((c): c is string => !!c && c !== "USD" && knownCurrency(c)))].slice(0, 2);
}

/** " (roughly £1,830 or €2,140 at reference rates)", or "" when the trip is all in dollars. */
export function localTotals(plan: Plan, usd: number): string {
  const said = tripCurrencies(plan).map((c) => formatMoney(roundish(fromUsd(usd, c)), c));
  return said.length ? ` (roughly ${said.join(" or ")} at reference exchange rates)` : "";
}

/** A converted figure rounded to its scale: a reference rate is no better than two or three digits. */
function roundish(n: number): number {
  const step = n >= 100_000 ? 1000 : n >= 1000 ? 10 : 1;
  return Math.round(n / step) * step;
}
