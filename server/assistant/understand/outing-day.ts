// "Lisbon 5 nights, sintra on wednesday", "we'd love the flea market on sunday", "what are we
// doing on thursday?": a weekday after "on" that names the day of an outing during the trip, not
// the day it starts. The date reader (understand.ts findDates) would take any weekday it finds as
// the first day; the outing's words are blanked before it reads, so the trip keeps the dates it was
// given (or has none). "Rome on friday for 3 nights", "we fly out on saturday", "Porto 4 nights,
// on Monday" still start then.

const weekdayAfterOn =
  /\bon\s+(?:this\s+|next\s+|the\s+)?(?:mon|tues?|wednes|weds?|thurs?|fri|satur|sat|sun)(?:day)?\b/gi;

/** Words that make the weekday the trip's start (or a move of it), as the engine's own guard has them. */
const startWords =
  /\b(?:leav\w*|fly\w*|flights?|depart\w*|arriv\w*|start\w*|begin\w*|set(?:ting)? (?:off|out)|land\w*|get(?:ting)? (?:there|in)|travel\w*|check(?:ing)? in|head(?:ing)? (?:out|off)|(?<!day[- ]?)trips?|getaway|holiday|vacation|break|go(?:ing)?(?=\s*(?:$|instead|then|\?))|move|shift|push|earlier|later|instead|dates?)\b/i;
/** Words that make it the trip's end: left to the readers of the end (trip-end.ts). */
const endWords = /\b(?:until|till|through|thru)\s*$|\b(?:back|return\w*|home|end\w*)\b/i;
/** Words that say nothing of what is done that day. */
const filler =
  /^(?:on|the|this|next|a|and|or|but|so|we|i|us|me|our|it|its|is|are|be|would|could|can|will|ideally|maybe|probably|preferably|hopefully|possibly|please|pls|thanks|thx|ok|okay|also|around|about|like|say|starting|from|of|for|with|just|only|sometime|if|possible)$/i;

/**
 * `message` with each weekday said for an outing blanked out (same length, so places' indexes
 * hold). `tripNames` are the names of the trip's own places (its stops, its region): a weekday in
 * the same clause as one of them is when the trip begins there.
 */
export function withoutOutingDays(message: string, tripNames: string[]): string {
  let out = message;
  const names = tripNames.map(plain).filter((n) => n.length >= 2);
  for (const m of message.matchAll(weekdayAfterOn)) {
    const at = m.index ?? 0;
    const before = message.slice(0, at);
    const from = Math.max(before.search(/[^.,;!?\n()]*$/), at - 80);
    const afterAt = at + m[0].length;
    const rest = message.slice(afterAt);
    const stop = rest.search(/[.,;!?\n()]/);
    const to = stop < 0 ? Math.min(message.length, afterAt + 80) : afterAt + Math.min(stop, 80);
    const lead = message.slice(from, at);
    const clause = `${lead} ${message.slice(afterAt, to)}`;
    // A date said in the clause ("on Friday 12 June") is read as dates are.
    if (/\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(clause)) continue;
    if (startWords.test(clause) || endWords.test(lead) || /^\s*(?:-|to|until|till)\b/i.test(rest)) continue;
    const words = plain(clause)
      .split(/[^\p{L}']+/u)
      .filter(Boolean);
    if (!words.some((w) => !filler.test(w))) continue;
    const said = ` ${words.join(" ")} `;
    if (names.some((n) => said.includes(` ${n} `))) continue;
    out = out.slice(0, at) + " ".repeat(m[0].length) + out.slice(afterAt);
  }
  return out;
}

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
