import { once } from "node:events";
import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on a fixed loopback port to `target` (a redis:// URL, say) that a test can cut and
 * bring back, to watch a client live through a real outage: `cut()` drops every connection and
 * stops listening, so reconnections are refused until `restore()`.
 */
export async function startTcpProxy(target: string): Promise<{
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}> {
  const upstream = new URL(target);
  let server: Server | undefined;
  let sockets: Socket[] = [];
  let port = 0;
  const listen = async () => {
    const listening = createServer((client) => {
      const remote = connect(Number(upstream.port || 6379), upstream.hostname);
      sockets.push(client, remote);
      client.pipe(remote).pipe(client);
      client.on("error", () => remote.destroy());
      remote.on("error", () => client.destroy());
    });
    listening.listen(port, "127.0.0.1");
    await once(listening, "listening");
    port = (listening.address() as { port: number }).port;
    server = listening;
  };
  const cut = async () => {
    for (const socket of sockets) socket.destroy();
    sockets = [];
    const closing = server;
    server = undefined;
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  await listen();
  return {
    url: `${upstream.protocol}//127.0.0.1:${port}${upstream.pathname}`,
    cut,
    restore: listen,
    close: cut,
  };
}
