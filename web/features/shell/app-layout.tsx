import { Outlet } from "react-router";
import { ConnectionToasts } from "../../components/connection-toasts";
import { Toaster } from "../../components/toast/toaster";
import { NotificationsProvider } from "../notifications/notifications-context";
import { SessionGuard } from "../realtime/session-guard";
import { Sidebar } from "./sidebar";

/** The signed-in shell: the sidebar and the screen. Screens bring their own header where they have one. */
export function AppLayout() {
  return (
    <NotificationsProvider>
      <div className="flex h-dvh overflow-hidden bg-white print:block print:h-auto print:overflow-visible">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        <div className="contents print:hidden">
          <Sidebar />
        </div>
        <main id="main" className="flex min-w-0 flex-1 flex-col">
          <Outlet />
        </main>
        <Toaster />
        <ConnectionToasts />
        <SessionGuard />
      </div>
    </NotificationsProvider>
  );
}
