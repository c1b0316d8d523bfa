import { describe, expect, it } from "vitest";
import { readKinds } from "./intent";

// Small talk and asides in the shapes that read like questions, changes or plans: how-are-yous
// after a greeting, praise in regional English, teasing, the weather at home, the traveller's own
// state; and questions read as plans or changes because they name a place, a length or a way.

const chat = (message: string, hasTrip = true) => readKinds(message, hasTrip).intent;

describe("small talk in the shapes of questions and changes", () => {
  it("a how-are-you, however it goes on, after a greeting from somewhere", () => {
    for (const m of [
      "Hello from Nairobi! How has your day been?",
      "hey, how are things?",
      "morning! how have you been",
      "how are you going mate",
    ])
      expect(chat(m, false), m).toBe("chitchat");
  });

  it("praise said as an impression, in the Englishes people write", () => {
    for (const m of [
      "Merci! That sounds fab, can't wait",
      "looks ace",
      "sweet as, cheers",
      "that all seems grand",
      "shiok lah",
      "lekker, thanks",
    ])
      expect(chat(m), m).toBe("chitchat");
  });

  it("what Lotus can actually do, and its own favourites", () => {
    for (const m of [
      "what can you even do?",
      "so what can you actually do",
      "what's your favourite country in the world?",
      "do you have a favourite city?",
    ])
      expect(chat(m, false), m).toBe("chitchat");
  });

  it("teasing, and the weather wished for", () => {
    for (const m of [
      "if it pours all week I'm blaming you lol",
      "no pressure 😅",
      "don't let it snow ok? 😂",
      "please order us some sunshine",
    ])
      expect(chat(m), m).toBe("chitchat");
  });

  it("the traveller's own state, and the weather at home grumbled about", () => {
    for (const m of [
      "just landed, absolutely knackered",
      "so jet lagged after 20 hours on planes haha",
      "ugh it's snowing again here in Oslo, need sun lol",
    ])
      expect(chat(m, false), m).toBe("chitchat");
  });

  it("a full day remarked on and taken as it is", () => {
    for (const m of ["omg tomorrow looks packed lol. bring it on", "day 2 seems pretty busy haha. we'll manage"])
      expect(chat(m), m).toBe("chitchat");
  });

  it("negatives: the same words with a request, a question or a trip stay what they are", () => {
    expect(readKinds("day 2 looks intense, can we drop something?", true).asksChange).toBe(true);
    expect(readKinds("day 4 looks really packed", true).intent).not.toBe("chitchat");
    expect(chat("so tired, can you make tomorrow lighter?")).toBe("other");
    expect(chat("just landed in Seoul, where should we eat tonight?")).toBe("question");
    expect(chat("what's your favourite restaurant in Porto?")).toBe("question");
    expect(chat("the grand canyon 3 nights from Phoenix", false)).toBe("other");
    expect(chat("will it rain on day 3?")).toBe("question");
    expect(chat("I'm blaming the hotel, can we change it?")).toBe("other");
  });
});

describe("questions that name a place, a length or a way", () => {
  it("a worry or a condition said first, then the question: a question, not a trip", () => {
    for (const m of [
      "I'm nervous about the heat in Seville, any advice? my mum is 80.",
      "My wife is pregnant, is the Zika risk in Bali still a thing?",
      "Can you visit the Alhambra gardens without a guide?",
      "cheapest month to fly Dublin to Toronto?",
      "best time to visit Patagonia?",
    ])
      expect(chat(m, false), m).toBe("question");
  });

  it("negatives: a trip said first is still planned", () => {
    for (const m of [
      "Seville 4 nights in May, any advice?",
      "Bali 10 days from July 2, is the weather ok then?",
      "Porto 3 nights, any ideas for food?",
    ])
      expect(chat(m, false), m).toBe("other");
  });

  it("getting by and the best way between two places are asked only, the trip untouched", () => {
    for (const m of [
      "can I pay by card in Laos?",
      "could we drink the tap water in Lima?",
      "can you even fly a drone in Japan? asking for a future trip",
      "what's the best way to get from Naples to Positano, is the ferry any good?",
      "how's best to get to the airport from Shinjuku?",
      "any kosher places to eat around our apartment?",
    ]) {
      const k = readKinds(m, true);
      expect(k.intent, m).toBe("question");
      expect(k.asksOnly, m).toBe(true);
      expect(k.possible, m).toBe(false);
    }
  });

  it("negatives: a request for the way, the dog or the card is still a change", () => {
    for (const m of ["can we take the ferry instead?", "can we bring our dog?", "can you use a cheaper hotel please"])
      expect(readKinds(m, true).asksChange, m).toBe(true);
  });
});

describe("the trip's pace wished for, said as a question", () => {
  it("is a change, however it is asked", () => {
    for (const m of [
      "could we cram a bit more in?",
      "is it possible to make the days less hectic?",
      "can we slow things down a little?",
      "honestly this is way too rushed for us",
      "can we have a slower pace on the whole trip?",
    ])
      expect(readKinds(m, true).asksChange, m).toBe(true);
  });

  it("negatives: how full a day is, or a crowd, is asked", () => {
    for (const m of ["is day 2 too packed?", "how hectic is the last day?", "will the museums be packed?"])
      expect(readKinds(m, true).intent, m).toBe("question");
  });
});

describe("where to go for a break, asked before any trip", () => {
  it("is a trip to plan, not a question", () => {
    for (const m of [
      "where could we go for a long weekend from Leeds by train?",
      "where should I head for a week of sun in Feb",
    ])
      expect(readKinds(m, false).intent, m).toBe("other");
  });
  it("negatives: where to go for a meal is asked", () => {
    expect(readKinds("where should we go for lunch near the harbour?", false).intent).toBe("question");
  });
});
