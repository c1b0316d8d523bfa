import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useState } from "react";
import { billingMessages } from "../../../common/api/billing";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { completeSubscription, type Payer } from "./subscribe";

// Stripe Elements, when Stripe is configured: the Payment Element offers card, then Apple Pay,
// then Google Pay where the browser and Stripe allow them. Loaded only in this mode (its own chunk).

const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

export function StripePaymentForm(props: {
  publishableKey: string;
  priceId: string;
  amount: number;
  amountLabel: string;
  payer: Payer;
  onSuccess: () => void;
}) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{
        mode: "subscription",
        amount: props.amount,
        currency: "usd",
        paymentMethodCreation: "manual",
        appearance: { theme: "stripe", variables: { colorPrimary: "#0f766e" } },
      }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({
  priceId,
  amountLabel,
  payer,
  onSuccess,
}: {
  priceId: string;
  amountLabel: string;
  payer: Payer;
  onSuccess: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setError(null);
    setBusy(true);
    try {
      const submitted = await elements.submit();
      if (submitted.error) {
        setError(submitted.error.message || billingMessages.validation);
        return;
      }
      const created = await stripe.createPaymentMethod({
        elements,
        params: { billing_details: { name: payer.name, email: payer.email } },
      });
      if (created.error || !created.paymentMethod) {
        setError(created.error?.message || billingMessages.createMethod);
        return;
      }
      const paymentMethodId = created.paymentMethod.id;
      const failure = await completeSubscription({ ...payer, priceId, paymentMethodId }, async (clientSecret) => {
        const confirmed = await stripe.confirmPayment({
          clientSecret,
          confirmParams: {
            payment_method: paymentMethodId,
            return_url: `${window.location.origin}/accountsettings?tab=billing`,
          },
          redirect: "if_required",
        });
        return confirmed.error ? confirmed.error.message || billingMessages.confirmation : null;
      });
      if (failure) setError(failure);
      else onSuccess();
    } catch {
      setError(billingMessages.creation);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <PaymentElement
        options={{
          paymentMethodOrder: ["card", "apple_pay", "google_pay"],
          defaultValues: { billingDetails: { name: payer.name, email: payer.email } },
        }}
      />
      {error ? <Alert kind="error">{error}</Alert> : null}
      <Button type="submit" busy={busy} disabled={!stripe} className="w-full">
        {busy ? "Processing..." : `Subscribe for ${amountLabel}`}
      </Button>
    </form>
  );
}
