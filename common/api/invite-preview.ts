import { z } from "zod";
import { endpoint } from "./endpoint";

// Added (issue 26): what an invite is for, before it is accepted. An invitee used to land on
// "Welcome back" (the login page the /accept guard sends to) with no idea which trip, whose, or
// when; the login, sign-up and accept screens now say it. The token is the invite's secret, so
// whoever holds the link may read this much, and nothing is consumed.

export const ZInvitePreviewRequest = z.object({ token: z.string().min(1).max(200) });
export const ZInvitePreview = z.object({
  trip_name: z.string(),
  /** The inviter's first and last name. */
  inviter: z.string(),
  /** As the trip shows them ("Mar 10 - Mar 15, 2027"); null while not chosen. */
  dates: z.string().nullable(),
  destination: z.string().nullable(),
  /** The invited address of an e-mail invite (sign-up starts with it); null for a shared link. */
  email: z.string().nullable(),
});
export type TInvitePreview = z.infer<typeof ZInvitePreview>;

export const invitePreviewEndpoints = {
  // POST, so the token stays out of URLs and request logs.
  invitePreview: endpoint({
    method: "POST",
    path: "/api/invite-preview",
    body: ZInvitePreviewRequest,
    response: ZInvitePreview,
  }),
};
