import { Check, CircleCheck, Loader2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { lazy, Suspense, useEffect, useState } from "react";
import { billingMessages } from "../../../common/api/billing";
import type { TAllPlans } from "../../../common/api/plans";
import { annualSavingPercent, dollars } from "../../../common/plans";
import { useAuth } from "../auth/auth-provider";
import { TestCardForm } from "./test-card-form";
import { useBillingMode } from "./use-billing";

const StripePaymentForm = lazy(() => import("./stripe-payment-form").then((m) => ({ default: m.StripePaymentForm })));

/** Spec section 9: what the upgrade modal lists. */
const modalFeatures = ["Advanced features", "Unlimited usage", "Priority support", "Cancel anytime"];

/** After success the modal shows 'Subscription Activated!' this long, then the page reloads. */
export const ACTIVATED_MS = 2000;

export function UpgradeModal({
  open,
  onOpenChange,
  plans,
  annual,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plans: TAllPlans;
  annual: boolean;
}) {
  const auth = useAuth();
  const mode = useBillingMode();
  const [activated, setActivated] = useState(false);
  const pro = plans.pro;
  const amount = annual ? pro.price.annually : pro.price.monthly;
  const priceId = annual ? pro.priceId.annually : pro.priceId.monthly;
  const amountLabel = `${dollars(amount)} / ${annual ? "year" : "month"}`;
  const save = annualSavingPercent(pro.price.monthly, pro.price.annually);
  const info = auth.userInfo;
  const payer = { name: info ? `${info.firstName} ${info.lastName}`.trim() : "", email: info?.email ?? "" };

  useEffect(() => {
    if (!activated) return;
    const timer = setTimeout(() => {
      onOpenChange(false);
      window.location.reload();
    }, ACTIVATED_MS);
    return () => clearTimeout(timer);
  }, [activated, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (activated ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-3 top-[5vh] z-50 mx-auto max-h-[90vh] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          {activated ? (
            <div role="status" className="flex flex-col items-center py-10 text-center">
              <CircleCheck className="size-14 text-green-600" aria-hidden />
              <Dialog.Title className="mt-4 text-2xl font-bold text-slate-900">
                {billingMessages.activated}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-600">
                Welcome to Voyager. Your account is being updated.
              </Dialog.Description>
            </div>
          ) : (
            <>
              <div className="flex items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="text-xl font-bold text-slate-900">Upgrade to {pro.name}</Dialog.Title>
                  <Dialog.Description className="mt-1 text-sm text-slate-600">
                    {amountLabel}
                    {annual
                      ? ` (${dollars(Math.round(pro.price.annually / 12))} / month, save ${save}%)`
                      : save > 0
                        ? `. Save ${save}% with annual billing.`
                        : ""}
                  </Dialog.Description>
                </div>
                <Dialog.Close aria-label="Close" className="rounded-lg p-1 text-slate-500 hover:bg-slate-100">
                  <X className="size-5" aria-hidden />
                </Dialog.Close>
              </div>
              <ul className="mt-4 grid grid-cols-2 gap-2 text-sm text-slate-700">
                {modalFeatures.map((f) => (
                  <li key={f} className="flex items-center gap-2">
                    <Check className="size-4 text-lagoon-700" aria-hidden />
                    {f}
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                {mode.isPending ? (
                  <p className="flex items-center gap-2 text-sm text-slate-500">
                    <Loader2 className="size-4 animate-spin" aria-hidden /> Loading payment form...
                  </p>
                ) : mode.isError ? (
                  <p role="alert" className="text-sm text-red-700">
                    The payment form could not be loaded. Please reload the page.
                  </p>
                ) : mode.data.mode === "stripe" && mode.data.publishableKey ? (
                  <Suspense fallback={<p className="text-sm text-slate-500">Loading payment form...</p>}>
                    <StripePaymentForm
                      publishableKey={mode.data.publishableKey}
                      priceId={priceId}
                      amount={amount}
                      amountLabel={amountLabel}
                      payer={payer}
                      onSuccess={() => setActivated(true)}
                    />
                  </Suspense>
                ) : (
                  <TestCardForm
                    priceId={priceId}
                    amountLabel={amountLabel}
                    payer={payer}
                    onSuccess={() => setActivated(true)}
                  />
                )}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
