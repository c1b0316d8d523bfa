import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { TErrorResponse } from "../../common/api/errors";
import { AppError, type ErrorCode, statusOf } from "../errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The spec reads some failures as `msg` rather than `message`; such routes set this. */
    errorKey?: "message" | "msg" | "error";
  }
}

// Fastify's own client errors, by code, mapped to ours with a message a person can act on.
const fastifyErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "invalid", message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "invalid",
    message: "The request body is empty but its content type is JSON.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: "payload_too_large",
    message: "The request body is larger than this call accepts.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "unsupported_media_type",
    message: "Unsupported content type: send application/json.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "invalid",
    message: "The Content-Length header does not match the body.",
  },
};

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const key = request.routeOptions.config?.errorKey ?? "message";
  const body: TErrorResponse = { success: false, message: error.message, code: error.code };
  const field = error.details?.field;
  if (typeof field === "string") body.field = field;
  if (key === "msg") body.msg = error.message;
  if (key === "error") body.error = error.message;
  const retryAfter = error.details?.retry_after;
  if (typeof retryAfter === "number") reply.header("retry-after", String(Math.ceil(retryAfter)));
  return reply.status(error.status).type("application/json").send(body);
}

export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath ? first.instancePath.replace(/^\//, "").replaceAll("/", ".") : undefined;
    // The schemas' messages are written for people and name their field ("First name must be
    // at least 2 characters"); the field's path travels beside the message for forms.
    return new AppError("invalid", first?.message ?? "Invalid request", field ? { field } : undefined);
  }
  const code = (error as FastifyError).code;
  const known = code ? fastifyErrors[code] : undefined;
  if (known) return new AppError(known.code, known.message);
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const byStatus = (Object.entries(statusOf) as [ErrorCode, number][]).find(([, s]) => s === status);
    return new AppError(byStatus?.[0] ?? "invalid", error.message || "Bad request");
  }
  if (isDatabaseUnreachable(error)) {
    return new AppError("unavailable", "Lotus can't reach its database for a moment. Please try again shortly.", {
      retry_after: 5,
    });
  }
  return new AppError("internal", "Something went wrong on our side. Please try again.");
}

// PostgreSQL restarting or out of reach: the request did nothing and may be retried, so it is a
// 503 with Retry-After rather than a 500 (server/faults: PostgreSQL restarted under traffic).
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up)
  "08000",
  "08001",
  "08003",
  "08006",
]);
function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === "string" && unreachableCodes.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /Connection terminated|connection timeout|terminating connection|the database system is (starting up|shutting down)/i.test(
        e.message,
      )
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === "internal") request.log.error({ err: error }, "unhandled error");
    else request.log.info({ code: appError.code, status: appError.status }, appError.message);
    return sendError(request, reply, appError);
  });
}
