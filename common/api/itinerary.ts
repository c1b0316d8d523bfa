import { z } from "zod";
import { ZFlight, ZForumPost, ZHotel, ZPlace, ZRoundTrip } from "../travel/schemas";
import { TRAVEL_MODES } from "../travel/travel-label";
import { endpoint } from "./endpoint";

// The itinerary as shared, editable data (issue 22). A trip has stays (city, nights, order) and
// days; a day has items, each a row with its own id and version. People and Lotus edit the same
// rows; every change is a revision (who, when, what) that can be undone or restored. The spec's
// shapes (POST /api/itinerary, ctx.itinerary, booking ids, the details page) are derived from
// these rows (server/itinerary/derive.ts) and stay exactly as they were.

const tripId = z.string().uuid("trip not found");
const itemId = z.string().uuid("That item is no longer in the itinerary");
export const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD");
export const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are HH:MM (24-hour)");
const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    // One line: these land in calendars and chat cards (the calendar escapes them too).
    .refine((v) => !/[\r\n]/.test(v), `${what} must be a single line of text`);

/** What an item is, as people think of it; the spec's `type` is derived from it and its reference. */
export const itemKinds = ["flight", "stay", "place", "meal", "transport", "note", "booking"] as const;
export const ZItemKind = z.enum(itemKinds);
export type TItemKind = z.infer<typeof ZItemKind>;

/** The spec's item type, kept per row so the derived itinerary is exactly what it was. */
export const ZSpecType = z.enum(["Flight", "Hotel", "place", "reddit", "other"]);

/** What an item came from: the very objects the spec's itinerary item carries. */
export const ZItemRef = z.object({
  flight: z.union([ZFlight, ZRoundTrip]).nullable().optional(),
  hotel: ZHotel.nullable().optional(),
  place: ZPlace.nullable().optional(),
  reddit: ZForumPost.nullable().optional(),
});
export type TItemRef = z.infer<typeof ZItemRef>;

export const ZAddedBy = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("person"), user_id: z.string(), name: z.string() }),
  z.object({ kind: z.literal("lotus") }),
]);
export type TAddedBy = z.infer<typeof ZAddedBy>;

/**
 * Getting to an item from the stop before (issue 29): the way, door-to-door minutes, distance and
 * the local transit's name ("metro"). Shown with common/travel/travel-label.ts ("12 min walk").
 */
export const ZTravelBefore = z.object({
  mode: z.enum(TRAVEL_MODES),
  minutes: z.number().int().min(0).max(2880),
  km: z.number().min(0).optional(),
  by: z.string().max(40).optional(),
});
export type TTravelBefore = z.infer<typeof ZTravelBefore>;

/** An item's length in minutes: at most a day. */
const durationMin = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

export const ZItineraryItemRow = z.object({
  id: z.string(),
  date: ZDate,
  /** Order within the day, 0 first. */
  position: z.number().int().min(0),
  time: ZTime,
  duration_min: durationMin.nullable(),
  kind: ZItemKind,
  spec_type: ZSpecType,
  /** The spec's `activity`: what happens. */
  title: z.string(),
  location: z.string(),
  ref: ZItemRef,
  notes: z.string(),
  confirmation: z.string().nullable(),
  booked: z.boolean(),
  /** Lotus never moves or drops a pinned item. */
  pinned: z.boolean(),
  added_by: ZAddedBy,
  version: z.number().int().min(1),
  /** Added (issue 29): getting here from the day's stop before, as planned or as last optimised. */
  travel_before: ZTravelBefore.optional(),
});
export type TItineraryItemRow = z.infer<typeof ZItineraryItemRow>;

export const ZStay = z.object({
  id: z.string(),
  city: z.string(),
  nights: z.number().int().min(0),
  position: z.number().int().min(0),
});
export type TStay = z.infer<typeof ZStay>;

export const ZItineraryState = z.object({
  trip_id: z.string(),
  /** The latest revision's number (0: nothing yet). Events carry the next one. */
  revision: z.number().int().min(0),
  days: z.array(z.object({ date: ZDate, items: z.array(ZItineraryItemRow) })),
  stays: z.array(ZStay),
});
export type TItineraryState = z.infer<typeof ZItineraryState>;

const itemTitle = text(200, "The title").pipe(z.string().min(1, "Give it a title"));
const itemNotes = z.string().trim().max(2000, "Notes must be at most 2000 characters");

/** New items: a place from a detail modal or a search, a note, or the traveller's own booking. */
export const ZNewItem = z.object({
  date: ZDate,
  /** Where in the day; the end when absent. */
  position: z.number().int().min(0).max(500).optional(),
  time: ZTime,
  duration_min: durationMin.nullable().default(null),
  kind: ZItemKind,
  title: itemTitle,
  location: text(200, "The location").default(""),
  notes: itemNotes.default(""),
  confirmation: text(100, "The confirmation number").nullable().default(null),
  booked: z.boolean().default(false),
  /** A place picked from a detail modal or a search (its card's data). */
  place: ZPlace.nullable().default(null),
});

const version = z.number().int().min(1);

/** One edit to one item (or a new one). A stale `version` is refused with the item as it is now. */
export const ZItineraryEdit = z.discriminatedUnion("op", [
  z.object({
    op: z.literal("move"),
    item_id: itemId,
    version,
    date: ZDate,
    position: z.number().int().min(0).max(500),
  }),
  z.object({
    op: z.literal("retime"),
    item_id: itemId,
    version,
    time: ZTime,
    duration_min: durationMin.nullable().optional(),
  }),
  z.object({ op: z.literal("remove"), item_id: itemId, version }),
  z.object({ op: z.literal("pin"), item_id: itemId, version, pinned: z.boolean() }),
  z.object({
    op: z.literal("details"),
    item_id: itemId,
    version,
    title: itemTitle.optional(),
    notes: itemNotes.optional(),
    confirmation: text(100, "The confirmation number").nullable().optional(),
    booked: z.boolean().optional(),
  }),
  z.object({ op: z.literal("add"), item: ZNewItem }),
]);
export type TItineraryEdit = z.infer<typeof ZItineraryEdit>;

export const ZEditRequest = z.object({ trip_id: tripId, edit: ZItineraryEdit });
export const ZEditResponse = z.object({
  success: z.literal(true),
  revision: z.number().int(),
  /** The item as stored (absent for a removal). */
  item: ZItineraryItemRow.nullable(),
});

export const ZRevision = z.object({
  number: z.number().int().min(1),
  at: z.string(),
  by: ZAddedBy,
  /** What changed, for people: "Moved Belém to day 3", "Lotus planned 5 days". */
  summary: z.string(),
});
export type TRevision = z.infer<typeof ZRevision>;
export const ZRevisionsResponse = z.object({ revisions: z.array(ZRevision) });

/** Restores the itinerary as it was after revision `number` (a restore is itself a revision). */
export const ZRestoreRequest = z.object({ trip_id: tripId, number: z.number().int().min(0) });
/** Undoes the latest revision: the itinerary as it was before it. */
export const ZUndoRequest = z.object({ trip_id: tripId, revision: z.number().int().min(1) });

export const ZRoleRequest = z.object({
  trip_id: tripId,
  user_id: z.string().uuid("Unknown member"),
  role: z.enum(["editor", "viewer"]),
});
export const ZDefaultRoleRequest = z.object({ trip_id: tripId, role: z.enum(["editor", "viewer"]) });

export const itineraryMessages = {
  stale: "Someone else changed this just now; the itinerary has been refreshed.",
  notEditor: "Only the trip's owner and editors can change the itinerary",
  gone: "That item is no longer in the itinerary",
  nothingToUndo: "There is nothing to undo",
  undoStale: "The itinerary changed since; undo the latest change first or restore from the history.",
} as const;

/** Socket: to the trip's room after every committed change. */
export const ZItineraryChanged = z.object({
  trip_id: z.string(),
  revision: z.number().int(),
  by: ZAddedBy,
  summary: z.string(),
  /** Items added or changed, as stored now. */
  upserted: z.array(ZItineraryItemRow),
  /** Ids of items removed. */
  removed: z.array(z.string()),
  /** Set when the whole itinerary was replaced (Lotus's plan, undo, restore): refetch it. */
  replaced: z.boolean(),
});
export type TItineraryChanged = z.infer<typeof ZItineraryChanged>;

/** What a change to the whole plan does, in numbers a person checks before applying it. */
export const ZChangeSummary = z.object({
  /** One line: "5 days instead of 4; 3 stops added, 1 removed; new hotel; +$120". */
  text: z.string(),
  days_before: z.number().int(),
  days_after: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
  flight_changed: z.boolean(),
  hotel_changed: z.boolean(),
  /** Flights and hotels after minus before, in dollars; null when a price is unknown. */
  price_difference: z.number().nullable(),
});
export type TChangeSummary = z.infer<typeof ZChangeSummary>;

/**
 * Lotus's suggested itinerary for a request that may not change the plan at once: a member's
 * request (an editor applies or discards it), or a private conversation (only its asker sees it).
 */
export const ZProposal = z.object({
  id: z.string(),
  trip_id: z.string(),
  status: z.enum(["pending", "applied", "discarded"]),
  summary: ZChangeSummary,
  /** The revision it was made against: applying it later still keeps newer pins and bookings. */
  base_revision: z.number().int(),
  /** Who asked; for a private proposal, the only person who sees it. */
  asked_by: z.string(),
  private: z.boolean(),
  created_at: z.string(),
});
export type TProposal = z.infer<typeof ZProposal>;

export const ZProposalRequest = z.object({ trip_id: tripId, proposal_id: z.string().uuid("That proposal is gone") });
export const ZProposalsResponse = z.object({ proposals: z.array(ZProposal) });

/** Socket: a proposal was made, applied or discarded (to the trip's room, or its asker alone). */
export const ZProposalUpdated = z.object({ trip_id: z.string(), proposal: ZProposal });

/** "Optimise this day" (issue 29): the day's free stops reordered for the shortest route. */
export const ZOptimiseRequest = z.object({ trip_id: tripId, date: ZDate });
const ZDayRoute = z.object({ minutes: z.number().int().min(0), km: z.number().min(0) });
export const ZOptimiseResponse = z.object({
  success: z.literal(true),
  /** False when no order is shorter (nothing is recorded then). */
  changed: z.boolean(),
  /** The revision to undo when changed; the latest otherwise. */
  revision: z.number().int(),
  /** Travel between the day's stops, before and after. */
  before: ZDayRoute,
  after: ZDayRoute,
  message: z.string(),
});

/** The day's legs as the configured routing service draws them, for the map (issue 29). */
export const ZRoutesRequest = z.object({ trip_id: tripId, date: ZDate });
export const ZRouteLeg = z.object({
  /** The items the leg joins. */
  from_id: z.string(),
  to_id: z.string(),
  mode: z.enum(TRAVEL_MODES),
  minutes: z.number().int().min(0),
  km: z.number().min(0),
  by: z.string().optional(),
  /** [lng, lat] pairs; absent when the routing service drew none (the estimate draws none). */
  geometry: z.array(z.tuple([z.number(), z.number()])).optional(),
  /** "estimate", "osrm", "openrouteservice" or "google". */
  source: z.string(),
  /** Why the leg is an estimate (the service failed, or lacks that way of travelling). */
  note: z.string().optional(),
});
export type TRouteLeg = z.infer<typeof ZRouteLeg>;
export const ZRoutesResponse = z.object({ date: ZDate, provider: z.string(), legs: z.array(ZRouteLeg) });

export const itineraryEndpoints = {
  state: endpoint({
    method: "POST",
    path: "/api/itinerary/items",
    body: z.object({ trip_id: tripId }),
    response: ZItineraryState,
    errorKey: "error",
  }),
  edit: endpoint({
    method: "POST",
    path: "/api/itinerary/edit",
    body: ZEditRequest,
    response: ZEditResponse,
    errorKey: "error",
  }),
  revisions: endpoint({
    method: "POST",
    path: "/api/itinerary/revisions",
    body: z.object({ trip_id: tripId }),
    response: ZRevisionsResponse,
    errorKey: "error",
  }),
  undo: endpoint({
    method: "POST",
    path: "/api/itinerary/undo",
    body: ZUndoRequest,
    response: z.object({ success: z.literal(true), revision: z.number().int() }),
    errorKey: "error",
  }),
  restore: endpoint({
    method: "POST",
    path: "/api/itinerary/restore",
    body: ZRestoreRequest,
    response: z.object({ success: z.literal(true), revision: z.number().int() }),
    errorKey: "error",
  }),
  proposals: endpoint({
    method: "POST",
    path: "/api/itinerary/proposals",
    body: z.object({ trip_id: tripId }),
    response: ZProposalsResponse,
    errorKey: "error",
  }),
  applyProposal: endpoint({
    method: "POST",
    path: "/api/itinerary/proposal/apply",
    body: ZProposalRequest,
    response: z.object({ success: z.literal(true), revision: z.number().int() }),
    errorKey: "error",
  }),
  discardProposal: endpoint({
    method: "POST",
    path: "/api/itinerary/proposal/discard",
    body: ZProposalRequest,
    response: z.object({ success: z.literal(true) }),
    errorKey: "error",
  }),
  optimise: endpoint({
    method: "POST",
    path: "/api/itinerary/optimise",
    body: ZOptimiseRequest,
    response: ZOptimiseResponse,
    errorKey: "error",
  }),
  routes: endpoint({
    method: "POST",
    path: "/api/itinerary/routes",
    body: ZRoutesRequest,
    response: ZRoutesResponse,
    errorKey: "error",
  }),
  setRole: endpoint({
    method: "POST",
    path: "/api/trip_role",
    body: ZRoleRequest,
    response: z.object({ success: z.literal(true) }),
    errorKey: "error",
  }),
  setDefaultRole: endpoint({
    method: "POST",
    path: "/api/trip_default_role",
    body: ZDefaultRoleRequest,
    response: z.object({ success: z.literal(true) }),
    errorKey: "error",
  }),
};
