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
  // "R25 000", "R 3500": a rand figure; "we r 2 adults" is text speak for "are".
  { code: "ZAR", prefixes: ["r(?=\\d|\\s\\d{3})"], names: ["zar", "rand"] },
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
  { code: "SEK", names: ["sek", "kronor", "krona", "swedish kronor", "kr\\.?"] },
  { code: "NOK", names: ["nok", "norwegian kroner"] },
  { code: "DKK", names: ["dkk", "danish kroner", "kroner"] },
  { code: "PLN", signs: ["zł"], names: ["pln", "zloty", "złoty"] },
  { code: "CZK", signs: ["kč"], names: ["czk", "koruna", "crowns"] },
  { code: "HUF", names: ["huf", "forints?"] },
  { code: "ILS", signs: ["₪"], names: ["ils", "shekels?", "nis"] },
  { code: "MAD", prefixes: ["mad"], names: ["moroccan dirhams?", "dirhams? marocains?"] },
  // The rest of the world's money as it is written: its sign, its code, its name in the
  // country's language and in English with the country's adjective ("pesos colombianos").
  { code: "PEN", signs: ["s/.", "s/"], names: ["soles", "nuevos soles", "peruvian soles?"] },
  { code: "COP", signs: ["col$"], names: ["colombian pesos?", "pesos? colombianos?"] },
  { code: "ARS", signs: ["ar$"], names: ["ars", "argentine pesos?", "argentinian pesos?", "pesos? argentinos?"] },
  { code: "CLP", signs: ["clp$"], names: ["clp", "chilean pesos?", "pesos? chilenos?"] },
  { code: "UYU", names: ["uyu", "uruguayan pesos?", "pesos? uruguayos?"] },
  { code: "DOP", signs: ["rd$"], names: ["dop", "dominican pesos?", "pesos? dominicanos?"] },
  { code: "MXN", names: ["mexican pesos?", "pesos? mexicanos?"] },
  { code: "BOB", prefixes: ["bs\\.?"], names: ["bob", "bolivianos"] },
  { code: "GTQ", prefixes: ["q(?=\\d)"], names: ["gtq", "quetzal(?:es)?"] },
  { code: "CRC", signs: ["₡"], names: ["crc", "col[oó]n(?:es)?"] },
  { code: "TWD", signs: ["nt$"], names: ["twd", "ntd", "taiwan dollars?"] },
  { code: "FJD", signs: ["fj$"], names: ["fjd", "fiji(?:an)? dollars?"] },
  { code: "NAD", signs: ["n$"], names: ["nad", "namibian dollars?"] },
  { code: "JMD", signs: ["j$"], names: ["jmd", "jamaican dollars?"] },
  { code: "AUD", names: ["australian dollars?", "aussie dollars?"] },
  { code: "CAD", names: ["canadian dollars?"] },
  { code: "NZD", names: ["new zealand dollars?", "kiwi dollars?"] },
  { code: "SGD", names: ["singapore(?:an)? dollars?"] },
  { code: "HKD", names: ["hong kong dollars?"] },
  { code: "USD", names: ["us dollars?", "american dollars?"] },
  { code: "LKR", names: ["lkr", "sri lankan rupees?"] },
  { code: "NPR", names: ["npr", "nepali rupees?", "nepalese rupees?"] },
  { code: "PKR", names: ["pkr", "pakistani rupees?"] },
  { code: "INR", names: ["indian rupees?"] },
  { code: "BDT", signs: ["৳"], names: ["bdt", "taka"] },
  { code: "GHS", signs: ["gh₵", "₵"], names: ["ghs", "cedis?"] },
  { code: "ETB", names: ["etb", "birr"] },
  { code: "TZS", prefixes: ["tsh\\.?"], names: ["tzs", "tanzanian shillings?"] },
  { code: "UGX", prefixes: ["ush\\.?"], names: ["ugx", "ugandan shillings?"] },
  { code: "KES", names: ["kenyan shillings?"] },
  { code: "XOF", names: ["xof", "cfa", "cfa francs?", "francs? cfa"] },
  { code: "RWF", names: ["rwf", "rwandan francs?"] },
  { code: "CHF", names: ["swiss francs?"] },
  { code: "ISK", names: ["isk", "icelandic kr[oó]n(?:a|ur)", "kr[oó]nur"] },
  { code: "JOD", prefixes: ["jd"], names: ["jod", "jordanian dinars?", "dinars?"] },
  { code: "TND", names: ["tnd", "tunisian dinars?"] },
  { code: "SAR", names: ["saudi riyals?", "riyals?", "rials?"] },
  { code: "QAR", names: ["qar", "qatari riyals?"] },
  { code: "OMR", names: ["omr", "omani rials?"] },
  { code: "GEL", signs: ["₾"], names: ["lari"] },
  { code: "RUB", signs: ["₽"], names: ["rubles?", "roubles?"] },
  { code: "UAH", signs: ["₴"], names: ["uah", "hryvnias?"] },
  { code: "KZT", signs: ["₸"], names: ["kzt", "tenge"] },
  { code: "MNT", signs: ["₮"], names: ["mnt", "t[oö]gr[oö]gs?", "tugriks?"] },
  { code: "RON", names: ["lei"] },
  { code: "BGN", names: ["bgn", "leva"] },
  { code: "LAK", signs: ["₭"], names: ["lak"] },
  { code: "KHR", signs: ["៛"], names: ["khr", "riels?"] },
  { code: "MMK", names: ["mmk", "kyats?"] },
  // (Albania's lek: never its code, "all", which is a word.)
  { code: "ALL", names: ["lek", "leke", "lekë", "albanian lek"] },
  { code: "MKD", names: ["mkd", "denars?", "denari"] },
  { code: "BAM", names: ["bam", "convertible marks?", "konvertibilna marka"] },
  { code: "AZN", signs: ["₼"], names: ["azn", "manats?"] },
  { code: "HNL", names: ["hnl", "lempiras?"] },
  { code: "PYG", signs: ["₲"], names: ["pyg", "guaran[ií]s?"] },
  { code: "MVR", names: ["mvr", "rufiyaa"] },
  { code: "MUR", names: ["mur", "mauritian rupees?"] },
  { code: "SCR", names: ["scr", "seychelles rupees?", "seychellois rupees?"] },
  { code: "CNY", names: ["chinese yuan"] },
  { code: "EUR", names: ["euro"] },
];

/**
 * Names several currencies share ("pesos", "dirhams", "rupees"): each is the money of the
 * country the trip is in (or starts from) when that country's money goes by it, else the first.
 */
export const sharedNames: { name: RegExp; codes: string[] }[] = [
  { name: /^dirhams?$|^dhs?$/, codes: ["AED", "MAD"] },
  { name: /^pesos?$/, codes: ["MXN", "COP", "ARS", "CLP", "PHP", "UYU", "DOP", "CUP"] },
  { name: /^rupees?$|^rs\.?$/, codes: ["INR", "LKR", "NPR", "PKR", "MUR", "SCR"] },
  { name: /^francs?$/, codes: ["CHF", "XOF", "XAF", "XPF", "RWF"] },
  { name: /^kroner$/, codes: ["DKK", "NOK"] },
  { name: /^kronor$|^krona$/, codes: ["SEK", "ISK"] },
  // "kr" is written in all four Nordic countries.
  { name: /^kr\.?$/, codes: ["SEK", "NOK", "DKK", "ISK"] },
  { name: /^shillings?$/, codes: ["KES", "TZS", "UGX"] },
  { name: /^dinars?$/, codes: ["JOD", "TND", "KWD", "BHD", "RSD", "DZD"] },
  { name: /^riyals?$|^rials?$/, codes: ["SAR", "QAR", "OMR"] },
];

/** The currency a shared name means for a trip in (or from) these countries, if one of theirs. */
export function localCurrency(word: string, currencies: string[]): string | undefined {
  const shared = sharedNames.find((s) => s.name.test(word.toLowerCase().trim()));
  return shared ? currencies.find((c) => shared.codes.includes(c)) : undefined;
}

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
