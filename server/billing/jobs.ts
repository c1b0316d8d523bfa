import { z } from "zod";
import type { JobRunner } from "../jobs/runner";
import type { Billing } from "./service";

/** How often test-mode periods are ended or renewed; Stripe does its own and tells us by webhook. */
export const BILLING_SWEEP_EVERY_MS = 60_000;

/**
 * Defined whatever the provider: a schedule outlives a switch to Stripe, and the database runner
 * cannot enqueue a job it does not know. With Stripe the sweep has nothing to do.
 */
export function defineBillingJobs(runner: JobRunner, billing: Billing): void {
  runner.define({
    name: "billing:sweep",
    payload: z.object({}),
    run: () => billing.sweep(),
    // Missed runs are made up by the next one a minute later: retrying an old one adds nothing.
    attempts: 1,
  });
}

export async function scheduleBillingJobs(runner: JobRunner, billing: Billing): Promise<void> {
  if (billing.local) await runner.every("billing:sweep", BILLING_SWEEP_EVERY_MS);
}
