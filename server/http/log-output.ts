import pino from "pino";

// Where the server's log lines go when no stream is given: standard output, written by pino's
// sonic-boom with a synchronous write per batch, with the lines gathered here first.
//
// Why synchronous: a batch is one write of at most about 16 KB, a few microseconds, where an
// asynchronous one hops through libuv's thread pool and costs several times that on the main
// thread; and an asynchronous write still in flight when the server closes raced the final
// synchronous flush, so the last lines could land out of order or after the process ended
// (seen in CI). Blocking when stdout is a full pipe is what pino does by default too.
//
// Why gathered here: sonic-boom measures the byte length of the text it is still holding on every
// write it is given (to know when to start a new chunk), so holding 4 KB of lines in it (its
// `minLength`) made each line cost a pass over up to 4 KB: a twentieth of a signed-in call's CPU
// (issue 28, bench/README.md). Lines gathered in an array are joined once, and sonic-boom gets one
// write per batch. A write per line instead (no batching) was a third of the call's cost.

export type LogOutput = {
  /** What pino writes to. */
  stream: { write(line: string): boolean };
  /** Writes out what is gathered (on close, and by the timer). */
  flush(): void;
  /** Stops the timer and writes everything out synchronously (on close). */
  close(): void;
};

// 16 KB: at 20,000 requests a second that is a write every few milliseconds; 4 KB made it a
// write per 16 or so access lines, each through sonic-boom's bookkeeping (issue 28, run O).
const BATCH_BYTES = 16 * 1024;
const FLUSH_MS = 1000;

export function createLogOutput(fd = 1): LogOutput {
  const destination = pino.destination({ dest: fd, sync: true });
  let lines: string[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    const text = lines.join("");
    lines = [];
    size = 0;
    destination.write(text);
  };
  // Whatever is gathered is written every second, so a quiet server's lines still appear at once
  // to whoever is watching. Our own timer: sonic-boom's periodicFlush only stops once stdout closes.
  const timer = setInterval(flush, FLUSH_MS).unref();
  // A process that exits (a fatal error, a signal) writes what it still holds: sonic-boom's own
  // exit handler knows nothing of the lines gathered here.
  const onExit = () => {
    flush();
    destination.flushSync();
  };
  process.once("exit", onExit);
  return {
    stream: {
      write(line) {
        lines.push(line);
        size += line.length;
        if (size >= BATCH_BYTES) flush();
        return true;
      },
    },
    flush,
    close() {
      clearInterval(timer);
      process.removeListener("exit", onExit);
      flush();
      destination.flushSync();
    },
  };
}
