import type { Asked } from "./asked";
import { costSoFar } from "./cost";
import { currencyAsked } from "./cost-currency";
import { countryAt } from "./named-areas";
import { type Answer, monthName } from "./question-kinds";

// Questions of money: what the trip costs so far, what an unplanned trip would, a sight's ticket,
// and prices by month (which are not in the data).

/** "are fares lower in Feb or in May?" */
export function pricesByMonth(a: Asked): Answer | null | undefined {
  const { text, plan, destination } = a;
  // "are fares lower in Feb or in May?": prices by month are not in the data; said so, with
  // the months asked about.
  const monthsAsked = [...text.matchAll(monthName)].map((m) => m[0]);
  if (
    /\b(?:cheaper|cheapest|more expensive|less expensive|pricier|prices?|fares?)\b/.test(text) &&
    monthsAsked.length
  ) {
    const months = [...new Set(monthsAsked.map((m) => m[0]?.toUpperCase() + m.slice(1)))];
    const where = destination?.name ?? plan.destination?.name;
    return {
      kind: "cost",
      text: `I can't compare prices for ${months.join(" or ")}${where ? ` in ${where}` : ""}: I only see fares and rates for the dates I search, not how they move through the year. Flights and rooms usually cost more in the high season and around school holidays, so check both months on the airline's and hotels' own calendars before you pick.`,
    };
  }
  return undefined;
}

/** The trip's cost, an unplanned trip's, or a sight's ticket. */
export function costQuestion(a: Asked): Answer | null | undefined {
  const { text, plan, itinerary, trip, named, first, rideFare } = a;
  // "what would ten days in Norway set us back?": no trip to price; the country named outranks a sight
  // the map matched in it ("National Museum of Iceland").
  if (first("cost") && !trip.length && (duration.test(text) || /\b(?:trip|holiday|vacation|week|weekend)\b/.test(text)))
    return {
      kind: "cost",
      text: unplannedCost(text, countryAt(text)?.name ?? (named?.kind === "city" ? named.name : undefined)),
    };
  if (
    first("cost") &&
    !rideFare &&
    !(named && named.source !== "gazetteer" && !/\b(?:so far|total|trip|overall|altogether|whole|all in)\b/.test(text))
  ) {
    if (!trip.length) return null;
    return { kind: "cost", text: costSoFar({ plan, itinerary, currency: currencyAsked(a.text) }).text };
  }

  // "how much is the entrance fee for the Colosseum?": a sight's ticket price, not the trip's total.
  if (first("cost") && !rideFare && named && named.kind !== "city" && named.kind !== "restaurant")
    return {
      kind: "cost",
      text: `I don't have the ticket price for **${named.name}** on file, so I won't guess it: its official website lists the prices, any free days or reduced tickets, and whether a city pass covers it. ${trip.length ? "Your trip's cost estimate counts a typical entry price for that kind of sight, not its real one." : ""}`.trim(),
    };
  return undefined;
}

// The countries Eurostat's price-level figures for consumer goods and services put at the top of
// Europe year after year (well above the EU average): said of them, since it is the one thing
// about a trip's cost that holds before any dates are chosen.
const dearCountries = /\b(?:switzerland|iceland|norway|denmark|ireland|luxembourg)\b/;

/**
 * "ballpark, what do ten days in Norway run to?": no trip planned, so no figure; what decides it,
 * what is known of the country's prices, and how to get an estimate.
 */
function unplannedCost(text: string, place: string | undefined): string {
  const where = place ? ` in ${place}` : "";
  const dear = dearCountries.exec(text)?.[0];
  const level = dear
    ? ` ${dear.charAt(0).toUpperCase()}${dear.slice(1)} is one of Europe's most expensive countries (Eurostat's price-level figures put it near the top, well above the EU average), so budget more for rooms, meals and car hire than elsewhere.`
    : "";
  return `I can't give a reliable cost${where} before the trip is planned: flights and hotels depend on your dates and where you fly from, and I only price what I've searched.${level} Tell me where from, when and for how many (for example *"a week${where} from London in May, 2 adults"*) and I'll plan it and give an estimated total with flights, stays, meals and tickets.`;
}

// A trip's length, as a hypothetical one is said: "a week", "5 days", "10 nights".
const duration =
  /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|couple of|few) ?(?:days?|nights?|weeks?|fortnight)\b/;
