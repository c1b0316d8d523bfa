import type { PGlite } from "@electric-sql/pglite";
import { LRUCache } from "lru-cache";

// The embedded database is one process's alone (PGlite's data folder cannot be shared), so every
// write passes through this client: a read answered since the last write is still the answer. The
// screens a person on a laptop opens again and again (the trips list of the sidebar, a trip's
// members) are answered from memory until anything at all is written; then every answer is read
// again. Decoding PGlite's wire format row by row is most of such a read's cost (bench/README.md).
//
// What may be remembered: a plain SELECT (no locking clause, no function whose answer changes
// with the clock or by itself: now(), random(), nextval()...) whose values are all strings,
// numbers, booleans or null, so no caller can change a remembered answer through an object it
// was given (rows are copied on the way out). Anything else the client is asked, any other
// statement, a transaction, an exec, starts a new generation: answers of an older one are never
// served, and a read that overlapped a write is not remembered.

const MAX_ANSWERS = 500;
const MAX_ROWS = 1000;
const PLAIN_SELECT = /^\s*select\b/i;
const NOT_PURE =
  /\b(for\s+(update|share|no\s+key\s+update|key\s+share)|now|current_(timestamp|date|time)|localtime(stamp)?|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|gen_random_uuid|uuid_generate_\w+|nextval|currval|lastval|setval|pg_\w+|txid_\w+|set_config|current_setting|inet_client_\w+)\b/i;

type QueryOptions = Parameters<PGlite["query"]>[2];
type Answer = Awaited<ReturnType<PGlite["query"]>>;

const isPrimitive = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);

function rememberable(answer: Answer): boolean {
  const rows = answer.rows as unknown[];
  if (rows.length > MAX_ROWS) return false;
  return rows.every((row) =>
    Array.isArray(row) ? row.every(isPrimitive) : Object.values(row as object).every(isPrimitive),
  );
}

/** A copy no caller can change the remembered answer through. */
function copyOf(answer: Answer): Answer {
  const rows = (answer.rows as unknown[]).map((row) => (Array.isArray(row) ? [...row] : { ...(row as object) }));
  return { ...answer, rows, fields: [...answer.fields] } as Answer;
}

// Drizzle passes its own parsers (timestamps kept as text) with every query, in a new object each
// time: answers are told apart by what the parsers are (their types and source), not by object.
const parserKeys = new WeakMap<object, string>();
function parsersOf(options: QueryOptions): string {
  const parsers = options?.parsers;
  if (!parsers) return "";
  let key = parserKeys.get(parsers);
  if (key === undefined) {
    key = Object.entries(parsers)
      .map(([type, parse]) => `${type}:${String(parse)}`)
      .join(",");
    parserKeys.set(parsers, key);
  }
  return key;
}

/** The client with reads answered from memory until the next write. */
export function withReadCache(client: PGlite): PGlite {
  let generation = 0;
  const answers = new LRUCache<string, { generation: number; answer: Answer }>({ max: MAX_ANSWERS });

  async function query(text: string, params: unknown[] = [], options?: QueryOptions) {
    if (!PLAIN_SELECT.test(text) || NOT_PURE.test(text)) {
      generation++;
      try {
        return await client.query(text, params, options);
      } finally {
        generation++;
      }
    }
    let key: string;
    try {
      key = `${options?.rowMode ?? "object"}\u0000${parsersOf(options)}\u0000${text}\u0000${JSON.stringify(params)}`;
    } catch {
      // Values JSON cannot write (bigints): read as they are.
      return client.query(text, params, options);
    }
    const known = answers.get(key);
    if (known && known.generation === generation) return copyOf(known.answer);
    const startedAt = generation;
    const answer = await client.query(text, params, options);
    if (generation === startedAt && rememberable(answer)) {
      answers.set(key, { generation, answer: copyOf(answer) });
    }
    return answer;
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      // Anything else (a transaction, an exec, ...) may write: a new generation before and after.
      return (...args: unknown[]) => {
        generation++;
        const result = value.apply(target, args);
        if (result instanceof Promise) {
          return result.finally(() => {
            generation++;
          });
        }
        generation++;
        return result;
      };
    },
  });
}
