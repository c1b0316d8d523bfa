import { site } from "../../../common/site";
import type { RichMessage } from "../../components/rich-text";
import { escapeHtml } from "../../lib/sanitize-html";

/**
 * The spec's rate error: the server's text, when the allowance resets (local time), a link to
 * the plans and the contact address. Shared by the AI chat and the group chat's @Lotus. The
 * server's text is escaped: only the links are ours.
 */
export function rateErrorText(text: string, expiresAt: string): RichMessage {
  const at = expiresAt ? new Date(expiresAt) : null;
  const until = at && !Number.isNaN(at.getTime()) ? at.toLocaleString() : "later today";
  return {
    html: `${escapeHtml(text)} You can send more messages after ${escapeHtml(until)}. See our <a href="/pricing">subscription plans</a>, or write to <a href="mailto:${site.supportEmail}">${site.supportEmail}</a>.`,
  };
}
