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

  it("refuses SVG, anything too large, and a missing photo", async () => {
    expect(await refusal(source.fetch(new URL(`${base}/evil.svg`)))).toBe("not_image");
    expect(await refusal(source.fetch(new URL(`${base}/big.png`)))).toBe("too_large");
    expect(await refusal(source.fetch(new URL(`${base}/gone.jpg`)))).toBe("unavailable");
  });

  it("by default refuses this machine, by address and by name", async () => {
    const strict = httpImageSource();
    expect(await refusal(strict.fetch(new URL(`${base}/hotel.jpg`)))).toBe("not_allowed");
    const port = (photos.address() as AddressInfo).port;
    expect(await refusal(strict.fetch(new URL(`http://localhost:${port}/hotel.jpg`)))).toBe("not_allowed");
    expect(await refusal(strict.fetch(new URL(`http://[::1]:${port}/hotel.jpg`)))).toBe("not_allowed");
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

  it("a provider's failure is a 503 that says so, not a 500", async () => {
    const res = await get(t, `${base}/evil.svg`);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(imageMessages.notImage);
    expect((await get(t, `${base}/gone.jpg`)).json().message).toBe(imageMessages.unavailable);
  });
});
