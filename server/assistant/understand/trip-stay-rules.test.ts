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

describe("a room without climbs, said by the room", () => {
  it("is an accessible stay", () => {
    expect(findStayRules("Bath 3 nights, a ground floor room if possible").accessible).toBe(true);
    expect(findStayRules("Vienna, mum needs a walk-in shower").accessible).toBe(true);
    expect(findStayRules("Porto, a hotel with a lift please, dad's knees").accessible).toBe(true);
    expect(findStayRules("Madeira, a room on the ground floor for my father").accessible).toBe(true);
  });
  it("is not a lift to somewhere or a ground floor bar", () => {
    expect(findStayRules("can we get a lift from the airport?").accessible).toBeUndefined();
    expect(findStayRules("the ground floor bar is lovely").accessible).toBeUndefined();
  });
});

describe("where to stay, said by its name", () => {
  it("drops the article and writes a park in full", () => {
    expect(findStayRules("Frankfurt, hotel within walking distance of the Messe").near).toBe("Messe");
    expect(findStayRules("Rwanda, a lodge near Volcanoes NP").near).toBe("Volcanoes National Park");
    expect(findStayRules("Tanzania, camp close to Tarangire NP, 3 nights").near).toBe("Tarangire National Park");
  });
  it("is the town of the island or area the trip goes to", () => {
    expect(findStayRules("Bali 8 nights, after a villa in Ubud").near).toBe("Ubud");
    expect(findStayRules("Lake District, a cottage in Grasmere").near).toBe("Grasmere");
  });
  it("is not a town the trip stays in on its own", () => {
    expect(findStayRules("Paris 4 nights, a hotel in Paris please").near).toBeUndefined();
    expect(findStayRules("Ubud 5 nights, a villa in Ubud").near).toBeUndefined();
  });
});
