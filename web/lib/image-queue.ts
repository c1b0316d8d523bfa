import { proxiedImageUrl } from "../../common/image-proxy";

// Photos load one at a time through a queue, 50 ms apart, each retried up to three times with
// 1, 2 and 4 s backoff (429 included), as blobs: the spec's image loading (section 9).
// A provider's photo (another origin) comes through our image proxy: the content security
// policy lets the page fetch from its own origin only, and the provider gets no cookies of ours.

export const IMAGE_SPACING_MS = 50;
export const IMAGE_RETRY_DELAYS_MS = [1000, 2000, 4000];

type Job = { url: string; resolve: (blobUrl: string) => void; reject: (e: Error) => void };
const queue: Job[] = [];
let running = false;
const cache = new Map<string, Promise<string>>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fetchWithRetries(url: string, fetcher: typeof fetch): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetcher(proxiedImageUrl(url, window.location.origin), { credentials: "same-origin" });
      if (res.ok) return URL.createObjectURL(await res.blob());
      if (attempt >= IMAGE_RETRY_DELAYS_MS.length) throw new Error(`status ${res.status}`);
    } catch (error) {
      if (attempt >= IMAGE_RETRY_DELAYS_MS.length) throw error instanceof Error ? error : new Error(String(error));
    }
    await sleep(IMAGE_RETRY_DELAYS_MS[attempt] as number);
  }
}

async function drain(fetcher: typeof fetch) {
  if (running) return;
  running = true;
  while (queue.length) {
    const job = queue.shift() as Job;
    fetchWithRetries(job.url, fetcher).then(job.resolve, job.reject);
    await sleep(IMAGE_SPACING_MS);
  }
  running = false;
}

/** A blob URL for the image, queued; the same URL is fetched once. */
export function loadImage(url: string, fetcher: typeof fetch = fetch): Promise<string> {
  let p = cache.get(url);
  if (!p) {
    p = new Promise<string>((resolve, reject) => queue.push({ url, resolve, reject }));
    p.catch(() => cache.delete(url));
    cache.set(url, p);
    void drain(fetcher);
  }
  return p;
}
