import { describe, expect, it } from "vitest";
import { isHypothetical, readIntent, readKinds } from "./intent";

// How travellers type to Lotus once a trip is planned (and before): questions in every shape,
// changes phrased as questions, new plans and small talk. Each row is one message.

const withTrip: [string, "question" | "chitchat" | "other"][] = [
  // Questions about the trip.
  ["where should we have dinner in Alfama?", "question"],
  ["what's the weather on day 3?", "question"],
  ["what should I pack?", "question"],
  ["is Belem worth a half day?", "question"],
  ["any good vegan spots near the castle", "question"],
  ["how long from the Louvre to Montmartre", "question"],
  ["do we need to book the Alhambra ahead", "question"],
  ["whats on day 2", "question"],
  ["how much is this costing us so far", "question"],
  ["can you tell me the opening hours of the Prado", "question"],
  ["wats the wether like on day 4", "question"],
  ["where can we eat near the tile museum", "question"],
  ["is it going to rain tomorrow?", "question"],
  ["will it be cold in the evenings", "question"],
  ["do i need an umbrella", "question"],
  ["what time does the Gulbenkian open", "question"],
  ["is the oceanario open on mondays?", "question"],
  ["how far is the castle from our hotel", "question"],
  ["how do we get from lisbon to sintra", "question"],
  ["can we walk from alfama to bairro alto?", "question"],
  ["what are we doing tomorrow", "question"],
  ["remind me what's on the last day", "question"],
  ["what's the plan for friday?", "question"],
  ["how much have we spent on hotels", "question"],
  ["whats the total so far?", "question"],
  ["recommend a good place for lunch near belem", "question"],
  ["suggest somewhere for breakfast on day 3", "question"],
  ["best place for pasteis de nata?", "question"],
  ["any vegetarian restaurants around the hotel?", "question"],
  ["where's good for brunch", "question"],
  ["wher should we eat tonight", "question"],
  ["is jeronimos monastery worth it", "question"],
  ["how long should we spend at the oceanarium", "question"],
  ["is lx factory worth visiting?", "question"],
  ["do we need tickets for the castle?", "question"],
  ["should we book the tile museum in advance", "question"],
  ["what should i wear to the cathedral", "question"],
  ["do i need a visa for portugal", "question"],
  ["is lisbon safe at night?", "question"],
  ["what currency do they use", "question"],
  ["what's the temperature going to be", "question"],
  ["packing list pls", "question"],
  ["weather day 3", "question"],
  ["dinner near alfama?", "question"],
  ["day 2?", "question"],
  ["belem?", "question"],
  ["could you check the forecast for our first day", "question"],
  ["i was wondering if the castle is open late", "question"],
  ["quick question, how far is sintra", "question"],
  ["thanks! what's the weather on day 2?", "question"],
  ["we're vegan btw. where can we eat near the castle?", "question"],
  ["what about the weather on day 3?", "question"],
  ["is it worth adding sintra", "question"],
  ["what else is there to do near the castle", "question"],
  ["hw much is the flight", "question"],
  ["when do we check out?", "question"],
  ["what time is our flight home", "question"],
  ["can we have dinner near the castle?", "question"],
  ["is 4 days enough for lisbon?", "question"],
  ["which day are we at belem", "question"],
  // Changes.
  ["can you make it 5 days?", "other"],
  ["could we add a museum day?", "other"],
  ["what about Glasgow instead?", "other"],
  ["how about 4 nights", "other"],
  ["can we swap day 2 and 3", "other"],
  ["swap day 2 and 3", "other"],
  ["make it 6 days", "other"],
  ["cheaper hotel please", "other"],
  ["is there a cheaper hotel?", "other"],
  ["can we skip the aquarium on day 4", "other"],
  ["let's do porto instead", "other"],
  ["no flights", "other"],
  ["we'd like more beach time", "other"],
  ["add a day in sintra", "other"],
  ["remove the last day", "other"],
  ["could you move dinner on day 2 to somewhere in alfama", "other"],
  ["i want to see more museums", "other"],
  ["what if we skip day 3?", "other"],
  ["why don't we add a beach day", "other"],
  ["one more night please", "other"],
  ["can we leave a day later", "other"],
  ["actually make it a relaxed pace", "other"],
  ["less packed please", "other"],
  // (Asked whether it could be done, not asked for: a question, the change offered.)
  ["is it possible to add a day trip to sintra?", "question"],
  ["would it be possible to add a day trip to sintra?", "other"],
  ["replace the oceanario with something else", "other"],
  ["starting june 3 instead", "other"],
  ["we are now 4 people", "other"],
  ["we're vegetarian", "other"],
  ["from boston", "other"],
  ["5 days", "other"],
  // New plans.
  ["plan me 3 days in Rome", "other"],
  ["3 days in tokyo from sf, april 5", "other"],
  ["trip to barcelona for a week in may", "other"],
  ["what should i do in madrid for 4 days", "other"],
  ["i want to go to japan in spring", "other"],
  // Small talk.
  ["thanks!", "chitchat"],
  ["hi", "chitchat"],
  ["you're the best", "chitchat"],
  ["ok cool", "chitchat"],
  ["lol", "chitchat"],
  ["good night", "chitchat"],
  ["thank you so much, this is perfect!!", "chitchat"],
  ["hey lotus", "chitchat"],
  ["haha love it", "chitchat"],
  ["awesome thx", "chitchat"],
  ["👍", "chitchat"],
  ["looks great, thanks a lot", "chitchat"],
  ["bye for now", "chitchat"],
  ["how are you?", "chitchat"],
  ["what can you do?", "chitchat"],
  ["cheers mate", "chitchat"],
  ["ty", "chitchat"],
  ["we're so excited, can't wait!", "chitchat"],
  ["good to know, thanks", "chitchat"],
  ["yes", "other"],
  ["sounds good, go ahead", "other"],
];

const noTrip: [string, "question" | "chitchat" | "other"][] = [
  // Advice asked, a season asked, a trip supposed inside a question, a bare "how far?".
  ["best month to visit namibia?", "question"],
  ["Should I bring USD or euros to Cuba?", "question"],
  ["do we need to carry cash in Japan?", "question"],
  ["if we did 5 days in Bali from Perth, would it be cheaper in Feb or in May?", "question"],
  ["say we went to Rome for a week in June, would it be too hot?", "question"],
  ["how far? 😀", "chitchat"],
  ["is Belem worth a half day?", "question"],
  ["best time to visit Japan?", "question"],
  ["when is the best time to go to peru", "question"],
  ["do i need a visa for vietnam", "question"],
  ["what's the weather like in lisbon in may", "question"],
  ["is the louvre open on tuesdays", "question"],
  ["how long does it take to get from rome to florence by train", "question"],
  ["lisbon in may?", "other"],
  ["plan me 3 days in Rome", "other"],
  ["Lisbon", "other"],
  ["paris 4 nights from london", "other"],
  ["what about Glasgow?", "other"],
  ["hello!", "chitchat"],
  ["", "other"],
  // Questions in another language are answered, not planned.
  ["Wie ist das Wetter auf Mallorca im Mai?", "question"],
  ["¿Cuál es la mejor época para visitar Cancún?", "question"],
  ["Quel temps fait-il à Nice en avril ?", "question"],
  // Questions worded with plan words: a length, "from A to B", "a trip to".
  ["roughly what would a week in Japan cost for 2 people?", "question"],
  ["how long does it take to drive from LA to SF on the 101?", "question"],
  ["which is better for a first trip to Europe, Rome or Paris?", "question"],
  ["can you use Uber in Lagos?", "question"],
  ["honestly is 3 days even worth it with the jet lag?", "question"],
  // Small talk with a place or a laugh in it.
  ["good morning from Nairobi ☀️", "chitchat"],
  ["hahaha ok that's funny", "chitchat"],
  ["hello from Lisbon, plan me 3 days there", "other"],
  // A choice between places, asked: compared, not planned; with a length it is a trip.
  ["Lisbon or Porto?", "question"],
  ["rome or florence for a first timer?", "question"],
  ["rome or florence for 5 days?", "other"],
];

const withTripMore: [string, "question" | "chitchat" | "other"][] = [
  ["is Nara doable as a day trip from there?", "question"],
  ["do I need a visa to leave the airport? I have an Indian passport", "question"],
  ["turn day 3 into a beach day", "other"],
  ["make day 4 a free day, no plans", "other"],
  // A diet from now on, a thing put on a day without a verb, a day asked for it: changes.
  ["we eat halal only, from now on please", "other"],
  ["and a Seine cruise on day 3", "other"],
  ["can we do the winelands on day 4? Stellenbosch maybe", "other"],
  // A question about a word, whatever length it names; Lotus asked about itself; good wishes.
  ["what does 4D3N mean on these tour packages", "question"],
  ["who made you?", "chitchat"],
  ["are u a real person or a bot", "chitchat"],
  ["hope you're doing well today", "chitchat"],
  ["hope you are well, what's the weather tomorrow?", "question"],
  ["can we do a day trip to Sintra?", "question"],
];

describe("isHypothetical", () => {
  it("a trip supposed inside a question, not a trip asked for", () => {
    expect(isHypothetical("if we did 5 days in Bali from Perth, would it be cheaper in Feb or in May?")).toBe(true);
    expect(isHypothetical("ok so suppose we spent a week in Rome, too hot in July?")).toBe(true);
    expect(isHypothetical("5 days in Bali from Perth in Feb")).toBe(false);
    expect(isHypothetical("if possible, plan 5 days in Bali")).toBe(false);
  });
});

describe("readIntent", () => {
  it.each(withTripMore)("with a trip: %j is %s", (message, intent) => {
    expect(readIntent(message, true)).toBe(intent);
  });
  it.each(withTrip)("with a trip: %j is %s", (message, intent) => {
    expect(readIntent(message, true)).toBe(intent);
  });
  it.each(noTrip)("before a trip: %j is %s", (message, intent) => {
    expect(readIntent(message, false)).toBe(intent);
  });
  it("has the table the brief asks for", () => {
    expect(withTrip.length + noTrip.length).toBeGreaterThanOrEqual(80);
  });
  it("reads a long message and never throws on odd input", () => {
    const long = `${"what is the weather ".repeat(5000)}?`;
    expect(readIntent(long, true)).toBe("question");
    expect(readIntent("a".repeat(100_000), true)).toBe("other");
    expect(readIntent(`${"day ".repeat(3000)}1`, true)).toBeTypeOf("string");
    expect(readIntent(undefined as unknown as string, true)).toBe("other");
  });
});

describe("readKinds", () => {
  it("tells a change asked for from a plan and from a statement", () => {
    expect(readKinds("swap the hotel for one in Brooklyn", true)).toMatchObject({ asksChange: true, onlyTells: false });
    expect(readKinds("Rome and Florence, 10 days", true)).toMatchObject({ asksChange: false, onlyTells: false });
    expect(readKinds("lol my husband is already packing", true)).toMatchObject({
      intent: "other",
      asksChange: false,
      onlyTells: true,
    });
    expect(readKinds("my husband is packing, what's the weather?", true)).toMatchObject({ onlyTells: false });
  });
});

describe("a word back in any words is small talk; praise with a request or a trip is not (issue 24)", () => {
  it.each([
    "Thanks so much for your help last time, the trip was amazing!",
    "ugh so bored at work, just dreaming about holidays tbh",
    "Bonjour ! Ça va ?",
    "who am i talking to? a bot?",
    "tell me a travel joke lol",
    "vale, gracias!",
    "wow this is beautiful, you're a star",
  ])("%s", (message) => {
    expect(readIntent(message, false)).toBe("chitchat");
    expect(readIntent(message, true)).toBe("chitchat");
  });
  it.each([
    "the hotel looks nice but can we get one closer to the centre",
    "Manchester to Lisbon 03/04/27 - 10/04/27, 2 adults, fancy a nice boutique hotel",
    "slow everything down a bit, we'll be hungover half the time lol",
    "great, 5 days in Rome please",
  ])("%s", (message) => {
    expect(readIntent(message, true)).not.toBe("chitchat");
  });
});

describe("a change asked as a question is a change", () => {
  it.each([
    // Something put into a day of the trip, asked mid-sentence or with a colloquial verb.
    "my dad loves trains, could we squeeze the railway museum in on day 4",
    "pop a cooking class in on the second day",
    "stick the harbour cruise on day 1",
    // An outing asked for on a day, whatever the verb.
    "can we climb Mount Batur on day 3?",
    "could we go snorkelling on the last day?",
    // Asked in another language.
    "on pourrait ajouter le musée d'Orsay le troisième jour ?",
    "¿podemos quitar el museo del día 2?",
    "possiamo spostare il Colosseo al giorno 3?",
    "könnten wir das Museum auf Tag 2 verschieben?",
    "dá para colocar o Pão de Açúcar no dia 3?",
    "bitte ein billigeres Zimmer",
    "y un hotel con piscina",
  ])("%s", (message) => {
    expect(readKinds(message, true)).toMatchObject({ intent: "other", asksChange: true });
  });
  it.each([
    // What is asked of a day, not an outing put on it.
    "can we get a taxi on day 2?",
    "can we eat near the castle on day 3?",
    "¿hay un hotel con piscina cerca?",
    "¿cuánto cuesta el museo?",
  ])("%s stays a question", (message) => {
    expect(readIntent(message, true)).toBe("question");
  });
});

describe("a greeting in local words, and what the traveller will do with the plan, are small talk", () => {
  it.each(["good evening o, how far?", "hello, how body?", "hey there, wetin dey?"])("%s", (message) => {
    expect(readIntent(message, false)).toBe("chitchat");
    expect(readIntent(message, true)).toBe("chitchat");
  });
  it.each([
    "nice, I'll send this to my sister later",
    "gonna run it past the group tonight",
    "let me think about it and get back to you",
  ])("%s", (message) => {
    expect(readIntent(message, true)).toBe("chitchat");
  });
  it.each(["I'll show this to my wife, can you add a museum on day 2", "let me check the weather on day 2"])(
    "%s is not",
    (message) => {
      expect(readIntent(message, true)).not.toBe("chitchat");
    },
  );
  it("a question in Italian that opens with c'è is a question", () => {
    expect(readIntent("c'è un autobus da Firenze a Siena?", false)).toBe("question");
  });
});

describe("a foreign what-can-we-do is a question; a thing done on a day is a change", () => {
  it.each([
    "¿Qué podemos hacer en Sevilla el tercer día?",
    "Was können wir in Hamburg am dritten Tag machen?",
    "Que peut-on faire à Nice le deuxième jour ?",
    "Cosa possiamo fare a Torino il terzo giorno?",
    "O que podemos fazer em Braga no dia 2?",
  ])("%s is a question", (message) => {
    expect(readIntent(message, true)).toBe("question");
  });
  it.each([
    "¿Podemos hacer la Alhambra el día 3?",
    "Können wir das Stadtmuseum am dritten Tag machen?",
    "Possiamo fare il Colosseo il primo giorno?",
  ])("%s is a change", (message) => {
    expect(readIntent(message, true)).toBe("other");
  });
});

describe("what the traveller will do with the plan is small talk; a pace or a need is not", () => {
  it.each([
    "let me show it to my partner first",
    "I'll forward this to my brother",
    "we'll talk it over tonight",
    "let me sleep on it",
  ])("%s is small talk", (message) => {
    expect(readIntent(message, true)).toBe("chitchat");
  });
  it.each([
    "we have to take it slower, my back is sore",
    "I need to look after my dad, so less walking please",
    "we need to take it easy after the long flight",
    "I'll share the car with my sister, so fewer day trips",
  ])("%s is not", (message) => {
    expect(readIntent(message, true)).not.toBe("chitchat");
  });
});

describe("a yes/no question about a possibility asks; a request changes (drawn by grammar)", () => {
  it.each([
    // Impersonal: possible, feasible, cheaper, better, worth; time for it.
    "is it possible to add a night in Ghent?",
    "is it even doable to see Pompeii and Herculaneum in a day",
    "would it be quicker to take the ferry to Hydra?",
    "would it be cheaper to fly out on a wednesday?",
    "would it be worth adding a day in Hue?",
    "do we have time for the Rijksmuseum?",
    "is there enough time to see the Alhambra on day 2?",
    "how hard would it be to get to Cappadocia from Istanbul?",
    // "could / might we" with a verb of doing, on a weekday or none.
    "could we see the Alhambra on Sunday?",
    "could we visit Chichen Itza from Tulum?",
    "might we catch a show at the Sydney Opera House",
    "ok cool. could we go to the night market on Friday? thanks",
    // "can we" with a word of feasibility.
    "can we do Delphi as a day trip from Athens?",
    "can we realistically see Kyoto and Nara in one day",
    "can we still get to Milford Sound in winter?",
    "can we manage the Great Wall in half a day",
    // Advice on a change.
    "should we add a day in Oaxaca?",
    "should I skip the Colosseum if it's raining?",
  ])("%s is a question, asking only", (message) => {
    expect(readKinds(message, true)).toMatchObject({ intent: "question", asksChange: false, asksOnly: true });
  });
  it.each([
    // Put to Lotus: "can / could / would you", "please".
    "can you add a night in Ghent?",
    "could you swap days 1 and 3?",
    "would you move the Alhambra to Sunday please",
    "could we see the Alhambra on Sunday please",
    // "can we" with a thing to do: how travellers ask for it.
    "can we hike Rinjani on day 2?",
    "can we do the wine tour on day 4?",
    // A trip day named for it, "instead", or a verb that changes the plan.
    "could we go kayaking on the third day",
    "could we do Porto instead?",
    "could we squeeze the cable car in on day 3",
    "could we add a beach day?",
  ])("%s is a request", (message) => {
    expect(readKinds(message, true)).toMatchObject({ intent: "other", asksChange: true, asksOnly: false });
  });
  it.each(["would it be possible to get a later flight?", "should we book the Alhambra ahead?"])(
    "%s is no possibility asked (a polite request, or advice with no change)",
    (message) => {
      expect(readKinds(message, true).asksOnly).toBe(false);
    },
  );
  it("before any trip there is nothing to change: no possibility is asked", () => {
    expect(readKinds("could we see the Alhambra on Sunday?", false).asksOnly).toBe(false);
  });
});

describe("before any trip: where to go is a trip asked for; small talk is small talk", () => {
  it.each([
    "trekking in south america next year, where should we go",
    "somewhere sunny for half term with two toddlers?",
    "italian lakes, which ones tho",
    "Japan in the autumn, what do you reckon",
    "Our 40th anniversary is coming up. Where would you suggest?",
    "love hiking and wine. where?",
  ])("%s is a trip to plan", (message) => {
    expect(readIntent(message, false)).toBe("other");
  });
  it.each(["where should we go for dim sum in Hong Kong?", "anywhere to eat halal near the Bund?"])(
    "%s is a question",
    (message) => {
      expect(readIntent(message, false)).toBe("question");
    },
  );
  it.each([
    "cheers, that's super helpful",
    "we're so excited we can't sleep lol",
    "right, bye for now, talk later",
    "hello ji",
    "testing",
  ])("%s is small talk", (message) => {
    expect(readIntent(message, false)).toBe("chitchat");
  });
  it.each(["we are so excited, Lisbon 4 nights in May", "i am coeliac", "ok bye, make it 5 nights"])(
    "%s is not",
    (message) => {
      expect(readIntent(message, false)).not.toBe("chitchat");
    },
  );
});

describe("a choice, advice or a price asked of a change is asked only; the plan is held while asking", () => {
  it.each([
    // A choice between ways of travel, however short.
    "train or bus from Hue to Hoi An?",
    "bus or plane between krakow and gdansk",
    "Ferry or fly to Naxos??",
    "is the ferry better than flying to Mykonos?",
    // Advice asked of Lotus.
    "would you recommend the bus between those two?",
    "do you recommend driving from Perth to Margaret River?",
    "what would you recommend, the night train or a flight?",
    // The price of a change supposed.
    "roughly what would an extra night in Bergen cost? not booking yet",
    "how much more would it be to add a night in Cusco?",
    "what would it cost to upgrade to a 4 star hotel?",
    // Said with the plan held.
    "how much would a bigger room cost, just asking",
    "is driving really the best option? keep it as is for now",
    // What to do in the trip's time: the days are the trip's, not a new length.
    "what can we do in Hobart in 3 days?",
    "what is there to see in Cork with 2 days",
  ])("%s", (message) => {
    expect(readKinds(message, true)).toMatchObject({ intent: "question", asksChange: false, asksOnly: true });
  });
  it.each([
    "can you switch us to the train from Hue to Hoi An please",
    "let's take the ferry instead of flying to Naxos",
  ])("%s is still a change", (message) => {
    expect(readKinds(message, true).asksChange).toBe(true);
  });
});

describe("a change with words around it is still a change", () => {
  it.each([
    // A word after it: "eh", "can?", "if possible", "ideally", a reason.
    "Skye boat trip on day 3 eh",
    "kayaking on day two can or not?",
    "Gaudi house on day 2 if possible",
    "sagrada familia on the 3rd day ideally",
    "Louvre on day 1 please, can't wait",
    "the night market to day 4 - day 2 is too full",
    "the temple on day 2 as the kids will be tired",
    // The day first.
    "day 3 zoo all day",
    "day 2: the wine tour",
    // A second thought before it.
    "actually on second thought drop the aquarium",
    "on reflection, skip the zoo, the kids are over it",
    // What the plan should not do, or how a part of it should be.
    "don't book us a flight to Hue, we'll take the train",
    "could the hotel be nearer the old town?",
  ])("%s", (message) => {
    expect(readKinds(message, true)).toMatchObject({ intent: "other", asksChange: true });
  });
  it.each(["what's on day 2 - anything good?", "dinner on day 2 please, somewhere cheap", "the weather on day 2 eh?"])(
    "%s is still a question",
    (message) => {
      expect(readKinds(message, true).intent).toBe("question");
    },
  );
});

describe("a list of trip facts, as travellers answer Lotus, is no question whatever topic word it holds", () => {
  it.each([
    "4 of us, one vegan",
    "three of us. two are vegetarian",
    "food and hiking, not shopping",
    "street food and markets",
    "mostly museums, no nightlife",
    "me and my wife, 2 kids",
  ])("%s", (message) => {
    expect(readKinds(message, true).intent).not.toBe("question");
  });
  it.each(["museums?", "dinner near the castle", "weather on day 3", "vegan food near the hotel?"])(
    "%s is still a question",
    (message) => {
      expect(readKinds(message, true).intent).toBe("question");
    },
  );
});

describe("a doubt, a maybe for later, or a grumble about the weather at home is small talk", () => {
  it.each([
    "hmm, unsure about day 3",
    "not convinced about the hotel tbh",
    "I might bring my sister, not sure yet, will let you know",
    "maybe my cousin joins, will confirm later",
    "it's raining AGAIN here in manchester ugh",
    "so cold here today, typical",
  ])("%s", (message) => {
    expect(readKinds(message, true).intent).toBe("chitchat");
  });
  it.each(["ugh, can we make day 3 lighter", "not sure yet, will let you know. add a night in Porto"])(
    "%s still asks for a change",
    (message) => {
      expect(readKinds(message, true).asksChange).toBe(true);
    },
  );
  it("a question about the weather is still a question", () => {
    expect(readKinds("is it raining in Paris today?", true).intent).toBe("question");
  });
});

describe("a named day trip put on a day is a change; a day trip asked about is a question", () => {
  it.each([
    "a Sintra day trip on day 3 pls",
    "Giant's Causeway day tour on day 2 eh",
    "Mdina day trip from Valletta for the fourth day",
    "the Hakone day trip on day 5 please, we want the lake",
  ])("%s", (message) => {
    expect(readKinds(message, true)).toMatchObject({ intent: "other", asksChange: true });
  });
  it.each(["how long is the day trip on day 3?", "day trip on day 2?", "what time does the day tour on day 4 leave"])(
    "%s is still a question",
    (message) => {
      expect(readKinds(message, true).intent).toBe("question");
    },
  );
});

describe("a fact told as an afterthought is told, not asked", () => {
  it.each([
    "halal, forgot to mention",
    "should have said, we are all vegetarian",
    "oh btw we're coeliac, keep it in mind for meals",
    "we are bringing our two kids as well",
    "we'll also bring our dog",
    "three of us, all vegan",
  ])("%s", (message) => {
    expect(readKinds(message, true)).toMatchObject({ intent: "other", asksChange: false, onlyTells: true });
  });
  it.each(["vegetarian places near the hotel", "halal food on day 2?", "we will bring our dog, is that ok?"])(
    "%s is still a question",
    (message) => {
      expect(readKinds(message, true).intent).toBe("question");
    },
  );
});

describe("what to change named first, then the order after a comma or a dash", () => {
  it.each(["the aquarium, move it to day 4", "Montserrat - swap it with day 2", "the cable car, put it on day 1"])(
    "%s",
    (message) => {
      expect(readKinds(message, true).asksChange).toBe(true);
    },
  );
  it.each(["what's on day 2, is it busy?", "loved the museum, moving on to lunch ideas?"])(
    "%s asks for no change",
    (message) => {
      expect(readKinds(message, true).asksChange).toBe(false);
    },
  );
});

describe("before any trip, an outline of days or a weekend away is a trip to plan", () => {
  it.each([
    "Days 1-2 Rome\nDays 3-5 Florence\ncan you plan it?",
    "day 1 to 3 Seoul, day 4 to 6 Busan",
    "galway for a long weekend with my sister, what do you suggest",
    "porto over the weekend w my mates",
  ])("%s", (message) => {
    expect(readKinds(message, false).intent).toBe("other");
  });
  it.each(["what should we do for the weekend?", "weekend weather in Paris?"])("%s is still a question", (message) => {
    expect(readKinds(message, false).intent).toBe("question");
  });
});
