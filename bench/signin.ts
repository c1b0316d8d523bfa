import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import autocannon from "autocannon";
import { hashPassword } from "../server/auth/passwords";
import { users } from "../server/db/schema/index";
import { createTestDatabase, prepareTemplate } from "../server/testing/test-database";

// Sign-in at a steady 50 per second (argon2id each) against a Lotus process of its own, while
// a light probe (20 req/s) on GET /api/live measures how long other routes wait: if hashing
// blocked the event loop, the probe's p99 would grow by the hash time. The baseline is the same
// probe with no sign-ins, in the same run.
//   npm run bench:signin     (PostgreSQL from TEST_DATABASE_URL, default the local one)
//   BENCH_SECONDS=30 BENCH_RATE=50 npm run bench:signin

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rate = Number(process.env.BENCH_RATE ?? 50);
const accounts = 200;
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
process.env.LOTUS_TEST_DB = "postgres";

await prepareTemplate("postgres");
const database = await createTestDatabase();
const password = "Bench-Password-1";
const hash = await hashPassword(password);
const emails = Array.from({ length: accounts }, (_, i) => `signin-${i}@bench.example`);
await database.db.insert(users).values(
  emails.map((email, i) => ({
    firstName: "Bench",
    lastName: `User${i}`,
    email,
    passwordHash: hash,
    emailConfirmedAt: new Date(),
    consentedAt: new Date(),
  })),
);

const server: ChildProcess = fork(new URL("../server/testing/peer-process.ts", import.meta.url).pathname, {
  env: {
    ...process.env,
    DATABASE_URL: database.url ?? "",
    LOG_LEVEL: "warn",
    PEER_LOOSE_LIMITS: "1",
    PEER_ENV: JSON.stringify({ CAPTCHA_PROVIDER: "none", NODE_ENV: "development" }),
  },
  execArgv: ["--import", "tsx"],
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
const [ready] = await once(server, "message");
const url: string = ready.url;

const probe = (duration: number) => autocannon({ url: `${url}/api/live`, connections: 2, overallRate: 20, duration });

const quiet = await probe(Math.min(10, seconds));

let next = 0;
const [signIns, busy] = await Promise.all([
  autocannon({
    url: `${url}/api/auth`,
    method: "POST",
    connections: 20,
    overallRate: rate,
    duration: seconds,
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          const email = emails[next++ % accounts];
          return { ...request, body: JSON.stringify({ email, password, recaptcha_token: "" }) };
        },
      },
    ],
  }),
  probe(seconds),
]);

server.send({ type: "stop" });
await once(server, "exit");
await database.close();

const lines = [
  `sign-in at ${rate}/s for ${seconds} s, ${accounts} accounts, argon2id (m=19 MiB, t=2), PostgreSQL, node ${process.version}`,
  `POST /api/auth            : ${signIns.requests.average.toFixed(1)} req/s, p50 ${signIns.latency.p50} ms, p99 ${signIns.latency.p99} ms, max ${signIns.latency.max} ms, non-2xx ${signIns.non2xx}, errors ${signIns.errors}`,
  `GET /api/live, quiet      : p50 ${quiet.latency.p50} ms, p99 ${quiet.latency.p99} ms, max ${quiet.latency.max} ms`,
  `GET /api/live, signing in : p50 ${busy.latency.p50} ms, p99 ${busy.latency.p99} ms, max ${busy.latency.max} ms`,
  `added wait on other routes (p99) : ${(busy.latency.p99 - quiet.latency.p99).toFixed(1)} ms`,
];
console.log(lines.join("\n"));
process.exit(0);
