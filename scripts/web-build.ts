import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";

// Decides whether dist/web is current by hashing what the build reads, so `npm start` builds
// on a fresh clone and after any change to web/ or common/, and skips the build otherwise.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const inputs = ["web", "common", "vite.config.ts", "package-lock.json"];
const outDir = path.join(root, "dist", "web");
const stampFile = path.join(outDir, ".source-hash");

function listFiles(p: string): string[] {
  const full = path.join(root, p);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [p];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => listFiles(path.join(p, d.name)));
}

export function sourceHash(): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(listFiles)) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

export function isWebBuildFresh(): boolean {
  if (!existsSync(path.join(outDir, "index.html")) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, "utf8").trim() === sourceHash();
}

/** Runs `work` with NODE_ENV set, then puts it back exactly as it was (unset stays unset). */
export async function withNodeEnv<T>(value: string, work: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = value;
  try {
    return await work();
  } finally {
    // process.env turns undefined into the string "undefined": delete instead.
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** Builds the SPA into dist/web and records what it was built from. */
export async function buildWeb(): Promise<void> {
  const hash = sourceHash();
  const { build } = await import("vite");
  // Vite lets NODE_ENV decide which React it bundles; under the test runner it is "test", which
  // would ship React's development build. What we serve is always the production build.
  await withNodeEnv("production", () =>
    build({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn", mode: "production" }),
  );
  precompress(path.join(outDir, "assets"));
  writeFileSync(stampFile, `${hash}\n`);
}

/**
 * Writes .br and .gz beside every compressible asset, once at build time, so the server sends
 * them (fastify-static's preCompressed) without compressing on each request.
 */
function precompress(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!/\.(m?js|css|svg|json|txt)$/.test(name) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/** Builds the SPA unless dist/web is already built from the current sources. */
export async function ensureWebBuild(log: (line: string) => void = console.log): Promise<void> {
  if (isWebBuildFresh()) return;
  log("Building the web app (dist/web is missing or out of date)...");
  await buildWeb();
  log("Web app built.");
}
