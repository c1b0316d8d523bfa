// Services throw these; server/http/error-handler.ts maps them to status codes and the
// spec's JSON shape. Messages are shown to users, so they must be safe to display.

export type ErrorCode =
  | "invalid"
  | "unauthorized"
  | "payment_required"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "internal";

export const statusOf: Record<ErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): number {
    return statusOf[this.code];
  }
}

export const Invalid = (message: string, details?: Record<string, unknown>) =>
  new AppError("invalid", message, details);
export const Unauthorized = (message = "Please log in to continue") => new AppError("unauthorized", message);
export const Forbidden = (message = "You do not have access to this") => new AppError("forbidden", message);
export const NotFound = (message = "Not found") => new AppError("not_found", message);
/** A card was declined or its authentication failed; the message is the provider's, for people. */
export const PaymentRequired = (message: string) => new AppError("payment_required", message);
export const Conflict = (message: string) => new AppError("conflict", message);
export const RateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError("rate_limited", message, { retry_after: retryAfterSeconds });
