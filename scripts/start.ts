import { ensureWebBuild } from "./web-build";

// `npm start`: build the SPA if needed, then run the server (server/main.ts reads the env).
await ensureWebBuild();
await import("../server/main");
