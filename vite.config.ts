import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = Number(process.env.PORT ?? 3000);

// The SPA lives in web/ and builds to dist/web, which the server serves. In development Vite
// proxies the API and the socket to the server started by `npm run dev`.
export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: { outDir: "../dist/web", emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/socket.io": { target: `ws://127.0.0.1:${apiPort}`, ws: true },
      // The development outbox page (server/mail/dev-outbox.ts).
      "/dev/mail": `http://127.0.0.1:${apiPort}`,
    },
  },
});
