// Facts about the product that both the server (mails, legal pages) and the web app show.
export const site = {
  name: "Lotus",
  supportEmail: "support@lotustravel.app",
  social: [
    { name: "Instagram", href: "https://www.instagram.com/lotustravel.app" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/lotustravel-app" },
  ],
} as const;

/** The footer's line: from Lotus's first year to the reader's current one, so it never goes stale. */
export const copyrightLine = (year: number) => `© 2024-${Math.max(year, 2025)} Lotus. All rights reserved.`;

/** Layout breakpoint for the navigation (px), from the spec. */
export const DESKTOP_BREAKPOINT = 768;
