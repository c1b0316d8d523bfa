import { Loader2 } from "lucide-react";

/** Under a message box while the connection is down: the text is kept and goes once it is back. */
export function ReconnectingNote({ queued }: { queued: boolean }) {
  return (
    <p role="status" className="mb-2 flex items-center gap-1.5 text-xs font-medium text-amber-800">
      <Loader2 className="size-3.5 animate-spin" aria-hidden />
      {queued ? "Reconnecting... your message will be sent when the connection is back." : "Reconnecting..."}
    </p>
  );
}
