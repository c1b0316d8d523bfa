import { describe, expect, it } from "vitest";
import { activityFor } from "./activity-words";

describe("activityFor", () => {
  it("fits the verb to the kind of place", () => {
    expect(activityFor("museum", "Rijksmuseum")).toBe("Explore Rijksmuseum");
    expect(activityFor("market", "Chatuchak Market")).toBe("Browse Chatuchak Market");
    expect(activityFor("other", "Hagia Sophia")).toBe("Visit Hagia Sophia");
  });

  it("reads an outing as one, whatever its kind", () => {
    expect(activityFor("other", "Seine River Cruise")).toBe("Take the Seine River Cruise");
    expect(activityFor("park", "Hot Air Balloon Ride")).toBe("Take the Hot Air Balloon Ride");
    expect(activityFor("nightlife", "Tango Show")).toBe("Catch the Tango Show");
    expect(activityFor("food", "Thai Cooking Class")).toBe("Join the Thai Cooking Class");
    expect(activityFor("other", "The Ghost Walk")).toBe("Take The Ghost Walk");
    expect(activityFor("other", "Gondola Ride (Bacino Orseolo)")).toBe("Take the Gondola Ride (Bacino Orseolo)");
    expect(activityFor("other", "Grand Canal by vaporetto")).toBe("Travel along the Grand Canal by vaporetto");
  });

  it("leaves a place whose name only contains such a word alone", () => {
    expect(activityFor("other", "Tour Eiffel")).toBe("Visit Tour Eiffel");
    expect(activityFor("park", "Showa Kinen Park")).toBe("Stroll through Showa Kinen Park");
  });
});
