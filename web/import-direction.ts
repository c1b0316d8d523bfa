import { posix } from "node:path";

// The web app's layers, highest first: a file may import its own layer and those below it, never
// one above (Rallly's app -> features -> components -> lib). `common/` is below them all. The
// check runs as a test (import-direction.test.ts) over the real files.

export const layers = ["app", "features", "components", "lib"] as const;
export type Layer = (typeof layers)[number];

export type SourceFile = { path: string; source: string };
export type Violation = { file: string; imports: string; reason: string };

/** The layer of a path relative to the repository root; null outside the layered app. */
export function layerOf(path: string): Layer | "common" | null {
  if (path.startsWith("common/")) return "common";
  const bare = path.replace(/\.tsx?$/, "");
  if (bare === "web/main" || bare === "web/router" || path.startsWith("web/routes/")) return "app";
  if (path.startsWith("web/features/")) return "features";
  if (path.startsWith("web/components/")) return "components";
  // The typed API client is lib-level: anything may call the server.
  if (path.startsWith("web/lib/") || path.startsWith("web/api/")) return "lib";
  return null;
}

// import x from "a", import "a", export { x } from "a", import("a"); a comment that reads like one counts too.
const specifiers = /\b(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;

/** The relative modules a file imports, resolved against its folder (packages are not checked). */
export function importsOf(file: SourceFile): string[] {
  const found: string[] = [];
  for (const match of file.source.matchAll(specifiers)) {
    const spec = match[1] ?? match[2];
    if (spec?.startsWith(".")) found.push(posix.join(posix.dirname(file.path), spec));
  }
  return found;
}

/** Every import of a layered file that points up a layer, or out of web/ anywhere but common/. */
export function findViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    if (from === null || from === "common") continue;
    for (const target of importsOf(file)) {
      const to = layerOf(target);
      // Style sheets and other assets are no layer's code.
      if (to === "common" || /\.(css|svg|png|jpe?g|json)$/.test(target)) continue;
      if (!target.startsWith("web/")) {
        violations.push({ file: file.path, imports: target, reason: "web may import only web/ and common/" });
      } else if (to === null) {
        violations.push({ file: file.path, imports: target, reason: "the imported file is in no layer" });
      } else if (layers.indexOf(to) < layers.indexOf(from)) {
        violations.push({ file: file.path, imports: target, reason: `${from} must not import ${to}` });
      }
    }
  }
  return violations;
}
