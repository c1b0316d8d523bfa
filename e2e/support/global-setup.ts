import type { TestProject } from "vitest/node";
import { ensureWebBuild } from "../../scripts/web-build";
import { type RunningServer, startServer } from "../../server/testing/start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;

// One real server for the e2e run, on the freshly built SPA and its own data folder.
export default async function setup(project: TestProject) {
  await ensureWebBuild(() => {});
  server = await startServer();
  project.provide("baseURL", server.url);
  return async () => {
    await server?.close();
  };
}
