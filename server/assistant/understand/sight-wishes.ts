import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { isEnglishWord } from "./english-words";
import { nameWords } from "./said-words";
import { bracketedSights, liking, namesAfterDoing, wantedThings } from "./sight-asides";
import { namesBesideLikings } from "./sight-beside-likings";
import { experiencesNamed } from "./sight-experiences";
import { refusalsSaid, saidAsRefusal, tidiedRefusal } from "./sight-refusals";
import { knownSpelling } from "./sight-spelling";
import { wishPhrasings } from "./sight-wish-phrasings";
import { findFood } from "./trip-food";

// The must-sees of a message made whole, after the main readers (understand-trip.ts
// findMustSeeAndAvoid) have had their say: a thing followed by the words that make it a must
// ("capoeira class a must", "the opera non-negotiable", "a hurling match is top of my list"), or
// preceded by them ("can't go home without a hammam"); experiences in the traveller's words
// (sight-experiences.ts); and one must-see for one thing ("kayak the fjord" and "Geirangerfjord"
// are one wish, the named one).

export type Wishes = { mustSee: string[]; avoid: string[] };

// What makes the thing before it a must.
const MUST_AFTER =
  "(?:(?:is|are|'s|r)\\s+)?(?:(?:a|an|our|my|the)\\s+)?(?:absolute\\s+|total\\s+|definite\\s+)?(?:musts?(?![- ]?(?:see|do|visit|have|try))|non[- ]?negotiable|priority|top priority|(?:on\\s+(?:my|our|the)\\s+)?bucket[- ]list(?:\\s+(?:item|thing|stuff))?|(?:at\\s+the\\s+)?top\\s+of\\s+(?:the|my|our)\\s+(?:list|bucket list|wish ?list)|(?:the\\s+)?(?:main|whole|only|real)\\s+(?:reason|point)(?:\\s+(?:we're|we are|i'm|i am)\\s+going)?|(?:the\\s+)?reason\\s+(?:we're|we are|i'm|i am|for)\\s+(?:going|the\\s+trip|this\\s+trip)|the\\s+reason(?=\\s*(?:[.,;!?\\n]|$))|why\\s+(?:we|i)(?:'re|'m| are| am)?\\s+going|the dream|must[- ]?(?:dos|sees|do|see)(?=\\s*(?:[.,;!?\\n)]|$|for\\b|too\\b)))\\b";
// What makes the thing after it a must.
const MUST_BEFORE =
  "(?:can'?t|cant|cannot|can not|must not|mustn'?t)\\s+miss(?:\\s+out\\s+on)?|(?:don'?t|dont|do not)\\s+want\\s+to\\s+miss(?:\\s+out\\s+on)?|(?:can'?t|cant|cannot|can not|couldn'?t|won'?t|wont|not)\\s+(?:leave|go(?:\\s+home)?|come\\s+(?:home|back)|fly\\s+home|return|do\\s+(?:it|the\\s+trip))\\s+without\\s+(?:seeing|doing|visiting|trying|catching|going\\s+to)?|(?:bucket[- ]list|top\\s+of\\s+(?:the|my|our)\\s+(?:list|bucket list|wish ?list)|non[- ]?negotiables?|musts?)\\s*(?::|\\s(?:is|are|includes?)\\b)";

// The words before a thing that are no part of it: "also", "oh and", "seeing", "a".
const lead =
  /^(?:(?:oh|also|and|plus|but|so|then|honestly|just|really|definitely|def|ps|p\.s\.|n|&|\+|-|—|–|we|i|seeing|doing|visiting|going to|watching|catching|a|an|the|some|to|see|do|for sure|for me|for us)\s+)+/i;
// Words that belong to other facts: a phrase with one is no sight ("Tokyo 6 nights").
const otherFact =
  /\d|\b(?:adults?|kids?|children|budget|hotels?|flights?|rooms?|pace|people|pax|weekend|week|fortnight|nights|days)\b/i;
// A length beside a name: "Tokyo 6 nights" is a stay, whichever reader took it for a sight.
const aLength = /\d+\s*(?:nights?|nites?|nts?|n|days?|d|weeks?|wks?)\b/i;

/** A thing said to be a must, before or after the words that make it one. */
export function mustPhrases(text: string): string[] {
  const out: string[] = [];
  const clean = text.replace(/[’]/g, "'");
  // (From the clause's start: "forgot to say - tea ceremony is a must" is the tea ceremony.)
  for (const m of clean.matchAll(
    new RegExp(`(?:^|[,;.!?\\n(:]|\\s[-–—]\\s)\\s*([^,;.!?\\n(:]{3,60}?)\\s+${MUST_AFTER}`, "gi"),
  ))
    out.push(...things((m[1] ?? "").split(/\s[-–—]\s/).pop() ?? ""));
  for (const m of clean.matchAll(new RegExp(`\\b(?:${MUST_BEFORE})\\s*([^,;.!?\\n(]{3,60})`, "gi")))
    out.push(...things((m[1] ?? "").split(/\s+(?:but|because|since|while|if|so|though|lol)\s+/i)[0] ?? ""));
  return out;
}

/** The things of a phrase said to be a must: "tango show and an asado" is two. */
function things(phrase: string): string[] {
  const named = byKind(phrase);
  if (named) return named;
  return phrase
    .split(/\s*(?:\s-\s|\+|&|\band\b|\bn\b|\bor\b|\bplus\b)\s*/i)
    .map((s) =>
      s
        .trim()
        .replace(lead, "")
        .replace(/\s+(?:too|as well|please|pls|obviously|tbh|honestly)$/i, ""),
    )
    .filter((s) => s.length >= 3 && s.split(/\s+/).length <= 5 && !otherFact.test(s) && !liking.test(s) && !isStop(s));
}

/**
 * "the night markets esp Raohe", "temples like Wat Arun and Wat Pho": the ones named, each by its
 * kind when the kind says more than an interest does ("Raohe night market"; "Wat Arun").
 */
function byKind(phrase: string): string[] | undefined {
  const esp =
    /^(?:the\s+)?([a-z][a-z -]{2,30}?s)\s+(?:esp\.?|especially|particularly|in particular|like|e\.?g\.?|incl\.?|including|mainly)\s+(.+)$/i.exec(
      phrase.trim(),
    );
  if (!esp?.[1] || !esp[2]) return undefined;
  const kind = esp[1].replace(/s$/, "");
  const last = kind.split(/\s+/).pop() ?? "";
  return esp[2]
    .split(/\s*(?:,|\+|&|\band\b|\bn\b|\bor\b)\s*/i)
    .map((name) => name.trim().replace(/^(?:the|a)\s+/i, ""))
    .filter((name) => name.length >= 3 && !otherFact.test(name))
    .map((name) =>
      kind.includes(" ") && !new RegExp(`\\b${last}`, "i").test(name)
        ? `${name.replace(/^\p{Ll}/u, (c) => c.toUpperCase())} ${kind}`
        : name,
    );
}

/** A town or an area: a stop of the trip, not a thing to see there. */
function isStop(s: string): boolean {
  if (/^(?:it|this|that|which|what|these|those|everything|anything)$/i.test(s)) return true;
  if (findRegion(s)) return true;
  const g = geocode(s);
  return !!g && (g.matched_by === "alias" || (g.matched_by === "name" && g.population >= 20_000));
}

/** Turned down by the main reader, though the words refuse the refusal: "can't leave without a hammam". */
function wishedAfterAll(text: string, x: string): boolean {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  const at = lower.indexOf(x.toLowerCase());
  if (at < 0) return false;
  return /\b(?:can'?t|cant|cannot|can not|couldn'?t|won'?t|wont|not|never|no way)\s+(?:[a-z]+\s+){0,3}without\s+(?:[a-z]+ing\s+)?(?:a |an |the |some )?$/.test(
    lower.slice(Math.max(0, at - 50), at),
  );
}

// Verbs and fillers around a wish that name no part of the thing: "snorkel the reef" is the reef.
const doing = new Set(
  // Verbs of wishing and doing, not the activities themselves ("rafting", "gorilla trekking" keep
  // their words): "snorkel the reef" is the reef, "hiking Samaria gorge" is not Samaria Gorge.
  "paddle keen raft bike cycle surf trek float soak eat must musts is are hunt see seeing visit visiting do doing snorkel dive hike climb cruise walk explore exploring chase chasing catch catching watch watching experience experiencing tour ride swim kayak sail fly go going hoping hope want wanna love try trying witness witnessing spot photograph shoot stand standing the a an to of at on in and our my some sunrise sunset dawn dusk early".split(
    " ",
  ),
);
// One thing under two names: the everyday word and the one guides use.
const sameThing: [RegExp, string][] = [
  [/\baurora(?:s| borealis)?\b/i, "northern lights"],
  [/\baurora australis\b/i, "southern lights"],
  [/\bsakura\b|\bhanami\b/i, "cherry blossoms"],
];

/** A wish that is only the everyday word for a thing, under the guides' name: "aurora", "the sakura". */
function guidesName(x: string): string {
  for (const [said, name] of sameThing)
    if (new RegExp(`^(?:the\\s+)?(?:${said.source})$`, "i").test(x.trim())) return name;
  return x;
}

/** The words that say which thing a wish is: "snorkel the reef at dawn" is ["reef"]. */
function telling(x: string): string[] {
  // "keen to snorkel the reef", "paddle the sound": the lower-case words before "the" say what
  // is done there, whatever the verb ("the tomb of the unknown soldier" keeps its words).
  let s = x
    .replace(/^(?:[a-z'’]+\s+){1,4}?(?:the|a|an)\s+/, (lead) => (/\bof\b/.test(lead) ? lead : ""))
    // ("the falls at night": when is no part of what.)
    .replace(/\s+(?:at|by|in the)\s+(?:night|dawn|dusk|sunrise|sunset|morning|evening)$/i, "");
  for (const [said, name] of sameThing) s = s.replace(said, name);
  const all = nameWords(s);
  const told = all.filter((w) => !doing.has(w));
  // "rafting", "sunrise" alone: the words are the thing.
  return (told.length ? told : all).map((w) => w.replace(/(?<=[a-z]{3})s$/, ""));
}

/**
 * Whether a wish is a name as guides write it: each word that tells which thing it is in
 * capitals ("Doubtful Sound", "Pyramids of Giza"), not "paddle the sound" or "pyramids at Giza".
 */
function properName(x: string): boolean {
  const words = x
    .split(/\s+/)
    .filter((w) => !doing.has(nameWords(w)[0] ?? "") && !/^(?:of|de|del|la|le|du|des|di|da)$/i.test(w));
  return words.length > 0 && words.every((w) => /^\p{Lu}|^\d/u.test(w));
}

// A wish that joins more than one thing ("Rottnest to see the quokkas", "Petra and Wadi Rum"):
// it takes in no other.
const joined = /\s(?:to|and|&|\+|with|then)\s|,/i;

const plainOf = (s: string) => ` ${nameWords(s).join(" ")} `;
/** Whether `x` stands word for word inside `y`. */
const within = (x: string, y: string) => plainOf(y).includes(plainOf(x));

// The kinds of place that hold a thing rather than being it: a museum of whales is no whale.
const venueKind = /^(?:museum|galler(?:y|ie)|centre|center|park|zoo|aquarium|exhibition|hall|theat(?:re|er))$/;
// The same kinds written after a name in lower case, as a word about it: "Fram Museum" names the
// place, "Titanic Belfast museum" says what "Titanic Belfast" is.
const kindAfter = /\s+(?:museum|gallery|centre|center|park|zoo|aquarium|exhibition|hall|theatre|theater)s?$/;

/** Whether `y` is `x` with its kind after it in lower case: "Titanic Belfast" and "Titanic Belfast museum". */
function kindAdded(x: string, y: string): boolean {
  const name = y.trim().replace(kindAfter, "");
  if (name === y.trim() || !/\p{Lu}/u.test(name)) return false;
  return telling(name).join(" ") === telling(x).join(" ");
}

/**
 * One must-see for one thing. A wish in everyday words whose telling words are all in a named
 * one's gives way to it ("the castle" to "Edinburgh Castle", "paddle the sound" to "Doubtful
 * Sound"); a phrase written word for word inside a longer one stays ("balloon ride" beside "hot
 * air balloon ride"), and so does a name in capitals beside a longer one ("Vatican" and
 * "Vatican Museums" are both kept, as written and as found). Of two with the same words: the
 * guides' name over the everyday one ("northern lights" over "aurora"), the name as guides write
 * it ("Pyramids of Giza" over "pyramids at Giza"), the one saying more, else the first.
 */
export function oneWishEach(said: string[]): string[] {
  // ("aurora" alone is the northern lights: the thing under its guides' name; "Neuschwanstien"
  // the castle, its slip put right, sight-spelling.ts.)
  const named = said.map((x) => guidesName(knownSpelling(x)));
  // ("Lava Centre" and "Lava Centre exhibition": one place, the one saying more.)
  const list = named.filter((x, i) => !named.some((y, j) => j !== i && kindAdded(x, y)));
  const keys = list.map(telling);
  const everyday = (x: string) => sameThing.some(([said]) => said.test(x));
  return list.filter((x, i) => {
    const mine = keys[i] ?? [];
    if (!mine.length) return true;
    // Two things read as one ("Rottnest to see the quokkas") beside each read alone: the two.
    const others = keys.filter((_, j) => j !== i && !joined.test(list[j] ?? "")).flat();
    if (joined.test(x) && mine.every((w) => others.includes(w))) return false;
    return !list.some((y, j) => {
      if (j === i) return false;
      const theirs = keys[j] ?? [];
      if (!mine.every((w) => theirs.includes(w))) return false;
      if (theirs.length > mine.length) {
        // A place about a thing is not the thing: "dive the wreck" and "Wreck Museum", "see the
        // pandas" and "Panda Park" are two wishes; "dive the reef" and "Ningaloo Reef" are one.
        if (theirs.some((w) => !mine.includes(w) && venueKind.test(w))) return false;
        // ("balloon ride" as written inside "hot air balloon ride" is the same words: kept, as said.)
        return !properName(x) && !joined.test(y) && !within(x, y);
      }
      if (everyday(y) !== everyday(x)) return everyday(x);
      if (properName(y) !== properName(x)) return properName(y);
      // ...else the one saying more ("gorilla trekking" over "gorillas"), else the first.
      const more = nameWords(y).length - nameWords(x).length;
      return more ? more > 0 : j < i;
    });
  });
}

// The words around a wish that are no part of its name: "oh and a Guinness Storehouse tour",
// "a capoeira class while we're there", "lucha libre must", "a ballet for my daughter".
const wishLead =
  /^(?:(?:[Oo]h|[Aa]h|[Aa]lso|[Aa]nd|[Pp]lus|[Pp][Ss]|[Ss]o|[Tt]hen|[Mm]aybe|[Ee]at at|[Ee]ating at|[Dd]rinks at|a|an)\s+)+/;
const wishTail =
  /(?:\s+(?:(?:is|are)\s+)?(?:(?:a|an)\s+)?(?:must|musts|non[- ]?negotiable|while (?:there|we'?re there|in town|we are there|i'?m there)|for (?:my|our|the) (?:son|daughter|kids?|children|wife|husband|partner|mum|mom|dad|parents|boyfriend|girlfriend|bf|gf)|if possible|if (?:we|i) can (?:fit|squeeze|manage|get|make) (?:it|them|that|one)(?: in)?|if (?:there'?s|there is|we have|we've got) (?:the |enough )?time|time permitting|if time allows|maybe|pls|please|too|as well|!+))+$/i;
const tidyWish = (x: string) =>
  x
    .trim()
    .replace(/\s*[!?.,;:]+$/, "")
    // "Kilimanjaro summit", "the Fuji summit": the mountain, as guides name it ("Victoria Peak" is its own name).
    .replace(/^(?:the\s+)?([\p{L}'’-]{3,})\s+summit$/iu, (_, name: string) =>
      /^(?:mount|mt|the|a)$/i.test(name) ? _ : `Mount ${name.replace(/^\p{Ll}/u, (c) => c.toUpperCase())}`,
    )
    // ("Matterhorn views", "Half Dome view": the named sight is what is seen; a "sea view" is a room's.)
    .replace(/^((?:\p{Lu}[\p{L}'’-]+\s+){0,3}\p{Lu}[\p{L}'’-]+)\s+views?$/u, "$1")
    .replace(/^(?:i |we )?forgot to (?:say|mention|add)(?: that)?\s*(?:[-–—:,]\s*)?/i, "")
    .replace(wishLead, "")
    // ("Diving the Blue Hole!", "hiking the Inca Trail": what is done there is no part of the name.)
    .replace(/^\p{L}\p{Ll}+ing\s+the\s+(?=\p{Lu})/u, "")
    .replace(wishTail, "")
    // ("the salkantay trek not the inca trail": the one wished, not the one put aside.)
    .replace(/\s+(?:but\s+)?(?:not|rather than|instead of)\s+.*$/i, "")
    .trim();
// Words that are no thing at all, left by a reader: "(obviously)", "tickets", "forgot to say".
// ...or words of another fact: where from, who comes, for how long ("from Hamburg", "couple",
// "saving for years for this").
const anotherFact =
  /^(?:from|to|via|with|too|very|so|not)\s|^(?:couple|solo|family|friends|just me|backpacking|honeymoon|anniversary)\b|\bfor (?:years|months|ages)\b|\b(?:this|these|those)\b/i;
const noThing =
  /^(?:obviously|obvs|of course|for sure|please|pls|thanks|thx|tickets?|booked|etc|forgot to (?:say|mention|add)|btw|by the way|one more thing|it|this|that)$/i;

// The roles a word can have in a trip message that are never a sight's, word by word: who comes
// ("hubby", "my brother", "him", "the dog"), when ("Feb", "sunday", "the season"), a greeting or a
// filler ("gracias", "the main stuff"). A wish made only of such words is none ("me + mum", "July").
const roleWords = new Set(
  [
    // who
    "i me myself my mine we us our ours ourselves you your he him his himself she her hers herself they them their theirs it its",
    "wife husband hubby hubs wifey missus missis partner girlfriend boyfriend gf bf fella fiance fiancee spouse mum mom mother mama dad father papa",
    "parents grandparents folks brother sister bro sis sibling siblings friend friends bestie buddy buddies mate mates pal pals colleague colleagues coworker",
    "boss grandma grandpa gran granny nan nana grandad grandmother grandfather aunt auntie uncle cousin cousins niece nephew son sons daughter daughters",
    "kid kids kiddo kiddos child children baby babies toddler toddlers teen teens teenager teenagers twins family group crew gang lads girls guys ladies",
    "barkada squad team adult adults person people persons traveller travellers traveler travelers couple solo alone first timers timer",
    "dog dogs doggo pup puppy cat cats pet pets beagle collie spaniel labrador terrier poodle",
    // when
    "january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec",
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun weekend weekends weekday weekdays",
    "season time today tomorrow tonight morning evening afternoon night week month year next last this leaving arriving departing returning",
    // fillers and greetings
    "the a an and or of to for with in on at main more most much many lots lot some any all nothing everything something anything",
    "gracias muchas thanks thank thx cheers please pls hi hello hey omg lol haha tbh wait can't cant yes no ok okay sure maybe",
    "sorry curious asking retired travel travelling traveling trip holiday holidays vacation kindly now first women men esposa esposo zu zweit fiancée po",
  ]
    .join(" ")
    .split(" "),
);
// A wish that is the way of getting about ("Amtrak", "KTX between", "by road", "buses only"), the
// room or its setting ("near the beach", "cot needed", "caldera view", "ski in ski out"), a
// worry ("bad knees"), money ("money no object") or a stop given its share ("Riga for three").
const otherRole =
  /\b(?:by|via)\s+(?:road|rail|train|bus|coach|car|boat|ferry|air|plane)\b|\b(?:amtrak|eurostar|thalys|interrail|eurail|shinkansen|ktx|jr pass|rail ?pass|campervan|camper|motorhome|rv|convertible|rental|rented|hire car|transfers?|taxis?|ubers?|layovers?)\b|\b(?:buses|trains|boats|ferries|coaches)\s+(?:only|between|all the way)\b|\b(?:all the way|in that order|between)$|^(?:near|close to|next to|walking distance)\b|\b(?:knees?|stomach|back|hips?|worries|worried|allerg\w*|sick|altitude sickness)$|\b(?:money|budget|price|cost|costs|object|an issue|cheap|cheaply)\b|\bfor (?:one|two|three|four|five|six|a night|a day)$|\bcitizens?\b|\bvisas?\b|\bcan you\b|\bjust show up\b|\bdreaming\b|\bsweet as\b/i;

// The room and its setting: "a pool", "caldera view", "log cabin". A name in capitals that ends
// in such a word is a sight of its own ("Devil's Pool", "Fairy Pools", "Roys Peak View").
const roomWords =
  /\b(?:views?|pool|cot|crib|shower|bath ?tub|balcony|kitchen|wifi|parking|gym|lift|elevator|laundry|aircon|air[- ]?con|minibar|room service|late check-?out|early check-?in|guesthouse|guest house|hostel|riad|ryokan|homestay|airbnb|villa|cabin|chalet|cottage|bungalow|bure|fale|log fire|fireplace|beachfront|ski[- ]in|ski[- ]out|dog[- ]friendly|pet[- ]friendly|step[- ]free|wheelchair|accessible|roll[- ]in)\b/i;
const namedInCapitals = /(?<![\p{L}'’-])\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+(?![\p{L}'’-])/gu;
const roomOrSetting = (x: string) =>
  roomWords.test(
    x.replace(namedInCapitals, (name) =>
      /\b(?:airbnb|hostels?|villas?|riads?|ryokans?|hotels?|resorts?|suites?|rooms?|apartments?)\b/i.test(name)
        ? name
        : " ",
    ),
  );

// A wish that is the trip's shape or a question about it: "stopping in Munich", "based in
// Ortisei", "thinking Medellin", "add a desert safari", "is Guatape doable", "Florence first",
// "March from Cairo".
const tripTalk =
  /^(?:stopping|starting|ending|finishing|based|staying|thinking|kindly|plan|planning|mean|is|are|how|which|what|when|where|use|add|replace|remove|swap|change|let'?s|lets|pack|one to|one in)\b|\b(?:doable|possible|feasible|ok|okay|first|now|obsessed|shares?|where possible)$|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+(?:from|to|in)\b/i;

// The last word that makes food an outing, not a cuisine.
const outing =
  /\b(?:tours?|class(?:es)?|lessons?|workshops?|tastings?|crawls?|markets?|festivals?|fest|ceremon(?:y|ies)|experiences?|dinners?|hopping|safaris?|trails?|walks?|cruises?|farms?|streets?|halls?|stalls?|shacks?|museums?|bars?|distiller(?:y|ies)|brewer(?:y|ies)|winer(?:y|ies)|vineyards?|plantations?)$/i;

/** Whether a wish is another fact's words read as a sight: who, when, how, where to sleep, a filler. */
export function notASight(x: string): boolean {
  const words = x
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^\p{L}\d']+/u)
    .filter(Boolean);
  if (!words.length || words.every((w) => roleWords.has(w) || /^\d+$/.test(w))) return true;
  return otherRole.test(x.replace(/[’]/g, "'")) || roomOrSetting(x) || tripTalk.test(x.replace(/[’]/g, "'").trim());
}

// How a stay is shared out, read as a thing to see: "the remainder in Cusco", "rest of the week at Hoi An".
const shareOfStay = /^(?:the\s+)?(?:rest|remainder|remaining|balance)\b/i;
// A sign that adds or drops a stop: "+Lyon -Nice" ("Saint-Malo" has none, "Lyon - Nice" a dash).
const stopSign = /(?:^|\s)[+-]+(?=\p{L})|(?<=\p{L})[+-]+(?=\s|$)/u;

/**
 * "Peru +Cusco -Lima": the country gone to is no sight in it. A city that is its own country is
 * one ("Vatican City", "Monaco" as towns are kept as said).
 */
function aCountry(x: string): boolean {
  const r = findRegion(x);
  if (r?.kind !== "country" || nameWords(r.name).join(" ") !== nameWords(x).join(" ")) return false;
  const g = geocode(x);
  return !(g && g.matched_by === "name" && g.country_code === r.country_code);
}

/**
 * Whether a must-see is the trip's shape read as a sight: a share of the stay ("the rest in
 * Salta"), the country gone to, or stops with the signs that add or drop them ("sevilla
 * -granada", "+Bergen").
 */
function tripShape(x: string): boolean {
  if (shareOfStay.test(x)) return true;
  if (aCountry(x)) return true;
  if (!stopSign.test(x)) return false;
  const parts = x
    .split(/(?:^|\s+)[+-]+\s*|\s*[+-]+(?=\s|$)/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every(isStop);
}

/**
 * Whether the refusal `a` turns the wish `x` down: its words are all in the wish's ("the Louvre"
 * and "Louvre Museum"). A kind refused ("museums") turns down only wishes of that kind in
 * everyday words, not one named ("no museums but the Ghibli Museum").
 */
function turnsDown(a: string, x: string): boolean {
  const refused = nameWords(a).map(stem);
  const wished = nameWords(x).map(stem);
  if (!refused.length || !refused.every((w) => wished.includes(w))) return false;
  return (
    /\p{Lu}/u.test(a) ||
    !/\p{Lu}/u.test(x) ||
    refused.length === wished.length ||
    // ("not keen on the louvre": a name, however written.)
    nameWords(a).some((w) => !isEnglishWord(w))
  );
}
const stem = (w: string) => w.replace(/(?<=[a-z]{3})(?:es|s)$/, "");

/** One refusal for one thing: "disneyland" and "Disneyland", or "the strip" and "strip", once. */
function oneRefusalEach(list: string[]): string[] {
  const keys = list.map((x) => nameWords(x).map(stem).join(" "));
  return list.filter((_, i) => {
    const k = keys[i] ?? "";
    if (!k) return false;
    // (The shorter of two where one holds the other: "louvre" over "louvre this time".)
    return !keys.some((o, j) => j !== i && (o === k ? j < i : o.length < k.length && ` ${k} `.includes(` ${o} `)));
  });
}

// A ride and its ends: "train Kandy to Ella", "the ferry from Split to Hvar", "Kandy to Ella by train".
const RIDE = "(train|ferry|boat|bus|cable car|funicular|steam train|toy train)";
const END = "(\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*)?)";
const rideBefore = new RegExp(
  `^(?:the\\s+|a\\s+)?(?:scenic\\s+)?${RIDE}(?:\\s+ride)?\\s+(?:from\\s+)?${END}\\s+to\\s+${END}$`,
  "iu",
);
const rideAfter = new RegExp(`^${END}\\s+to\\s+${END}\\s+(?:by|on the|on a)\\s+(?:scenic\\s+)?${RIDE}$`, "u");

/**
 * A ride wished for, named the way guides name it, its ends first: "train Kandy to Ella" and
 * "Kandy to Ella by train" are the Kandy to Ella train (only between two names in capitals).
 */
export function rideNamed(x: string): string {
  const before = rideBefore.exec(x.trim());
  if (before?.[1] && before[2] && before[3] && /^\p{Lu}/u.test(before[2]) && /^\p{Lu}/u.test(before[3]))
    return `${before[2]} to ${before[3]} ${before[1].toLowerCase()}`;
  const after = rideAfter.exec(x.trim());
  if (after?.[1] && after[2] && after[3]) return `${after[1]} to ${after[2]} ${after[3].toLowerCase()}`;
  return x;
}

/** The main readers' must-sees and refusals, made whole with what they missed. */
export function wishesOf(text: string, found: Wishes, trip?: { stops: string[]; home?: string }): Wishes {
  const message = text.slice(0, 1200);
  const moved = found.avoid.filter((x) => wishedAfterAll(message, x));
  // ("no more than 2 things a day" is the pace, not a thing to avoid.)
  const avoid = oneRefusalEach([
    ...found.avoid.filter((x) => !moved.includes(x) && !/^than\b|\d/.test(x)).flatMap((x) => tidiedRefusal(x) ?? []),
    ...refusalsSaid(message),
  ]);
  const skip = new Set(avoid.map((x) => x.toLowerCase()));
  const mustSee = [
    ...found.mustSee.filter((x) => !aLength.test(x)),
    ...moved,
    ...mustPhrases(message),
    ...experiencesNamed(message),
    ...bracketedSights(message),
    ...wantedThings(message),
    ...namesAfterDoing(message),
    ...wishPhrasings(message),
    ...namesBesideLikings(message),
  ]
    .flatMap((x) => byKind(x) ?? [x])
    .map(rideNamed)
    .map(tidyWish)
    .filter(
      (x) =>
        x.length >= 3 &&
        !noThing.test(x) &&
        // ("to the coast" is the way; "To Sua", a name after a capital "To", is Samoa's trench.)
        !(anotherFact.test(x) && !/^To \p{Lu}/u.test(x)) &&
        !skip.has(x.toLowerCase()) &&
        !tripShape(x) &&
        !saidAsRefusal(x) &&
        !notASight(x) &&
        // A dish is a cuisine, read as one (trip-food.ts), unless it is had as an outing ("a
        // dumpling class", "street food tour", "wine tasting").
        !(findFood(x).cuisines.length && !outing.test(x)) &&
        // Where they sleep or leave from is no sight of the trip ("Hanoi 3 nights, Ha Long Bay").
        !(trip && [...trip.stops, trip.home ?? ""].some((p) => p && plainOf(p) === plainOf(x))) &&
        !avoid.some((a) => turnsDown(a, x)),
    );
  return { mustSee: oneWishEach(mustSee).slice(0, 10), avoid: avoid.slice(0, 10) };
}
