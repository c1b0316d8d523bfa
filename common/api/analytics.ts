import { z } from "zod";
import { ANALYTICS_EVENTS_PATH, eventCategories } from "../analytics-events";
import { endpoint } from "./endpoint";

export { type EventCategory, eventCategories, LONG_MESSAGE } from "../analytics-events";

// Product analytics: page views and the spec's event categories ("Analytics").

const text = (max: number) => z.string().trim().min(1).max(max);
// Anyone, signed in or not, may post events and they are kept 24 months: every part is capped
// so a request cannot store more than a few KiB (issue 21, finding 9: 4,000 props an event).
export const MAX_EVENT_PROPS = 10;
/** Beyond this the server answers 413; browsers' sendBeacon refuses more anyway. */
export const EVENTS_BODY_LIMIT = 64 * 1024;
const props = z
  .record(z.string().min(1).max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
  .refine((p) => Object.keys(p).length <= MAX_EVENT_PROPS, `An event may carry at most ${MAX_EVENT_PROPS} properties`);

export const ZAnalyticsEvent = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("pageview"), path: text(500), session_id: text(64).optional() }),
  z.object({
    kind: z.literal("event"),
    category: z.enum(eventCategories),
    action: text(100),
    label: text(200).optional(),
    path: text(500),
    session_id: text(64).optional(),
    props: props.optional(),
  }),
]);
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;

/** POST /api/events: a small batch, as the client flushes them. */
export const ZEventsRequest = z.object({ events: z.array(ZAnalyticsEvent).min(1).max(50) });

export const analyticsEndpoints = {
  /** 204, no body; Do-Not-Track and Global Privacy Control are honoured. */
  events: endpoint({ method: "POST", path: ANALYTICS_EVENTS_PATH, body: ZEventsRequest, bodyLimit: EVENTS_BODY_LIMIT }),
};
