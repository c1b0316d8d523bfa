// "can we stay longer in Porto?", "a bit less time in Lisbon", "Kyoto a little longer please":
// one stay made longer or shorter with no number said. A night is the least that changes it, so
// that is what it gets; the traveller can say more. (With a number, nights-by.ts reads it.)

const LONGER = "longer|more time|a bit more time|a little more time|extra time";
const SHORTER = "shorter|less time|less long|not as long|less";

/**
 * +1 or -1 when the (plain, lower-case) words make the stay called `name` longer or shorter,
 * else 0. The name is the stay's, plain too.
 */
export function longerOrShorter(text: string, name: string): number {
  const n = name.replace(/\s+/g, "\\s+");
  const soft = "(?:(?:a\\s+)?(?:bit|little|tad|touch|wee bit)\\s+)?";
  const verb = "(?:stay(?:ing)?|spend(?:ing)?|be|have|keep|make|do|need|want|give\\s+(?:us\\s+)?)";
  const at = "(?:in|at|for|on)";
  const read = (words: string): boolean =>
    new RegExp(`\\b${verb}\\s+${soft}(?:${words})\\s+${at}\\s+(?:the\\s+)?${n}\\b`).test(text) ||
    new RegExp(
      `\\b(?:${words === LONGER ? "longer" : "shorter"})\\s+(?:stay|time|visit)\\s+${at}\\s+(?:the\\s+)?${n}\\b`,
    ).test(text) ||
    (new RegExp(`\\b(?:more|less)\\s+time\\s+${at}\\s+(?:the\\s+)?${n}\\b`).test(text) &&
      (words === LONGER) === /\bmore\s+time\b/.test(text)) ||
    new RegExp(
      `\\b(?:stay\\s+(?:in|at)\\s+)?${n}\\s+(?:for\\s+)?${soft}(?:${words === LONGER ? "longer" : "shorter|less"})\\b(?!\\s+than)`,
    ).test(text);
  // ("not longer in Porto", "no less time": turned round, or compared, says nothing for sure.)
  // (Asked about, "is the drive to Porto longer?", it is a question, not a change.)
  if (/\b(?:not|no|don'?t|never|than)\b|^(?:is|are|was|were|how|what|which|why|when|does|do|did)\b/.test(text))
    return 0;
  if (read(LONGER)) return 1;
  if (read(SHORTER)) return -1;
  return 0;
}
