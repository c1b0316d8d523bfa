import { readFileSync } from "node:fs";

// Reads a V8 .cpuprofile (node --cpu-prof) and prints where the time went: self time by function
// and by package (or our own folder), as shares of the samples. Used for issue 28's measurements:
//   BENCH_PROFILE=/tmp/prof BENCH_ONLY=postgres npm run bench:perf
//   npx tsx bench/support/cpu-profile.ts /tmp/prof/<file>.cpuprofile [top]

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: cpu-profile.ts <file.cpuprofile> [top]");
  process.exit(2);
}
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

/** node_modules/<pkg> (scoped too), our own top folder, or node's internals. */
function owner(url: string): string {
  if (!url) return "(native/vm)";
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m?.[1]) return m[1];
  if (url.startsWith("node:")) return url;
  const own = url.match(/\/(server|common|bench)\/([^/]+)/);
  return own ? `${own[1]}/${own[2]}` : url;
}

const fnTotals = new Map<string, number>();
const ownerTotals = new Map<string, number>();
for (const [id, t] of selfTime) {
  const n = byId.get(id);
  if (!n) continue;
  const { functionName, url, lineNumber } = n.callFrame;
  const short = url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(server|common|bench)\//, "$1/");
  const key = `${functionName || "(anonymous)"} ${short}:${lineNumber + 1}`;
  fnTotals.set(key, (fnTotals.get(key) ?? 0) + t);
  const o = owner(url);
  ownerTotals.set(o, (ownerTotals.get(o) ?? 0) + t);
}
const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const print = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${pct(t)}  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print("self time by owner", ownerTotals, top);
print("self time by function", fnTotals, top);
