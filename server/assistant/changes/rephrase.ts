import type { TItineraryDay } from "../../../common/api/trips";
import { cardinalWords } from "../number-words";
import { findItems } from "./match";

// The ways travellers ask for a change that the change reader (find-change.ts) does not key on,
// put into the plain forms it does: terse notes ("d3: add the zoo", "day 5 -> rest day",
// "day 1 / day 4 swap"), indirect wishes ("i'd rather not do the cable car", "we're not really
// into markets", "the night safari isn't our thing"), and days said relative to the trip or to a
// stop ("the day after the temple", "move the hike to the day before", "the last full day").
// The text is the cleaned, lower-case message; what no rule fits is returned as it is.

const N = "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)";
const num = (w: string) => (/^\d+$/.test(w) ? Number(w) : (cardinalWords[w] ?? 0));
const CHANGE_VERB =
  "add|include|remove|delete|skip|drop|cut|ditch|scrap|move|shift|put|swap|switch|replace|squeeze in|fit in|throw in";
// "->", ":", "-", "=" between a day and what it becomes.
const ARROW = "\\s*(?:->|→|=>|:|–|—|-|=|>)\\s*|\\s+(?:should be|becomes|as|is)\\s+";
const REST = "(?:a\\s+)?(?:free|rest|off|lazy|nothing|empty|beach|pool)(?:\\s+day)?";
const EASY = "(?:more\\s+)?(?:chill|chilled|easy|easier|light|lighter|slow|slower|relaxed|quiet|quieter)(?:\\s+day)?";

// (Only before a verb of change: "would it be possible to see the fort at night" asks to add it,
// "is there any way to get to the fort" asks how, and keeps its question.)
const hedge = new RegExp(
  `^(?:(?:is there )?any chance(?: (?:that|of))?|would it be (?:possible|ok|okay|alright) (?:to|if)|is there (?:any )?(?:way|chance)(?: to| (?:that )?(?:we|you) (?:could|can))?|do you think (?:we|you) could|(?:would you )?mind(?: if (?:we|i))?|is it (?:ok|okay|alright|fine) if|would it work to|how about we)\\s+(?:(?:we|you|u|i) (?:could |can |might |)?)?(?=(?:${CHANGE_VERB}|make|take|give|have|get rid of|clear|swap|lighten)\\b)`,
);

/** The cleaned message in the words the change reader knows, against the trip as planned. */
export function rephrased(text: string, itinerary: readonly TItineraryDay[]): string {
  let t = text
    // Slips in the little words: "scrap teh aquarium".
    .replace(/\b(?:teh|hte|th)\b(?=\s+\p{L})/gu, "the")
    // "d3", "day3", "D-2": day 3.
    .replace(/\bd(?:ay)?\s?-?(\d{1,2})\b(?![:.]\d)/g, "day $1");
  // "less stuff on wednesday", "thin out day 3": a lighter day.
  t = t.replace(
    /\b(?:less stuff|fewer things|less going on|not so (?:much|busy|full)|tone (?:it )?down|thin (?:it )?out|lighten(?: it)?(?: up)?|ease (?:it )?up|cut back(?: on)?|less running around|more downtime|more breathing room)\b/g,
    "lighter",
  );
  // "any chance we could drop the zoo?", "would it be possible to move the fort to day 2", "is there
  // any way to make day 2 lighter": a change asked as a question of whether it can be; the change.
  t = t.replace(hedge, "");
  t = t
    // "please to add the zoo", "possibly see the fountain at night": the request's own verb first.
    .replace(/^(?:to|possibly|perhaps|kindly|pls|please|just|maybe|also)\s+(?=[a-z])/, "")
    // "day 2 looks mad busy", "day 3 seems a lot": a day too full.
    .replace(
      /\b(?:looks?|seems?|is|feels?|'s)\s+(?:\w+\s+)?(?:busy|packed|full|hectic|rushed|crammed|intense|exhausting|a lot|like a lot|overloaded|overbooked)\b/g,
      "is too busy",
    );
  t = relativeDays(t, itinerary);
  t = terse(t);
  t = replacedThere(t);
  t = indirect(t, itinerary);
  return t.replace(/\s+/g, " ").trim();
}

/**
 * "get rid of the zoo and put the aquarium there": one stop for another. "the zoo on day 2
 * instead of day 3", "angkor wat on day 2 not day 1": a stop moved between the days said.
 */
function replacedThere(t: string): string {
  const there =
    /^(?:remove|drop|skip|get rid of|ditch|scrap|lose|cut|take out)\s+(.+?),?\s+and\s+(?:put|add|do|have|see|visit|go to)\s+(.+?)\s+(?:there|in its place|instead(?: of it)?)$/.exec(
      t,
    );
  if (there) return `replace ${there[1]} with ${there[2]}`;
  const between = new RegExp(
    `^(?:(?:have|do|see|put)\\s+)?(.+?)\\s+on\\s+(day ${N})\\s*,?\\s+(?:instead of|rather than|not)\\s+(?:on\\s+)?(day ${N})$`,
  ).exec(t);
  if (between && !/^day\b/.test(between[1] ?? "")) return `move ${between[1]} from ${between[4]} to ${between[2]}`;
  // "no Cannes, Monaco on day 3 instead", "skip the zoo - the aquarium instead": one for the other.
  const noThen =
    /^(?:no|skip|drop|remove|scrap|ditch|lose|cut)\s+(.+?)\s*(?:,|—|–|-|;)\s*(?:(?:do|see|visit|put|have|add)\s+)?(.+?)\s+instead$/.exec(
      t,
    );
  if (noThen && !/^day\b/.test(noThen[1] ?? "")) return `replace ${noThen[1]} with ${noThen[2]}`;
  // "instead of gamcheon village do the temple": the second for the first.
  const insteadFirst = /^instead of\s+(.+?),?\s+(?:do|see|visit|go to|have|try)\s+(.+)$/.exec(t);
  if (insteadFirst) return `replace ${insteadFirst[1]} with ${insteadFirst[2]}`;
  return t;
}

/** "day 5 -> rest day", "day 3: add the zoo", "day 1 / day 4 swap". */
function terse(t: string): string {
  const rest = new RegExp(`^(day ${N})(?:${ARROW})${REST}$`).exec(t);
  if (rest) return `make ${rest[1]} a free day`;
  const easy = new RegExp(`^(day ${N})(?:${ARROW})${EASY}$`).exec(t);
  if (easy) return `make ${easy[1]} lighter`;
  const verb = new RegExp(`^(day ${N})(?:${ARROW}|\\s*,\\s*|\\s+)(${CHANGE_VERB})\\s+(.+)$`).exec(t);
  if (verb) return `${verb[3]} ${verb[4]} on ${verb[1]}`;
  // "day 3: sintra", "day 4 -> the beach": that place on that day.
  const put = new RegExp(`^(day ${N})\\s*(?:->|→|=>|:)\\s*(?!day\\b)(.{3,60})$`).exec(t);
  if (put) return `put ${put[3]} on ${put[1]}`;
  // ("can day 2 and day 4 trade places?": asked, the days' trade is what is wanted.)
  const swap = new RegExp(
    `^(?:(?:can|could|shall|should|would)\\s+(?:we\\s+)?(?:the\\s+)?)?(?:swap\\s+|switch\\s+)?(?:days?\\s+)?${N}\\s*(?:and|&|<->|↔|<=>|/|,|\\+)\\s*(?:day\\s+)?${N}(?:\\s+(?:be\\s+)?(?:swap|switch|swapped|switched|flip|flipped|around|round|(?:trade|change|switch|swap) places|the other way round))?$`,
  ).exec(t);
  if (
    swap &&
    (/^(?:swap|switch)\b/.test(t) ||
      /\b(?:swap|switch|swapped|switched|flip|flipped|around|round|(?:trade|change|switch|swap) places)$/.test(t))
  )
    return `swap day ${num(swap[1] ?? "")} and day ${num(swap[2] ?? "")}`;
  return t;
}

// Someone not wanting a thing, said softly: what follows is what goes.
const softRemove = [
  /^(?:i|we)(?:'d| would) rather (?:not|skip|avoid|miss|pass on)\s+(?:do(?:ing)?\s+|see(?:ing)?\s+|go(?:ing)? to\s+|visit(?:ing)?\s+)?(.+)$/,
  /^(?:i'?m|we'?re|i am|we are) (?:not|never) (?:really |that |too |so |super |very |big )?(?:keen on|interested in|into|fussed about|bothered about|a fan of|fans of|big on|excited about)\s+(.+)$/,
  /^(?:i|we) (?:don'?t|do not|dont) (?:really |actually )?(?:fancy|care (?:about|for)|like|love|need|want|feel like)\s+(?:to (?:see|do|visit|go to) |doing |seeing |visiting |going to )?(.+)$/,
  /^(?:we'?ll|we will|i'?ll|i will|we can|we could|let'?s) (?:pass on|give|skip|miss)\s+(.+?)(?:\s+a miss)?$/,
  /^(?:give|pass on)\s+(.+?)(?:\s+a miss)?$/,
  /^(?:axe|bin|nix|kill|lose)\s+(.+)$/,
  /^no\s+(.+)$/,
];
// "the night market isn't our thing", "the zoo can go", "cable car - not for us".
const softRemoveAfter =
  /^(.+?)\s*(?:,|-|–)?\s*(?:isn'?t|is not|aren'?t|are not|not|doesn'?t (?:sound|look) like)\s+(?:really\s+)?(?:our|my|for us|for me|necessary|needed|worth it)(?:\s+(?:thing|cup of tea|scene|vibe|style))?$|^(.+?)\s+(?:can go|has to go|is out|are out|can be dropped)$/;
// "i'd rather do the food tour than the cable car", "the food tour rather than the cable car".
const ratherThan =
  /^(?:(?:i|we)(?:'d| would) rather (?:do |see |visit |have |go to )?)?(.+?)\s+(?:rather than|than|over)\s+(.+)$/;

/** Soft refusals and preferences, when what they name is on the plan (or a kind on one day). */
function indirect(t: string, itinerary: readonly TItineraryDay[]): string {
  const planned = (what: string) => {
    const name = what.replace(/\s+on\s+day\s+\d+$/, "").replace(/^(?:the|a|an|our)\s+/, "");
    return name.length >= 3 && findItems(itinerary, name).length > 0;
  };
  const onADay = (what: string) => /\bday \d+\b/.test(what);
  if (/^(?:i|we)(?:'d| would) rather\b/.test(t) || /\brather than\b/.test(t)) {
    const r = ratherThan.exec(t);
    if (r && !/^(?:not|skip|avoid|miss|pass)\b/.test(r[1] ?? "") && planned(r[2] ?? ""))
      return `replace ${r[2]} with ${r[1]}`;
  }
  for (const re of softRemove) {
    const m = re.exec(t);
    const what = m?.[1]?.trim();
    if (what && (planned(what) || (onADay(what) && re.source.startsWith("^no")))) return `remove ${what}`;
  }
  const after = softRemoveAfter.exec(t);
  const what = (after?.[1] ?? after?.[2])?.trim();
  if (what && planned(what)) return `remove ${what}`;
  // "i'd rather do the wine tour on day 3", "we'd like the gallery moved to day 5": moved there.
  const prefer =
    /^(?:i|we)(?:'d| would) (?:rather|prefer(?: to)?) (?:do |see |visit |have |go to )?(.+?) on (day \d+)$/.exec(t);
  if (prefer) return `put ${prefer[1]} on ${prefer[2]}`;
  return t;
}

/**
 * Days said relative to the trip or to a stop, as day numbers: "the last full day" (the last
 * day without the journey home), "the day after the temple", "move the hike to the day before".
 */
function relativeDays(t: string, itinerary: readonly TItineraryDay[]): string {
  const count = itinerary.length;
  if (!count) return t;
  const travels = (d: TItineraryDay | undefined) => !!d?.items.some((i) => i.type === "Flight" || !!i.transport);
  const lastFull = travels(itinerary[count - 1]) && count > 1 ? count - 1 : count;
  const firstFull = travels(itinerary[0]) && count > 1 ? 2 : 1;
  let out = t
    .replace(/\bthe (?:last|final) full day\b/g, `day ${lastFull}`)
    .replace(/\bthe first full day\b/g, `day ${firstFull}`)
    .replace(
      /\bthe (?:penultimate|second[- ]to[- ]last|second last|day before the last) day\b/g,
      `day ${Math.max(1, count - 1)}`,
    )
    .replace(
      /\bthe day before (?:we|i) (?:leave|fly(?: home| out)?|go home|head home|depart)\b/g,
      `day ${Math.max(1, count - 1)}`,
    );
  // "the day after the temple": the day after the one that stop is on (when it is on one day).
  out = out.replace(
    /\bthe day (after|before) (?:the |our |we (?:do|see|visit) (?:the )?)?([a-z][a-z' -]{2,40}?)(?=$|,| instead\b| please\b| pls\b| if\b| and\b)/g,
    (said: string, dir: string, what: string) => {
      const days = [...new Set(findItems(itinerary, what).map((f) => f.day))];
      const day = days.length === 1 ? (days[0] as number) + (dir === "after" ? 1 : -1) : 0;
      return day >= 1 && day <= count ? `day ${day}` : said;
    },
  );
  // "move the hike to the day before", "push the zoo to the next day": from that stop's own day.
  const moved =
    /^(move|shift|push|put|bring)\s+(.+?)\s+(?:to|on(?:to)?)\s+the\s+(day before|previous day|day after|next day|following day)\b(.*)$/.exec(
      out,
    );
  if (moved) {
    const what = (moved[2] ?? "").replace(/^(?:the|our)\s+/, "");
    const days = [...new Set(findItems(itinerary, what).map((f) => f.day))];
    const step = /before|previous/.test(moved[3] ?? "") ? -1 : 1;
    const day = days.length === 1 ? (days[0] as number) + step : 0;
    if (day >= 1 && day <= count) out = `${moved[1]} ${moved[2]} to day ${day}${moved[4] ?? ""}`;
  }
  return out;
}
