import { site } from "../../common/site";
import type { Mail } from "./mailer";

// Every mail has a plain-text body and an HTML body built from the same lines.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function compose(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action?: { label: string; url: string },
): Mail {
  const text = [
    greeting,
    "",
    ...lines,
    ...(action ? ["", `${action.label}: ${action.url}`] : []),
    "",
    "— Lotus",
    `Questions? ${site.supportEmail}`,
  ].join("\n");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="color:#64748b;font-size:13px">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px"><p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}${button}<p style="color:#64748b;font-size:13px">— Lotus · <a href="mailto:${site.supportEmail}">${site.supportEmail}</a></p></body></html>`;
  return { to, subject, text, html };
}

export function confirmEmailMail(to: string, firstName: string, url: string): Mail {
  return compose(
    to,
    "Confirm your e-mail for Lotus",
    `Hi ${firstName},`,
    [
      "Welcome to Lotus! Please confirm your e-mail address so we can reach you about your trips.",
      "The link works once and expires in 48 hours.",
    ],
    { label: "Confirm my e-mail", url },
  );
}

export function resetPasswordMail(to: string, firstName: string, url: string): Mail {
  return compose(
    to,
    "Reset your Lotus password",
    `Hi ${firstName},`,
    [
      "Someone (hopefully you) asked to reset the password of your Lotus account.",
      "The link works once and expires in 1 hour. If you did not ask, you can ignore this e-mail: your password stays as it is.",
    ],
    { label: "Choose a new password", url },
  );
}

export function existingAccountMail(to: string, firstName: string, loginUrl: string, resetUrl: string): Mail {
  return compose(to, "You already have a Lotus account", `Hi ${firstName},`, [
    "Someone tried to sign up for Lotus with this e-mail address, which already has an account.",
    `If it was you, sign in at ${loginUrl}, or reset your password at ${resetUrl}.`,
    "If it was not you, you can ignore this e-mail.",
  ]);
}

export function tripInviteMail(
  to: string,
  inviter: string,
  tripName: string,
  message: string,
  url: string,
  hasAccount: boolean,
): Mail {
  return compose(
    to,
    `${inviter} invited you to plan "${tripName}" on Lotus`,
    "Hi,",
    [
      `${inviter} would like to plan "${tripName}" with you on Lotus, the AI travel guide.`,
      ...(message.trim() ? [`"${message.trim()}"`] : []),
      hasAccount
        ? "Open the invitation to join the trip."
        : "Open the invitation, create your free account with this e-mail address, and you will land in the trip.",
    ],
    { label: "Join the trip", url },
  );
}

export function mentionsMail(to: string, firstName: string, lines: string[], url: string): Mail {
  return compose(
    to,
    lines.length === 1 ? "You were mentioned on Lotus" : `You were mentioned ${lines.length} times on Lotus`,
    `Hi ${firstName},`,
    ["While you were away, your travel companions mentioned you:", ...lines],
    { label: "Open the conversation", url },
  );
}

export function tripChangesDigestMail(to: string, firstName: string, lines: string[], url: string): Mail {
  return compose(
    to,
    lines.length === 1 ? "A change to your trip on Lotus" : `${lines.length} changes to your trips on Lotus`,
    `Hi ${firstName},`,
    ["Lotus kept an eye on your upcoming trips. Since the last digest:", ...lines],
    { label: "See your trip", url },
  );
}
