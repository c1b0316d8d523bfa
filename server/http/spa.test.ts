import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientRoutes } from "../../common/routes";
import { createTestApp, type TestApp } from "../testing/test-app";

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lotus-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Lotus</title><div id=root></div>");
  writeFileSync(path.join(dir, "assets", "app-1234.js"), "console.log('lotus')");
  // What the build's precompression writes beside an asset.
  writeFileSync(path.join(dir, "assets", "app-1234.js.br"), brotliCompressSync("console.log('lotus')"));
  writeFileSync(path.join(dir, "assets", "app-1234.js.gz"), gzipSync("console.log('lotus')"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  return dir;
}

describe("the SPA", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIR: fakeBuild() });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

  // Issue 21, finding 18: the /logout screen calls GET /api/deauth from our own origin, so a
  // link on another site to /logout would sign people out through it.
  it("does not open /logout from another site's navigation; a typed URL or our own link does", async () => {
    const visit = (site: string) =>
      t.app.inject({ method: "GET", url: "/logout", headers: { accept: "text/html", "sec-fetch-site": site } });
    const away = await visit("cross-site");
    expect(away.statusCode).toBe(303);
    expect(away.headers.location).toBe("/");
    for (const site of ["none", "same-origin", "same-site"]) expect((await visit(site)).statusCode).toBe(200);
  });

  it("is served for every client route of the spec", async () => {
    const concrete = clientRoutes.map((r) => r.replace(":token", "abc123").replace(":id", "42"));
    expect(concrete).toEqual(
      expect.arrayContaining([
        "/reset-password/abc123",
        "/confirm_email/abc123",
        "/accept/abc123",
        "/plan/42",
        "/details/42",
      ]),
    );
    for (const url of [...concrete, "/accountsettings?tab=billing", "/plan/42?open_chat=1"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<div id=root>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("gives a session from before the sign-in hint its hint, so the page checks it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/plan", cookies: { lotus_session: "abc" } });
    expect(res.cookies.find((c) => c.name === "lotus_signed_in")).toMatchObject({ value: "1", path: "/" });
    const visitor = await get("/plan");
    expect(visitor.cookies).toEqual([]);
  });

  it("is served with 404 for unknown pages, so the app can show its not-found page", async () => {
    const res = await get("/no/such/page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<div id=root>");
  });

  it("serves hashed assets with a year-long immutable cache; missing files are JSON 404s", async () => {
    const asset = await get("/assets/app-1234.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await get("/assets/gone-999.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("not_found");
  });

  it("sends the precompressed asset the browser accepts", async () => {
    const br = await t.app.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('lotus')");
    expect(br.headers["cache-control"]).toContain("immutable");
    const gz = await t.app.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('lotus')");
  });

  it("does not answer a POST to a page with HTML", async () => {
    const res = await t.app.inject({ method: "POST", url: "/plan", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe("without a web build", () => {
  it("explains how to build instead of failing obscurely", async () => {
    const t = await createTestApp({ WEB_DIR: mkdtempSync(path.join(tmpdir(), "lotus-empty-")) });
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/npm run build/);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await t.close();
  });
});
