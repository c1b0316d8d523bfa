import { createContext, type ReactNode, useContext } from "react";
import { useNotifications } from "./use-notifications";

type Notifications = ReturnType<typeof useNotifications>;
const Ctx = createContext<Notifications | null>(null);

/** One notifications state for the signed-in shell (the sidebar bell and the phone's bottom bar share it). */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  return <Ctx.Provider value={useNotifications()}>{children}</Ctx.Provider>;
}

export function useNotificationsContext(): Notifications {
  const v = useContext(Ctx);
  if (!v) throw new Error("useNotificationsContext outside NotificationsProvider");
  return v;
}
