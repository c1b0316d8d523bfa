import { describe, expect, it } from "vitest";
import { findMoney } from "./trip-money";
import { findTransport } from "./trip-transport";

// How they travel and what they spend, in our own wordings, with messages that must not trigger.

describe("the bus, said with where it goes", () => {
  it("is the bus", () => {
    expect(findTransport("Sarajevo and Mostar, buses everywhere please").prefer).toBe("bus");
    expect(findTransport("Split to Hvar: bus and ferry only").prefer).toBe("bus");
    expect(findTransport("Oaxaca and Puebla, coaches throughout").prefer).toBe("bus");
    expect(findTransport("coach the whole way from Glasgow").prefer).toBe("bus");
  });
  it("is not the bus when a bus is only mentioned", () => {
    expect(findTransport("Lisbon 3 nights, is the airport bus any good?").prefer).not.toBe("bus");
    expect(findTransport("no buses please, we get sick").prefer).toBeUndefined();
  });
});

describe("a party where no one drives", () => {
  it("is no self-drive", () => {
    expect(findTransport("Lake District 4 nights, none of us can drive").selfDrive).toBe(false);
    expect(findTransport("Tuscany, neither of us drives so trains please").selfDrive).toBe(false);
    expect(findTransport("nobody drives in our family").selfDrive).toBe(false);
  });
  it("leaves a driving trip alone", () => {
    expect(findTransport("road trip, we'll drive ourselves").selfDrive).toBe(true);
    expect(findTransport("none of us speak Portuguese").selfDrive).toBeUndefined();
  });
});

describe("lakh and crore with no money named", () => {
  it("are rupees", () => {
    expect(findMoney("Kerala 6 nights, about 2 lakh for the family")).toEqual({
      amount: 200000,
      currency: "INR",
      per: "trip",
    });
    expect(findMoney("wedding in Udaipur, 1.5 crore all in")?.amount).toBe(15_000_000);
    expect(findMoney("Bali, 4 lakh total")?.currency).toBe("INR");
  });
  it("leave other money and plain numbers alone", () => {
    expect(findMoney("Bali, IDR 4 juta a day")?.currency).toBe("IDR");
    expect(findMoney("Goa 4 nights, 3 adults")).toBeUndefined();
  });
});

describe("the kind of trip, said sideways", () => {
  it("is luxury when money is no concern", async () => {
    const { prefsSaid } = await import("./prefs-said");
    expect(prefsSaid("safari in the Serengeti, cost is no object").tier).toBe("luxury");
    expect(prefsSaid("Bora Bora, price isn't a concern").tier).toBe("luxury");
    expect(prefsSaid("budget is an issue for us this year").tier).toBeUndefined();
  });
  it("is cheap when they ask for nothing expensive", async () => {
    const { prefsSaid } = await import("./prefs-said");
    expect(prefsSaid("Hoi An 4 nights, nothing too pricey").tier).toBe("budget");
    expect(prefsSaid("gap year in Peru, 3 weeks").tier).toBe("budget");
    expect(prefsSaid("we're not luxury travellers").tier).toBe("budget");
    expect(prefsSaid("is the wine not expensive there?").tier).toBeUndefined();
  });
});

describe("money in slang and in codes", () => {
  it("reads 'bob' as shillings, except in Bolivia", () => {
    expect(findMoney("Kampala 3 nights, 90k bob all in", ["UGX"])?.currency).toBe("UGX");
    expect(findMoney("Nakuru, 25k bob", [])?.currency).toBe("KES");
    expect(findMoney("Sucre, 1500 bob", ["BOB"])?.currency).toBe("BOB");
    expect(findMoney("met Bob in Rome, 3 nights")).toBeUndefined();
  });
  it("reads a code before four figures with no grouping", async () => {
    const { prefsSaid } = await import("./prefs-said");
    expect(prefsSaid("Antigua, XCD 4500 for the week").money).toEqual({ amount: 4500, currency: "XCD", per: "trip" });
    expect(prefsSaid("Flight BA 2490 lands at 9").money).toBeUndefined();
  });
});

describe("luxury in the other languages read here", () => {
  it("is luxury", async () => {
    const { prefsSaid } = await import("./prefs-said");
    expect(prefsSaid("un hôtel 5 étoiles à Nice").tier).toBe("luxury");
    expect(prefsSaid("un hotel de lujo en Cartagena").tier).toBe("luxury");
    expect(prefsSaid("albergo di lusso a Como").tier).toBe("luxury");
    expect(prefsSaid("un hôtel 3 étoiles suffit").tier).toBeUndefined();
  });
});

describe("the way from home by sea, a mode over another, a 4x4, a fast train by its letters", () => {
  it.each([
    ["Helsinki 4 nights, solo, from Tallinn by ferry", { flights: false }],
    ["we're coming from Stockholm on the overnight ferry, Turku 2 nights", { flights: false }],
    ["Shetland 5 nights, comin fae Aberdeen on the ferry", { flights: false }],
    ["Islay 3 nights, nae flights, we'll drive up", { flights: false }],
    ["Zagreb to Split 3 nights, bus not car, 4 of us", { prefer: "bus", selfDrive: false }],
    ["Hanoi to Hue, coach rather than the train please", { prefer: "bus" }],
    ["Namibia 14 days 4x4 with rooftop tent, 2 of us", { prefer: "road", selfDrive: true }],
    ["Iceland 8 nights, renting a 4WD for the highlands", { prefer: "road", selfDrive: true }],
    ["Taipei 4 nights, Tainan 2 nights by HSR", { prefer: "train" }],
    ["Madrid to Seville on the high-speed train", { prefer: "train" }],
    ["Zurich > Lucerne > Zermatt, 9 days on the Swiss Travel Pass, 2 adults", { prefer: "train" }],
    ["Seville and Granada, two retirees, neither of us will be driving", { selfDrive: false }],
    ["Kotor 3 nights, Ohrid 3 nights, buses where possible", { prefer: "bus" }],
    ["Córdoba Argentina 3 noches, desde Buenos Aires en micro", { prefer: "bus" }],
    ["• Where: Bled\n• From: Ljubljana (bus)\n• Nights: 2", { prefer: "bus" }],
    ["Leg 1: Hanoi 3n\nLeg 2: Hue to Hoi An (train)", { prefer: "train" }],
    ["Cusco 4 nights, arriving from Puno (by coach), 2 adults", { prefer: "bus" }],
    ["Ronda 2 nights from Malaga (car)", { prefer: "road", selfDrive: true }],
  ] as const)("%s", (text, want) => {
    expect(findTransport(text)).toMatchObject(want);
  });
  it.each([
    "Split 4 nights from London, day trip from Split by boat to Hvar",
    "Santorini 3 nights then ferry to Naxos 4, from Leeds",
    "Athens 3 nights, island hopping from Piraeus by ferry",
    "Wadi Rum 2 nights, a 4x4 tour of the desert with a guide",
    "Moab 3 nights, 4x4 tours in Canyonlands",
    "Krakow 3 nights (bus tour to Auschwitz included)",
    "Lisbon 4 nights, Sintra day (train station nearby?)",
  ])("%s: none of these", (text) => {
    const t = findTransport(text);
    expect(t.flights).toBeUndefined();
    expect(t.selfDrive).toBeUndefined();
  });
});

describe("the way said in Dutch, German and Italian", () => {
  it("is the train", () => {
    expect(findTransport("Wij gaan met de trein naar Parijs, 4 nachten").prefer).toBe("train");
    expect(findTransport("3 Nächte Wien, Zug ab München am 3. März").prefer).toBe("train");
    expect(findTransport("Berlin 2 Nächte, mit der Bahn aus Köln").prefer).toBe("train");
    expect(findTransport("Firenze in treno da Roma, 3 notti").prefer).toBe("train");
    // (As the German reader leaves it in English: "Zug von Zürich" becomes "Zug from Zürich".)
    expect(findTransport("Hamburg 3 nights, Zug from Zürich, 12 Feb").prefer).toBe("train");
  });
  it("is no flying when the plane is refused", () => {
    expect(findTransport("Naar Wenen vanuit Amsterdam, geen vliegtuig aub").flights).toBe(false);
    expect(findTransport("Rom 5 Nächte, bitte kein Flugzeug").flights).toBe(false);
    expect(findTransport("Lisboa 4 noites, sem avião por favor").flights).toBe(false);
    expect(findTransport("Lyon en train, sans avion").flights).toBe(false);
  });
  it("leaves the town of Zug and other words alone", () => {
    expect(findTransport("Zug 2 nights then Lucerne 3, from London").prefer).toBeUndefined();
    expect(findTransport("geen probleem als het regent").flights).toBeUndefined();
  });
});

describe("a dread of small planes", () => {
  // Only the small ones: the long flight there is still flown (Galapagos has no other way in).
  it("refuses no flying on its own", () => {
    expect(findTransport("Galapagos? my wife is terrified of tiny planes").flights).toBeUndefined();
    expect(findTransport("we're scared of flying in little planes").flights).toBeUndefined();
    expect(findTransport("London to Costa Rica, I hate small planes so drive between stops").flights).toBeUndefined();
  });
  it("leaves an overland trip overland", () => {
    expect(findTransport("Laos overland please, I hate small planes").flights).toBe(false);
  });
});

describe("the bus, however it goes", () => {
  it("is the bus for a sleeper bus or a bus up from somewhere", () => {
    expect(findTransport("Vietnam 3 weeks, hostels and sleeper buses").prefer).toBe("bus");
    expect(findTransport("Hanoi to Sapa on the sleeper bus").prefer).toBe("bus");
    expect(findTransport("Kampot 3 nights, bus down from Phnom Penh on the 4th").prefer).toBe("bus");
    expect(findTransport("Chiang Rai, coach over to Chiang Mai after").prefer).toBe("bus");
  });
  it("keeps a sleeper train a train", () => {
    expect(findTransport("Mumbai to Goa on the sleeper").prefer).toBe("train");
    expect(findTransport("Inverness by the Caledonian sleeper").prefer).toBe("train");
  });
});

describe("driving, said by the car they ride in", () => {
  it("is the road, driving themselves", () => {
    expect(findTransport("Coromandel, 4 of us in the ute").prefer).toBe("road");
    expect(findTransport("Cornwall with the campervan, 5 nights").prefer).toBe("road");
    expect(findTransport("we'll all pile into the car and head to Devon").selfDrive).toBe(true);
  });
  it("is not a car park or a car with its driver", () => {
    expect(findTransport("hotel with the car park close by").prefer).toBeUndefined();
    expect(findTransport("the kids hate long hours in the car").prefer).toBeUndefined();
    expect(findTransport("Rajasthan in the car with a driver").selfDrive).toBe(false);
  });
  it("is no self-drive when they will not drive themselves", () => {
    expect(findTransport("we will not be driving ourselves, get us a driver").selfDrive).toBe(false);
    expect(findTransport("I won't drive myself in Naples").selfDrive).toBe(false);
    expect(findTransport("we're not driving ourselves this time").selfDrive).toBe(false);
  });
});

describe("a train by its own name", () => {
  it("is the train", () => {
    expect(findTransport("Taking the Adirondack from Montreal down to NYC").prefer).toBe("train");
    expect(findTransport("Chicago to the Bay Area on the California Zephyr").prefer).toBe("train");
    expect(findTransport("Christchurch, then the TranzAlpine to Greymouth").prefer).toBe("train");
    expect(findTransport("Pretoria to Cape Town on the Blue Train").prefer).toBe("train");
  });
  it("is not a range, a chair or a rising of the same name", () => {
    expect(findTransport("the Adirondack mountains in fall, 4 nights").prefer).toBeUndefined();
    expect(findTransport("Culloden and the Jacobite story").prefer).toBeUndefined();
  });
});
