// Navigation entries of the spec's shell, in the order they appear.
export const desktopLinks = [
  { to: "/", label: "Home" },
  { to: "/plan", label: "Plan" },
  { to: "/about", label: "About" },
  { to: "/pricing", label: "Pricing" },
] as const;

/** Shown after Plan in the desktop header to a signed-in person: their trips are one click away. */
export const signedInLinks = [{ to: "/trips", label: "My Trips" }] as const;

export const learnMoreLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/pricing", label: "Pricing" },
] as const;

export const userMenuLinks = [
  { to: "/accountsettings", label: "Settings" },
  { to: "/logout", label: "Logout" },
] as const;
