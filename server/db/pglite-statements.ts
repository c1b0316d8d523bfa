import type { PGlite } from "@electric-sql/pglite";
import { LRUCache } from "lru-cache";
import pg from "pg";

// PGlite's API has no named prepared statements: every query is parsed and planned again, which on
// a small query is about half of its time (the trips list: ~1.9 ms as sent by Drizzle, ~1.0 ms as
// an EXECUTE of a prepared statement; bench/README.md). PGlite is one session that lives as long as
// the process, so a statement PREPAREd once serves every later call. Statements run outside a
// transaction (Drizzle's transactions use PGlite's own transaction object, not this client) are
// prepared on their second use and run as `EXECUTE name(literals)`.
//
// EXECUTE takes no bind parameters, so the values travel as literals, quoted by node-postgres's
// escapeLiteral (the same quoting pg-format and psql use; it handles quotes and backslashes
// whatever standard_conforming_strings says). Only plain values qualify: strings, finite numbers,
// booleans and null; a query with anything else (bytes, bigints, objects) is sent as before.

/** Statements kept prepared at once; the least used is DEALLOCATEd past this. */
const MAX_STATEMENTS = 200;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

type Param = string | number | boolean | null;
type QueryOptions = Parameters<PGlite["query"]>[2];

function literal(value: Param): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  return pg.escapeLiteral(value);
}

function plain(params: unknown[]): params is Param[] {
  return params.every(
    (p) =>
      p === null ||
      typeof p === "boolean" ||
      (typeof p === "number" && Number.isFinite(p)) ||
      (typeof p === "string" && !p.includes("\u0000")),
  );
}

/** The client with its repeated statements prepared; everything but `query` is PGlite's own. */
export function withPreparedStatements(client: PGlite): PGlite {
  let next = 0;
  // By SQL text: the name it is prepared under, or null while seen once (or not preparable).
  const seen = new LRUCache<string, { name: string | null; uses: number }>({
    max: MAX_STATEMENTS,
    dispose: (entry) => {
      if (entry.name) void client.query(`deallocate ${entry.name}`).catch(() => {});
    },
  });

  async function query(text: string, params: unknown[] = [], options?: QueryOptions) {
    if (!PREPARABLE.test(text) || !plain(params)) return client.query(text, params, options);
    let entry = seen.get(text);
    if (!entry) {
      entry = { name: null, uses: 0 };
      seen.set(text, entry);
    }
    entry.uses++;
    if (!entry.name && entry.uses === 2) {
      const name = `lotus_s${next++}`;
      try {
        await client.query(`prepare ${name} as ${text}`);
        entry.name = name;
      } catch {
        // Not preparable (PGlite refused it): sent as it is from now on.
        entry.uses = Number.NEGATIVE_INFINITY;
      }
    }
    if (!entry.name) return client.query(text, params, options);
    const args = params.length ? `(${params.map(literal).join(", ")})` : "";
    try {
      return await client.query(`execute ${entry.name}${args}`, [], options);
    } catch (error) {
      // Deallocated meanwhile (evicted): sent as it is.
      if ((error as { code?: string }).code === "26000") return client.query(text, params, options);
      // The error names the query it ran: the statement's text, never the literals (which may be
      // password hashes or tokens; server/http/log-serializers.ts drops `params`).
      if (error && typeof error === "object" && "query" in error) Object.assign(error, { query: text, params });
      throw error;
    }
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
