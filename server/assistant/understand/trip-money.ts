import type { TMoney } from "../../../common/travel/trip-model";
import { knownCurrency } from "../../planner/money";
import { cardinalWords } from "../number-words";
import { currencyCode, localCurrency, namePattern, prefixPattern, signPattern } from "./currencies";

// Money: an amount, its currency and what it is for ("£2k each", "budget 9000 yuan", "$150 a
// night") (issue 23; split out of understand-trip.ts).

/** The currency a word names; a name several share ("pesos") is the trip's own when it can be. */
const currencyOf = (w: string | undefined, local: string[] = []): string | undefined => {
  if (!w) return undefined;
  const t = w.toLowerCase().trim();
  // "60k bob": East African (and old British) slang for shillings, never Bolivia's code in lower case.
  // (In Bolivia it is the boliviano.)
  if (t === "bob" && !local.includes("BOB")) return local.find((c) => /^(?:KES|UGX|TZS|SOS)$/.test(c)) ?? "KES";
  const named = localCurrency(t, local) ?? currencyCode(t);
  if (named) return named;
  const upper = t.toUpperCase();
  return /^[A-Z]{3}$/.test(upper) && knownCurrency(upper) ? upper : undefined;
};

// One to nineteen ("twenty" is a ten here).
const units: Record<string, number> = Object.fromEntries(Object.entries(cardinalWords).filter(([, n]) => n < 20));
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNIT = Object.keys(units).join("|");
const TEN = Object.keys(tens).join("|");
/** "twenty-five", "eighteen", "forty": a number under a hundred in words. */
const small = (w: string): number | undefined => {
  const [a = "", b] = w.split(/[- ]/);
  if (b === undefined) return units[a] ?? tens[a];
  const t = tens[a];
  const u = units[b];
  return t !== undefined && u !== undefined && u < 10 ? t + u : undefined;
};
/**
 * Amounts in words as digits: "twenty-five hundred pounds" is 2500 pounds, "three thousand" 3k,
 * "two and a half grand" 2.5k (thousands keep their "k", so "about 3k" reads as money as "about
 * 3000" would not).
 */
const wordAmounts = (text: string) =>
  text.replace(
    new RegExp(
      `\\b((?:${TEN})(?:[- ](?:${UNIT}))?|${UNIT})(\\s+and\\s+a\\s+half)?\\s+(hundred|thousand|grand)\\b`,
      "g",
    ),
    (all, w: string, half: string | undefined, unit: string) => {
      const n = small(w);
      if (n === undefined) return all;
      const m = n + (half ? 0.5 : 0);
      return unit === "hundred" ? String(m * 100) : `${m}k`;
    },
  );

/**
 * "under $900 total", "a budget of $1,700", "€120 a night", "£2k per person", "AUD 3000", "R25 000", "₹1.5 lakh".
 * `local`: the currencies of the trip's countries, for names several share ("3000 dirhams" in Fès).
 * `home`: the currency where the traveller lives, for an amount said with none ("budget 15k each"
 * from Pune is rupees, "two and a half grand" from Newcastle pounds); without it, dollars.
 */
export function findMoney(text: string, local: string[] = [], home?: string): TMoney | undefined {
  const lower = wordAmounts(
    text
      .toLowerCase()
      // "Q1 2027", "in Q3": a quarter of the year, not quetzales.
      .replace(/\bq[1-4]\b(?![.,]?\d)/g, " ")
      // "Colón 3 nights", "JD 3 nights": a figure that is a length is no money, whatever is before it.
      .replace(/\b\p{L}+\s?(\d{1,2}\s*(?:nights?|nites?|nts|days?|weeks?|n|d)\b)/gu, "$1")
      // "₹2,50,000", "12,50,000": the Indian grouping (lakhs, then pairs of digits) is one number.
      .replace(/\b\d{1,2}(?:,\d{2})+,\d{3}(?!\d)/g, (n) => n.replace(/,/g, ""))
      // "1,5 millones", "2,5k": a decimal comma before a multiplier.
      .replace(/(\d),(\d{1,2})(?=\s*(?:k\b|m\b|mil|mill|milh|lakh|juta|crore))/g, "$1.$2")
      .replace(/(\d)[,\s](\d{3})(?!\d)/g, "$1$2")
      .replace(/(\d)[,\s](\d{3})(?!\d)/g, "$1$2")
      // "30.000 TL", "1.500.000 won": a dot before three digits groups thousands, unless a
      // multiplier follows ("1.500 lakh" is not written).
      .replace(/(\d)\.(\d{3})(?!\d|\s*(?:k|lakhs?|m\b|million|juta|mil)\b)/g, "$1$2")
      .replace(/(\d)\.(\d{3})(?!\d|\s*(?:k|lakhs?|m\b|million|juta|mil)\b)/g, "$1$2"),
  );
  const sym = `(${signPattern}|\\b(?:${prefixPattern})(?=\\s?\\d))`;
  const code = `(${namePattern})`;
  // Multipliers: "600k", "1.5 lakh", "R$ 12 mil" (a thousand), "Rp 20 juta" (a million).
  // "₹1.5L", "2 grand": the lakh's letter and the thousand's slang too.
  // "1.5 millones de pesos", "2 milhões de reais": a million, and the "de" before the money.
  const amount =
    "(\\d+(?:\\.\\d+)?)\\s*(k|thousand|lakhs?|lacs?|l\\b|crores?|cr\\b|m\\b|millions?|mill?ones|mill[oó]n|milh[õo]es|milh[ãa]o|mil\\b|juta|jt\\b|ribu|triệu|nghìn|grand\\b)?(?:\\s+de(?=\\s))?";
  const patterns = [
    new RegExp(`${sym}\\s*${amount}`),
    new RegExp(`\\b${code}\\s*${amount}`),
    new RegExp(`\\b${amount}\\s*${code}\\b`),
    new RegExp(`\\b${amount}\\s*${sym}`),
  ];
  // "we got like 2k", "budget 25k": a thousands figure said as money, in dollars unless told.
  patterns.push(
    /\b(?:budget(?: is| of)?|we(?:'ve)? got|have|spend|spending|total of|max(?:imum)?|up to|around|about|under|below|less than|no more than)\s+(?:like\s+|~\s*)?(\d+(?:\.\d+)?)\s*(k|grand|thousand)\b()/,
  );
  // "3 lakh total", "1.2 crore": the Indian multipliers name the rupee when no money is said.
  patterns.push(/\b(\d+(?:\.\d+)?)\s*(lakhs?|lacs?|crores?)\b()/);
  // "budget 2000", "budget is 800 each": a bare figure after the word budget is money only where
  // the traveller's own currency is known (a count of anything else rarely follows "budget"; "budget
  // 2027" is a year).
  if (home)
    patterns.push(
      /\bbudget(?: is| of)?\s+(?:like\s+|~\s*|around\s+|about\s+)?(?!20[2-3]\d\b)(\d{3,7})\b(?![.,]\d|\s*(?:%|percent|people|ppl|pax|nights?|days?|stars?))()()/,
    );
  for (const [i, re] of patterns.entries()) {
    const m = re.exec(lower);
    if (!m) continue;
    const [cur, value, k] =
      i === 0 || i === 1
        ? [m[1], m[2], m[3]]
        : i === 4 || i === 6
          ? [undefined, m[1], m[2]]
          : i === 5
            ? ["inr", m[1], m[2]]
            : [m[3], m[1], m[2]];
    const after = lower.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30);
    // "$2500 total from toronto (CAD)", "$3k AUD": a currency said after a bare "$" is the one meant.
    const said =
      /^\s*(cad|aud|nzd|usd|sgd|hkd)\b/.exec(after) ??
      /\((cad|aud|nzd|usd|sgd|hkd)\)|\b(cad|aud|nzd|sgd|hkd) dollars\b/.exec(lower);
    // "300k shillings (KES)", "5000 pesos (MXN)": a code in brackets names which of the money
    // sharing that name is meant.
    const bracketed = /^\s*\(\s*([a-z]{3})\s*\)/.exec(after);
    // "6 lakh rupees" from Mumbai to the Seychelles: lakhs and crores are how South Asia counts,
    // so the rupee meant is the traveller's own South Asian one (else India's), not the trip's.
    const southAsian = ["INR", "PKR", "NPR", "LKR", "BDT"];
    const counted =
      k && /^(?:la|l$|cr)/.test(k) && /^(?:rupees?|rs\.?)$/.test((cur ?? "").trim())
        ? southAsian.includes(home ?? "")
          ? home
          : "INR"
        : undefined;
    const currency =
      (bracketed ? currencyOf(bracketed[1]) : undefined) ??
      counted ??
      (cur === "$" && said ? currencyOf(said[1] ?? said[2]) : undefined) ??
      currencyOf(cur, local) ??
      // (No currency said: the traveller's own, else dollars.)
      (cur === undefined ? home : undefined) ??
      "USD";
    const times = !k
      ? 1
      : k === "k" || k === "mil" || k === "ribu" || k === "nghìn" || k === "grand" || k === "thousand"
        ? 1000
        : k.startsWith("la") || k === "l"
          ? 100_000
          : k.startsWith("cr")
            ? 10_000_000
            : 1_000_000;
    const n = Math.round(Number(value) * times * 100) / 100;
    if (!Number.isFinite(n) || n <= 0) continue;
    // (The code said in brackets, and a bracket opening the unit, "(per person)", are passed over.)
    const rest = after
      .replace(/^\s*(?:cad|aud|nzd|usd|sgd|hkd)\b/, "")
      .replace(/^\s*\(\s*[a-z]{3}\s*\)/, "")
      .replace(/^\s*\(/, " ");
    // The unit after the figure, in English and the other languages travellers write in:
    // "3000 pesos la noche", "por pessoa", "per malam".
    const per = /^\s*(?:\/|a|an|per|each|la|por|a|pro|mỗi|một)?\s*(?:night|nite|noche|noite|malam|đêm)\b/.test(rest)
      ? "night"
      : /^\s*(?:\/|a|an|per|al|por|pro)?\s*(?:day|d[ií]a|hari)\b/.test(rest)
        ? "day"
        : /^\s*(?:\/|a|an|per|each|por|cada)\s*(?:person|persona|pessoa|orang|head|pp|pax|adult)\b|^\s*pp\b|^\s*(?:each|cada uno)\b/.test(
              rest,
            )
          ? "person"
          : // "each person has about US$800", "we each have 800": the share said before the figure.
            /\b(?:each (?:person|traveller|traveler|of us)|per (?:person|head)|we each|every(?:one| person)|each)(?:'s)?\s+(?:has|have|got|gets|can spend|budget(?:s|ed)?|with|is on|are on)?\s*(?:got\s+)?(?:a budget of\s+)?(?:about|around|roughly|approx\.?|~|like|up to|max(?:imum)?|only)?\s*$/.test(
                lower.slice(Math.max(0, (m.index ?? 0) - 45), m.index ?? 0),
              )
            ? "person"
            : "trip";
    return { amount: n, currency, per };
  }
  return undefined;
}
