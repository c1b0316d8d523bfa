import { type ChildProcess, spawn } from "node:child_process";

/** A throw-away redis-server on `port` (no persistence), resolved once it accepts connections. */
export function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (d: Buffer) => {
      if (String(d).includes("Ready to accept connections")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
}
