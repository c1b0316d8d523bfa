import { Compass, Loader2, MapPin, Reply, Wallet } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { TMember } from "../../../common/api/trips";
import { LotusMark } from "../../components/logo";
import { SafeMarkdown } from "../../components/safe-markdown";
import { cn } from "../../lib/cn";
import { cut, plain } from "../../lib/format";
import { initials } from "../shell/initials";
import { ChatCards } from "./chat-cards";
import type { ChatMessage } from "./chat-reducer";
import type { Detail } from "./detail-modal";
import { AppliedLine, type ChangeActions, ProposalCard } from "./proposal-card";
import { withoutDayByDay } from "./reply-text";
import { ThumbsFeedback } from "./thumbs-feedback";

export const greetings = {
  newChat: "Hi! I'm Lotus, your travel AI guide. How can I help plan your perfect journey?",
  shared:
    "Hello! I am Lotus, and welcome to your shared trip! You can use the group chat to chat with other participants, and use this chat to chat with me -- your AI travel guide.",
};

export const quickStarts = [
  { icon: Compass, label: "Find destinations", prompt: "Help me find a destination for my next trip" },
  { icon: Wallet, label: "Take a budget trip", prompt: "I want to take a budget trip" },
  { icon: MapPin, label: "Things to do near me", prompt: "Things to do near me" },
] as const;

export function MessageList({
  messages,
  members,
  userId,
  shared,
  lastViewed,
  onQuickStart,
  onReply,
  onOpen,
  onViewed,
  changes,
}: {
  messages: ChatMessage[] | null;
  members: TMember[];
  userId: string | null;
  shared: boolean;
  lastViewed: string | null;
  onQuickStart: (prompt: string) => void;
  onReply: (m: ChatMessage) => void;
  onOpen: (d: Detail) => void;
  onViewed: () => void;
  /** What Lotus changed or proposes under its replies, and what this person may do about it. */
  changes?: ChangeActions;
}) {
  const end = useRef<HTMLDivElement>(null);
  // The message a reply's preview jumped to, highlighted for REPLY_HIGHLIGHT_MS.
  const [highlighted, setHighlighted] = useState<string | null>(null);
  useEffect(() => {
    if (!highlighted) return;
    const t = setTimeout(() => setHighlighted(null), REPLY_HIGHLIGHT_MS);
    return () => clearTimeout(t);
  }, [highlighted]);
  const jumpTo = (id: string) => {
    document.getElementById(messageAnchor(id))?.scrollIntoView({ block: "center", behavior: "smooth" });
    // Cleared first so a second jump to the same message starts its 4 s again.
    setHighlighted(null);
    queueMicrotask(() => setHighlighted(id));
  };
  const count = messages?.length ?? 0;
  const lastText = messages?.[count - 1]?.msg.length ?? 0;
  // The final reply brings its cards (and a proposal to decide on) under the streamed text.
  const lastDone = messages?.[count - 1]?.isPartial !== true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives, grows or completes.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [count, lastText, lastDone]);

  if (messages === null) {
    return (
      <div className="flex flex-1 items-center justify-center gap-2 text-slate-500" role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden /> Loading Trip...
      </div>
    );
  }
  const nameOf = (id: string) => {
    const m = members.find((x) => x.visible_id === id);
    return m ? { first: m.first_name, last: m.last_name } : { first: "?", last: "" };
  };
  const firstUnread = lastViewed
    ? messages.findIndex((m) => m.user_id !== userId && m.created_at > lastViewed && !m.isPartial)
    : -1;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: reading the list marks it viewed; keys scroll it too.
    <div
      className="min-h-0 flex-1 overflow-y-auto px-4 py-6 sm:px-6"
      onClick={onViewed}
      role="log"
      aria-label="Chat with Lotus"
    >
      <div className="mx-auto max-w-3xl space-y-5">
        {messages.length === 0 || shared ? (
          <Greeting shared={shared} onQuickStart={onQuickStart} showPrompts={messages.length === 0 && !shared} />
        ) : null}
        {messages.map((m, i) => {
          const mine = m.user_id === userId;
          const lotus = m.role === "assistant";
          const who = lotus ? null : nameOf(m.user_id);
          return (
            <div key={m.id}>
              {i === firstUnread ? (
                <div className="my-3 flex items-center gap-3 text-xs font-medium text-lotus-600">
                  <span className="h-px flex-1 bg-lotus-100" /> Unread messages{" "}
                  <span className="h-px flex-1 bg-lotus-100" />
                </div>
              ) : null}
              <article
                id={messageAnchor(m.id)}
                className={cn(
                  "group flex gap-3 rounded-2xl transition-colors duration-500",
                  mine && "flex-row-reverse",
                  highlighted === m.id && "bg-amber-100 ring-2 ring-amber-300",
                )}
                aria-label={lotus ? "Lotus" : "Message"}
                data-highlighted={highlighted === m.id || undefined}
              >
                {mine ? null : lotus ? (
                  <span className="relative mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-lotus-50">
                    <LotusMark className="size-6" />
                    {m.isPartial ? (
                      <Loader2
                        className="absolute -bottom-1 -right-1 size-4 animate-spin text-lagoon-700"
                        aria-label="Lotus is replying"
                      />
                    ) : null}
                  </span>
                ) : (
                  <span className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700">
                    {initials(who?.first ?? "?", who?.last ?? "")}
                  </span>
                )}
                <div className={cn("min-w-0 max-w-[85%]", mine && "items-end text-right")}>
                  {m.in_reply_to ? <ReplyPreview id={m.in_reply_to} messages={messages} onJump={jumpTo} /> : null}
                  <div
                    className={cn(
                      "inline-block rounded-2xl px-4 py-2.5 text-left text-[15px] leading-relaxed",
                      mine
                        ? "bg-lagoon-700 text-white"
                        : lotus
                          ? "bg-slate-50 text-slate-800"
                          : "bg-slate-100 text-slate-800",
                    )}
                  >
                    {lotus ? (
                      m.msg ? (
                        <div className="prose-chat">
                          <SafeMarkdown>{replyText(m)}</SafeMarkdown>
                        </div>
                      ) : (
                        <span className="flex items-center gap-2 text-slate-500">
                          <Loader2 className="size-4 animate-spin" aria-hidden /> Lotus is thinking...
                        </span>
                      )
                    ) : (
                      <p className="whitespace-pre-wrap">{m.msg}</p>
                    )}
                  </div>
                  {m.is_private && shared ? <p className="mt-1 text-xs text-slate-500">Private</p> : null}
                  {lotus && m.ctx && !m.isPartial ? <ChatCards ctx={m.ctx} onOpen={onOpen} /> : null}
                  {lotus && m.ctx?.proposal && changes ? (
                    <ProposalCard proposal={m.ctx.proposal} actions={changes} />
                  ) : null}
                  {lotus && m.ctx?.applied && changes ? (
                    <AppliedLine applied={m.ctx.applied} actions={changes} />
                  ) : null}
                  <div className={cn("flex items-center gap-2", mine && "justify-end")}>
                    {lotus && !m.isPartial && !m.id.startsWith("pending-") ? (
                      <ThumbsFeedback messageId={m.id} text={m.msg} />
                    ) : null}
                    {!mine && !m.isPartial ? (
                      <button
                        type="button"
                        onClick={() => onReply(m)}
                        className="mt-2 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                      >
                        <Reply className="size-3.5" aria-hidden /> Reply
                      </button>
                    ) : null}
                  </div>
                </div>
              </article>
            </div>
          );
        })}
        <div ref={end} />
      </div>
    </div>
  );
}

/**
 * A reply's text as shown: one that describes the trip's itinerary (now in the panel) leaves the
 * days out; a suggestion (a proposal, a private reply) keeps them, since the panel does not show it.
 */
function replyText(m: ChatMessage): string {
  const ctx = m.ctx;
  return ctx && ctx.itinerary.length > 0 && !ctx.proposal && !m.is_private ? withoutDayByDay(m.msg) : m.msg;
}

/** How long the message a reply points to stays highlighted after a jump (spec section 9). */
export const REPLY_HIGHLIGHT_MS = 4000;
const messageAnchor = (id: string) => `message-${id}`;

/** The replied-to message, cut at 40 characters; pressing it jumps there and highlights it. */
function ReplyPreview({ id, messages, onJump }: { id: string; messages: ChatMessage[]; onJump: (id: string) => void }) {
  const original = messages.find((m) => m.id === id);
  if (!original) return null;
  return (
    <button
      type="button"
      onClick={() => onJump(id)}
      aria-label={`Go to the message replied to: ${cut(plain(original.msg), 40)}`}
      className="mb-1 block border-l-2 border-slate-300 pl-2 text-left text-xs text-slate-500 hover:border-lagoon-600 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-lagoon-600"
    >
      {cut(plain(original.msg), 40)}
    </button>
  );
}

function Greeting({
  shared,
  showPrompts,
  onQuickStart,
}: {
  shared: boolean;
  showPrompts: boolean;
  onQuickStart: (prompt: string) => void;
}) {
  return (
    <div className="flex gap-3">
      <span className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-lotus-50">
        <LotusMark className="size-6" />
      </span>
      <div>
        <p className="rounded-2xl bg-slate-50 px-4 py-2.5 text-[15px] text-slate-800">
          {shared ? greetings.shared : greetings.newChat}
        </p>
        {showPrompts ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {quickStarts.map(({ icon: Icon, label, prompt }) => (
              <button
                key={label}
                type="button"
                onClick={() => onQuickStart(prompt)}
                className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-700 shadow-sm hover:border-lagoon-600 hover:text-lagoon-700"
              >
                <Icon className="size-4" aria-hidden /> {label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
