import { startServer } from "./start-server";

// A second Lotus process for multi-process tests: started with fork(), it runs a whole server
// from the env it was given, reports its URL over IPC, and emits to a room when told to.
type Command = { type: "emit"; room: string; event: string; payload: unknown } | { type: "stop" } | { type: "memory" };

// PEER_ENV (JSON) adds settings; PEER_LOOSE_LIMITS=1 raises the sign-in rate limits (benchmarks);
// PEER_PORT fixes the port (a restart test brings a process back where clients expect it).
const extraEnv: Record<string, string> = process.env.PEER_ENV ? JSON.parse(process.env.PEER_ENV) : {};
const server = await startServer(
  {
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    REDIS_URL: process.env.REDIS_URL ?? "",
    // Processes of one deployment share the cookie-signing secret.
    ...(process.env.SESSION_SECRET ? { SESSION_SECRET: process.env.SESSION_SECRET } : {}),
    ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
    ...extraEnv,
  },
  process.env.PEER_LOOSE_LIMITS
    ? { rateLimitOverrides: { loginAccount: 1_000_000, loginIp: 1_000_000, socketHandshakeIp: 1_000_000 } }
    : {},
  process.env.PEER_PORT ? Number(process.env.PEER_PORT) : 0,
);
process.on("message", async (command: Command) => {
  if (command.type === "emit") {
    server.app.lotus.io.to(command.room).emit(command.event, command.payload);
    process.send?.({ type: "emitted" });
  } else if (command.type === "memory") {
    process.send?.({ type: "memory", ...process.memoryUsage() });
  } else {
    await server.close();
    process.exit(0);
  }
});
process.send?.({
  type: "ready",
  url: server.url,
  health: await (await fetch(`${server.url}/api/health`)).json(),
});
