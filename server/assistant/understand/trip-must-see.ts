import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { findExcursions } from "../../travel/places/excursions";
import { isEnglishWord } from "./english-words";
import { namesListedAlone } from "./sight-name-lists";
import { nicknamedSights } from "./sight-nicknames";
import { placeFirst, placeToSee, sightSettings } from "./sight-settings";
import { walkEnds } from "./sight-walked-to";
import { findFood } from "./trip-food";
import {
  commonFirst,
  interestsWord,
  isSight,
  isTown,
  misspeltSights,
  otherFacts,
  plainText,
  shortSights,
  sights,
} from "./trip-sight-names";
import { findStayRules } from "./trip-stay-rules";
import { knownWishes } from "./wishes";

// What they must see or would rather skip: "must see the Sagrada Familia", "skip museums", a
// catalogue sight by its name (issue 23; split out of understand-trip.ts).

export { isSight };

/** "must see the Sagrada Familia", "skip museums", "not into nightlife". */

/** A list as people write it: "Auschwitz and the salt mine", "Vatican + Colosseum". */
function items(list: string): string[] {
  return list
    .split(/\s*(?:,|\+|&|\band\b|\bor\b|\bplus\b)\s*/i)
    .map((s) =>
      s
        .trim()
        .replace(/^(the|a|an|to|do|see|visit)\s+/i, "")
        .replace(
          /\s+(pls|please|too|as well|mostly|obviously|for sure|of course|if possible|if (?:we|i) can (?:fit|squeeze|manage|get|make) (?:it|them|that|one)(?: in)?|if (?:there'?s|there is|we have|we've got) (?:the |enough )?time|time permitting|if time allows)$/i,
          "",
        )
        .trim(),
    )
    .filter((s) => s.length >= 3 && s.split(/\s+/).length <= 6);
}

// What people go to see or do, by the last word of its name: "architecture boat tour", "cooking
// class", "northern lights", "whale watching", "gorilla trekking", "thermal baths".
const wishHead =
  /\b(?:tours?|class(?:es)?|shows?|fireworks|festival|fest|carnival|feria|lights|falls|baths|springs|watching|safaris?|trek|trekking|hikes?|cruises?|rides?|dives?|snorkell?ing|tasting|tastings|farms?|ceremony|concerts?|studios?|zoo|aquarium|circle|desert|reef|penguins|puffins|icebergs|whales|sharks|gorillas|lemurs|turtles|dolphins|elephants|orangutans|koalas|quokkas|distilleries|wineries|vineyards|cenotes|chateaux|onsen|hammam|balloon|bungy|bungee|jet ?boat|zip[- ]?line|glaciers?|volcano(?:es)?|geysers?|canyon|caves?|waterfalls?|lagoon|rainforest|national park|game drives?|alms giving|lavender|cherry blossoms?|(?:bamboo )?rafts?|rafting|(?:high|afternoon) tea|tulips|disneyland|disney world|universal|legoland|suit)$/i;
const leadFiller =
  /^(?:(?:(?:we|i)(?:'d| would)?|would|really|also|and|plus|but|so|then|honestly|just|mainly|mostly|especially|definitely|def|ideally|maybe|hoping for|hope to see|want(?:s)?|wanna|like|love|to|go|see|do|visit|try|check out|experience|the|a|an|some|of|most importantly|must(?:[- ](?:see|do|visit))?|queremos|quiero|quero|vorrei|vogliamo|voglio|je veux|nous voulons|on veut|wir wollen|ich will|(?:ir|viajar|andare|aller|fahren|reisen) (?:a|para|à|nach)|have to|need to|got to|gotta|(?:[a-z]+\s+)?(?:trip|visit|going|heading|head|go) to)\s+)+/i;
const tailFiller =
  /(?:\s+(?:please|pls|plz|too|as well|lol|haha|obviously|obvs|of course|for sure|is a must|are a must|is non-negotiable|is the dream|stuff|things|day trip|on the way|if possible|ideally|thx|thanks|if (?:we|i) can (?:fit|squeeze|manage|get|make) (?:it|them|that|one)(?: in)?|if (?:there'?s|there is|we have|we've got) (?:the |enough )?time|time permitting|if time allows))+$/i;
// Said of a phrase, these make it a wish whatever it names.
const wishSaid =
  /(?:^|\s)(?:must[- ]see|must[- ]do|must visit|want to (?:see|do|visit)|wanna (?:see|do)|(?:we'?d|i'?d|would) love|hoping for|hope to see|just)\s|\s(?:is a must|are a must|is a must-do|is non-negotiable|of course|obviously|obvs|for sure|day trip|on the way)$/i;

/** The pieces of a message a wish could be: clauses and list items, each with what follows it. */
function pieces(text: string): { piece: string; listed: boolean; loud: boolean; ends: boolean; inFacts: boolean }[] {
  const out: { piece: string; listed: boolean; loud: boolean; ends: boolean; inFacts: boolean }[] = [];
  // Pieces of the sentence being read, and how many commas part them: "Uluru 3 nights, from
  // Adelaide, 2 adults, sunrise tour, mid-May" is a list of facts, one a piece.
  let sentence: number[] = [];
  let commas = 0;
  const closeSentence = () => {
    if (sentence.length >= 4 && commas >= 3)
      for (const i of sentence.slice(1)) (out[i] as { inFacts: boolean }).inFacts = true;
    sentence = [];
    commas = 0;
  };
  const splitter =
    /\s*(?:[,.;:!?()\n"]|\s[-–—]\s|\s\+\s|\+|&|\s(?:and|n|then|but|plus|also|with|w\/|incl|including)\s)\s*/gi;
  let at = 0;
  let prevSep = "";
  for (const m of [...text.matchAll(splitter), null]) {
    const end = m ? (m.index ?? 0) : text.length;
    const piece = text.slice(at, end).trim();
    const sep = m?.[0] ?? "";
    if (piece) {
      sentence.push(out.length);
      out.push({
        piece,
        listed: /\+|&/.test(sep) || /\+|&/.test(prevSep),
        loud: /^\s*!{2,}|^\s*!\s*\)/.test(text.slice(end, end + 4)),
        // A sentence ends after it: what was wished for before does not carry over.
        ends: /[.!?;\n]/.test(sep),
        inFacts: false,
      });
    }
    if (sep.includes(",")) commas++;
    if (/[.!?;\n]/.test(sep) || !m) closeSentence();
    prevSep = sep;
    at = m ? end + sep.length : end;
  }
  return out;
}

/**
 * A piece of a list of facts that no other fact claims is a thing to see or do: "great
 * migration", "island hopping", "old man of storr", "Big Almaty Lake". Not a kind of thing liked
 * ("hiking"), a greeting or a question, a refusal, a season, a named place on the map (a stop),
 * or a clause with a verb of its own ("we'll drive").
 */
function factListThing(v: string): boolean {
  const words = v.split(/\s+/);
  if (words.length > 4 || interestsWord.test(v) || notAWish.test(v) || findRegion(v)) return false;
  if (findFood(v).cuisines.length || findFood(v).diets.length || findStayRules(v).type) return false;
  if (
    /^(?:no|not|non|any|hi|hello|hey|thanks?|cheers|help|ideas?|thoughts|late|early|mid|end|start|beginning|summer|winter|spring|autumn|fall|season|weekdays?|weekends?|christmas|xmas|easter|new year|holidays?|asap|flexible|open|tbd|etc)\b/i.test(
      v,
    ) ||
    /\b(?:we|i|you|they|he|she|it|is|are|was|will|would|can|could|should|'ll|'re|'m|'d|do|does|did|have|has|need|want|like|love|star|stars|class|budget|cheap|luxury|mid-range|relaxed|slow|fast|packed|chill|lads|girls|guys|gang|group|crew|mates|hubby|wifey|bf|gf|boyfriend|girlfriend|fianc[eé]e?|mum|mom|dad|parents|grandparents|in-laws|mountains|hills|lakes|countryside|coast|sea|outdoors|sun|sunshine|warm|weather|beginners?|intermediate|advanced|experienced|skiers|snowboarders|surfers|divers|hikers|walkers|climbers|travell?ers|foodies|students|seniors|retirees|vegans?|vegetarians?)\b/i.test(
      v.replace(/[’]/g, "'"),
    ) ||
    /[?$€£¥]/.test(v)
  )
    return false;
  const g = geocode(v);
  return !g || g.matched_by === "fuzzy";
}

/** "mokoro trip", "boat trip", "snorkelling trip": a trip that is one outing, not the journey. */
const outingTrip = (v: string) =>
  /^[a-z-]+ trips?$/i.test(v) &&
  !/^(?:road|day|family|girls|boys|lads|ski|business|work|honeymoon|weekend|city|solo|group|school|first|last|whole|long|short|this|next|our|my|the|a|big|quick|return|round|one|overnight)\b/i.test(
    v,
  ) &&
  !otherFacts.test(v.replace(/\s+trips?$/i, ""));

/** A phrase as a wish: fillers off both ends, "the" and "a" too. */
const bare = (s: string) => s.replace(leadFiller, "").replace(tailFiller, "").replace(leadFiller, "").trim();

// Why someone goes somewhere that is not a sight: "for our honeymoon", "for a week", "for work".
const notAWish =
  /^(?:\d|my|our|his|her|their|your|a|an|one|two|three|four|five|six|seven|eight|nine|ten|the (?:first|last|whole|weekend|week|group|kids|family|holidays?|night|day|festive)|us|me|them|two|work|business|fun|lunch|dinner|breakfast|christmas|xmas|easter|new year|thanksgiving|half term|the holidays|holidays?|vacation|honeymoon|anniversary|birthday|good|sure|now|example|instance|free|cheap|less|more|under|over|about|around|ages?|longer|shorter|sale|real|all|(?:the |your |all the )?(?:help|info|information|advice|tips|reply|answer|suggestions?|ideas?|recommendations?|plan|itinerary))\b/i;

/**
 * "Big Ben, the Tower, British Museum": a list of names with a known sight among them is a list
 * of sights; its other capitalised names are sights too, unless they are towns.
 */
function sightLists(text: string): string[] {
  const out: string[] = [];
  // ("Louvre (Mona Lisa!), Versailles": an aside in brackets does not end the list.)
  for (const sentence of text.replace(/\([^()]*\)/g, " ").split(/[.!?;\n]+/)) {
    const list = sentence
      .split(/\s*(?:,|:|\+|&|\band\b)\s*/)
      // ("Want Machu Picchu and Rainbow Mountain": the wish's verb is no part of the name.)
      .map((x) =>
        x
          .trim()
          .replace(/^(?:(?:we|i)\s+)?(?:want|wanna|need|love|see|visit)\s+(?=\p{Lu})/iu, "")
          .replace(/^the\s+/i, ""),
      )
      .filter(Boolean);
    if (list.length < 2) continue;
    const known = list.filter((x) => isSight(x) || shortSightNamed(x, text));
    if (!known.length) continue;
    for (const x of list) {
      if (known.includes(x)) continue;
      if (
        /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}$/u.test(x) &&
        !/^\p{Lu}+$/u.test(x) &&
        !otherFacts.test(x) &&
        !findRegion(x)
      ) {
        // A town that is a famous sight's name ("Versailles" beside the Louvre) is that sight.
        if (!isTown(x)) out.push(x);
        else {
          const far = findExcursions(x).find((e) => e.category !== "neighbourhood");
          if (far) out.push(far.name.replace(/\s*\(.*\)\s*$/, ""));
        }
      } else if (known.length >= 2) out.push(...listedThing(x));
    }
  }
  return out;
}

/**
 * An item in everyday words listed beside two known sights: "the winelands", "a Seine boat"
 * beside Table Mountain and Robben Island. Not a liking ("museums"), a food, another fact or a
 * clause ("we fly home").
 */
function listedThing(x: string): string[] {
  const v = bare(x.replace(/\s+(?:please|pls|too|as well)$/i, ""));
  const words = v.split(/\s+/);
  if (words.length > 3 || v.length < 4 || /\d|[?$€£¥]/.test(v)) return [];
  // (An area named in lower case is a sight there, "the winelands"; a country is where the trip goes.)
  const area = findRegion(v);
  if (interestsWord.test(v) || notAWish.test(v) || otherFacts.test(v) || (area && area.kind !== "area") || isTown(v))
    return [];
  if (findFood(v).cuisines.length || findFood(v).diets.length || findStayRules(v).type) return [];
  return /\b(?:we|i|you|is|are|was|will|can|could|should|need|want|like|love|fly|go|stay|get)\b/i.test(v) ? [] : [v];
}

/** Whether `x` is a sight named "X of <a city the text names>" by X alone ("Tower" in London). */
function shortSightNamed(x: string, text: string): boolean {
  const plain = ` ${plainText(text)} `;
  const key = plainText(x);
  for (const [city, list] of shortSights())
    if (plain.includes(` ${city} `) && list.some((s) => s.short === key)) return true;
  return false;
}

/** "must see the Sagrada Familia", "the Alhambra is a must", "skip museums", "not into nightlife". */
// ("Lake" and "Mt" only where they start the name: Salt Lake City is a town.)
const LANDMARK_HEAD =
  "(?:SS|HMS|Cape|Mount|(?<!\\p{Lu}[\\p{L}'’-]*\\s)(?:Mt|Lake)|Temple|Palace|Castle|Fort|Cathedral|Basilica)";
const LANDMARK_TAIL =
  "(?:[Gg]orge|Palace|Castle|Cathedral|Temple|Abbey|Monastery|Mosque|Shrine|Tower|Bridge|Canyon|Wreck|Pyramids?|Fort|Chapel|Church|Minster|Basilica|Museum|Gallery|Lake|Lagoon|Trench|Cove|Glacier)";
const NAME_WORD = "\\p{Lu}[\\p{L}'’-]*";
const landmarkName = new RegExp(
  `\\b(${LANDMARK_HEAD}\\s+(?:of\\s+(?:the\\s+)?)?${NAME_WORD}(?:\\s+${NAME_WORD}){0,3}|(?:${NAME_WORD}\\s+){1,3}${LANDMARK_TAIL}|(?:${NAME_WORD}\\s+(?:(?:de|del|da|do|dos|la|los|las|di|du|des)\\s+)?){1,3}(?:NP|N\\.P\\.|National Park))(?![\\p{L}])`,
  "gu",
);

const weekday = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i;

// The kinds of sight people write in lower case after the sight's own name: "Bran castle",
// "Bulguksa temple", "Cocora valley", "Arenal volcano", "Attabad lake".
const lowerLandmark = new RegExp(
  `(?:^|[^\\p{L}'’-])((?:${NAME_WORD}\\s+){1,2}(?:castle|palace|temple|cathedral|abbey|monastery|mosque|shrine|fort|fortress|basilica|canyon|gorge|lake|valley|volcano|glacier|falls|caves?|waterfalls?|aquarium|viaduct|beach|cones|gardens?|peak|pagoda|stupa|wat))(?![\\p{L}'’-])`,
  "gu",
);

/**
 * A name written before a lower-case landmark word: the landmark, its word capitalised. Not an
 * everyday word before it ("Beautiful lake", "The castle") nor a big town's ("Kyoto temple" is
 * any temple in Kyoto).
 */
function namedLandmarksLowerCase(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(lowerLandmark)) {
    const words = (m[1] ?? "").trim().split(/\s+/);
    const kind = words.pop() ?? "";
    const name = words.join(" ");
    // (A capital mid-sentence makes a name of an everyday word, "Bran castle"; at a sentence's
    // start it says nothing.)
    const at = (m.index ?? 0) + (m[0].length - (m[1] ?? "").length);
    const opens = /(?:^|[.!?\n]\s*)$/.test(text.slice(0, at).trimEnd() ? text.slice(0, at) : "");
    if (opens && words.some((w) => isEnglishWord(w.toLowerCase()))) continue;
    if (
      words.some((w) =>
        /^(?:The|A|An|Our|My|This|That|Every|Each|Any|Some|One|No|Which|What|Old|New|Big|Small)$/.test(w),
      )
    )
      continue;
    if (!placeToSee(name)) continue;
    out.push(`${name} ${kind.charAt(0).toUpperCase()}${kind.slice(1)}`);
  }
  // "aquarium Churaumi", "temple Bulguksa": the landmark word first, as many languages put it.
  for (const m of text.matchAll(
    /\b(aquarium|temple|castle|museum|palace|cathedral|monastery|pagoda|tower|waterfall)\s+(\p{Lu}[\p{L}'’-]{3,})(?![\p{L}'’-]|\s+\p{Lu})/gu,
  )) {
    const [, kind = "", name = ""] = m;
    if (weekday.test(name) || isEnglishWord(name.toLowerCase()) || !placeToSee(name)) continue;
    out.push(`${name} ${kind.charAt(0).toUpperCase()}${kind.slice(1)}`);
  }
  return out;
}

/**
 * "sunrise at Angkor Wat", "the Taj at sunset": the sight, then the hour it is wished for
 * ("Angkor Wat sunrise"), the way guides and tours name it.
 */
export function atTimeOfDay(wish: string): string {
  // (Only before a name: "monasteries at sunrise" says no sight.)
  // ("Petra by night", "the Eiffel Tower at night" stay as said: a night is no hour a tour is named by.)
  const hour = "([Ss]unrise|[Ss]unset|[Dd]awn|[Dd]usk)";
  const before = new RegExp(`^${hour}\\s+(?:at|over|on|from|in)\\s+(?:the\\s+)?(\\p{Lu}.*)$`, "u").exec(wish);
  if (before?.[1] && before[2]) return `${before[2]} ${before[1].toLowerCase()}`;
  const after = new RegExp(`^(?:[Tt]he\\s+)?(\\p{Lu}.*?)\\s+at\\s+${hour}$`, "u").exec(wish);
  if (after?.[1] && after[2]) return `${after[1]} ${after[2].toLowerCase()}`;
  return wish;
}

/**
 * "Climb Kilimanjaro", "hiking Fitz Roy", "the Kilimanjaro Machame route": a mountain or a trail
 * climbed or walked, by its name. A country or a region walked across ("trekking Nepal") is where
 * the trip goes; only a climb's summit may be an area of the regions table (Kilimanjaro).
 */
function climbsNamed(text: string): string[] {
  const out: string[] = [];
  const name = "((?:Mount\\s+|Mt\\.?\\s+)?\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?)(?![\\p{L}'’-])";
  // (Not a bridge, a tower or a wall climbed: "climb the Harbour Bridge".)
  const built = /\b(?:Bridge|Tower|Building|Wall|Arch|Dam|Stadium|Centre|Center|Hotel)$/;
  for (const m of text.matchAll(
    new RegExp(
      `\\b([Cc]limb(?:ing)?|[Ss]ummit(?:ing)?|[Hh]ik(?:e|ing)|[Tt]rek(?:king)?)\\s+(?:up\\s+)?(?:the\\s+)?${name}`,
      "gu",
    ),
  )) {
    const [, verb = "", said = ""] = m;
    const area = findRegion(said);
    const climbed = /^(?:climb|summit)/i.test(verb);
    if (built.test(said) || weekday.test(said) || otherFacts.test(said) || isTown(said)) continue;
    if (area && !(climbed && area.kind === "area")) continue;
    out.push(said);
  }
  // "the Kilimanjaro Machame route", "Everest Base Camp trek": a named route, whole.
  for (const m of text.matchAll(/\b((?:\p{Lu}[\p{L}'’-]+\s+){1,3})(route|trek|circuit|ascent|climb)\b/gu)) {
    const said = (m[1] ?? "").trim().replace(/^(?:Climb|Climbing|Hike|Hiking|Trek|Trekking|Do|Doing|The|A|An)\s+/, "");
    if (!said || built.test(said) || otherFacts.test(said) || isTown(said) || findRegion(said)?.kind === "country")
      continue;
    out.push(`${said} ${m[2]}`);
  }
  return out;
}

// Words after "no" that name a manner, a mood or a rule, not a thing to keep out of the days.
const notAThing =
  /^(?:stress|fuss|rush|hurry|worries|worry|problem|problems|idea|clue|doubt|thanks|thank|need|preference|pressure|hassle|drama|bother|matter|reason|chance|limit|plans?|more|less|later|earlier|longer|luggage|baggage|meat|gluten|pork|alcohol|dairy|nuts|shellfish|fish|eggs|sugar|seafood|kids|children|pets|stairs|steps|smoking|layovers?|stopovers?|connections?|changes?|transfers?|overnight|redeyes?|camping|kidding|joke|offen[cs]e|wonder|comment|point|rain|snow|filter|thing|things|where|what|when|which|longer|sooner|matter)$/;

export function findMustSeeAndAvoid(full: string): { mustSee: string[]; avoid: string[] } {
  const text = full.slice(0, 1200);
  const mustSee: string[] = [];
  const avoid: string[] = [];
  // ("Want a Broadway show and the Met.": a wish's verb at a sentence's start is the same verb.)
  const wishText = text.replace(
    /\b(?:Wants?|Wanna|Have to|Need to|Would|We'?d|I'?d|Can't|Don't|Definitely|Day|Excursion|Side)\b/g,
    (w) => w.toLowerCase(),
  );
  for (const m of wishText.matchAll(
    /\b(?:[Mm]ust[- ]see(?:s)?(?: is| are)?|[Mm]ust visit|[Mm]ust do|musts? (?:are|is)|have to (?:see|visit|do)|need to see|want(?:s)? to (?:see|do|visit)|wanna (?:see|do)|want (?:a|the)|want(?:s)?(?=\s+[A-Z][a-z])|(?:so|that) (?:we|i) can (?:see|do|visit)|(?:we'?d|i'?d|would) love(?: to (?:see|do|visit))?|can't miss|don't want to miss|definitely (?:see|visit)|(?<!\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)[- ]?)day[- ]?(?:trips?|outs?) to|(?:with|plus|and) (?:a|one) day (?:in|at|to)|excursions? to|side[- ]trips? to|for (?=[A-Z]))\s*:?\s+([^.!?\n;]{3,80})/g,
  )) {
    // "want a chalet for the group, intermediate skiers": one thing wanted, not a list.
    // ("a day in Monaco and one in Eze": the second day's place is listed as the first's.)
    const said = (/^want (?:a|the)\b/i.test(m[0]) ? (m[1] ?? "").split(",")[0] : m[1])?.replace(
      /\s+(?:and|&|\+)\s+(?:one|another)(?:\s+day)?\s+(?:in|at|to)\s+/gi,
      " and ",
    );
    for (const v of items(
      (said ?? "").split(/\s+(?:but|because|since|while|as|if|with|from|in|on|at|we|i|to (?:see|do|visit))\s+/i)[0] ??
        "",
    ))
      if (
        !/^(?:\d|a |an |(?:me|us|my|our|one|another|two|three)\b|the (?:first|last|whole)|everything|anything|it all|all of it)/i.test(
          v,
        ) &&
        !/\b(pace|days?|nights?|weeks?|year|budget|hotels?|flights?|trains?|cars?|people|adults|kids|children|rooms?|time|trip)\b/i.test(
          v,
        ) &&
        !otherFacts.test(v) &&
        !findStayRules(v).type
      )
        mustSee.push(v);
  }
  // "The Alhambra is a must", "Sossusvlei and Etosha are the big ones", "... are musts".
  // ("Siem Reap 3n, Angkor Wat is a must": a stop and its nights before it are no wish.)
  for (const m of text.matchAll(
    /([A-Z][^.!?\n]{2,60}?)\s+(?:is|are)\s+(?:a\s+)?(?:musts?|non-negotiable|the big ones?|the highlights?|a priority|priorities)\b/g,
  ))
    mustSee.push(...items(m[1] ?? "").filter((v) => !/\b\d+\s*(?:n|d|nts|nights?|days?|weeks?)\b/i.test(v)));
  // Clauses and list items that name something to see or do: "deep dish + the architecture boat
  // tour", "a classical concert is a must", "Reykjavik 4 nights for the northern lights",
  // "neuschwanstein obviously", "cenotes!!", "Petra + Wadi Rum + Dead Sea".
  // "Must see the pyramids at Giza and Abu Simbel": the wish runs on over its list.
  let wishing = false;
  for (const { piece, listed, loud, ends, inFacts } of pieces(text)) {
    const carried: boolean = wishing;
    wishing =
      !ends &&
      (carried ||
        /\b(?:must[- ](?:see|do|visit)|want to (?:see|do|visit)|(?:we'?d|i'?d|would) (?:love|like))\b/i.test(piece));
    const forWhat = /\b(?:for|hoping for)\s+([^,]{3,50})$/i.exec(piece);
    const said = wishSaid.test(` ${piece} `.replace(/\s+$/, "")) || loud || carried;
    // Before a length or a date, the words are the place or the thing: "Iguazu Falls 2 nights".
    const head = piece.split(/\s+(?=\d)|\s+(?:in|at|near|from|by|during|for)\s+/i)[0] ?? "";
    const candidates: [string, boolean][] = [];
    if (forWhat?.[1] && !notAWish.test(forWhat[1])) candidates.push([forWhat[1], true]);
    candidates.push([piece, said], [head, said]);
    for (const [raw, strong] of candidates) {
      const v = bare(raw);
      const words = v.split(/\s+/);
      // ("We'd love 4 nights": the verb left of a wish is no thing; "a mokoro trip", "a boat trip"
      // are things to do, though "trip" is the whole trip's word elsewhere.)
      if (
        /^(?:love|like|want|wanna|see|do|visit|go|try|coming|going|leaving|flying|driving|arriving|heading|travell?ing|staying|returning)$/i.test(
          v,
        )
      )
        continue;
      if (v.length < 3 || words.length > 5 || /\d/.test(v) || (otherFacts.test(v) && !outingTrip(v))) continue;
      // "diving", "trekking" alone are interests; "gorilla trekking", "whale watching" are things to do.
      const headed =
        (wishHead.test(plainText(v)) && !(words.length === 1 && /ing$/i.test(v))) ||
        /\b(?:disneyland|disney world|universal studios|legoland)\b/i.test(v);
      const cuisine = findFood(v).cuisines.length > 0 || findFood(v).diets.length > 0;
      if (cuisine && !headed) continue;
      // A wish needs a word saying so, a sight's kind of name, or a list of wishes to be in; a
      // town listed ("Hallstatt + Salzburg") is a stop.
      const wished =
        headed ||
        strong ||
        (listed && !interestsWord.test(v) && !/^(?:more|less|lots|some)\b/i.test(v)) ||
        (inFacts && raw === piece && factListThing(v));
      if (wished && !isTown(v)) {
        mustSee.push(v);
        break;
      }
    }
  }
  // "surfing at El Tunco", "the tulips at Keukenhof": the named place an activity or a sight is at.
  for (const m of text.matchAll(
    /\b(?:surf\w*|div(?:e|ing)|snorkel\w*|hik(?:e|ing)|ski(?:ing)?|climb\w*|kayak\w*|swim\w*|see(?:ing)? the \w+|the \w+s)\s+(?:at|in|on)\s+((?:El |La |Le |Los |Las )?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu,
  )) {
    const place = m[1] ?? "";
    if (place && !isTown(place) && !findRegion(place)) mustSee.push(place);
  }
  // "a night in the desert at merzouga is a must": the place the must is at, in any case.
  for (const m of text.matchAll(/\b(?:at|in)\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(?:is|are)\s+(?:a\s+)?musts?\b/giu)) {
    const place = m[1] ?? "";
    const g = geocode(place);
    if (g && (g.matched_by === "alias" || g.matched_by === "name") && !findRegion(place)) mustSee.push(g.name);
  }
  // "Temple of the Tooth", "Samaria gorge", "Cape Sounion", "the SS President Coolidge": a name
  // headed or ended by a landmark's word is a sight, wherever it stands (a town so named, Cape
  // Town, is not).
  for (const m of text.matchAll(landmarkName)) {
    // ("Queremos Pena Palace", "Want Burj Khalifa": the wish's own verb, capitalised, is no name.)
    const v = (m[1] ?? "")
      .trim()
      .replace(leadFiller, "")
      .replace(
        /\b(gorge|palace|castle|cathedral|temple|abbey|monastery|mosque|shrine|tower|bridge|canyon|wreck|pyramids?|fort|chapel|church|minster|basilica|museum|gallery)$/,
        (w) => w[0]?.toUpperCase() + w.slice(1),
      );
    // ("Lake Bohinj", "Mount Cook": a lake or a mountain the map files under the village beside
    // it by another name is the lake, not the village.)
    const town = isTown(v) && !(/^(?:Lake|Mount|Mt)\s/.test(v) && geocode(v)?.matched_by === "alias");
    // ("Tierra del Fuego NP": the park under the name guides give it.)
    const full = v.replace(/\s+(?:NP|N\.P\.)$/, " National Park");
    if (v.split(/\s+/).length >= 2 && !town && !findRegion(v) && !otherFacts.test(v)) mustSee.push(full);
  }
  mustSee.push(...climbsNamed(text), ...walkEnds(text));
  mustSee.push(...namedLandmarksLowerCase(text), ...sightSettings(text));
  // "balloon ride is the whole point", "the northern lights are top of our list": a thing, then
  // the words that make it the reason to go.
  for (const m of text.matchAll(
    /(?:^|[,;:.!]\s*)([a-z][a-z' -]{2,40}?)\s+(?:is|are)\s+(?:the\s+(?:whole|main|only|real)\s+(?:point|reason)|the\s+(?:main\s+)?reason\s+(?:we're|we are|i'm|i am)\s+going|(?:top|first) (?:of|on) (?:the|my|our) (?:list|bucket list)|(?:a|on (?:my|our|the))\s+bucket[- ]list)\b/gi,
  )) {
    const v = bare(m[1] ?? "");
    // ("wildlife is the whole point" is an interest, read as one elsewhere.)
    if (v && !otherFacts.test(v) && !interestsWord.test(v) && !isTown(v)) mustSee.push(v);
  }
  // "lucha libre must", "tango show a must": a thing, then the must.
  for (const m of text.matchAll(
    /(?:^|[,;:]\s*)([a-z][a-z' -]{2,40}?)\s+(?:is\s+)?(?:a\s+)?must\b(?![- ]?(?:see|do|visit|have))/gi,
  )) {
    const v = bare(m[1] ?? "");
    if (v && !otherFacts.test(v) && !isTown(v) && !/^(?:it|this|that|which|what)$/i.test(v)) mustSee.push(v);
  }
  // Under their usual names too, which the guides and the catalogue know them by ("USJ").
  for (const w of knownWishes(text)) mustSee.push(w.name);
  // "the Met", "Kili", "Disney" from Orlando: under the names guides use, in place of the nickname.
  const nicknamed = nicknamedSights(text);
  const nicknames = new Set(nicknamed.map((n) => plainText(n.said)));
  mustSee.splice(0, mustSee.length, ...mustSee.filter((x) => !nicknames.has(plainText(x).replace(/^the /, ""))));
  mustSee.push(...nicknamed.map((n) => n.name));
  mustSee.push(...sightLists(text), ...namesListedAlone(text));
  // Famous sights named anywhere in the message, an island also as English names it ("l'île de
  // Gorée", "la Isla del Sol", "ilha de Moçambique": the Gorée Island of the catalogue).
  const inEnglish = text.replace(
    /(?<![\p{L}])(?:l['’])?(?:[iî]le|isla|ilha|isola|insel|eiland)\s+(?:de\s+la\s+|de\s+|d['’]|du\s+|del\s+|do\s+|da\s+|di\s+)?(\p{Lu}[\p{L}'’-]+)/giu,
    "$1 Island",
  );
  const plain = ` ${plainText(text)} ${inEnglish === text ? "" : `. ${plainText(inEnglish)} `}`;
  for (const s of sights()) {
    if (plain.includes(` ${s.key} `)) mustSee.push(s.name);
    // "Vatican" for the Vatican Museums: a distinctive first word alone.
    else if (s.alone && plain.includes(` ${s.alone} `)) mustSee.push(s.name);
  }
  // "the colloseum", "sagrada famillia": a sight of a city the message names, misspelt by a slip
  // or two in one of its longer words.
  mustSee.push(...misspeltSights(plain));
  // "the pyramids" in Cairo, "the Tower" in London: a sight named "X of <its city>" by X alone,
  // when the message names that city.
  for (const [city, list] of shortSights()) {
    if (!plain.includes(` ${city} `)) continue;
    for (const { short, name } of list)
      if (plain.includes(` ${short} `) && (!commonFirst.has(short) || plain.includes(` the ${short} `)))
        mustSee.push(name);
  }
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  for (const m of lower.matchAll(
    /\b(?:avoid(?:ing)?|skip(?:ping)?|(?:keep|stay|steer) (?:us |me |them )?(?:well )?(?:away|clear) (?:from|of)|steer clear of|no more|not into|not a fan of|hate|don't like|dont like|not interested in|nothing with|without|not (?:really |too |that |very )?(?:fussed (?:on|about|with)|keen on|big on|bothered (?:about|with)|interested in|into)|can do without|(?:could|can) skip|(?:can't|cant|cannae|canny|cannot|can not) be (?:arsed|bothered|fussed) (?:with|wi|wae|about|doing)|(?:not|nae) (?:arsed|fussed) (?:with|wi|wae|about))\s+([^.!?\n,;]{3,60})/g,
  )) {
    const said = m[1] ?? "";
    // "can't leave without seeing the pyramids": a refusal refused is a wish, not a thing to skip.
    if (
      /^without/.test(m[0]) &&
      /\b(?:can't|cannot|can not|won't|not|never|no)\s+(?:\w+\s+){0,2}$/.test(
        lower.slice(Math.max(0, (m.index ?? 0) - 30), m.index),
      )
    )
      continue;
    // "avoid anything with lots of steps like Park Güell": the example is the place.
    const like = /\blike\s+(?:the\s+)?([^,.;]{3,40})/.exec(said);
    const list = like?.[1] ? [like[1]] : items(said.split(/[,;]|\s(?:but|because|since|while|as|if|so)\s/)[0] ?? "");
    for (const raw of list) {
      const v = bare(raw.replace(/^(?:the|any|all|too many|crowded|touristy)\s+/, ""));
      // The flights and cars are transport rules, said elsewhere.
      if (v && !/\b(fl(y|ights?|ying)|driv\w*|cars?|planes?|rental|smoking)\b/i.test(v) && v.split(/\s+/).length <= 5)
        avoid.push(v);
    }
  }
  // "clubbing isn't really our thing", "museums are not my scene": a thing, then the words
  // that put it aside.
  for (const m of lower.matchAll(
    /(?:^|[,;:.!]\s*)([a-z][a-z' -]{2,40}?)\s+(?:is|are)(?:n't| not)\s+(?:really\s+|exactly\s+)?(?:our|my)\s+(?:thing|scene|cup of tea|jam)\b/g,
  )) {
    const v = bare((m[1] ?? "").replace(/^(?:the|any|all)\s+/, ""));
    if (v && v.split(/\s+/).length <= 4 && !otherFacts.test(v)) avoid.push(v);
  }
  // "not a museum person", "we're not beach people": the kind of thing they are not for.
  for (const m of lower.matchAll(
    /\bnot (?:really |much of |a big |big )?(?:a |an )?([a-z]+) (?:person|people|fans?|lovers?|types?)\b/g,
  )) {
    const v = m[1] ?? "";
    if (interestsWord.test(v) || findFood(v).cuisines.length) avoid.push(v);
  }
  // "no temples please", "NO MUSEUMS", "no seafood restaurants".
  for (const m of lower.matchAll(/\bno\s+(?:more\s+)?([a-z]+(?:\s+[a-z]+)?)/g)) {
    const v = (m[1] ?? "").replace(/\s+(?:please|pls|thx|thanks|lol|for|in|at|on|and|or|but)$/, "");
    const first = v.split(/\s+/)[0] ?? "";
    const last = v.split(/\s+/).pop() ?? "";
    if (
      /^(?:stress|fuss|flights?|flying|fly|planes?|cars?|car|driving|drive|self|rental|smoking|kids?|children|pets?|stairs|steps|rush|worries|problem|idea|way|budget|limit|plans?|need|preference|hurry|more|thanks|clue|matter|one|less|later|earlier|longer|luggage|baggage|meat|gluten|pork|alcohol|dairy|nuts|shellfish)$/.test(
        first,
      )
    )
      continue;
    // "no street food", "no fast food": a kind of food refused.
    const food = v.includes(" ") && last === "food";
    if (/[^s]s$/.test(last) || food || interestsWord.test(first) || findFood(first).cuisines.length) avoid.push(v);
  }
  // "avoid the crowds, no gondola, from Paris": "no" and one thing, a clause of its own, is a
  // thing refused, one or many (not "no rush", "no worries": a manner, not a thing).
  for (const m of lower.matchAll(/(?:^|[,;:.!(]\s*)no\s+([a-z]{4,})\s*(?=[,;.!)]|$)/g)) {
    const v = m[1] ?? "";
    if (isEnglishWord(v) && !notAThing.test(v) && !otherFacts.test(v)) avoid.push(v);
  }
  const unique = (xs: string[]) => xs.filter((x, i) => xs.findIndex((y) => plainText(y) === plainText(x)) === i);
  // What they would rather skip is no must-see, whichever reader took it for one.
  const skipped = new Set(avoid.map(plainText));
  return {
    // "xmas markets" written out as the Christmas markets they are.
    mustSee: unique(
      mustSee
        .filter((x) => !skipped.has(plainText(x)))
        .map((x) => placeFirst(atTimeOfDay(x.replace(/\bx-?mas\b/gi, "Christmas")))),
    ).slice(0, 10),
    avoid: unique(avoid).slice(0, 10),
  };
}
