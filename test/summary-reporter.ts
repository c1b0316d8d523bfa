import type { Reporter, TestModule } from "vitest/node";

// Prints one plain closing line, "tests: N passed, N failed, N skipped", after Vitest's own
// report, so CI (and a person scrolling) reads the totals of every project in one place.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
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
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
