import { detailsMessages } from "../../common/api/details";
import type { SessionUser } from "../auth/sessions";
import { AppError } from "../errors";

// Trip details: every member sees the itinerary (trips/policy.ts decides membership); the
// summary with its cost breakdown and consolidated booking management are Voyager's.

export const hasVoyager = (user: Pick<SessionUser, "ratePlan">) => user.ratePlan === "PRO";

/** Throws 403 with the upgrade message unless the person is on Voyager. */
export function requireVoyager(user: Pick<SessionUser, "ratePlan">): void {
  if (!hasVoyager(user)) throw new AppError("forbidden", detailsMessages.voyagerOnly, { upgrade: true });
}
