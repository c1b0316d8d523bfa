import type { FastifyInstance } from "fastify";
import { watchEndpoints } from "../../common/api/watch";
import { requireUser } from "../auth/current-user";
import { route } from "../http/route";
import { loadTripAccess, tripPolicy } from "../trips/policy";
import { settingsOf, tripWatchState } from "./queries";
import { updateSettings } from "./settings";

/** The watcher's calls: a trip's watch state (details page) and the traveller's settings. */
export function registerWatchRoutes(app: FastifyInstance): void {
  const db = () => app.lotus.database.db;

  route(app, watchEndpoints.tripWatch, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "view", access);
    return tripWatchState(db(), access.trip);
  });

  route(app, watchEndpoints.settings, async (request) => {
    const user = await requireUser(request);
    return settingsOf(db(), user.id);
  });

  route(app, watchEndpoints.updateSettings, async (request) => {
    const user = await requireUser(request);
    return updateSettings(db(), user.id, request.body);
  });
}
