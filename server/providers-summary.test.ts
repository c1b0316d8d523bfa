import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { providersSummary } from "./providers-summary";

// The start-up line names the routing service and the map's style (issue 29) beside the others.

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "lotus-summary-")), ...env });

describe("the providers line", () => {
  it("says routing and the map are offline without configuration", () => {
    const line = providersSummary(config({}));
    expect(line).toMatch(/offline: .*routing \(Lotus's estimate\)/);
    expect(line).toMatch(/map \(built-in basemap\)/);
  });

  it("names the routing service and the style's host (never its key)", () => {
    const line = providersSummary(
      config({
        OSRM_URL: "http://osrm.local:5000",
        MAP_STYLE_URL: "https://api.maptiler.com/maps/streets/style.json?key=secret123",
      }),
    );
    expect(line).toMatch(/live: .*routing \(OSRM\)/);
    expect(line).toMatch(/map \(style from api\.maptiler\.com\)/);
    expect(line).not.toContain("secret123");
  });
});
