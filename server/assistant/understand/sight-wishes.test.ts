import { describe, expect, it } from "vitest";
import { findMustSeeAndAvoid } from "../understand-trip";
import { experiencesNamed } from "./sight-experiences";
import { mustPhrases, oneWishEach, wishesOf } from "./sight-wishes";

// Must-sees made whole (issue 24): experiences in the traveller's words, a thing then the words
// that make it a must, and one must-see for one thing. Examples are our own, from many places.

const wishes = (text: string) => wishesOf(text, findMustSeeAndAvoid(text));

describe("one must-see for one thing", () => {
  it("a wish in everyday words gives way to the named sight it means", () => {
    expect(oneWishEach(["paddle the sound", "Doubtful Sound"])).toEqual(["Doubtful Sound"]);
    expect(oneWishEach(["the castle", "Edinburgh Castle"])).toEqual(["Edinburgh Castle"]);
    expect(oneWishEach(["Victoria Falls", "see the falls at dawn"])).toEqual(["Victoria Falls"]);
    expect(oneWishEach(["ride the cable car", "Table Mountain cable car"])).toEqual(["Table Mountain cable car"]);
    // (Written word for word inside the longer one, it stays as said.)
    expect(oneWishEach(["fado", "fado night"])).toEqual(["fado", "fado night"]);
  });
  it("the everyday name of a thing gives way to the guides' one", () => {
    expect(oneWishEach(["the aurora", "northern lights"])).toEqual(["northern lights"]);
    expect(oneWishEach(["sakura", "cherry blossoms"])).toEqual(["cherry blossoms"]);
  });
  it("the everyday name alone is written as the guides write it", () => {
    expect(oneWishEach(["aurora", "dog sledding"])).toEqual(["northern lights", "dog sledding"]);
    expect(oneWishEach(["the Aurora Borealis"])).toEqual(["northern lights"]);
    expect(oneWishEach(["aurora australis"])).toEqual(["southern lights"]);
    expect(oneWishEach(["hanami"])).toEqual(["cherry blossoms"]);
    // (A name that only holds the word is itself: a place, a ship, a festival.)
    expect(oneWishEach(["Aurora Expeditions cruise"])).toEqual(["Aurora Expeditions cruise"]);
  });
  it("of the same words, the name written as guides write it", () => {
    expect(oneWishEach(["temple of Karnak", "Temple of Karnak"])).toEqual(["Temple of Karnak"]);
    expect(oneWishEach(["pyramids at Giza", "Pyramids of Giza"])).toEqual(["Pyramids of Giza"]);
  });
  it("names in capitals and different things are all kept", () => {
    expect(oneWishEach(["Vatican", "Vatican Museums"])).toEqual(["Vatican", "Vatican Museums"]);
    expect(oneWishEach(["Louvre Museum", "Orsay Museum"])).toEqual(["Louvre Museum", "Orsay Museum"]);
    expect(oneWishEach(["Route 66", "Grand Canyon"])).toEqual(["Route 66", "Grand Canyon"]);
  });
  it("two things read as one give way to each read alone", () => {
    expect(oneWishEach(["Skomer", "Skomer to see the puffins", "puffins"])).toEqual(["Skomer", "puffins"]);
  });
  it("an activity alone is kept; the same thing said with more words wins", () => {
    expect(oneWishEach(["canyoning", "sunset cruise", "Table Mountain"])).toEqual([
      "canyoning",
      "sunset cruise",
      "Table Mountain",
    ]);
    expect(oneWishEach(["orangutans", "orangutan trekking"])).toEqual(["orangutan trekking"]);
    // (An activity says more than the place it is done at: both stay.)
    expect(oneWishEach(["Sepilok orangutans", "orangutan trekking"])).toEqual([
      "Sepilok orangutans",
      "orangutan trekking",
    ]);
  });
  it("a thing to do never gives way to a place about it (a museum, a park, a centre)", () => {
    // (A museum of shipwrecks is no dive on one; a panda park no panda seen in the wild.)
    expect(oneWishEach(["dive the wreck", "Wreck Museum"])).toEqual(["dive the wreck", "Wreck Museum"]);
    expect(oneWishEach(["dolphin spotting", "Dolphin Aquarium"])).toEqual(["dolphin spotting", "Dolphin Aquarium"]);
    expect(oneWishEach(["climb the glacier", "Glacier Exhibition Centre"])).toEqual([
      "climb the glacier",
      "Glacier Exhibition Centre",
    ]);
    // (Extra words that only name it: one thing.)
    expect(oneWishEach(["dive the reef", "Ningaloo Reef"])).toEqual(["Ningaloo Reef"]);
    expect(oneWishEach(["kayak the lagoon", "Blue Lagoon"])).toEqual(["Blue Lagoon"]);
  });
  it("a name and the same name with its kind after it in lower case are one", () => {
    expect(oneWishEach(["Titanic Belfast", "Titanic Belfast museum"])).toEqual(["Titanic Belfast museum"]);
    expect(oneWishEach(["Lava Centre exhibition", "Lava Centre"])).toEqual(["Lava Centre exhibition"]);
    // (The kind in capitals is part of another name: both kept.)
    expect(oneWishEach(["Prado", "Prado Museum"])).toEqual(["Prado", "Prado Museum"]);
  });
  it("in a whole message: the activity and the museum about it are both wishes", () => {
    expect(wishes("Hilo 4 nights in May, see the lava is a must, also the Lava Museum").mustSee).toEqual([
      "the lava",
      "Lava Museum",
    ]);
  });
  it("in a whole message: the wish and the named sight are one", () => {
    expect(wishes("Cairns 4 nights, keen to snorkel the reef - the Great Barrier Reef is why we go").mustSee).toEqual([
      "Great Barrier Reef",
    ]);
    expect(wishes("Rovaniemi 3 nights, chasing the aurora, northern lights top of our list").mustSee).toEqual([
      "northern lights",
    ]);
  });
});

describe("a thing, then the words that make it a must", () => {
  it("'a must', 'must', 'non-negotiable' after it", () => {
    expect(mustPhrases("Rio 5 nights, capoeira class a must")).toEqual(["capoeira class"]);
    expect(mustPhrases("Lima 4 nights, ceviche lunch is a must!!")).toEqual(["ceviche lunch"]);
    expect(mustPhrases("Fes 3 nights; tannery visit non negotiable")).toEqual(["tannery visit"]);
  });
  it("bucket list and top of the list, before or after it", () => {
    expect(mustPhrases("Calgary 4 nights. the stampede rodeo is on my bucket list")).toEqual(["stampede rodeo"]);
    expect(mustPhrases("Kandy 2 nights, kandyan dance show top of the list")).toEqual(["kandyan dance show"]);
    expect(mustPhrases("Bucket list: a gondola ride and a glass blowing demo")).toEqual([
      "gondola ride",
      "glass blowing demo",
    ]);
  });
  it("can't leave without it: a wish, not a thing to skip", () => {
    const w = wishes("Hanoi 3 nights - cant leave without a water puppet show");
    expect(w.mustSee).toContain("water puppet show");
    expect(w.avoid).toEqual([]);
    expect(wishes("Budapest 3 nights, we won't go home without a thermal bath soak").mustSee).toContain(
      "thermal bath soak",
    );
  });
  it("the stay before the must is no must-see", () => {
    const w = wishes("Osaka 5 nights, a kabuki performance is non-negotiable");
    expect(w.mustSee).toContain("kabuki performance");
    expect(w.mustSee.some((x) => /osaka|nights/i.test(x))).toBe(false);
  });
  it("the words around it are no part of it", () => {
    expect(wishes("Dublin 3 nights. oh and a hurling match is a must").mustSee).toContain("hurling match");
    expect(wishes("Oahu 5 nights, luau must, snorkelling").mustSee).toContain("luau");
  });
});

describe("experiences in the traveller's words", () => {
  it("games, matches and shows with a word of their own", () => {
    expect(experiencesNamed("Boston 4 nights, want to catch a Red Sox game")).toEqual(["Red Sox game"]);
    expect(experiencesNamed("Kolkata 3 nights, a cricket match at Eden Gardens")).toEqual(["cricket match"]);
    expect(experiencesNamed("Las Vegas 3 nights, a Cirque show and a magic show")).toEqual([
      "Cirque show",
      "magic show",
    ]);
  });
  it("markets, classes, rides and ceremonies", () => {
    expect(experiencesNamed("Taichung 3 nights, the night market, a bubble tea class")).toEqual([
      "night market",
      "bubble tea class",
    ]);
    expect(experiencesNamed("venice 3 nites - gondola ride at sunset")).toEqual(["gondola ride"]);
    expect(experiencesNamed("Varanasi 2 nights, the aarti ceremony on the ghats")).toEqual(["aarti ceremony"]);
  });
  it("a title with its 'of'", () => {
    expect(experiencesNamed("Wellington 3 nights, a Lord of the Rings tour")).toEqual(["Lord of the Rings tour"]);
  });
  it("events that need no word before them", () => {
    expect(experiencesNamed("Prague 3 nights, an evening at the opera")).toEqual(["opera"]);
    expect(experiencesNamed("Seville 4 nights, maybe a bullfight")).toEqual(["bullfight"]);
  });
  it("not a kind of seat, a ride to the hotel, a generic one or the trip itself", () => {
    expect(experiencesNamed("Doha 2 nights, flying business class")).toEqual([]);
    expect(experiencesNamed("a taxi ride from the airport to the hotel")).toEqual([]);
    expect(experiencesNamed("Kraków 3 nights, a guided tour maybe")).toEqual([]);
    expect(experiencesNamed("planning a Japan tour of 2 weeks")).toEqual([]);
    expect(experiencesNamed("a hotel near the night market")).toEqual([]);
    expect(experiencesNamed("no food tours please")).toEqual([]);
    expect(experiencesNamed("the Opera House and the Harbour Bridge")).toEqual([]);
  });
  it("a West End musical is one, though West End is a place", () => {
    expect(experiencesNamed("London 4 nights, a West End musical")).toEqual(["West End musical"]);
  });
});

describe("the trip's shape is no must-see", () => {
  it("a share of the stay", () => {
    expect(
      wishes("Lima, Cusco and Arequipa, 12 nights, 3 in Lima, 5 in Cusco and the rest in Arequipa. From Madrid.")
        .mustSee,
    ).toEqual([]);
    expect(
      wishes("Hanoi, Hue and Hoi An, 11 nights, 4 in Hanoi, 2 in Hue and the remainder in Hoi An. Two of us.").mustSee,
    ).toEqual([]);
  });
  it("stops with the signs that add or drop them, and the country gone to", () => {
    expect(wishes("Italy 9 nights from June 4 +florence -venice").mustSee).toEqual([]);
    expect(wishes("Spain 8 nights from Apr 2 +Sevilla -Granada, the Alhambra is a must").mustSee).toEqual(["Alhambra"]);
    // (A hyphen inside a name is no sign.)
    expect(wishes("Montmartre 3 nights, Sacré-Cœur is a must").mustSee).toEqual(["Sacré-Cœur"]);
    // (A city that is its own country is a sight as said.)
    expect(wishes("Rome 4 nights, Vatican City is a must").mustSee).toContain("Vatican City");
  });
});

describe("another fact's words are no must-see", () => {
  it.each([
    "Oslo 3 nights, me + hubby + the dog",
    "Crete 5 nights in Feb, just myself",
    "Lima 4 nights, from Quito, leaving sunday",
    "Hoi An 4 nights, gracias!",
    "Kyoto 4 nights, KTX between, JR pass",
    "Budapest 3 nights, me and my brother, near the river",
    "Fiji 7 nights, cot needed, bad knees",
    "Vienna 3 nights, by train all the way, money no object",
    "Bergen 2 nights, stopping in Flam, Oslo first",
  ])("%s", (text) => {
    expect(wishes(text).mustSee).toEqual([]);
  });
  it("the trip's own stops and home are no sights of it", () => {
    const text = "Hanoi 3 nights + Hue + Hoi An, from Saigon";
    const found = wishesOf(text, findMustSeeAndAvoid(text), { stops: ["Hue", "Hoi An", "Hanoi"], home: "Saigon" });
    expect(found.mustSee).toEqual([]);
  });
  it("a dish is a cuisine, unless it is had as an outing", () => {
    expect(wishes("Osaka 4 nights, takoyaki and okonomiyaki").mustSee).toEqual([]);
    const class_ = wishes("Hanoi 3 nights, a pho cooking class is a must").mustSee;
    expect(class_).toContain("pho cooking class");
    expect(class_).not.toContain("pho");
  });
  it("a season's word is not a sight named after it", () => {
    expect(findMustSeeAndAvoid("Beijing 6 nights over the summer holidays").mustSee).toEqual([]);
    expect(findMustSeeAndAvoid("Amman 4 nights, then Jordan's south").mustSee).toEqual([]);
    expect(findMustSeeAndAvoid("Rome 3 nights, the vatican").mustSee).toContain("Vatican Museums");
  });
});

describe("a named sight's views", () => {
  it("are the sight", () => {
    expect(wishes("Chamonix 4 nights. Mont Blanc views!!").mustSee).toContain("Mont Blanc");
    expect(wishes("Cusco 3 nights, Rainbow Mountain view + Sacsayhuaman").mustSee).toContain("Rainbow Mountain");
  });
  it("a room's view is none", () => {
    expect(wishes("Santorini 4 nights, caldera view + pool please").mustSee).not.toContain("caldera");
    expect(wishes("Nice 3 nights, sea view!!").mustSee).toEqual([]);
  });
});

describe("what is done at a named sight is no part of its name", () => {
  it.each([
    ["Belize 7 nights. Diving the Blue Hole! From Houston.", "Blue Hole"],
    ["Peru 10 days, hiking the Inca Trail is the dream", "Inca Trail"],
  ])("%s", (text, name) => {
    expect(wishes(text).mustSee).toContain(name);
  });
  it("keeps a gerund that is no verb of doing before a name in lower case", () => {
    expect(wishes("Bali 5 nights, diving the wrecks at Tulamben").mustSee.join(" ")).not.toMatch(/^Wrecks/);
  });
});

describe("a name that starts with a word of the way", () => {
  it("is a sight when a capital name follows", () => {
    expect(wishes("Samoa 6 nights, she wants the To Sua trench").mustSee).toContain("To Sua Ocean Trench");
    expect(wishes("Upolu, swim at To Sua and the waterfalls").mustSee).toContain("To Sua Ocean Trench");
  });
  it("is the way when none does", () => {
    expect(wishes("Samoa 6 nights, to the beach every day").mustSee).not.toContain("to the beach every day");
  });
});
