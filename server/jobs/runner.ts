import type { z } from "zod";

/**
 * Background and scheduled work. Two runners behave alike: BullMQ on Redis when REDIS_URL is
 * set (bullmq-runner.ts), otherwise PostgreSQL itself (db-runner.ts). Either way a job runs in
 * exactly one process, is retried with exponential backoff, and its payload is checked by its
 * zod schema when it is enqueued and again when it runs (a stored payload is not trusted).
 * Handlers must be idempotent: a process killed mid-job means the job runs again.
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  run: (payload: z.infer<S>, context: { attempt: number }) => Promise<void>;
  /** Runs in all, the first included. */
  attempts?: number;
  /** The first retry waits this long, each next one twice as long. */
  backoffMs?: number;
};

export type EnqueueOptions = {
  /** The same key is enqueued once: a second enqueue of it (any process) does nothing. */
  key?: string;
  delayMs?: number;
};

export interface JobRunner {
  readonly kind: "bullmq" | "database";
  define<S extends z.ZodType>(definition: JobDefinition<S>): void;
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** Runs `name` with an empty payload every `everyMs`, in one process of all that share the runner. */
  every(name: string, everyMs: number): Promise<void>;
  /** Starts taking jobs (after every job is defined). */
  start(): void;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

export const JOB_DEFAULTS = { attempts: 5, backoffMs: 30_000 } as const;

/** A payload that does not parse: retrying cannot help, so the job fails at once. */
export class InvalidJobPayload extends Error {}

export function parsePayload(definition: JobDefinition, payload: unknown): unknown {
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success)
    throw new InvalidJobPayload(`${definition.name}: ${parsed.error.issues[0]?.message ?? "invalid payload"}`);
  return parsed.data;
}

/** Keys become BullMQ job ids, which may not contain ':'. */
export const jobKey = (...parts: (string | number)[]) => parts.join("/").replaceAll(":", "-");
