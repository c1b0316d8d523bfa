// Why a change is asked, said after it: "swap days 2 and 4 — rain forecast for the 9th", "flip it,
// our flight lands at KIX", "scrap the heineken thing, turns out one of us has done it twice".
// The reason tells Lotus nothing to change: a date, a flight or a person in it is not a new start,
// a flight edit or someone joining. Only a clause after a comma, a dash or a full stop that opens
// with a word of reason is cut; a change said after a reason ("as it rains, move the hike") stays.

const reasonOpeners = [
  "because",
  "cos",
  "coz",
  "cuz",
  "since",
  // ("as well as 2 more nights" adds; "as soon as", "as long as" are not reasons.)
  "as(?! well| soon| long| much| many| far| early| late| a\\b)",
  "turns out",
  "it turns out",
  "apparently",
  "rain",
  "rain is",
  "rain's",
  "it's going to rain",
  "storms?",
  "(?:the )?forecast",
  "(?:the )?weather",
  "our flight",
  "the flight",
  "(?:our |my )?flight home",
  "we land",
  "we arrive",
  "we've",
  "i've",
  "one of us",
  "(?:my|our) \\w+(?:['’]s \\w+)? (?:has|is|was|can't|cannot|hates?|doesn't)",
  "(?:he|she|they) (?:has|have|is|are|was|were|can't|cannot|hates?|doesn't|don't)",
  "sorry",
  "thanks",
  "ty",
].join("|");

const reasonTail = new RegExp(`(?:\\s[-–—]+\\s*|,\\s*|[.;!]\\s+)(?:${reasonOpeners})\\b[\\s\\S]*$`, "i");

// A reason that tells a fact of the trip ("my sister is joining", "she uses a wheelchair", "he's
// vegan") is more than a reason: the message is kept whole.
const tellsMore =
  /\b(?:join\w*|coming|comes|come along|tag\w* along|drop\w* out|bring\w*|pregnan\w*|wheelchair|stairs|vegan|vegetarian|allerg\w*|coeliac|celiac|gluten|halal|kosher|budget|cheaper)\b/i;

// A second request after the reason ("Thanks! Also add the zoo on day 5"): nothing is cut, so the
// rest of the message is read as before (and re-planned with all of it when it says more).
const asksMore =
  /\b(?:also|add|move|swap|switch|remove|drop|scrap|skip|make it|change|put|replace|instead|extra|another|more (?:nights?|days?)|plus|(?:can|could|would) (?:you|we))\b/i;

/** The message without a reason said after its change; the message itself when it gives none. */
export function withoutReason(message: string): string {
  const tail = reasonTail.exec(message);
  if (!tail || tellsMore.test(tail[0]) || asksMore.test(tail[0])) return message;
  const cut = message.slice(0, tail.index).trim();
  // (A message that is all reason, or nothing before it, is left as it is.)
  return /[\p{L}\d]{2,}/u.test(cut) ? cut : message;
}
