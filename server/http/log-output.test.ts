import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createLogOutput, type LogOutput } from "./log-output";

// The server's log lines: gathered, then written in batches, every second, and all of them on close.
describe("the log output", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lotus-log-"));
  let output: LogOutput | undefined;
  let fd: number | undefined;
  afterEach(() => {
    output?.close();
    if (fd !== undefined) closeSync(fd);
    output = undefined;
    fd = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function open(name: string) {
    const file = path.join(dir, name);
    fd = openSync(file, "w");
    output = createLogOutput(fd);
    const log = pino({ level: "info" }, output.stream);
    const lines = () =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { msg: string; n: number });
    return { log, lines };
  }

  it("holds a few lines back, then writes them all, in order, on close", () => {
    const { log, lines } = open("close.log");
    for (let n = 0; n < 5; n++) log.info({ n }, "line");
    expect(lines()).toHaveLength(0);
    output?.close();
    expect(lines().map((l) => l.n)).toEqual([0, 1, 2, 3, 4]);
  });

  it("writes once a batch (16 KB) is gathered, without waiting for the timer", async () => {
    const { log, lines } = open("batch.log");
    for (let n = 0; n < 200; n++) log.info({ n, pad: "x".repeat(40) }, "line");
    await expect.poll(() => lines().length, { timeout: 2000, interval: 20 }).toBeGreaterThan(0);
    output?.close();
    expect(lines().map((l) => l.n)).toEqual([...Array(200).keys()]);
  });

  it("has every line in the file, in order, the moment close returns, batches already sent included", () => {
    const { log, lines } = open("closing.log");
    for (let n = 0; n < 500; n++) log.info({ n, pad: "y".repeat(40) }, "line");
    output?.close();
    expect(lines().map((l) => l.n)).toEqual([...Array(500).keys()]);
  });

  it("writes a quiet server's lines within about a second", async () => {
    const { log, lines } = open("quiet.log");
    log.info({ n: 1 }, "alone");
    await expect.poll(() => lines().length, { timeout: 3000, interval: 50 }).toBe(1);
  });
});
