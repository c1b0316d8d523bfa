import { and, eq, sql } from "drizzle-orm";
import { itineraryMessages } from "../../common/api/itinerary";
import { type TTripPermissions, tripMessages } from "../../common/api/trips";
import type { Db } from "../db/open";
import { preparedPerDatabase } from "../db/prepared";
import { tripMembers, trips } from "../db/schema/index";
import { AppError } from "../errors";
import { definePolicy, type Rule } from "../policy";

// Who may do what to a trip. The subject is the caller's membership (loadTripAccess): someone
// who is not a member never gets one ('trip not found'), so each rule decides among members.

export type TripAccess = {
  trip: typeof trips.$inferSelect;
  accessType: "owner" | "member";
  /** owner, editor (changes the itinerary) or viewer (reads and chats). */
  role: "owner" | "editor" | "viewer";
  lastViewedTripChat: Date | null;
};

// Every trip call and socket event starts here (a chat message included): prepared once per
// database (db/prepared.ts).
// The statement as sent is checked for its indexes in db/hot-queries.test.ts.
export const tripAccessQuery = (db: Db) =>
  db
    .select({
      trip: trips,
      accessType: tripMembers.accessType,
      role: tripMembers.role,
      lastViewedTripChat: tripMembers.lastViewedTripChat,
    })
    .from(trips)
    .innerJoin(tripMembers, and(eq(tripMembers.tripId, trips.id), eq(tripMembers.userId, sql.placeholder("user"))))
    .where(eq(trips.id, sql.placeholder("trip")));
const tripAccess = preparedPerDatabase((db) => tripAccessQuery(db).prepare("trip_access"));

/** A trip the user is a member of; anything else (unknown, someone else's) is 'trip not found'. */
export async function loadTripAccess(db: Db, tripId: string, userId: string): Promise<TripAccess> {
  const [row] = await tripAccess(db).execute({ trip: tripId, user: userId });
  if (!row) throw new AppError("not_found", tripMessages.notFound);
  return row;
}

type Subject = Pick<TripAccess, "accessType" | "role">;
const member: Rule<Subject> = () => true;
const owner: Rule<Subject> = (_, access) => access.accessType === "owner";
const editor: Rule<Subject> = (_, access) => access.accessType === "owner" || access.role === "editor";

// The actions are the contract's (ZTripPermissions): the web is told each one's answer.
export const tripPolicy = definePolicy<keyof TTripPermissions, Subject>(
  "trip",
  {
    view: member,
    chat: member,
    add_member: member,
    // Opening the trip's earlier conversation to those who join; seeing and revoking open
    // invites (anyone's, a member's link included); renaming and deleting: the owner's.
    share: owner,
    manage_invites: owner,
    rename: owner,
    delete: owner,
    // Viewers read and chat; the owner and editors change the itinerary (issue 22).
    edit_itinerary: editor,
    manage_roles: owner,
  },
  (action) =>
    new AppError("forbidden", action === "edit_itinerary" ? itineraryMessages.notEditor : tripMessages.notOwner),
);

export type TripAction = (typeof tripPolicy.actions)[number];
