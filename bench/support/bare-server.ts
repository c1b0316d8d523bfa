import Fastify, { type FastifyRequest } from "fastify";

// The baseline of bench/perf.ts: bare Fastify answering the same JSON as a signed-in
// `GET /api/check_auth`, with no hooks, no session and no database.
//
// For bench/idle.ts's A/Bs, each of Lotus's per-request pieces can be added alone, to weigh it
// against the bare route in the same run (`BENCH_SETUPS="bare bare:BARE_COOKIE=1 ..."`):
// - BARE_COOKIE=1: @fastify/cookie (its onRequest parse and per-reply Map, its onSend hook),
//   the route reading the cookie as Lotus's session lookup does (=nohook, =parse: below);
// - BARE_HOOKS=<n>: n onRequest callbacks that each do nothing but call done();
// - BARE_HEADERS=1: the API's header set and an x-request-id, set from one onRequest callback.
const app = Fastify({ logger: false });
// BARE_COOKIE=1: the plugin as Lotus registers it; =nohook: the plugin without its hooks, the
// route parsing the header itself; =parse: no plugin, the header parsed by `cookie` in the route;
// =read: the header read, not parsed; =const: a constant parsed, the header not read.
const cookieMode = process.env.BARE_COOKIE;
const { fastifyCookie } = cookieMode ? await import("@fastify/cookie") : { fastifyCookie: undefined };
if (fastifyCookie && (cookieMode === "1" || cookieMode === "nohook"))
  await app.register(fastifyCookie, {
    secret: "bare-server-secret-bare-server-secret",
    ...(cookieMode === "nohook" ? { hook: false as const } : {}),
  });
for (let i = 0; i < Number(process.env.BARE_HOOKS ?? 0); i++) {
  app.addHook("onRequest", (_request, _reply, done) => {
    done();
  });
}
if (process.env.BARE_HEADERS) {
  // Loaded only here, so the plain baseline's process holds no more than it did before.
  const { API_HEADERS } = await import("../../server/http/security");
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    reply.headers(API_HEADERS);
    done();
  });
}
const body = {
  user_id: "00000000-0000-4000-8000-000000000000",
  first_name: "Bench",
  last_name: "Traveller",
  email: "bench@example.com",
  preferred_name: null,
  rate_plan: "FREE",
};
const constantCookie = `lotus_session=${"x".repeat(43)}`;
const sessionCookie = (request: FastifyRequest): string | undefined => {
  if (cookieMode === "1") return request.cookies.lotus_session;
  if (cookieMode === "nohook") return app.parseCookie(request.headers.cookie ?? "").lotus_session;
  if (cookieMode === "parse") return fastifyCookie?.parse(request.headers.cookie ?? "").lotus_session;
  if (cookieMode === "read") return request.headers.cookie;
  if (cookieMode === "const") return fastifyCookie?.parse(constantCookie).lotus_session;
  return undefined;
};
app.get("/", async (request) => {
  if (sessionCookie(request) === "never") return { ...body, first_name: "" };
  return body;
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
