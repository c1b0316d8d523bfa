import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

// package.json promises a Node version (`engines.node`); every package the lock installs must
// run on the oldest Node that promise admits, or `npm install` prints EBADENGINE and the
// promise is false (issue 26: cookie@2 and content-disposition@3 wanted Node 22).
type LockEntry = { engines?: Record<string, string> | string[]; optional?: boolean; dev?: boolean };

const root = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, LockEntry>;
};

function nodeRange(entry: LockEntry): string | undefined {
  const engines = entry.engines;
  if (!engines) return undefined;
  // A few old packages write engines as an array ("node >= 0.2.0").
  if (Array.isArray(engines)) return engines.find((e) => e.startsWith("node"))?.replace(/^node\s*/, "");
  return engines.node;
}

describe("declared Node engines", () => {
  const oldest = semver.minVersion(root.engines.node);

  it("the running Node is one package.json admits", () => {
    expect(semver.satisfies(process.version, root.engines.node)).toBe(true);
  });

  it("every locked package runs on the oldest admitted Node", () => {
    expect(oldest).not.toBeNull();
    const refusing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (path === "") continue;
      const range = nodeRange(entry);
      if (!range || !semver.validRange(range)) continue;
      if (!semver.satisfies(oldest as semver.SemVer, range)) {
        refusing.push(`${path.replace(/^.*node_modules\//, "")} wants node ${range}`);
      }
    }
    expect(refusing).toEqual([]);
  });
});
