import countryToCurrency from "country-to-currency";
import type { FoundPlace } from "./find-place";
import { bestMonths } from "./weather";

// Questions Lotus has no data for (visas, safety, money, plugs, booking ahead): a short, honest
// answer of what can be said and where to check, never a guess dressed as a fact and never a plan.
// "Best time to visit" is answered from the typical-weather estimate, with what it leaves out.

export type GeneralTopic =
  | "visa"
  | "safety"
  | "best_time"
  | "booking"
  | "currency"
  | "tipping"
  | "plugs"
  | "health"
  | "water"
  | "rides"
  | "season"
  | "aurora";

export type GeneralAnswer = { topic: GeneralTopic; text: string };

export function generalAnswer(input: {
  topic: GeneralTopic;
  /** The place asked about, or the trip's destination. */
  place?: Pick<FoundPlace, "name" | "lat" | "lng" | "kind" | "restaurant" | "country"> & {
    countryName?: string;
    country_code?: string;
  };
  year?: number;
  /** The trip's months (1-12), for what depends on the season. */
  months?: number[];
  /** What exactly was asked about, in the traveller's words ("yellow fever"). */
  asked?: string;
}): GeneralAnswer {
  const { topic, place } = input;
  const where = place?.countryName ?? place?.country ?? place?.name ?? "your destination";
  switch (topic) {
    case "visa":
      return {
        topic,
        text: `I can't check visa rules: they depend on your passport, the length of stay and the purpose, and they change. Check ${where}'s official government or embassy site (or the IATA Travel Centre, which airlines use) before you book, and make sure your passport is valid for at least six months after you return.`,
      };
    case "safety":
      return {
        topic,
        text: `I don't have safety data for ${where}. Your government's travel advice is the place to check (for example travel.state.gov, gov.uk/foreign-travel-advice or smartraveller.gov.au), along with the usual city sense: keep valuables out of sight in crowds and on public transport, and use licensed taxis or ride-hail apps at night.`,
      };
    case "currency": {
      // The ISO 4217 currency of the country (country-to-currency's table), named by Intl.
      const code = place?.country_code ? (countryToCurrency as Record<string, string>)[place.country_code] : undefined;
      const name = code ? new Intl.DisplayNames(["en"], { type: "currency" }).of(code) : undefined;
      const local = code && name ? `${where} pays in the **${name} (${code})**. ` : "";
      return {
        topic,
        text: `${local}I can't give exchange rates or say how widely cards are taken in ${where}. A card without foreign-transaction fees and a little local cash for small places usually covers it; your bank's app or a currency converter will give today's rate.`,
      };
    }
    case "rides":
      return {
        topic,
        text: `I can't check which ride-hailing apps operate in ${where} right now. Uber, Bolt, Grab, Careem, DiDi or a local app cover many cities: install the one that serves ${where} before you land and check it works with your card; otherwise your hotel can book a licensed taxi, and agreeing the fare (or insisting on the meter) before you set off is the usual advice.`,
      };
    case "season": {
      if (!place)
        return {
          topic,
          text: "Which place do you mean? Tell me the city or country and I'll say what I know of its seasons.",
        };
      return {
        topic,
        text: `I don't have rainfall figures, so I can't say for certain when the wet or rainy season (or a monsoon) is in ${where}. What I do have is its typical temperature by month: ${bestMonths(place, input.year).text}`,
      };
    }
    case "aurora": {
      const lat = Math.abs(place?.lat ?? 0);
      const dark = (input.months ?? []).some((m) => (place && place.lat < 0 ? m >= 3 && m <= 9 : m >= 9 || m <= 3));
      const text = !place
        ? "The northern lights (aurora) are seen far north, roughly above 60° latitude, on clear dark nights from September to March. Where are you going?"
        : lat >= 60 && dark
          ? `${place.name} is at ${lat.toFixed(0)}° latitude and your dates fall in the dark months, so the aurora is possible on clear nights: get away from city lights, check the aurora and cloud forecasts each evening, and go out between about 21:00 and 02:00. Nothing guarantees a showing.`
          : lat >= 60
            ? `${place.name} is far enough ${place.lat < 0 ? "south" : "north"} (${lat.toFixed(0)}°), but the aurora needs dark nights, and your dates have too few of them: the dark months there are ${place.lat < 0 ? "March to September" : "September to March"}.`
            : `${place.name} is at ${lat.toFixed(0)}° latitude: the aurora is very rarely seen that far from the poles. The usual places are above about 60°, such as Tromsø, Lapland, Iceland or northern Canada${place.lat < 0 ? ", or Tasmania and the far south of New Zealand for the southern lights" : ""}.`;
      return { topic, text };
    }
    case "tipping":
      return {
        topic,
        text: `I don't have tipping customs on file for ${where}, and they vary a lot: a travel guide's page on the country will say what is usual for restaurants, taxis and hotels.`,
      };
    case "plugs":
      return {
        topic,
        text: `I don't have the plug type for ${where}. A universal adapter covers most countries; check the socket type and voltage on a plug-type guide before you go.`,
      };
    case "water":
      return {
        topic,
        text: `I don't have drinking-water data for ${where}, so I can't say whether the tap water is safe there. Your government's travel-health page for ${where} says what is advised; where in doubt, travellers stick to bottled or filtered water (and ice made from it), and your hotel will know the local habit.`,
      };
    case "health": {
      // The condition asked about, named back ("yellow fever", "altitude sickness").
      const about = input.asked ? ` on ${input.asked}` : "";
      const altitude = /altitude/.test(input.asked ?? "")
        ? " The usual travel advice for altitude is to go up slowly, rest on the first day, drink plenty of water and skip alcohol at first."
        : "";
      return {
        topic,
        text: `I can't give medical or vaccination advice${about}.${altitude} Check your government's travel-health pages for ${where} (for example the CDC's or the NHS's fit-for-travel pages) and see a doctor or travel clinic a few weeks before you go.`,
      };
    }
    case "booking": {
      if (place?.restaurant)
        return {
          topic,
          text: `${place.name} is ${place.restaurant.price >= 3 ? "one of the pricier tables, so book ahead for dinner" : "casual; for lunch you can usually walk in, but book for dinner on a weekend"}. I can't see its availability: check its website or a booking app.`,
        };
      const popular = place && ["museum", "landmark", "attraction"].includes(place.kind);
      return {
        topic,
        text: popular
          ? `I can't see ticket availability for ${place?.name}. Big sights like it often sell timed-entry tickets that run out in busy months, so booking on the official website a few days to weeks ahead is the safe choice; it also skips the ticket queue.`
          : `I can't see ticket availability${place ? ` for ${place.name}` : ""}. For well-known sights, booking timed tickets on the official website ahead of busy months is the safe choice; parks, markets and neighbourhoods need no booking.`,
      };
    }
    case "best_time": {
      if (!place)
        return {
          topic,
          text: "Which place do you mean? Tell me the city or country and I'll give its typical temperatures month by month.",
        };
      return { topic, text: bestMonths(place, input.year).text };
    }
  }
}
