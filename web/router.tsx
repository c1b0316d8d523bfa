import { createBrowserRouter } from "react-router";
import { PublicLayout } from "./components/public-layout";
import { HomePage } from "./routes/home";
import { NotFoundPage } from "./routes/not-found";

// One entry per route of the spec as its screen lands; anything else is the not-found page.
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
