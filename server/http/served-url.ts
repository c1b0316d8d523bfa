import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

// Without PUBLIC_URL, e-mailed links must point where the server really answers. The old default,
// http://localhost:$PORT, sent people who had opened http://127.0.0.1:3000 (the default HOST) to
// another origin, whose cookies they do not have: every link opened signed out (issue 26).

/** An interface address as a browser would type it: a wildcard means "this machine". */
function browsable(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "[::]" || host === "") return "localhost";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

/** The URL of a server listening on `host`:`port`. */
export function servedUrl(host: string, port: number): string {
  return `http://${browsable(host)}:${port}`;
}

/**
 * When PUBLIC_URL was not given, sets it from the address actually bound once the server listens
 * (a PORT of 0 takes a free port only then). Everything reads `config.publicUrl` when it builds a
 * link, so mail sent afterwards uses it.
 */
export function followServedAddress(app: FastifyInstance, config: Config): void {
  if (!config.publicUrlDerived) return;
  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (!address || typeof address === "string") return;
    config.publicUrl = servedUrl(address.address, address.port);
  });
}
