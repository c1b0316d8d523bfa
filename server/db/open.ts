import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { withReadCache } from "./pglite-read-cache";
import { PGLITE_SETTINGS, type PgliteSettings, pgliteStartParams } from "./pglite-settings";
import { withPreparedStatements } from "./pglite-statements";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The Drizzle API shared by both drivers; services only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = "pglite" | "postgres";

export type Database = {
  db: Db;
  driver: DbDriver;
  /** Round-trips a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Any constant shared by every Lotus process: the key of the advisory lock that serialises
// migrations when several processes start against one PostgreSQL server at once.
const MIGRATION_LOCK_KEY = 7_141_987;

export type OpenOptions = {
  /** postgres:// URL; absent means embedded PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; absent (with no URL) means in memory. */
  pgliteDir?: string;
  /** Pool size for node-postgres. */
  poolSize?: number;
  /** PGlite's settings (bench/pglite-settings.ts compares candidates); PGLITE_SETTINGS otherwise. */
  pgliteSettings?: PgliteSettings;
  /** PGlite's `relaxedDurability` (the same bench's candidate). */
  pgliteRelaxedDurability?: boolean;
};

/** Opens the database and applies pending migrations before returning. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const dir = options.pgliteDir;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite({
    dataDir: dir,
    startParams: pgliteStartParams(options.pgliteSettings ?? PGLITE_SETTINGS),
    relaxedDurability: options.pgliteRelaxedDurability,
  });
  await client.waitReady;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return wrapPglite(client);
}

/** The Database over an open PGlite client (tests restore clients from a template). */
export function wrapPglite(client: PGlite): Database {
  return {
    // Reads answered from memory until the next write, then statements prepared once: PGlite runs
    // on the server's own thread, so every query it is spared is the event loop's.
    db: drizzlePglite({ client: withReadCache(withPreparedStatements(client)), schema }) as unknown as Db,
    driver: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema });
  // The lock lives on its own connection, outside the pool, so migrations (which use the
  // pool) can run even with a pool of one.
  const lockClient = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  } finally {
    await lockClient.end().catch(() => {});
  }
  return {
    db: db as unknown as Db,
    driver: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** How many migrations the database has applied (drizzle's own bookkeeping table). */
export async function countAppliedMigrations(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
