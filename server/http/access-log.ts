import type { FastifyInstance } from "fastify";

// One line per request, when it has been answered: method, path, status and time, with the
// request id like every other line. Fastify's own request logging writes two (one as a request
// comes in, one when it is answered), each a synchronous write to stdout: on a signed-in call
// that is answered from memory, the second line was a measurable share of the request's cost
// (issue 28, bench/README.md).
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    );
    done();
  });
}
