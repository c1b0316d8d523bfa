import type { TAllPlans } from "../../common/api/plans";
import { planFeatures } from "../../common/plans";
import type { Config } from "../config";

/** The plans as the pricing page and the billing tab read them; prices from the configuration. */
export function allPlans(config: Config): TAllPlans {
  const p = config.plans;
  const listed = (key: "free" | "pro") => planFeatures[key].filter((f) => f.included).map((f) => f.name);
  return {
    free: {
      name: "Explorer",
      features: listed("free"),
      price: { monthly: 0, annually: 0 },
      priceId: { monthly: "", annually: "" },
    },
    pro: {
      name: "Voyager",
      features: listed("pro"),
      price: { monthly: p.proMonthlyCents, annually: p.proAnnualCents },
      priceId: { monthly: p.proMonthlyPriceId, annually: p.proAnnualPriceId },
    },
  };
}
