import { DateTime } from "luxon";
import type { THotel } from "../../../common/travel/schemas";
import { Invalid } from "../../errors";
import { seededRandom } from "../flights/random";
import { type City, cities } from "../geo/cities";
import { distanceKm } from "../geo/distance";
import { geocode } from "../geo/gazetteer";
import type { HotelProvider, HotelQuery } from "./provider";
import { ZHotelQuery } from "./provider";

// Hotels with no network: names from neutral word lists (never a brand), class and price by
// city size, season and stay; no invented guest ratings or photos. Deterministic per query.

const FIRST = [
  "Linden",
  "Cedar",
  "Amber",
  "Harbour",
  "Garden",
  "Lantern",
  "Willow",
  "Juniper",
  "Saffron",
  "Meridian",
  "Orchard",
  "Slate",
  "Marigold",
  "Larch",
  "Copper",
  "Fennel",
  "Indigo",
  "Heron",
];
const SECOND = ["Court", "Terrace", "House", "Yard", "Gate", "Row", "Corner", "Quarter", "Steps", "Hall"];
const KIND = ["Hotel", "Inn", "Suites", "Guesthouse", "Residences", "Rooms"];
// What each kind lets: residences are whole apartments, rooms are rooms in a shared home.
const ROOM_TYPE: Record<string, "hotel_room" | "entire_place" | "private_room"> = {
  Hotel: "hotel_room",
  Inn: "hotel_room",
  Suites: "hotel_room",
  Guesthouse: "private_room",
  Residences: "entire_place",
  Rooms: "private_room",
};
const STAR_FACTOR = [0, 0.45, 0.6, 0.85, 1.25, 2.2];

/** The town a point is in: the largest place within 25 km (districts are places too in
 * GeoNames), else the nearest within 80 km. */
function townAt(lat: number, lng: number): City | undefined {
  let largest: City | undefined;
  let nearest: { city: City; d: number } | undefined;
  for (const city of cities().all) {
    if (city.population < 20_000) continue;
    const d = distanceKm({ lat, lng }, city);
    if (d <= 25 && (!largest || city.population > largest.population)) largest = city;
    if (d <= 80 && (!nearest || d < nearest.d)) nearest = { city, d };
  }
  return largest ?? nearest?.city;
}

export function offlineHotels(): HotelProvider {
  return {
    name: "offline",
    async search(input: HotelQuery): Promise<THotel[]> {
      const parsed = ZHotelQuery.safeParse(input);
      if (!parsed.success) throw Invalid(parsed.error.issues[0]?.message ?? "Invalid hotel search");
      const q = parsed.data;
      const place = q.city ? geocode(q.city) : null;
      const city = place
        ? { name: place.name, population: place.population, id: `${place.lat},${place.lng}` }
        : (() => {
            const c = q.lat !== undefined && q.lng !== undefined ? townAt(q.lat, q.lng) : undefined;
            return c ? { name: c.name, population: c.population, id: String(c.id) } : undefined;
          })();
      if (!city) throw Invalid(q.city ? `No place called "${q.city}" was found` : "No town near that point was found");

      const rand = seededRandom(`${city.id}|${q.checkIn}|${q.checkOut}|${q.adults}`);
      const nights = DateTime.fromISO(q.checkOut).diff(DateTime.fromISO(q.checkIn), "days").days;
      const month = Number(q.checkIn.slice(5, 7));
      const season = [6, 7, 8, 12].includes(month) ? 1.25 : [1, 2, 11].includes(month) ? 0.85 : 1;
      const size =
        city.population > 5_000_000 ? 165 : city.population > 1_000_000 ? 130 : city.population > 200_000 ? 100 : 80;
      // Guests per room: a room for two costs the base; each guest beyond that adds a third.
      const perRoom = Math.ceil((q.adults + q.children) / q.rooms);
      const occupancy = perRoom > 2 ? 1 + 0.35 * (perRoom - 2) : 1;
      const count = city.population > 1_000_000 ? 10 : city.population > 100_000 ? 7 : 4;
      const search = `https://www.google.com/travel/search?q=${encodeURIComponent(`hotels in ${city.name}`)}&checkin=${q.checkIn}&checkout=${q.checkOut}&adults=${q.adults}`;

      const used = new Set<string>();
      const hotels: THotel[] = [];
      const idOf = (i: number) => `offline-${city.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${i}`;
      // With house rules to meet, more candidates are looked at before the list is full. A hotel
      // asked for by id is looked for among every candidate and answered alone: a search with a
      // budget or house rules reaches further down the town's list than a plain one, and the
      // watcher, which knows neither, must still find the hotel that search chose (issue 26).
      const wanted = q.hotelId;
      const limit = count * (q.needs || wanted ? 12 : 4);
      for (let i = 0; i < limit && (wanted ? hotels.length === 0 : hotels.length < count); i++) {
        const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)] as T;
        const kind = pick(KIND);
        const name = `${pick(FIRST)} ${pick(SECOND)} ${kind}`;
        if (used.has(name)) continue;
        used.add(name);
        const stars = Math.min(5, Math.max(2, Math.round(2 + rand() * 3.2)));
        const nightly = size * (STAR_FACTOR[stars] as number) * season * occupancy * (0.85 + rand() * 0.35) * q.rooms;
        const roomType = ROOM_TYPE[kind] ?? "hotel_room";
        // House rules from their own seed, so the names and prices above stay as they were.
        const ruleRand = seededRandom(`${city.id}|${name}|rules`);
        const rules = {
          pets: ruleRand() < 0.35,
          children: roomType !== "private_room" || ruleRand() < 0.5,
          parties: roomType === "entire_place" && ruleRand() < 0.3,
          smoking: ruleRand() < 0.12,
        };
        const accessible = stars >= 4 || ruleRand() < 0.3;
        const n = q.needs;
        const fits =
          !(
            n &&
            ((n.pets && !rules.pets) ||
              (n.children && !rules.children) ||
              (n.parties && !rules.parties) ||
              (n.smoking !== undefined && n.smoking !== rules.smoking) ||
              (n.accessible && !accessible) ||
              (n.type && n.type !== roomType))
          ) && !(q.maxPrice !== undefined && nightly / q.rooms > q.maxPrice);
        if (wanted ? idOf(i) !== wanted : !fits) continue;
        hotels.push({
          hotel_id: idOf(i),
          hotel_name: name,
          user_rating: null,
          check_in: q.checkIn,
          check_out: q.checkOut,
          total_price: Math.round(nightly * nights * 100) / 100,
          main_photo_url: null,
          url: search,
          stars,
          rooms: q.rooms,
          guests: q.adults + q.children,
          room_type: roomType,
          rules,
          accessible,
          // Made-up inventory: the screens label it "sample data" (issue 26).
          source: "sample",
        });
      }
      return hotels.sort((a, b) => a.total_price - b.total_price);
    },
  };
}
