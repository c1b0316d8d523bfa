import { REFUSE_AFTER, REFUSE_BEFORE } from "./said-words";
import { knownWishes } from "./wishes";

// What a traveller turns down, however they say so: before the thing ("steer clear of the
// touts", "we'll pass on the opera", "zero interest in golf", "we'd rather not do palaces",
// "spare us the bus tours") or after it ("karaoke? no thanks", "the night safari is a no",
// "cable cars are overrated", "give the aquarium a miss", "the zoo is not for us"). Each thing is
// kept in the traveller's words, its "the"/"any" dropped; the words that end it ("this time",
// "for us", "please") are no part of it.

// Where the thing refused ends: a linking word, a reason, a politeness.
const thingEnds =
  /\s+(?:but|because|cause|cos|since|as|so|too|this\s+time|for\s+(?:us|me|now)|please|pls|plz|thanks|thx|though|tho|lol|haha|already|again|before|twice|anymore|any\s+more|we|i|it'?s|they'?re|if|when|while|on\s+this\s+trip|this\s+trip|on\s+the\s+trip|except|apart\s+from|other\s+than|unless|besides)\b.*$/i;
// Words before a thing that are no part of it: "the", "any", "too many", "those touristy".
const thingLead =
  /^(?:(?:the|any|all|a|an|some|too\s+many|many|more|those|these|such|things\s+like|stuff\s+like|anything\s+like|like|crowded|touristy|overpriced|cheesy|busy|big|going\s+to|doing|seeing|visiting)\s+)+/i;
const thingTail = /\s+(?:stuff|things|type\s+things|and\s+all\s+that|etc)\.?$/i;
// Not things at all: a pronoun, a filler, a fact of the trip said elsewhere (flights, the car, meat).
const notThing =
  /^(?:it|that|this|them|those|these|one|way|much|more|problem|worries|idea|hurry|rush|stress|fuss|clue|matter|need|time|way|rush|more than|less than|thanks|sure|doubt|offence|offense|pressure|plans?|preference|budget|limit|rush|hassle|go|kidding|joke)$|\d|\b(?:fl(?:y|ights?|ying)|planes?|driv\w*|cars?|rental|smoking|meat|pork|beef|gluten|dairy|alcohol|nuts|shellfish|eggs?|kids?|children|pets?|dogs?|rooms?|nights|days|weeks|stairs|steps|early|late|starts?|mornings?|wake[- ]?ups?|money|pay|spend|cost|expensive|cheap|luxury|overnight|layovers?|connections?|transfers?)\b/i;
// A thing is no word of degree or place: "too busy", "so touristy", "for us", "in the rain".
const notAThingLead = /^(?:too|so|very|really|quite|way|pretty|super|for|to|in|at|on|with|by|from|of|than)\b/i;
// A thing turned down by a bare "no": something of a kind, in the plural ("no temples"), or named
// ("no Disneyland", "NO Blue Lagoon") - not "no problem", "no idea".
// ...or a thing done ("no camping", "no snorkelling"), not a time of day or "nothing".
const namedOrPlural = (x: string) => {
  const last = x.split(/\s+/).pop() ?? "";
  return (
    /\p{Lu}/u.test(x) ||
    /[^s]s$/i.test(last) ||
    (/^[a-z]{3,}ing$/i.test(last) && !notDoing.test(last)) ||
    knownWishes(x).length > 0
  );
};
const notDoing =
  /^(?:morning|evening|nothing|something|anything|everything|thing|spring|ceiling|building|booking|pricing|feeling|meaning|timing|wedding|clothing|ending|beginning|during|pending|sightseeing)$/i;

/** A refusal another reader found, tidied as these are: none when it is no thing ("for us", "morning starts"). */
export const tidiedRefusal = (x: string): string | undefined => tidyRefusal(x);

/** A thing refused, as the traveller wrote it, tidied: undefined when it is no thing. */
export function tidyRefusal(raw: string): string | undefined {
  const x = raw
    .replace(/[’]/g, "'")
    .replace(thingEnds, "")
    .replace(thingLead, "")
    .replace(thingTail, "")
    .replace(/^(?:the|any|a|an)\s+/i, "")
    .replace(/[!?.:]+$/, "")
    .trim();
  if (x.length < 3 || x.split(/\s+/).length > 4 || notThing.test(x) || notAThingLead.test(x)) return undefined;
  return x;
}

/** The pieces of a list refused: "tango shows, cable cars or the zoo". */
const listOf = (s: string) => s.split(/\s*(?:,|\/|&|\+|\band\b|\bor\b|\bnor\b|\bn\b)\s*/i).filter(Boolean);

/** The things a message turns down in the words found here (the main reader finds the plainer ones). */
export function refusalsSaid(text: string): string[] {
  const out: string[] = [];
  const clean = text.slice(0, 1200).replace(/[’]/g, "'");
  // Before: "steer clear of the touts and the tuk tuks".
  for (const m of clean.matchAll(new RegExp(`\\b${REFUSE_BEFORE}\\s+([^.;!?\\n()]{3,70})`, "gi"))) {
    const said = m[1] ?? "";
    // (A clause goes on after a comma only as a list of what is refused: "skip the zoo, aquarium".)
    const [first = "", ...rest] = said.split(/\s*,\s*/);
    const list = [
      ...listOf(first),
      ...rest.filter((r) => r.split(/\s+/).length <= 3 && !/\b(?:we|i|is|are)\b/i.test(r)),
    ];
    for (const p of list) {
      const t = tidyRefusal(p);
      if (t) out.push(t);
    }
  }
  // After: "karaoke? no thanks", "the Eiffel tower is overrated", "give the aquarium a miss".
  for (const m of clean.matchAll(
    new RegExp(`(?:^|[,;:.!(\\n]|\\s[-–—]\\s)\\s*([^,;:.!?(\\n]{3,60}?)${REFUSE_AFTER}`, "gi"),
  )) {
    // (From the clause's start: "Singapore 3 nights - the night safari is not for us".)
    const said =
      (m[1] ?? "")
        .split(/\s[-–—]\s/)
        .pop()
        ?.replace(/^(?:.*\b(?:give|giving)\s+)/i, "") ?? "";
    for (const p of listOf(said)) {
      const t = tidyRefusal(p.replace(/^(?:and|but|also|oh|honestly|tbh|though)\s+/i, ""));
      if (t) out.push(t);
    }
  }
  // "NO Blue Lagoon", "no Disneyland this time", "no cable cars": a bare "no" before a thing named
  // or in the plural.
  for (const m of clean.matchAll(/(?:^|[\s,;:(])(?:no|NO|No)\s+(?:more\s+)?([^.;,!?\n()]{3,40})/g)) {
    const t = tidyRefusal(m[1] ?? "");
    if (t && namedOrPlural(t) && !/^(?:more|less|later|earlier|longer)\b/i.test(t)) out.push(t);
  }
  return out;
}

/** Whether a must-see is a refusal read as a wish: "no bungy", "dont want any ghost tours". */
export const saidAsRefusal = (x: string) =>
  /^(?:no|not|nothing|skip|skipping|avoid|avoiding|without|hate|don'?t|dont|do not|never|none)\b/i.test(
    x.replace(/[’]/g, "'"),
  );
