// The pace of a trip, every way it is read: the plain words ("relaxed", "packed") in findPace,
// a complaint about the plan's pace (which asks for the other one), the everyday slang ("go hard",
// "lots of downtime"), a hard day turned down ("nothing too rushed"), and the day's count or the
// travellers' cues ("max 2 sights a day", "bad knees"). understand.ts and prefs-said.ts import
// from here; nothing else reads a pace.

// ---- A complaint about the pace

// A complaint about the pace asks for the other one: "this is too chill for us, pack more in"
// wants a packed trip though "chill" is a relaxed word, and "the whole thing is too packed, go
// easier" wants a relaxed one though "packed" is a packed word. The complaint is about the trip
// (it, this, the plan, the days, the whole thing) or says nothing of what: "the museum is too
// busy on weekends" complains about a place, and asks nothing of the pace.

const slowWords = "chill|relaxed|slow|quiet|easy|light|empty|boring|lazy|leisurely|laid[- ]back|sparse|thin";
const fullWords = "packed|busy|rushed|hectic|full|much|intense|tiring|exhausting|crammed|tight|ambitious|heavy|fast";
const trip =
  "(?:it|this|that|the (?:plan|trip|schedule|itinerary|pace|days?|whole (?:thing|trip|plan|schedule)|itinerary)|everything|each day|every day|our days)";
const link = "(?:'s|’s|s|is|are|was|feels?|looks?|seems?|still)";
const degree = "(?:\\s+(?:way|a bit|a little|bit|little|just|all|kinda|kind of|sort of|really|far|much))*";
const complaint = (words: string) =>
  new RegExp(
    `(?:^|[.!?,;]\\s*|\\b${trip}\\s*${link}${degree}\\s+|\\b${trip}\\s*${link}\\s+(?:still\\s+)?)too\\s+(?:${words})\\b`,
  );
const tooSlow = complaint(slowWords);
const tooFull = complaint(fullWords);

/** Ways of asking for more, or for less, without a complaint. */
const wantMore =
  /\b(?:pack (?:more|it|them|in more)|cram (?:more|in more)|fill (?:up )?(?:the|our|each|every) days?|more (?:stuff|things|activities|sights|action) (?:in|per day|each day|every day)|pick up the pace|step it up|speed (?:it|things) up|busier)\b/;
const wantLess =
  /\b(?:go easier|ease (?:off|up)|tone (?:it|things) down|slow (?:it|things) down|fewer (?:things|stops|activities|sights)|less (?:stuff|rushing|running around)|lighter days|dial (?:it|things) back|calm(?:er)? it down)\b/;

/** The pace a complaint asks for, or undefined when the message makes none. */
export function paceComplaint(text: string): "relaxed" | "packed" | undefined {
  const t = text.toLowerCase().replace(/\s+/g, " ").trim();
  const slow = tooSlow.test(t);
  const full = tooFull.test(t);
  if (slow && !full) return "packed";
  if (full && !slow) return "relaxed";
  if (slow || full) return undefined;
  if (wantMore.test(t) && !wantLess.test(t)) return "packed";
  if (wantLess.test(t) && !wantMore.test(t)) return "relaxed";
  return undefined;
}

// ---- The pace in slang

// The pace of a trip in the everyday words travellers write it in, beyond "relaxed" and "packed"
// (which findPace below reads): "we wanna go hard", "no lazy days", "whirlwind trip",
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
    // ("somewhere quiet", "peace and quiet": a calm place asked, and calm days with it.)
    /\bsomewhere (?:quiet|peaceful|calm|restful|relaxing)\b|\bpeace and quiet\b/,
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
  /\b(?:nothing|not anything)\s+(?:too |overly |very |that |super |crazy )?(?:rushed|hectic|strenuous|intense|demanding|taxing|exhausting|tiring|gruell?ing|frantic|steep|full[- ]on|packed|busy|jam[- ]?packed)\b|\bnot (?:too |overly )?(?:strenuous|intense|demanding|exhausting|tiring|frantic|steep)\b|(?<!\bnot )\btoo (?:packed|rushed|hectic|full[- ]on|intense|tiring)\b|\b(?:go|take it|make it) (?:a (?:bit|little) |much )?easier\b|\btone (?:it|things) down\b|\bslow (?:it|things) down\b|\b(?:not (?:too |so |that )?much|limited|minimal|not a lot of|less) walking\b|\bcan'?t walk (?:far|much|long|too far)\b|\b(?:don'?t|do not|never) (?:want|like|wanna|need) to (?:rush|hurry)\b(?! (?:to|for|back|home)\b)|\b(?:don'?t|do not|doesn'?t|does not|never) (?:like|enjoy|love|do) (?:rushing|hurrying|being rushed|being hurried|to be rushed)\b|\b(?:hate|hates|dislike|dislikes) (?:rushing|hurrying|being rushed)\b|\b(?:don'?t|do not|doesn'?t|does not|never|rather not) (?:want|like|wanna|need)(?: it| things| the (?:trip|days?)| us| to be| it to be| things to be| the days to be){0,2} (?:so |too |that |very |super |all )?(?:rushed|hectic|packed|rush[- ]rush|jam[- ]?packed|chop[- ]chop)\b(?! (?:lunch|lunches|meals?|trains?|buses|bars?|beaches?|crowds?|places?))|\b(?:walking|walk) (?:very )?little\b(?! (?:bit|while|way))|(?<!\ba )\blittle walking\b(?! (?:tours?|trails?|routes?))/i;

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

// ---- The plain words

/** The pace a message asks for, in the plain words or a complaint about the plan's pace. */
export function findPace(text: string): "relaxed" | "moderate" | "packed" | undefined {
  // "too chill, pack more in", "too packed, go easier": a complaint about the pace asks for the other.
  const complaint = paceComplaint(text);
  if (complaint) return complaint;
  const lower = text.toLowerCase();
  // "not too rushed but we do want to see the main stuff": slow, then the other way; between the two.
  if (
    /\b(?:not (?:too )?rushed|no rush|relaxed|slow(?:er)?|chill)\b[^.!?;]{0,20}\bbut\b[^.!?;]{0,30}\b(?:want to see|see the (?:main|big|highlights)|do want|still want)\b/.test(
      lower,
    )
  )
    return "moderate";
  if (
    /\b(relax\w*|slow\w*|chill\w*|laid[- ]back|easy[- ]?going|leisurely|unhurried|easy pace|gentle(?: pace)?|(?:gentle|easy|slow) going|not (?:too )?rushed|no rush|take it easy|not too (?:busy|packed|hectic))\b/.test(
      lower,
    )
  )
    return "relaxed";
  if (
    /\b(packed|busy|action[- ]packed|as much as possible|see everything|fast[- ]paced|pack it in|see more)\b/.test(
      lower,
    )
  )
    return "packed";
  return undefined;
}

// ---- The days' load and the travellers' cues

/**
 * The pace said of the days themselves, for prefs-said: a day's count ("at most two sights each
 * day"), a hard day turned down, a full schedule asked ("cram it all in"), or travellers who want
 * gentler days ("bad knees"). Undefined where none of these is said.
 */
export function paceOfDays(lower: string): "relaxed" | "packed" | undefined {
  let pace: "relaxed" | "packed" | undefined;
  // "at most two sights each day", "max 3 sights per day", "one or two things a day": the day's count.
  const perDay =
    /\b(?:no more than|not more than|max(?:imum)?|at most|only|just|(?:one|1) or)\s+(\d|one|two|three|four|five|six)\s+(?:things?|sights?|activities|stops?|places?|visits?)\s+(?:a|per|each)\s+day\b/.exec(
      lower,
    );
  if (perDay) {
    const n = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 }[perDay[1] as "one"] ?? Number(perDay[1]);
    if (n <= 2) pace = "relaxed";
  }
  // "nothing too rushed", "the whole thing is too packed, go easier": the plain word turned down.
  if (!pace && hardDaysRefused(lower)) pace = "relaxed";
  // "we like a full schedule, squeeze lots in", "cram it all in": packed.
  else if (
    /\bhigh[- ]energy\b|\bpack (?:more|it all|as much|lots) in\b|\bcram (?:it all |everything |as much as \w+ )?in\b|\bfill (?:the|our) days\b/.test(
      lower,
    )
  )
    pace = "packed";
  // "we're getting on", "older couple", "bad knees": a gentler day.
  else if (
    !pace &&
    /\bnot (?:so |that |very )?young\b|\bbad knees\b|\bwe(?:'re| are) (?:in our )?(?:70s|80s|seventies|eighties)\b/.test(
      lower,
    )
  )
    pace = "relaxed";
  return pace;
}
