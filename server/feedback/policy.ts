import { confirmedEmail } from "../auth/address-owner";
import type { SessionUser } from "../auth/sessions";
import { NotFound } from "../errors";
import { definePolicy } from "../policy";

// Who may read what people wrote in the feedback form: the addresses in ADMIN_EMAILS, once
// confirmed (an unconfirmed account may have been made with the admin's address by anyone).
// Anyone else is told the page does not exist, so the admin view is not advertised.

type Reader = Pick<SessionUser, "id" | "email" | "emailConfirmedAt">;

export const feedbackPolicy = definePolicy<"read_report", { admins: readonly string[] }, Reader>(
  "feedback",
  {
    read_report: (actor, app) => {
      const email = confirmedEmail(actor);
      return email !== null && app.admins.includes(email);
    },
  },
  () => NotFound(),
);
