import { PARTY_MAX } from "../../../common/travel/trip-model";
import { cardinalWords } from "../number-words";
import { partyList } from "./party-list";
import { SOLO, twoByDefault } from "./party-we";
import { PARTNER, partyWords, RELATIVE } from "./party-words";
import { CHILD_WORDS, foreignCardinals, GROUP_NOUNS, GROUP_PEOPLE, PEOPLE_NUM, YEARS_OLD } from "./prefs-party-words";

export { partyWords };

// Who is going: "3 adults and a child (6)", "me, my partner and our three girls", "party of 4",
// "6 of us, 3 rooms" (issue 23; split out of understand-trip.ts).

// Ages and counts up to seventeen (a child's age): the shared words, plus "a" and "a couple".
const words: Record<string, number> = { a: 1, an: 1, ...cardinalWords, couple: 2 };
// (Two digits at most: "for 2027" is a year, not a party.)
const NUM =
  "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)";
// A count of people, also in the other languages read here: "drei Erwachsene", "tres niños".
const PEOPLE = PEOPLE_NUM("one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve");
// An age as a traveller writes it: "6", "six", "twelve".
const AGE =
  "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)";
const num = (w: string | undefined): number | undefined =>
  w === undefined
    ? undefined
    : /^\d+$/.test(w)
      ? Number(w)
      : (words[w.toLowerCase()] ?? foreignCardinals[w.toLowerCase()]);

export type PartyFinding = {
  adults?: number;
  children?: (number | null)[];
  rooms?: number;
  /** "my sister is coming too", "one of the guys dropped out": a change to the party already known. */
  more?: number;
  /**
   * No count, only "we", "us", "our" ("we fly from Warsaw"), or no one said at all by a writer who
   * does not speak as one ("Hoi An 4 nights from 14th feb"): two, if nothing else is known
   * (party-we.ts twoByDefault).
   */
  we?: true;
  /**
   * The grown-ups were not said, only children ("kids are 4 and 9", "my son is 7"): `adults` is a
   * guess (two parents, or one with "my kids"), for a party told for the first time; a party
   * already told keeps its grown-ups, and these children only give their ages.
   */
  adultsGuessed?: true;
};

// Friends and the like, counted: "3 friends", "2 uni mates", "my 3 friend" (a learner's singular).
const CROWD_NOUNS =
  "friends?|frens|mates?|buddies|buddy|pals?|lads|girls|guys|colleagues?|coworkers?|others|siblings|brothers|sisters|cousins";
// People counted as grown-ups in a group: "3 pensioners", "4 students", "5 cyclists".
const GROWNUPS = `(?:of us|people|persons|ppl|pax|travell?ers|friends|frens|guys|girls|ladies|couples|adults|retirees|pensioners|seniors|students|backpackers|photographers|colleagues|coworkers|siblings|erwachsene|personas|personen|vegans|vegetarians|divers|bikers|riders|surfers|hikers|climbers|trekkers|golfers|skiers|snowboarders|foodies|runners|cyclists|teachers|walkers|ramblers|pilgrims|tourists|brothers|sisters|leaders|chaperones|supervisors|coaches|nurses|women|men|blokes|lads|${GROUP_PEOPLE})`;

// A word about a group between its count and its noun: "two retired teachers", "4 keen walkers"
// (a closed list: "Dates: 11-14 Dec Pax: 1" has a month there, not a word about anyone).
const ABOUT_THEM =
  "(?:retired|elderly|older|young|keen|avid|serious|experienced|amateur|hungry|fit|female|male|senior|uni|university|college|married|grown|vegan|vegetarian|fellow|close|old|single|solo|work|church|school|family)";

/** "3 adults and a child (6)", "me, my partner and our three girls", "party of 4", "6 of us, 3 rooms". */
export function findParty(text: string): PartyFinding {
  // "Mark and I", "Sue & I": someone named by name, and the writer.
  const named = text.replace(
    /\b(?!(?:My|Me|You|He|She|We|They|It|This|That|Then|And|But|So|Or|Hi|Hello|Dear|Yes|No|Just|Only|Both)\b)[A-Z][a-z]+\s+(?:and|&)\s+I\b(?!')/g,
    "me and my friend",
  );
  // "2 Germans from Leipzig", "three Aussies", "4 Brits": people counted by where they are from,
  // a capitalised nationality's plural (the "-ans" of most, and the nicknames that do not end so).
  const nationals = named.replace(
    /\b(\d{1,2}|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight)\s+(?:\p{Lu}\p{Ll}+(?:ans|ians|eans)|Brits|Aussies|Kiwis|Scots|Danes|Swedes|Finns|Poles|Czechs|Greeks|Turks|Filipinos|Saffas|Yanks|Canucks)\b/gu,
    "$1 people",
  );
  const lower = partyWords(nationals.toLowerCase().replace(/[’']/g, "'"));
  const found: PartyFinding = {};
  // ("2 elderly adults", "3 young adults": a word about them between.)
  const adults = new RegExp(
    `\\b${PEOPLE}\\s*(?:(?:elderly|older|senior|retired|young|grown)\\s+)?(adults?|grown[- ]?ups|erwachsene|adultos|adultes|adulti)\\b`,
  ).exec(lower);
  if (adults) found.adults = num(adults[1]);
  const kidsWord = `(kids?|kiddos?|kiddies|children|child|sons?|daughters?|boys?|teens?|teenagers?|tweens?|toddlers?|tots?|babies|baby|infants?|little ones|bairns?|youngsters?|${CHILD_WORDS})`;
  // ("family of 4 children 3 8 11": four in all, the kids' ages after; not four kids.)
  const kids = new RegExp(
    `(?<!\\b(?:family|group|party) of\\s+)\\b${PEOPLE}\\s+(?:young\\s+|little\\s+|small\\s+)?${kidsWord}\\b`,
  ).exec(lower);
  let childCount = kids ? num(kids[1]) : undefined;
  // "14 students aged 15-16", "6 scouts (11-13)", "20 pupils aged 12": a group under eighteen is
  // children, whoever leads them.
  const minors = new RegExp(
    `\\b${PEOPLE}\\s+(?:(?!with|and|of|for|from|plus)[a-z]+\\s+)?(?:students|pupils|scouts|cadets|players|campers|swimmers|dancers|singers|choristers|juniors|learners)\\s*(?:,\\s*)?(?:aged?|ages|\\()\\s*(\\d{1,2})(?:\\s*(?:-|–|to)\\s*(\\d{1,2}))?\\b`,
  ).exec(lower);
  const minorCount = minors ? num(minors[1]) : undefined;
  const minorsAge = minors ? Number(minors[3] ?? minors[2]) : 99;
  const groupOfMinors = !!minors && !!minorCount && minorsAge < 18 && !childCount;
  if (groupOfMinors) childCount = minorCount;
  // "6 boys from pune", "4 boys, beaches and parties": boys counted with no one's to own them, no
  // grown-ups and no family said, are a group of friends (as "6 girls" or "6 lads" are).
  const boysOut =
    !!kids &&
    /^boys$/.test(kids[2] ?? "") &&
    !adults &&
    !new RegExp(`\\b(?:our|my|his|her|their|the|with)\\s+(?:\\S+\\s+)?${kids[2]}\\b`).test(lower) &&
    !/\b(?:family|parents?|mum|mom|dad|wife|husband|aged?|ages|kids?|children|year[- ]?olds?)\b/.test(lower);
  if (boysOut) {
    childCount = undefined;
    found.adults = num(kids?.[1]);
  }
  if (
    !childCount &&
    // ("me and 3 of my girls": some of a crowd of friends, not the writer's children.)
    /(?<!\b(?:\d{1,2}|two|three|four|five|six|seven|eight) of )\b(our|my|the) (kids|kiddos|kiddies|children|sons|daughters|boys|girls|little ones)\b|\btwins\b/.test(
      lower,
    ) &&
    // ("me and the boys", "me n the girls": friends, when no child or age is said.)
    !(
      /\b(?:me|i)\s*(?:and|&|\+|n|with)\s*the (?:boys|girls)\b/.test(lower) &&
      !/\b(?:kids?|children|sons?|daughters?|aged?|ages|twins|\d{1,2}\s*(?:yo|y\/o|years?|yrs?))\b/.test(lower)
    )
  )
    childCount = 2;
  // Ages: "(4 and 7)", "aged 5 and 8", "ages 2, 9", "kids 6+9", "kid is 6", "a 6 year old", "my four-year-old".
  // ("kids 9 n 12", "(4 n 7)": "and" as texting writes it.)
  const ages: number[] = [];
  // Ages joined in any of the languages read here: "3 y 7", "4 e 9", "5 et 8", "6 und 10".
  const list = `${AGE}(?:\\s*(?:,|and|&|\\+|n|y|e|et|und)\\s*${AGE})*`;
  const agesList =
    new RegExp(`\\b(?:aged?|ages)\\s+(${list})`).exec(lower) ??
    // "niños de 4, 6 y 9 años", "enfants de 4 et 7 ans", "bambino di 5 anni".
    // ("1 Kind mit 5 Jahren", "een kind van 6 jaar": German's "with", Dutch years.)
    new RegExp(`\\b(?:de|di|von|mit|van)\\s+(${list})\\s*(?:${YEARS_OLD}|jaar)\\b`).exec(lower) ??
    // ("1 child mit 5", "a kid of 7)": the years word lost in translation, the age closing the phrase.)
    new RegExp(
      `\\b(?:child|kid|son|daughter|boy|girl)\\s+(?:de|di|von|mit|van|of|with)\\s+(${list})(?=\\s*(?:[,.;!)]|$))`,
    ).exec(lower) ??
    new RegExp(
      `\\b(?:kids?|children|child|boys?|girls?|sons?|daughters?)\\s*(?:are|is|:|-|\\(|of|aged?)?\\s*(${AGE}(?:\\s*(?:years?|yrs?))?(?:\\s*(?:,|and|&|\\+|n|'n')\\s*${AGE})+|\\d{1,2}(?:\\s+\\d{1,2})+(?=\\s*(?:[.,;!)]|$))|\\d{1,2}(?=\\s*\\))|${AGE}(?=\\s*(?:(?:years?|yrs?)(?:[- ]old)?)?\\s*(?:[.,;!]|$)))`,
    ).exec(lower) ??
    // "(4 and 7)": ages in brackets only where children are spoken of ("Lima (2)" is two nights).
    // (A word of its own: "Toronto Pearson" names no son.)
    (new RegExp(
      // ("the young lad (10)", "the wee lass (6)": a child, as the Irish and the Scots say it; "2kids(4,9)"
      // run together is children, "Toronto Pearson" and "in between" are not.)
      // ("family 2+3 (4, 7, 10)": grown-ups plus children counted, their ages after.)
      `(?:(?<![a-z])(?:grand)?(?:kids?|kiddos?|kiddies|tots?|bairns?|youngsters?|tweens?|children|child|sons?|daughters?|boys?|girls?|teen\\w*|babies|baby|toddlers?|infants?|twins|little ones|(?:young|wee|little) (?:lad|lass|fella|one)s?|${CHILD_WORDS})|\\dc|family\\s+\\d\\s*\\+\\s*\\d)\\b`,
    ).test(lower)
      ? // ("baby (1 yr)", "kids (5 yrs, 8 yrs)": the years said inside.)
        /\((\s*\d{1,2}(?:\s*(?:yrs?|years?|y\.?o\.?))?(?:\s*(?:,|and|&|n|y|e|et|und)\s*\d{1,2}(?:\s*(?:yrs?|years?|y\.?o\.?))?)*\s*)\)/.exec(
          lower,
        )
      : null) ??
    // "turns out the children will join, they're 6 and 10".
    (/\b(?:kids|children|boys|girls|sons|daughters)\b/.test(lower)
      ? // ("they're five seven and nine": a dictated list, with no commas.)
        new RegExp(`\\b(?:they'?re|they are|who are)\\s+(${AGE}(?:\\s*(?:,|and|&|\\+|\\s)\\s*${AGE})+)\\b`).exec(lower)
      : null) ??
    // "both our boys will join us, 9 and 12": the ages after a comma, once the kids are named.
    new RegExp(
      `\\b(?:kids|children|boys|girls|sons|daughters|twins)\\b[^.;!?()\\d]{0,30}?,\\s*(${AGE}(?:\\s*(?:,|and|&|\\+)\\s*${AGE})+)\\b(?!\\s*(?:nights?|days?|weeks?|am|pm|[ap]\\.m|\\w+\\s+(?:nights?|days?)))(?=\\s*(?:[.,;!]|$))`,
    ).exec(lower) ??
    // "our son, he's 3", "my daughter (she's coeliac, 12)".
    new RegExp(
      `\\b(?:son|daughter|kid|child|boy|girl|baby)\\b[^.;]{0,25}?\\b(?:he|she|who)(?:'s| is)\\s+(?:\\w+,\\s*)?(${AGE})\\b(?!\\s*(?:am|pm|nights?|days?|months?|mos?|mths?|weeks?|wks?)\\b)`,
    ).exec(lower);
  const ageOf = (w: string) => num(w);
  // (A group's range of ages, "aged 15-16", is no one child's.)
  if (agesList && !groupOfMinors)
    for (const a of (agesList[1] ?? "").match(new RegExp(AGE, "g")) ?? []) {
      const n = ageOf(a);
      if (n !== undefined) ages.push(n);
    }
  let yearOlds = 0;
  for (const m of lower.matchAll(new RegExp(`\\b${AGE}[- ]?(?:year[- ]?olds?|yrs? old|yo|${YEARS_OLD})\\b`, "g"))) {
    // ("my 70-year-old mother" is a grown-up: no child.)
    if ((ageOf(m[1] ?? "") ?? 0) > 17) continue;
    yearOlds++;
    if (!agesList) {
      const n = ageOf(m[1] ?? "");
      if (n !== undefined) ages.push(n);
    }
  }
  // "with our 8-month-old", "baby (11 months)", "infant, 14 mths": a baby, aged in whole years.
  // ("our baby also, she is 10 months": the months said of the baby just named.)
  for (const m of lower.matchAll(
    new RegExp(
      `\\b(?:\\d{1,2}|a|one|${AGE})[- ]?months?[- ]old\\b|\\b(?:baby|babies|infants?|newborn|bub|toddler)\\s*(?:\\(|,|-|aged|of|[^.;]{0,25}?\\b(?:he|she|who)(?:'s| is))?\\s*(\\d{1,2})\\s*(?:months?|mos?|mths?)\\b`,
      "g",
    ),
  )) {
    yearOlds++;
    // (AGE brings a group of its own: the months after a baby word are the second.)
    ages.push(Math.floor((num(m[2] ?? m[1]) ?? 0) / 12));
  }
  // "with my four-year-old", "our eleven-year-old": a child, named by age alone.
  if (!childCount && yearOlds && /\b(?:my|our|the|with)\s+(?:\w+[- ])?(?:year[- ]?old|yo)\b/.test(lower))
    childCount = yearOlds;
  if (
    !childCount &&
    /\b(our|my|the|with (?:a|our|my)) (kid|kiddo|son|daughter|child|toddler|tot|baby|boy|girl|infant)\b/.test(lower)
  )
    childCount = 1;
  // "2 adults + baby", "and an infant": a baby listed with the grown-ups.
  if (!childCount && /(?:[+&,]|\band|\bplus|\bwith)\s+(?:a\s+|an\s+|one\s+)?(?:baby|infant|newborn)\b/.test(lower))
    childCount = 1;
  // An infant is age 0, a baby too unless said older.
  const babies = (lower.match(/\b(?:baby|babies|infants?|newborn)\b/g) ?? []).length;
  if (babies && ages.length < (childCount ?? 0))
    for (let b = 0; b < babies && ages.length < (childCount ?? 0); b++) ages.push(0);
  // "2A + 1 kid", "2a & 2 children": the adults as booking sites shorten them.
  const shortAdults = /\b(\d)\s*a\s*(?:\+|&|,|and)\s*\d\s*(?:c|kids?|children|child)\b/.exec(lower);
  if (shortAdults) found.adults = Number(shortAdults[1]);
  // "2A1C": two adults, one child, as booking sites write it.
  const booking = /\b(\d)\s*a\s*[+&,/]?\s*(\d)\s*c\b/.exec(lower);
  if (booking) {
    found.adults = Number(booking[1]);
    childCount ??= Number(booking[2]);
  }
  // "family 2+3", "we're 2+2", "2+1 (kid is 4)": grown-ups plus children, where a family or
  // children are spoken of ("Rome 2+1 nights" is a length).
  const plus =
    /\bfamily\s+(\d)\s*\+\s*(\d)\b/.exec(lower) ??
    (new RegExp(
      `\\b(?:kids?|kiddos?|children|child|sons?|daughters?|bab(?:y|ies)|infants?|toddlers?|family|${CHILD_WORDS})\\b`,
    ).test(lower)
      ? /(?<![\d+]|\d[.,:/-])(?<!\b(?:kids?|children|ages?|aged|sons?|daughters?|boys|girls|twins)\s*[:(]?\s*)\b(\d)\s*\+\s*(\d)\b(?![+]|[.,:/]\d)(?!\s*(?:nights?|nts?|n\b|days?|d\b|weeks?|wks?|hours?|hrs?|h\b|stops?|cities|places|rooms?|stars?|am\b|pm\b))/.exec(
          lower,
        )
      : null);
  if (plus) {
    found.adults = Number(plus[1]);
    childCount ??= Number(plus[2]);
  }
  // Ages of children only: "me (38)" is an adult's.
  for (let i = ages.length - 1; i >= 0; i--) if ((ages[i] ?? 0) > 17) ages.splice(i, 1);
  if (ages.length && !childCount) childCount = ages.length;
  // "my daughter Sofia (she's 19)", "our son, he's 24": the one son or daughter is a grown-up.
  const grownChild =
    /\b(?:son|daughter)\b[^.;]{0,25}?\b(?:he|she|who)(?:'s| is)\s+(?:\w+,\s*)?(\d{2})\b(?!\s*(?:months?|mos?|mths?)\b)/.exec(
      lower,
    );
  if (grownChild && Number(grownChild[1]) > 17 && childCount === 1 && !kids && !ages.length) childCount = 0;
  // Twins share the one age said: "twins (7)".
  if (/\btwins\b/.test(lower) && ages.length === 1 && (childCount ?? 0) >= 2) ages.push(ages[0] ?? 0);
  if (childCount) found.children = Array.from({ length: Math.min(PARTY_MAX, childCount) }, (_, i) => ages[i] ?? null);
  // The people listed one by one ("me, my wife and two sons of 6 and 9 years"): their ages when
  // the counts above have none, and grown-ups added to a count ("2 adults + grandma (80)").
  const people = partyList(lower);
  const known = (c: (number | null)[] | undefined) => (c ?? []).filter((a) => a !== null).length;
  if (
    people?.children.length &&
    people.children.length >= (found.children?.length ?? 0) &&
    known(people.children) > known(found.children)
  )
    found.children = people.children.slice(0, PARTY_MAX);
  if (adults && found.adults !== undefined && people && people.adults > found.adults) found.adults = people.adults;

  if (found.adults === undefined) {
    const family = new RegExp(`\\bfamily of ${NUM}\\b`).exec(lower);
    const group =
      // ("two retired teachers", "4 keen walkers": a word about them between; "one of us is in a
      // wheelchair" is one of the party, not all of it.)
      new RegExp(`\\b(?!(?:one|1)\\s*of us)${NUM}\\s*(?:${ABOUT_THEM}\\s+)?${GROWNUPS}\\b`).exec(
        groupOfMinors && minors ? lower.replace(minors[0], " ".repeat(minors[0].length)) : lower,
      ) ??
      new RegExp(`\\b(?:${GROUP_NOUNS}) of ${NUM}\\b`).exec(lower) ??
      // "2 birders", "3 Game of Thrones fans", "4 keen golf nuts": people counted by what they love.
      new RegExp(
        `\\b${NUM}\\s+(?:(?!stars?\\s+(?:hotels?|resorts?|stays?)\\b)[a-z]+\\s+){0,3}?(?:fans|buffs|lovers|enthusiasts|nerds|geeks|addicts|junkies|nuts|fanatics|birders|birdwatchers|twitchers|anglers|fishermen|sailors|paddlers|kayakers|campers)\\b`,
      ).exec(lower) ??
      // "a hen do of 12", "our class of 15", "the choir of 20": an occasion or a company of people,
      // counted with "of" (not "the class of 2019": two digits at most).
      new RegExp(
        `\\b(?:(?:hens?|stags?|stagette|bachelorette|bachelor|buck'?s)(?:\\s+(?:do|party|night|weekend|trip))?|(?:our|my|a|the|whole)\\s+(?:\\w+\\s+)?(?:class|choir|club|cohort|delegation|congregation|parish|troupe|orchestra|society|year group|tour group))\\s+of\\s+${NUM}\\b`,
      ).exec(lower) ??
      // "siamo in 3", "nous sommes deux", "somos cuatro": "we are N" in the other languages.
      new RegExp(
        `\\b(?:siamo(?: in)?|nous sommes|on est|somos|wir sind)\\s+(\\d+|${Object.keys(foreignCardinals).join("|")})\\b(?!\\s*(?:noches|nuits|notti|noites|nächte|días|jours|giorni|dias|tage))`,
      ).exec(lower) ??
      new RegExp(
        `\\b(?:we'?re|we are|there are|there'?ll be|somos|wir sind)\\s+${NUM}\\b(?!\\s*(?:days?|nights?|weeks?|hours?|kids|children))`,
      ).exec(lower) ??
      // ("Lisbon for 4 and Porto for 3", "Rome for 2 and Naples for the rest": counts given to
      // stops one after another are nights, not people.)
      (stopCounts(lower)
        ? null
        : new RegExp(
            // ("then back to Lima for 1": a night; one traveller says "solo" or "just me".)
            `\\bfor (?!1\\b|one\\b)${NUM}\\b(?!\\s*(?:days?|nights?|weeks?|hours?|hrs?|minutes?|mins?|years?|yrs?|km|miles?|am|pm|%|\\$|usd|eur|dollars?|euros?|pounds?))`,
          ).exec(lower));
    // ("we are 2 couple", "somos 2 parejas": a learner's singular, the Spanish, the Portuguese.)
    const couples =
      /\b(\d+|two|three|four)\s+couples\b/.exec(lower) ??
      /\b([2-9]|two|three|four|dos|tres|cuatro|dois|três)\s+(?:couple|parejas|casais|coppie)\b/.exec(lower);
    // "3 families", "two families sharing a villa": two grown-ups each, their children unknown.
    const families = /\b(\d|two|three|four|five)\s+famil(?:ies|ys)\b/.exec(lower);
    // The writer and a count of others, in either order: "me + 3 friends", "with my 2 uni mates",
    // "2 friends and me", "four colleagues plus myself", "me + 1", "me plus two".
    const mates =
      new RegExp(
        `\\b((?:me|myself)\\s*(?:\\+|and|&|with|n|plus)\\s*(?:my\\s+)?|with\\s+(?:my\\s+)?)${NUM}\\s+(?:[a-z]+\\s+)?(?:${CROWD_NOUNS}|${GROUP_PEOPLE})\\b`,
      ).exec(lower) ??
      new RegExp(
        `\\b()${NUM}\\s+(?:[a-z]+\\s+)?(?:${CROWD_NOUNS}|${GROUP_PEOPLE})\\s*(?:\\+|and|&|n|plus|with)\\s*(?:me|myself|i)\\b(?!\\s*(?:am|'m)\\b)`,
      ).exec(lower) ??
      new RegExp(
        `\\b((?:me|myself)\\s*(?:\\+|plus)\\s*)${NUM}\\b(?=\\s*(?:[,.;!)/]|$|and\\b|&|\\+|from\\b|to\\b))`,
      ).exec(lower);
    const crew = new RegExp(`\\b${NUM}\\s+(?:lads|mates|buddies|pals|girls|guys|ladies|friends|frens)\\b`).exec(lower);
    // Who else comes: "my elderly parents" are two, "my mum", "hubby" one.
    const parents = /\b(?:my|our|with|w\/?)\s+(?:\w+\s+)?(?:parents|folks|in-laws)\b/.test(lower);
    // A trip arranged for others, the writer staying home: "planning a week in Kerala for my
    // parents ... they will travel from Pune", "booking Rome for my mum, she's never been".
    const plannedFor = forOthers(lower);
    // A spouse named at all comes too ("I'm coeliac, husband not"), unless left out or an ex.
    const partner = new RegExp(
      `(?:\\b(?:my|the|w\\/?|with|and|n)\\s+|[&+]\\s*)${PARTNER}\\b|\\b${PARTNER}\\s+(?:and|&|\\+|n)\\s+(?:me|i)\\b|(?<!\\bwithout (?:my |the )?|\\bno |\\bex[- ]?|\\bfind (?:a |my )?)\\b(?:husband|wife|hubby|hubs|wifey|boyfriend|girlfriend|spouse)\\b`,
    ).test(lower);
    // "with my son (16)": a son or daughter of an age is a child, not a second grown-up.
    const childRelative = !!found.children && /\b(?:my|our)\s+(?:\w+\s+)?(?:son|daughter)\b/.test(lower);
    const relative =
      !childRelative &&
      new RegExp(
        // ("me and my 70-year-old mother": her age between.)
        `\\b(?:(?:me|i|myself)\\s*(?:and|&|\\+|n|with)\\s*(?:my\\s+)?(?:\\d{2}[- ]year[- ]old\\s+)?${RELATIVE}\\b|(?:my|with my|taking my)\\s+${RELATIVE}\\s*(?:and|&|\\+|n)\\s*(?:me|i|myself)\\b|(?:\\b(?:with|taking|bringing)|\\bw\\/)\\s*(?:my|our)\\s+(?:\\d{2}[- ]?(?:years?|yrs?|y\\.?o\\.?)(?:[- ]old)?[- ]|\\w+\\s+)?${RELATIVE}\\b)`,
      ).test(lower);
    if (found.adults !== undefined) {
      // Said already ("family 2+3").
    } else if (
      people &&
      !family &&
      // ("me, my mom and my 2 aunties": a count within the list is some of them, not all.)
      // ("me + 2 girls from uni": the group's girls are friends, not the list's children.)
      (!group || (!people.children.length && people.adults > (num(group[1]) ?? Number.POSITIVE_INFINITY)))
    ) {
      // "me, my wife, our son 6 and my mother": each person listed.
      found.adults = people.adults;
      if (
        people.children.length &&
        (!found.children || found.children.every((a) => a === null) || people.children.length > found.children.length)
      )
        found.children = people.children.slice(0, PARTY_MAX);
    } else if (mates) {
      // "me + 3 friends", "with 4 mates": the friends and the one writing.
      found.adults = (num(mates[2]) ?? 1) + 1;
    } else if (couples) found.adults = (num(couples[1]) ?? 2) * 2;
    else if (families) found.adults = (num(families[1]) ?? 2) * 2;
    else if (family) {
      const total = num(family[1]) ?? 4;
      const c = found.children?.length ?? Math.max(0, total - 2);
      found.adults = Math.max(1, total - c);
      if (!found.children && c > 0) found.children = Array.from({ length: c }, () => null);
    } else if (crew && !mates && !group) {
      found.adults = num(crew[1]) ?? 2;
    } else if (group && !(/^for /.test(group[0]) && SOLO.test(lower))) {
      const total = num(group[1]) ?? 2;
      // "the two of us plus our baby": children added to the count, not counted within it.
      const added = new RegExp(
        `^\\s*,?\\s*(?:plus|and|\\+|&|with|\\+ )\\s*(?:our|my|the|a|an|${NUM})?\\s*(?:\\w+\\s+)?(?:kids?|children|child|baby|babies|infant|toddler|son|daughter|sons|daughters|little ones?|twins)\\b`,
      ).test(lower.slice((group.index ?? 0) + group[0].length));
      found.adults = Math.max(
        1,
        total -
          (!added &&
          /\bof us\b|\bpeople\b|\bppl\b|\bpax\b|\btravell?ers\b|\bwe|\bthere|\bsomos|\bwir|\bsiamo|\bnous|\bon est/.test(
            group[0],
          )
            ? (found.children?.length ?? 0)
            : 0),
      );
    } else if (SOLO.test(lower)) found.adults = 1;
    else if (plannedFor !== undefined && !found.children) found.adults = plannedFor;
    else if (parents && !found.children) found.adults = 3;
    else if (
      partner ||
      relative ||
      /\b(me|i) and my (brother|sister|dad|father|mom|mum|mother|friend|buddy|mate|colleague|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin)\b|\bwith my (dad|father|mom|mum|mother|brother|sister|grandma|grandpa)\b|\b(we'?re|we are) both\b|\bboth of us\b|\b(honeymoon|couple'?s?|anniversary|for two|the two of us|(?:a|the) pair of us|a pair|pour deux|para dos|para dois|per due|f[üu]r zwei|voor twee)\b/.test(
        lower,
      )
    )
      found.adults = 2;
    else if (
      !found.children &&
      // "just us", "us two", "both 70", "retired teachers, both": two said without a number;
      // "Parents in their 60s" opening a message: the two of them.
      /\bjust us\b|\b(?:us|we) (?:two|2)\b|\bboth (?:\d{2}\b|aged\b|retired\b|in (?:our|their)\b|over\b)|, both\b(?!\s+(?:of|cities|places|stops|towns|islands))|(?:^|[.!?]\s*)(?:my |our )?(?:elderly |retired |older |aging |ageing )?parents\b(?! of\b)/.test(
        lower,
      )
    )
      found.adults = 2;
    // Children, and who takes them: a single parent alone, the writer alone with only their
    // children ("me and my 2 kids"), else the two parents a family has ("Family, kids 8 and 12").
    if (found.children && found.adults === undefined) found.adultsGuessed = true;
    if (found.children && found.adults === undefined)
      found.adults =
        /\bsingle (?:mom|mum|dad|parent|mother|father)\b|\b(?:solo|alone|just me)\b/.test(lower) ||
        (/(?:\bmy|\b(?:me|myself|i)\s*(?:and|&|\+|n|with)\s*(?:the)?)\s+(?:\w+\s+){0,2}(?:kids?|children|sons?|daughters?|boys|girls|twins|little ones|baby|toddler|kid|teens?|teenagers?|\w+[- ]year[- ]olds?)\b/.test(
          lower,
        ) &&
          !/\b(?:wife|husband|partner|hubby|we|us|our|family)\b/.test(lower))
          ? 1
          : 2;
  }
  // "family of 5 - 2 adults, my mother and 2 kids": the family's count says who else is grown.
  const familyOf = new RegExp(`\\bfamily of ${NUM}\\b`).exec(lower);
  const familySize = familyOf ? num(familyOf[1]) : undefined;
  if (
    familySize !== undefined &&
    found.adults !== undefined &&
    found.children?.length &&
    found.adults + found.children.length < familySize &&
    familySize - found.children.length <= 6
  )
    found.adults = familySize - found.children.length;
  // A change to the party already known: "my sister is coming too", "one of the guys dropped out".
  if (found.adults === undefined) {
    if (
      new RegExp(
        `\\b(?:my|our|a|one more|another)\\s+(?:\\w+\\s+)?(?:${RELATIVE.slice(3, -1)}|${PARTNER.slice(3, -1)}|friend|guy|girl|person)(?:\\s+(?:is|are)|'s)?\\s*(?:coming|joining)(?:\\s+(?:us|along|too|as well))*\\b|\\b(?:one more|another) (?:friend|person|guy|girl|adult) (?:is )?(?:coming|joining)\\b`,
      ).test(lower)
    )
      found.more = 1;
    else if (
      /\b(?:one of (?:us|the \w+)|my \w+|a friend) (?:has |have )?(?:dropped out|can't come|cannot come|isn't coming|is not coming|pulled out|bailed)\b/.test(
        lower,
      )
    )
      found.more = -1;
  }
  if (found.adults === undefined && !found.children && !found.more && twoByDefault(text)) found.we = true;
  // "3 rooms", "a villa with 5 bedrooms", "5 twin rooms", "2 double hotel rooms".
  const rooms = new RegExp(
    `\\b${NUM}\\s+(?:(?:twin|double|single|triple|quad|king|queen|family|separate|connecting|adjoining|adjacent|en-?suite|private|hotel|standard|deluxe)\\s+){0,2}(?:bed)?rooms?\\b`,
  ).exec(lower);
  if (rooms) found.rooms = num(rooms[1]);
  // "separate rooms", "a room each", "our own rooms": one each for the grown-ups said.
  else if (
    found.adults !== undefined &&
    found.adults > 1 &&
    /\b(?:separate|individual|own|single) rooms\b|\ba room each\b|\beach (?:our|their|his|her) own room\b/.test(lower)
  )
    found.rooms = found.adults;
  return found;
}

// Those a trip is arranged for, two or one, and the pronoun that speaks of them.
const FOR_TWO = "parents|folks|in-laws|grandparents|mum and dad|mom and dad|mother and father|mam and dad";
const FOR_ONE = "mum|mom|mother|mam|dad|father|grandma|grandmother|grandpa|grandfather|gran|granny|nan|nana|nanna";

/**
 * How many grown-ups a trip planned for others is ("for my parents", 2; "for my mum", 1), when the
 * writer speaks of them as "they" or "she" and never of a "we" that goes: undefined otherwise.
 */
// (Not "for my mum's birthday", "for my parents' anniversary": an occasion, the writer along.)
const OCCASION = "(?!\\s*['’]|\\s+(?:birthday|bday|anniversary|retirement|sake)\\b)";
function forOthers(lower: string): number | undefined {
  const two = new RegExp(
    `\\bfor\\s+my\\s+(?:\\w+\\s+)?(?:${FOR_TWO})\\b${OCCASION}(?!\\s*(?:and|&|\\+|n)\\s+(?:me|i|myself)\\b)`,
  ).test(lower);
  const one = new RegExp(`\\bfor\\s+my\\s+(?:\\w+\\s+)?(?:${FOR_ONE})\\b${OCCASION}(?!\\s*(?:and|&|\\+|n)\\b)`).test(
    lower,
  );
  if (!two && !one) return undefined;
  // ("we", "us", "our", "me and", "join them", "with them": the writer goes too.)
  if (
    /\b(?:we|we'?ll|we'?re|us|our|ours|me and|myself|join(?:ing)? (?:them|her|him|me)|with (?:them|her|him|me)|i['’]ll|i will|i['’]?m (?:going|coming|driving|taking|joining|travell?ing)|i am (?:going|coming|driving|taking|joining|travell?ing)|i['’]d (?:go|come|drive|join)|i (?:go|come|drive|travel|join))\b/.test(
      lower,
    )
  )
    return undefined;
  if (two && /\b(?:they|they'?ll|they'?re|them|their)\b/.test(lower)) return 2;
  if (one && !two && /\b(?:she|she'?s|she'?ll|he|he'?s|he'?ll|her|his|him)\b/.test(lower)) return 1;
  return undefined;
}

/**
 * Children's ages said alone, answering a party with children of unknown ages: "8 and 13",
 * "they're 4, 6 and 9", "ages 5 & 7", "7yo and 10yo". Undefined when the message says anything
 * more than ages (a length, a date, a count of people).
 */
export function agesAlone(text: string): number[] | undefined {
  const lower = text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .trim()
    .replace(/[.!]+$/, "");
  const age =
    "(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)";
  const years = "(?:\\s*(?:years?|yrs?|y\\.?o\\.?)(?:[- ]old)?)?";
  const m = new RegExp(
    `^(?:(?:they'?re|they are|ages?|aged|kids(?: are)?|children(?: are)?)\\s*:?\\s*)?(${age}${years}(?:\\s*(?:,|and|&|\\+)\\s*${age}${years})*)(?:\\s*(?:years?|yrs?)(?:\\s*old)?)?$`,
  ).exec(lower);
  if (!m) return undefined;
  const ages = (m[1]?.match(new RegExp(age, "g")) ?? []).map((w) => (/^\d+$/.test(w) ? Number(w) : (words[w] ?? -1)));
  return ages.length && ages.every((a) => a >= 0 && a <= 17) ? ages : undefined;
}

/** "for N" said of two stops or more ("Lisbon for 4 and Porto for 3"), or beside "for the rest". */
function stopCounts(lower: string): boolean {
  const counts = lower.match(/\bfor (?:\d{1,2}|two|three|four|five|six|seven)\b/g)?.length ?? 0;
  return counts >= 2 || (counts >= 1 && /\bfor the rest\b/.test(lower));
}
