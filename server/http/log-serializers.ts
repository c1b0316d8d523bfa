import { stdSerializers } from "pino";

// A failed query's error carries its parameters (Drizzle puts them in `params` and in the
// message, "Failed query: ...\nparams: ..."), and PostgreSQL echoes values back in its own
// message and detail ('invalid input syntax for type integer: "..."', 'Key (email)=(...)').
// Parameters can be password hashes, tokens or personal data, so a logged error keeps the query
// text, the SQLSTATE and where it failed, never the values.

type Serialized = Record<string, unknown>;

const DROPPED = new Set(["params", "parameters", "values", "detail", "where", "hint", "queryOptions"]);

const isDatabaseError = (v: Serialized) =>
  typeof v.severity === "string" && typeof v.code === "string" && /^[0-9A-Z]{5}$/.test(v.code);

function scrubText(text: string, database: boolean): string {
  let out = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [redacted]");
  // Data exceptions (22) and integrity violations (23) quote the offending value.
  if (database) out = out.replace(/"(?:[^"\\]|\\.)*"|\((?:[^()]|\([^()]*\))*\)=\((?:[^()]|\([^()]*\))*\)/g, "[value]");
  return out;
}

function scrub(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== "object" || depth > 8) return value;
  const v = value as Serialized;
  const echoes = isDatabaseError(v) && /^2[23]/.test(v.code as string);
  const out: Serialized = {};
  for (const [key, item] of Object.entries(v)) {
    if (DROPPED.has(key)) continue;
    if ((key === "message" || key === "stack") && typeof item === "string") out[key] = scrubText(item, echoes);
    else out[key] = scrub(item, depth + 1);
  }
  return out;
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** Pino's error serializer (with causes), minus anything a query was given. */
export function serializeError(error: Error): SerializedError {
  return scrub(stdSerializers.errWithCause(error)) as SerializedError;
}
