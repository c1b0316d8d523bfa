import { Send, Users, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { TGroupMessage } from "../../../common/api/together";
import type { TMember, TMention } from "../../../common/api/trips";
import { cn } from "../../lib/cn";
import { useConnection } from "../realtime/connection";
import { ReconnectingNote } from "../realtime/reconnecting-note";
import { initials } from "../shell/initials";
import { useMentionPicker } from "./mention-picker";
import { MentionText } from "./mention-text";
import { mentionsInText } from "./mentions";
import type { GroupSendResult } from "./use-group-chat";

const colours = [
  "bg-rose-100 text-rose-800",
  "bg-amber-100 text-amber-800",
  "bg-emerald-100 text-emerald-800",
  "bg-sky-100 text-sky-800",
  "bg-violet-100 text-violet-800",
  "bg-lime-100 text-lime-800",
];
/** One of six colours, always the same for a user. */
export function colourOf(userId: string): string {
  let h = 0;
  for (const c of userId) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return colours[h % colours.length] as string;
}

export function GroupChatPanel({
  messages,
  members,
  userId,
  newJoins,
  onSend,
  onClose,
  onViewed,
  earlier = null,
  onLoadEarlier,
}: {
  messages: TGroupMessage[] | null;
  members: TMember[];
  userId: string | null;
  newJoins: number;
  onSend: (text: string, mentions: TMention[]) => Promise<GroupSendResult>;
  onClose: () => void;
  onViewed: () => void;
  /** Older history exists: idle, loading or failed; null when the first message is on screen. */
  earlier?: "idle" | "loading" | "error" | null;
  onLoadEarlier?: () => void;
}) {
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionPicker({ value: text, onChange: setText, members, userId, box, idPrefix: "group" });
  const connection = useConnection();
  // A message written while the connection was down: kept in the box, sent once it is back.
  const [queued, setQueued] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  // The newest message's id: older pages loaded at the top must not scroll the list down.
  const newest = messages?.[messages.length - 1]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [newest]);

  async function send() {
    const value = text;
    if (!value.trim()) return;
    if (connection === "reconnecting") {
      setQueued(true);
      return;
    }
    setText("");
    const result = await onSend(value, mentionsInText(value, members, mention.picked));
    if (result === "sent") mention.clear();
    else {
      setText(value);
      if (result === "offline") setQueued(true);
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends the kept message once, when the connection is back.
  useEffect(() => {
    if (!queued || connection !== "online") return;
    setQueued(false);
    void send();
  }, [queued, connection]);

  return (
    <section aria-labelledby="group-chat-title" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
        <div className="flex items-center gap-2">
          <h2 id="group-chat-title" className="text-lg font-semibold text-slate-900">
            Chat
          </h2>
          <span className="inline-flex items-center gap-1 text-sm text-slate-500">
            <Users className="size-4" aria-hidden /> {members.length}
          </span>
          {newJoins > 0 ? (
            <span className="rounded-full bg-lotus-100 px-2 py-0.5 text-xs font-semibold text-lotus-700">
              New joins
            </span>
          ) : null}
        </div>
        <button
          type="button"
          aria-label="Close group chat"
          onClick={onClose}
          className="hidden size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 sm:inline-flex"
        >
          <X className="size-5" aria-hidden />
        </button>
      </header>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: looking at the list marks it read; focus does too. */}
      <div
        className="min-h-0 flex-1 overflow-y-auto px-5 py-4"
        role="log"
        aria-label="Group messages"
        onClick={onViewed}
      >
        {messages === null ? (
          <p className="text-sm text-slate-500">Loading messages...</p>
        ) : messages.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-5 text-sm text-slate-600">
            <p className="font-medium text-slate-900">No messages yet</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>Say hello and share ideas with everyone on the trip.</li>
              <li>Mention someone with @ and their name.</li>
              <li>Write @Lotus to ask the AI guide for everyone.</li>
            </ul>
          </div>
        ) : (
          <>
            {earlier ? (
              <div className="mb-3 text-center">
                {earlier === "error" ? (
                  <p role="alert" className="mb-1 text-xs text-red-700">
                    Could not load earlier messages.
                  </p>
                ) : null}
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    onLoadEarlier?.();
                  }}
                  disabled={earlier === "loading"}
                  aria-busy={earlier === "loading" || undefined}
                  className="rounded-full border border-slate-300 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:text-slate-400"
                >
                  {earlier === "loading"
                    ? "Loading earlier messages..."
                    : earlier === "error"
                      ? "Try again"
                      : "Load earlier messages"}
                </button>
              </div>
            ) : null}
            <ul className="space-y-3">
              {messages.map((m) => {
                const mine = m.user_id === userId;
                const [first = "", last = ""] = m.username.split(" ");
                return (
                  <li key={m.id} className={cn("flex gap-2", mine && "flex-row-reverse")}>
                    <span
                      className={cn(
                        "flex size-7 shrink-0 items-center justify-center rounded-full text-[11px] font-semibold",
                        colourOf(m.user_id),
                      )}
                    >
                      {initials(first, last)}
                    </span>
                    <div className={cn("min-w-0 max-w-[80%]", mine && "text-right")}>
                      <p className="text-xs text-slate-500">
                        {mine ? "You" : m.username} ·{" "}
                        {new Date(m.timestamp).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}
                      </p>
                      <p
                        className={cn(
                          "mt-0.5 inline-block whitespace-pre-wrap rounded-2xl px-3 py-2 text-left text-sm",
                          mine ? "bg-lagoon-700 text-white" : "bg-slate-100 text-slate-800",
                        )}
                      >
                        <MentionText
                          text={m.message}
                          mentions={m.mentions ?? mentionsInText(m.message, members)}
                          userId={userId}
                          onDark={mine}
                        />
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        <div ref={end} />
      </div>
      <div className="border-t border-slate-200 p-3">
        {connection === "reconnecting" ? <ReconnectingNote queued={queued} /> : null}
        <div className="relative flex items-end gap-2 rounded-xl border border-slate-300 p-1.5 focus-within:border-lagoon-600">
          {mention.list}
          <label htmlFor="group-input" className="sr-only">
            Message group
          </label>
          <textarea
            id="group-input"
            rows={1}
            value={text}
            placeholder="Message group..."
            ref={box}
            onChange={(e) => mention.onText(e.target.value, e.target.selectionStart)}
            {...mention.boxProps}
            onKeyDown={(e) => {
              if (mention.onKeyDown(e)) return;
              if (e.key === "Enter" && !e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
            className="max-h-32 min-h-9 flex-1 resize-none bg-transparent px-2 py-1.5 text-sm outline-none"
          />
          <button
            type="button"
            aria-label="Send to group"
            disabled={!text.trim()}
            onClick={() => void send()}
            className="inline-flex size-9 items-center justify-center rounded-lg bg-lagoon-700 text-white disabled:bg-slate-300"
          >
            <Send className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </section>
  );
}
