import { z } from "zod";
import { type JobRunner, jobKey } from "../jobs/runner";
import { checkTrip, type WatchDeps } from "./check-trip";
import { type DigestDeps, sendDigests } from "./digest";
import { dueTrips } from "./watched";

/** How often due trips are looked for; each trip's own pace is set by its departure (schedule.ts). */
export const SWEEP_EVERY_MS = 15 * 60_000;
/** Digests go out on the hour to whoever has gone a day without one. */
export const DIGEST_EVERY_MS = 60 * 60_000;

const ZCheck = z.object({ trip_id: z.string().uuid(), run: z.string().min(1).max(200) });

/** The watcher's jobs: the sweep enqueues one check per due trip, keyed so it is enqueued once. */
export function defineWatchJobs(runner: JobRunner, deps: WatchDeps & DigestDeps): void {
  runner.define({
    name: "watch:sweep",
    payload: z.object({}),
    run: async () => {
      for (const due of await dueTrips(deps.db, deps.now()))
        await runner.enqueue("watch:trip", { trip_id: due.tripId, run: due.run }, { key: jobKey("watch", due.run) });
    },
  });
  runner.define({
    name: "watch:trip",
    payload: ZCheck,
    run: (p) => checkTrip(deps, p.trip_id, p.run),
    attempts: 5,
    backoffMs: 60_000,
  });
  runner.define({
    name: "watch:digest",
    payload: z.object({}),
    run: async () => {
      await sendDigests(deps);
    },
  });
}

export async function scheduleWatchJobs(runner: JobRunner): Promise<void> {
  await runner.every("watch:sweep", SWEEP_EVERY_MS);
  await runner.every("watch:digest", DIGEST_EVERY_MS);
}
