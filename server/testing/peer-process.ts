import { startServer } from "./start-server";

// A second Lotus process for multi-process tests: started with fork(), it runs a whole server
// from the env it was given, reports its URL over IPC, and emits to a room when told to.
type Command = { type: "emit"; room: string; event: string; payload: unknown } | { type: "stop" };

const server = await startServer({
  DATABASE_URL: process.env.DATABASE_URL ?? "",
  REDIS_URL: process.env.REDIS_URL ?? "",
  // Processes of one deployment share the cookie-signing secret.
  ...(process.env.SESSION_SECRET ? { SESSION_SECRET: process.env.SESSION_SECRET } : {}),
  ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
});
process.on("message", async (command: Command) => {
  if (command.type === "emit") {
    server.app.lotus.io.to(command.room).emit(command.event, command.payload);
    process.send?.({ type: "emitted" });
  } else {
    await server.close();
    process.exit(0);
  }
});
process.send?.({ type: "ready", url: server.url, health: await (await fetch(`${server.url}/api/health`)).json() });
