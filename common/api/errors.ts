import { z } from "zod";

/** Every failed API call answers with this body (routes may add `msg` where the spec reads it). */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  msg: z.string().optional(),
  /** The trip calls read failures as `error` ('trip not found'). */
  error: z.string().optional(),
  code: z.string(),
  /** For validation failures: the path of the first bad field, e.g. "firstName". */
  field: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
