// A party told only as "we": "we fly from Warsaw", "rent skis or bring ours?", "a travel day for
// us". No count is said, but a careful planner does not plan for one: "we" is at least two, and
// two is what is planned until someone says more (read-constraints.ts applies it only while the
// party is still the one-adult default, so "4 of us" said before is never shrunk back).
// A party not told at all ("Hoi An 4 nights from 14th feb") is planned for two as well, the way
// hotel and flight searches start (issue 24, decided by the project): only a writer who speaks of themselves
// alone ("I", "me", "my", "student, 19", "need 2 nights" with the "I" left out) is planned for one.

/** The writer alone, said outright: "solo", "just me", "single traveller", "party of one". */
export const SOLO =
  /\b(?:solo|alone|by myself|just me|just myself|only me|on my own|single travell?er|party of one|table for one|1 pax|one pax)\b/;

// The words of a group speaking of itself. ("us" in capitals is the country: "flying from the US".)
const WE = /\b(?:[Ww]e|WE|[Ww]e'(?:re|ll|ve|d)|[Uu]s|[Oo]urs?|OURS?|[Oo]urselves)\b/g;

/** "we" that is no party: the idioms ("we'll see"), the country ("the us", "us dollars"), "let's". */
const NOT_PARTY =
  /\b(?:we'?ll see|as we say|we (?:call|say)|the us\b|in the us\b|us\s*(?:\$|dollars?|citizens?|passports?|visas?|side)|our (?:company|office|firm|client|customers?|website|app)\b)/g;

/**
 * Whether the message speaks as "we" (or "us", "our") with the writer not said to be alone, and
 * not a plan "for me" (then "can we start on the 5th?" is the writer and Lotus).
 */
export function speaksAsWe(text: string): boolean {
  const t = text.replace(/[’']/g, "'");
  const lower = t.toLowerCase();
  if (SOLO.test(lower)) return false;
  if (/\bfor (?:me|myself)\b(?!\s*(?:and|&|\+|n|plus|with)\b)/.test(lower)) return false;
  // The idioms are blanked on the message as written, so "US" keeps its capitals.
  const plain = t.replace(new RegExp(NOT_PARTY.source, "gi"), " ");
  return [...plain.matchAll(WE)].some((m) => m[0] !== "US" || plain === plain.toUpperCase());
}

// The writer as one, in English: "I", "i'm", "me", "my", "myself". ("ME" in capitals is Maine, as
// in "Portland ME", unless the whole message shouts.)
const ONE = /\b(?:[Ii]|[Ii]'(?:m|d|ll|ve)|[Ii]m|[Mm]e|ME|[Mm]y|[Mm]ine|[Mm]yself)\b/g;
// The writer as one in the other languages read here: French, German, Dutch, Portuguese, Italian
// and Spanish pronouns ("je", "ich", "ik", "eu", "io", "mi"; not "5 mi" of miles), and the
// first-person verbs Spanish, Portuguese and Italian say without one ("quiero", "quero",
// "vorrei"). ("EU" in capitals is the European Union.)
const ONE_ABROAD =
  /(?:\b(?:je|j'|moi|ich|mich|mir|mein|meine|ik|mijn|[Ee]u|io|(?<!\d\s?)mi|quiero|quisiera|quero|queria|voglio|vorrei|voudrais)\b)/g;
// The writer described as one person: "student, 19", "broke backpacker here", "digital nomad",
// "gap yr", "pilgrim"; the plural ("2 students") is a group, read elsewhere.
const ONE_ROLE =
  /\b(?:(?:uni |college |grad |phd )?student|backpacker|digital nomad|gap (?:year|yr)(?:er)?|pilgrim|freelancer|solo\w*)\b/i;
// A sentence begun with its verb, "I" left out as diaries and quick messages leave it: "need 2
// nights in Santiago", "finishing the Camino from Lugo", "want to see the lanterns". (The verbs
// of wanting and planning; "add a day" and "make it 4 nights" ask Lotus, and "flying from Leeds"
// is said as often by two as by one.)
const I_LEFT_OUT =
  /(?:^|[.!?,;:]\s*)(?:need(?:ing)?|want(?:ing)?|wanna|looking (?:for|to)|planning|thinking (?:of|about)|hoping|finishing|would (?:love|like)|keen (?:to|on))\b/i;

/**
 * Whether the writer speaks of themselves alone: "I", "me", "my" and no "we" (see speaksAsWe), or
 * describes themselves as one ("22yo student"), or leaves the "I" out of a sentence ("need 2
 * nights in Santiago").
 */
export function speaksAsOne(text: string): boolean {
  const t = text.replace(/[’']/g, "'");
  const shouts = t === t.toUpperCase();
  if ([...t.matchAll(ONE)].some((m) => m[0] !== "ME" || shouts)) return true;
  if ([...t.toLowerCase().matchAll(ONE_ABROAD)].some((m) => m[0] !== "eu" || !/\bEU\b/.test(t) || shouts)) return true;
  return ONE_ROLE.test(t) || I_LEFT_OUT.test(t);
}

/**
 * Whether a message that says no count of people plans for two: it speaks as "we", or it says
 * nothing of who goes and the writer does not speak as one (speaksAsOne). Read only while the
 * party is untold (read-constraints.ts), so it never undoes a party said.
 */
export function twoByDefault(text: string): boolean {
  return speaksAsWe(text) || (!SOLO.test(text.toLowerCase()) && !speaksAsOne(text));
}
