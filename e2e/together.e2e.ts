import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { togetherMessages } from "../common/api/together";
import { type CapturedMail, startSmtpCapture } from "../server/testing/smtp-capture";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createSignedInUser } from "../server/testing/test-users";
import { AuthPages } from "./pages/auth.page";
import { PlanPage } from "./pages/plan.page";
import { seriousViolations } from "./support/axe";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// Travelling together with three browser contexts: an owner, a new person who signs up through
// the invite, and an existing user who joins by link. Mail goes to a local SMTP server.
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startServer({ WEATHER_PROVIDER: "offline", SMTP_URL: smtp.url, ALTCHA_COST: "10" });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});
const session = browserSession();

const acceptPath = (mail: CapturedMail) => {
  const link = mail.links.find((l) => l.includes("/accept/"));
  if (!link) throw new Error(`no invite link in "${mail.subject}"`);
  return new URL(link).pathname;
};
const linkIn = (mail: CapturedMail, path: string) =>
  new URL(mail.links.find((l) => l.includes(`/${path}/`)) ?? "").pathname;

async function signedIn(first: string, last: string) {
  const { user, cookie } = await createSignedInUser(server.app.lotus.database.db, { firstName: first, lastName: last });
  const opened = await session.open({ width: 1280, height: 800 }, server.url);
  await signInContext(opened.context, cookie, server.url);
  return { ...opened, user, ui: new PlanPage(opened.page) };
}

describe("travelling together in Chromium", () => {
  it("shares by e-mail and link, a new person signs up through the invite, the limit holds, the group chats live", async () => {
    const owner = await signedIn("Olga", "Berg");
    const { page } = owner;
    await page.goto("/plan");
    await owner.ui.say("3 days in Lisbon from May 3 2027");
    await owner.ui.reply("Here's your");
    const tripUrl = new URL(page.url()).pathname;

    // Share by e-mail, making the earlier conversation visible.
    await owner.ui.tripMenu("Trip to Lisbon").click();
    await page.getByRole("menuitem", { name: "Share Trip" }).click();
    await page.getByText("Make your earlier conversation with Lotus visible to guests?").waitFor();
    await page.getByRole("button", { name: "Yes" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    const mailArrives = smtp.next("nina@example.com");
    await page.getByLabel("Email addresses").fill("nina@example.com");
    await page.getByRole("button", { name: "Send invitations" }).click();
    await page.getByText("Invitations sent!").waitFor();
    await page.screenshot({ path: `${artifactsDir}/together-invites-sent.png` });
    await page.getByRole("button", { name: "Done" }).click();
    const invite = await mailArrives;
    expect(invite.to).toEqual(["nina@example.com"]);

    // The owner keeps the group chat open to see people arrive.
    await page.getByRole("button", { name: "Group chat" }).click();
    await page.getByText("No messages yet").waitFor();

    // A new person: the invite leads to sign-in, then sign-up, confirmation, and back to the invite.
    const nina = await session.open({ width: 375, height: 740 }, server.url);
    const auth = new AuthPages(nina.page);
    await nina.page.goto(acceptPath(invite));
    await nina.page.waitForURL("**/login");
    expect(await auth.notice().first().textContent()).toBe(
      "Please log in or sign up before accepting your trip invite",
    );
    await nina.page.goto("/signup?email=nina%40example.com");
    const confirmArrives = smtp.next("nina@example.com");
    await auth.signUp({ firstName: "Nina", lastName: "Park", password: "Harbour-Lights-42" });
    await nina.page.waitForURL("**/login");
    // Confirm, then sign in (issue 26): the link signs no one in and leads back to the invite.
    await nina.page.goto(linkIn(await confirmArrives, "confirm_email"));
    await nina.page.waitForURL("**/login");
    await auth.signIn("nina@example.com", "Harbour-Lights-42");
    await nina.page.waitForURL(`**${acceptPath(invite)}`);
    await nina.page.getByRole("button", { name: "Accept" }).click();
    await nina.page.getByText("Invite accepted, redirecting...").waitFor();
    await nina.page.waitForURL(`**${tripUrl}`);
    await nina.page.getByRole("button", { name: "Let's plan" }).click();
    // Made public: Nina sees what Olga asked before sharing.
    await nina.page.getByText("3 days in Lisbon from May 3 2027").first().waitFor();

    // Olga's screen learns of the join live.
    await page.getByText("New joins").waitFor();

    // Share by link; an existing user joins with it.
    await owner.ui.tripMenu("Trip to Lisbon").click();
    await page.getByRole("menuitem", { name: "Add Member" }).click();
    await page.getByRole("tab", { name: "Link" }).click();
    await page.getByRole("button", { name: "Create invite link" }).click();
    const link = await page.getByLabel("Invite link").inputValue();
    await page.keyboard.press("Escape");
    const sam = await signedIn("Sam", "Ito");
    await sam.page.goto(new URL(link).pathname);
    await sam.page.getByRole("button", { name: "Accept" }).click();
    await sam.page.waitForURL(`**${tripUrl}`);

    // Explorer allows three: one more e-mail invite fits, the next is refused with the limit message.
    await owner.ui.tripMenu("Trip to Lisbon").click();
    await page.getByRole("menuitem", { name: "Add Member" }).click();
    await page.getByLabel("Email addresses").fill("third@example.com");
    await page.getByRole("button", { name: "Send invitations" }).click();
    await page.getByText("Invitations sent!").waitFor();
    await page.getByRole("button", { name: "Invite More People" }).click();
    await page.getByLabel("Email addresses").fill("fourth@example.com");
    await page.getByRole("button", { name: "Send invitations" }).click();
    await page.getByText(togetherMessages.inviteLimit("Explorer", 3)).waitFor();
    await page.screenshot({ path: `${artifactsDir}/together-limit.png` });

    // The owner sees open invites and revokes one with the keyboard: its place is free again.
    const pending = page.getByRole("region", { name: "Pending invites" });
    await pending.getByText("third@example.com").waitFor();
    await pending.getByText("Link made by Olga Berg").waitFor();
    await page.screenshot({ path: `${artifactsDir}/together-pending-invites.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await pending.getByRole("button", { name: "Revoke third@example.com" }).focus();
    await page.keyboard.press("Enter");
    await pending.getByText("third@example.com").waitFor({ state: "detached" });
    await page.getByLabel("Email addresses").fill("fourth@example.com");
    await page.getByRole("button", { name: "Send invitations" }).click();
    await page.getByText("Invitations sent!").waitFor();
    await page.keyboard.press("Escape");

    // Group chat: Sam's message with a mention reaches Olga live, with a notification.
    await sam.page.getByRole("button", { name: "Let's plan" }).click();
    await sam.page.getByRole("button", { name: "Group chat" }).click();
    await sam.page.getByLabel("Message group").fill("Hi @Olga Berg, shall we add Sintra?");
    await sam.page.keyboard.press("Enter");
    await page.getByText("Hi @Olga Berg, shall we add Sintra?").waitFor();
    // Olga, Nina and Sam.
    expect(await page.locator("#group-chat-panel header").textContent()).toContain("Chat 3");
    await page.getByRole("button", { name: /Notifications, 1 unread/ }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/together-group-chat.png` });

    // Across a reload the notification is still unread; opening it marks it read.
    await page.reload();
    await page.getByRole("button", { name: /Notifications, 1 unread/ }).click();
    await page.getByText("Sam mentioned you").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByText("Sam mentioned you").click();
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();

    // After a reconnect, new notifications still arrive.
    await owner.context.setOffline(true);
    await page.waitForTimeout(300);
    await owner.context.setOffline(false);
    await page.waitForTimeout(1500);
    await sam.page.getByLabel("Message group").fill("@Olga Berg one more thing");
    await sam.page.keyboard.press("Enter");
    await page.getByRole("button", { name: /Notifications, 1 unread/ }).waitFor({ timeout: 15_000 });
    expect(owner.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|websocket/i.test(e))).toEqual([]);
  });
});
