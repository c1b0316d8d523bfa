import { keepTickObjectShape } from "./http/tick-maps";

// Before the application's modules load (and the collections their loading brings): every answer's
// `process.nextTick` calls stay on V8's fast path (http/tick-maps.ts, issue 28).
keepTickObjectShape();
const { buildApp } = await import("./app");
const { ConfigError, loadConfig } = await import("./config");
const { providersSummary } = await import("./providers-summary");

// Entry point: read config, build, listen, and shut down cleanly on SIGTERM/SIGINT.
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // A request that never ends must not keep the process alive forever.
    const force = setTimeout(() => {
      app.log.error("shutdown timed out after 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  // config.publicUrl is the address served unless PUBLIC_URL says otherwise (http/served-url.ts).
  app.log.info(
    `Lotus is running at ${config.publicUrl} (database: ${app.lotus.database.driver}, realtime: ${app.lotus.realtimeAdapter})`,
  );
  app.log.info(providersSummary(config));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
