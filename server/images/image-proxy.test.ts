import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageMessages } from "../../common/api/images";
import { IMAGE_PROXY_PATH, proxiedImageUrl } from "../../common/image-proxy";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";
import { httpImageSource, ImageRefused } from "./image-source";
import { isPublicAddress } from "./public-address";

// A provider's photo host, on 127.0.0.1: a JPEG, an SVG, a big image, a redirect and a 404.
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
let photos: Server;
let base = "";
const hits: string[] = [];
beforeAll(async () => {
  photos = createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.headers.cookie) res.writeHead(400).end("cookies sent");
    else if (req.url === "/hotel.jpg") res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    else if (req.url === "/moved") res.writeHead(302, { location: "/hotel.jpg" }).end();
    else if (req.url === "/evil.svg") res.writeHead(200, { "content-type": "image/svg+xml" }).end("<svg/>");
    else if (req.url === "/big.png") res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(5000));
    else if (req.url === "/page.html") res.writeHead(200, { "content-type": "text/html" }).end("<p>hi</p>");
    else if (req.url === "/to-metadata") res.writeHead(302, { location: "http://169.254.169.254/latest" }).end();
    else if (req.url === "/trickle.png") {
      // A byte every 100 ms: never idle long enough for an idle timeout, yet never done.
      res.writeHead(200, { "content-type": "image/png" });
      const t = setInterval(() => res.write("x"), 100);
      res.on("close", () => clearInterval(t));
    } else if (req.url?.startsWith("/slow.jpg"))
      setTimeout(() => res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg), 300);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => photos.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => photos.close(() => r())));

describe("which addresses the proxy may reach", () => {
  it("refuses loopback, private, link-local and mapped private addresses", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "172.16.0.9", "192.168.1.1", "169.254.169.254", "0.0.0.0", "::1"])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ["fd00::1", "fe80::1", "::ffff:10.0.0.1", "::ffff:127.0.0.1", "100.64.0.1", "not an ip"])
      expect(isPublicAddress(a), a).toBe(false);
    // IPv4 inside IPv6, however written: compatible, mapped in hex, translated, 6to4, Teredo.
    for (const a of ["::7f00:1", "::ffff:7f00:1", "::ffff:0:7f00:1", "2002:7f00:1::1", "2001::1", "fec0::1"])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ["93.184.216.34", "151.101.1.140", "2606:4700::6810:84e5", "::ffff:8.8.8.8"])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it("the browser's URL: providers' photos through the proxy, ours as they are", () => {
    const origin = "https://lotus.example";
    expect(proxiedImageUrl("https://photos.example/a b.jpg", origin)).toBe(
      `${IMAGE_PROXY_PATH}?url=${encodeURIComponent("https://photos.example/a b.jpg")}`,
    );
    expect(proxiedImageUrl("/api/travel/photos?name=x", origin)).toBe("/api/travel/photos?name=x");
    expect(proxiedImageUrl("https://lotus.example/p.png", origin)).toBe("https://lotus.example/p.png");
    expect(proxiedImageUrl("blob:https://lotus.example/1", origin)).toBe("blob:https://lotus.example/1");
  });
});

describe("fetching a provider's photo", () => {
  const source = httpImageSource({ allowPrivate: true, maxBytes: 1000 });
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => "fetched",
      (e) => (e instanceof ImageRefused ? e.reason : String(e)),
    );

  it("passes an image on, following a redirect, and sends no cookies", async () => {
    const got = await source.fetch(new URL(`${base}/moved`));
    expect(got.contentType).toBe("image/jpeg");
    expect(got.body.equals(jpeg)).toBe(true);
  });

  it("refuses SVG, HTML, anything too large, and a missing photo", async () => {
    expect(await refusal(source.fetch(new URL(`${base}/evil.svg`)))).toBe("not_image");
    expect(await refusal(source.fetch(new URL(`${base}/page.html`)))).toBe("not_image");
    expect(await refusal(source.fetch(new URL(`${base}/big.png`)))).toBe("too_large");
    expect(await refusal(source.fetch(new URL(`${base}/gone.jpg`)))).toBe("unavailable");
  });

  it("by default refuses this machine, by address and by name", async () => {
    const strict = httpImageSource();
    expect(await refusal(strict.fetch(new URL(`${base}/hotel.jpg`)))).toBe("not_allowed");
    const port = (photos.address() as AddressInfo).port;
    expect(await refusal(strict.fetch(new URL(`http://localhost:${port}/hotel.jpg`)))).toBe("not_allowed");
    expect(await refusal(strict.fetch(new URL(`http://[::1]:${port}/hotel.jpg`)))).toBe("not_allowed");
    for (const inside of ["http://[::ffff:127.0.0.1]/", "http://0x7f.1/", "http://2130706433/", "http://[::]/"])
      expect(await refusal(strict.fetch(new URL(inside))), inside).toBe("not_allowed");
    // A public host on a port of its own is no photo host either.
    expect(await refusal(strict.fetch(new URL("https://93.184.216.34:22/a.jpg")))).toBe("not_allowed");
  });

  it("follows no redirect to a private address", async () => {
    // Its first hop may reach the test host; the next, the cloud's metadata address, may not.
    const testHostOnly = httpImageSource({ allowPrivate: (address) => address === "127.0.0.1" });
    expect(await refusal(testHostOnly.fetch(new URL(`${base}/moved`)))).toBe("fetched");
    expect(await refusal(testHostOnly.fetch(new URL(`${base}/to-metadata`)))).toBe("not_allowed");
  });

  it("gives up on a photo that trickles in, at the time limit for the whole fetch", async () => {
    const quick = httpImageSource({ allowPrivate: true, timeoutMs: 600 });
    const started = Date.now();
    expect(await refusal(quick.fetch(new URL(`${base}/trickle.png`)))).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("GET /api/images/proxy", () => {
  let t: TestApp;
  let strict: TestApp;
  let cookie = "";
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { images: httpImageSource({ allowPrivate: true }) });
    strict = await createTestApp();
    ({ cookie } = await createSignedInUser(t.app.lotus.database.db));
  });
  afterAll(async () => {
    await t.close();
    await strict.close();
  });
  const get = (app: TestApp, url: string, c: string | null = cookie) =>
    app.app.inject({
      method: "GET",
      url: `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(url)}`,
      headers: c ? { cookie: c } : {},
    });

  it("serves the photo to a signed-in person, once fetched and then from memory", async () => {
    const before = hits.filter((h) => h === "/hotel.jpg").length;
    for (let i = 0; i < 3; i++) {
      const res = await get(t, `${base}/hotel.jpg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.headers["cache-control"]).toBe("private, max-age=86400");
      expect(res.rawPayload.equals(jpeg)).toBe(true);
    }
    expect(hits.filter((h) => h === "/hotel.jpg").length).toBe(before + 1);
  });

  it("is no open proxy: a visitor is refused, as are bad and private addresses", async () => {
    expect((await get(t, `${base}/hotel.jpg`, null)).statusCode).toBe(401);
    for (const bad of [
      "not a url",
      "ftp://photos.example/a.jpg",
      "javascript:alert(1)",
      `https://x/${"a".repeat(2100)}`,
    ]) {
      const res = await get(t, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(imageMessages.badUrl);
    }
    const { cookie: someone } = await createSignedInUser(strict.app.lotus.database.db);
    for (const inside of [`${base}/hotel.jpg`, "http://169.254.169.254/latest/meta-data", "http://10.0.0.1/a.jpg"]) {
      const res = await get(strict, inside, someone);
      expect(res.statusCode, inside).toBe(400);
      expect(res.json().message).toBe(imageMessages.notAllowed);
    }
  });

  it("refuses what is no image (415) or too large (413); a photo its host does not give is a 404, never a 5xx", async () => {
    for (const [path, status, message] of [
      ["/evil.svg", 415, imageMessages.notImage],
      ["/page.html", 415, imageMessages.notImage],
      ["/gone.jpg", 404, imageMessages.unavailable],
    ] as const) {
      const res = await get(t, `${base}${path}`);
      expect(res.statusCode, path).toBe(status);
      expect(res.json().message, path).toBe(message);
    }
    const small = await createTestApp({}, undefined, {
      images: httpImageSource({ allowPrivate: true, maxBytes: 1000 }),
    });
    try {
      const { cookie: c } = await createSignedInUser(small.app.lotus.database.db);
      const res = await get(small, `${base}/big.png`, c);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(imageMessages.tooLarge);
    } finally {
      await small.close();
    }
  });

  it("lets one person have only a few fetches in flight", async () => {
    const { cookie: busy } = await createSignedInUser(t.app.lotus.database.db);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => get(t, `${base}/slow.jpg?n=${i}`, busy).then((r) => r.statusCode)),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(4);
    expect(answers.filter((s) => s === 429)).toHaveLength(2);
    // Once they are done, the next one goes through.
    expect((await get(t, `${base}/slow.jpg?n=next`, busy)).statusCode).toBe(200);
  });
});
