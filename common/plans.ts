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
