import { LONG_MESSAGE } from "../../../common/analytics-events";
import type { TClientConfig } from "../../../common/api/auth";
import {
  type AnalyticsSink,
  lotusSink,
  type PageContext,
  plausibleSink,
  posthogSink,
  type Send,
  type UiEvent,
} from "./sinks";

// Product analytics for the web app: initialised once with the server's choice of sink, then
// page views on route change and the spec's UI events. Nothing is sent when the browser asks
// not to be tracked (Do-Not-Track or Global Privacy Control).

let sink: AnalyticsSink | null = null;
let userId: string | null = null;
let lastPath: string | null = null;
const sessionId = Math.random().toString(36).slice(2, 14);

/** fetch with keepalive, or sendBeacon when the page is being hidden. */
export const browserSend: Send = async (url, body, beacon = false) => {
  const json = JSON.stringify(body);
  if (beacon) {
    try {
      if (navigator.sendBeacon?.(url, new Blob([json], { type: "application/json" }))) return;
    } catch {
      // Some browsers refuse a JSON beacon; fetch with keepalive outlives the page as well.
    }
  }
  try {
    await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: json,
      keepalive: true,
      credentials: url.startsWith("/") ? "include" : "omit",
    });
  } catch {
    // Analytics never get in a traveller's way.
  }
};

function doNotTrack(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

export function initAnalytics(config: TClientConfig["analytics"], send: Send = browserSend): void {
  if (sink || doNotTrack() || config.provider === "none") return;
  if (config.provider === "plausible" && config.host && config.site)
    sink = plausibleSink(send, config.host, config.site);
  else if (config.provider === "posthog" && config.host && config.site)
    sink = posthogSink(send, config.host, config.site);
  else sink = lotusSink(send);
  const flush = (beacon: boolean) => void sink?.flush(beacon);
  setInterval(() => flush(false), 3000);
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush(true));
  window.addEventListener("pagehide", () => flush(true));
  // A page view made before the configuration arrived.
  if (lastPath) sink.pageview(page(lastPath), userId);
}

const page = (path: string): PageContext => ({
  href: window.location.href,
  path,
  referrer: document.referrer,
  sessionId,
});

export function setAnalyticsUser(id: string | null): void {
  userId = id;
}

export function trackPageview(path: string): void {
  if (path === lastPath) return;
  lastPath = path;
  sink?.pageview(page(path), userId);
}

export function track(category: UiEvent["category"], action: string, label?: string, props?: UiEvent["props"]): void {
  sink?.event({ category, action, label, props }, page(window.location.pathname), userId);
}

/** The spec flags an AI chat message over 50 characters as long. */
export function trackChatMessage(category: "AI Chat" | "Group Chat", text: string): void {
  track(category, "send", text.length > LONG_MESSAGE ? "long message" : "message", {
    long_message: text.length > LONG_MESSAGE,
  });
}
