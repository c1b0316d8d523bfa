import { site } from "../../../common/site";
import type { RichMessage } from "../../components/rich-text";
import { escapeHtml } from "../../lib/sanitize-html";

/** How long until `at`, as people say it: "in 2 h 14 min", "in 5 min", "in under a minute". */
export function untilText(at: Date, now: Date): string {
  const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
  if (minutes <= 1) return "in under a minute";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `in ${m} min`;
  return m ? `in ${h} h ${m} min` : `in ${h} h`;
}

/** The local time of `at`, with its day when it is not today: "9:59 PM", "Thu 9:59 PM". */
function clockText(at: Date, now: Date): string {
  const time = at.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
  return at.toDateString() === now.toDateString() ? time : `${at.toLocaleDateString([], { weekday: "short" })} ${time}`;
}

/**
 * The spec's rate error: the server's text, when the allowance resets (how long from now, and the
 * local time), a link to the plans and the contact address. Shared by the AI chat and the group
 * chat's @Lotus. The server's text is escaped: only the links are ours.
 */
export function rateErrorText(text: string, expiresAt: string, now = new Date()): RichMessage {
  const at = expiresAt ? new Date(expiresAt) : null;
  const when = at && !Number.isNaN(at.getTime()) ? `${untilText(at, now)} (at ${clockText(at, now)})` : "later today";
  return {
    html: `${escapeHtml(text)} You can send more messages ${escapeHtml(when)}. See our <a href="/pricing">subscription plans</a>, or write to <a href="mailto:${site.supportEmail}">${site.supportEmail}</a>.`,
  };
}
