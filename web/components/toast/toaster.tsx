import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useSyncExternalStore } from "react";
import { cn } from "../../lib/cn";
import { TOAST_DURATION_MS, toastStore } from "./toast-store";

/** The toast region: bottom-right corner, swipe right to dismiss, F8 focuses it. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) toastStore.dismiss(t.id);
          }}
          data-variant={t.variant ?? "default"}
          className={cn(
            "toast pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            t.variant === "destructive"
              ? "border-red-600 bg-red-600 text-white"
              : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-current"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={["F8"]}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
