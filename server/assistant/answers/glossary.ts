// "what does 4D3N mean on these tour packages?": travel shorthand explained. The days-and-nights
// forms are read by their pattern (any numbers, "4D3N", "5d/4n", "3N4D"); the other terms are
// the ones tour, flight and hotel listings use, each said in a line.

const terms: [RegExp, string][] = [
  [/\blayovers?\b/, "A **layover** is a wait between two flights of one journey, usually a few hours at the airport."],
  [
    /\bstop ?overs?\b/,
    "A **stopover** is a longer break between flights, usually more than a day, to see the city on the way.",
  ],
  [/\bred ?eyes?\b/, "A **red-eye** is an overnight flight that lands early in the morning."],
  [/\bopen ?jaw\b/, "An **open-jaw** ticket flies into one city and home from another."],
  [
    /\ball ?inclusive\b/,
    "**All-inclusive** means the price covers the room, all meals, and usually drinks and some activities.",
  ],
  [/\bhalf ?board\b/, "**Half board** means breakfast and one other meal (usually dinner) are included with the room."],
  [/\bfull ?board\b/, "**Full board** means breakfast, lunch and dinner are included with the room."],
  [
    /\bb ?(?:&|and|n) ?b\b|\bbed and breakfast\b/,
    "A **B&B** (bed and breakfast) is a room with breakfast included, often in a small guesthouse.",
  ],
  [/\bpax\b/, '**Pax** means passengers or people: "2 pax" is two travellers.'],
  [
    /\bshoulder season\b/,
    "The **shoulder season** is the time between high and low season: fewer crowds and lower prices, with weather that is still good.",
  ],
  [/\bself ?drive\b/, "A **self-drive** tour gives you the car, the route and the bookings; you drive yourself."],
  // Kinds of stay travellers meet abroad, as the countries' tourism boards describe them.
  [
    /\bryokans?\b/,
    "A **ryokan** is a traditional Japanese inn: rooms floored with tatami mats, futon bedding laid out in the evening, a yukata robe to wear, often shared or private onsen (hot-spring) baths, and usually a multi-course kaiseki dinner and a Japanese breakfast in the price. Unlike a normal hotel you take your shoes off at the door, dinner is served at a set time, and the price is per person rather than per room.",
  ],
  [
    /\bonsens?\b/,
    "An **onsen** is a Japanese hot-spring bath, shared and usually separate for men and women; you wash at the taps before getting in, and swimwear is not worn.",
  ],
  [
    /\bminshuku\b/,
    "A **minshuku** is a family-run Japanese guesthouse: tatami rooms and futons like a ryokan, simpler and cheaper, with shared baths and home-cooked meals.",
  ],
  [
    /\bcapsule hotels?\b/,
    "A **capsule hotel** rents sleeping pods (a bed-sized capsule, not a room) with shared bathrooms and lockers: cheap, for a night or two with little luggage.",
  ],
  [
    /\briads?\b/,
    "A **riad** is a traditional Moroccan house built around an inner courtyard or garden, in the old town (medina), often run as a small guesthouse with breakfast on the roof terrace.",
  ],
  [
    /\bagriturismos?\b/,
    "An **agriturismo** is an Italian farm stay: rooms or apartments on a working farm, often with meals of its own produce.",
  ],
  [/\bparadors?\b/, "A **parador** is one of Spain's state-run hotels, many in castles, convents and palaces."],
  [
    /\bgites?\b/,
    "A **gîte** is a French holiday home, usually rural and self-catering, rented by the week in high season.",
  ],
  [
    /\bhomestays?\b/,
    "A **homestay** is a room in a local family's home, often with meals, common across Asia and Latin America.",
  ],
  [
    /\bhostels?\b/,
    "A **hostel** sells beds in shared dorms (and some private rooms) with shared kitchens and lounges: the cheapest way to stay, and a sociable one.",
  ],
  [/\bland only\b/, "**Land only** means the package covers hotels, transfers and tours, but not the flights there."],
];

const daysNights =
  /\b(\d{1,2}) ?d(?:ays?)? ?\/? ?(\d{1,2}) ?n(?:ights?)?\b|\b(\d{1,2}) ?n(?:ights?)? ?\/? ?(\d{1,2}) ?d(?:ays?)?\b/;

/** The meaning of the travel terms a question asks about, or null when it names none of them. */
export function explainTerms(text: string): string | null {
  const lines: string[] = [];
  const dn = daysNights.exec(text);
  if (dn) {
    const days = Number(dn[1] ?? dn[4]);
    const nights = Number(dn[2] ?? dn[3]);
    const said = dn[0].toUpperCase().replace(/\s+/g, "");
    lines.push(
      `**${said}** means **${days} days and ${nights} nights**: the trip runs over ${days} calendar days with ${nights} nights in a hotel${days === nights + 1 ? ", so you arrive on the first day and leave on the last" : ""}. The first and last days are often part-days of travel, so count on about ${Math.max(1, days - 2)} full day${days - 2 === 1 ? "" : "s"} there.`,
    );
  }
  for (const [re, line] of terms) if (re.test(text)) lines.push(line);
  return lines.length ? lines.join("\n\n") : null;
}
