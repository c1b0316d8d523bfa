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
