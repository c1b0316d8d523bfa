import type { SessionUser } from "./sessions";

// Anyone can sign up with anyone's address; only confirming it (the mailed link, a password
// reset link, or Google saying it verified the address) shows the account holder owns it. So
// whatever is granted because of an address (ADMIN_EMAILS, invites sent to it) goes by this,
// never by `user.email` alone (issue 21: account pre-hijacking).

/** The account's address in lower case when it is confirmed, else null. */
export function confirmedEmail(user: Pick<SessionUser, "email" | "emailConfirmedAt">): string | null {
  return user.emailConfirmedAt ? user.email.toLowerCase() : null;
}
