import { Outlet, ScrollRestoration } from "react-router";
import { ConnectionToasts } from "../../components/connection-toasts";
import { Footer } from "../../components/footer";
import { Toaster } from "../../components/toast/toaster";
import { useAuth } from "../auth/auth-provider";
import { Header } from "./header";

/** Header, page, footer: the shell of the public pages. */
export function PublicLayout() {
  const { userInfo } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <Header user={userInfo ? { firstName: userInfo.firstName, lastName: userInfo.lastName } : null} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <ConnectionToasts />
      <ScrollRestoration />
    </div>
  );
}
