import type { TDietName } from "../../../common/travel/trip-model";
import { dishesNamed } from "./prefs-dishes";
import { interestsWord, isSight, isTown, otherFacts } from "./trip-sight-names";

// What they eat: diets and cuisines, dishes by their names (issue 23; split out of
// understand-trip.ts).

const dietWords: [RegExp, TDietName][] = [
  // Each diet as travellers say it: the word, the foods refused, the tradition ("Jain food" is
  // vegetarian, "muslim-friendly" halal, "glatt" kosher).
  [
    /\b(vegetarians?|veggie|vego|pure veg|veg (?:only|food|meals?)|only veg|meat[- ]free|meatless|no meat|jain|sattvic|satvik|(?:strictly|strict|all|we're|we are|i'm|i am|both|am|are) veg|eggetarian|vegetarian[oa]s?|v[ée]g[ée]tarien(?:ne)?s?|vegetarisch|vegetarier|lacto[- ]ovo|(?:don't|do not|doesn't|does not|can't|cannot) eat meat)\b/,
    "vegetarian",
  ],
  [/\b(vegans?|vegan[oa]s?|v[ée]gan(?:e|es|s)?|veganer|plant[- ]based|no animal products)\b/, "vegan"],
  [/\b(halal|muslim[- ]friendly|zabiha)\b/, "halal"],
  [/\b(kosher|glatt|koscher|casher|cacher|kasher)\b/, "kosher"],
  [
    /\b(gluten[- ]?free|coeliac|celiac|no gluten|gluten[- ]intoleran\w*|gluten allerg\w*|wheat[- ]free|wheat allerg\w*|(?:can't|cannot|can not) (?:eat|have) gluten|sin gluten|sem gl[uú]ten|sans gluten|senza glutine|glutenfrei|cel[ií]ac[oa]s?|c[œo]eliaques?|zöliakie)(?![\p{L}])/u,
    "gluten-free",
  ],
];
const cuisineWords = [
  "sushi",
  "ramen",
  "tapas",
  "seafood",
  "pizza",
  "pasta",
  "bbq",
  "barbecue",
  "tacos",
  "street food",
  "dim sum",
  "curry",
  "steak",
  "noodles",
  "pho",
  "kebab",
  "mezze",
  "paella",
  "wine",
  "coffee",
  "brunch",
  "fine dining",
  "michelin",
  "local food",
  "thai",
  "indian",
  "italian",
  "japanese",
  "mexican",
  "french",
  "chinese",
  "korean",
  "vietnamese",
  "lebanese",
  "greek",
  "spanish",
  "portuguese",
  "peruvian",
  "ethiopian",
  "moroccan",
  "turkish",
  "mole",
  "kaiseki",
  "poutine",
  "deep dish",
  "pintxos",
  "biryani",
  "injera",
  "dumplings",
  "hot pot",
  "ceviche",
  "gelato",
  "pastries",
  "oysters",
  "lobster",
  "crab",
  "wine tasting",
  "craft beer",
  "cocktails",
  // Drinks a place is known for, wanted like its dishes ("mezcal and mole", "matcha in Uji").
  "mezcal",
  "tequila",
  "pisco",
  "matcha",
  "whisky",
  "whiskey",
  "bubble tea",
  "soju",
];

// The cooking of a people: its word in the plural is the people, not more of the food.
const nationality = /(?:ese|ian|an|ish|ch|ai|ek)$/;

// Dishes that say which cooking is wanted: "injera" is Ethiopian food.
const dishCuisines: [RegExp, string][] = [
  [/\binjera\b/, "Ethiopian"],
  [/\bkhachapuri\b/, "Georgian"],
  [/\bpierogi\b/, "Polish"],
];

export function findFood(text: string): { diets: TDietName[]; cuisines: string[] } {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const diets = dietWords.filter(([re]) => re.test(lower)).map(([, d]) => d);
  // ("kebabs", "steaks", "hotpot": a dish in the plural or as one word is the dish; "Italians"
  // are people.)
  const cuisines = cuisineWords.flatMap((c) => {
    const said = new RegExp(`\\b${c.replace(/ /g, " ?")}${nationality.test(c) ? "" : "(?:s|es)?"}\\b`).exec(lower);
    // (As the list writes it, or as said when it is one word: "hotpot", "kebabs".)
    return said ? [said[0].includes(" ") || !c.includes(" ") ? c : said[0]] : [];
  });
  for (const [re, cuisine] of dishCuisines) if (re.test(lower) && !cuisines.includes(cuisine)) cuisines.push(cuisine);
  // "kbbq", "shrimp n grits", "jollof": a dish named, in its plain name.
  for (const dish of dishesNamed(lower))
    if (!cuisines.some((c) => c === dish || c.startsWith(`${dish} `))) cuisines.push(dish);
  // "hawker food", "Sichuan cuisine", "Lebanese food": the word before "food" says which food.
  for (const m of lower.matchAll(/\b([a-z][a-z-]{2,})\s+(?:food|cuisine|cooking)\b/g)) {
    const kind = m[1] ?? "";
    if (
      !cuisines.some((c) => c === kind || c.startsWith(`${kind} `)) &&
      !/^(?:fast|good|great|nice|amazing|best|decent|tasty|bad|the|no|any|some|junk|plane|airline|baby|pet|dog|enough|more|less|much|of|for|and|or|with|our|my|your|their|real|proper|healthy|cheap|expensive|fancy|comfort|finger|bar|pub|hotel|kids|kid)$/.test(
        kind,
      ) &&
      !otherFacts.test(kind) &&
      !interestsWord.test(kind)
    )
      cuisines.push(`${kind} food`);
  }
  if (cuisines.length)
    for (const dish of dishesListed(lower, cuisines)) if (!cuisines.includes(dish)) cuisines.push(dish);
  return { diets, cuisines };
}

/**
 * "ramen, okonomiyaki and sushi": a plain word (or two) listed between two dishes or cuisines
 * known, or ending a list after two, is a dish too (not a figure, another fact, a town or an
 * interest; "seafood, fado and tiles" names no dish but seafood).
 */
function dishesListed(lower: string, known: string[]): string[] {
  const out: string[] = [];
  for (const sentence of lower.split(/[.!?;:\n]+/)) {
    const list = sentence.split(/\s*(?:,|\+|&|\band\b|\bor\b)\s*/).map((x) => x.trim());
    const dish = (k: number) => known.includes(list[k] ?? "");
    for (const [k, x] of list.entries())
      if (
        ((dish(k - 1) && dish(k + 1)) || (k === list.length - 1 && dish(k - 1) && dish(k - 2))) &&
        /^[a-z][a-z'-]{2,}(?: [a-z][a-z'-]{2,})?$/.test(x) &&
        !/^(?:the|a|an|some|more|lots) /.test(x) &&
        !known.includes(x) &&
        !otherFacts.test(x) &&
        !interestsWord.test(x) &&
        !dietWords.some(([re]) => re.test(x)) &&
        !isTown(x) &&
        !isSight(x)
      )
        out.push(x);
  }
  return out;
}
