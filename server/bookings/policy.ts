import { detailsMessages } from "../../common/api/details";
import type { SessionUser } from "../auth/sessions";
import { AppError } from "../errors";
import { definePolicy } from "../policy";
import type { TripAccess } from "../trips/policy";

// Trip details: every member sees the itinerary (the trip policy decides membership, and a
// subject here is always a membership); the summary with its cost breakdown and consolidated
// booking management are Voyager's.

type Viewer = Pick<SessionUser, "id" | "ratePlan">;
const voyager = (actor: Viewer) => actor.ratePlan === "PRO";

export const detailsPolicy = definePolicy<"view_itinerary" | "view_summary" | "manage_bookings", TripAccess, Viewer>(
  "details",
  {
    view_itinerary: () => true,
    view_summary: voyager,
    manage_bookings: voyager,
  },
  () => new AppError("forbidden", detailsMessages.voyagerOnly, { upgrade: true }),
);
