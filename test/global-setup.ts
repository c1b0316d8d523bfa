import type { TestProject } from "vitest/node";
import { prepareTemplate, testBackend } from "../server/testing/test-database";

// Builds the migrated template database once per run, before any test file clones it.
export default async function setup(project: TestProject): Promise<void> {
  const backend = (project.config.env?.LOTUS_TEST_DB as "pglite" | "postgres" | undefined) ?? testBackend();
  await prepareTemplate(backend);
}
