// Money in the planner is US dollars, as every offline price is; a budget given in another
// currency is converted at rough reference rates (the limit is a traveller's figure, not a
// payment, so a few percent do not matter), and shown back in the traveller's own currency.

/** US dollars per unit of each currency (reference rates, late 2026; refresh when they drift). */
const usdPer: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  JPY: 0.0067,
  CAD: 0.73,
  AUD: 0.66,
  NZD: 0.6,
  CHF: 1.13,
  SEK: 0.095,
  NOK: 0.093,
  DKK: 0.145,
  PLN: 0.25,
  CZK: 0.043,
  HUF: 0.0027,
  INR: 0.012,
  CNY: 0.14,
  HKD: 0.128,
  SGD: 0.74,
  KRW: 0.00073,
  THB: 0.028,
  MXN: 0.055,
  BRL: 0.18,
  ZAR: 0.055,
  AED: 0.272,
  TRY: 0.03,
  ILS: 0.27,
  NGN: 0.00065,
  PHP: 0.017,
  IDR: 0.000061,
  VND: 0.000039,
  EGP: 0.02,
  KES: 0.0077,
  MYR: 0.23,
  MAD: 0.1,
  TWD: 0.031,
  SAR: 0.267,
  QAR: 0.275,
  PKR: 0.0036,
  LKR: 0.0033,
  CLP: 0.00105,
  COP: 0.00025,
  PEN: 0.27,
  ISK: 0.0072,
  RON: 0.22,
  // Rough reference rates for the rest of the currencies the reader knows (late 2026, rounded:
  // a budget's scale, not a quote; those that move fastest, ARS above all, drift first).
  ARS: 0.00085,
  UYU: 0.025,
  DOP: 0.016,
  BOB: 0.145,
  GTQ: 0.13,
  CRC: 0.002,
  FJD: 0.44,
  NAD: 0.055,
  JMD: 0.0064,
  NPR: 0.0074,
  BDT: 0.0083,
  GHS: 0.065,
  ETB: 0.0075,
  TZS: 0.00038,
  UGX: 0.00027,
  XOF: 0.0016,
  RWF: 0.00071,
  JOD: 1.41,
  TND: 0.32,
  OMR: 2.6,
  GEL: 0.37,
  RUB: 0.011,
  UAH: 0.024,
  KZT: 0.002,
  MNT: 0.00029,
  BGN: 0.55,
  LAK: 0.000046,
  KHR: 0.00025,
  MMK: 0.00048,
  CUP: 0.004,
  MUR: 0.022,
  SCR: 0.07,
  XAF: 0.0016,
  XPF: 0.009,
  KWD: 3.25,
  BHD: 2.65,
  RSD: 0.0092,
  DZD: 0.0074,
  ALL: 0.011,
  MKD: 0.0175,
  BAM: 0.56,
  AZN: 0.59,
  HNL: 0.039,
  PYG: 0.000128,
  MVR: 0.065,
};

export const knownCurrency = (code: string) => code in usdPer;

export function toUsd(amount: number, currency: string): number {
  return amount * (usdPer[currency] ?? 1);
}

export function fromUsd(usd: number, currency: string): number {
  return usd / (usdPer[currency] ?? 1);
}

const symbols: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹" };

/** "$1,234", "€980", "AUD 2,300": whole units, as a traveller writes a budget. */
export function formatMoney(amount: number, currency = "USD"): string {
  const n = Math.round(amount).toLocaleString("en-US");
  const symbol = symbols[currency];
  return symbol ? `${symbol}${n}` : `${currency} ${n}`;
}
