import type { FastifyInstance } from "fastify";
import type { TMemberAdded } from "../../common/api/realtime";
import { togetherMessages as texts, togetherEndpoints } from "../../common/api/together";
import { tripEndpoints } from "../../common/api/trips";
import { requireUser } from "../auth/current-user";
import { AppError } from "../errors";
import { route } from "../http/route";
import { deleteTrip, renameTrip } from "./commands";
import { shareByEmail } from "./email-invites";
import { registerInvitePreviewRoute } from "./invite-preview";
import { acceptInvite, createLinkInvite, revokeInvite } from "./invites";
import { pendingInvites } from "./pending-invites";
import { loadTripAccess, tripPolicy } from "./policy";
import { presentItinerary, visibleMessages } from "./queries";
import { readTripList } from "./trip-list";

/**
 * The trip calls (planning-collaboration.md section 7), sharing, invites and accepting them.
 * Each: who, load the trip as their membership, may they (tripPolicy), do it, present.
 */
export function registerTripRoutes(app: FastifyInstance): void {
  const db = () => app.lotus.database.db;
  const acceptUrl = (token: string) => `${app.lotus.config.publicUrl}/accept/${token}`;

  route(app, tripEndpoints.list, async (request, reply) => {
    const user = await requireUser(request);
    // Written by the database, fields as the response schema's (trip-list.ts), kept until a write
    // changes it (list-cache.ts): sent as it is.
    const json = await app.lotus.tripLists.json(user.id, () => readTripList(db(), user.id));
    return reply.type("application/json; charset=utf-8").send(json);
  });

  route(app, tripEndpoints.messages, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "view", access);
    return {
      trip_id: access.trip.id,
      name: access.trip.name,
      access_type: access.accessType,
      trip_shared: access.trip.shared,
      replies: await visibleMessages(db(), access.trip.id, user.id),
      permissions: tripPolicy.permissions(user, access),
      default_role: access.trip.defaultRole,
    };
  });

  route(app, tripEndpoints.itinerary, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "view", access);
    return presentItinerary(access.trip);
  });

  route(app, tripEndpoints.rename, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "rename", access);
    await renameTrip(db(), access.trip.id, request.body.name);
    await app.lotus.tripLists.forget({ tripId: access.trip.id });
    return { success: true as const, message: "Trip renamed" };
  });

  route(app, tripEndpoints.remove, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "delete", access);
    await deleteTrip(db(), access.trip.id);
    await app.lotus.tripLists.forget({ tripId: access.trip.id });
    app.lotus.publish.toTrip(access.trip.id, "trip_deleted", { trip_id: access.trip.id });
    return { success: true as const, message: "Trip deleted" };
  });

  // Sharing: by e-mail (typed addresses and the sender's friends) or by link.
  route(app, togetherEndpoints.shareBatch, async (request) => {
    const user = await requireUser(request);
    const b = request.body;
    const access = await loadTripAccess(db(), b.trip_id, user.id);
    tripPolicy.authorize(user, "add_member", access);
    if (b.make_prior_messages_public) tripPolicy.authorize(user, "share", access);
    const { mailer, publish } = app.lotus;
    try {
      return await shareByEmail(
        { db: db(), mailer, publish, log: request.log, acceptUrl },
        {
          trip: access.trip,
          sender: user,
          emails: b.emails,
          friendIds: b.friend_ids,
          message: b.message,
          makePublic: b.make_prior_messages_public,
        },
      );
    } finally {
      // A first question made public is what an untitled trip is listed with; forgotten even when
      // something after the commit (mail, a notification) failed.
      if (b.make_prior_messages_public) await app.lotus.tripLists.forget({ tripId: access.trip.id });
    }
  });

  route(app, togetherEndpoints.shareLink, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "add_member", access);
    if (request.body.make_prior_messages_public) tripPolicy.authorize(user, "share", access);
    const token = await createLinkInvite(db(), {
      tripId: access.trip.id,
      createdBy: user.id,
      message: request.body.message,
      makePublic: request.body.make_prior_messages_public,
    });
    if (request.body.make_prior_messages_public) await app.lotus.tripLists.forget({ tripId: access.trip.id });
    return {
      success: true as const,
      link: acceptUrl(token),
      message: "Anyone with this link can join the trip. Creating a new link turns this one off.",
    };
  });

  // The owner's view of open invites in the share dialog: list and revoke (issue 21, finding 11).
  route(app, togetherEndpoints.invites, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "manage_invites", access);
    return { invites: await pendingInvites(db(), access.trip.id) };
  });

  route(app, togetherEndpoints.revokeInvite, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "manage_invites", access);
    // Another trip's invite, an accepted or an already revoked one: all simply not found.
    if (!(await revokeInvite(db(), access.trip.id, request.body.invite_id))) {
      throw new AppError("not_found", "This invite is no longer open.");
    }
    return { success: true as const };
  });

  // /accept/{token}, or an in-app invite by its id: the invite decides, not a membership.
  route(app, togetherEndpoints.accept, async (request) => {
    const user = await requireUser(request);
    const { token, invite_id } = request.body;
    const accepted = await acceptInvite(db(), token !== undefined ? { token } : { inviteId: invite_id ?? "" }, user);
    if (accepted.joined) {
      await app.lotus.tripLists.forget({ userId: user.id });
      const { role } = await loadTripAccess(db(), accepted.tripId, user.id);
      const member: TMemberAdded = {
        trip_id: accepted.tripId,
        user_id: user.id,
        access_type: "member",
        first_name: user.firstName,
        last_name: user.lastName,
        role,
      };
      app.lotus.publish.toTrip(accepted.tripId, "new_member_added", member);
      app.lotus.publish.toTrip(accepted.tripId, "user_joined", member);
    }
    return {
      success: true,
      message: accepted.joined ? texts.inviteAccepted : texts.alreadyMember,
      trip: accepted.tripId,
    };
  });
  registerInvitePreviewRoute(app);
}
