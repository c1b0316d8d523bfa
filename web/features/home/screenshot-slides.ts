// The slides of the home-page screenshot carousel. `npm run screenshots` opens each `route`
// in Chromium at a desktop and a phone size, scrolls to `selector`, and writes the two images
// named here under web/public/screenshots/. Point a slide at a new screen and re-run the script.
export type ScreenshotSlide = {
  id: string;
  title: string;
  caption: string;
  route: string;
  selector: string;
  /** Messages said to Lotus first, as a signed-in traveller (the planning screen's slides). */
  conversation?: string[];
  /** Text of an itinerary item to open before the picture (a detail modal). */
  open?: string;
};

export const screenshotSlides: ScreenshotSlide[] = [
  {
    id: "start",
    title: "Start with a conversation",
    caption: "Tell Lotus where you dream of going, and it takes it from there.",
    route: "/plan",
    selector: "main",
    conversation: ["4 days in Lisbon from New York from March 10 2027, we love food and museums"],
  },
  {
    id: "how-it-works",
    title: "Plan together, step by step",
    caption: "Chat with Lotus, invite your friends, then book and go.",
    route: "/",
    selector: "#how-it-works",
  },
  {
    id: "why-lotus",
    title: "Recommendations that fit you",
    caption: "Flights, stays and local favourites chosen for how you like to travel.",
    route: "/plan",
    selector: "main",
    conversation: ["3 days in Kyoto from San Francisco from April 3 2027"],
    open: "Fly from",
  },
];

export const screenshotSizes = {
  web: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export const screenshotPath = (id: string, kind: keyof typeof screenshotSizes) => `/screenshots/${id}-${kind}.jpg`;
