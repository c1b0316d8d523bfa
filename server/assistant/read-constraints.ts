import countryToCurrency from "country-to-currency";
import { PARTY_MAX } from "../../common/travel/trip-model";
import type { Plan } from "./plan";
import { findBudget, findTravellers } from "./understand";
import { findPace } from "./understand/pace";
import { applyPrefs } from "./understand/prefs-said";
import { oneWishEach, wishesOf } from "./understand/sight-wishes";
import { agesAlone } from "./understand/trip-party";
import { findFood, findMoney, findMustSeeAndAvoid, findParty, findStayRules, findTransport } from "./understand-trip";

// A message's stated constraints, written into the plan: what is said replaces or adds to what
// was said before; what is not said stays as it was.

const union = <T>(a: T[], b: T[]) => [...new Set([...a, ...b])];

export function readConstraints(full: string, plan: Plan): void {
  // What a traveller states about the trip comes early; a long message is read no further (the
  // event loop is shared; issue 21).
  const message = full.slice(0, 1500);
  const party = findParty(message);
  // The model's bounds (PARTY_MAX): a hen do of 12 stays twelve; the planner searches for the
  // share of it one booking takes (planner/party.ts).
  // ("the kids are 4 and 9" after "family of 4": grown-ups only guessed from the children are no
  // party told, and a party told before keeps its grown-ups; trip-party.ts adultsGuessed.)
  const told = plan.party.adults > 1 || plan.party.children.length > 0 || plan.travellers > 1;
  const guessedOnly = !!party.adultsGuessed && told;
  if (party.adults !== undefined && !guessedOnly) plan.party.adults = Math.max(1, Math.min(PARTY_MAX, party.adults));
  // "our son is coeliac" on a trip with a son of 5 already: a child named again without an age
  // is one of those known, not a new party that forgets their ages.
  const knownAgain = !!party.children?.every((a) => a === null) && party.children.length <= plan.party.children.length;
  // ("my son is 7" after "family of 5, 3 kids": the ages said fill the children known, in turn.)
  const fillsAges =
    guessedOnly &&
    !!party.children &&
    party.children.length < plan.party.children.length &&
    plan.party.children.includes(null);
  if (fillsAges && party.children) {
    const ages = party.children.filter((a): a is number => a !== null);
    plan.party.children = plan.party.children.map((a) =>
      a === null && ages.length ? Math.min(17, ages.shift() ?? 0) : a,
    );
  } else if (party.children && !knownAgain)
    plan.party.children = party.children.slice(0, PARTY_MAX).map((a) => (a === null ? null : Math.min(17, a)));
  // "8 and 13", "they're 4 and 9": ages alone, answering a party whose children's ages are not known.
  const alone = !party.children && plan.party.children.includes(null) ? agesAlone(message) : undefined;
  if (alone && alone.length === plan.party.children.length) plan.party.children = alone;
  if (party.rooms) plan.party.rooms = Math.max(1, Math.min(PARTY_MAX, party.rooms));
  if (party.more && party.adults === undefined) {
    // "my sister is coming too": one more (or one fewer) than the party already known.
    plan.party.adults = Math.max(1, Math.min(PARTY_MAX, plan.party.adults + party.more));
  }
  if (party.adults !== undefined || party.children || party.more || alone) {
    plan.travellers = Math.min(PARTY_MAX, plan.party.adults + plan.party.children.length);
  } else {
    const count = findTravellers(message);
    if (count !== undefined) {
      plan.travellers = count;
      plan.party.adults = Math.max(1, count - plan.party.children.length);
    } else if (
      party.we &&
      plan.shown === null &&
      readyToPlan(plan) &&
      plan.party.adults === 1 &&
      !plan.party.children.length &&
      plan.travellers === 1
    ) {
      // "we fly from Warsaw", "rent skis or bring ours?": a party only ever told as "we" is two,
      // but never a party already told ("4 of us" stays four; "me and my 2 kids" stays three),
      // and not once a trip is planned: "take Tivoli out, we're not theme park people" asks for
      // one change, not a trip planned again for two (a party told in words still is). Read only
      // by the message that makes the trip ready to plan: "we want Peru" then "2 adults + our
      // 15 year old" is a party told while the trip is still being described, not one changed.
      plan.party.adults = 2;
      plan.travellers = 2;
    }
  }
  if (plan.party.children.some((age) => age === null || age < 10)) plan.stayRules.children = true;

  const money = findMoney(message, tripCurrencies(plan), homeCurrency(plan));
  if (money) plan.money = money;

  const transport = findTransport(message);
  if (transport.flights !== undefined) {
    plan.transport.flights = transport.flights;
    plan.flights = transport.flights;
  }
  if (transport.selfDrive !== undefined) plan.transport.selfDrive = transport.selfDrive;
  if (transport.prefer) plan.transport.prefer = transport.prefer;

  Object.assign(plan.stayRules, findStayRules(message));
  const food = findFood(message);
  plan.food.diets = union(plan.food.diets, food.diets);
  plan.food.cuisines = union(plan.food.cuisines, food.cuisines).slice(0, 10);
  // The main readers' wishes made whole (experiences, "X is a must" anywhere), one for each thing
  // across the messages ("the reef" now, "Great Barrier Reef" said before: one must-see).
  // (The stops and home are no must-sees; a region's own picks are not the traveller's words.)
  const wishes = wishesOf(message, findMustSeeAndAvoid(message), {
    stops: plan.region ? [] : plan.stays.map((s) => s.place.name),
    ...(plan.origin ? { home: plan.origin.name } : {}),
  });
  plan.mustSee = oneWishEach(union(plan.mustSee, wishes.mustSee)).slice(0, 10);
  plan.avoid = union(plan.avoid, wishes.avoid).slice(0, 10);
  // What the readers above miss ("for the house", "pet dog", "Not Ibiza please", "Coach.").
  applyPrefs(message, plan, {
    money: !!money,
    prefer: !!transport.prefer,
    tier: !!findBudget(message),
    pace: !!findPace(message),
  });
}

/** Somewhere, a start and a length: the trip is planned after this message. */
const readyToPlan = (plan: Plan) => !!(plan.destination || plan.region) && !!plan.startDate && plan.nights !== null;

/**
 * The money of the countries the trip goes to: "pesos" in Bogotá are COP. Not the home town's:
 * a traveller names the money they will spend there, and a home town misread would mislead.
 */
function tripCurrencies(plan: Plan): string[] {
  const countries = [...plan.stays.map((s) => s.place.country_code), plan.destination?.country_code];
  const table = countryToCurrency as Record<string, string>;
  return [...new Set(countries.flatMap((c) => (c && table[c] ? [table[c]] : [])))];
}

/** The currency where the traveller lives (their origin's), for an amount said with none ("budget 15k each"). */
function homeCurrency(plan: Plan): string | undefined {
  const c = plan.origin?.country_code;
  return c ? (countryToCurrency as Record<string, string>)[c] : undefined;
}
