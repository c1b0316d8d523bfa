// Every table, one file per table group. drizzle-kit reads this file to generate migrations.
export * from "./billing";
export * from "./bookings";
export * from "./feedback";
export * from "./itinerary";
export * from "./jobs";
export * from "./mail";
export * from "./meta";
export * from "./together";
export * from "./travel";
export * from "./trips";
export * from "./users";
export * from "./watch";
