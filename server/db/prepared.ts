import type { Db } from "./open";

/**
 * A query prepared once per database and kept: Drizzle builds its SQL once (building it is about
 * a tenth of a small query's CPU in the server, issue 28) and node-postgres sends it as a named
 * statement, so PostgreSQL parses and plans it once per connection. `build` must end in
 * `.prepare(name)` with placeholders for every value. Keyed by database, since tests open many.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
