import { plain } from "./text";

// A traveller leaving for the night or looking forward to the trip ("going to sleep now, dreaming
// of auroras", "off to bed, can't wait for the tapas", "signing off, counting the days"): how they
// feel, with nothing asked or requested. What they dream of names a topic (the aurora, the food)
// but asks nothing about it, so such a clause is small talk, not a question about the topic.

/** Leaving the conversation for now: to bed, to sleep, offline. */
const leaving =
  /\b(?:(?:going|gonna go|off|heading|headed|time|about) (?:to )?(?:sleep|bed)|(?:signing|logging|heading) off|calling it a night|bed ?time|hitting the (?:hay|sack))\b/;

/** Looking forward to the trip or a part of it. */
const longing =
  /\b(?:dreaming (?:of|about)|(?:can t|cant|cannot|can not) (?:wait|stop thinking)|counting (?:down )?the (?:days|sleeps|hours)|so (?:excited|stoked|hyped|pumped|ready) (?:for|about)|(?:really |so )?looking forward to)\b/;

/**
 * Whether a clause is only sign-offs, longings and small talk, part by part ("great, going to
 * sleep now, dreaming of auroras"): a part that is anything else ("..., add a beach day on day 4")
 * keeps the clause what its other words make it. `smallTalk` and `asksChange` are the reader's own.
 */
export function signsOffOrLongs(
  clause: string,
  smallTalk: (part: string) => boolean,
  asksChange: (part: string) => boolean,
): boolean {
  if (clause.includes("?")) return false;
  const parts = clause
    .split(/[,;:]|\s[-–—]\s|\.\s/)
    .map((p) => plain(p).trim())
    .filter(Boolean);
  let felt = false;
  for (const p of parts) {
    if ((leaving.test(p) || longing.test(p)) && !asksChange(p)) felt = true;
    else if (!smallTalk(p)) return false;
  }
  return felt;
}
