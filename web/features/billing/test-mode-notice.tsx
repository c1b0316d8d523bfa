import { Alert } from "../../components/alert";
import { useBillingMode } from "./use-billing";

/**
 * Says so when payments are in the test mode (no Stripe keys, or BILLING=test in production):
 * nobody should believe a test card bought them anything, or that a real card was charged.
 */
export function TestModeNotice() {
  const mode = useBillingMode();
  if (mode.data?.mode !== "test") return null;
  return (
    <Alert kind="info">
      Payments are in <strong>test mode</strong>: no real card is charged. Use Stripe's test card 4242 4242 4242 4242.
    </Alert>
  );
}
