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
