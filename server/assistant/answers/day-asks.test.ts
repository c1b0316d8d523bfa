import { describe, expect, it } from "vitest";
import { readKinds } from "./intent";

// Classes from issue 24: how a day should be, asked of it ("can day 1 be just a walk?"), is a
// change; where to eat near the stay ("best vegan places near our hotel?") is a question, never a
// change of hotel or diet; an outing asked with which day suits it ("can we fit a DMZ tour? which
// day would be best?") asks advice, the change offered rather than made.

const kinds = (m: string) => readKinds(m, true);

describe("how a day should be, asked of the day", () => {
  it.each([
    "can day 1 be just a walk and dinner, nothing else? long trip in",
    "could day 2 be lighter?",
    "can the first day be just a stroll?",
    "could day 3 be a beach day?",
    "can day 4 be free?",
    "can tomorrow be a lazy one?",
    "could our last day be more relaxed pls",
    "can day 5 be less packed?",
  ])("%s", (m) => {
    expect(kinds(m).asksChange).toBe(true);
  });

  it.each([
    "is day 2 a free day?",
    "can day 1 be done on foot?",
    "could day 3 be too much for the kids?",
    "could day 2 be a bit much?",
    "can the last day be done by 3pm?",
  ])("but what a day would be like is asked: %s", (m) => {
    expect(kinds(m)).toMatchObject({ intent: "question", asksChange: false });
  });
});

describe("where to eat near the stay is asked", () => {
  it.each([
    "best vegan places near our hotel?",
    "any good vegan restaurants close to where we're staying?",
    "good coffee spots near the hotel?",
    "cheapest eats walking distance from our airbnb?",
    "top brunch spots by our apartment?",
    "nice bars near where we are based?",
  ])("%s", (m) => {
    expect(kinds(m)).toMatchObject({ intent: "question", asksChange: false, asksOnly: true });
  });

  it.each([
    "move the hotel near the best places to eat",
    "best vegan places near our hotel please add one to day 2",
    "can we move to a hotel closer to the good restaurants?",
  ])("but a change said with it is a change: %s", (m) => {
    expect(kinds(m).asksChange).toBe(true);
  });
});

describe("an outing asked with which day suits it", () => {
  it.each([
    "can we fit a DMZ tour? which day would be best?",
    "could we squeeze in a cooking class? what day works?",
    "can we add the zoo? which day is best",
    "can we fit Nara in? which day do you think?",
    "could we do a sunset cruise? when would be best?",
  ])("%s", (m) => {
    expect(kinds(m)).toMatchObject({ intent: "question", asksChange: false, possible: true });
  });

  it.each([
    "can we swap day 2 and 3? what day is the museum",
    "add the zoo please. which day is it on?",
    "can we add the zoo on day 3 instead? which day is best for the beach?",
  ])("but not a change requested, or another question asked: %s", (m) => {
    expect(kinds(m).asksChange).toBe(true);
  });
});

describe("a joke threat reported is small talk", () => {
  it.each([
    "haha my wife says if I eat one more gelato she's leaving me here",
    "lol my husband reckons if we see one more church he'll divorce me",
    "my son says if we don't go to the zoo he'll never speak to us again 😂",
    "my mum swears if we make her hike again she'll disown us",
  ])("%s", (m) => {
    expect(kinds(m).intent).toBe("chitchat");
  });

  it.each([
    ["my wife says if I eat one more carbonara she'll leave me, can we add a salad place on day 2?", "other"],
    ["my wife says she's coming too", "other"],
    ["my husband says if it rains we should do the museum", "other"],
  ])("but not a request or a fact said with it: %s", (m, want) => {
    expect(kinds(m).intent).toBe(want);
  });
});

describe("how someone will take the plan is small talk", () => {
  it.each([
    "I literally cannot wait!! my fiancé is going to cry when he sees this",
    "my mum will love this",
    "the kids are gonna freak out when they see the zoo day",
    "she's gonna love it",
  ])("%s", (m) => {
    expect(kinds(m).intent).toBe("chitchat");
  });

  it.each([
    "my wife will love the beach, add one more beach day",
    "my husband is going to hate day 3, can we change it",
    "my dad will be there too",
  ])("but not with a change or a fact of the party: %s", (m) => {
    expect(kinds(m).intent).toBe("other");
  });
});

describe("hellos from somewhere, praise, and just browsing are small talk", () => {
  it.each([
    "good morning from Nairobi ☕ how are you today?",
    "hello from Lima how are you",
    "just saying hi, not planning anything yet, just browsing",
    "we're just browsing for now",
    "wow you're fast 😅",
    "you're a lifesaver",
  ])("%s", (m) => {
    expect(readKinds(m, false).intent).toBe("chitchat");
  });

  it.each([
    ["good morning from Nairobi, what's the weather in Mombasa?", "question"],
    ["just looking around, thinking of Lisbon in May", "other"],
    ["hi from london, 5 nights in rome", "other"],
    ["you are fast, can you make day 2 lighter", "other"],
  ])("but not with a question or a trip: %s", (m, want) => {
    expect(readKinds(m, true).intent).toBe(want);
  });
});
