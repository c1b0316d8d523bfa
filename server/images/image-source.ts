import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { IMAGE_MAX_BYTES } from "../../common/api/images";
import { isPublicAddress } from "./public-address";

// Fetching a provider's photo for the image proxy: no cookies, only images (never SVG, which can
// carry script), a size cap, one time limit for the whole fetch (redirects and a body that
// trickles in included), a few redirects, and public addresses on the web's ports only.

export type FetchedImage = { contentType: string; body: Buffer };

/** Where photos come from; the proxy's routes take one (tests serve theirs on 127.0.0.1). */
export interface ImageSource {
  fetch(url: URL): Promise<FetchedImage>;
}

export type ImageRefusal = "not_allowed" | "too_large" | "not_image" | "unavailable";
export class ImageRefused extends Error {
  constructor(
    readonly reason: ImageRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

const IMAGE_TYPES = /^image\/(jpeg|png|gif|webp|avif)$/i;

export type ImageSourceOptions = {
  /**
   * Loopback and private addresses too (all, or those the function accepts), on any port: tests
   * only, whose photo servers run on 127.0.0.1 on a port of their own.
   */
  allowPrivate?: boolean | ((address: string) => boolean);
  maxBytes?: number;
  /** For the whole fetch, redirects included: a host that sends a byte now and then is cut off. */
  timeoutMs?: number;
  maxRedirects?: number;
};

/** The ports photos are served on (the scheme's default, written or not). */
const WEB_PORTS = new Set(["", "80", "443"]);

export function httpImageSource(options: ImageSourceOptions = {}): ImageSource {
  const { allowPrivate = false, maxBytes = IMAGE_MAX_BYTES, timeoutMs = 10_000, maxRedirects = 3 } = options;
  const allowed = (address: string) =>
    allowPrivate === true || (allowPrivate !== false && allowPrivate(address)) || isPublicAddress(address);

  // Checked when the socket connects, on the addresses actually used.
  const lookup: LookupFunction = (hostname, opts, callback) => {
    dnsLookup(hostname, { ...opts, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => !allowed(a.address));
      if (bad || !list.length)
        return callback(new ImageRefused("not_allowed", `${hostname} resolves to ${bad?.address}`), "", 0);
      if (opts.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };

  function once(url: URL, deadline: number): Promise<FetchedImage | { redirect: URL }> {
    if (url.protocol !== "https:" && url.protocol !== "http:")
      return Promise.reject(new ImageRefused("not_allowed", url.protocol));
    if (allowPrivate === false && !WEB_PORTS.has(url.port))
      return Promise.reject(new ImageRefused("not_allowed", url.port));
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && !allowed(host)) return Promise.reject(new ImageRefused("not_allowed", host));
    const client = url.protocol === "https:" ? https : http;
    return new Promise((resolveOnce, rejectOnce) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const resolve = (v: FetchedImage | { redirect: URL }) => {
        clearTimeout(timer);
        resolveOnce(v);
      };
      const reject = (e: unknown) => {
        clearTimeout(timer);
        rejectOnce(e);
      };
      const req = client.request(
        url,
        { method: "GET", lookup, headers: { accept: "image/*", "user-agent": "Lotus image proxy" } },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status >= 300 && status < 400 && res.headers.location) {
            res.resume();
            resolve({ redirect: new URL(res.headers.location, url) });
            return;
          }
          const fail = (e: ImageRefused) => {
            res.destroy();
            reject(e);
          };
          if (status !== 200) return fail(new ImageRefused("unavailable", `status ${status}`));
          const contentType = String(res.headers["content-type"] ?? "")
            .split(";")[0]
            ?.trim() as string;
          if (!IMAGE_TYPES.test(contentType)) return fail(new ImageRefused("not_image", contentType));
          if (Number(res.headers["content-length"] ?? 0) > maxBytes)
            return fail(new ImageRefused("too_large", String(res.headers["content-length"])));
          const chunks: Buffer[] = [];
          let size = 0;
          res.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) fail(new ImageRefused("too_large", `over ${maxBytes}`));
            else chunks.push(chunk);
          });
          res.on("end", () => resolve({ contentType, body: Buffer.concat(chunks) }));
          res.on("error", (e) => reject(e instanceof ImageRefused ? e : new ImageRefused("unavailable", e.message)));
        },
      );
      const timedOut = () => req.destroy(new ImageRefused("unavailable", "timed out"));
      timer = setTimeout(timedOut, Math.max(0, deadline - Date.now()));
      req.setTimeout(timeoutMs, timedOut);
      req.on("error", (e) => reject(e instanceof ImageRefused ? e : new ImageRefused("unavailable", e.message)));
      req.end();
    });
  }

  return {
    async fetch(url) {
      let next = url;
      const deadline = Date.now() + timeoutMs;
      for (let hop = 0; hop <= maxRedirects; hop++) {
        const got = await once(next, deadline);
        if (!("redirect" in got)) return got;
        next = got.redirect;
      }
      throw new ImageRefused("unavailable", "too many redirects");
    },
  };
}
