import { createHook } from "node:async_hooks";

// Every answer goes through `process.nextTick` several times (Node's streams and HTTP code call it
// to end a request, resume a socket, finish a write). Each call builds a small object whose first
// two keys are symbols; V8 builds such an object through a cache that remembers the object's
// shape, and a shape is kept alive only by objects that have it. Those objects live for one tick,
// so a full garbage collection at a moment when none is queued (a busy start-up has several)
// frees the shape; the next call makes a new one, the cache sees a second shape and gives up for
// the rest of the process's life: from then on every `nextTick` takes V8's slow path (a runtime
// call per key). In a Lotus process under the check_auth load that was about 5 % of the server's
// CPU; the bare Fastify baseline, with a small heap and no full collection while starting, never
// lost its cache (issue 28, bench/README.md, run O).
//
// Keeping one such object for the process's life keeps its shape (and the chain of shapes it was
// built from) alive, so the cache never sees a second one. The object is taken from Node's own
// async_hooks `init` callback, the public way to see it, with the hook enabled for that one call
// only. Call this first thing, before the application's modules load.

let kept: object | undefined;

/** Keeps a `process.nextTick` queue entry alive, so its shape stays the one V8 has cached. */
export function keepTickObjectShape(): void {
  if (kept) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject" && !kept) kept = resource;
    },
  }).enable();
  try {
    process.nextTick(noop);
  } finally {
    hook.disable();
  }
}

/** Whether an entry is kept (tests). */
export function tickObjectShapeKept(): boolean {
  return kept !== undefined;
}

function noop(): void {}
