import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { refused } from "./said-words";

// Experiences a traveller goes for, in their own words: events and shows ("a Lakers game", "a
// cricket match at Lord's", "a kabuki performance"), markets ("the floating market"), classes
// ("a pasta-making class") and rides ("a gondola ride"), not only named landmarks. A thing is
// one of these by its last word (the head) with at least one word of its own before it: "a
// show" says nothing, "a drag show" does.

// The last word that makes a phrase an experience.
const HEADS =
  "games?|match(?:es)?|tournaments?|shows?|concerts?|gigs?|performances?|recitals?|rehearsals?|festivals?|parades?|processions?|markets?|class(?:es)?|lessons?|workshops?|rides?|tours?|cruises?|ceremon(?:y|ies)|fights?|bouts?|races?|tastings?|screenings?|dinners?";
// Events that need no word before them: "a rodeo", "the opera", "a bullfight".
const ALONE = "rodeo|bullfight|opera|ballet|cabaret|circus|musical|burlesque|pantomime|panto";

// Words that say nothing of which one ("a guided tour", "a good show", "a day cruise"), and
// words before a head that make it no experience ("business class", "a taxi ride", "farmers"
// is fine, "stock market" is not travel).
const generic = new Set(
  "guided private group day half full small big good nice great short long quick local one two three first last little cheap fun cool free decent proper real whole famous best typical traditional authentic some few many any nightly evening morning afternoon".split(
    " ",
  ),
);
const notExperience = new Set(
  "business economy premium first taxi uber cab car bus coach shuttle train plane flight transfer airport stock job return connecting red-eye redeye".split(
    " ",
  ),
);
// Words that end a phrase going back from its head: who, doing what, linking words.
const stop = new Set(
  "a an the some to and or but with for of at in on by from into near around i we you they he she it me us my our your their his her its is are was were be been go going goes went see seeing watch watching catch catching do doing take taking book booking attend attending try trying want wants wanted wanna love like would could should can will also plus then maybe just really definitely def must need needs have has had get getting hit hitting join joining experience experiencing visit visiting check out enjoy this that these those there here please pls more than least not no".split(
    " ",
  ),
);
// What may follow an experience's head: the end of the clause, a linking word, the place it is at.
const after =
  /^(?:\s*$|\s*[,.;:!?)\n+&-]|\s+(?:and|or|at|in|on|with|while|when|is|are|was|would|if|for|during|please|pls|too|plus|then|as|because|since|maybe|tho|though|lol|haha|a must|must|obviously|of course|there|that|this|one night|one evening|some night|at night|every)\b)/i;

const title = (s: string) => s.trim().replace(/\s+/g, " ");

/** The experiences a message asks for, each in the traveller's own words ("Yankees game", "night market"). */
export function experiencesNamed(text: string): string[] {
  const out: string[] = [];
  const heads = new RegExp(`\\b(?:${HEADS}|${ALONE})\\b`, "gi");
  for (const m of text.matchAll(heads)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (!after.test(text.slice(end, end + 24))) continue;
    const head = m[0].toLowerCase();
    const alone = new RegExp(`^(?:${ALONE})$`, "i").test(head);
    // The words before the head, back to a linking word, a number or the clause's start.
    const before = text.slice(Math.max(0, start - 60), start);
    const words = before
      .split(/(?<=[,.;:!?()\n"+&])|\s+/)
      .map((w) => w.trim())
      .filter(Boolean);
    const own: string[] = [];
    for (let i = words.length - 1; i >= 0 && own.length < 3; i--) {
      const w = words[i] ?? "";
      if (/[,.;:!?()\n"+&]$/.test(w) || /\d/.test(w)) break;
      const key = w.toLowerCase().replace(/[’']s$/, "");
      // ("I'll show", "we're going to a game": a pronoun's contraction ends it too.)
      if (
        stop.has(key) ||
        !/^[\p{L}][\p{L}'’-]*$/u.test(w) ||
        /^(?:i|we|you|they|he|she|it|that|there|let)['’]/i.test(w)
      )
        break;
      own.unshift(w);
    }
    if (own.some((w) => notExperience.has(w.toLowerCase()))) continue;
    // "a Sound of Music tour", "a Lord of the Rings tour": a title's "of" is part of it.
    if (own.length && /^\p{Lu}/u.test(own[0] ?? "")) {
      const upTo = before.slice(0, before.lastIndexOf(own[0] ?? ""));
      const named = /(\p{Lu}[\p{L}'’-]+\s+of\s+(?:the\s+)?)$/u.exec(upTo)?.[1];
      if (named) own.unshift(...named.trim().split(/\s+/));
    }
    const telling = own.filter((w) => !generic.has(w.toLowerCase()));
    if (!telling.length && !alone) continue;
    // "a Japan tour", "a Europe tour": the trip itself, not a thing in it ("a West End musical" is one).
    const said = own.join(" ");
    if (/^tours?$/i.test(head) && telling.length && isPlace(telling.join(" "))) continue;
    const startOfPhrase = start - (own.length ? before.length - before.lastIndexOf(own[0] ?? "") : 0);
    if (refused(text, Math.max(0, startOfPhrase))) continue;
    out.push(title(`${said} ${m[0]}`));
  }
  return out;
}

/** An area or a city: a "Japan tour" or a "Paris tour" is a trip, not an experience. */
function isPlace(words: string): boolean {
  if (findRegion(words)) return true;
  const g = geocode(words);
  return !!g && g.matched_by !== "fuzzy" && (g.matched_by === "alias" || g.population >= 100_000);
}
