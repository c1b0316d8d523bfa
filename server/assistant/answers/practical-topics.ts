import { DateTime } from "luxon";
import type { Asked } from "./asked";
import type { Answer } from "./question-kinds";
import { plain } from "./text";
import { dayLabel } from "./trip";

// Practical questions of the kind a friend who has travelled would answer, and for which Lotus
// has no data of its own: "she gets seasick on boats, any tips?", "will the mosquitoes be bad?",
// "is cycling ok for nervous riders?", "hire skis there or bring ours?", "which side of the train
// has the views?", "where to buy a proper carnival mask?", "can the dog come into restaurants?",
// "are the tailors worth it?", "what time is Sunday mass at the cathedral?". Each is answered with
// the place asked about (or the trip's) and the trip's own days, then honest general advice and
// where to check: never an opening hour, a price or a timetable we don't have.

type Said = {
  /** The sight named in full ("the cathedral of Santiago"), else the town asked about or stayed in. */
  where: string;
  /** The town: the one named, else the trip's stay. */
  town: string;
  /** "in May", "in February and March": the trip's months, "" with no dates. */
  months: string;
  /** "(Mar 3 - Mar 8)": the trip's dates, "" with no dates. */
  dates: string;
  a: Asked;
};

type Topic = {
  /** The words that ask it (the plain() text of a question). */
  asks: RegExp;
  /** Words that, with the topic's own, mean another thing ("tailor-made itinerary"). */
  not?: RegExp;
  answer: (s: Said) => string;
};

const monthWords = (a: Asked): string => {
  const months = [...new Set(a.trip.map((d) => DateTime.fromISO(d.date).toFormat("LLLL")))];
  return months.length ? ` in ${months.join(" and ")}` : "";
};

/** The trip's days in a town (by its name), said as "Day 2 · Tue, Mar 4 to Day 4 · Thu, Mar 6". */
const daysIn = (a: Asked, town: string): string => {
  const here = a.trip.filter((d) => plain(d.city) === plain(town));
  if (!here.length) return "";
  const first = here[0] as (typeof here)[number];
  const last = here[here.length - 1] as (typeof here)[number];
  // (Not in bold: a list of days in bold reads as the trip reprinted.)
  return here.length === 1 ? dayLabel(first) : `${dayLabel(first)} to ${dayLabel(last)}`;
};

/** The trip's Sundays, for a question about a Sunday service. */
const sundays = (a: Asked): string[] =>
  a.trip.filter((d) => DateTime.fromISO(d.date).weekday === 7).map((d) => dayLabel(d));

/** The trip's journeys between its stops by train, bus or boat, as the plan has them. */
const journeysOnPlan = (a: Asked): string[] =>
  a.trip.flatMap((d) =>
    d.items
      .filter((it) => it.transport && /^(?:Train|Bus|Ferry|Boat)\b/.test(it.activity))
      .map((it) => `${it.activity} on ${dayLabel(d)}`),
  );

export const topics: Topic[] = [
  {
    asks: /\b(?:sea ?sick(?:ness)?|seasick|motion sick(?:ness)?|travel sick(?:ness)?|car ?sick(?:ness)?|rough seas?|sea (?:is |be |gets? )?(?:rough|choppy)|choppy (?:sea|water|crossing))\b/,
    answer: ({ where, months, a }) =>
      /\bcar ?sick/.test(a.text) && !/\b(?:sea|boats?|ferry|ferries|cruise|sail\w*)\b/.test(a.text)
        ? "For car sickness on the road: take a remedy **before** setting off, not once you feel ill (over-the-counter tablets, some made for children; a pharmacist will say which suits, as some make you drowsy); sit in the front or the middle, looking ahead at the road rather than at a screen or a book, keep fresh air coming in, eat lightly beforehand, and plan a stop every hour or two on winding roads."
        : `I don't have sea-state forecasts for ${where}, so I can't say from data how rough the boats will be${months}. What helps with seasickness: take a remedy **before** boarding, not once you feel ill (over-the-counter tablets or patches; a pharmacist or doctor will say which suits, as some make you drowsy); on board, stay in the middle and low down, where a boat moves least, keep your eyes on the horizon, get fresh air, and eat lightly beforehand. On a cruise or a longer trip a bigger boat and a cabin mid-ship and low help; short, fast crossings are usually the roughest.`,
  },
  {
    asks: /\b(?:midges?|mosquito(?:e?s)?|mozz(?:ie|y)s?|sand ?flies|sandfl(?:y|ies)|black ?flies|insects?|bugs? (?:bad|be bad|bite|repellent|spray)|bug spray|repellent|insect spray)\b/,
    not: /\bbed ?bugs?\b/,
    answer: ({ where, months, a }) => {
      const scotland = a.stops.some((s) => s.country_code === "GB") || /\bmidges?\b/.test(a.text);
      return `I don't have insect forecasts for ${where}, so I can't say from data how bad they will be${months}, and I'd rather not guess. Biting insects are worst on still, damp, warm days, near water and woods, and at dawn and dusk; a breeze or full sun keeps them down.${scotland ? " In Scotland the midge season runs from about late May to September, at its worst in the west and the Highlands in June to August: a midge repellent (the local favourites work well) and a head net for still evenings are worth packing." : ""} Pack a repellent with DEET, picaridin (icaridin) or a similar proven ingredient, long sleeves for the evenings, and after-bite cream; where mosquitoes carry disease, your government's travel-health page says what else is advised.`;
    },
  },
  {
    asks: /\b(?:bikes?|biking|bicycles?|bicycling|cycling|cycle (?:lanes?|paths?|hire|rental)|e ?bikes?|hire a cycle|ride a bike|cycle around)\b/,
    answer: ({ town, where }) =>
      `I don't have cycling data for ${where}, so I can't say from data how safe or easy it is there. Wherever you cycle in a town: keep to the cycle lanes, ride on the same side as the cars, signal with your arm before turning and look over your shoulder, watch for tram tracks (cross them at an angle) and car doors opening, use lights after dark, and stop where the locals stop. In busy cycling cities the lanes are fast at rush hour, so start on a quiet morning or a Sunday, or join a guided bike tour on day one to learn the rules. Bikes can be hired from rental shops, many hotels, or the city's bike-share app; ask for a helmet and a lock. I plan the moves between the sights of ${town} on foot, by public transport or by taxi, so a bike is a choice, not a need.`,
  },
  {
    asks: /\b(?:skis|ski (?:gear|equipment|boots|hire|rental|rentals|shop|pass)|snowboards?|(?:rent|hire|renting|hiring|bring|bringing|take|taking) (?:our |my |your )?(?:own )?(?:skis?|snowboards?|boots))\b/,
    answer: ({ town, dates }) =>
      `I don't have rental shops or prices on file for ${town}, so I can't compare the costs for your dates${dates ? ` ${dates}` : ""}. What usually decides it: flying with skis costs an airline sports-equipment fee each way (check your airline's price for a ski bag) and means carrying them; renting at the resort means no hauling and the latest skis, and booking your rental online a few days ahead is usually cheaper than walking in, especially in the busy weeks. Many skiers bring their own **boots** (the fit matters most) and rent the skis. If you rent, pick a shop near the lift you start from, and check whether it will store your gear overnight.`,
  },
  {
    asks: /\bwhich side (?:of the (?:train|bus|coach|boat|ferry|plane)|should (?:we|i) (?:sit|be)|to sit|has the (?:best )?views?)\b|\b(?:left|right)(?: hand)? side\b.*\b(?:train|bus|coach|views?|seat|sit)\b|\bbest (?:seats?|side) for (?:the )?views?\b/,
    answer: ({ a }) => {
      const legs = journeysOnPlan(a);
      return `I don't have the views along the line on file, so I can't say from data which side is best, and it depends on which way you travel: the side with the view going one way is the other side coming back.${legs.length ? ` Your plan has ${legs.slice(0, 2).join(" and ")}.` : ""} Book a **window** seat (on many trains you can pick one on a seat map when you reserve), and look up the route on a rail forum or the operator's site, which often say which side has the sea, the lakes or the mountains; on a scenic line, the open-air or dining car lets you see both sides.`;
    },
  },
  {
    asks: /\b(?:masks?|costumes?|fancy dress)\b/,
    not: /\b(?:n95|ffp2|face masks?|dust masks?|surgical|snorkel(?:ing|ling)?|mask for (?:the )?(?:smoke|haze|air|pollution))\b/,
    answer: ({ town, dates }) =>
      `I don't have mask or costume shops on file for ${town}${dates ? ` for your dates ${dates}` : ""}, so I won't name any. To find a proper one rather than a cheap souvenir: look for a workshop where the masks are made on the spot (papier-mâché or leather, shaped and painted by hand, with the maker at work), ask who made it and how, and expect a real one to cost a good deal more than the stalls' plastic ones. For a costume, rental shops let you hire a full outfit for a day, and book ahead for the busiest days of a carnival.`,
  },
  {
    asks: /\b(?:dogs?|pets?|puppy|puppies)\b.*\b(?:allowed|welcome|restaurants?|cafes?|bars?|pubs?|inside|bring|take|friendly|ok|okay|trains?|buses|metro|beach(?:es)?)\b|\b(?:dog|pet) friendly\b/,
    answer: ({ town }) =>
      `I don't have the pet rules of restaurants in ${town} on file, so I can't say from data which will let your dog in. In much of Europe dogs are often welcome in cafés, bars and many restaurants (less so in smart restaurants, and rarely in food shops or most museums); in much of Asia, the Middle East and North America they are rarely allowed inside, though a terrace often takes them. Either way it is each owner's choice: look for a water bowl or a sticker at the door, or ask before you sit down. Keep the dog on a lead and under the table, and check the public-transport rules (some want a ticket or a muzzle for bigger dogs).`,
  },
  {
    asks: /\b(?:tailors?|tailoring|tailored (?:suits?|clothes|dress(?:es)?|shirts?)|made to measure|bespoke (?:suits?|clothes|shirts?)|have (?:a |some )?(?:suits?|dress(?:es)?|clothes) made)\b/,
    not: /\btailor(?:ed)? (?:made )?(?:trip|itinerary|plan|tour|holiday)\b|\btailor made\b(?! (?:suits?|clothes|dress))/,
    answer: ({ town, a }) => {
      const days = daysIn(a, town);
      return `I don't have tailors on file for ${town}, so I won't name or rank any. Having clothes made is worth it if you give it time: order on your **first** day, so there is room for two or three fittings before you leave${days ? ` (your days in ${town}: ${days})` : ""}. Compare two or three shops, feel the fabric (ask whether it is wool, cotton, linen or a blend), bring a garment that fits you well to copy, agree the price, the fabric and the date in writing, and pay the balance only when it fits. Simple pieces (shirts, a summer dress) turn out best; a tailored suit needs the most fittings.`;
    },
  },
  {
    asks: /\b(?:mass|masses|church services?|sunday services?|evensong|vespers|worship|friday prayers?|prayer times?|synagogue services?|shabbat services?|pilgrims? mass|botafumeiro)\b/,
    not: /\bmass (?:tourism|transit|market)\b/,
    answer: ({ where, a }) => {
      const sun = sundays(a);
      return `I don't have service times on file for ${where}, so I won't guess them: the church's or cathedral's own website (or the parish notice board) lists the times of mass and other services, which change with the season and on feast days. Visitors are welcome at most services: arrive early for the big ones, dress modestly (shoulders and knees covered), keep quiet, and don't take photos during the service; sightseeing is usually paused while it is on.${sun.length ? ` Your trip's Sundays: ${sun.join(", ")}.` : ""}${/\bbotafumeiro\b/.test(a.text) ? " The Botafumeiro (the giant censer) is swung at some masses, not all: the cathedral publishes when." : ""}`;
    },
  },
  {
    // "what is the sauna etiquette? do we wear a swimsuit?"
    asks: /\bsaunas?\b.*\b(?:etiquette|rules?|naked|nude|swim ?suits?|swimwear|costumes?|towels?|wear|clothes|mixed|customs?)\b|\b(?:etiquette|naked|nude|swim ?suits?|swimwear)\b.*\bsaunas?\b/,
    answer: ({ where }) =>
      `I don't have the rules of each sauna in ${where} on file, and they differ from one to the next, so follow the sign at the door or do what the others do. What holds in most: **shower** before you go in, sit on a **towel** (or a paper seat cover) on the bench, keep your voice down, and ask before throwing water on the stones. In Finland, the Nordic countries, Germany and Austria people usually go **nude** in single-sex saunas, and some mixed German saunas don't allow swimwear at all; in mixed public saunas elsewhere, and in most hotel and city saunas outside those countries, a **swimsuit** is usual and sometimes required. Between rounds cool off with a shower, a dip or fresh air, and drink water; skip it after alcohol or a heavy meal.`,
  },
  {
    // "what time is the monks' alms giving and how do I not be rude?", "temple etiquette?"
    asks: /\b(?:alms|monks?|nuns?)\b|\b(?:temples?|pagodas?|shrines?|wats?|monaster(?:y|ies))\b.*\b(?:etiquette|rude|respectful|disrespectful|offend|polite|manners|customs|behave)\b|\b(?:etiquette|rude|respectful|disrespectful|offend|polite|manners|behave)\b.*\b(?:temples?|pagodas?|shrines?|wats?|monaster(?:y|ies))\b/,
    not: /\b(?:tip|tips|tipping|sauna|saunas)\b/,
    answer: ({ where }) =>
      `At a temple, or when monks pass, in ${where}: dress modestly (shoulders and knees covered) and take your shoes off where others leave theirs, keep your voice down, don't point your feet at a monk or a Buddha image, and women should not touch a monk or hand him things directly. At a dawn **alms giving**: it starts around **dawn** (about 5:30 to 6:00, shifting with the season); watch from a **respectful distance**, across the street, unless you are giving, stay **quiet**, take no **flash** photos, and never step into the procession or block the monks' path. If you do give, buy the sticky rice from a proper shop rather than the street sellers, kneel or sit lower than the monks, and give only if you mean it: it is a religious rite, not a show.`,
  },
];

/** A practical question Lotus has general advice for, answered for the place asked and the trip. */
export function practicalQuestion(a: Asked): Answer | undefined {
  const topic = topics.find((t) => t.asks.test(a.text) && !t.not?.test(a.text));
  if (!topic) return undefined;
  const stay = a.stayOf(a.days[0]);
  const townNamed = a.places.find((p) => p.kind === "city" && a.text.includes(plain(p.name)));
  const town = townNamed?.name ?? stay?.name ?? a.plan.destination?.name ?? "your destination";
  const sight =
    a.named && a.named.kind !== "city" && a.text.includes(plain(a.named.name)) ? `**${a.named.name}**` : undefined;
  const trip = a.trip;
  const fmt = (d: { date: string } | undefined) => (d ? DateTime.fromISO(d.date).toFormat("LLL d") : "");
  const dates = trip.length ? `(${fmt(trip[0])} - ${fmt(trip[trip.length - 1])})` : "";
  return {
    kind: "practical",
    text: topic.answer({ where: sight ?? town, town, months: monthWords(a), dates, a }),
  };
}
