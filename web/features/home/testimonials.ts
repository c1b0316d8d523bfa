// Travellers' words, attributed to a kind of traveller and a place, never to invented names.
export type Testimonial = {
  id: string;
  quote: string;
  question?: string;
  type: "short" | "long";
  shortVersion?: string;
  attribution: string;
};

export const testimonials: Testimonial[] = [
  {
    id: "family-lisbon",
    type: "long",
    question: "What changed about planning a family trip?",
    shortVersion:
      "Planning used to mean forty browser tabs and a spreadsheet nobody else opened. With Lotus, the whole family planned Lisbon in one conversation.",
    quote:
      "Planning used to mean forty browser tabs and a spreadsheet nobody else opened. With Lotus, the whole family planned Lisbon in one conversation. My partner asked for flights that didn't leave at dawn, our teenager wanted skate parks, and my mother wanted somewhere quiet for lunch every day. Lotus kept all of it in mind, built the itinerary day by day while we talked, and when my sister joined the trip she could see exactly what we had decided and why. We booked everything from one screen and spent the week actually enjoying each other instead of arguing over logistics.",
    attribution: "Family of five, Lisbon",
  },
  {
    id: "solo-kyoto",
    type: "short",
    quote:
      "I told Lotus I had four days and hated crowds. It found me temples at opening time and a tiny noodle bar I still think about.",
    attribution: "Solo traveller, Kyoto",
  },
  {
    id: "friends-mexico-city",
    type: "short",
    quote: "Six friends, one group chat, zero spreadsheets. Tagging @Lotus in the chat settled every dinner debate.",
    attribution: "Group of friends, Mexico City",
  },
  {
    id: "couple-amalfi",
    type: "short",
    quote:
      "The itinerary filled itself in as we chatted. By the time we finished our coffee, the whole honeymoon was planned.",
    attribution: "Honeymooners, Amalfi Coast",
  },
  {
    id: "budget-hanoi",
    type: "short",
    quote:
      "I asked for a budget trip and Lotus actually respected the budget: cheap flights, a great guesthouse, and street-food tours.",
    attribution: "Backpacker, Hanoi",
  },
  {
    id: "business-berlin",
    type: "short",
    quote:
      "Between meetings I asked for things to do near my hotel. Lotus gave me three evenings I would never have found myself.",
    attribution: "Business traveller, Berlin",
  },
  {
    id: "parents-orlando",
    type: "short",
    quote:
      "Seeing weather next to each day of the itinerary saved our theme-park week. We swapped days before the storm hit.",
    attribution: "Parents of two, Orlando",
  },
  {
    id: "retirees-patagonia",
    type: "short",
    quote:
      "We are not tech people, and we still planned Patagonia ourselves. Lotus explained every flight connection patiently.",
    attribution: "Retired couple, Patagonia",
  },
];
