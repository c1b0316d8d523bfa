import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withReadCache } from "./pglite-read-cache";

// PGlite's reads answered from memory until the next write through the client. A change made
// behind the client's back (the raw PGlite below; Lotus has no such path) shows what is remembered.

describe("PGlite reads from memory until the next write", () => {
  let raw: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    raw = new PGlite();
    await raw.waitReady;
    await raw.exec(`create table trips (id int primary key, name text, doc jsonb);
      insert into trips values (1, 'Lisbon', '{"days": 3}'), (2, 'Porto', '{"days": 2}')`);
    client = withReadCache(raw);
  });
  afterAll(async () => {
    await raw.close();
  });

  const names = async () => (await client.query<{ name: string }>("select name from trips order by id")).rows;
  const behindItsBack = (name: string) => raw.query("update trips set name = $1 where id = 1", [name]);

  it("remembers a plain read until something is written through it", async () => {
    expect(await names()).toEqual([{ name: "Lisbon" }, { name: "Porto" }]);
    await behindItsBack("Lisboa");
    expect(await names()).toEqual([{ name: "Lisbon" }, { name: "Porto" }]);
    await client.query("update trips set name = $1 where id = $2", ["Oporto", 2]);
    expect(await names()).toEqual([{ name: "Lisboa" }, { name: "Oporto" }]);
  });

  it("forgets everything after a transaction or an exec", async () => {
    await names();
    await behindItsBack("Lisbon");
    await client.transaction(async (tx) => {
      await tx.query("select 1");
    });
    expect((await names())[0]).toEqual({ name: "Lisbon" });
    await behindItsBack("Lisboa");
    await client.exec("select 1");
    expect((await names())[0]).toEqual({ name: "Lisboa" });
  });

  it("tells answers apart by their values", async () => {
    const one = await client.query("select name from trips where id = $1", [1]);
    const two = await client.query("select name from trips where id = $1", [2]);
    expect(one.rows).not.toEqual(two.rows);
  });

  it("never remembers what the clock or chance decides, nor locking reads", async () => {
    const first = await client.query<{ r: number }>("select random() as r");
    const second = await client.query<{ r: number }>("select random() as r");
    expect(first.rows[0]?.r).not.toBe(second.rows[0]?.r);
    await client.query("select name from trips where id = 1 for update");
    await behindItsBack("Lisbon");
    expect((await client.query("select name from trips where id = 1 for update")).rows).toEqual([{ name: "Lisbon" }]);
  });

  it("never remembers objects a caller could change (json)", async () => {
    const read = () => client.query<{ doc: { days: number } }>("select doc from trips where id = 1");
    const first = await read();
    (first.rows[0] as { doc: { days: number } }).doc.days = 99;
    await raw.query(`update trips set doc = '{"days": 4}' where id = 1`);
    expect((await read()).rows[0]?.doc).toEqual({ days: 4 });
  });

  it("hands out copies: changing an answer does not change the next", async () => {
    const first = await names();
    (first[0] as { name: string }).name = "changed";
    first.pop();
    expect(await names()).toHaveLength(2);
    expect((await names())[0]?.name).not.toBe("changed");
  });
});
