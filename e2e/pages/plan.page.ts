import type { Page } from "playwright-core";

// The planning screen as a person sees it; labels live here so a changed one is fixed once.
export class PlanPage {
  constructor(readonly page: Page) {}

  input() {
    return this.page.getByLabel("Message Lotus");
  }
  async say(text: string) {
    await this.input().fill(text);
    await this.input().press("Enter");
  }
  quickStart(label: "Find destinations" | "Take a budget trip" | "Things to do near me") {
    return this.page.getByRole("button", { name: label });
  }
  /** Waits until Lotus's reply containing `text` is complete (no spinner left). */
  async reply(text: string) {
    await this.page.getByRole("log").getByText(text, { exact: false }).first().waitFor({ timeout: 20_000 });
    await this.page.getByLabel("Lotus is replying").waitFor({ state: "detached", timeout: 20_000 });
  }
  itinerary() {
    return this.page.locator("#itinerary-panel");
  }
  itineraryItem(text: string) {
    return this.itinerary().getByRole("button").filter({ hasText: text }).first();
  }
  tripMenu(name: string) {
    return this.page.getByRole("button", { name, exact: true });
  }
  dialog() {
    return this.page.getByRole("dialog");
  }
  errorBanner() {
    return this.page.getByRole("alert").filter({ hasText: "error" });
  }
  groupInput() {
    return this.page.getByLabel("Message group");
  }
  groupLog() {
    return this.page.getByRole("log", { name: "Group messages" });
  }
  /** The note under a message box while the connection is down. */
  reconnecting() {
    return this.page.getByRole("status").filter({ hasText: "Reconnecting..." });
  }
  recentTrip(name: string) {
    return this.page.getByRole("navigation", { name: "Recent Trips" }).getByRole("button").filter({ hasText: name });
  }
}
