import { describe, expect, it } from "vitest";
import { findStayRules } from "./trip-stay-rules";

// A pet coming along, told every way; a pet word that names an outing brings no pet.

describe("a pet coming along", () => {
  it.each([
    "Cotswolds cottage 3 nights, dog coming too",
    "Lake District 4 nights, the pup's tagging along",
    "Cornwall 5 nights, 2 adults + dog",
    "Norfolk, me, hubby and our beagle",
    "Bruges 2 nights, our dogs are coming with us",
  ])("%s", (text) => {
    expect(findStayRules(text).pets).toBe(true);
  });
  it.each([
    "Tromsø 4 nights, aurora + dog sledding, 2 pax",
    "Lapland 5 nights with husky rides and reindeer",
    "Rovaniemi 3 nights, santa and husky safaris",
    "Seoul 4 nights, we want to try a dog cafe and a cat cafe",
  ])("%s: no pet", (text) => {
    expect(findStayRules(text).pets).toBeUndefined();
  });
});

describe("a private room, however typed", () => {
  it.each(["Budapset 3 nights, hostel but a privte room", "Lisbon hostel, pvt room pls", "a private rm in a hostel"])(
    "%s",
    (text) => {
      expect(findStayRules(text).type).toBe("private_room");
    },
  );
  it("not a room that is no stay's", () => {
    expect(findStayRules("Seoul 4 nights, private karaoke room one night").type).not.toBe("private_room");
  });
});

describe("the side of town or coast to stay on", () => {
  it.each([
    ["need a beach week in krabi, ao nang side", "Ao Nang"],
    ["Budapest 3 nights, Buda side", "Buda"],
    ["Phuket 6 nights, staying on the Patong side", "Patong"],
  ])("%s", (text, near) => {
    expect(findStayRules(text).near).toBe(near);
  });
  it.each([
    "Cape Town 5 nights, the sunny side",
    "NYC 4 nights, east side",
    "Lisbon, our side of the river",
    "Dubrovnik 3 nights, old town side",
  ])("%s: no place", (text) => {
    expect(findStayRules(text).near).toBeUndefined();
  });
});
