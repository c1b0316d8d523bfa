import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  togetherMessages as texts,
  ZAcceptRequest,
  ZAcceptResponse,
  ZShareBatchRequest,
  ZShareBatchResponse,
  ZShareLinkRequest,
  ZShareLinkResponse,
} from "../../common/api/together";
import { inviteLimit } from "../../common/plans";
import { requireUser } from "../auth/current-user";
import { tripMembers, users } from "../db/schema/index";
import { AppError } from "../errors";
import { tripInviteMail } from "../mail/templates";
import { notify } from "../notifications/notify";
import { rooms } from "../realtime/io";
import {
  acceptInvite,
  createEmailInvite,
  createLinkInvite,
  guestCount,
  limitError,
  openTrip,
  ownerPlan,
} from "./invites";
import { authorize, loadTripAccess } from "./policy";

/** Sharing a trip and accepting an invite (share modal and /accept/{token}). */
export function registerShareRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.lotus.database.db;
  const acceptUrl = (token: string) => `${app.lotus.config.publicUrl}/accept/${token}`;

  r.post(
    "/api/share/batch",
    { schema: { body: ZShareBatchRequest, response: { 200: ZShareBatchResponse } } },
    async (request) => {
      const user = await requireUser(request);
      const b = request.body;
      const access = await loadTripAccess(db(), b.trip_id, user.id);
      authorize(access, "add_member");
      if (b.make_prior_messages_public) authorize(access, "share");
      // Friends are invited at their account's address.
      const friendEmails = b.friend_ids.length
        ? (await db().select({ email: users.email }).from(users).where(inArray(users.id, b.friend_ids))).map(
            (u) => u.email,
          )
        : [];
      const emails = [...new Set([...b.emails, ...friendEmails].map((e) => e.toLowerCase()))].filter(
        (e) => e !== user.email.toLowerCase(),
      );
      if (!emails.length)
        throw new AppError("invalid", b.friend_ids.length ? texts.friendRequired : texts.emailRequired);

      const plan = await ownerPlan(db(), access.trip.id);
      const errors: string[] = [];
      const sent: { email: string; token: string; userId: string | null }[] = [];
      await db().transaction(async (tx) => {
        let used = await guestCount(tx, access.trip.id);
        for (const email of emails) {
          const [existing] = await tx
            .select({ id: users.id, member: tripMembers.userId })
            .from(users)
            .leftJoin(tripMembers, and(eq(tripMembers.userId, users.id), eq(tripMembers.tripId, access.trip.id)))
            .where(sql`lower(${users.email}) = ${email}`);
          if (existing?.member) {
            errors.push(`${email} is already a member of this trip`);
            continue;
          }
          if (used >= inviteLimit[plan]) {
            errors.push(`${email}: ${limitError(plan).message}`);
            continue;
          }
          const token = await createEmailInvite(tx, {
            tripId: access.trip.id,
            email,
            createdBy: user.id,
            message: b.message,
          });
          sent.push({ email, token, userId: existing?.id ?? null });
          used += 1;
        }
        if (sent.length) await openTrip(tx, access.trip.id, b.make_prior_messages_public);
      });
      // Mail and notifications after the commit: a failed mail is reported, the invite stays.
      const inviter = `${user.firstName} ${user.lastName}`;
      for (const s of sent) {
        try {
          await app.lotus.mailer.send(
            tripInviteMail(s.email, inviter, access.trip.name, b.message, acceptUrl(s.token), s.userId !== null),
          );
        } catch (err) {
          request.log.error({ err }, "invite mail failed");
          errors.push(`Could not send the invitation to ${s.email}; please try again`);
        }
        if (s.userId) {
          await notify(db(), app.lotus.io, {
            userId: s.userId,
            type: "invite",
            entityType: "trip",
            title: `${inviter} invited you to "${access.trip.name}"`,
            content: b.message || undefined,
            actionUrl: `/accept/${s.token}`,
          });
        }
      }
      return { success: sent.length > 0, errors };
    },
  );

  r.post(
    "/api/share/link",
    { schema: { body: ZShareLinkRequest, response: { 200: ZShareLinkResponse } } },
    async (request) => {
      const user = await requireUser(request);
      const access = await loadTripAccess(db(), request.body.trip_id, user.id);
      authorize(access, "add_member");
      if (request.body.make_prior_messages_public) authorize(access, "share");
      const plan = await ownerPlan(db(), access.trip.id);
      if ((await guestCount(db(), access.trip.id)) >= inviteLimit[plan]) throw limitError(plan);
      const token = await createLinkInvite(db(), {
        tripId: access.trip.id,
        createdBy: user.id,
        message: request.body.message,
      });
      await openTrip(db(), access.trip.id, request.body.make_prior_messages_public);
      return {
        success: true as const,
        link: acceptUrl(token),
        message: "Anyone with this link can join the trip. Creating a new link turns this one off.",
      };
    },
  );

  r.post(
    "/api/accept",
    // Failures answer {success: false, message} through the error handler, as the screen reads them.
    { schema: { body: ZAcceptRequest, response: { 200: ZAcceptResponse } } },
    async (request) => {
      const user = await requireUser(request);
      const accepted = await acceptInvite(db(), request.body.token, user);
      if (accepted.joined) {
        const member = {
          trip_id: accepted.tripId,
          user_id: user.id,
          access_type: "member",
          first_name: user.firstName,
          last_name: user.lastName,
        };
        app.lotus.io.to(rooms.trip(accepted.tripId)).emit("new_member_added", member);
        app.lotus.io.to(rooms.trip(accepted.tripId)).emit("user_joined", member);
      }
      return {
        success: true,
        message: accepted.joined ? texts.inviteAccepted : texts.alreadyMember,
        trip: accepted.tripId,
      };
    },
  );
}
