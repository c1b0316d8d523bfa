import { z } from "zod";
import { endpoint } from "./endpoint";

const ZPlan = z.object({
  name: z.string(),
  features: z.array(z.string()),
  price: z.object({ monthly: z.number().int().min(0), annually: z.number().int().min(0) }),
  priceId: z.object({ monthly: z.string(), annually: z.string() }),
});
/** GET /api/all-plans: the plans keyed `free` and `pro`, prices in cents. */
export const ZAllPlansResponse = z.object({ free: ZPlan, pro: ZPlan });
export type TAllPlans = z.infer<typeof ZAllPlansResponse>;

export const planEndpoints = {
  all: endpoint({ method: "GET", path: "/api/all-plans", response: ZAllPlansResponse }),
};
