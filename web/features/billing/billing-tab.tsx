import { ExternalLink, Loader2 } from "lucide-react";
import { useState } from "react";
import { billingMessages, type TSubscription } from "../../../common/api/billing";
import { annualSavingPercent, dollars, type PlanKey, planFeatures } from "../../../common/plans";
import { cancelSubscription, customerPortal, reactivateSubscription } from "../../api/billing";
import { queryKeys } from "../../api/query-keys";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { cn } from "../../lib/cn";
import { useAuth } from "../auth/auth-provider";
import { PeriodToggle } from "./period-toggle";
import { PlanFeatureList } from "./plan-feature-list";
import { TestModeNotice } from "./test-mode-notice";
import { UpgradeModal } from "./upgrade-modal";
import { usePlans, useSubscriptionStatus } from "./use-billing";
import { useSubscriptionChange } from "./use-subscription-change";

export const longDate = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });

/**
 * Opens the customer portal in a new tab. The tab is opened before the call so a popup blocker
 * sees it as the click's own; it is closed again if the call fails.
 */
export async function openCustomerPortal(customerId: string | null | undefined) {
  if (!customerId) {
    window.alert(billingMessages.noCustomer);
    return;
  }
  const tab = window.open("about:blank", "_blank");
  try {
    const res = await customerPortal({
      customerId,
      returnUrl: `${window.location.origin}/accountsettings?tab=billing`,
    });
    if (!res.ok) throw new Error(res.data.message ?? `status ${res.status}`);
    if (tab) {
      tab.opener = null;
      tab.location.href = res.data.url;
    } else window.location.href = res.data.url;
  } catch (error) {
    tab?.close();
    window.alert(`${billingMessages.portalError}${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The Billing & Subscription tab of /accountsettings. */
export function BillingTab() {
  const auth = useAuth();
  const plans = usePlans();
  const status = useSubscriptionStatus(auth.userId);
  const [annual, setAnnual] = useState(false);
  const [upgrading, setUpgrading] = useState(false);
  const pro = plans.data?.pro;
  const save = pro ? annualSavingPercent(pro.price.monthly, pro.price.annually) : null;
  const subscription = status.data?.subscription ?? null;
  const onVoyager = Boolean(status.data?.hasSubscription);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Billing & Subscription</h2>
          <p className="text-sm text-slate-600">Choose the plan that suits how you travel.</p>
        </div>
        <PeriodToggle annual={annual} onChange={setAnnual} save={save} />
      </div>

      <TestModeNotice />

      {status.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading your subscription...
        </p>
      ) : subscription ? (
        <StatusCard subscription={subscription} />
      ) : null}

      {plans.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The plans could not be loaded. Please refresh the page.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {(["free", "pro"] as PlanKey[]).map((key) => {
            const plan = plans.data?.[key];
            const current = key === "pro" ? onVoyager : !onVoyager && !status.isPending;
            const monthly = plan ? (annual ? Math.round(plan.price.annually / 12) : plan.price.monthly) : null;
            return (
              <section
                key={key}
                aria-labelledby={`billing-plan-${key}`}
                className={cn(
                  "flex flex-col rounded-2xl border bg-white p-6",
                  current ? "border-lagoon-700 ring-2 ring-lagoon-700/20" : "border-slate-200",
                )}
              >
                <div className="flex items-center justify-between">
                  <h3 id={`billing-plan-${key}`} className="text-lg font-bold text-slate-900">
                    {plan?.name ?? (key === "free" ? "Explorer" : "Voyager")}
                  </h3>
                  {current ? (
                    <span className="rounded-full bg-lagoon-50 px-2.5 py-0.5 text-xs font-semibold text-lagoon-700">
                      Current plan
                    </span>
                  ) : null}
                </div>
                <p className="mt-3 flex items-baseline gap-1">
                  <span className="text-3xl font-bold text-slate-900" data-testid={`billing-price-${key}`}>
                    {monthly === null ? "…" : dollars(monthly)}
                  </span>
                  <span className="text-sm text-slate-500">{key === "free" ? "/ forever" : "/ month"}</span>
                </p>
                <p className="h-5 text-xs text-slate-500">
                  {key === "pro" && annual && plan ? `Billed annually (${dollars(plan.price.annually)})` : ""}
                </p>
                <PlanFeatureList features={planFeatures[key]} className="mt-4 space-y-2" />
                <div className="mt-6">
                  {key === "pro" ? (
                    <Button
                      className="w-full"
                      disabled={onVoyager || !plans.data || status.isPending}
                      onClick={() => setUpgrading(true)}
                    >
                      {onVoyager ? "Your current plan" : "Upgrade to Voyager"}
                    </Button>
                  ) : onVoyager ? (
                    <DowngradeButton customerId={subscription?.customerId} />
                  ) : (
                    <Button variant="secondary" className="w-full" disabled>
                      Your current plan
                    </Button>
                  )}
                </div>
              </section>
            );
          })}
        </div>
      )}

      {plans.data ? (
        <UpgradeModal open={upgrading} onOpenChange={setUpgrading} plans={plans.data} annual={annual} />
      ) : null}
    </div>
  );
}

/** The subscription status card: renewal or end date, Cancel or Reactivate, the portal. */
function StatusCard({ subscription }: { subscription: TSubscription }) {
  const { busy, error, run } = useSubscriptionChange<"cancel" | "reactivate">(
    "Your subscription could not be changed. Please try again.",
    queryKeys.subscriptionStatus.all,
  );
  const ending = subscription.cancel_at_period_end;
  const date = longDate(subscription.current_period_end);
  const change = (kind: "cancel" | "reactivate") =>
    run(kind, () =>
      kind === "cancel" ? cancelSubscription(subscription.id) : reactivateSubscription(subscription.id),
    );

  return (
    <section
      aria-labelledby="subscription-status"
      className="rounded-2xl border border-slate-200 bg-gradient-to-br from-lagoon-50 to-white p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="subscription-status" className="text-lg font-bold text-slate-900">
          {subscription.plan_name}
        </h3>
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            ending ? "bg-amber-100 text-amber-800" : "bg-green-100 text-green-800",
          )}
        >
          {ending ? "Cancels at period end" : subscription.status === "past_due" ? "Payment due" : "Active"}
        </span>
      </div>
      <p className="mt-2 text-slate-800">
        {dollars(subscription.amount)} / {subscription.interval === "year" ? "year" : "month"}
      </p>
      <p className="mt-1 text-sm text-slate-600" data-testid="subscription-date">
        {ending
          ? `Your subscription ends on ${date}. You keep Voyager features until then, then return to Explorer.`
          : `Renews on ${date}.`}
      </p>
      {error ? (
        <div className="mt-3">
          <Alert kind="error">{error}</Alert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        {ending ? (
          <Button onClick={() => change("reactivate")} busy={busy === "reactivate"}>
            Reactivate subscription
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" busy={busy === "cancel"}>
                Cancel subscription
              </Button>
            }
            title="Cancel Voyager?"
            cancelLabel="Keep Voyager"
            confirmLabel="Cancel subscription"
            onConfirm={() => change("cancel")}
          >
            Your subscription will not renew. You keep Voyager until {date}, then return to Explorer. You can reactivate
            any time before then.
          </ConfirmDialog>
        )}
        <Button variant="secondary" onClick={() => openCustomerPortal(subscription.customerId)}>
          Manage billing <ExternalLink className="size-4" aria-hidden />
        </Button>
      </div>
    </section>
  );
}

/** Downgrading is done in the customer portal (spec); this says so and opens it. */
function DowngradeButton({ customerId }: { customerId: string | undefined }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="w-full">
          Downgrade to Explorer
        </Button>
      }
      title="Downgrade to Explorer"
      cancelLabel="Keep Voyager"
      confirmLabel="Open customer portal"
      onConfirm={() => openCustomerPortal(customerId)}
    >
      {billingMessages.downgrade}
    </ConfirmDialog>
  );
}
