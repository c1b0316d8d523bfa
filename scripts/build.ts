import { buildWeb } from "./web-build";

// `npm run build`: always build the SPA (npm start builds only when sources changed).
await buildWeb();
console.log("Built dist/web.");
