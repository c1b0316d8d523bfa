import { describe, expect, it } from "vitest";
import { isClientRoute } from "./routes";

describe("isClientRoute", () => {
  it.each([
    ["/", true],
    ["/plan", true],
    ["/plan/", true],
    ["/plan/8f2c", true],
    ["/details/42", true],
    ["/reset-password/tok", true],
    ["/confirm_email/tok", true],
    ["/accept/tok", true],
    ["/plan/8f2c/extra", false],
    ["/reset-password", false],
    ["/nope", false],
    ["/api/health", false],
  ])("%s -> %s", (path, expected) => {
    expect(isClientRoute(path)).toBe(expected);
  });
});
