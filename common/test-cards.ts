// Stripe's documented test cards (docs.stripe.com/testing), which the local test mode honours the
// way Stripe's test mode does. Any other number is refused, as Stripe refuses real cards in test
// mode.

export type TestCardBehaviour = "succeed" | "authenticate" | "decline";

export type TestCard = { number: string; brand: string; behaviour: TestCardBehaviour; declineMessage?: string };

export const testCards: TestCard[] = [
  { number: "4242424242424242", brand: "visa", behaviour: "succeed" },
  { number: "4000056655665556", brand: "visa", behaviour: "succeed" },
  { number: "5555555555554444", brand: "mastercard", behaviour: "succeed" },
  { number: "378282246310005", brand: "amex", behaviour: "succeed" },
  { number: "4000002500003155", brand: "visa", behaviour: "authenticate" },
  { number: "4000002760003184", brand: "visa", behaviour: "authenticate" },
  {
    number: "4000000000009995",
    brand: "visa",
    behaviour: "decline",
    declineMessage: "Your card has insufficient funds.",
  },
  { number: "4000000000000002", brand: "visa", behaviour: "decline", declineMessage: "Your card was declined." },
  { number: "4000000000009987", brand: "visa", behaviour: "decline", declineMessage: "Your card was declined." },
  { number: "4000000000000069", brand: "visa", behaviour: "decline", declineMessage: "Your card has expired." },
];

/** Stripe's test PaymentMethod ids, accepted by the API directly (scripts and tests). */
export const testPaymentMethodIds: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_authenticationRequired: "4000002500003155",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_chargeDeclined: "4000000000000002",
};

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "card";
}
