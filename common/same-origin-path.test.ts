import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./same-origin-path";

const origin = "http://lotus.example";

// Issue 21, finding 16: the portal's return link became `//evil.example/x`.
describe("sameOriginPath", () => {
  it("never yields a protocol-relative path (open redirect)", () => {
    for (const raw of [
      "http://lotus.example//evil.example/x",
      "/.//evil.example/",
      "//evil.example/",
      "/\\evil.example/",
      "/%2e//evil.example/",
      "http://lotus.example/\\/evil.example/",
    ]) {
      // Refused (another origin) or a path that stays on Lotus.
      const path = sameOriginPath(raw, origin);
      if (path === null) continue;
      expect(path.startsWith("//"), raw).toBe(false);
      expect(path.startsWith("/\\"), raw).toBe(false);
      // Read back by a browser, it stays on Lotus.
      expect(new URL(path, origin).origin, raw).toBe(origin);
    }
    expect(sameOriginPath("http://lotus.example//evil.example/x", origin)).toBe("/evil.example/x");
    expect(sameOriginPath("/.//evil.example/", origin)).toBe("/evil.example/");
    expect(sameOriginPath("//evil.example/", origin)).toBeNull();
  });

  it("keeps a path of Lotus with its query and refuses other origins and schemes", () => {
    expect(sameOriginPath("http://lotus.example/accountsettings?tab=billing", origin)).toBe(
      "/accountsettings?tab=billing",
    );
    expect(sameOriginPath("/accountsettings?tab=billing#x", origin)).toBe("/accountsettings?tab=billing#x");
    expect(sameOriginPath("https://evil.example/", origin)).toBeNull();
    expect(sameOriginPath("javascript:alert(1)", origin)).toBeNull();
    expect(sameOriginPath("http://localhost:80/x", origin, ["http://localhost"])).toBe("/x");
  });
});
