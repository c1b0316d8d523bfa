import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { customerPolicy, subscriptionPolicy } from "./billing/policy";
import { detailsPolicy } from "./bookings/policy";
import { feedbackPolicy } from "./feedback/policy";
import { notificationPolicy } from "./notifications/policy";
import { definePolicy, type Policy } from "./policy";
import { tripPolicy } from "./trips/policy";

// Every domain's policy has one shape, and every action it declares is asked somewhere: an
// action nobody checks is a rule that protects nothing. "Asked" means a call of the policy (or
// of the one loader that asks it for the caller) naming the action.

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "testing" ? [] : sources(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [readFileSync(full, "utf8")] : [];
  });
}

type AnyPolicy = Policy<string, never, never>;
const askers: [AnyPolicy, string[]][] = [
  [tripPolicy as unknown as AnyPolicy, ["tripPolicy.authorize", "tripPolicy.may"]],
  [detailsPolicy as unknown as AnyPolicy, ["detailsPolicy.authorize", "detailsPolicy.may"]],
  [notificationPolicy as unknown as AnyPolicy, ["notificationPolicy.authorize"]],
  [feedbackPolicy as unknown as AnyPolicy, ["feedbackPolicy.authorize"]],
  [subscriptionPolicy as unknown as AnyPolicy, ["ownSubscription"]],
  [customerPolicy as unknown as AnyPolicy, ["customerPolicy.authorize"]],
];

/** The actions of `policy` that no source asks through any of `callers`. */
function unasked(code: string[], policy: AnyPolicy, callers: string[]): string[] {
  return policy.actions.filter((action) => {
    const calls = callers.map((c) => new RegExp(`${c.replace(".", "\\.")}\\([^;]*?"${action}"`, "s"));
    return !code.some((file) => calls.some((re) => re.test(file)));
  });
}

describe("policies", () => {
  const code = sources(path.join(import.meta.dirname));

  it("check every action they declare", () => {
    for (const [policy, callers] of askers)
      expect({ [policy.name]: unasked(code, policy, callers) }).toEqual({ [policy.name]: [] });
  });

  it("list every policy a domain defines", async () => {
    // A new policy.ts export made with definePolicy must join the table above, or this fails.
    const defined: string[] = [];
    for (const dir of readdirSync(import.meta.dirname)) {
      const file = path.join(import.meta.dirname, dir, "policy.ts");
      if (!statSync(path.join(import.meta.dirname, dir)).isDirectory() || !existsSync(file)) continue;
      const mod = (await import(file)) as Record<string, unknown>;
      for (const value of Object.values(mod)) {
        const p = value as Partial<AnyPolicy>;
        if (p && typeof p === "object" && Array.isArray(p.actions) && typeof p.authorize === "function") {
          defined.push(p.name ?? "?");
        }
      }
    }
    expect(defined.sort()).toEqual(askers.map(([p]) => p.name).sort());
  });

  it("find an action nobody asks", () => {
    const planted = definePolicy<"used" | "forgotten", null>(
      "planted",
      { used: () => true, forgotten: () => true },
      () => new Error("no") as never,
    );
    const code = ['plantedPolicy.authorize(user, "used", null);'];
    expect(unasked(code, planted as unknown as AnyPolicy, ["plantedPolicy.authorize"])).toEqual(["forgotten"]);
  });

  it("present each action's answer and refuse with the domain's error", () => {
    const owner = { accessType: "owner" as const, role: "owner" as const };
    const member = { accessType: "member" as const, role: "editor" as const };
    const viewer = { accessType: "member" as const, role: "viewer" as const };
    expect(tripPolicy.permissions({ id: "u" }, member)).toMatchObject({
      view: true,
      chat: true,
      rename: false,
      delete: false,
    });
    expect(tripPolicy.permissions({ id: "u" }, owner)).toMatchObject({
      rename: true,
      delete: true,
      manage_invites: true,
    });
    expect(tripPolicy.permissions({ id: "u" }, member)).toMatchObject({ edit_itinerary: true, manage_roles: false });
    expect(tripPolicy.permissions({ id: "u" }, viewer)).toMatchObject({
      view: true,
      chat: true,
      edit_itinerary: false,
    });
    expect(() => tripPolicy.authorize({ id: "u" }, "delete", member)).toThrow("Only the trip owner can do that");
    expect(() => subscriptionPolicy.authorize({ id: "a" }, "view", { userId: "b" })).toThrow("Subscription not found");
  });
});
