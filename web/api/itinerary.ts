import type { InputOf } from "../../common/api/endpoint";
import { itineraryEndpoints as e } from "../../common/api/itinerary";
import { call } from "./call";

// The editable itinerary (issue 22): its rows, edits, history, Lotus's proposals and roles.

type EditInput = InputOf<typeof e.edit>["edit"];

export const fetchItineraryState = (tripId: string) => call(e.state, { trip_id: tripId });
/** One edit of one item (or a new item); a stale `version` is refused with 409. */
export const editItinerary = (tripId: string, edit: EditInput) => call(e.edit, { trip_id: tripId, edit });
export const fetchRevisions = (tripId: string) => call(e.revisions, { trip_id: tripId });
/** Undoes `revision`, which must still be the latest. */
export const undoRevision = (tripId: string, revision: number) => call(e.undo, { trip_id: tripId, revision });
/** Puts the itinerary back as it was after revision `number` (itself a new revision). */
export const restoreRevision = (tripId: string, number: number) => call(e.restore, { trip_id: tripId, number });
export const fetchProposals = (tripId: string) => call(e.proposals, { trip_id: tripId });
export const applyProposal = (tripId: string, proposalId: string) =>
  call(e.applyProposal, { trip_id: tripId, proposal_id: proposalId });
export const discardProposal = (tripId: string, proposalId: string) =>
  call(e.discardProposal, { trip_id: tripId, proposal_id: proposalId });
export const setMemberRole = (tripId: string, userId: string, role: "editor" | "viewer") =>
  call(e.setRole, { trip_id: tripId, user_id: userId, role });
export const setDefaultRole = (tripId: string, role: "editor" | "viewer") =>
  call(e.setDefaultRole, { trip_id: tripId, role });
/** "Optimise this day" (issue 29): the day's free stops reordered for the least travel; one change, undone like any other. */
export const optimiseDay = (tripId: string, date: string) => call(e.optimise, { trip_id: tripId, date });
