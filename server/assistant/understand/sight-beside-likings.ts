import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { findExcursions } from "../../travel/places/excursions";
import { liking } from "./sight-asides";
import { findFood } from "./trip-food";
import { interestsWord, isSight, otherFacts } from "./trip-sight-names";

// A name joined by "and" to what the trip is for: "Pitons and beach", "Winter Wonderland and
// shopping", "dim sum and the Peak", "Winelands and Cape Point", "the Great Barrier Reef and the
// Daintree". Said beside a liking, a dish or a known sight, a name in capitals is a thing to see
// there, with no "must see" needed; beside anything else it may be a stop or a person ("Paris and
// Lyon", "me and Tom"), read elsewhere.

// A name: words in capitals, with the small words names have between them.
const capitalName =
  /^(?:the\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:of|de|del|la|el|le|di|da|du|the)\s+)?\p{Lu}[\p{L}'’-]+){0,3})$/u;

// Words in capitals that are no sight: who comes, when, greetings.
const notAName =
  /^(?:I|Me|We|Us|My|Our|Mum|Mom|Dad|Hubby|Wife|Husband|Kids?|Family|Friends?|Christmas|Xmas|Easter|New Year|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Thanks?|Cheers|Hi|Hello|Hey|Pls|Please)\b/;

/** A kind of thing liked: an interest, a dish ("beach", "dim sum", "Sunday night market"). */
const aKindLiked = (x: string) => {
  const v = x.replace(/^(?:the|some|good|lots of)\s+/i, "").trim();
  // ("Sunday night market": a kind of place liked, named by its last word.)
  const last = v.split(/\s+/).pop() ?? "";
  return (
    liking.test(v) ||
    interestsWord.test(v) ||
    (v !== last && (liking.test(last) || interestsWord.test(last))) ||
    findFood(v).cuisines.length > 0
  );
};

/**
 * A place on the map of some size by that name, or a region that is not only an area ("Bali",
 * "Tuscany"): a stop or where the trip goes, not a sight. A hamlet named for the sight it is at
 * (Daintree) or an area in part of its name ("Winelands" of the Cape Winelands) is the sight.
 */
function aPlace(name: string): boolean {
  const region = findRegion(name);
  if (region && (region.kind !== "area" || region.name.toLowerCase() === name.toLowerCase())) return true;
  const g = geocode(name);
  return !!g && g.matched_by !== "fuzzy" && g.population >= 1_000;
}

/** A known sight, of the catalogue or the day-trip table ("Cape Point", "Milford"). */
const aKnownSight = (x: string) => {
  const v = x.replace(/^the\s+/i, "").trim();
  return isSight(v) || findExcursions(v).length > 0;
};

// What may follow or lead a name in a list and is no part of it: "Skye if possible", "maybe Pico".
const hedge =
  /^(?:maybe|perhaps|possibly|also)\s+|\s+(?:if possible|if it fits|if time|maybe|too|as well|please|pls)$/i;

const party =
  /\b(?:i|me|my|our|us|we|with|adults?|kids?|children|friends?|wife|husband|partner|mum|mom|dad|mother|father|family)\b/i;

/** The names of a list that are things to see, as written ("Pitons", "Peak"). */
function namesOf(parts: string[], out: string[]): void {
  for (const raw of parts) {
    // ("Want Machu Picchu and Rainbow Mountain": the wish's verb is no part of the name.)
    const p = raw
      .replace(hedge, "")
      .replace(/^(?:(?:We|I)\s+)?(?:[Ww]ant|[Ww]anna|[Ss]ee|[Vv]isit)\s+(?=\p{Lu})/u, "")
      .trim();
    const name = capitalName.exec(p)?.[1];
    if (!name || aKindLiked(p) || notAName.test(name) || otherFacts.test(name) || aPlace(name)) continue;
    // ("CN Tower" is a name, "NYC" the letters of a town.)
    if (/^\p{Lu}+$/u.test(name)) continue;
    out.push(name);
  }
}

/**
 * The names said in "and" beside a liking, a dish or a known sight ("Pitons and beach"), or in a
 * list of three or more with a known sight among them ("Abel Tasman, Franz Josef, Milford").
 */
export function namesBesideLikings(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.slice(0, 1200).split(/[.;!?\n]/)) {
    const items = sentence
      .split(/[,:()]|\s[-–—]\s|\s+(?:and|&|\+|n)\s+|\s*[+&]\s*/i)
      .map((p) => p.trim())
      .filter(Boolean);
    // (A list of names with a known sight among them is a list of sights; the stops and the
    // people in it are taken out by name.)
    // (Not a list that names the party: "me, Sarah and Tom, the Louvre".)
    if (items.length >= 3 && items.some(aKnownSight) && !party.test(sentence)) {
      namesOf(items, out);
      continue;
    }
    for (const clause of sentence.split(/[,:()]|\s[-–—]\s/)) {
      const parts = clause
        .split(/\s+(?:and|&|\+|n)\s+|\s*[+&]\s*/i)
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length >= 2 && parts.some((x) => aKindLiked(x) || aKnownSight(x))) namesOf(parts, out);
    }
  }
  return [...new Set(out)];
}
