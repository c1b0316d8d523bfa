import { afterEach, describe, expect, it } from "vitest";
import { withNodeEnv } from "./web-build";

// `npm start` builds the web app and then reads its configuration in the same process: the
// build must leave NODE_ENV exactly as it found it.
describe("withNodeEnv", () => {
  const original = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = original;
  });

  it("sets NODE_ENV for the work, then leaves an unset one unset", async () => {
    delete process.env.NODE_ENV;
    const seen = await withNodeEnv("production", async () => process.env.NODE_ENV);
    expect(seen).toBe("production");
    expect("NODE_ENV" in process.env).toBe(false);
  });

  it("puts a set value back, also when the work fails", async () => {
    process.env.NODE_ENV = "development";
    await expect(withNodeEnv("production", async () => Promise.reject(new Error("build failed")))).rejects.toThrow();
    expect(process.env.NODE_ENV).toBe("development");
  });
});
