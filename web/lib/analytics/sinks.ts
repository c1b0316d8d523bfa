import type { z } from "zod";
import type { EventCategory } from "../../../common/analytics-events";
import { ANALYTICS_EVENTS_PATH } from "../../../common/analytics-events";
import type { ZEventsRequest } from "../../../common/api/analytics";

// Where analytics go. Each sink speaks one service's HTTP API; `send` is the transport (fetch
// in the browser, or sendBeacon when the page is going away), so tests can run a sink against
// a local server speaking the same API.

export type PageContext = { href: string; path: string; referrer: string; sessionId: string };
export type UiEvent = {
  category: EventCategory;
  action: string;
  label?: string;
  props?: Record<string, string | number | boolean>;
};
export type Send = (url: string, body: unknown, beacon?: boolean) => Promise<void>;

export interface AnalyticsSink {
  pageview(page: PageContext, userId: string | null): void;
  event(event: UiEvent, page: PageContext, userId: string | null): void;
  /** Sends what is queued (the Lotus sink batches); `beacon` when the page is being hidden. */
  flush(beacon?: boolean): Promise<void>;
}

/** Lotus's own store, POST /api/events, batched (the server reads the user from the cookie). */
export function lotusSink(send: Send, base = ""): AnalyticsSink {
  // The request schema's input side: what the server parses (common/api/analytics.ts).
  let queue: z.input<typeof ZEventsRequest>["events"] = [];
  return {
    pageview(page) {
      queue.push({ kind: "pageview", path: page.path, session_id: page.sessionId });
    },
    event(event, page) {
      queue.push({ kind: "event", ...event, path: page.path, session_id: page.sessionId });
    },
    async flush(beacon = false) {
      while (queue.length) {
        const batch = queue.slice(0, 50);
        queue = queue.slice(50);
        const body: z.input<typeof ZEventsRequest> = { events: batch };
        await send(`${base}${ANALYTICS_EVENTS_PATH}`, body, beacon);
      }
    },
  };
}

/** Plausible's Events API: POST {host}/api/event with name, url, domain, referrer, props. */
export function plausibleSink(send: Send, host: string, domain: string): AnalyticsSink {
  const post = (name: string, page: PageContext, props?: Record<string, string | number | boolean>) =>
    void send(`${host}/api/event`, { name, url: page.href, domain, referrer: page.referrer || null, props });
  return {
    // Plausible keeps no personal data: no user id goes to it.
    pageview: (page) => post("pageview", page),
    event: (event, page) =>
      post(event.category, page, {
        action: event.action,
        ...(event.label ? { label: event.label } : {}),
        ...event.props,
      }),
    flush: async () => undefined,
  };
}

/** PostHog's capture API: POST {host}/i/v0/e/ with api_key, event, distinct_id, properties. */
export function posthogSink(send: Send, host: string, apiKey: string): AnalyticsSink {
  const post = (event: string, page: PageContext, userId: string | null, properties: Record<string, unknown>) =>
    void send(`${host}/i/v0/e/`, {
      api_key: apiKey,
      event,
      distinct_id: userId ?? page.sessionId,
      properties: { $current_url: page.href, $pathname: page.path, $referrer: page.referrer, ...properties },
      timestamp: new Date().toISOString(),
    });
  return {
    pageview: (page, userId) => post("$pageview", page, userId, {}),
    event: (event, page, userId) =>
      post(`${event.category}: ${event.action}`, page, userId, {
        category: event.category,
        action: event.action,
        label: event.label,
        ...event.props,
      }),
    flush: async () => undefined,
  };
}
