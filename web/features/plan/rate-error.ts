/**
 * The spec's rate error: the server's text, when the allowance resets (local time), the plans
 * and a contact address. Shared by the AI chat and the group chat's @Lotus.
 */
export function rateErrorText(text: string, expiresAt: string): string {
  const at = expiresAt ? new Date(expiresAt) : null;
  const until = at && !Number.isNaN(at.getTime()) ? at.toLocaleString() : "later today";
  return `${text} You can send more messages after ${until}. See our subscription plans at /pricing, or write to support@lotustravel.app.`;
}
