import { config } from "zod/v4/core";

// Zod compiles fast parsers with `new Function` unless told not to; our Content-Security-Policy
// forbids eval, and even zod's caught probe is reported as a violation (e2e/security.e2e.ts).
config({ jitless: true });
