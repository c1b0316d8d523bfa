import { useEffect, useLayoutEffect } from "react";
import { useMatches } from "react-router";

// Each screen gets its own tab title, so tabs, history and bookmarks tell pages apart. A route
// names its screen in `handle.title` (router.tsx); a screen that knows more (the trip's name)
// refines it with usePageTitle once its data is in.

export const HOME_TITLE = "Lotus · Travel Planning Made Intelligent";

/** "Pricing" -> "Pricing · Lotus"; no title is the home page's. */
export const pageTitle = (title?: string | null) => (title ? `${title} · Lotus` : HOME_TITLE);

export type RouteHandle = { title?: string };

/** Sets document.title from the deepest matched route that names one. */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches.map((m) => (m.handle as RouteHandle | undefined)?.title).findLast(Boolean);
  // A layout effect runs before any screen's usePageTitle (a passive effect), so the screen's
  // more precise title is the one left standing.
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
}

/** A screen's own title (e.g. the trip's name); null leaves the route's. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
