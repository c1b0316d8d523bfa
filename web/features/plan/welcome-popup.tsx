import { Dialog } from "radix-ui";
import { useState } from "react";
import { Button } from "../../components/button";
import { LotusMark } from "../../components/logo";

const key = (tripId: string) => `lotus_welcome_seen_${tripId}`;
function seen(tripId: string): boolean {
  try {
    return localStorage.getItem(key(tripId)) === "1";
  } catch {
    return false;
  }
}

/** Shown once per shared trip (remembered in this browser): how the two chats work. */
export function WelcomePopup({ tripId }: { tripId: string }) {
  const [open, setOpen] = useState(() => !seen(tripId));
  const close = () => {
    try {
      localStorage.setItem(key(tripId), "1");
    } catch {
      // Storage refused: the popup may show again, which is harmless.
    }
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl">
          <LotusMark className="mx-auto size-12" />
          <Dialog.Title className="mt-3 text-lg font-semibold text-slate-900">Welcome to your group trip!</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Chat with everyone in the group chat, ask Lotus here or with @Lotus, and switch to private mode when a
            question is just for you.
          </Dialog.Description>
          <Button className="mt-5" onClick={close}>
            Let's plan
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
