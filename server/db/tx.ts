import type { Db } from "./open";

/** A transaction on the database, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The database or a transaction on it: what a function takes when its writes may join the
 * caller's transaction (and otherwise run on their own).
 */
export type Executor = Db | Tx;
