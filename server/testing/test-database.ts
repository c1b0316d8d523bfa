import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, migrationsFolder, openDatabase, wrapPglite } from "../db/open";

// Each test file gets a database of its own, cloned from a template that has every migration
// applied: PGlite restores a dumped data folder (~0.4 s instead of ~3 s for initdb); PostgreSQL
// creates a database from a template database. The same suite runs on both
// (LOTUS_TEST_DB=pglite | postgres, set per Vitest project).

export type TestBackend = "pglite" | "postgres";

export function testBackend(): TestBackend {
  return process.env.LOTUS_TEST_DB === "postgres" ? "postgres" : "pglite";
}

function migrationsHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

const cacheDir = path.resolve("node_modules/.cache/lotus-tests");
const templateFile = () => path.join(cacheDir, `pglite-template-${migrationsHash()}.tar`);
const templateDbName = () => `lotus_template_${migrationsHash()}`;

/** Run once before the suite (Vitest globalSetup): builds the template for the backend. */
export async function prepareTemplate(backend: TestBackend): Promise<void> {
  if (backend === "pglite") {
    const file = templateFile();
    if (existsSync(file)) return;
    const database = await openDatabase({});
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await database.close();
    mkdirSync(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return;
  }
  const url = requirePostgresUrl();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const name = templateDbName();
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount) return;
    await admin.query(`create database "${name}"`);
    const templateDb = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 1 });
    await templateDb.close();
  } finally {
    await admin.end();
  }
}

/** A fresh, migrated database for one test file; close() discards it. */
export type TestDatabase = Database & {
  /** The connection URL, on PostgreSQL only: for starting more processes on the same database. */
  url?: string;
};

export async function createTestDatabase(): Promise<TestDatabase> {
  return testBackend() === "postgres" ? createPostgresDatabase() : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<Database> {
  const file = templateFile();
  if (!existsSync(file)) await prepareTemplate("pglite");
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
  await client.waitReady;
  return wrapPglite(client);
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const url = requirePostgresUrl();
  const name = `lotus_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${templateDbName()}"`);
  } finally {
    await admin.end();
  }
  // openDatabase applies migrations again: none are pending, so this only checks the journal.
  const databaseUrl = withDatabase(url, name);
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  return {
    ...database,
    url: databaseUrl,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).finally(() => dropper.end());
    },
  };
}

function requirePostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: the PostgreSQL test project cannot run");
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
