import { DateTime } from "luxon";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";

// The reader's tests: messages read one after another into one plan, as a conversation does.

export const readNow = DateTime.fromISO("2026-11-25T10:00:00Z");

export function read(...messages: string[]): { plan: Plan; last: ReturnType<typeof readMessage> } {
  const plan = emptyPlan();
  let last = readMessage("", plan, readNow);
  for (const m of messages) last = readMessage(m, plan, readNow);
  return { plan, last };
}
