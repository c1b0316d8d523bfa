// Navigation entries of the spec's shell, in the order they appear.
export const desktopLinks = [
  { to: "/", label: "Home" },
  { to: "/plan", label: "Plan" },
  { to: "/about", label: "About" },
  { to: "/pricing", label: "Pricing" },
] as const;

export const learnMoreLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/pricing", label: "Pricing" },
] as const;

export const userMenuLinks = [
  { to: "/accountsettings", label: "Settings" },
  { to: "/logout", label: "Logout" },
] as const;
