import countryToCurrency from "country-to-currency";
import { formatMoney, fromUsd, knownCurrency } from "../../planner/money";
import type { Plan } from "../plan";

// The trip's cost is added up in US dollars (every offline price is); a traveller going to
// Edinburgh or Rome, or with a budget in euros, thinks in pounds or euros. The total is said
// again in those currencies at the planner's rough reference rates, and said to be rough.

// "what's it costing so far in pounds?": the currency the traveller names, said first. Only names
// that belong to one currency ("dollars" and "pesos" belong to many).
const namedCurrency: [RegExp, string][] = [
  [/\b(?:pounds?|quid|gbp|sterling)\b/, "GBP"],
  [/\b(?:euros?|eur)\b/, "EUR"],
  [/\b(?:yen|jpy)\b/, "JPY"],
  [/\b(?:rand|zar)\b/, "ZAR"],
  [/\b(?:rupees?|inr)\b/, "INR"],
  [/\b(?:baht|thb)\b/, "THB"],
  [/\b(?:naira|ngn)\b/, "NGN"],
  [/\b(?:swiss francs?|chf)\b/, "CHF"],
  [/\b(?:yuan|rmb|renminbi|cny)\b/, "CNY"],
  [/\b(?:korean won|krw)\b/, "KRW"],
  [/\b(?:dirhams?|aed)\b/, "AED"],
  [/\b(?:aud|aussie dollars?|australian dollars?)\b/, "AUD"],
  [/\b(?:cad|canadian dollars?)\b/, "CAD"],
  [/\b(?:usd|us dollars?|american dollars?)\b/, "USD"],
];

/** The currency a question names ("in pounds", "in rand"), on plain() text. */
export function currencyAsked(text: string): string | undefined {
  return namedCurrency.find(([re]) => re.test(text))?.[1];
}

/** The currencies a total is worth saying in besides dollars: the one asked, the budget's, then the stays' countries'. */
export function tripCurrencies(plan: Plan, asked?: string): string[] {
  const byCountry = countryToCurrency as Record<string, string>;
  const codes = [
    asked,
    plan.money?.currency,
    ...plan.stays.map((s) => byCountry[s.place.country_code]),
    plan.destination ? byCountry[plan.destination.country_code] : undefined,
  ];
  return [...new Set(codes.filter((c): c is string => !!c && c !== "USD" && knownCurrency(c)))].slice(0, 2);
}

/** " (roughly £1,830 or €2,140 at reference rates)", or "" when the trip is all in dollars. */
export function localTotals(plan: Plan, usd: number, asked?: string): string {
  const said = tripCurrencies(plan, asked).map((c) => formatMoney(roundish(fromUsd(usd, c)), c));
  return said.length ? ` (roughly ${said.join(" or ")} at reference exchange rates)` : "";
}

/** A converted figure rounded to its scale: a reference rate is no better than two or three digits. */
function roundish(n: number): number {
  const step = n >= 100_000 ? 1000 : n >= 1000 ? 10 : 1;
  return Math.round(n / step) * step;
}
