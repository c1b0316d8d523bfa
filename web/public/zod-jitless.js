// Zod compiles fast parsers with `new Function` unless told not to, and decides so when each
// schema is built; our Content-Security-Policy forbids eval, and even zod's caught probe is
// reported as a violation. A classic script runs before every module of the app, so this holds
// however the bundler orders its chunks (zod reads this object as its global config).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
