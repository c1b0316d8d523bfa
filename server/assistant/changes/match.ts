import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import { kindsSearchedBy } from "../../../common/travel/place-kinds";
import { normalize } from "../../travel/geo/cities";
import { editDistance } from "../../travel/geo/edit-distance";
import { isEnglishWord } from "../../travel/geo/english-words";

// Finding what a traveller names ("the prado", "dinner on day 2", "sagrada famlia") among the
// itinerary's items or a list of places: every word of the name in the candidate's, a misspelt
// word allowed one or two letters off by its length. The closest wins; equals are ambiguous.

/** Words that say nothing about which place is meant. */
const filler = new Set(["the", "a", "an", "of", "de", "del", "la", "el", "le", "at", "to", "visit", "our", "my"]);

export const wordsOf = (s: string) =>
  // "Galleria dell'Accademia", "Musée d'Orsay": an elided article is its own word, not part of the
  // next ("accademia", "orsay" name them).
  normalize(s.slice(0, 200).replace(/\b(?:dell|dall|nell|sull|all|degl|l|d|qu)['’](?=\p{L})/giu, " "))
    .split(" ")
    .filter((w) => w && !filler.has(w));

/** How far a word may be misspelt: none for short words, one letter from five, two from eight. */
const slack = (w: string) => (w.length >= 8 ? 2 : w.length >= 5 ? 1 : 0);

/**
 * How well `name` names `candidate`: 0 the same words, 1 every word of the name among the
 * candidate's, 2 every word close to one of the candidate's, 3 a whole-name misspelling, 4 the end
 * of a compound word, 5 the name with a word for what is done there (those two only when
 * `loose`); null when it does not name it.
 */
export function nameScore(name: string, candidate: string, loose = false): number | null {
  const want = wordsOf(name);
  const have = wordsOf(candidate);
  if (!want.length || !have.length) return null;
  if (want.join(" ") === have.join(" ")) return 0;
  if (want.every((w) => have.includes(w))) return 1;
  if (want.every((w) => have.some((h) => editDistance(w, h, slack(w)) <= slack(w) && slack(w) > 0))) return 2;
  const a = want.join("");
  const b = have.join("");
  const allowed = Math.max(1, Math.floor(a.length / 5));
  if (a.length >= 5 && editDistance(a, b, allowed) <= allowed) return 3;
  // (Looser still, only where a name is looked for among candidates: the itinerary's items or
  // the places found; elsewhere a name is one only as said.)
  if (!loose) return null;
  // "the museum" for the Rijksmuseum, "the kirche" for the Frauenkirche: a word that ends one of
  // the candidate's compound words.
  if (want.every((w) => w.length >= 5 && have.some((h) => h.length > w.length && h.endsWith(w)))) return 4;
  // "MoMA", "the MFA", "LACMA": a name said by its initials, with or without its little words.
  if (want.length === 1 && isInitials(want[0] ?? "", candidate)) return 4;
  // "the Met", "the Rijks": a name said by the start of its first word, that word twice as long.
  if (want.length === 1 && isClipped(want[0] ?? "", have[0] ?? "")) return 4;
  // "the parliament tour", "haedong yonggungsa temple": the name with what is done there, the
  // name's own words all the candidate's.
  const named = want.filter((w) => !doneThere.has(w));
  // ("a wine tour" is a kind of outing, not a name: some word of the name must be no kind's.)
  const ownWord = (w: string) => w.length >= 4 && !kindsSearchedBy(w).length;
  if (named.length && named.length < want.length && named.some(ownWord)) {
    const inner = nameScore(named.join(" "), candidate);
    if (inner !== null && inner <= 2) return 5;
  }
  return null;
}

/**
 * Words said after a place's name for what is done there, not which place it is; and the vague
 * nouns that point at one ("the heineken thing", "the elephant place", "the boat one").
 */
const doneThere = new Set([
  "tour",
  "tours",
  "visit",
  "trip",
  "walk",
  "show",
  "temple",
  "village",
  "excursion",
  "thing",
  "things",
  "place",
  "one",
  "stuff",
  "spot",
  "bit",
]);

/** Whether `word` (3 to 5 letters, no kind of place) clips `first`, at least twice its length. */
function isClipped(word: string, first: string): boolean {
  return (
    /^[a-z]{3,5}$/.test(word) &&
    !kindsSearchedBy(word).length &&
    first.length >= 2 * word.length &&
    first.startsWith(word)
  );
}

/** Whether `word` (3 to 6 letters) is the initials of `name`'s words, little words in or out. */
function isInitials(word: string, name: string): boolean {
  // (A word of its own, "zoo", "spa", "bar", is that word, never initials.)
  if (!/^[a-z]{3,6}$/.test(word) || kindsSearchedBy(word).length || isEnglishWord(word)) return false;
  const all = normalize(name).split(" ").filter(Boolean);
  const initials = (ws: string[]) => ws.map((w) => w[0]).join("");
  return (
    all.length >= 3 &&
    (initials(all) === word || initials(all.filter((w) => !/^(?:of|the|and|de|del|la|for)$/.test(w))) === word)
  );
}

/** The best of `names` for a candidate with several (an item's place, location and text). */
export function bestScore(name: string, candidates: readonly string[], loose = false): number | null {
  let best: number | null = null;
  for (const c of candidates) {
    const s = nameScore(name, c, loose);
    if (s !== null && (best === null || s < best)) best = s;
  }
  return best;
}

/** An item of the itinerary: its day (1-based), its index in the day, and the item. */
export type Found = { day: number; index: number; item: TItineraryItem };

/** What a traveller can name: the item's place, where it is, and (for a meal) what it is. */
function namesOf(it: TItineraryItem): string[] {
  const names = [it.location, it.place?.name ?? ""];
  // "dinner", "lunch on day 2": a meal by what it is; a visit's text ("Explore the Prado") too.
  if (it.meal) names.push(it.activity);
  else if (it.type === "place") names.push(it.activity.replace(/^(explore|visit|browse|wander around)\s+/i, ""));
  return names.filter(Boolean);
}

/** Items that `name` names, the closest first and only those as close; on `day` when given. */
export function findItems(
  itinerary: readonly TItineraryDay[],
  name: string,
  options: { day?: number; kinds?: "places" | "any" } = {},
): Found[] {
  const found: (Found & { score: number })[] = [];
  itinerary.forEach((d, i) => {
    if (options.day !== undefined && options.day !== i + 1) return;
    d.items.forEach((item, index) => {
      if (item.type === "reddit" || item.rest) return;
      if ((options.kinds ?? "places") === "places" && item.type !== "place") return;
      // (A meal is named as said or by what it is: "the museum" is never the museum's café.)
      const score = bestScore(name, namesOf(item), !item.meal);
      if (score !== null) found.push({ day: i + 1, index, item, score });
    });
  });
  const best = Math.min(...found.map((f) => f.score));
  return found.filter((f) => f.score === best).map(({ score: _score, ...f }) => f);
}

/** The place of `list` that `name` names best, with how close (null: none does). */
export function bestNamed<T extends { name: string }>(
  list: readonly T[],
  name: string,
): { item: T; score: number } | null {
  let best: { item: T; score: number } | null = null;
  for (const item of list) {
    const score = nameScore(name, item.name, true);
    if (score !== null && (!best || score < best.score)) best = { item, score };
  }
  return best;
}

/** The nearest name to a misspelling, however far (for "did you mean"). */
/**
 * Whether `said` reads as a misspelling of `name` (the whole name or one of its words): a quarter of
 * its letters off at most, one for a short word ("colloseum" of "Colosseum", "retiro prk"); "loop"
 * is no spelling of "Lincoln Park Zoo", nor "bts siam" of "ICONSIAM".
 */
export function misspells(said: string, name: string): boolean {
  const want = wordsOf(said).join(" ");
  if (want.length < 4) return false;
  const have = wordsOf(name);
  const allowed = Math.max(1, Math.floor(want.length / 4));
  return [have.join(" "), ...have].some((h) => editDistance(want, h, allowed) <= allowed);
}

export function nearestName<T extends { name: string }>(list: readonly T[], name: string): T | undefined {
  const want = wordsOf(name).join(" ");
  if (!want) return undefined;
  let best: { item: T; d: number } | undefined;
  for (const item of list) {
    const have = wordsOf(item.name);
    // Against each word and the whole name: "prdo" is nearest "prado" of "Prado Museum".
    const d = Math.min(editDistance(want, have.join(" "), 12), ...have.map((h) => editDistance(want, h, 12)));
    if (!best || d < best.d) best = { item, d };
  }
  return best && best.d <= Math.max(2, Math.ceil(want.length / 2)) ? best.item : undefined;
}
