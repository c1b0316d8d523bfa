import { randomUUID } from "node:crypto";
import path from "node:path";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DateTime } from "luxon";
import type { RatePlan } from "../common/plans";
import { defineRetentionJobs, scheduleRetentionJobs } from "./analytics/retention";
import { registerAnalyticsRoutes } from "./analytics/routes";
import { createEngine } from "./assistant/create-engine";
import type { Engine } from "./assistant/engine";
import { createMessageLimits } from "./assistant/message-limits";
import { registerAssistantFeedbackRoutes } from "./assistant/routes";
import { createAssistant } from "./assistant/service";
import { registerAssistantSockets } from "./assistant/socket";
import { warmUpAssistant } from "./assistant/warm-up";
import { type CaptchaVerifier, createCaptchaVerifier } from "./auth/captcha";
import { createRateLimits, type RateLimits } from "./auth/rate-limits";
import { registerAuthRoutes } from "./auth/routes";
import { createSessionCache, type SessionCache } from "./auth/session-cache";
import { defineBillingJobs, scheduleBillingJobs } from "./billing/jobs";
import { registerBillingRoutes } from "./billing/routes";
import { type Billing, createBilling } from "./billing/service";
import { registerBookingRoutes } from "./bookings/routes";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/open";
import { registerFeedbackRoutes } from "./feedback/routes";
import { registerFriendRoutes } from "./friends/routes";
import { registerGroupChatRoutes } from "./groupchat/routes";
import { registerGroupChatSockets } from "./groupchat/socket";
import { registerHealthRoutes } from "./health/routes";
import { registerAccessLog } from "./http/access-log";
import { registerControlCharCheck } from "./http/control-chars";
import { registerErrorHandling } from "./http/error-handler";
import { createLogOutput } from "./http/log-output";
import { serializeError } from "./http/log-serializers";
import { registerOriginCheck } from "./http/origin-check";
import { lazyRequestLogger } from "./http/request-logger";
import { registerSecurityHeaders } from "./http/security";
import { followServedAddress } from "./http/served-url";
import { registerSpa } from "./http/spa";
import { keepTickObjectShape } from "./http/tick-maps";
import type { ImageSource } from "./images/image-source";
import { registerImageProxyRoutes } from "./images/routes";
import { registerItineraryRoutes } from "./itinerary/routes";
import { createBullmqRunner, queueNameFor } from "./jobs/bullmq-runner";
import { createDbRunner } from "./jobs/db-runner";
import type { JobRunner } from "./jobs/runner";
import { registerDevMailRoutes } from "./mail/dev-outbox";
import { type BackgroundMailer, createMailer } from "./mail/mailer";
import { registerMapRoutes } from "./map/routes";
import { registerNotificationRoutes } from "./notifications/routes";
import { authenticateSockets, checkSocketOrigin } from "./realtime/auth";
import { limitSocketHandshakes, limitSocketsPerUser } from "./realtime/connection-limits";
import { limitSocketEvents } from "./realtime/event-limits";
import { attachRealtime, type RealtimeAdapter, type SocketsIn } from "./realtime/io";
import { createPublisher, type Publisher } from "./realtime/publish";
import { bindSocketsToSessions, type SessionSockets } from "./realtime/session-sockets";
import type { LotusServer } from "./realtime/types";
import { closeRedis, openRedis, type Redis } from "./redis";
import { registerTravelRoutes } from "./travel/routes";
import { createTravel, type Travel } from "./travel/travel";
import { createTripListCache, type TripListCache } from "./trips/list-cache";
import { registerTripRoutes } from "./trips/routes";
import { defineWatchJobs, scheduleWatchJobs } from "./watch/jobs";
import { registerWatchRoutes } from "./watch/routes";

export type Lotus = {
  config: Config;
  database: Database;
  redis: Redis | undefined;
  io: LotusServer;
  /** Pushes a contract-typed event to a trip's or a person's sockets (after the write commits). */
  publish: Publisher;
  /** Ends the sockets of sessions that ended (sign-out, revocations, expiry). */
  sessionSockets: SessionSockets;
  /** Who a session belongs to, from memory for a few seconds; `forget` after ending sessions. */
  sessionCache: SessionCache;
  /** People's trip lists (GET /api/trips), dropped by whatever changes them (trips/list-cache.ts). */
  tripLists: TripListCache;
  /** Who is in a room, across processes; this process alone while Redis is away. */
  socketsIn: SocketsIn;
  realtimeAdapter: RealtimeAdapter;
  mailer: BackgroundMailer;
  captcha: CaptchaVerifier;
  rateLimits: RateLimits;
  travel: Travel;
  billing: Billing;
  routes: RouteSummary[];
  /** Background and scheduled work: BullMQ with Redis, PostgreSQL without. */
  jobs: JobRunner;
};

export type RouteSummary = { method: string; url: string; body: unknown };

declare module "fastify" {
  interface FastifyInstance {
    lotus: Lotus;
  }
}

export type BuildOptions = {
  /** A database opened by the caller (tests); otherwise opened from config and closed with the app. */
  database?: Database;
  /** Where log lines go (tests capture them); defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** Lower rate limits (tests reach them quickly). */
  rateLimitOverrides?: Parameters<typeof createRateLimits>[1];
  /** The assistant's engine, clock and message allowances (tests script them). */
  assistant?: { engine?: Engine; now?: () => DateTime; messageLimits?: Partial<Record<RatePlan, number>> };
  /** The billing clock (tests move it past a period's end). */
  billing?: { now?: () => Date };
  /** Travel providers to use instead of the configured ones (tests: prices that change). */
  travel?: Partial<Travel>;
  /** The watcher's and job runner's clock, and how often the database runner polls (tests). */
  jobs?: { now?: () => Date; pollMs?: number };
  /** Load Lotus's data before listening (default); tests that do not measure it skip the second or two. */
  warmUp?: boolean;
  /** How often sockets' sessions are swept (tests make it quick). */
  realtime?: { sessionSweepMs?: number };
  /** Where the image proxy fetches providers' photos (tests serve theirs on 127.0.0.1). */
  images?: ImageSource;
};

export const BODY_LIMIT = 1024 * 1024;

// Never log credentials, whatever the level.
const redact = {
  paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  censor: "[redacted]",
};

/** Builds the whole application: HTTP API, SPA, Socket.IO. The caller listens (or injects). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // server/main.ts does this before loading anything; a process started otherwise does it here.
  keepTickObjectShape();
  // Lines gathered and written 16 KB at a time, and at least every second (http/log-output.ts).
  const logOutput = options.logStream ? undefined : createLogOutput();
  const logger: FastifyServerOptions["logger"] = {
    level: config.logLevel,
    redact,
    // Errors without the parameters of a failed query (they may hold hashes and tokens).
    serializers: { err: serializeError },
    stream: options.logStream ?? logOutput?.stream,
  };
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    // One line per request instead, once answered (http/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A request's own logger is made on its first line (http/request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    // Finish in-flight requests on close; new ones get 503 meanwhile.
    return503OnClosing: true,
  });
  // Every route with its body schema: the fuzz tests walk them all (server/security/fuzz.test.ts).
  const routes: RouteSummary[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, body: route.schema?.body });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAccessLog(app);
  // Set as the request comes in (a plain callback: no promise per request), so every answer,
  // errors included, carries it.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, "pglite"),
    }));
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : undefined;
  const streamsRedis = config.redisUrl
    ? await openRedis(config.redisUrl, app.log, { duplicatesWaitForRedis: true })
    : undefined;
  const { io, adapter, socketsIn } = attachRealtime(app, streamsRedis);
  const mailer = createMailer(config, database.db, app.log);
  const captcha = createCaptchaVerifier(config, database.db, app.log);
  const rateLimits = createRateLimits(redis, options.rateLimitOverrides);
  const travel = { ...createTravel(config, app.log, database.db), ...options.travel };
  const sessionCache = await createSessionCache({ db: database.db, driver: database.driver, redis, log: app.log });
  const tripLists = await createTripListCache({ driver: database.driver, redis, log: app.log });
  // A plan change is a change of the person's row, which the session cache holds.
  const billing = createBilling(config, database.db, app.log, options.billing?.now, (userId) =>
    sessionCache.forget({ userId }),
  );
  const jobsNow = options.jobs?.now ?? (() => new Date());
  const jobs = config.redisUrl
    ? createBullmqRunner(config.redisUrl, queueNameFor(config.databaseUrl ?? config.dataDir), app.log)
    : createDbRunner(database.db, app.log, { now: jobsNow, pollMs: options.jobs?.pollMs });
  app.decorate("lotus", {
    config,
    database,
    redis,
    io,
    publish: createPublisher(io, app.log, config.env !== "production"),
    // Set just below, once app.lotus exists for it to read.
    sessionSockets: undefined as unknown as SessionSockets,
    sessionCache,
    tripLists,
    socketsIn,
    realtimeAdapter: adapter,
    mailer,
    captcha,
    rateLimits,
    travel,
    billing,
    routes,
    jobs,
  });

  // Sockets first: an open websocket would otherwise keep the HTTP server's close waiting
  // forever. Socket.IO's close also stops the HTTP server accepting; in-flight requests finish.
  app.addHook("preClose", async () => {
    await io.close();
  });
  app.addHook("onClose", async () => {
    // Running jobs finish first: they write to the database and send mail.
    await jobs.close();
    await mailer.settled();
    mailer.close();
    await sessionCache.close();
    tripLists.close();
    for (const client of [redis, streamsRedis]) if (client) await closeRedis(client);
    if (!options.database) await database.close();
    logOutput?.close();
  });

  if (options.warmUp !== false)
    await warmUpAssistant(config).catch((err) => app.log.warn({ err }, "assistant warm-up failed"));
  await app.register(cookie, { secret: config.sessionSecret });
  app.lotus.sessionSockets = bindSocketsToSessions(app, { sweepMs: options.realtime?.sessionSweepMs });
  checkSocketOrigin(app);
  limitSocketHandshakes(app);
  authenticateSockets(app);
  limitSocketsPerUser(app);
  limitSocketEvents(app);
  await registerSecurityHeaders(app, config);
  registerOriginCheck(app);
  registerControlCharCheck(app);
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerTravelRoutes(app);
  registerMapRoutes(app);
  registerTripRoutes(app);
  registerAssistantFeedbackRoutes(app);
  const assistant = createAssistant(app, {
    engine: options.assistant?.engine ?? createEngine(config),
    limits: createMessageLimits(redis, options.assistant?.messageLimits),
    now: options.assistant?.now,
  });
  registerAssistantSockets(app, assistant);
  registerGroupChatRoutes(app);
  registerGroupChatSockets(app, assistant);
  registerItineraryRoutes(app);
  registerNotificationRoutes(app);
  registerFriendRoutes(app);
  registerImageProxyRoutes(app, options.images);
  registerBillingRoutes(app);
  registerBookingRoutes(app);
  registerFeedbackRoutes(app);
  registerAnalyticsRoutes(app);
  registerWatchRoutes(app);
  defineWatchJobs(jobs, {
    db: database.db,
    travel,
    publish: app.lotus.publish,
    log: app.log,
    now: jobsNow,
    mailer,
    config,
  });
  defineBillingJobs(jobs, billing);
  defineRetentionJobs(jobs, { db: database.db, now: jobsNow });
  if (config.jobs) {
    app.addHook("onReady", async () => {
      await scheduleWatchJobs(jobs).catch((err) => app.log.warn({ err }, "could not schedule the watcher's jobs"));
      await scheduleBillingJobs(jobs, billing).catch((err) =>
        app.log.warn({ err }, "could not schedule billing's jobs"),
      );
      await scheduleRetentionJobs(jobs).catch((err) => app.log.warn({ err }, "could not schedule the analytics purge"));
      jobs.start();
    });
  }
  followServedAddress(app, config);
  registerDevMailRoutes(app);
  await registerSpa(app, config.webDir);
  return app;
}
