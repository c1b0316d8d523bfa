import { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL settings the embedded database starts with, on top of PGlite's own (which already
 * run without fsync: `-F`). Chosen by `bench/pglite-settings.ts` (issue 28; figures in
 * bench/README.md): each candidate is measured against PGlite's defaults in the same run, on the
 * writes a traveller's laptop makes (sessions, chat messages, trips).
 */
export type PgliteSettings = Readonly<Record<string, string>>;

export const PGLITE_SETTINGS: PgliteSettings = {
  // 32 MB of shared buffers instead of PGlite's 128 MB: the data folder opens in about 0.45 s
  // instead of 1.05 s and PGlite holds 128 MB instead of 189 MB, with no measurable change in the
  // writes' speed (run R). A traveller's data is a few megabytes; pages beyond the buffers are one
  // file read away, in the system's cache. `synchronous_commit=off` was rejected: it lost every
  // acknowledged write on a SIGKILL (PGlite runs single-user, with no WAL writer to flush later).
  shared_buffers: "32MB",
};

/** PGlite's start parameters with `settings` added as `-c name=value`. */
export function pgliteStartParams(settings: PgliteSettings): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}
