import { readFileSync } from "node:fs";

// Read once at start-up from package.json, the single source of the version number.
export const version: string = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;
