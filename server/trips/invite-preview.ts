import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { invitePreviewEndpoints } from "../../common/api/invite-preview";
import { togetherMessages as texts } from "../../common/api/together";
import { hashToken } from "../auth/tokens";
import { tripInvites, trips, users } from "../db/schema/index";
import { AppError } from "../errors";
import { route } from "../http/route";
import { inviteCutoff } from "./invites";

/**
 * POST /api/invite-preview: the trip, inviter and dates of a live invite, for the screens an
 * invitee meets before accepting (signed out, too). A used, revoked or expired invite answers
 * exactly like an unknown token: 404 with the accept call's own message.
 */
export function registerInvitePreviewRoute(app: FastifyInstance): void {
  route(app, invitePreviewEndpoints.invitePreview, async (request) => {
    // No limit of its own: a token is 256 random bits (auth/tokens.ts), so guessing finds nothing,
    // and the lookup is one indexed read, like the accept call's.
    const [row] = await app.lotus.database.db
      .select({
        kind: tripInvites.kind,
        email: tripInvites.email,
        createdAt: tripInvites.createdAt,
        acceptedAt: tripInvites.acceptedAt,
        tripName: trips.name,
        dates: trips.dates,
        destination: trips.destination,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(tripInvites)
      .innerJoin(trips, eq(trips.id, tripInvites.tripId))
      .innerJoin(users, eq(users.id, tripInvites.createdBy))
      .where(and(eq(tripInvites.tokenHash, hashToken(request.body.token)), isNull(tripInvites.revokedAt)));
    const live = row && (row.kind === "link" || (row.acceptedAt === null && row.createdAt > inviteCutoff()));
    if (!row || !live) throw new AppError("not_found", texts.inviteInvalid);
    return {
      trip_name: row.tripName,
      inviter: `${row.firstName} ${row.lastName}`.trim(),
      dates: row.dates,
      destination: row.destination,
      email: row.kind === "email" ? row.email : null,
    };
  });
}
