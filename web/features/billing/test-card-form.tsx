import { CreditCard, FlaskConical, ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { billingMessages, type ZTestConfirmRequest, type ZTestPaymentMethodRequest } from "../../../common/api/billing";
import { testConfirmPayment, testPaymentMethod } from "../../api/billing";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { completeSubscription, type Payer } from "./subscribe";

// The test mode's payment form: Stripe's test cards, no real money. It walks the same steps as
// the Stripe form (validate, create the payment method, subscribe, confirm if asked) so the
// messages and states a customer sees are the same.

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-lagoon-700 focus:outline-none focus:ring-2 focus:ring-lagoon-700/20";

function formatNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(.{4})/g, "$1 ")
    .trim();
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

type Card = Pick<z.input<typeof ZTestPaymentMethodRequest>, "number" | "expiry" | "cvc">;
type Outcome = z.input<typeof ZTestConfirmRequest>["outcome"];

/** Stripe's own wording for an incomplete card, so both modes read alike. */
function validate(card: Card, payer: Payer): string | null {
  if (!payer.name.trim()) return "Enter the name on the card";
  if (card.number.replace(/\D/g, "").length < 12) return "Your card number is incomplete.";
  if (!/^\d{2} \/ \d{2}$/.test(card.expiry)) return "Your card's expiration date is incomplete.";
  if (!/^\d{3,4}$/.test(card.cvc)) return "Your card's security code is incomplete.";
  return null;
}

type Challenge = { amount: string; resolve: (outcome: Outcome) => void };

export function TestCardForm({
  priceId,
  amountLabel,
  payer: initialPayer,
  onSuccess,
}: {
  priceId: string;
  amountLabel: string;
  payer: Payer;
  onSuccess: () => void;
}) {
  const [payer, setPayer] = useState(initialPayer);
  const [card, setCard] = useState<Card>({ number: "", expiry: "", cvc: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  async function confirm(clientSecret: string): Promise<string | null> {
    const outcome = await new Promise<Outcome>((resolve) => setChallenge({ amount: amountLabel, resolve }));
    setChallenge(null);
    try {
      const res = await testConfirmPayment(clientSecret, outcome);
      if (!res.ok) return res.data.error || res.data.message || billingMessages.confirmation;
      return res.data.status === "succeeded" ? null : res.data.error || billingMessages.confirmation;
    } catch {
      return billingMessages.confirmation;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const invalid = validate(card, payer);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    try {
      let paymentMethodId: string;
      try {
        const pm = await testPaymentMethod({ ...card, ...payer });
        if (!pm.ok) {
          setError(pm.data.error || pm.data.message || billingMessages.createMethod);
          return;
        }
        paymentMethodId = pm.data.id;
      } catch {
        setError(billingMessages.createMethod);
        return;
      }
      const failure = await completeSubscription({ ...payer, priceId, paymentMethodId }, confirm);
      if (failure) setError(failure);
      else onSuccess();
    } finally {
      setBusy(false);
    }
  }

  if (challenge) {
    return (
      <section aria-labelledby="three-d-secure" className="rounded-xl border border-slate-200 p-5">
        <p className="inline-flex items-center gap-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase text-amber-800">
          <FlaskConical className="size-3.5" aria-hidden /> Test mode
        </p>
        <h3 id="three-d-secure" className="mt-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldCheck className="size-5 text-lagoon-700" aria-hidden />
          Confirm your payment
        </h3>
        <p className="mt-2 text-sm text-slate-600">
          Your bank asks you to authenticate this payment of {challenge.amount} (3D Secure). In test mode you choose the
          outcome.
        </p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row">
          <Button type="button" onClick={() => challenge.resolve("complete")} autoFocus>
            Complete authentication
          </Button>
          <Button type="button" variant="secondary" onClick={() => challenge.resolve("fail")}>
            Fail authentication
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900">
        <p className="flex items-center gap-1 font-bold uppercase">
          <FlaskConical className="size-3.5" aria-hidden /> Test mode: no real card is charged
        </p>
        <p className="mt-1">
          Use Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0025 0000 3155 asks for authentication, 4000 0000 0000
          9995 is declined. Any future date and any CVC.
        </p>
      </div>
      <p className="inline-flex items-center gap-2 rounded-lg border-2 border-lagoon-700 px-3 py-1.5 text-sm font-medium">
        <CreditCard className="size-4" aria-hidden /> Card
      </p>
      <label className="block text-sm font-medium text-slate-700">
        Name on card
        <input
          className={inputClass}
          autoComplete="cc-name"
          value={payer.name}
          onChange={(e) => setPayer({ ...payer, name: e.target.value })}
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Email
        <input
          className={inputClass}
          type="email"
          autoComplete="email"
          value={payer.email}
          onChange={(e) => setPayer({ ...payer, email: e.target.value })}
        />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Card number
        <input
          className={inputClass}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(e) => setCard({ ...card, number: formatNumber(e.target.value) })}
        />
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-sm font-medium text-slate-700">
          Expiration
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          CVC
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            value={card.cvc}
            onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, "").slice(0, 4) })}
          />
        </label>
      </div>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <Button type="submit" busy={busy} className="w-full">
        {busy ? "Processing..." : `Subscribe for ${amountLabel}`}
      </Button>
    </form>
  );
}
