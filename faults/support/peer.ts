import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

// A Lotus server in a child process of its own, so a fault test can kill it with SIGKILL (no
// shutdown hooks, no flush: a crash) and start it again on the same port.

export type Peer = { url: string; child: ChildProcess; kill9(): Promise<void>; stop(): Promise<void> };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPeer(env: Record<string, string>, port: number): Promise<Peer> {
  const child = fork(new URL("../../server/testing/peer-process.ts", import.meta.url).pathname, {
    // The child builds its config from PEER_ENV only (never from its own environment).
    env: { ...process.env, LOG_LEVEL: "warn", PEER_ENV: JSON.stringify(env), PEER_PORT: String(port) },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [ready] = (await Promise.race([
    once(child, "message"),
    once(child, "exit").then(([code]) => {
      throw new Error(`peer exited with ${code} before it was ready`);
    }),
  ])) as [{ url: string }];
  return {
    url: ready.url,
    child,
    async kill9() {
      if (child.exitCode !== null || child.signalCode) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode) return;
      const exited = once(child, "exit");
      child.send({ type: "stop" });
      await exited;
    },
  };
}
