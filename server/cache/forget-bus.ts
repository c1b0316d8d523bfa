import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "../redis";

// The in-process caches (sessions, trip lists) answer from memory only while they can hear every
// process's "forget this" at once. Without Redis there is one process (PGlite) or no caching; with
// Redis this bus carries the forgets. A forget is applied by every process (the sender included,
// through its own subscription) and confirmed back, so a caller can answer only after no process
// can serve what it changed.
//
// While the subscription is down a cache must serve nothing from memory (`listening()` false):
// forgets sent meanwhile are lost, so the cache is emptied (`onReset`) once it is back.

/** How long `broadcast` waits for every process to confirm (issue 28's "within a second"). */
export const CONFIRM_MS = 1_000;

export type ForgetBus<T> = {
  /** True while every forget is heard: only then may a cache answer from memory. */
  listening(): boolean;
  /** Tells every process (this one included, where `onForget` runs) and waits for confirmations. */
  broadcast(target: T): Promise<void>;
  close(): void;
};

/** One process by construction: what it forgets, it forgets itself. */
export function localForgetBus<T>(): ForgetBus<T> {
  return { listening: () => true, broadcast: async () => undefined, close: () => undefined };
}

export async function redisForgetBus<T>(deps: {
  redis: Redis;
  /** e.g. "lotus:session-cache": the bus uses `<name>:forget` and `<name>:ack:<process>`. */
  name: string;
  log: FastifyBaseLogger;
  onForget: (target: T) => void;
  onReset: () => void;
}): Promise<ForgetBus<T>> {
  const { redis, log, onForget, onReset } = deps;
  // Redis's channels are one namespace for the whole server, its numbered databases included:
  // deployments (or test runs) sharing a server in different databases hear only their own forgets.
  // Database 0 keeps the plain name, so processes of the release before this one (a rolling
  // deploy) still hear and are heard.
  const db = redis.options.db ?? 0;
  const name = db === 0 ? deps.name : `${deps.name}:db${db}`;
  const channel = `${name}:forget`;
  const processId = randomUUID();
  const ackChannel = (id: string) => `${name}:ack:${id}`;
  type Waiting = { confirmed: number; expected: number | undefined; done: () => void };
  const waiting = new Map<string, Waiting>();
  let listening = false;

  const sub = redis.duplicate({ enableOfflineQueue: true, autoResubscribe: false, lazyConnect: true });
  sub.on("error", () => {}); // the command client logs Redis's troubles once
  sub.on("close", () => {
    listening = false;
  });
  sub.on("ready", () => {
    // Subscribed again before serving from memory, and starting empty: forgets sent while we
    // were away are lost.
    sub.subscribe(channel, ackChannel(processId)).then(
      () => {
        onReset();
        listening = true;
      },
      (err: Error) => log.warn({ err: err.message, bus: name }, "cache: could not subscribe"),
    );
  });
  sub.on("message", (from: string, text: string) => {
    if (from === channel) {
      let message: { id: string; from: string; target: T };
      try {
        message = JSON.parse(text);
      } catch {
        return; // not ours
      }
      onForget(message.target);
      redis.publish(ackChannel(message.from), message.id).catch(() => {});
      return;
    }
    const wait = waiting.get(text);
    if (!wait) return;
    wait.confirmed++;
    if (wait.expected !== undefined && wait.confirmed >= wait.expected) wait.done();
  });
  await sub
    .connect()
    .catch((err: Error) => log.warn({ err: err.message, bus: name }, "cache: subscriber not connected"));
  // Serving from memory waits for the subscription (a few ms); the process starts regardless.
  for (let waited = 0; !listening && waited < 5000; waited += 10) await new Promise((r) => setTimeout(r, 10));

  return {
    listening: () => listening,
    async broadcast(target) {
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const confirmed = new Promise<boolean>((resolve) => {
        waiting.set(id, { confirmed: 0, expected: undefined, done: () => resolve(true) });
        timer = setTimeout(() => resolve(false), CONFIRM_MS);
      });
      try {
        const receivers = await redis.publish(channel, JSON.stringify({ id, from: processId, target }));
        const wait = waiting.get(id) as Waiting;
        // Confirmations may come before PUBLISH's own answer.
        wait.expected = receivers;
        if (wait.confirmed >= receivers) wait.done();
        if (!(await confirmed))
          log.warn({ receivers, confirmed: wait.confirmed, bus: name }, "cache: a forget went unconfirmed");
      } catch (err) {
        // Redis is away: the other processes' subscriptions are down too, so they serve nothing
        // from memory, and start empty when they are back.
        log.warn({ err: err instanceof Error ? err.message : err, bus: name }, "cache: could not publish a forget");
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
    close() {
      listening = false;
      sub.removeAllListeners("close");
      sub.disconnect();
    },
  };
}
