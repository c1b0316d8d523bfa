import http from "node:http";
import https from "node:https";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";
import { afterEach } from "vitest";

// Vitest setup file: a test may reach only this machine. fetch, http(s).request / get and raw
// net / tls connections to any other host throw an error naming it, and the test that tried
// fails afterwards even when the code under test caught the error and carried on (a provider
// falling back to offline data, say). A test that needs a remote service serves it itself on
// 127.0.0.1 (server/testing/fake-google.ts, server/billing/testing/stripe-server.ts, ...).
// PostgreSQL, Redis and SMTP on 127.0.0.1, unix sockets and pipes (Chromium under
// playwright-core) and PGlite (in-process) are untouched.

export class OutboundNetworkRefused extends Error {
  readonly code = "ERR_TEST_OUTBOUND_NETWORK";
  constructor(
    readonly host: string,
    via: string,
  ) {
    super(
      `Outbound network request to ${host} (${via}) refused: tests may only reach 127.0.0.0/8, ::1 ` +
        "and localhost. Serve what the test needs from a local server (test/network-guard.ts).",
    );
    this.name = "OutboundNetworkRefused";
  }
}

const loopback = new net.BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether a host names this machine's loopback interface. No host means localhost to Node. */
export function isLoopbackHost(host: string | null | undefined): boolean {
  if (!host) return true;
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost") return true;
  const family = net.isIP(name);
  return family !== 0 && loopback.check(name, family === 4 ? "ipv4" : "ipv6");
}

// Kept on globalThis so a second copy of this module (a test importing it) shares the record,
// and the patches are installed once per process.
type GuardState = { installed: boolean; refused: string[] };
const stateKey = Symbol.for("lotus.networkGuard");
const shared = globalThis as { [stateKey]?: GuardState };
shared[stateKey] ??= { installed: false, refused: [] };
const state = shared[stateKey];

function refuseUnlessLoopback(host: string | null | undefined, via: string): void {
  if (isLoopbackHost(host)) return;
  state.refused.push(`${host} (${via})`);
  throw new OutboundNetworkRefused(String(host), via);
}

/** The refusals since the last call, forgotten: for a test that means to be refused. */
export function takeRefusedRequests(): string[] {
  return state.refused.splice(0);
}

type RequestArgs = [url: string | URL | http.RequestOptions, ...rest: unknown[]];

/** The host an http(s).request / get call would connect to, or null for a unix socket. */
function requestHost(args: RequestArgs): string | null | undefined {
  const [first, second] = args;
  const options = (typeof first === "string" || first instanceof URL ? second : first) as
    | http.RequestOptions
    | undefined;
  if (options && typeof options === "object" && !(options instanceof URL)) {
    if (options.socketPath) return null;
    if (options.hostname || options.host) return options.hostname ?? options.host;
  }
  if (typeof first === "string" || first instanceof URL) return new URL(first).hostname;
  return undefined;
}

function guardRequests(module: typeof http | typeof https, scheme: string): void {
  for (const name of ["request", "get"] as const) {
    const original = module[name] as (...args: RequestArgs) => http.ClientRequest;
    // http.get calls the module's own request, not the export: both are wrapped.
    (module as unknown as Record<string, unknown>)[name] = function guarded(this: unknown, ...args: RequestArgs) {
      refuseUnlessLoopback(requestHost(args), `${scheme}.${name}`);
      return original.apply(this, args);
    };
  }
}

type ConnectArgs = unknown[];

/** The host a net.Socket#connect call would reach, or null for a unix socket or pipe. */
function connectHost(args: ConnectArgs): string | null | undefined {
  // net.connect and tls.connect pass their arguments on already normalised, as [options, cb].
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first && typeof first === "object") {
    const options = first as net.TcpSocketConnectOpts & { path?: string };
    return options.path ? null : options.host;
  }
  // connect(path) for a unix socket, connect(port, host?) for TCP.
  if (typeof first === "string" && !/^\d+$/.test(first)) return null;
  return typeof args[1] === "string" ? args[1] : undefined;
}

function install(): void {
  const fetch = globalThis.fetch;
  globalThis.fetch = async function guardedFetch(input: string | URL | Request, init?: RequestInit) {
    const href = input instanceof Request ? input.url : String(input);
    const url = URL.canParse(href) ? new URL(href) : undefined;
    if (url && (url.protocol === "http:" || url.protocol === "https:")) refuseUnlessLoopback(url.hostname, "fetch");
    return fetch(input, init);
  };

  guardRequests(http, "http");
  guardRequests(https, "https");
  // ESM imports of node:http read the module's exports as they were unless told they changed.
  syncBuiltinESMExports();

  // Every TCP and TLS client socket connects here (pg, ioredis, nodemailer, undici under fetch,
  // the http agents), so a library with its own client cannot slip past the wrappers above.
  const connect = net.Socket.prototype.connect as (...args: ConnectArgs) => net.Socket;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: ConnectArgs) {
    refuseUnlessLoopback(connectHost(args), "net.connect");
    return connect.apply(this, args);
  } as typeof net.Socket.prototype.connect;
}

if (!state.installed) {
  install();
  state.installed = true;
}

/** Throws, once, if anything was refused since the last check: run after every test. */
export function assertNoRefusedRequests(): void {
  const refused = takeRefusedRequests();
  if (refused.length > 0)
    throw new Error(
      `This test tried to reach the network outside this machine: ${refused.join(", ")}. ` +
        "Serve it from a local test server (test/network-guard.ts).",
    );
}

afterEach(assertNoRefusedRequests);
