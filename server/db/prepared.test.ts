import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { preparedPerDatabase } from "./prepared";
import { users } from "./schema/index";

// A query is prepared once for each database it runs on, and each database answers from its own
// rows: the tests open many databases in one process, and the server opens one.
describe("preparedPerDatabase", () => {
  let a: TestDatabase;
  let b: TestDatabase;
  let builds = 0;
  const userName = preparedPerDatabase((db) => {
    builds++;
    return db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.email, sql.placeholder("email")))
      .prepare("test_user_name");
  });

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("builds the query once per database and answers from that database", async () => {
    const email = `${randomUUID()}@example.com`;
    await a.db.insert(users).values({ firstName: "Ada", lastName: "A", email });
    await b.db.insert(users).values({ firstName: "Bea", lastName: "B", email });

    expect(userName(a.db)).toBe(userName(a.db));
    expect(userName(b.db)).not.toBe(userName(a.db));
    expect(builds).toBe(2);

    expect(await userName(a.db).execute({ email })).toEqual([{ firstName: "Ada" }]);
    expect(await userName(b.db).execute({ email })).toEqual([{ firstName: "Bea" }]);
    // Run again with another value: the same prepared query, new parameters.
    expect(await userName(a.db).execute({ email: "nobody@example.com" })).toEqual([]);
    expect(builds).toBe(2);
  });
});
