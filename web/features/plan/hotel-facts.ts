import type { THotel } from "../../../common/travel/schemas";
import { price } from "../../lib/format";

// What the hotel modal says beyond the spec's fields: the price of a night, who the price is for,
// and the amenities and house rules, from what the provider gave (never invented).

const roomTypes: Record<NonNullable<THotel["room_type"]>, string> = {
  hotel_room: "Hotel room",
  entire_place: "Entire place",
  private_room: "Private room",
};

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.max(
    1,
    Math.round((Date.parse(`${checkOut}T12:00:00Z`) - Date.parse(`${checkIn}T12:00:00Z`)) / 86_400_000),
  );
}

export function hotelFacts(h: THotel) {
  const nights = nightsBetween(h.check_in, h.check_out);
  const rules = h.rules;
  const amenities = [
    ...(h.room_type ? [roomTypes[h.room_type]] : []),
    ...(h.amenities ?? []),
    ...(h.accessible ? ["Step-free access"] : []),
    ...(rules
      ? [
          rules.pets ? "Pets allowed" : "No pets",
          rules.children ? "Children welcome" : "Adults only",
          rules.smoking ? "Smoking allowed" : "Non-smoking",
          ...(rules.parties ? ["Parties allowed"] : []),
        ]
      : []),
  ];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return {
    nights,
    nightsText: plural(nights, "night"),
    // An unknown total (negative) has no known nightly price either.
    nightly: h.total_price < 0 ? price(-1) : price(Math.round((h.total_price / nights) * 100) / 100),
    party: h.guests ? `${plural(h.guests, "guest")}${h.rooms ? `, ${plural(h.rooms, "room")}` : ""}` : null,
    amenities: [...new Set(amenities)],
  };
}
