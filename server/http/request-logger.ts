import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from "fastify";

// Fastify binds a child logger to every request (its id on each line). Most requests never write
// a line of their own (the access line is written apart: http/access-log.ts), yet the child was
// made for each, a measurable share of a signed-in call answered from memory (issue 28). This one
// makes the child on its first line: the same lines, with the same request id, when there are any.

type LogMethod = (...args: unknown[]) => void;
type Child = FastifyBaseLogger;

class RequestLogger {
  #child: Child | undefined;
  constructor(
    private readonly parent: Child,
    private readonly bindings: Record<string, unknown>,
    private readonly options: object,
  ) {}
  get #real(): Child {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
  get level(): string {
    // A route's own level (Fastify passes it in the options) before the child exists.
    return this.#child ? this.#child.level : ((this.options as { level?: string }).level ?? this.parent.level);
  }
  set level(level: string) {
    this.#real.level = level;
  }
  fatal(...args: unknown[]) {
    (this.#real.fatal as LogMethod)(...args);
  }
  error(...args: unknown[]) {
    (this.#real.error as LogMethod)(...args);
  }
  warn(...args: unknown[]) {
    (this.#real.warn as LogMethod)(...args);
  }
  info(...args: unknown[]) {
    (this.#real.info as LogMethod)(...args);
  }
  debug(...args: unknown[]) {
    (this.#real.debug as LogMethod)(...args);
  }
  trace(...args: unknown[]) {
    (this.#real.trace as LogMethod)(...args);
  }
  silent(...args: unknown[]) {
    (this.#real.silent as LogMethod)(...args);
  }
  child(bindings: Record<string, unknown>, options?: object): Child {
    return this.#real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger, made real on its first line. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions["childLoggerFactory"]> = function (
  this: FastifyInstance,
  logger,
  bindings,
  options,
) {
  return new RequestLogger(logger, bindings, options) as unknown as Child;
};
