// Zod runs jitless (the CSP forbids eval): index.html loads public/zod-jitless.js, a classic script
// that runs before any module, so the home page need not bundle zod's core just to configure it.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { router } from "./router";
// Inter ships with the app (the CSS asks for it; a visitor's machine rarely has it installed).
import "@fontsource-variable/inter";
import "./styles.css";

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
