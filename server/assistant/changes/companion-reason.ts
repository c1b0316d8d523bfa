import { alternation, SPOUSE_WORDS } from "../understand/companion-words";

// "scrap the colosseum please, mum can't do the stairs", "drop the hike, the kids hate walking":
// after a comma, a clause whose subject is someone in the party says why, never what. Its
// subject is a person the traveller goes with and a verb follows, so "drop the Louvre, the
// Orsay and the Rodin" (a list) keeps its names.

const kin = [
  ...SPOUSE_WORDS,
  "mum",
  "mom",
  "mummy",
  "mommy",
  "mama",
  "dad",
  "daddy",
  "papa",
  "mother",
  "father",
  "parents",
  "kids?",
  "children",
  "son",
  "daughter",
  "boys?",
  "girls?",
  "baby",
  "toddler",
  "brother",
  "sister",
  "grandma",
  "grandpa",
  "gran",
  "nan",
  "nana",
  "granny",
  "friends?",
  "mates?",
  "in-laws",
  "family",
  "group",
];
const verb =
  "(?:'s|’s|'re|’re|can'?t|can’t|cannot|won'?t|won’t|doesn'?t|doesn’t|don'?t|don’t|isn'?t|isn’t|aren'?t|aren’t|hates?|is|are|was|were|has|have|had|gets?|finds?|would|will|says?|said|thinks?|wants?|prefers?|needs?|loves?|gets|walks|uses|just|really|already|never|always|not)";

const companionReason = new RegExp(
  `,\\s*(?:(?:and|but|since|as)\\s+)?(?:(?:my|our|the)\\s+)?(?:${alternation(kin)})(?:'s|’s)?\\s+${verb}\\b.*$`,
  "i",
);

/** The request without a trailing clause about someone in the party. */
export function withoutCompanionReason(s: string): string {
  return s.replace(companionReason, "").trim();
}
