import type { FoundPlace } from "./find-place";
import { bestMonths } from "./weather";

// Questions Lotus has no data for (visas, safety, money, plugs, booking ahead): a short, honest
// answer of what can be said and where to check, never a guess dressed as a fact and never a plan.
// "Best time to visit" is answered from the typical-weather estimate, with what it leaves out.

export type GeneralTopic = "visa" | "safety" | "best_time" | "booking" | "currency" | "tipping" | "plugs" | "health";

export type GeneralAnswer = { topic: GeneralTopic; text: string };

export function generalAnswer(input: {
  topic: GeneralTopic;
  /** The place asked about, or the trip's destination. */
  place?: Pick<FoundPlace, "name" | "lat" | "lng" | "kind" | "restaurant" | "country"> & { countryName?: string };
  year?: number;
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
    case "currency":
      return {
        topic,
        text: `I can't give exchange rates or say how widely cards are taken in ${where}. A card without foreign-transaction fees and a little local cash for small places usually covers it; your bank's app or a currency converter will give today's rate.`,
      };
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
    case "health":
      return {
        topic,
        text: `I can't give medical or vaccination advice. Check your government's travel-health pages for ${where} (for example the CDC's or the NHS's fit-for-travel pages) and see a doctor or travel clinic a few weeks before you go.`,
      };
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
