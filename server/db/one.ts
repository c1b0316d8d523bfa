/** The single row an INSERT/UPDATE ... RETURNING of one row gave back; its absence is a bug. */
export function one<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${what}: no row returned`);
  return row;
}
