import { sanitizeHtml } from "../lib/sanitize-html";

/**
 * A message of the planning screen: a string is shown as text, whatever it holds (what a person
 * typed is never markup); `{ html }` is markup we wrote, rendered through the sanitiser.
 */
export type RichMessage = string | { html: string };

export const richKey = (m: RichMessage) => (typeof m === "string" ? m : m.html);

export function RichText({ message, className }: { message: RichMessage; className?: string }) {
  if (typeof message === "string") return <span className={className}>{message}</span>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to links and basic formatting.
  return <span className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.html) }} />;
}
