import { spawn } from "node:child_process";

// `npm run dev`: the API server restarting on change, and Vite with hot reload on :5173,
// which proxies /api and /socket.io to the server.
const WEB_URL = "http://localhost:5173";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    // People browse Vite's page, not the API's: mailed links must open there, in their session.
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "info", PUBLIC_URL: process.env.PUBLIC_URL || WEB_URL },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  // If either side dies, stop the other too rather than leave half a dev setup running.
  child.on("exit", (code) => {
    if (!code) return;
    stop();
    process.exit(code);
  });
}
console.log(`Lotus dev: open ${WEB_URL} (API on http://127.0.0.1:3000; mail at ${WEB_URL}/dev/mail)`);
