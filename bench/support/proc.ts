import { readdirSync, readFileSync } from "node:fs";

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks of 10 ms
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds of a process's main thread (its event loop) and of all its other threads together. */
export function threadCpuSeconds(pid: number | undefined): { main: number; others: number } {
  if (!pid) return { main: Number.NaN, others: Number.NaN };
  let others = 0;
  let main = Number.NaN;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
      if (tid === String(pid)) main = seconds;
      else others += seconds;
    }
  } catch {
    // a thread ended while being read: the figures of this call are partial
  }
  return { main, others };
}
