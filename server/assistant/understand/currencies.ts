// How travellers write money, a currency a row: its signs ("R$", "₱"), the letters written
// before a figure ("N600k", "Rp 20 juta", "RM 2,500") and its names and codes ("won", "TL",
// "yuan"). One table, so a new currency is one line and every pattern of findMoney knows it.

export type CurrencyWords = {
  code: string;
  /** Signs that are not letters: they are money wherever they touch a figure. */
  signs?: string[];
  /** Letters that mean this money only right before a figure: "r 500", "n600k". */
  prefixes?: string[];
  /** Whole words, before or after a figure: codes, names, plurals. */
  names: string[];
};

export const currencyTable: CurrencyWords[] = [
  { code: "USD", signs: ["$", "us$"], names: ["usd", "dollars?", "bucks"] },
  { code: "EUR", signs: ["€"], names: ["eur", "euros?"] },
  { code: "GBP", signs: ["£"], names: ["gbp", "pounds?", "quid"] },
  { code: "JPY", names: ["jpy", "yen"] },
  { code: "CNY", signs: ["元"], prefixes: ["rmb"], names: ["cny", "rmb", "yuan", "renminbi"] },
  // "¥" alone is read as yen, as most travellers writing it mean.
  { code: "JPY", signs: ["¥"], names: [] },
  { code: "AUD", signs: ["a$", "au$"], names: ["aud"] },
  { code: "CAD", signs: ["c$", "ca$"], names: ["cad"] },
  { code: "NZD", signs: ["nz$"], names: ["nzd"] },
  { code: "CHF", names: ["chf", "francs?"] },
  { code: "INR", signs: ["₹"], prefixes: ["rs\\.?"], names: ["inr", "rupees?"] },
  { code: "THB", signs: ["฿"], names: ["thb", "baht"] },
  { code: "SGD", signs: ["s$"], names: ["sgd"] },
  // A bare "n" is naira only stuck to its figure ("N600k"): "me n 2 friends" is not money.
  { code: "NGN", signs: ["₦"], prefixes: ["n(?=\\d)"], names: ["ngn", "naira"] },
  { code: "KES", prefixes: ["ksh\\.?"], names: ["kes", "ksh", "shillings?"] },
  { code: "BRL", signs: ["r$"], names: ["brl", "reais", "real"] },
  { code: "ZAR", prefixes: ["r"], names: ["zar", "rand"] },
  { code: "MYR", prefixes: ["rm"], names: ["myr", "ringgit"] },
  { code: "HKD", signs: ["hk$"], names: ["hkd"] },
  { code: "PHP", signs: ["₱"], names: ["php", "philippine pesos?"] },
  { code: "IDR", prefixes: ["rp\\.?"], names: ["idr", "rupiah"] },
  { code: "VND", signs: ["₫"], names: ["vnd", "dong", "đồng"] },
  { code: "KRW", signs: ["₩"], names: ["krw", "won"] },
  { code: "TRY", signs: ["₺"], prefixes: ["try"], names: ["tl", "lira", "liras"] },
  { code: "EGP", signs: ["e£"], names: ["egp", "egyptian pounds?"] },
  { code: "MXN", signs: ["mx$"], names: ["mxn", "pesos?"] },
  { code: "AED", names: ["aed", "dirhams?", "dhs?"] },
  { code: "SEK", names: ["sek", "kronor", "swedish kronor"] },
  { code: "NOK", names: ["nok", "norwegian kroner"] },
  { code: "DKK", names: ["dkk", "danish kroner", "kroner"] },
  { code: "PLN", signs: ["zł"], names: ["pln", "zloty", "złoty"] },
  { code: "CZK", signs: ["kč"], names: ["czk", "koruna", "crowns"] },
  { code: "HUF", names: ["huf", "forints?"] },
  { code: "ILS", signs: ["₪"], names: ["ils", "shekels?", "nis"] },
  { code: "MAD", prefixes: ["mad"], names: ["moroccan dirhams?"] },
];

const escapeSign = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const byLength = (a: string, b: string) => b.length - a.length;

/** Signs, longest first ("nz$" before "$"), as one regex alternation. */
export const signPattern = currencyTable
  .flatMap((c) => c.signs ?? [])
  .sort(byLength)
  .map(escapeSign)
  .join("|");
/** Letters written right before a figure ("rm2500", "n600k", "rp 20 juta"). */
export const prefixPattern = currencyTable
  .flatMap((c) => c.prefixes ?? [])
  .sort(byLength)
  .join("|");
/** Codes and names, longest first ("egyptian pounds" before "pounds"). */
export const namePattern = currencyTable
  .flatMap((c) => c.names)
  .sort(byLength)
  .join("|");

/** The ISO code a sign, prefix or name stands for. */
export function currencyCode(word: string): string | undefined {
  const w = word.toLowerCase().trim();
  for (const c of currencyTable) {
    if (c.signs?.includes(w)) return c.code;
    for (const p of [...(c.prefixes ?? []), ...c.names])
      if (new RegExp(`^(?:${p.replace(/\(\?=[^)]*\)/g, "")})$`).test(w)) return c.code;
  }
  return undefined;
}
