import type { FastifyInstance } from "fastify";
import { itineraryEndpoints as e, type TProposal } from "../../common/api/itinerary";
import { requireUser } from "../auth/current-user";
import { AppError } from "../errors";
import { route } from "../http/route";
import { createRouting } from "../routing/routing";
import { loadTripAccess, tripPolicy } from "../trips/policy";
import { tripMembersOf } from "../trips/queries";
import { applyEdit, type Change, latestRevision, loadRows, restoreRevision, rewriteRows, undo } from "./commands";
import { dayLegs } from "./day-routes";
import { dayLabel, type Optimised, optimiseDay } from "./optimise";
import { applyProposal, discardProposal } from "./proposals";
import { itineraryState, proposalsFor, revisionList, visibleProposal } from "./queries";
import { setDefaultRole, setMemberRole } from "./roles";
import { liveTravel } from "./travel-before";

/** The error body every call answers with (server/http/error-handler.ts), for this table's errorKey. */
const errorBody = (error: AppError) => ({
  success: false as const,
  message: error.message,
  error: error.message,
  code: error.code,
});

/** The editable itinerary: its rows, edits, history (undo, restore), Lotus's proposals, roles. */
export function registerItineraryRoutes(app: FastifyInstance): void {
  const db = () => app.lotus.database.db;
  const announce = (tripId: string, change: Change) =>
    app.lotus.publish.toTrip(tripId, "itinerary_changed", { trip_id: tripId, ...change });
  const editorOf = (user: { id: string; firstName: string; lastName: string }) => ({
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });

  // The configured routing service (OSRM, OpenRouteService, Google) behind its cache: the map's
  // lines and the read's "12 min walk" labels (the estimate when none is configured or it fails).
  const routing = createRouting(app.lotus.config, app.log, app.lotus.database.db);

  route(app, e.state, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "view", access);
    return liveTravel(await itineraryState(db(), access.trip.id), routing);
  });

  route(app, e.edit, async (request, reply) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "edit_itinerary", access);
    let applied: Awaited<ReturnType<typeof applyEdit>>;
    try {
      applied = await applyEdit(db(), access.trip.id, editorOf(user), request.body.edit);
    } catch (error) {
      // A stale write is refused with the item as it is now, so the editor shows it at once.
      if (error instanceof AppError && error.code === "conflict" && error.details?.item) {
        const body = { ...errorBody(error), item: error.details.item };
        return reply.status(409).type("application/json").send(body);
      }
      throw error;
    }
    const { item, ...change } = applied;
    announce(access.trip.id, change);
    return { success: true as const, revision: change.revision, item };
  });

  route(app, e.revisions, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "view", access);
    return { revisions: await revisionList(db(), access.trip.id) };
  });

  route(app, e.undo, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "edit_itinerary", access);
    const change = await undo(db(), access.trip.id, editorOf(user), request.body.revision);
    announce(access.trip.id, change);
    return { success: true as const, revision: change.revision };
  });

  route(app, e.restore, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "edit_itinerary", access);
    const change = await restoreRevision(db(), access.trip.id, editorOf(user), request.body.number);
    announce(access.trip.id, change);
    return { success: true as const, revision: change.revision };
  });

  // "Optimise this day": one change through the one writer, undone like any other.
  route(app, e.optimise, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "edit_itinerary", access);
    const { date } = request.body;
    let result: Optimised | null = null;
    const change = await rewriteRows(db(), access.trip.id, editorOf(user), (before, now) => {
      result = optimiseDay(before, date, now);
      if (!result.after) return null;
      return {
        after: result.after,
        summary: `Reordered ${dayLabel(date)} for the shortest route (${result.before.minutes} min of travel, now ${result.optimised.minutes})`,
      };
    });
    if (change) announce(access.trip.id, change);
    const done = result as Optimised | null;
    const before = done?.before ?? { minutes: 0, km: 0 };
    const after = done?.optimised ?? before;
    return {
      success: true as const,
      changed: change !== null,
      revision: change?.revision ?? (await latestRevision(db(), access.trip.id)),
      before,
      after,
      message: !change
        ? "This day is already in its shortest order that keeps opening hours and meals"
        : after.minutes < before.minutes
          ? `Reordered for the shortest route: ${before.minutes - after.minutes} min less travel`
          : // The day as it was missed an opening time or a meal: the new order keeps them all.
            "Reordered so every stop fits its opening hours and the meals keep their times",
    };
  });

  // The day's legs as the routing service draws them (the map); read access is enough.
  route(app, e.routes, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "view", access);
    const rows = await loadRows(db(), access.trip.id);
    return {
      date: request.body.date,
      provider: routing.name,
      legs: await dayLegs(routing, rows, request.body.date),
    };
  });

  route(app, e.proposals, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "view", access);
    return { proposals: await proposalsFor(db(), access.trip.id, user.id) };
  });

  // Applying or discarding a public proposal is an editor's; a private one is its asker's alone.
  const decide = async (tripId: string, proposalId: string, user: { id: string }) => {
    const access = await loadTripAccess(db(), tripId, user.id);
    const proposal = await visibleProposal(db(), access.trip.id, proposalId, user.id);
    if (!proposal) throw new AppError("not_found", "That proposal is no longer open");
    tripPolicy.authorize(user, "edit_itinerary", access);
    return { access, proposal };
  };

  route(app, e.applyProposal, async (request) => {
    const user = await requireUser(request);
    const { access, proposal } = await decide(request.body.trip_id, request.body.proposal_id, user);
    const applied = await applyProposal(db(), access.trip.id, proposal.id, user.id);
    // The proposal's dates are the trip's now, as its list entry shows them.
    await app.lotus.tripLists.forget({ tripId: access.trip.id });
    if (applied.change) announce(access.trip.id, applied.change);
    publishProposal(access.trip.id, applied.proposal);
    return { success: true as const, revision: applied.change?.revision ?? 0 };
  });

  route(app, e.discardProposal, async (request) => {
    const user = await requireUser(request);
    const { access, proposal } = await decide(request.body.trip_id, request.body.proposal_id, user);
    publishProposal(access.trip.id, await discardProposal(db(), access.trip.id, proposal.id, user.id));
    return { success: true as const };
  });

  function publishProposal(tripId: string, proposal: TProposal) {
    if (proposal.private)
      app.lotus.publish.toUser(proposal.asked_by, "proposal_updated", { trip_id: tripId, proposal });
    else app.lotus.publish.toTrip(tripId, "proposal_updated", { trip_id: tripId, proposal });
  }

  route(app, e.setRole, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "manage_roles", access);
    await setMemberRole(db(), access.trip.id, request.body.user_id, request.body.role);
    // Members' lists show roles: everyone in the trip sees the change (and the person's own
    // permissions follow on their next join or the member list's refresh).
    const member = (await tripMembersOf(db(), access.trip.id)).find((m) => m.visible_id === request.body.user_id);
    if (member) {
      app.lotus.publish.toTrip(access.trip.id, "member_role_changed", {
        trip_id: access.trip.id,
        user_id: member.visible_id,
        role: member.role,
      });
    }
    return { success: true as const };
  });

  route(app, e.setDefaultRole, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "manage_roles", access);
    await setDefaultRole(db(), access.trip.id, request.body.role);
    return { success: true as const };
  });
}
