// Club, party and bar words that name no night out: "a resort with a kids club", "golf club
// membership", "club lounge access", "party of 6", "a wedding party", "grab bars in the
// bathroom". The nightlife readers (findInterests in understand.ts; the kinds' own words in
// common/travel/place-kinds.ts) take "club", "party" and "bar" for a night out; these phrases
// are blanked out of the text before they read it.

const clubs =
  // (Not "jazz club", "beach club", "night club", "comedy club": those are nights out.)
  /\b(?:kids'?|kid's|children'?s|teens?'?|toddlers?'?|baby|mini|golf|country|yacht|sailing|tennis|health|fitness|book|walking|hiking|running|cycling|rowing|football|rugby|cricket|sports?|swim(?:ming)?|surf|dive|diving|ski|youth|alpine|rotary|lions|travel|fan)\s+clubs?\b|\bclubs? (?:lounges?|rooms?|levels?|floors?|class|sandwich(?:es)?|med|access|suites?|for (?:the )?(?:kids|children|little ones))\b/gi;
const parties =
  /\bparty (?:of|size)\b|\bparties of\b|\b(?:wedding|search|tea|pyjama|pajama|slumber|kids'?|children'?s|toddler|tour|hiking|walking|school|travelling|traveling|(?:our|the|my) whole|our|my|your) part(?:y|ies)\b/gi;
const bars =
  /\b(?:grab|safety|hand|protein|granola|snack|chocolate|cereal|energy|signal|roll|towel|salad|mini|breakfast|juice|coffee|espresso|oxygen)\s*bars?\b|\bbars? (?:of (?:signal|chocolate|soap)|in the (?:bathroom|shower))\b/gi;

/** The text with its club, party and bar words that name no night out blanked out. */
export function withoutOtherClubs(text: string): string {
  return text.replace(/[’]/g, "'").replace(clubs, " ").replace(parties, " ").replace(bars, " ");
}
