import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Db, openDatabase } from "./open";
import { PGLITE_SETTINGS, pgliteStartParams } from "./pglite-settings";

/** A setting as PostgreSQL shows it (PGlite's driver answers `{ rows }`). */
async function show(db: Db, name: string): Promise<unknown> {
  const result = (await db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return result.rows[0]?.[name];
}

// The embedded database starts with the settings bench/pglite-settings.ts chose, on top of
// PGlite's own (fsync off among them), and a candidate's settings reach PostgreSQL as given.
describe("PGlite's settings", () => {
  it("keeps PGlite's own start parameters and adds each setting as -c name=value", () => {
    const params = pgliteStartParams({ shared_buffers: "16MB", synchronous_commit: "on" });
    expect(params.slice(0, PGlite.defaultStartParams.length)).toEqual(PGlite.defaultStartParams);
    expect(params).toContain("-F");
    expect(params.slice(PGlite.defaultStartParams.length)).toEqual([
      "-c",
      "shared_buffers=16MB",
      "-c",
      "synchronous_commit=on",
    ]);
  });

  it("opens the embedded database with the chosen settings", async () => {
    const database = await openDatabase({});
    try {
      expect(Object.keys(PGLITE_SETTINGS).length).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) expect(await show(database.db, name)).toBe(value);
      expect(await show(database.db, "fsync")).toBe("off");
    } finally {
      await database.close();
    }
  });

  it("opens with a candidate's settings instead when asked (the bench's A/B)", async () => {
    const database = await openDatabase({ pgliteSettings: { shared_buffers: "16MB" } });
    try {
      expect(await show(database.db, "shared_buffers")).toBe("16MB");
    } finally {
      await database.close();
    }
  });
});
