import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../common/api/auth";
import { type CapturedMail, startSmtpCapture } from "../server/testing/smtp-capture";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { AuthPages } from "./pages/auth.page";
import { browserSession } from "./support/session";

// A server of its own whose mail goes to a real SMTP server the test reads.
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startServer({ SMTP_URL: smtp.url, ALTCHA_COST: "10" });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});
// Registered after the server's hooks: after-hooks run in reverse order, so the browser (and its
// connections) closes before the server does.
const session = browserSession();

const linkIn = (mail: CapturedMail, path: string) => {
  const link = mail.links.find((l) => l.includes(`/${path}/`));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return new URL(link).pathname;
};

describe("accounts in Chromium", () => {
  it("sign up, confirm by mail, sign out, the guard, sign in, edit the profile", async () => {
    const { page, errors } = await session.open(undefined, server.url);
    const ui = new AuthPages(page);
    await page.goto("/signup?email=mira%40example.com");
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("mira@example.com");

    const mailArrives = smtp.next("mira@example.com");
    await ui.signUp({ firstName: "Mira", lastName: "Sol", password: "Harbour-Lights-42" });
    await page.waitForURL("**/login");
    expect(await ui.toasts().first().textContent()).toContain(messages.signupThanks);

    const confirmPath = linkIn(await mailArrives, "confirm_email");
    // Confirm, then sign in (issue 26): the link signs no one in, so /plan asks for the sign-in.
    await page.goto(confirmPath);
    await page.waitForURL("**/login");
    expect(await ui.toasts().first().textContent()).toContain(messages.confirmed);
    expect(await ui.notice().first().textContent()).toBe("Your e-mail is confirmed. Sign in to start planning.");
    await ui.signIn("mira@example.com", "Harbour-Lights-42");
    await page.waitForURL("**/plan");

    await page.goto("/logout");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/accountsettings?tab=personal");
    await page.waitForURL("**/login");
    expect(await ui.notice().first().textContent()).toBe("Please log in to continue");

    await ui.signIn("mira@example.com", "Harbour-Lights-42");
    await page.waitForURL("**/accountsettings?tab=personal");
    await page.getByRole("heading", { name: "Personal Information" }).waitFor();
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("mira@example.com");
    expect(await page.getByLabel("Email").isDisabled()).toBe(true);
    await page.getByLabel("Preferred name").fill("Mimi");
    await page.getByLabel("First name").fill("Miranda");
    await page.getByRole("button", { name: "Update information" }).click();
    await page.getByText("Profile updated successfully!").waitFor();
    await page.reload();
    expect(await page.getByLabel("First name").inputValue()).toBe("Miranda");
    expect(await page.getByLabel("Preferred name").inputValue()).toBe("Mimi");
    expect(await page.getByRole("banner").getByRole("link", { name: "Log In" }).count()).toBe(0);
    await session.screenshot(page, "account-settings");
    expect(errors).toEqual([]);
  });

  it("forgot, mail, reset: the old password is refused, the new one works, other sessions end", async () => {
    const other = await session.open(undefined, server.url);
    await other.page.goto("/login");
    await new AuthPages(other.page).signIn("mira@example.com", "Harbour-Lights-42");
    await other.page.waitForURL("**/plan");

    const { page } = await session.open(undefined, server.url);
    const ui = new AuthPages(page);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    const mailArrives = smtp.next("mira@example.com");
    await page.getByLabel("Email").fill("mira@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText(messages.forgotSent).waitFor();

    await page.goto(linkIn(await mailArrives, "reset-password"));
    await page.getByLabel("New password", { exact: true }).fill("Brand-new-1");
    await page.getByLabel("Confirm new password").fill("Brand-new-2");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText(messages.passwordsDoNotMatch).waitFor();
    await page.getByLabel("Confirm new password").fill("Brand-new-1");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText(messages.resetDone).waitFor();
    await page.waitForURL("**/login", { timeout: 6000 });

    await ui.signIn("mira@example.com", "Harbour-Lights-42");
    await page.getByText("Invalid email or password.").waitFor();
    await ui.signIn("mira@example.com", "Brand-new-1");
    await page.waitForURL("**/plan");

    // The session in the other browser was signed out by the reset.
    await other.page.goto("/accountsettings");
    await other.page.waitForURL("**/login");
  });

  it("shows each sign-up validation message", async () => {
    const { page } = await session.open(undefined, server.url);
    const ui = new AuthPages(page);
    await page.goto("/signup");
    await ui.signUp({
      firstName: "M",
      lastName: "S",
      email: "not-an-email",
      password: "short",
      confirm: "other",
      consent: false,
    });
    const texts = await ui.alerts().allTextContents();
    for (const message of [
      messages.firstName,
      messages.lastName,
      messages.email,
      messages.passwordLength,
      messages.passwordsDontMatch,
      messages.consent,
      messages.consentOnSubmit,
    ]) {
      expect(texts).toContain(message);
    }
    await page.getByLabel("Password", { exact: true }).fill("alllowercase1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText(messages.passwordMix).waitFor();
    await session.screenshot(page, "signup-validation");
  });

  it("keeps the page and query asked for, and the password can be shown", async () => {
    const { page } = await session.open(undefined, server.url);
    await page.goto("/accountsettings?tab=personal");
    await page.waitForURL("**/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Brand-new-1");
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    expect(await page.evaluate(() => localStorage.getItem("auth_return_url"))).toBe("/accountsettings?tab=personal");
    await page.getByLabel("Email").fill("mira@example.com");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/accountsettings?tab=personal");
  });

  it("a signed-in traveller's mobile menu has their submenu; one submenu opens at a time", async () => {
    const { page } = await session.open({ width: 375, height: 812 }, server.url);
    await page.goto("/login");
    await new AuthPages(page).signIn("mira@example.com", "Brand-new-1");
    await page.waitForURL("**/plan");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    expect(await menu.getByRole("link", { name: "Log In" }).count()).toBe(0);
    await menu.getByRole("button", { name: "Learn More" }).click();
    expect(await menu.getByRole("link", { name: "About" }).isVisible()).toBe(true);
    await menu.getByRole("button", { name: "Miranda Sol" }).click();
    expect(await menu.getByRole("link", { name: "About" }).count()).toBe(0);
    await menu.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL("**/accountsettings");
    await menu.waitFor({ state: "hidden" });
    // Under 768 px the settings tabs are a bar across the top.
    const tabs = page.getByRole("tablist");
    const box = await tabs.boundingBox();
    expect(box && box.width > 300).toBe(true);
    await session.screenshot(page, "account-settings-mobile");
  });

  it("without a Google client id the Google button says it is not ready", async () => {
    const { page } = await session.open(undefined, server.url);
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.getByText("Google authentication is not ready").waitFor();
  });

  it("still guards and signs in when local storage refuses to work, with a console warning", async () => {
    const { page, context } = await session.open(undefined, server.url);
    await context.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("quota exceeded", "QuotaExceededError");
      };
    });
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    await page.goto("/accountsettings");
    await page.waitForURL("**/login");
    expect(warnings.some((w) => w.includes("auth_return_url"))).toBe(true);
    await new AuthPages(page).signIn("mira@example.com", "Brand-new-1");
    await page.waitForURL("**/plan"); // nowhere remembered, so the default target
  });
});
