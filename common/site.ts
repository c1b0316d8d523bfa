// Facts about the product that both the server (mails, legal pages) and the web app show.
export const site = {
  name: "Lotus",
  supportEmail: "support@lotustravel.app",
  social: [
    { name: "Instagram", href: "https://www.instagram.com/lotustravel.app" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/lotustravel-app" },
  ],
  copyright: "© 2024-2025 Lotus. All rights reserved.",
} as const;

/** Layout breakpoint for the navigation (px), from the spec. */
export const DESKTOP_BREAKPOINT = 768;
