import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeError } from "../http/log-serializers";
import { withPreparedStatements } from "./pglite-statements";

// PGlite's repeated statements run as EXECUTEs of prepared ones, their values quoted as literals:
// the answers must be exactly those of the plain query, whatever the values hold.

describe("prepared statements on PGlite", () => {
  let raw: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    raw = new PGlite();
    await raw.waitReady;
    await raw.exec(`create table notes (id uuid primary key, body text, n int, ok boolean, at timestamptz, doc jsonb)`);
    client = withPreparedStatements(raw);
  });
  afterAll(async () => {
    await raw.close();
  });

  const insert = "insert into notes (id, body, n, ok, at, doc) values ($1, $2, $3, $4, $5, $6) returning *";
  const select = "select * from notes where id = $1";
  const awkward = [
    "it's",
    "back\\slash \\' and '' quotes",
    "'); drop table notes; --",
    "$1 $$ dollar $$ quoting",
    "E'\\x41' and \\\\",
    "émoji 🌸 and\nnew lines\ttabs",
  ];

  it("answers as the plain query does, from the second use on (prepared)", async () => {
    for (const [i, body] of awkward.entries()) {
      const id = `00000000-0000-4000-8000-00000000000${i}`;
      const params = [id, body, i - 2, i % 2 === 0, "2027-03-10T08:30:00.000Z", JSON.stringify({ body })];
      const inserted = await client.query(insert, params);
      const plain = await raw.query(select, [id]);
      const prepared = await client.query(select, [id]);
      expect(prepared.rows).toEqual(plain.rows);
      expect(inserted.rows).toEqual(plain.rows);
      expect(plain.rows[0]).toMatchObject({ body, n: i - 2, ok: i % 2 === 0, doc: { body } });
      expect((plain.rows[0] as { at: Date }).at.toISOString()).toBe("2027-03-10T08:30:00.000Z");
    }
    expect((await raw.query("select count(*)::int as n from notes")).rows).toEqual([{ n: awkward.length }]);
    const names = await raw.query<{ name: string }>("select name from pg_prepared_statements");
    expect(names.rows.length).toBeGreaterThan(0);
  });

  it("passes null, and the same options (row mode) through", async () => {
    await client.query(insert, ["00000000-0000-4000-8000-0000000000aa", null, null, null, null, null]);
    const q = "select body, n from notes where id = $1";
    for (let i = 0; i < 3; i++) {
      const r = await client.query(q, ["00000000-0000-4000-8000-0000000000aa"], { rowMode: "array" });
      expect(r.rows).toEqual([[null, null]]);
    }
  });

  it("sends values that are not plain as they are", async () => {
    const q = "select $1::bytea as b";
    for (let i = 0; i < 3; i++) {
      const r = await client.query<{ b: Uint8Array }>(q, [new Uint8Array([1, 2, 3])]);
      expect([...(r.rows[0]?.b ?? [])]).toEqual([1, 2, 3]);
    }
  });

  it("names the statement, never its values, when one fails", async () => {
    const q = "select $1::int as n";
    await client.query(q, ["1"]);
    await client.query(q, ["2"]);
    const error = await client.query(q, ["secret-token-value"]).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(error as Error));
    expect(logged).not.toContain("secret-token-value");
    expect(logged).toContain("select $1::int as n");
  });
});
