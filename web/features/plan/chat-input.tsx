import { Lock, Send, X } from "lucide-react";
import { type KeyboardEvent, useLayoutEffect, useRef } from "react";
import type { TMember } from "../../../common/api/trips";
import { cn } from "../../lib/cn";
import { cut, plain } from "../../lib/format";
import type { ChatMessage } from "./chat-reducer";
import { useMentionPicker } from "./mention-picker";

/** The message box's tallest height before it scrolls (about eight lines). */
export const MAX_INPUT_HEIGHT_PX = 200;

/**
 * The message box: Enter sends, Shift+Enter breaks the line; '@' opens the member picker (Lotus
 * first, yourself left out; arrows and Enter choose); the reply bar; private mode in shared trips.
 */
export function ChatInput({
  value,
  onChange,
  onSend,
  disabled,
  members,
  userId,
  shared,
  isPrivate,
  onPrivate,
  replyTo,
  onCancelReply,
  onMention,
}: {
  value: string;
  onChange: (v: string) => void;
  onSend: () => void;
  disabled: boolean;
  members: TMember[];
  userId: string | null;
  shared: boolean;
  isPrivate: boolean;
  onPrivate: (v: boolean) => void;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  /** A member chosen in the picker, by id: the message then mentions that one among namesakes. */
  onMention?: (id: string) => void;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionPicker({ value, onChange, members, userId, box, onPick: onMention });

  // The box grows with its text up to MAX_INPUT_HEIGHT_PX, then scrolls: a long message stays
  // readable while it is written instead of being clipped to one line.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
    el.style.overflowY = el.scrollHeight > MAX_INPUT_HEIGHT_PX ? "auto" : "hidden";
  }, [value]);

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (mention.onKeyDown(e)) return;
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      if (!disabled && value.trim()) onSend();
    }
  }

  return (
    <div className="border-t border-slate-200 bg-white px-4 py-3 sm:px-6">
      <div className="mx-auto max-w-3xl">
        {replyTo ? (
          <div className="mb-2 flex items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-700">
            <span className="min-w-0 truncate">
              <span className="font-medium">Replying to:</span> {cut(plain(replyTo.msg), 50)}
            </span>
            <button
              type="button"
              aria-label="Cancel reply"
              onClick={onCancelReply}
              className="rounded p-0.5 hover:bg-slate-200"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ) : null}
        {shared ? (
          <div className="mb-2 flex items-center justify-between gap-2 text-sm">
            <fieldset className="inline-flex rounded-lg bg-slate-100 p-0.5">
              <legend className="sr-only">Who sees this message</legend>
              {[false, true].map((p) => (
                <button
                  key={String(p)}
                  type="button"
                  aria-pressed={isPrivate === p}
                  onClick={() => onPrivate(p)}
                  className={cn(
                    "rounded-md px-2.5 py-1 text-xs font-medium",
                    isPrivate === p ? "bg-white text-slate-900 shadow-sm" : "text-slate-600",
                  )}
                >
                  {p ? "Private" : "Group"}
                </button>
              ))}
            </fieldset>
            {isPrivate ? (
              <p className="flex items-center gap-1 text-xs text-slate-600">
                <Lock className="size-3.5" aria-hidden /> Private mode: Only you and the AI assistant will see this
                message
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="relative flex items-end gap-2 rounded-2xl border border-slate-300 bg-white p-2 shadow-sm focus-within:border-lagoon-600 focus-within:ring-2 focus-within:ring-lagoon-100">
          {mention.list}
          <label htmlFor="chat-input" className="sr-only">
            Message Lotus
          </label>
          <textarea
            id="chat-input"
            ref={box}
            rows={1}
            value={value}
            onChange={(e) => mention.onText(e.target.value, e.target.selectionStart)}
            onKeyDown={onKeyDown}
            {...mention.boxProps}
            placeholder="Message Lotus..."
            className="min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-[15px] leading-6 outline-none"
          />
          <button
            type="button"
            aria-label="Send message"
            disabled={disabled || !value.trim()}
            onClick={onSend}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-lagoon-700 text-white hover:bg-lagoon-900 disabled:bg-slate-300"
          >
            <Send className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </div>
  );
}
