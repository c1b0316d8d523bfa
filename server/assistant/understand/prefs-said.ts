import countryToCurrency from "country-to-currency";
import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import type { Plan } from "../plan";
import { isEnglishWord } from "./english-words";
import { paceOfDays, paceSlang } from "./pace";
import { refused } from "./said-words";

// Preferences the main readers (understand-trip.ts, understand.ts) miss, in the words travellers
// use: a whole house to rent, a pet by kind, one place turned down ("not Ibiza please"), the bus
// or the road said alone ("Coach."; "down Highway 101"), a budget by its currency's code with
// the thousands written the local way ("COP budget 3.500.000"), the pace by a day's count ("max
// 4 visits a day"), the hotel's stars in the plural, walkers as hikers. Each is read only where
// the main reader found nothing, so it adds and never overrules.

export type PrefsSaid = {
  entirePlace?: true;
  pets?: true;
  avoid: string[];
  prefer?: "bus" | "road" | "train";
  money?: { amount: number; currency: string; per: "trip" };
  pace?: "relaxed" | "packed";
  tier?: "luxury" | "budget";
  interests: ("park" | "museum" | "food" | "beach" | "nightlife" | "market" | "landmark")[];
};

const likedKinds: [PrefsSaid["interests"][number], RegExp][] = [
  [
    "beach",
    // ("beech and tapas", "beachs": the beach typed in a hurry; not a beech tree or wood.)
    /\b(?:on the sand|sunbath\w*|sun ?loungers?|sunbeds?|beach bums?|by the sea|seaside|swim(?:ming)? in the sea|lying by the pool and the sea|beachs|beech(?:es)?(?! (?:trees?|woods?|woodlands?|forests?|hedges?|nuts?|leaves))(?<!\b(?:copper|purple|old|tall|ancient) beech(?:es)?))\b/g,
  ],
  [
    "park",
    // (The wild places and what lives there: "rainforest & sloths", "jungle lodge", "wildlife".)
    /\b(?:outdoorsy|the outdoors|outdoor types?|trails?|nature lovers?|national parks?|walks? in (?:nature|the hills|the mountains)|waterfalls|rain ?forests?|cloud forests?|jungles?|wildlife)\b/g,
  ],
  [
    "nightlife",
    // (The drink of a night out: "pints at night", "a few bevvies", "beers in the evening".)
    /\b(?:bar[- ]hopping|pub crawls?|partying|party animals?|cocktail bars|live music|dancing|nights? out|pints|a pint or two|bevvies|on the sesh|(?:beers?|drinks|cocktails|pints?|craic) (?:at|in the|of an?|every) (?:night|evening)s?)\b/g,
  ],
  [
    "museum",
    // (Old places of worship are the history of a place: "temples and tea", "temple hopping".)
    /\b(?:galleries|exhibitions?|smithsonians?|history (?:buffs?|nerds?|geeks?|lovers?)|art (?:lovers?|buffs?|nerds?|fans?)|temples|shrines|monasteries|pagodas|temple[- ]hopping|churches|cathedrals|medieval|roman (?:walls|ruins|remains|baths|forum|sites?|history))\b/g,
  ],
  // (A builder's work or a style named: "gaudi stuff", "art nouveau", "the architecture".)
  // ("old buildings", "historic buildings": the buildings liked for their age. "Gaudí" ends in a
  // letter the plain word boundary does not know.)
  [
    "landmark",
    // (Palaces and forts are built to be looked at: "we love forts and palaces" in Rajasthan.)
    /\bgaud[ií](?![a-zà-ÿ])|\b(?:palaces|forts|fortresses|citadels|havelis|stately homes|architecture|modernis(?:m|ta|me)|art nouveau|art deco|skyscrapers|(?:old|historic|heritage|medieval|colonial|ancient) (?:buildings|houses|streets|facades))\b/g,
  ],
  ["market", /\b(?:souks?|bazaars?|flea markets?|boutiques|shopaholics?)\b/g],
  // ("for makan", "makan places": food in Malay, as Singapore and Malaysia say it in English.)
  ["food", /\b(?:foodies?|eat(?:ing)? our way|food scene|restaurants|culinary|makan)\b/g],
];

const codes = new Set(Object.values(countryToCurrency as Record<string, string>));

/** What the message says of these preferences. */
export function prefsSaid(text: string): PrefsSaid {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const out: PrefsSaid = { avoid: [], interests: [] };
  // "$800 a night for the house", "a cabin for the 4 of us", "renting a whole home": all of it theirs
  // (not a "guest house" or the "Opera House").
  if (
    /\b(?:the|a|whole|entire|own|rental|rent a|holiday|vacation|beach|lake|private)\s+(?:house|home|chalet|cottage|cabin|bungalow|condo|townhouse|farmhouse)\b/.test(
      lower,
    ) &&
    !/\b(?:guest|opera|tree|coffee|boat|haunted|white|steak|ale|public|full)\s+house\b/.test(lower)
  )
    out.entirePlace = true;
  // "bringing the dog", "with our cat", "dog-friendly": a pet comes along (not "no pets", "pet-free").
  if (
    /\b(?:pet|our|my|the|with (?:a|our|my|the))\s+(?:dogs?|cats?|pupp(?:y|ies)|pups?|doggos?|pooch|pets)\b|\b(?:dog|pet)[- ]friendly\b/.test(
      lower,
    ) &&
    !/\b(?:no|without|not|allergic to)\s+(?:\w+\s+)?(?:pets?|dogs?|cats?)\b|\bpet[- ]free\b/.test(lower)
  )
    out.pets = true;
  // "Skip Ibiza thanks", "but not santorini, too busy": one named place turned down (not a
  // place put right: "from Lyon, not Paris", "Perth Scotland not Australia").
  for (const m of text.matchAll(
    /(?:^|[.;:!(]\s*|(?<!\p{Lu}[\p{L}'’-]*),\s*|\bbut\s+)[Nn]ot\s+(\p{L}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?=\s*(?:please|pls|thanks|though|tho|thx|[,.;:!)]|$|\s+(?:too|it's|its|as)\b))/gu,
  )) {
    const name = m[1] ?? "";
    // ("Antigua, the island one, not Guatemala": which namesake, not a place turned down.)
    if (findRegion(name)?.kind === "country") continue;
    const g = geocode(name);
    if (
      /^\p{Lu}/u.test(name) &&
      !/^(?:I|We|Sure|Really|Too|That|This|So|Very|Much|Fussed|Bothered|Keen|Yet|Now|Again|Needed|Required|Necessary)$/i.test(
        name,
      )
    )
      out.avoid.push(name);
    else if (g && g.matched_by !== "fuzzy" && g.population >= 1_000 && !isEnglishWord(name.toLowerCase()))
      out.avoid.push(name);
  }
  // "Bus.", "coach only", "buses between them": the bus, said alone.
  if (/(?:^|[.;,!]\s*)(?:by\s+)?(?:bus|buses|coach|coaches)(?:\s+only)?\s*(?:[.;,!]|$)/.test(lower)) out.prefer = "bus";
  // "up the A9", "along Route 66", "the PCH": a road to drive.
  else if (
    /\b(?:down|along|up|via|drive|driving|take|taking)\s+(?:the\s+)?(?:highway|hwy|route|interstate|i-)\s?\d+\b|\bpch\b|\bpacific coast highway\b/.test(
      lower,
    )
  )
    out.prefer = "road";
  // "CLP budget 1.500.000", "budget 3.500.000 COP": a code, a budget and a sum with its thousands
  // set apart the local way.
  const coded =
    // ("BBD 6000 total": four figures or more, grouped or not.)
    /\b([A-Z]{3})\s+(?:budget\s+(?:of\s+)?|total\s+)?(\d{1,3}(?:[.,\s]\d{3})+|\d{4,})(?![\d.,])/.exec(text) ??
    /\bbudget\s+(?:of\s+|is\s+)?(\d{1,3}(?:[.,\s]\d{3})+)\s+([A-Z]{3})\b/.exec(text);
  if (coded) {
    const [code, sum] = /^[A-Z]/.test(coded[1] ?? "") ? [coded[1], coded[2]] : [coded[2], coded[1]];
    const amount = Number((sum ?? "").replace(/[.,\s]/g, ""));
    if (code && codes.has(code) && amount > 0) out.money = { amount, currency: code, per: "trip" };
  }
  // The pace by the days' load: "max 2 sights a day", "nothing too rushed", "cram it all in".
  const pace = paceOfDays(lower);
  if (pace) out.pace = pace;
  // "bump the hotels up to 4 stars", "five-star hotels": the stars in the plural too.
  // ("5 étoiles", "de luxe", "de lujo", "di lusso": the same in the other languages read here.)
  if (
    /\b(?:5|five)[- ]?stars\b|\bupgrade (?:us|me|the hotel)\b|\b(?:5|cinq|cinco|fünf|cinque)\s*(?:étoiles|etoiles|estrellas|estrelas|sterne|stelle)\b|\b(?:de luxe|de lujo|di lusso|de luxo|luxuri[oö]s[oae]?)\b/.test(
      lower,
    )
  )
    out.tier = "luxury";
  // "budget is not an issue", "cost is no object", "price isn't a concern": money no object.
  else if (
    /\b(?:budget|cost|costs|price|prices|money|spend)\s+(?:is\s+not|isn't|is\s+no|are\s+not|aren't|not)\s+(?:really\s+)?(?:an?\s+)?(?:issue|object|problem|concern|constraint|worry)\b/.test(
      lower,
    )
  )
    out.tier = "luxury";
  // "not too expensive please", "nothing expensive", "we're not luxury people", a gap year: cheap.
  else if (
    // ("not expensive, middle level hotel": the middle is what is asked for.)
    !/\b(?:mid(?:dle)?|medium|average|standard|normal|comfortable|decent|(?:3|three)[- ]?stars?)\b/.test(lower) &&
    // (Not a description, nor a question: "the food is not expensive there", "is X not dear?".)
    !/\b(?:not|nothing|never)\s+(?:too\s+|very\s+|that\s+|so\s+)?(?:expensive|pricey|costly)\b[^.!?]*\?/.test(lower) &&
    /(?<!\b(?:is|are|was|were)\s+)\b(?:not|nothing|never)\s+(?:too\s+|very\s+|that\s+|so\s+|overly\s+|super\s+)?(?:expensive|pricey|costly|luxury\s+(?:people|types?|travell?ers))\b|\bgap\s+(?:year|yr)\b/.test(
      lower,
    )
  )
    out.tier = "budget";
  // "avid walkers", "keen hikers", "ramblers": walking is the interest.
  if (/\b(?:walkers?|hikers?|trekkers?|ramblers?|trampers?)\b/.test(lower)) out.interests.push("park");
  // "climb Snowdon", "Kilimanjaro climb", "summit Mount Toubkal": a mountain climbed on foot is a
  // hike (not a bridge or a tower climbed, nor rock climbing).
  if (
    !out.interests.includes("park") &&
    (/\b(?:[Cc]limb(?:ing)?|[Ss]ummit(?:ing)?|[Hh]ik(?:e|ing) up|[Tt]rek(?:king)? up)\s+(?:the\s+)?(?:Mount\s+|Mt\.?\s+)?\p{Lu}\p{L}+(?!\p{L})(?!\s+(?:Harbour\s+|Harbor\s+)?(?:Bridge|Tower|Building|Wall|Arch|Dam|Stadium))/u.test(
      text,
    ) ||
      /\b(?:Mount\s+|Mt\.?\s+)?\p{Lu}\p{L}+\s+(?:climb|summit|ascent)\b/u.test(
        text.replace(
          /\b(?:Bridge|Tower|Wall|Building|Arch|Dam|Stadium|Harbour|Harbor|Rock|Ice)\s+(?:climb|summit|ascent)\b/g,
          "",
        ),
      )) &&
    !/\b(?:rock|indoor|sport|ice|bridge|tower|wall)\s+climb/i.test(text)
  )
    out.interests.push("park");
  // The kinds of thing liked, in the words of the people who like them or what they do there
  // ("outdoorsy", "lying on the sand", "bar hopping"), each where it is not turned down.
  for (const [kind, words] of likedKinds)
    for (const m of lower.matchAll(words))
      if (!refused(lower, m.index ?? 0) && !out.interests.includes(kind)) out.interests.push(kind);
  return out;
}

/** The preferences said, written into the plan where the main readers left them unsaid. */
export function applyPrefs(
  text: string,
  plan: Plan,
  before: { money: boolean; prefer: boolean; tier: boolean; pace?: boolean },
): void {
  const p = prefsSaid(text);
  if (p.entirePlace && plan.stayRules.type === "any") plan.stayRules.type = "entire_place";
  if (p.pets) plan.stayRules.pets = true;
  if (p.avoid.length) plan.avoid = [...new Set([...plan.avoid, ...p.avoid])].slice(0, 10);
  if (p.prefer && !before.prefer) plan.transport.prefer = p.prefer;
  if (p.money && !before.money) plan.money = p.money;
  if (p.pace) plan.pace = p.pace;
  else if (!before.pace) {
    // The pace in slang ("we wanna go hard", "lots of downtime"), where no plainer word said it.
    const slang = paceSlang(text);
    if (slang) plan.pace = slang;
  }
  if (p.tier && !before.tier) plan.budget = p.tier;
  for (const i of p.interests) if (!plan.interests.includes(i)) plan.interests.push(i);
}
