// AI message allowances per plan. A window refills in full when it ends, so limits reset
// through the day rather than once at midnight. The pricing FAQ quotes these numbers.
export const messageAllowance = {
  FREE: { messages: 10, windowHours: 3 },
  PRO: { messages: 60, windowHours: 3 },
} as const;

export type RatePlan = keyof typeof messageAllowance;

export const planNames: Record<RatePlan, string> = { FREE: "Explorer", PRO: "Voyager" };

/** People a trip's owner may invite, by the owner's plan (members and pending e-mail invites). */
export const inviteLimit: Record<RatePlan, number> = { FREE: 3, PRO: 10 };

export type PlanKey = "free" | "pro";
export const planKeyOf: Record<RatePlan, PlanKey> = { FREE: "free", PRO: "pro" };

/** A row of the pricing page's feature lists. */
export type PlanFeature = { name: string; included: boolean; beta?: boolean; tooltip?: string };

/** What each plan offers, in the order the pricing page lists it (spec: plan tiers). */
export const planFeatures: Record<PlanKey, PlanFeature[]> = {
  free: [
    {
      name: "AI messages",
      included: true,
      tooltip: `${messageAllowance.FREE.messages} messages to Lotus every ${messageAllowance.FREE.windowHours} hours`,
    },
    { name: "Basic sharing", included: true },
    { name: `Invite up to ${inviteLimit.FREE} people per trip`, included: true },
    { name: "Group chat", included: true },
    { name: "Shared and private AI chat in groups", included: true, beta: true },
    { name: "Trip summary and cost breakdown", included: false },
    { name: "Consolidated booking status and management", included: false },
    { name: "Real-time updates (price, weather, etc.)", included: false },
  ],
  pro: [
    {
      name: "Higher AI message limits",
      included: true,
      tooltip: `${messageAllowance.PRO.messages} messages to Lotus every ${messageAllowance.PRO.windowHours} hours`,
    },
    { name: "Advanced sharing", included: true },
    { name: `Invite up to ${inviteLimit.PRO} people per trip`, included: true },
    { name: "Group chat", included: true },
    { name: "Shared and private AI chat in groups", included: true, beta: true },
    { name: "Trip summary and cost breakdown", included: true },
    { name: "Consolidated booking status and management", included: true },
    {
      name: "Real-time updates (price, weather, etc.)",
      included: true,
      beta: true,
      tooltip:
        "Lotus re-checks your upcoming trips' flights, hotels and forecast, and tells everyone on the trip when a price moves 10% or $25, something sells out, or rain or a big temperature change hits a planned day",
    },
  ],
};

export const planDescriptions: Record<PlanKey, string> = {
  free: "Everything you need to plan a trip with Lotus and your friends.",
  pro: "For frequent travellers: more of Lotus, bigger groups, and your bookings in one place.",
};

/** The annual saving against twelve monthly payments, rounded to a whole percent. */
export function annualSavingPercent(monthlyCents: number, annualCents: number): number {
  if (monthlyCents <= 0) return 0;
  return Math.round(((12 * monthlyCents - annualCents) / (12 * monthlyCents)) * 100);
}

/** Cents as dollars, without decimals when whole: 999 -> "$9.99", 1200 -> "$12". */
export function dollars(cents: number): string {
  const d = cents / 100;
  return Number.isInteger(d) ? `$${d}` : `$${d.toFixed(2)}`;
}
