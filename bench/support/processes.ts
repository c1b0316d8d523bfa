import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

// Servers for benchmarks, each in a process of its own as `npm start` runs it, so the load
// generator in the bench process never shares their event loop.

export type Child = { child: ChildProcess; url: string; stop(): Promise<void> };

/**
 * The node flags `npm start` gives the server (package.json's start script: the words before
 * `--import`), so a bench's Lotus runs as a traveller's would; BENCH_NODE_FLAGS="..." replaces them
 * for an A/B ("" for none).
 */
export function serverNodeFlags(): string[] {
  const override = process.env.BENCH_NODE_FLAGS;
  if (override !== undefined) return override.split(/\s+/).filter(Boolean);
  const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8"));
  const words = String(pkg.scripts?.start ?? "").split(/\s+/);
  const end = words.indexOf("--import");
  return end > 0 ? words.slice(1, end).filter((w) => w.startsWith("--")) : [];
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once `url` answers 200, polling every 100 ms (at most `timeoutMs`). */
async function answering(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Runs a TypeScript entry point with tsx and the given env; `readyPath` answers 200 once it serves. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  /** Node's own flags (`--cpu-prof`, `--trace-gc`...). */
  nodeArgs: string[] = [],
  /** Where its standard output goes (its logs: pino writes there). */
  stdout: "inherit" | "ignore" = "inherit",
): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", stdout, "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(`${url}${readyPath}`, child);
  return {
    child,
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
