import type { z } from "zod";
import type { ZEventsRequest } from "../../common/api/analytics";
import type { Db } from "../db/open";
import { analyticsEvents } from "../db/schema/index";

/** Stores a batch of page views and events; page views carry the user's id when signed in. */
export async function recordEvents(db: Db, userId: string | null, events: z.infer<typeof ZEventsRequest>["events"]) {
  await db.insert(analyticsEvents).values(
    events.map((e) =>
      e.kind === "pageview"
        ? { kind: e.kind, name: e.path, path: e.path, sessionId: e.session_id ?? null, userId }
        : {
            kind: e.kind,
            name: e.category,
            action: e.action,
            label: e.label ?? null,
            path: e.path,
            sessionId: e.session_id ?? null,
            props: e.props ?? null,
            userId,
          },
    ),
  );
}
