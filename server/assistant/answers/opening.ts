import { plain, wordsOf } from "./text";

// Words that open a clause without changing what it is: "ok so", "hi lotus", "quick question".
const leadWords =
  "and|also|so|ok|okay|oh|ah|hey|hi|hello|lotus|actually|um|umm|hmm|btw|by the way|but|then|sorry|please|quick question|question|one more thing|another question|just|well|right|cool|great|thanks|thank you|wait|alright|yo|still|honestly|roughly|seriously|realistically|genuinely|basically|lol|haha|hahaha|lmao|omg|wow|hmm ok|out of curiosity|just curious|curious|random q|random question|on second thoughts?|on reflection|come to think of it|scratch that|change of plans?";
export const lead = new RegExp(`^(?:(?:${leadWords}),? )+`);
// A message after a reply may also open by mending what it said ("i mean what's on day two",
// "oops, where are we staying"); inside a clause "i mean" is left, as it may say what is meant.
const leadOrMend = new RegExp(`^(?:(?:${leadWords}|i mean|oops|hm+),? )+`);

export const whStart = /^(?:what|where|when|which|who|whom|whose|why|how)\b/;
// Only the plainest asking verbs: "can we swap Pisa for a free day" without its mark is a request.
const askingVerb = /^(?:is|are|do|does|did|will|would|should)\b/;

/**
 * Whether a message opens as a question does, after any "i mean", "sorry", "ok so": "i mean
 * what's on day two" asks, its question mark left off.
 */
export function opensAsking(message: string): boolean {
  const c = wordsOf(plain(message)).join(" ").replace(leadOrMend, "");
  return whStart.test(c) || askingVerb.test(c);
}
