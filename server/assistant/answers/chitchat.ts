import type { TItineraryDay } from "../../../common/api/trips";
import type { Plan } from "../plan";
import { asksAboutLotus } from "./intent";
import { clip, plain } from "./text";
import { tripDays } from "./trip";

// Small talk answered in a line or two, warmly and never the same way twice in a row for
// different words, and always with what Lotus can do next from where the trip stands: a place
// to go, dates, or questions about the plan. Never a plan.

type Mood = "hello" | "thanks" | "praise" | "ok" | "laugh" | "bye" | "how" | "who" | "joke";

function moodOf(text: string): Mood {
  if (
    /\b(?:bye|goodbye|good night|night|see you|see ya|later|take care|sleep well|sweet dreams|have a (?:good|nice))\b/.test(
      text,
    )
  )
    return "bye";
  if (/\bjokes?\b|\bmake me laugh\b|\bsomething funny\b/.test(text)) return "joke";
  if (
    /\b(?:thanks|thank you|cheers|appreciate|appreciated|ta|gracias|merci|danke|grazie|obrigad[oa]|terima kasih|arigato|asante)\b/.test(
      text,
    )
  )
    return "thanks";
  if (
    /\b(?:who are you|what are you|what can you|what do you do|are you (?:a bot|real|human|ai|an ai)|who am i (?:talking|speaking|chatting)|a bot)\b/.test(
      text,
    ) ||
    asksAboutLotus(text)
  )
    return "who";
  if (
    /\bhow (?:are you|is it going|you doing|is your day)\b|\bwhat is up\b|\b(?:ca va|que tal|como estas|wie gehts|come stai|tudo bem|apa kabar)\b/.test(
      text,
    )
  )
    return "how";
  if (/\b(?:lol|haha\w*|hah|lmao|rofl|hehe|heh|xd)\b/.test(text)) return "laugh";
  if (
    /\b(?:best|rock|amazing|awesome|great|perfect|brilliant|wonderful|fantastic|lovely|excellent|love|helpful|legend|lifesaver|well done|good job|nice)\b/.test(
      text,
    )
  )
    return "praise";
  if (
    /\b(?:hi|hey|hello|hiya|howdy|yo|sup|heya|hola|bonjour|ciao|aloha|greetings|good morning|good afternoon|good evening|morning|evening)\b/.test(
      text,
    )
  )
    return "hello";
  return "ok";
}

const openers: Record<Mood, readonly string[]> = {
  hello: ["Hi{name}!", "Hello{name}!", "Hey{name}, good to see you!"],
  thanks: ["You're very welcome!", "Happy to help!", "Any time{name}!"],
  praise: ["That's kind of you, thank you!", "So glad it helps!", "Aw, thanks{name}!"],
  ok: ["Great.", "Sounds good.", "Perfect."],
  laugh: ["😄", "Ha, glad you're enjoying it!", "😊"],
  bye: ["Bye for now{name}!", "Talk soon{name}!", "Good night, and happy travels!"],
  how: ["I'm great, thanks for asking{name}!", "All good here, and ready to plan!", "Doing well, thanks!"],
  joke: [
    "Why did the suitcase go to therapy? Too much emotional baggage. 🧳",
    "I'd tell you a joke about jet lag, but it wouldn't land until tomorrow. ✈️",
    "What did the ocean say to the beach? Nothing, it just waved. 🌊",
  ],
  who: [
    "I'm Lotus, your travel guide: I plan trips day by day and answer questions about them.",
    "I'm Lotus! I plan trips from a sentence and answer questions about the plan.",
    "I'm Lotus, an AI travel guide for planning trips, alone or together.",
  ],
};

/** A cheap, stable hash: the same words get the same reply, different words a different one. */
function pick<T>(list: readonly T[], seed: string): T {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return list[Math.abs(h) % list.length] as T;
}

/** What Lotus can do next, from where the trip stands. */
function nextStep(plan: Plan, itinerary: readonly TItineraryDay[], seed: string): string {
  if (!plan.destination && !plan.region && !plan.stays.length)
    return pick(
      [
        "Where would you like to go? Tell me a city and your dates, and I'll plan the days.",
        'Whenever you\'re ready, tell me where and when, like *"4 days in Lisbon in May"*.',
        'Not sure where to go yet? Ask me for ideas for a month, like *"where\'s warm in March?"*',
      ],
      seed,
    );
  const name = plan.destination?.name ?? plan.stays[0]?.place.name ?? plan.region?.name ?? "your trip";
  if (!itinerary.length)
    return !plan.startDate || plan.nights === null
      ? `When are you going to ${name}, and for how long? Then I'll plan the days.`
      : `Want me to plan ${name} day by day? Just say the word.`;
  const days = tripDays(plan, itinerary);
  const n = Math.min(days.length, 2);
  const place = days.flatMap((d) => d.items).find((it) => it.type === "place" && !it.meal)?.location;
  return pick(
    [
      `Anything else about ${name}? You can ask me *"what's the weather on day ${n}?"*, *"what should I pack?"* or *"where should we eat${place ? ` near ${place}` : ""}?"*.`,
      `If you'd like, ask me what's on day ${n}, what the trip costs so far, or how to get between two stops.`,
      'Want to tweak anything? Try *"make it a day longer"* or *"cheaper hotel"*, or ask me about opening hours and packing.',
    ],
    seed,
  );
}

/** A short, warm reply to small talk, pointing to what Lotus can do next. */
export function chitchatReply(input: {
  message: string;
  plan: Plan;
  itinerary: readonly TItineraryDay[];
  firstName?: string;
}): string {
  const text = plain(clip(input.message));
  // ("hiiii", "heyyy", "thanksss": a word drawn out is the word, for its mood.)
  const mood = moodOf(text.replace(/([a-z])\1{2,}/g, "$1"));
  const name = input.firstName?.trim() ? `, ${input.firstName.trim().slice(0, 40)}` : "";
  const opener = pick(openers[mood], text).replace("{name}", name);
  // "hmm, unsure about day 3": what could change on that day, asked once.
  const doubted =
    /\b(?:not (?:so |too |really )?sure|unsure|not convinced|not loving|not a fan|on the fence)\b.*\bday (\d+)\b/.exec(
      text,
    );
  if (doubted && input.itinerary.length)
    return `No problem. What would you change on day ${doubted[1]}: fewer stops, different sights, a later start, or a free day? Say it and I'll redo only that day.`;
  if (mood === "bye")
    return `${opener} ${input.itinerary.length ? "Your plan is saved here whenever you want to pick it up again." : "Come back whenever you want to plan a trip."}`;
  return `${opener} ${nextStep(input.plan, input.itinerary, text)}`;
}
