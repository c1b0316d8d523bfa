import { sql } from "drizzle-orm";
import type { Db } from "../db/open";

/**
 * One digest per table of the whole database's content: two equal fingerprints mean nothing was
 * written in between (the fuzz tests compare them around every refused request).
 */
export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (
    (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((r) => r.tablename);
  const query = tables
    .map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`)
    .join(" union all ");
  const rows = ((await db.execute(sql.raw(query))) as unknown as { rows: { t: string; h: string }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}
