import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CreditCard, FlaskConical, Loader2, Receipt } from "lucide-react";
import { useSearchParams } from "react-router";
import { dollars } from "../../common/plans";
import { sameOriginPath } from "../../common/same-origin-path";
import { cancelSubscription, reactivateSubscription, testPortal } from "../api/billing";
import { queryKeys } from "../api/query-keys";
import { unwrap } from "../api/unwrap";
import { Alert } from "../components/alert";
import { Button } from "../components/button";
import { ConfirmDialog } from "../components/confirm-dialog";
import { useAuth } from "../features/auth/auth-provider";
import { longDate } from "../features/billing/billing-tab";
import { useSubscriptionChange } from "../features/billing/use-subscription-change";

/** Only pages of Lotus itself are returned to, never `//another.site` (issue 21). */
function safeReturn(raw: string | null): string {
  return (raw && sameOriginPath(raw, window.location.origin)) || "/accountsettings?tab=billing";
}

/** /billing/portal: the test mode's customer portal (Stripe's own page stands here with Stripe). */
export function BillingPortalPage() {
  const [params] = useSearchParams();
  const back = safeReturn(params.get("return_url"));
  const auth = useAuth();
  const { busy, error, run } = useSubscriptionChange<"end" | "now" | "renew">("That did not work. Please try again.");
  const portal = useQuery({
    queryKey: queryKeys.testPortal,
    queryFn: async () => unwrap(await testPortal(), "The portal could not be loaded"),
  });
  const sub = portal.data?.subscription ?? null;
  const live = sub && ["active", "trialing", "past_due"].includes(sub.status);

  const act = (kind: "end" | "now" | "renew") => {
    if (!sub) return;
    return run(kind, () =>
      kind === "renew" ? reactivateSubscription(sub.id) : cancelSubscription(sub.id, kind === "now"),
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <a href={back} className="inline-flex items-center gap-1 text-sm font-medium text-lagoon-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Return to Lotus
      </a>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Customer portal</h1>
        <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase text-amber-800">
          <FlaskConical className="size-3.5" aria-hidden /> Test mode
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {portal.data?.email ?? auth.userInfo?.email} · Payments are simulated; no real card is charged.
      </p>

      {portal.isPending ? (
        <p className="mt-8 flex items-center gap-2 text-sm text-slate-500">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading...
        </p>
      ) : portal.isError ? (
        <div className="mt-8">
          <Alert kind="error">{portal.error.message}</Alert>
        </div>
      ) : (
        <div className="mt-8 space-y-6">
          {error ? <Alert kind="error">{error}</Alert> : null}
          <section aria-labelledby="portal-plan" className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="portal-plan" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Current plan
            </h2>
            {sub && live ? (
              <>
                <p className="mt-2 text-xl font-bold text-slate-900">
                  {sub.plan_name} · {dollars(sub.amount)} per {sub.interval}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {sub.cancel_at_period_end
                    ? `Cancels on ${longDate(sub.current_period_end)}.`
                    : `Renews on ${longDate(sub.current_period_end)}.`}
                </p>
                <div className="mt-5 flex flex-wrap gap-3">
                  {sub.cancel_at_period_end ? (
                    <Button onClick={() => act("renew")} busy={busy === "renew"}>
                      Renew plan
                    </Button>
                  ) : (
                    <Button variant="secondary" onClick={() => act("end")} busy={busy === "end"}>
                      Cancel plan
                    </Button>
                  )}
                  <ConfirmDialog
                    trigger={
                      <Button variant="secondary" busy={busy === "now"}>
                        Downgrade to Explorer now
                      </Button>
                    }
                    title="Downgrade now?"
                    cancelLabel="Keep Voyager"
                    confirmLabel="Downgrade now"
                    onConfirm={() => act("now")}
                  >
                    Voyager ends immediately and you return to Explorer. The rest of this period is not refunded in test
                    mode.
                  </ConfirmDialog>
                </div>
              </>
            ) : (
              <p className="mt-2 text-slate-800">Explorer (free). You have no active subscription.</p>
            )}
          </section>

          <section aria-labelledby="portal-method" className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="portal-method" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Payment method
            </h2>
            {portal.data.paymentMethod ? (
              <p className="mt-2 flex items-center gap-2 text-slate-800">
                <CreditCard className="size-5 text-slate-500" aria-hidden />
                <span>
                  <span className="capitalize">{portal.data.paymentMethod.brand}</span> ····{" "}
                  {portal.data.paymentMethod.last4}, expires{" "}
                  {String(portal.data.paymentMethod.expMonth).padStart(2, "0")}/{portal.data.paymentMethod.expYear}
                </span>
              </p>
            ) : (
              <p className="mt-2 text-sm text-slate-600">No payment method on file.</p>
            )}
          </section>

          <section aria-labelledby="portal-invoices" className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="portal-invoices" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Invoice history
            </h2>
            {portal.data.invoices.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No invoices yet.</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {portal.data.invoices.map((i) => (
                  <li key={i.id} className="flex items-center justify-between py-2 text-sm">
                    <span className="flex items-center gap-2 text-slate-700">
                      <Receipt className="size-4 text-slate-400" aria-hidden />
                      {longDate(i.created)}
                    </span>
                    <span className="text-slate-900">{dollars(i.amount)}</span>
                    <span
                      className={
                        i.status === "paid" ? "font-medium text-green-700" : "font-medium text-amber-700 capitalize"
                      }
                    >
                      {i.status === "paid" ? "Paid" : i.status}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
