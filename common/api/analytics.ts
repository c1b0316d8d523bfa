import { z } from "zod";
import { eventCategories } from "../analytics-events";

export { type EventCategory, eventCategories, LONG_MESSAGE } from "../analytics-events";

// Product analytics: page views and the spec's event categories ("Analytics").

const text = (max: number) => z.string().trim().min(1).max(max);
const props = z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]));

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
