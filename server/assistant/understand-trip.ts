// The constraints a traveller states besides where and when (issue 23): who is going, money,
// how they will (not) travel, what the stay must allow, what they eat, what they must see or
// would rather skip. Each finder returns only what the message says.
// Each finder lives in a file of its own under understand/; this module gathers them for the
// readers that take them all.

export { findFood } from "./understand/trip-food";
export { findMoney } from "./understand/trip-money";
export { findMustSeeAndAvoid, isSight } from "./understand/trip-must-see";
export { findParty, type PartyFinding } from "./understand/trip-party";
export { findStayRules } from "./understand/trip-stay-rules";
export { findTransport, type TransportFinding } from "./understand/trip-transport";
