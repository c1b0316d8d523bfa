import Fastify from "fastify";

// The baseline of bench/perf.ts: bare Fastify answering the same JSON as a signed-in
// `GET /api/check_auth`, with no hooks, no session and no database.
const app = Fastify({ logger: false });
const body = {
  user_id: "00000000-0000-4000-8000-000000000000",
  first_name: "Bench",
  last_name: "Traveller",
  email: "bench@example.com",
  preferred_name: null,
  rate_plan: "FREE",
};
app.get("/", async () => body);
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
