import type { Locator, Page } from "playwright-core";

// The home page as a person sees it; labels live here so a changed one is fixed once.
export class HomePage {
  constructor(readonly page: Page) {}

  /** Opens the home page and waits for it to render (the shell waits for the session check). */
  async goto() {
    const response = await this.page.goto("/");
    await this.headline().waitFor();
    return response;
  }
  headline() {
    return this.page.getByRole("heading", { level: 1 });
  }
  startPlanning() {
    return this.page.getByRole("link", { name: "Start Planning" });
  }
  section(title: string): Locator {
    return this.page.locator("section").filter({ has: this.page.getByRole("heading", { level: 2, name: title }) });
  }
  whyChooseTab(name: string) {
    return this.page.getByRole("tab", { name });
  }
  screenshots() {
    return this.page.getByTestId("screenshots");
  }
  screenshotTitle() {
    return this.page.getByTestId("screenshot-title");
  }
  testimonials() {
    return this.page.getByTestId("testimonials");
  }
  testimonialSlide() {
    return this.testimonials().locator('[aria-roledescription="slide"]');
  }
  testimonialQuote() {
    return this.page.getByTestId("testimonial-quote");
  }
  header() {
    return this.page.getByRole("banner");
  }
  footer() {
    return this.page.getByRole("contentinfo");
  }
  /** A signed-in person's avatar in the header, which opens their account menu. */
  accountMenuButton() {
    return this.header().getByRole("button", { name: /^Account menu for / });
  }
  openMobileMenu() {
    return this.page.getByRole("button", { name: "Open menu" }).click();
  }
  mobileMenu() {
    return this.page.getByRole("dialog");
  }
  toastRegion() {
    return this.page.getByRole("region", { name: /Notifications/ });
  }
  /** The toasts on screen (Radix also keeps a hidden announcer with the same text elsewhere). */
  toasts() {
    return this.toastRegion().getByRole("listitem");
  }
}
