import type { Page } from "playwright-core";

// The accounts screens as a person uses them; labels live here.
export class AuthPages {
  constructor(readonly page: Page) {}

  async signUp(v: {
    firstName: string;
    lastName: string;
    email?: string;
    password: string;
    confirm?: string;
    consent?: boolean;
  }) {
    const p = this.page;
    await p.getByLabel("First name").fill(v.firstName);
    await p.getByLabel("Last name").fill(v.lastName);
    if (v.email !== undefined) await p.getByLabel("Email").fill(v.email);
    await p.getByLabel("Password", { exact: true }).fill(v.password);
    await p.getByLabel("Confirm password").fill(v.confirm ?? v.password);
    if (v.consent !== false) await p.getByRole("checkbox").check();
    await p.getByRole("button", { name: "Sign Up" }).click();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Sign In" }).click();
  }

  alerts() {
    return this.page.getByRole("alert");
  }
  notice() {
    return this.page.getByRole("status").filter({ hasNotText: "Notification" });
  }
  toasts() {
    return this.page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  }
}
