import { describe, expect, it } from "vitest";
import { findInterests } from "../understand";
import { withoutOtherClubs } from "./not-nightlife";

// A club, a party or a bar that is no night out: blanked before nightlife is read. (findInterests
// is run on the blanked text here, as understand.ts is asked to.)

const nightlife = (text: string) => findInterests(withoutOtherClubs(text)).includes("nightlife");

describe("club, party and bar words that name no night out", () => {
  it.each([
    "Phuket 7 nights, resort with a kids club please, 2 adults 2 kids",
    "Mallorca 5 nights, hotel with kids' club and pool",
    "Algarve 6 nights near a golf club, 2 couples",
    "Dubai 4 nights, club lounge access would be nice",
    "Cancun, all inclusive, a party of 6",
    "Tuscany villa for the wedding party, 12 of us",
    "Lisbon 4 nights, mum needs grab bars in the bathroom",
    "Rome 3 nights, our whole party is vegetarian",
  ])("%s: not nightlife", (text) => {
    expect(nightlife(text)).toBe(false);
  });
  it.each([
    "Berlin 3 nights, clubs and techno",
    "Ibiza 4 nights, beach clubs and parties",
    "New Orleans 3 nights, jazz clubs every night",
    "Dublin 3 nights, pubs and live music, plus a kids club for the little one",
    "Mykonos 5 nights, party island vibes",
    "Prague 3 nights, cocktail bars",
  ])("%s: nightlife", (text) => {
    expect(nightlife(text)).toBe(true);
  });
});
