import { CalendarDays, MessageCircle, PanelRightClose, PanelRightOpen } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useParams } from "react-router";
import { useAuth } from "../features/auth/auth-provider";
import { ChatInput, mentionsIn } from "../features/plan/chat-input";
import { type Detail, DetailModal } from "../features/plan/detail-modal";
import { ErrorBanner } from "../features/plan/error-banner";
import { ItineraryPanel } from "../features/plan/itinerary-panel";
import { MessageList } from "../features/plan/message-list";
import { TripHeader } from "../features/plan/trip-header";
import { type ChatMessage, useTripChat } from "../features/plan/use-trip-chat";
import { cn } from "../lib/cn";

const PANEL_BREAKPOINT = 640;

/** /plan and /plan/{id}: the chat with Lotus beside the itinerary it builds. */
export function PlanPage() {
  const { tripId = "" } = useParams();
  const { userId, ratePlan } = useAuth();
  const [errors, setErrors] = useState<string[]>([]);
  const addError = useCallback((m: string) => setErrors((list) => (list.includes(m) ? list : [...list, m])), []);
  const chat = useTripChat(tripId, addError);
  const [text, setText] = useState("");
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [isPrivate, setPrivate] = useState(false);
  const [detail, setDetail] = useState<Detail | null>(null);
  const [panelOpen, setPanelOpen] = useState(() => window.innerWidth >= PANEL_BREAKPOINT);
  const [mobileView, setMobileView] = useState<"chat" | "itinerary">("chat");
  const [sending, setSending] = useState(false);

  // A different trip starts with a clean input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on trip change only.
  useEffect(() => {
    setReplyTo(null);
    setMobileView("chat");
  }, [tripId]);

  async function send(message = text) {
    if (sending || chat.waiting || !message.trim()) return;
    setSending(true);
    const mentions = mentionsIn(message, chat.trip.members);
    setText("");
    const reply = replyTo;
    setReplyTo(null);
    const rate = await chat.send({ text: message, mentions, inReplyTo: reply?.id ?? null, isPrivate });
    setSending(false);
    if (rate) {
      setText(message);
      setReplyTo(reply);
      const until = rate.expiresAt ? new Date(rate.expiresAt).toLocaleString() : "later today";
      addError(
        `${rate.text} You can send more messages after ${until}. See our subscription plans at /pricing, or write to support@lotustravel.app.`,
      );
    }
  }

  const panel = (
    <ItineraryPanel
      itinerary={chat.itinerary}
      loading={chat.itineraryLoading}
      updating={chat.waiting}
      tripId={chat.trip.tripId}
      showBook={ratePlan !== null && ratePlan !== "FREE"}
      onOpen={setDetail}
    />
  );

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <ErrorBanner
        errors={errors}
        onDismiss={(i) => setErrors((list) => (i === "all" ? [] : list.filter((_, k) => k !== i)))}
      />
      <TripHeader trip={chat.trip} onRenamed={(name) => chat.setTrip((t) => ({ ...t, name }))} onError={addError} />
      <div className="flex min-h-0 flex-1">
        <div className={cn("flex min-w-0 flex-1 flex-col", mobileView === "itinerary" && "hidden sm:flex")}>
          <div className="hidden justify-end px-4 pt-2 sm:flex">
            <button
              type="button"
              onClick={() => setPanelOpen((o) => !o)}
              aria-expanded={panelOpen}
              aria-controls="itinerary-panel"
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
            >
              {panelOpen ? (
                <PanelRightClose className="size-4" aria-hidden />
              ) : (
                <PanelRightOpen className="size-4" aria-hidden />
              )}
              Itinerary
            </button>
          </div>
          <MessageList
            messages={chat.messages}
            members={chat.trip.members}
            userId={userId}
            shared={chat.trip.shared}
            lastViewed={chat.lastViewed}
            onQuickStart={(prompt) => void send(prompt)}
            onReply={setReplyTo}
            onOpen={setDetail}
            onViewed={chat.markViewed}
          />
          <ChatInput
            value={text}
            onChange={setText}
            onSend={() => void send()}
            disabled={sending || chat.waiting || chat.messages === null}
            members={chat.trip.members}
            userId={userId}
            shared={chat.trip.shared}
            isPrivate={isPrivate}
            onPrivate={setPrivate}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
          />
        </div>
        <aside
          id="itinerary-panel"
          aria-label="Itinerary"
          className={cn(
            "min-h-0 border-l border-slate-200 bg-white sm:w-96 sm:shrink-0",
            panelOpen ? "sm:block" : "sm:hidden",
            mobileView === "itinerary" ? "block flex-1" : "hidden",
          )}
        >
          {panel}
        </aside>
      </div>
      <nav aria-label="Trip views" className="flex border-t border-slate-200 bg-white md:hidden">
        <BarButton
          active={mobileView === "chat"}
          onClick={() => setMobileView("chat")}
          icon={MessageCircle}
          label="Trip Planning"
        />
        <BarButton
          active={mobileView === "itinerary"}
          onClick={() => setMobileView("itinerary")}
          icon={CalendarDays}
          label="Itinerary"
        />
      </nav>
      <DetailModal detail={detail} onClose={() => setDetail(null)} />
    </div>
  );
}

function BarButton({
  active,
  onClick,
  icon: Icon,
  label,
}: {
  active: boolean;
  onClick: () => void;
  icon: typeof MessageCircle;
  label: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      className={cn(
        "flex flex-1 flex-col items-center gap-0.5 py-2 text-xs",
        active ? "text-lagoon-700" : "text-slate-600",
      )}
    >
      <Icon className="size-5" aria-hidden /> {label}
    </button>
  );
}
