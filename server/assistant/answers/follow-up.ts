import type { TTripMessage } from "../../../common/api/trips";
import { readKinds } from "./intent";
import { asks } from "./question-kinds";
import { clip, plain, wordsOf } from "./text";

// A question that leans on the one before it ("any tablets you recommend?" after "she gets very
// seasick", "and on day 4?" after the weather on day 3, "ok and is sunrise worth it?" after a
// question about the Taj Mahal) cannot be answered alone: what it asks about is in the earlier
// question. It is read together with that question, the earlier one's subject kept and what the
// new one adds (a day, a detail) put in its place.

/** The traveller's last message before this one, when it asked a question. */
export function earlierQuestion(history: readonly TTripMessage[] | undefined): string | undefined {
  const said = [...(history ?? [])].reverse().find((m) => m.role === "user");
  if (!said) return undefined;
  const msg = clip(said.msg);
  return readKinds(msg, true).intent === "question" ? msg : undefined;
}

// "and...", "ok and...", "what about...", "same for...": a question that goes on from the last one.
const goesOn =
  /^(?:(?:ok|okay|cool|great|thanks|thank you|right|so|oh|ah|hmm|nice|perfect) )*(?:and|also|plus|what about|how about|same for|same question for|and what about|and how about)\b/;
// A day or date said, to be replaced by the one the follow-up names ("and on day 4?").
const dayWords =
  "\\b(?:on |for )?(?:day \\d+|day (?:one|two|three|four|five|six|seven|eight|nine|ten)|the (?:first|last|final|second|third|fourth|fifth) (?:day|night)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight)\\b";
// "how long does it take?", "is it open then?": the thing asked about is the earlier question's.
const backReference = /\b(?:it|its|there|that|them|they|those|that one|this one|the place)\b/;
const whStart = /^(?:(?:ok|okay|and|so|also|oh|ah) )*(?:what|where|when|which|who|whom|whose|why|how)\b/;

/** The kinds of question the words ask of their own (not a day, nor "recommend" alone). */
function ownKinds(text: string): string[] {
  return asks
    .filter(([k, re]) => k !== "day" && re.test(text))
    .map(([k]) => k)
    .filter((k) => k !== "worth" || /\bworth\b/.test(text));
}

/**
 * The question to answer for a message that leans on the earlier one, or undefined when it stands
 * alone. `namedBefore` is the sight the earlier question named; `namesPlace`, whether this one names one.
 */
export function leaningQuestion(input: {
  message: string;
  earlier: string | undefined;
  namedBefore?: string | undefined;
  namesPlace: boolean;
}): string | undefined {
  const { message, earlier, namedBefore, namesPlace } = input;
  if (!earlier || namesPlace) return undefined;
  const said = clip(message).trim();
  const text = plain(said);
  const words = wordsOf(text);
  if (!words.length || words.length > 14) return undefined;
  const goes = goesOn.test(text);
  const back = backReference.test(text);
  // "ok and is sunrise worth the early start?", "is it open on mondays?" after a question about a
  // sight: the same sight.
  if (namedBefore && (goes || back)) return `${said.replace(/[?.!\s]+$/, "")} at ${namedBefore}?`;
  // "any tablets you recommend?", "type G and...?", "and on day 4?", "how long does it take?":
  // nothing of its own to ask about: the earlier question, with this one's day in place of its own.
  const own = ownKinds(text);
  const day = new RegExp(dayWords).test(text);
  if (own.length || !(goes || back || (!whStart.test(text) && !day))) return undefined;
  const early = day ? clip(earlier).replace(new RegExp(dayWords, "gi"), " ") : clip(earlier);
  return `${early.replace(/\s+/g, " ").trim()} ${said}`;
}

/**
 * "asking for a mate", "just curious", "genuinely wondering lol": said after a question, it adds
 * nothing but that the question stands (and still wants its answer).
 */
export function stillAsking(message: string): boolean {
  const t = clip(message)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\b(?:lol|haha+|ha|lmao|tbh|honestly|seriously|ok|okay|so|btw)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return /^(?:(?:i'?m|i am|im|we'?re|we are|just|only) )*(?:asking|wondering|curious|genuinely (?:asking|curious|wondering)|a genuine question|genuine question|serious question|no judg(?:e)?ment(?: pls| please)?)(?: (?:for|on behalf of) (?:a |my |our )?(?:mate|friend|pal|buddy|cousin|colleague|sister|brother|mum|mom|dad))?$/.test(
    t,
  );
}
