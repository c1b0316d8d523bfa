import { createHash } from "node:crypto";
import { Queue, UnrecoverableError, Worker } from "bullmq";
import type { FastifyBaseLogger } from "fastify";
import { Redis as IORedis } from "ioredis";
import { InvalidJobPayload, JOB_DEFAULTS, type JobDefinition, type JobRunner, jobKey, parsePayload } from "./runner";

/**
 * The queue of a set of Lotus processes: those sharing a database share it (and no other set
 * does, so test servers on one Redis never take each other's jobs).
 */
export function queueNameFor(databaseIdentity: string): string {
  return `lotus-jobs-${createHash("sha256").update(databaseIdentity).digest("hex").slice(0, 12)}`;
}

/**
 * Jobs on Redis with BullMQ: a job id (our key) is added once, a worker in one process takes each
 * job (locks renewed while it runs, a dead worker's job is taken again as stalled), schedulers
 * are shared by every process.
 */
export function createBullmqRunner(redisUrl: string, queueName: string, log: FastifyBaseLogger): JobRunner {
  const definitions = new Map<string, JobDefinition>();
  // Connections open on first use: a process that neither enqueues nor works opens none.
  let connections: { queue: Queue; queueConnection: IORedis; workerConnection: IORedis } | undefined;
  const open = () => {
    if (connections) return connections;
    // Adding fails at once while Redis is away (the caller decides); the worker waits for its return.
    const queueConnection = new IORedis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const workerConnection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
    for (const connection of [queueConnection, workerConnection]) connection.on("error", () => {});
    const queue = new Queue(queueName, { connection: queueConnection });
    queue.on("error", (err) => log.warn({ err: err.message }, "job queue error"));
    // Schedules live in Redis: (re)made whenever Redis is (back) up, since a Redis that lost its
    // data, or was down when this process started, would otherwise never run them.
    queueConnection.on("ready", () => {
      for (const [name, everyMs] of schedules)
        upsert(name, everyMs).catch((err) => log.warn({ err, name }, "could not schedule a job"));
    });
    connections = { queue, queueConnection, workerConnection };
    return connections;
  };
  const schedules = new Map<string, number>();
  const upsert = (name: string, everyMs: number) =>
    open().queue.upsertJobScheduler(
      name,
      { every: everyMs, immediately: true },
      { name, data: {}, opts: jobOptions(definitionOf(name)) },
    );
  let worker: Worker | undefined;

  const definitionOf = (name: string) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job named ${name}`);
    return definition;
  };
  const jobOptions = (definition: JobDefinition) => ({
    attempts: definition.attempts ?? JOB_DEFAULTS.attempts,
    backoff: { type: "exponential" as const, delay: definition.backoffMs ?? JOB_DEFAULTS.backoffMs },
    // Kept a while so a key enqueued again (a repeated sweep) is still recognised as done.
    removeOnComplete: { age: 7 * 86_400 },
    removeOnFail: { age: 30 * 86_400 },
  });

  return {
    kind: "bullmq",
    define(definition) {
      definitions.set(definition.name, definition as unknown as JobDefinition);
    },
    async enqueue(name, payload, options = {}) {
      const definition = definitionOf(name);
      await open().queue.add(name, parsePayload(definition, payload), {
        ...jobOptions(definition),
        jobId: options.key ?? jobKey(name, crypto.randomUUID()),
        ...(options.delayMs ? { delay: options.delayMs } : {}),
      });
    },
    async every(name, everyMs) {
      definitionOf(name);
      schedules.set(name, everyMs);
      // Connected already: now; otherwise the connection's "ready" does it.
      if (open().queueConnection.status === "ready") await upsert(name, everyMs);
    },
    start() {
      worker = new Worker(
        queueName,
        async (job) => {
          const definition = definitions.get(job.name);
          try {
            if (!definition) throw new InvalidJobPayload(`no job named ${job.name}`);
            await definition.run(parsePayload(definition, job.data), { attempt: job.attemptsMade + 1 });
          } catch (error) {
            // A payload that does not parse is not retried.
            if (error instanceof InvalidJobPayload) throw new UnrecoverableError(error.message);
            throw error;
          }
        },
        { connection: open().workerConnection, concurrency: 2 },
      );
      worker.on("error", (err) => log.warn({ err: err.message }, "job worker error"));
      worker.on("failed", (job, err) => log.warn({ err, job: job?.id, attempt: job?.attemptsMade }, "job failed"));
    },
    async close() {
      await worker?.close();
      if (!connections) return;
      await connections.queue.close();
      connections.queueConnection.disconnect();
      connections.workerConnection.disconnect();
    },
  };
}
