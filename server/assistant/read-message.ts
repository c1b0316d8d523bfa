import type { DateTime } from "luxon";
import { distanceKm } from "../travel/geo/distance";
import { cityByFirstWord, cityByInitials, geocode } from "../travel/geo/gazetteer";
import { type Region, regionByKey, regionsNamedIn } from "../travel/geo/regions";
import type { PlaceRef, Plan } from "./plan";
import { readConstraints } from "./read-constraints";
import { cityRef, inRegion, regionAsked, regionNamesakes, sameName } from "./region-ask";
import {
  type DateFinding,
  type Edit,
  findBudget,
  findCityCount,
  findDates,
  findEdit,
  findInterests,
  findQuickStart,
  nightsAt,
  type QuickStart,
  sizedAt,
  staysFrom,
  wholePlace,
} from "./understand";
import { datesAlone } from "./understand/dates-alone";
import { dateOrderOf } from "./understand/dates-order";
import { dayRangesAsText } from "./understand/day-ranges";
import { isEnglishWord } from "./understand/english-words";
import { inEnglish } from "./understand/foreign-words";
import { withoutSignatureNames, withoutThanksFirst } from "./understand/home-cues";
import { journeyFrom, type Mention, readPlaces } from "./understand/mentions";
import { nightsShared } from "./understand/nights-shared";
import { homeBesideTrip } from "./understand/origin-namesakes";
import { withoutOutingDays } from "./understand/outing-day";
import { findPace } from "./understand/pace";
import { type Option, toRef, visitorsGo } from "./understand/place-names";
import { placesToSee } from "./understand/places-to-see";
import {
  parkInRegion,
  parksListed,
  regionAsStop,
  regionName,
  sightListed,
  withoutHeading,
} from "./understand/region-stop";
import { sightNights } from "./understand/sight-nights";
import { namedAsSight } from "./understand/sight-not-stay";
import { oneWishEach } from "./understand/sight-wishes";
import { sightByFirstWord } from "./understand/sight-words";
import { tableAsText } from "./understand/table-rows";
import { applyStaysEdit, shiftedStart } from "./understand/trip-edits";
import { tripTotal } from "./understand/trip-total";
import { mendTypos } from "./understand/typos";
import { isCommonWord, isEverydayTown } from "./understand/words";

// A traveller's message read into the plan: where, from where, when, for how long, who, what
// money, which constraints. Everything stated replaces or adds to what was understood before;
// what is not stated stays. The engine then decides what to do with the plan (ask, answer, plan).

/** Well-known places sharing the name the traveller gave, none of them chosen. */
export type Ambiguity = { text: string; options: Option[] };

export type Reading = {
  /** A quick-start prompt of the home page ("Plan a budget trip"...), when the message is one. */
  quick: QuickStart | undefined;
  /** A follow-up change to the trip ("make it 5 days", "switch days 4 and 6"). */
  edit: Edit | undefined;
  /** The destination this message names, if any (the plan already holds it). */
  destination: PlaceRef | undefined;
  /** "Portland": a destination shared by well-known places, left unset until the traveller says which. */
  ambiguous?: Ambiguity;
  /** "a week in Xyzzyville": a destination named that no gazetteer entry matches, as written. */
  unknown?: string;
};

/** "to" between two places, or an arrow standing for it ("Bergen til Reykjavik", "YYZ → HAV"). */
// (And in other tongues: "Medellín a Cusco", "Surabaya ke KL", "Wien nach Prag".)
const toWords = "to|til|till|a|à|ke|nach|naar|para";
const toWord = `(?:(?:${toWords})(?=\\s)|→|->|–>|—>|=>|>)`;
/** An arrow going on from a place to the next: a route of stops, not a journey from home. */
const arrowOn = /^\s*(?:\(\s*\d[^)]*\)\s*)?(?:→|->|–>|—>|=>|>)/;
const toBetween = new RegExp(`^\\s*${toWord}\\s*$`, "i");
const toOpens = new RegExp(`^\\s*${toWord}`, "i");
const toOpensThe = new RegExp(`^\\s*${toWord}\\s*(?:the\\s+)?`, "i");
const toAllThe = new RegExp(`^\\s*${toWord}\\s*(?:the\\s+)?$`, "i");
/** "to" said as a word (not an arrow), in English or another tongue. */
const toSaid = new RegExp(`^\\s*(?:${toWords})\\s`, "i");
/** The most nights a plan holds (ZPlan), in all and per stay. */
const maxNights = 30;

/** Reads `message` into `plan` (changed in place) and says what else it found. */
export function readMessage(written: string, plan: Plan, now: DateTime): Reading {
  // A request in French, Spanish, Indonesian...: its dates, lengths and party in the words the
  // readers know; an English message is unchanged.
  // Slips in the words the readers key on ("5 dyas", "my parnter") mended first.
  // "Ex-Darwin", "flying ex-Cairns": "ex" as "from", its hyphen a space (the same length, so
  // indexes hold); "SYD-NRT": two airports' codes, a flight from one to the other.
  // ("| Tokyo | 5 |": a table pasted in, read as the sentence it stands for.)
  // ("Cheers,\nGeorgia": who signs is no place.)
  // ("Day 1-3 Hanoi, Day 4-5 Hue": day ranges, read as each stop's days.)
  const message = mendTypos(inEnglish(withoutSignatureNames(dayRangesAsText(tableAsText(written)))))
    .replace(/\b([Ee][Xx])-(?=\p{Lu})/gu, "$1 ")
    .replace(/\b([A-Z]{3})-([A-Z]{3})\b/g, "$1>$2")
    // "a week out of ho chi minh": the city, its last word left off (not the Mausoleum, the Trail).
    .replace(
      /\b(ho chi minh)\b(?![- ]?(?:city|ville|mausoleum|trail|museum|square|road|street|st|statue)\b)/gi,
      (m, _, _at: number, all: string) =>
        // (In lower case among capitals, a name of one word: a lower-case name runs to three.)
        m !== m.toLowerCase() ? `${m} City` : /\p{Lu}/u.test(all.slice(0, 300)) ? "saigon" : `${m} city`,
    );
  // The dates alone, lengths blanked (understand/dates-alone.ts): read once, when first asked.
  let aloneRead: DateFinding | undefined;
  const alone = () => {
    aloneRead ??= datesAlone(message, now);
    return aloneRead;
  };
  const quick = findQuickStart(message);
  // A change needs a trip to change: on a first message "by train" is how to travel, not an edit.
  const hadTrip = !!(plan.destination || plan.region || plan.stays.length);
  let edit = hadTrip ? findEdit(message) : undefined;
  // Changes to the dates or the stops of the trip begun: applied here, only what they name.
  if (edit?.kind === "shift_dates" || edit?.kind === "start_on") {
    const start = plan.startDate
      ? shiftedStart(plan.startDate, edit.kind === "shift_dates" ? { days: edit.days } : { day: edit.day })
      : undefined;
    if (start) {
      plan.startDate = start;
      plan.dayOrder = [];
    }
    return followUp(message, plan, quick, edit);
  }
  if (hadTrip && !edit) {
    const change = applyStaysEdit(message, plan);
    if (change) {
      edit = { kind: "stays", change };
      return followUp(message, plan, quick, edit, now);
    }
  }
  const read = readPlaces(message);
  const unknown = read.unknown;
  // A follow-up to a trip begun names new places plainly: a small town read only for want of any
  // other ("cut it to 10 days" is not Cut, Romania) is not one.
  const mentions = hadTrip ? read.mentions.filter((m) => !m.weak) : read.mentions;
  let origin = homeOf(
    message,
    mentions.filter((m) => m.role === "origin"),
  )?.place;
  if (!origin && plan.awaiting === "origin") origin = wholePlace(withoutThanksFirst(message));
  // "zanzibar 7 nights from dar": a word after "from" that no map knows alone, the first word of
  // a big city near the trip (Dar es Salaam), is that city.
  const fromWord = /\bfrom\s+(\p{L}{3,})(?=\s*(?:[,.;!?)]|$|\s+(?:to|on|in|and|with|for|by|via)\b))/iu.exec(message);
  const near0 = mentions.find((m) => m.role === "stop")?.place ?? plan.destination;
  if (!origin && fromWord?.[1] && near0 && !isCommonWord(plainOf(fromWord[1])) && !geocode(fromWord[1]))
    origin = (() => {
      const g = cityByFirstWord(fromWord[1] ?? "", near0);
      return g ? toRef(g) : undefined;
    })();
  // "Montevideo 2n ... the ferry over from BA": initials in capitals after "from", no place
  // alone, are a big city's near the trip (Buenos Aires), as "KL" and "HK" are.
  const fromInitials = /\bfrom\s+([A-Z]{2,3})\b/.exec(message);
  if (!origin && fromInitials?.[1] && near0 && !mentions.some((m) => m.typed === fromInitials[1]))
    origin = (() => {
      const g = cityByInitials(fromInitials[1] ?? "", near0);
      return g ? toRef(g) : undefined;
    })();
  // "Which city are you in?" "I'm in Lisbon": where they are is the place asked about.
  const near = plan.awaiting === "near" && origin && !mentions.some((m) => m.role === "stop") ? origin : undefined;
  if (near) origin = undefined;
  let stops = mentions.filter((m) => m.role === "stop");
  // "can we fly Madrid to Barcelona instead of the train?": a trip begun, its own stops named
  // again as a leg between them, is not a new trip from one to the other.
  const current = new Set([...plan.stays.map((s) => s.place.name), plan.destination?.name].filter(Boolean));
  // (Either end may read as where a flight leaves from: "fly Madrid to Barcelona".)
  const legEnds = mentions.filter((m) => m.role === "stop" || m.role === "origin");
  const leg = hadTrip && legEnds.length >= 2 && legEnds.every((m) => current.has(m.place.name));
  if (leg) {
    stops = [];
    if (origin && current.has(origin.name)) origin = undefined;
  }
  // "can we do the winelands on day 4? Stellenbosch maybe": a place named for a day of the trip
  // begun, with no length of its own and near one of its stops, is a visit that day, not a stop.
  if (
    hadTrip &&
    /\bday\s*\d|\b(?:first|second|third|fourth|fifth|sixth|last|final) (?:day|morning|afternoon|evening)\b/i.test(
      message,
    )
  ) {
    const places = plan.stays.length ? plan.stays.map((x) => x.place) : plan.destination ? [plan.destination] : [];
    stops = stops.filter((m) => sizedAt(message, m.start, m.end) || !places.some((p) => distanceKm(p, m.place) < 100));
  }
  // "NYC to Tokyo for 4 days", "Joburg to Kruger", "Mumbai to Goa by train": of a place joined by
  // "to" to the next stop or to a region, the first is where they leave from, unless it is a stay
  // too ("Oslo to Bergen, two nights apiece", "Edinburgh to London, 2 nights Edinburgh then 3 London").
  const [a, b] = stops;
  // (The next stop may stand later, where its length is: "Manila to Cebu 3 Feb, 4 nights Cebu".)
  // (An arrow is "to" for the first pair, when no arrow goes on from the second: "Whitehorse →
  // Vancouver, 4 nights", "PER > BKK"; "Rome → Florence → Venice" is a route of stops.)
  const joinedTo = (x: Mention, y: Mention) =>
    (toBetween.test(message.slice(x.end, y.start)) ||
      message
        .slice(x.end, x.end + 8 + y.typed.length)
        .toLowerCase()
        .replace(toOpensThe, "")
        .startsWith(y.typed.toLowerCase())) &&
    toOpens.test(message.slice(x.end)) &&
    !(y.start > x.end && arrowOn.test(message.slice(y.end, y.end + 12))) &&
    // ("vancouver → whistler, ski trip": an arrow between two towns near each other in one
    // country may as well join two stops; a word "to", an airport's code, a border or distance
    // says journey.)
    (toSaid.test(message.slice(x.end)) ||
      /^[A-Z]{3}$/.test(x.typed) ||
      // ("Bangkok → Hanoi 10 nights": a route whose second stop has its length is two stops,
      // unless an ocean lies between; understand/mentions.ts decides that one.)
      // ("Paris -> Rome, 8 nights": two towns visitors go to, not far apart, are two stops;
      // "Whitehorse → Vancouver, 4 nights" leaves from home.)
      ((!visitorsGo(x.place) || distanceKm(x.place, y.place) > 1500) &&
        !/^\s*\d{1,2}\s*(?:nights?|nts|n|days?|d)\b/i.test(message.slice(y.end, y.end + 12)))) &&
    !journeyFrom.test(message.slice(Math.max(0, x.start - 30), x.start));
  const afterA = a ? message.slice(a.end, a.end + 60) : "";
  const regionNext = a && toOpens.test(afterA) ? regionsNamedIn(afterA)[0] : undefined;
  const toRegion =
    !!regionNext &&
    toAllThe.test(afterA.slice(0, regionNext.index)) &&
    !!a &&
    !sameName(a.typed, regionNext.text) &&
    // ("Swakopmund → Sossusvlei → Windhoek": an area the route goes on from is one of its stops.)
    !(
      !toSaid.test(afterA) &&
      !/^[A-Z]{3}$/.test(a.typed) &&
      arrowOn.test(afterA.slice(regionNext.index + regionNext.text.length))
    );
  if (
    !origin &&
    a &&
    ((b && joinedTo(a, b)) || toRegion) &&
    !/\b(?:each|both|apiece)\b/i.test(message) &&
    // ("fly Manila to Cebu, 3 nights Cebu": a length for the second alone says where the stay is.)
    !(b && staysFrom(message, [a, b])[0]?.nights != null)
  ) {
    origin = a.place;
    stops = stops.slice(1);
  }
  // Nothing else named: a place only seen ("I want to see Paris") is where they go.
  if (!stops.length && !regionAsked(message, origin?.name)) {
    const side = mentions.find((m) => m.role === "side" && !m.entry);
    if (side && !hadTrip) {
      stops = [side];
      // "want to see Lalibela and Gondar": the places listed with it too.
      for (const m of mentions.filter((x) => x.role === "side" && !x.entry && x.start > side.start)) {
        const prev = stops[stops.length - 1] as Mention;
        if (!/^\s*(?:,|and|&|\+|then)\s*(?:the\s+)?$/i.test(message.slice(prev.end, m.start))) break;
        stops.push(m);
      }
    }
  }
  // A region with a number of cities ("3 cities in Colorado, flying into Denver") is the
  // region; named cities without one ("Seville, Granada, Cordoba in Andalusia") are the stops.
  let asked = regionAsked(message, origin?.name);
  const askedFirst = asked;
  // "baja road trip tijuana to la paz": a town the region itself lists under that name is the one
  // meant, not a bigger namesake abroad (La Paz in Bolivia), unless a qualifier said which.
  if (asked) stops = stops.map((m) => townOfRegion(m, asked?.region));
  // "Canaries, 10 days on Tenerife": a name read as a region there is not a town of that name
  // abroad (Canaries, Saint Lucia), unless other stops are in that town's country ("Havana 3n,
  // Trinidad 2n": Cuba's Trinidad).
  const regionsHere = asked ? regionsNamedIn(message.slice(0, 1200)) : [];
  const abroad = (m: Mention) =>
    !m.qualified &&
    !stops.some((o) => o !== m && o.place.country_code === m.place.country_code) &&
    regionsHere.some(
      (r) => r.index === m.start && sameName(r.text, m.typed) && r.region.country_code !== m.place.country_code,
    );
  stops = stops.filter((m) => !abroad(m));
  // "Havana 3n, Trinidad 2n": a stop with a length, read as a town outside the region of its
  // name (Cuba's Trinidad, not the island), is that town.
  // "Ubud 5 nights then Canggu 5 nights": likewise a town that is only another name for its
  // region (Canggu for Bali), given a length of its own among other stops with lengths.
  const townOfTheList = (m: Mention) =>
    !!asked &&
    sameName(m.typed, asked.text) &&
    (!inRegion(m.place, asked.region) ||
      (!sameName(asked.region.name, asked.text) && stops.some((o) => o !== m && sizedAt(message, o.start, o.end)))) &&
    sizedAt(message, m.start, m.end) &&
    stops.some((o) => o !== m && o.place.country_code === m.place.country_code);
  if (stops.some(townOfTheList)) asked = undefined;
  // Each island or area named as a stop among others ("Hawaii 10 days: Oahu 4 nights, Maui 5 nights").
  const named = asked ? regionsNamedIn(message.slice(0, 1200)).filter((r) => r.region.name !== origin?.name) : [];
  const regionStops = named
    .map((r) =>
      regionAsStop(message, { ...r, ...(asked?.count ? { count: asked.count } : {}) }, stops, mentions, named),
    )
    .filter((m): m is Mention => !!m);
  const taken = (m: Mention) =>
    // (By the name as typed: a mention's span may run on over the next name, "Mahe, Praslin".)
    regionStops.some((r) => (m.start < r.end && m.start + m.typed.length > r.start) || sameName(m.typed, r.typed));
  const withRegions = [...stops.filter((m) => !taken(m)), ...regionStops].sort((x, y) => x.start - y.start);
  if (regionStops.length && withRegions.length >= 2) {
    stops = withRegions;
    asked = undefined;
  }
  // "athens 2n santorini 4n, want the sunset in oia": where stops have lengths, a place without
  // one inside another stop's town is something seen from there, not a stay.
  const sizedStops = stops.filter((m) => sizedAt(message, m.start, m.end));
  if (sizedStops.length >= 2)
    stops = stops.filter(
      (m) =>
        sizedStops.includes(m) ||
        !sizedStops.some((o) => o.place.name !== m.place.name && distanceKm(o.place, m.place) < 25),
    );
  // "zermatt 5 nights, 5 star ski in ski out", "REYKJAVIK 4 NIGHTS ... TOURS ONLY": beside stops
  // with lengths, a word in lower case read as a small town far off in another country, with no
  // length of its own and not listed on as the next stop ("then", "+", "→"), is an everyday word.
  // Without lengths, the first stop anchors ("reykjavik dec 28 - jan 2 ... no driving in snow").
  const anchors = sizedStops.length ? sizedStops : stops.slice(0, 1);
  // (Then only an everyday word is so taken: "dublin, reykjavik" lists two cities.)
  if (anchors.length)
    stops = stops.filter(
      (m) =>
        anchors.includes(m) ||
        (sizedStops.length
          ? !strayWord(message, m, anchors, 1500)
          : !strayWord(message, m, anchors, 300) ||
            (!isCommonWord(plainOf(m.typed)) && !isEnglishWord(plainOf(m.typed)) && !isEverydayTown(plainOf(m.typed)))),
    );
  // "Cambridge 2 nights, visiting Harvard": a small town with no length, far from the other stops,
  // named as a sight of one of them begins is that sight (Harvard University), not Harvard, Illinois.
  const sightsNamed: string[] = [];
  const typedSights: string[] = [];
  if (stops.length >= 2)
    stops = stops.filter((m) => {
      const others = stops.filter((o) => o !== m && o.place.name !== m.place.name).map((o) => o.place);
      if (sizedAt(message, m.start, m.end) || others.some((o) => distanceKm(o, m.place) < 100)) return true;
      // Only a small town gives way: Tashkent is not Samarkand's Tashkent Street.
      const g = geocode(m.typed);
      if (!g || g.matched_by === "alias" || g.population >= 100_000) return true;
      // ("Colombo, Kandy, Ella, Galle": nor a town visitors go to, listed in the trip's country; not Galle Fort.)
      if (visitorsGo(g) && others.some((o) => o.country_code === g.country_code)) return true;
      const sight = sightByFirstWord(m.typed, others);
      if (sight) sightsNamed.push(sight);
      return !sight;
    });
  // "Tokyo 4 nights, sakura", "Queenstown 5 nights, milford sound + bungee", "whale watching in
  // Mirissa": beside a stop with a length, a stop without one named as a thing to see or do from
  // there is that thing (understand/sight-not-stay.ts), not a stay.
  if (stops.length >= 2) {
    // (An area the list goes on to, "Cusco 3 nights then the Sacred Valley", was read as a stop.)
    const asSights = stops.filter((m) => !regionStops.includes(m) && namedAsSight(message, m, stops));
    if (asSights.length) {
      stops = stops.filter((m) => !asSights.includes(m));
      // By the words typed (dropped below when part of a longer sight's name found anyway:
      // "belem tower" is Belém Tower, not "belem" and "tower" besides).
      typedSights.push(...asSights.map((m) => m.typed.trim()));
    }
  }
  // "Amman 3 nights plus a day at Jerash", "broome 5 nights, reef dive + cape leveque, 3-8 july":
  // where the stops with lengths already fill the trip (its dates, or a day rather than a night),
  // a place near one of them with no night left for it is a day out from there, not a stay.
  const dayOut = dayTrips(message, stops, alone);
  if (dayOut.length) {
    stops = stops.filter((m) => !dayOut.includes(m));
    sightsNamed.push(...dayOut.map((m) => m.place.name));
  }
  // "honeymoon in bali, ubud then seminyak": the region's own name is not one of its stops.
  let listed = staysFrom(
    message,
    stops.filter((m) => !asked || !sameName(m.typed, asked.text)),
  ).filter((x) => !asked || !sameName(x.place.name, asked.text));
  // "Bali 8 nights: Ubud 4 then Seminyak 4": the island heading its towns is no stop of its own.
  listed = withoutHeading(message, listed, stops);
  // "4 nights apiece", "two nights per town": every stop the same.
  // ("4n each", "2 nts each", "two nights a piece": however the length is written.)
  const each =
    /\b(\d{1,2}|one|two|three|four|five|six|seven)\s*(nights?|nites?|nts|n|days?|d)\s+(?:in\s+)?(?:each|apiece|a piece|per (?:city|stop|place))\b/i.exec(
      message,
    );
  if (each && listed.length >= 2) {
    const n = wordNumber(each[1] ?? "") ?? 1;
    // "3 days each" in a city is three nights there: the next city's first day is the travel day.
    listed = listed.map((x) => ({ ...x, nights: n }));
  }
  // "Krakow, Wroclaw and Gdansk, 9 nights, 4 in Krakow, the remainder Gdansk", "4 each", "split
  // evenly": the trip's nights shared out after the list (understand/nights-shared.ts), when they
  // add up to the trip's length.
  if (listed.length >= 2) {
    const total = findDates(message, now).nights;
    const fresh = listed.map((x) => ({ ...x, nights: null }));
    const shared = total === undefined ? undefined : nightsShared(message, fresh, total);
    if (shared) listed = shared;
  }
  // "Jordan 6 days, Petra + Wadi Rum + Dead Sea": a region given the trip's length, then a list of
  // what to see in it that is not all towns, is the region to plan; its towns are sights there.
  // ("Rajasthan 12 days: Jaipur, Jodhpur, Udaipur" lists the stops.)
  // ("Tassie 8 days, Cradle Mountain and Freycinet": parks, their lodges a way from the region's towns.)
  const parks = parksListed(stops);
  const regionFirst =
    !!asked &&
    !!stops.length &&
    sizedAt(message, asked.index, asked.index + asked.text.length) &&
    stops.every(
      (m) =>
        m.start > asked.index &&
        !sizedAt(message, m.start, m.end) &&
        (inRegion(m.place, asked.region) || (parks && parkInRegion(m.place, asked.region))),
    ) &&
    (sightListed(message, stops) || parks);
  const stays = asked?.count || listed.length < 2 || regionFirst ? [] : listed;
  let region = stays.length ? undefined : asked;
  const first: Mention | undefined = stops.find(
    (m) => !asked || (!sameName(m.place.name, asked.text) && !sameName(m.typed, asked.text)),
  );
  let destination = stays[0]?.place ?? first?.place;
  // "Austin, Texas": the city. But the region stays when the city is only where the trip
  // starts ("starting in Lusaka", "flying into Denver"), when the "city" is the region's
  // own name under another ("Bali" for Denpasar), or when a number of cities is asked for.
  const spelled = destination ? plainOf(message).includes(plainOf(first?.typed ?? destination.name)) : false;
  // "hokkaido in february, 7 days, snow festival in sapporo", "Jordan 6 days, Petra": a region said
  // first, with a town after it that has no length of its own, is the region to plan.
  const firstSized =
    !!first &&
    (/^\s*[:,(–-]?\s*(?:for\s+)?\d+\s*(?:n|d|nights?|nites?|nts|days?|weeks?)\b/i.test(
      message.slice(first.end, first.end + 20),
    ) ||
      /\b\d+\s*(?:n|d|nights?|nites?|days?|weeks?)\s+(?:in|at)?\s*$/i.test(
        message.slice(Math.max(0, first.start - 16), first.start),
      ));
  // "Kerala backwaters + munnar, 6 days": a length after a list headed by the region is the trip's.
  const listedAfter =
    !!region &&
    !!first &&
    /^\s*(?:\+|&|and|,)\s*(?:the\s+)?$/i.test(message.slice(region.index + region.text.length, first.start));
  const regionLeads = !!region && !!first && region.index < first.start && (!firstSized || listedAfter) && !first.entry;
  // "Hyderabad India", "Austin, Texas": the region only says which town.
  const qualifies = !!region && !!first && region.index > first.start && region.index <= first.end + 2;
  // "Hamilton Bermuda", "Gozo Malta": a town read from words that begin with the region's own name
  // (Hamilton is Bermuda's main town, Victoria Gozo's) stands for the region, as "Bali" does.
  const regionsWords = !!region && !!first && first.start === region.index;
  if (
    region &&
    destination &&
    !regionLeads &&
    (qualifies || inRegion(destination, region.region)) &&
    !region.count &&
    !sameName(destination.name, region.text) &&
    !regionsWords &&
    !first?.entry &&
    spelled
  )
    region = undefined;
  else if (region) destination = undefined;
  // "Krabi 5 nights, phi phi", "Naples 4 nights, capri and pompeii": a small area (an island, a
  // park) named after a town that has the trip's length, with none of its own and within a day's
  // reach of that town, is somewhere to go for the day, not the trip's region.
  if (
    region &&
    !destination &&
    first &&
    firstSized &&
    first.start < region.index &&
    !region.count &&
    !sizedAt(message, region.index, region.index + region.text.length) &&
    !inRegion(first.place, region.region) &&
    region.region.kind === "area" &&
    region.region.cities.some((c) => distanceKm(c, first.place) <= DAY_OUT_KM)
  ) {
    typedSights.push(region.text);
    destination = first.place;
    region = undefined;
  }
  // "Portland" alone: ask which, and plan nothing abroad meanwhile.
  let ambiguous: Ambiguity | undefined;
  const twins = region && !stays.length ? regionNamesakes(message, region, stops) : undefined;
  if (region && twins) {
    const options = twins.flatMap(({ region: r, label }) => (r.cities[0] ? [{ ...cityRef(r.cities[0]), label }] : []));
    if (options.length >= 2) {
      ambiguous = { text: region.text, options };
      region = undefined;
      destination = undefined;
    }
  }
  if (!ambiguous && destination && !stays.length && first?.options && first.place === destination) {
    ambiguous = { text: first.typed, options: first.options };
    destination = undefined;
  }
  if (near && !destination && !region) destination = near;
  if (!destination && !region && !ambiguous && (plan.awaiting === "destination" || plan.awaiting === "near"))
    destination = origin ? undefined : wholePlace(withoutThanksFirst(message));
  if (destination && origin && destination.name === origin.name) destination = undefined;
  const unknownPlace = !destination && !region && !ambiguous && !stays.length ? unknown : undefined;

  // "make it 3 cities": a new count for the region already asked.
  const count = findCityCount(message);
  if (!asked && plan.region && count) plan.region = { ...plan.region, count };
  if (stays.length) {
    // The plan holds at most 30 nights, in all and in one place: a longer figure is no length
    // the planner can keep, so it is left for the engine to ask or explain, never stored broken.
    plan.stays = stays.map((x) => (x.nights !== null && x.nights > maxNights ? { ...x, nights: null } : x));
    // (An area with no town of its name read as a stop is one, sized or not: "then the Dolomites".)
    // (After a town given its own nights: in a plain list, "Palermo, Lipari and Catania", an island
    // is one more stop.)
    const areaStops = regionStops.filter((r) => {
      const prev = [...stops].reverse().find((m) => m.end <= r.start);
      // (Its own length, said before the area: not "hanoi hue 12 days overall".)
      return (
        !mentions.some((m) => m.start === r.start) && !!prev && sizedAt(message.slice(0, r.start), prev.start, prev.end)
      );
    });
    const area = areaAmong(message, stops, stays, origin, areaStops);
    // "Rajasthan 9 nights: Jaipur, Udaipur, Jodhpur", "peru, beginning in lima and finishing in cusco":
    // towns listed in the region named are its stops, and it stays the trip's region.
    // (Towns each given their nights, "Sacred Valley 5 days: Cusco 2 nights, Urubamba 2 nights",
    // are the whole plan: no region is kept beside them.)
    const holding =
      !area &&
      askedFirst &&
      stays.some((x) => x.nights === null) &&
      !askedFirst.count &&
      askedFirst.region.name !== origin?.name &&
      !stays.some((x) => sameName(x.place.name, askedFirst.text)) &&
      stays.every(
        (x) =>
          x.place.country_code === askedFirst.region.country_code &&
          (askedFirst.region.kind === "country" ||
            askedFirst.region.cities.some((c) => distanceKm(c, x.place) < HOLDS_KM)),
      )
        ? askedFirst
        : undefined;
    const regionOf = area ?? holding;
    // "considering italy" then "rome and naples": towns in the region asked before keep it.
    const before = plan.region && !plan.region.count ? regionByKey(plan.region.key) : undefined;
    const kept =
      !regionOf &&
      before &&
      stays.every(
        (x) =>
          x.place.country_code === before.country_code &&
          (before.kind === "country" || before.cities.some((c) => distanceKm(c, x.place) < HOLDS_KM)),
      );
    const restOf = stops.find((m) => m.restOf && stays.some((x) => x.place.name === m.place.name))?.restOf;
    plan.region = regionOf
      ? { key: regionOf.region.key, name: regionName(regionOf.region, regionOf.text), count: null }
      : restOf
        ? { ...restOf, count: null }
        : kept
          ? plan.region
          : null;
    const total = plan.stays.reduce((n, x) => n + (x.nights ?? 0), 0);
    // ("Nairobi for a couple of nights, then the Mara for 4 ... about 10 nights total": a total said
    // in so many words, longer than the stops named, leaves room for what was not named.)
    const said = totalSaid(message) ?? tripTotal(message, total, plan.stays.length, now);
    if (plan.stays.every((x) => x.nights !== null) && total <= maxNights)
      plan.nights = said && said > total && said <= maxNights ? said : total;
  } else if (region) {
    plan.region = { key: region.region.key, name: regionName(region.region, region.text), count: region.count ?? null };
    plan.stays = [];
    const firstCity = region.region.cities[0];
    if (firstCity) plan.destination = cityRef(firstCity);
    plan.themedDays = [];
    plan.dayOrder = [];
  }
  // ("Kingston, Ontario" after Kingston, Jamaica: the same name, another place.)
  const samePlace =
    !!plan.destination && destination?.name === plan.destination.name && distanceKm(destination, plan.destination) < 30;
  if (destination && (!samePlace || stays.length)) {
    if (!stays.length) {
      plan.stays = [];
      plan.region = null;
    }
    plan.destination = destination;
    plan.themedDays = [];
    plan.dayOrder = [];
    plan.hotelMaxNightly = null;
  }
  if (origin) plan.origin = origin;
  // "stag do, 8 lads from newcastle" then "riga, 3 nights": a home read before the trip was known
  // is settled among its namesakes by it (understand/origin-namesakes.ts).
  else if (plan.origin && plan.destination && !hadTrip)
    plan.origin =
      homeBesideTrip(plan.origin, [plan.destination, ...plan.stays.map((s) => s.place)], message) ?? plan.origin;
  // "sintra on wednesday": a weekday said for an outing is no start (understand/outing-day.ts).
  const tripNames = [
    ...stops.map((m) => m.typed),
    ...[plan.destination, ...plan.stays.map((x) => x.place)].flatMap((p) => (p ? [p.name] : [])),
    ...(plan.region ? [plan.region.name] : []),
    ...(region ? [region.text] : []),
  ];
  // ("the 12th" after a plan for March is in March.)
  // ("3/4" from Manchester is 3 April: the date as the traveller's home writes it.)
  const dates = findDates(
    withoutOutingDays(message, tripNames),
    now,
    plan.startDate ?? undefined,
    dateOrderOf(plan.origin?.country_code),
  );
  if (dates.startDate && dates.startDate !== plan.startDate) {
    plan.startDate = dates.startDate;
    plan.dayOrder = [];
  }
  // "Munich 3 nights, then the Dolomites": the one length said is the first stop's, not the trip's
  // (the planner gives the rest its share), unless dates or a total say how long the trip is.
  const givenNights = stays.filter((x) => x.nights !== null).reduce((n, x) => n + (x.nights ?? 0), 0);
  const stopsLengthOnly =
    stays.some((x) => x.nights !== null) &&
    stays.some((x) => x.nights === null) &&
    dates.nights === givenNights &&
    alone().nights === undefined;
  if (
    dates.nights !== undefined &&
    dates.nights <= maxNights &&
    !edit &&
    !stopsLengthOnly &&
    !(stays.length && stays.every((x) => x.nights !== null))
  ) {
    // ("Stockholm 3 nights + 2 nights out in the archipelago": every leg's nights, understand/trip-total.ts.)
    plan.nights = stays.length
      ? dates.nights
      : (tripTotal(message, dates.nights, 1, now, !!region || !destination, destination?.name) ?? dates.nights);
    plan.dayOrder = [];
  }
  // "Hong Kong 3 nights and Disneyland 2": nights at a sight listed as one more leg are the trip's
  // too (understand/sight-nights.ts), unless dates or a total already say how long it is.
  const atSights = edit ? 0 : sightNights(message, [...mentions, ...regionStops]);
  const legNights = stays.length ? givenNights : dates.nights;
  if (
    atSights &&
    plan.nights !== null &&
    plan.nights === legNights &&
    plan.nights + atSights <= maxNights &&
    totalSaid(message) === undefined &&
    alone().nights === undefined
  )
    plan.nights += atSights;
  readConstraints(message, plan);
  // ("Kyoto 4 nights, Fushimi Inari and Arashiyama": a place a short way from a stop with nights,
  // named without its own, is what to see there; mentions.ts marks it.)
  const nearBy = mentions.filter((m) => m.near).map((m) => m.typed);
  const found = [...placesToSee(message, stops, mentions, region), ...sightsNamed, ...nearBy];
  const foundWords = [...plan.mustSee, ...found].map(wordsIn);
  const seen = [
    ...found,
    ...typedSights.filter((t) => {
      const typed = wordsIn(t);
      return !foundWords.some((f) => f.length > typed.length && typed.every((w) => f.includes(w)));
    }),
  ];
  // One of each, whatever its case ("pompeii" typed, "Pompeii" found in the catalogue): the
  // catalogue's spelling is kept when it comes.
  // ("we'd like to eat well", "see it all": an adverb or a filler word names no sight.)
  const sightLike = (m: string) => !fillerWords.has(m.toLowerCase());
  if (seen.length) plan.mustSee = oneWishEach(oneOfEach([...plan.mustSee, ...seen])).slice(0, 10);
  // Home is where they leave from, never a sight to see ("from Bruges by bus, the windmills at sunrise").
  const home = plan.origin ? plainOf(plan.origin.name) : null;
  if (home) plan.mustSee = plan.mustSee.filter((m) => plainOf(m) !== home);
  plan.mustSee = plan.mustSee.filter(sightLike);
  const budget = findBudget(message);
  if (budget && !(edit?.kind === "cheaper_hotel")) plan.budget = budget;
  plan.pace = findPace(message) ?? plan.pace;
  for (const i of findInterests(message)) if (!plan.interests.includes(i)) plan.interests.push(i);
  return {
    quick,
    edit,
    destination,
    ...(ambiguous ? { ambiguous } : {}),
    ...(unknownPlace ? { unknown: unknownPlace } : {}),
  };
}

/**
 * The rest of a follow-up that changed the dates or the stops: its constraints; and, with a change
 * of stops, the start, the dates' length and the home it also says ("swap Lisbon for Porto, from
 * Boston, starting June 3"), which would otherwise be lost with the rest of the message. What it
 * does not say stays as it was.
 */
function followUp(message: string, plan: Plan, quick: QuickStart | undefined, edit: Edit, now?: DateTime): Reading {
  if (edit.kind === "stays" && now) alsoSaid(message, plan, now);
  readConstraints(message, plan);
  plan.pace = findPace(message) ?? plan.pace;
  for (const i of findInterests(message)) if (!plan.interests.includes(i)) plan.interests.push(i);
  return { quick, edit, destination: undefined };
}

/** The start, a length its dates give and a home said beside a change of stops (see followUp). */
function alsoSaid(message: string, plan: Plan, now: DateTime): void {
  const home = homeOf(
    message,
    readPlaces(message).mentions.filter((m) => m.role === "origin"),
  )?.place;
  const stopNames = new Set(plan.stays.map((x) => x.place.name));
  if (home && !stopNames.has(home.name) && home.name !== plan.destination?.name) plan.origin = home;
  // Dates alone, their lengths blanked: "add Sintra for 2 nights" is the stop's length, not the trip's.
  const dated = datesAlone(message, now);
  if (dated.startDate && dated.startDate !== plan.startDate) {
    plan.startDate = dated.startDate;
    plan.dayOrder = [];
  }
  if (dated.startDate && dated.nights !== undefined && dated.nights > 0 && dated.nights <= maxNights)
    plan.nights = dated.nights;
  // ("18 to 24 december, 2 nights nairobi and the rest in mombasa": the dates' nights shared out
  // as the message says, understand/nights-shared.ts.)
  if (plan.nights !== null && plan.stays.length >= 2 && plan.stays.some((x) => x.nights === null)) {
    const shared = nightsShared(
      message,
      plan.stays.map((x) => ({ ...x, nights: null })),
      plan.nights,
    );
    if (shared) plan.stays = shared;
  }
}

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven"];
const wordNumber = (w: string): number | undefined =>
  /^\d+$/.test(w)
    ? Number(w)
    : numberWords.indexOf(w.toLowerCase()) >= 0
      ? numberWords.indexOf(w.toLowerCase())
      : undefined;

/**
 * Of several places left from, the traveller's home: the one taken back ("from busan lol jk from
 * osaka", "from Rome, sorry, from Milan"), else the one said of the party ("cruise from Ushuaia,
 * 2 adults from Sydney", "we're from Leeds"), else the first.
 */
function homeOf(message: string, all: Mention[]): Mention | undefined {
  if (all.length < 2) return all[0];
  const lead = (m: Mention) => message.slice(Math.max(0, m.start - 40), m.start);
  // "Ring Road from Reykjavik ... ex-Perth", "cruise from Ushuaia ... From London": where
  // a road, a cruise or a tour sets out from is part of the trip; the other is home.
  // ("Komodo liveaboard 3 nights from Labuan Bajo ... solo, from Denpasar", "the Camino from Sarria
  // to Santiago ... from Cleveland": where a stay or a leg sets out is part of the trip too.)
  const journeys = all.filter(
    (m) =>
      journeyStart.test(lead(m)) ||
      /\b\d{1,2}\s*(?:nights?|days?|n|d)\s+from\s+(?:the\s+)?$/i.test(lead(m)) ||
      /^\s*(?:to|→|->)\s+\p{L}/iu.test(message.slice(m.end, m.end + 6)),
  );
  const origins = journeys.length && journeys.length < all.length ? all.filter((m) => !journeys.includes(m)) : all;
  if (origins.length < 2) return origins[0];
  // "from Malta (Valletta)", "from Sicily (Catania)": the town in brackets says where in the country.
  const inBrackets = origins.find((m) => origins.some((o) => /^\s*\(\s*$/.test(message.slice(o.end, m.start))));
  if (inBrackets) return inBrackets;
  // The word taking it back right before "from": "lol jk from osaka", "sorry, from Milan" (not
  // "sorry my friend from chicago is joining", nor "actually returning from Naples").
  const corrected = [...origins]
    .reverse()
    .find((m) =>
      /\b(?:jk|just kidding|actually|sorry|i mean|correction|no wait|oops|scratch that)[,.!]*\s+from\s+$/i.test(
        lead(m),
      ),
    );
  if (corrected) return corrected;
  // "born in Kyoto but we live in Osaka", "Bordeaux natives living in Paris", "ex-pat in Shanghai
  // (I'm from Leeds)": where they live now outranks where they come from.
  const after = (m: Mention) => message.slice(m.end, m.end + 24);
  const strength = (m: Mention) =>
    /\b(?:live|living|reside|residing|based|currently|now|moved|relocated|ex-?pats?|home is|(?:i'?m|we'?re|i am|we are) in)\b[^.!?]{0,12}$/i.test(
      lead(m),
    )
      ? 3
      : /\b(?:originally|born|grew up|raised)\b[^.!?]{0,14}$/i.test(lead(m)) ||
          /^\s*[- ]?(?:born|bred|raised|natives?)\b/i.test(after(m))
        ? 1
        : 2;
  const top = Math.max(...origins.map(strength));
  const strongest = origins.filter((m) => strength(m) === top);
  if (strongest.length === 1) return strongest[0];
  // The party's own home, said in the first person or by its count ("2 adults from Sydney",
  // "we're from Leeds"), not someone else's ("my friends from Madrid will meet us").
  return (
    origins.find(
      (m) =>
        /(?:\b\d+\s+(?:adults?|people|persons|pax|mates|friends|pals|couples|lads|girls|guys)|\bsolo,?|\bof us|\bwe(?:'re| are)|\bi(?:'m| am))\s+(?:all\s+)?from\s+(?:the\s+)?$/i.test(
          lead(m),
        ) && !/\b(?:my|our|his|her|their)\s+\w+\s+from\s+$/i.test(lead(m)),
    ) ?? origins[0]
  );
}

/** A journey's start: "the Ring Road from", "a river cruise from", "a safari from". */
const journeyStart =
  /(?:\b(?:road|trail|route|drive|loop|highway|cruise|expedition|voyage|trek|safari|tour|railway|express|train)\s+|\b(?:Road|Trail|Way|Loop|Highway|Coast)\s+)from\s+(?:the\s+)?$/i;

/** The region's own town of the stop's name, when the stop was read as a namesake far from it. */
function townOfRegion(m: Mention, region: Region | undefined): Mention {
  if (!region || m.qualified || inRegion(m.place, region)) return m;
  const town = region.cities.find((c) => sameName(c.name, m.place.name) && sameName(c.name, m.typed));
  if (!town) return m;
  const { options: _, ...rest } = m;
  return { ...rest, place: cityRef(town) };
}

/**
 * "Arusha 2 nights then Serengeti National Park 4 nights", "Calgary 2 nights then the Icefields Parkway 3
 * nights": the one area (not a country) named as a stop is the trip's region too; the stops keep
 * their nights and the planner follows them. Two areas ("Oahu 3 nights + Maui 4 nights") leave none.
 * An area with no town of its name needs no length to be one ("Munich 3 nights, then the Dolomites").
 */
/** Two places closer than this are one town. */
const ONE_TOWN_KM = 10;
/** An area that is only the town of its name ("Naxos", "Paros"); not "the Masai Mara" (Narok's). */
const onlyItsTown = (cities: readonly { name: string; lat: number; lng: number }[], place: PlaceRef) =>
  cities.every((c) => distanceKm(c, place) < ONE_TOWN_KM) && cities.some((c) => sameName(c.name, place.name));

function areaAmong(
  message: string,
  stops: Mention[],
  stays: { place: PlaceRef }[],
  origin: PlaceRef | undefined,
  areaStops: Mention[] = [],
): ReturnType<typeof regionsNamedIn>[number] | undefined {
  const stayed = stops.filter((m) => stays.some((x) => x.place.name === m.place.name));
  const areas = regionsNamedIn(message.slice(0, 1200)).filter(
    (r) =>
      // (A country only as one leg of a trip abroad: "Dubai 4 nights then the Maldives 5".)
      (r.region.kind !== "country" || areaStops.some((m) => m.start === r.index)) &&
      r.region.name !== origin?.name &&
      // The area is a stop with nights of its own ("then the Gobi 5 nights"): in a plain list of
      // towns ("Palermo, Lipari and Catania") an island is one more stop, not the trip's region.
      stayed.some(
        (m) =>
          m.start < r.index + r.text.length &&
          m.start + m.typed.length > r.index &&
          (areaStops.includes(m) ||
            (sizedAt(message, Math.min(m.start, r.index), Math.max(m.end, r.index + r.text.length)) &&
              // (An island that is only its town, "Athens 3, Naxos 4, Paros 3": the stop is all of it.)
              !onlyItsTown(r.region.cities, m.place))),
      ),
  );
  return areas.length === 1 ? areas[0] : undefined;
}

/** Day trips: see the caller. At most a long day's return journey from the stop they leave from. */
const DAY_TRIP_KM = 300;
function dayTrips(message: string, stops: Mention[], alone: () => DateFinding): Mention[] {
  if (stops.length < 2) return [];
  const sized = stops.filter((m) => sizedAt(message, m.start, m.end));
  if (!sized.length) return [];
  // One stop with a length holds it alone; several share out what each was given.
  const nights =
    sized.length === 1
      ? [nightsAt(message, sized[0]?.start ?? 0, sized[0]?.end ?? 0)]
      : staysFrom(message, sized).map((x) => x.nights);
  // The trip's length from its dates alone ("10-16 june"), not from a length that may be a stop's.
  const dated = alone();
  const trip = dated.startDate ? dated.nights : undefined;
  // "plus a day at Jerash", "a day out to Toledo": a day and no night, beside a stop with nights
  // ("colonia 1 day" after "montevideo 3 days" is a stop of its own).
  const oneDay = sized.filter(
    (m, i) =>
      nights[i] === 0 &&
      /\b(?:a|one)\s+day(?:[- ](?:trip|out))?\s+(?:in|to|at)\s+(?:the\s+)?$/i.test(
        message.slice(Math.max(0, m.start - 24), m.start),
      ),
  );
  const withNights = sized.filter((_, i) => (nights[i] ?? 0) > 0);
  const filled =
    nights.every((n) => n !== null) &&
    trip !== undefined &&
    nights.reduce((a: number, n) => a + (n ?? 0), 0) === trip &&
    trip > 0;
  // ("Lisbon 5 nights then Porto": a next stop said so stays one, for a question on its nights.)
  const unsized = filled
    ? stops.filter(
        (m) =>
          !sized.includes(m) &&
          !/(?:\bthen|→|->|\bfollowed by)\s*(?:the\s+)?$/i.test(message.slice(Math.max(0, m.start - 14), m.start)),
      )
    : [];
  const near = (m: Mention) =>
    withNights.some(
      (o) =>
        o.place.name !== m.place.name &&
        o.place.country_code === m.place.country_code &&
        distanceKm(o.place, m.place) < DAY_TRIP_KM,
    );
  return withNights.length ? [...oneDay, ...unsized].filter(near) : [];
}

/** A lower-case word read as a small town in another country, at least `minKm` from the anchoring stops (see its caller). */
function strayWord(message: string, m: Mention, sized: Mention[], minKm: number): boolean {
  // (A town named by an everyday word, "Reading week off", "Aurora hunting", in capitals too.)
  const everyday = isEverydayTown(plainOf(m.typed));
  if ((m.typed !== m.typed.toLowerCase() && !everyday) || sizedAt(message, m.start, m.end)) return false;
  if (/(?:\bthen|\band|→|->|\+|&)\s*(?:the\s+)?$/i.test(message.slice(Math.max(0, m.start - 8), m.start))) return false;
  // (An everyday word needs less to be one: a country away, "Reading week off ... Prague".)
  const far = everyday ? Math.min(minKm, 300) : minKm;
  if (!sized.every((o) => o.place.country_code !== m.place.country_code && distanceKm(o.place, m.place) > far))
    return false;
  const g = geocode(m.typed);
  return !!g && g.matched_by !== "alias" && g.population < 500_000;
}

const plainOf = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The names once each, compared without case or accents; a capitalised spelling wins over a typed one. */
function oneOfEach(names: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const key = name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
    const kept = byKey.get(key);
    if (kept === undefined || (kept === kept.toLowerCase() && name !== name.toLowerCase())) byKey.set(key, name);
  }
  return [...byKey.values()];
}

/** A stay this near one of a named state's or area's towns is in it ("Kerala: Kochi, Munnar"). */
const HOLDS_KM = 80;

/** An area this near a town with the trip's nights is a day out from it. */
const DAY_OUT_KM = 150;

/** A name's words, without case or accents. */
function wordsIn(name: string): string[] {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The trip's length said as its total: "10 nights total", "12 days overall", "a total of 9 nights". */
function totalSaid(message: string): number | undefined {
  const m =
    /\b(\d{1,2})\s*(nights?|days?)\s*(?:in\s+)?(?:total|overall|altogether|all in)\b/i.exec(message) ??
    /\b(?:a\s+)?total\s+(?:of\s+)?(\d{1,2})\s*(nights?|days?)\b/i.exec(message);
  if (!m) return undefined;
  const n = Number(m[1]);
  return /^d/i.test(m[2] ?? "") ? n - 1 : n;
}

/** Words a wish may end on that name nothing to see. */
const fillerWords = new Set(
  "well there here again more much lots too also really very it that this things stuff everything all loop".split(" "),
);
