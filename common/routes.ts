// Client routes of both spec route tables. The server answers these with the SPA (status 200);
// any other non-API path still gets the SPA, which renders its not-found page, with status 404.

export const clientRoutes = [
  "/",
  "/about",
  "/privacy-policy",
  "/terms-of-service",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password/:token",
  "/confirm_email/:token",
  "/logout",
  "/pricing",
  "/trips",
  "/plan",
  "/plan/:id",
  "/details/:id",
  "/accept/:token",
  "/accountsettings",
  "/billing/portal",
  "/admin/feedback",
] as const;

const patterns = clientRoutes.map((route) => new RegExp(`^${route.replace(/:[a-z]+/g, "[^/]+")}/?$`));

/** True when `pathname` (no query string) is one of the client routes. */
export function isClientRoute(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname));
}
