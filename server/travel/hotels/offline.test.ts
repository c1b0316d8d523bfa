import { describe, expect, it } from "vitest";
import { ZHotel } from "../../../common/travel/schemas";
import { offlineHotels } from "./offline";

const hotels = offlineHotels();

describe("offline hotels", () => {
  it("lists hotels for the stay, in the spec's shape, cheapest first, without invented ratings or photos", async () => {
    const list = await hotels.search({ city: "Lisbon", checkIn: "2027-03-10", checkOut: "2027-03-17" });
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const h of list) {
      ZHotel.parse(h);
      expect(h).toMatchObject({
        check_in: "2027-03-10",
        check_out: "2027-03-17",
        user_rating: null,
        main_photo_url: null,
      });
      expect(h.url).toContain("checkin=2027-03-10");
    }
    expect(list.map((h) => h.total_price)).toEqual([...list.map((h) => h.total_price)].sort((a, b) => a - b));
    expect(new Set(list.map((h) => h.hotel_name)).size).toBe(list.length);
  });

  it("is deterministic and prices follow nights, class, city size, travellers and season", async () => {
    const q = { city: "Lisbon", checkIn: "2027-03-10", checkOut: "2027-03-12" } as const;
    expect(await hotels.search(q)).toEqual(await hotels.search(q));
    const median = async (extra: object) => {
      const l = (await hotels.search({ ...q, ...extra }))
        .map((h) => h.total_price / ((h.stars ?? 3) + 1))
        .sort((a, b) => a - b);
      return l[Math.floor(l.length / 2)] as number;
    };
    expect(await median({ checkOut: "2027-03-16" })).toBeGreaterThan((await median({})) * 2);
    expect(await median({ city: "Tokyo" })).toBeGreaterThan(await median({ city: "Évora" }));
    expect(await median({ checkIn: "2027-07-10", checkOut: "2027-07-12" })).toBeGreaterThan(await median({}));
    const byStars = await hotels.search({ ...q, checkOut: "2027-03-11" });
    const avg = (s: number) => byStars.filter((h) => h.stars === s).map((h) => h.total_price);
    const [two, five] = [avg(2), avg(5)];
    if (two.length && five.length) expect(Math.min(...five)).toBeGreaterThan(Math.max(...two));
  });

  it("honours a nightly budget and finds a town from coordinates", async () => {
    const cheap = await hotels.search({ city: "Paris", checkIn: "2027-05-01", checkOut: "2027-05-03", maxPrice: 120 });
    for (const h of cheap) expect(h.total_price / 2).toBeLessThanOrEqual(120);
    const near = await hotels.search({ lat: 41.3851, lng: 2.1734, checkIn: "2027-05-01", checkOut: "2027-05-03" });
    expect(near[0]?.url).toContain("Barcelona");
  });

  it("looks one hotel up by id, past the budget and list length its first search had (issue 26)", async () => {
    const q = { city: "Rome", checkIn: "2027-09-05", checkOut: "2027-09-09", adults: 3, rooms: 2 } as const;
    const plain = await hotels.search(q);
    const budget = await hotels.search({ ...q, maxPrice: 90 });
    // A budget search reaches hotels a plain search's full list never gets to.
    const beyond = budget.find((b) => !plain.some((p) => p.hotel_id === b.hotel_id));
    expect(beyond).toBeDefined();
    expect(await hotels.search({ ...q, hotelId: beyond?.hotel_id })).toEqual([beyond]);
    expect(await hotels.search({ ...q, hotelId: "offline-rome-999" })).toEqual([]);
  });

  it("refuses bad queries clearly", async () => {
    await expect(hotels.search({ city: "Lisbon", checkIn: "2027-03-10", checkOut: "2027-03-10" })).rejects.toThrow(
      /after check-in/,
    );
    await expect(hotels.search({ checkIn: "2027-03-10", checkOut: "2027-03-12" })).rejects.toThrow(/city/);
    await expect(hotels.search({ city: "qwxzzkq", checkIn: "2027-03-10", checkOut: "2027-03-12" })).rejects.toThrow(
      /No place/,
    );
  });
});
