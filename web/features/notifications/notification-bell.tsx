import { Bell, CheckCheck } from "lucide-react";
import { Dialog, Popover } from "radix-ui";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import type { TNotification } from "../../../common/api/together";
import { cn } from "../../lib/cn";
import { notificationIcon } from "./notification-icon";
import { useNotificationsContext } from "./notifications-context";
import { badge, relativeTime } from "./relative-time";

function List({ onPick }: { onPick: (n: TNotification) => void }) {
  const { items, unread, markAllRead } = useNotificationsContext();
  const [tab, setTab] = useState("all");
  const shown = tab === "all" ? items : items.filter((n) => !n.is_read);
  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
        <fieldset className="flex gap-1">
          <legend className="sr-only">Show</legend>
          {[
            ["all", `All (${items.length})`],
            ["unread", `Unread (${unread})`],
          ].map(([v, label]) => (
            <button
              key={v}
              type="button"
              aria-pressed={tab === v}
              onClick={() => setTab(v as string)}
              className={cn(
                "rounded-md px-2 py-1 text-sm",
                tab === v ? "bg-slate-100 font-medium text-slate-900" : "text-slate-600",
              )}
            >
              {label}
            </button>
          ))}
        </fieldset>
        {unread > 0 ? (
          <button
            type="button"
            onClick={() => void markAllRead()}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-lagoon-700 hover:bg-lagoon-50"
          >
            <CheckCheck className="size-4" aria-hidden /> Mark all read
          </button>
        ) : null}
      </div>
      <div className="max-h-80 overflow-y-auto">
        {shown.length === 0 ? (
          <div className="px-4 py-8 text-center">
            <p className="font-medium text-slate-900">{tab === "all" ? "No notifications yet" : "All caught up!"}</p>
            <p className="mt-1 text-sm text-slate-500">
              {tab === "all"
                ? "You'll be notified when someone mentions you or replies to your messages"
                : "No unread notifications right now"}
            </p>
          </div>
        ) : (
          <ul>
            {shown.map((n) => {
              const Icon = notificationIcon(n);
              return (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => onPick(n)}
                    className={cn(
                      "flex w-full gap-3 px-3 py-2.5 text-left hover:bg-slate-50",
                      !n.is_read && "bg-lagoon-50/60",
                    )}
                  >
                    <Icon className="mt-0.5 size-4 shrink-0 text-lagoon-700" aria-hidden />
                    <span className="min-w-0 flex-1">
                      <span className={cn("block text-sm text-slate-900", !n.is_read && "font-semibold")}>
                        {n.title}
                      </span>
                      {n.content ? <span className="block truncate text-xs text-slate-600">{n.content}</span> : null}
                      <span className="block text-xs text-slate-500">{relativeTime(n.created_at)}</span>
                    </span>
                    {!n.is_read ? (
                      <span className="mt-1.5 size-2 shrink-0 rounded-full bg-lotus-600">
                        <span className="sr-only">Unread</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

function useOpen(): [boolean, (o: boolean) => void, (n: TNotification) => void] {
  const [open, setOpen] = useState(false);
  const { markRead } = useNotificationsContext();
  const navigate = useNavigate();
  const pick = (n: TNotification) => {
    void markRead(n);
    setOpen(false);
    navigate(n.action_url);
  };
  return [open, setOpen, pick];
}

/** The sidebar's bell: a dropdown (w-80, list at most h-80). */
export function NotificationBell() {
  const { unread } = useNotificationsContext();
  const [open, setOpen, pick] = useOpen();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={`Notifications${unread ? `, ${unread} unread` : ""}`}
        className="relative inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200/70"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 ? <Badge>{badge(unread, false)}</Badge> : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Notifications"
          align="start"
          sideOffset={6}
          className="z-50 w-80 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <List onPick={pick} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The phone's bell: a bottom sheet at 85% of the screen. */
export function NotificationSheetButton({ className }: { className?: string }) {
  const { unread } = useNotificationsContext();
  const [open, setOpen, pick] = useOpen();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={cn("relative flex flex-1 flex-col items-center gap-0.5 py-2 text-xs text-slate-600", className)}
      >
        <span className="relative">
          <Bell className="size-5" aria-hidden />
          {unread > 0 ? <Badge>{badge(unread, true)}</Badge> : null}
        </span>
        Notifications
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 h-[85dvh] overflow-hidden rounded-t-2xl bg-white">
          <Dialog.Title className="px-4 pt-4 text-lg font-semibold text-slate-900">Notifications</Dialog.Title>
          <Dialog.Description className="sr-only">Mentions, replies and invitations</Dialog.Description>
          <List onPick={pick} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="absolute -right-1.5 -top-1.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-4 text-white">
      {children}
    </span>
  );
}
