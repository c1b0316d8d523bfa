import { messageAllowance, type RatePlan } from "../../../common/plans";

/**
 * A plan card's message credits, from the same allowance the server counts against
 * (common/plans.ts, read by server/assistant/message-limits.ts): "10 messages every 3 hours".
 */
export function messageCredits(plan: RatePlan): string {
  const { messages, windowHours } = messageAllowance[plan];
  return `${messages} messages every ${windowHours} hours`;
}

/** The most a plan's allowance gives in a day, its windows back to back: 80 for 10 every 3 hours. */
export const messagesPerDay = (plan: RatePlan): number =>
  (messageAllowance[plan].messages * 24) / messageAllowance[plan].windowHours;
