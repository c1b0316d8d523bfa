import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findViolations, importsOf, type SourceFile } from "./import-direction";

function webSources(): SourceFile[] {
  return readdirSync("web", { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => {
      const path = `web/${name.split("\\").join("/")}`;
      return { path, source: readFileSync(path, "utf8") };
    });
}

describe("the web's import direction (app -> features -> components -> lib)", () => {
  it("holds in the real files", () => {
    const files = webSources();
    expect(files.length).toBeGreaterThan(50);
    const listed = findViolations(files).map((v) => `${v.file} imports ${v.imports}: ${v.reason}`);
    expect(listed).toEqual([]);
  });

  it("finds each kind of violation, and lets the allowed imports through", () => {
    const planted: SourceFile[] = [
      { path: "web/components/shell-bit.tsx", source: 'import { useAuth } from "../features/auth/auth-provider";' },
      { path: "web/lib/format.ts", source: 'export { Button } from "../components/button";' },
      { path: "web/api/socket.ts", source: 'const m = await import("../routes/plan");' },
      { path: "web/features/plan/x.ts", source: 'import { router } from "../../router";' },
      { path: "web/features/plan/y.ts", source: 'import type { Db } from "../../../server/db/open";' },
      {
        path: "web/routes/fine.tsx",
        source: [
          'import { useQuery } from "@tanstack/react-query";',
          'import { trips } from "../../common/api/trips";',
          "import {",
          "  Sidebar,",
          '} from "../features/shell/sidebar";',
          'import "../styles.css";',
        ].join("\n"),
      },
      { path: "web/features/plan/z.ts", source: 'import { initials } from "../shell/initials";' },
      { path: "web/components/button.tsx", source: 'import { cn } from "../lib/cn";' },
    ];
    expect(findViolations(planted).map((v) => [v.file, v.imports])).toEqual([
      ["web/components/shell-bit.tsx", "web/features/auth/auth-provider"],
      ["web/lib/format.ts", "web/components/button"],
      ["web/api/socket.ts", "web/routes/plan"],
      ["web/features/plan/x.ts", "web/router"],
      ["web/features/plan/y.ts", "server/db/open"],
    ]);
  });

  it("reads multi-line, side-effect and dynamic imports", () => {
    const file = {
      path: "web/routes/a.tsx",
      source: 'import {\n  A,\n  B,\n} from "./b";\nimport "../c.css";\nconst d = () => import("../features/d");',
    };
    expect(importsOf(file)).toEqual(["web/routes/b", "web/c.css", "web/features/d"]);
  });
});
