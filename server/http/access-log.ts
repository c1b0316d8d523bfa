import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import pino from "pino";

// One line per request, when it has been answered: method, path, status and time, with the
// request id like every other line. Fastify's own request logging writes two (one as a request
// comes in, one when it is answered), each a synchronous write to stdout: on a signed-in call
// that is answered from memory, the second line was a measurable share of the request's cost
// (issue 28, bench/README.md).
//
// The line is the one pino would write (same fields, same order, the root logger's pid and
// hostname), put together here and handed to the logger's own stream: going through
// `request.log.info` made a child logger for every request and serialised the fields through
// pino's general path, a few microseconds of a call that takes about thirty (issue 28). Requests
// then make a child logger only when they write a line of their own (http/request-logger.ts).
// The pages that carry a one-use token in their path (the links in confirmation, reset and
// invite mails): the token is a credential until used, so a log line shows the page, not it.
const TOKEN_PATH = /^(\/(?:reset-password|confirm_email|accept)\/)[^/?#]+/;

/** The request's path as logged: a mailed token in it is replaced. */
export function loggedUrl(url: string): string {
  // Tested first: a replace with "$1" in it goes through V8's slow path even when nothing matches,
  // and almost no path matches (issue 28).
  return TOKEN_PATH.test(url) ? url.replace(TOKEN_PATH, "$1[redacted]") : url;
}

export function registerAccessLog(app: FastifyInstance): void {
  const root = app.log as FastifyBaseLogger & Record<symbol, unknown>;
  const stream = root[pino.symbols.streamSym] as { write(line: string): unknown } | undefined;
  const bindings = String(root[pino.symbols.chindingsSym] ?? "");
  const info = pino.levels.values.info ?? 30;
  app.addHook("onResponse", (request, reply, done) => {
    if (stream && (pino.levels.values[root.level] ?? Number.POSITIVE_INFINITY) <= info) {
      stream.write(
        `{"level":${info},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(request.id)},"method":${JSON.stringify(request.method)},"url":${JSON.stringify(loggedUrl(request.url))},"statusCode":${reply.statusCode},"ms":${Math.round(reply.elapsedTime)},"msg":"request"}\n`,
      );
    }
    done();
  });
}
