import type { Reporter, TestModule } from "vitest/node";

// Prints one plain closing line, "tests: N passed, N failed, N skipped", after Vitest's own
// report, so CI (and a person scrolling) reads the totals of every project in one place.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const times: { name: string; ms: number }[] = [];
    for (const module of testModules) {
      const d = module.diagnostic();
      times.push({
        name: `${module.project.name} ${module.relativeModuleId}`,
        ms: d.collectDuration + d.setupDuration + d.duration,
      });
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed++;
        else if (state === "failed") failedHere++;
        else counts.skipped++;
      }
      // A file that failed to load, or a failing hook (its tests then show as skipped), is a
      // failure even when no single test failed.
      if (module.state() === "failed" && failedHere === 0) failedHere = 1;
      counts.failed += failedHere;
    }
    counts.failed += unhandledErrors.length;
    // Where the suite's time goes, so a slow CI names its culprits (the run must stay far under 90 min).
    const slowest = times.sort((a, b) => b.ms - a.ms).slice(0, 15);
    process.stdout.write(
      `\nslowest files:\n${slowest.map((t) => `  ${(t.ms / 1000).toFixed(1)} s ${t.name}`).join("\n")}\n`,
    );
    const byProject = new Map<string, number>();
    for (const t of times) {
      const project = t.name.split(" ")[0] ?? "";
      byProject.set(project, (byProject.get(project) ?? 0) + t.ms);
    }
    process.stdout.write(
      `summed time per project: ${[...byProject].map(([p, ms]) => `${p} ${Math.round(ms / 1000)} s`).join(", ")}\n`,
    );
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
