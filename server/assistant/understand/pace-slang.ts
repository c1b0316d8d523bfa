// The pace of a trip in the everyday words travellers write it in, beyond "relaxed" and "packed"
// (which findPace in understand.ts reads): "we wanna go hard", "no lazy days", "whirlwind trip",
// "hit the ground running" for a full day; "lots of downtime", "lie-ins", "low-key", "easy does
// it" for a gentle one. A full-day phrase turned down in its clause ("not a whirlwind", "nothing
// too full on", "don't want to cram") asks for the gentle pace instead.

/** Said of the days, these fill them. */
const fullDays = new RegExp(
  [
    /\bgo(?:ing)? (?:hard|all out|full throttle|full steam)\b/,
    /\bgo[,!]? go[,!]? go\b/,
    // (Not "non-stop flights": a flight with no change.)
    /\bnon[- ]?stop (?:days?|sightseeing|action|itinerary|schedule|fun)\b/,
    /\bwhirlwind\b/,
    /\bhit the ground running\b/,
    /\bfull[- ]on\b/,
    /\bjam[- ]?packed\b|\bchock[- ]?a[- ]?block\b/,
    /\bmax(?:imi[sz]e|ing)? (?:out )?(?:every|each|our|the) (?:day|minute|moment)s?\b/,
    /\bmake the most of (?:every|each) (?:day|minute|moment)\b/,
    /\b(?:see|do|cover|tick off|fit in|squeeze in) (?:it all|(?:as much|as many \w+) as (?:we|i) can|heaps|loads|tons|a ton)\b/,
    /\bsleep when (?:we'?re|i'?m) dead\b/,
    /\bearly starts? (?:are|is) (?:fine|ok|okay|no problem)\b/,
    /\bbusy (?:bees|schedule|itinerary|days)\b/,
  ]
    .map((r) => r.source)
    .join("|"),
  "gi",
);

/** Days with nothing in them refused: "no lazy days", "no downtime needed". */
const noRest =
  /\b(?:no|don'?t (?:need|want) (?:any)?|zero)\s+(?:lazy|rest|down|chill|quiet|empty|slow)[- ]?(?:days?|time|mornings?)\b|\bno downtime\b/gi;

/** Said of the days, these keep them gentle. */
const gentleDays = new RegExp(
  [
    /\b(?:lots of|plenty of|enough|need|want|time for) (?:down ?time|breathing room|r ?& ?r)\b/,
    /\bdown ?time (?:between|each|every|in the)\b/,
    /\blie[- ]ins?\b/,
    /\blazy (?:mornings?|days?|afternoons?|pace)\b/,
    /\blate (?:starts?|mornings?)\b|\bno early (?:starts?|mornings?)\b|\bnot (?:big on )?early risers?\b/,
    /\bsleep(?:ing)? in(?= late\b|[,.;!]|\s*$| (?:a bit|most|every|each|and))\b/,
    /\blow[- ]key\b/,
    /\beasy does it\b/,
    /\b(?:room to breathe|breathing room)\b/,
    /\b(?:unwind|recharge|decompress|potter(?:ing)? (?:about|around)|mooch(?:ing)? (?:about|around))\b/,
    /\bat (?:our|my) own pace\b/,
    /\bwithout (?:rushing|a rush|being rushed)\b/,
  ]
    .map((r) => r.source)
    .join("|"),
  "gi",
);

/**
 * A hard day turned down, which asks for a gentle one: "nothing too rushed", "nothing
 * strenuous", "nothing too steep"; a plan found too full ("the whole thing is too packed"), or
 * asked to go easier ("go easier overall", "tone it down"). Its words are the plain ones
 * ("packed", "rushed"), so this is read before them and wins.
 */
const hardRefused =
  /\b(?:nothing|not anything)\s+(?:too |overly |very |that |super |crazy )?(?:rushed|hectic|strenuous|intense|demanding|taxing|exhausting|tiring|gruell?ing|frantic|steep|full[- ]on|packed|busy|jam[- ]?packed)\b|\bnot (?:too |overly )?(?:strenuous|intense|demanding|exhausting|tiring|frantic|steep)\b|(?<!\bnot )\btoo (?:packed|rushed|hectic|full[- ]on|intense|tiring)\b|\b(?:go|take it|make it) (?:a (?:bit|little) |much )?easier\b|\btone (?:it|things) down\b|\bslow (?:it|things) down\b/i;

/** Whether a message turns the hard days down: the gentle pace asked, over any plain word for it. */
export function hardDaysRefused(text: string): boolean {
  // Asked, not said: "is it worth it, or too rushed?" wonders about a change and wants no pace.
  const said = text.replace(/[^.!?\n]*\?/g, " ");
  return hardRefused.test(said.toLowerCase().replace(/[’]/g, "'"));
}

/** A turned-down word in the clause just before: "not a whirlwind", "nothing too full on". */
const turnedDown =
  /\b(?:not|no|nothing|don'?t|do not|never|without|isn'?t|aren'?t|rather not|too old (?:for|to))\b[^,.;!?]{0,25}$/i;
const clauseBefore = (text: string, at: number) =>
  (
    text
      .slice(Math.max(0, at - 40), at)
      .split(/[,.;:!?()\n]|\bbut\b/)
      .pop() ?? ""
  ).replace(/[’]/g, "'");

/** The pace a message asks for in its own words, or nothing when it says none. */
export function paceSlang(text: string): "relaxed" | "packed" | undefined {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  // "balanced pace, some sights, some downtime": a middle pace asked, neither end.
  if (/\b(?:balanced|medium|middle|moderate|steady|mixed)\s+pace\b|\bmix of (?:busy|full|sights)/.test(lower))
    return undefined;
  for (const m of lower.matchAll(noRest)) if (m[0]) return "packed";
  let packed = false;
  let relaxed = false;
  for (const m of lower.matchAll(fullDays)) {
    if (turnedDown.test(clauseBefore(lower, m.index ?? 0))) relaxed = true;
    else packed = true;
  }
  for (const m of lower.matchAll(gentleDays))
    if (!turnedDown.test(clauseBefore(lower, m.index ?? 0)) || /^(?:no early|not)/.test(m[0])) relaxed = true;
  // Both said ("go hard in the day, lazy mornings"): no one pace for the trip.
  if (packed === relaxed) return undefined;
  return packed ? "packed" : "relaxed";
}
