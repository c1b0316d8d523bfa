import { CalendarDays, MessageCircle, PanelRightClose, PanelRightOpen, Users } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { useAuth } from "../features/auth/auth-provider";
import { NotificationSheetButton } from "../features/notifications/notification-bell";
import { ChatInput, mentionsIn } from "../features/plan/chat-input";
import { type Detail, DetailModal } from "../features/plan/detail-modal";
import { ErrorBanner } from "../features/plan/error-banner";
import { GroupChatPanel } from "../features/plan/group-chat-panel";
import { ItineraryPanel } from "../features/plan/itinerary-panel";
import { MessageList } from "../features/plan/message-list";
import { ShareModal } from "../features/plan/share-modal";
import { TripHeader } from "../features/plan/trip-header";
import { useGroupChat } from "../features/plan/use-group-chat";
import { type ChatMessage, useTripChat } from "../features/plan/use-trip-chat";
import { WelcomePopup } from "../features/plan/welcome-popup";
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
  const [searchParams] = useSearchParams();
  // The right-hand panel on wide screens: the itinerary (open by default from 640 px) or the group chat.
  const [side, setSide] = useState<"itinerary" | "group" | null>(() =>
    searchParams.get("open_chat") === "1" ? "group" : window.innerWidth >= PANEL_BREAKPOINT ? "itinerary" : null,
  );
  const [mobileView, setMobileView] = useState<"chat" | "itinerary" | "group">(() =>
    searchParams.get("open_chat") === "1" ? "group" : "chat",
  );
  const panelOpen = side === "itinerary";
  const savedTrip = chat.trip.tripId !== "";
  const groupOpen = side === "group" || mobileView === "group";
  const group = useGroupChat(chat.trip.tripId, userId, groupOpen, addError);
  const [sending, setSending] = useState(false);
  const [sharing, setSharing] = useState(false);

  // A different trip starts with a clean input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on trip change only.
  useEffect(() => {
    setReplyTo(null);
    if (searchParams.get("open_chat") !== "1") setMobileView("chat");
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
      <TripHeader
        trip={chat.trip}
        onRenamed={(name) => chat.setTrip((t) => ({ ...t, name }))}
        onError={addError}
        onInvite={() => setSharing(true)}
      />
      <div className="flex min-h-0 flex-1">
        <div className={cn("flex min-w-0 flex-1 flex-col", mobileView !== "chat" && "hidden sm:flex")}>
          <div className="hidden justify-end gap-1 px-4 pt-2 sm:flex">
            {savedTrip ? (
              <button
                type="button"
                onClick={() => setSide((v) => (v === "group" ? null : "group"))}
                aria-expanded={side === "group"}
                aria-controls="group-chat-panel"
                className="relative inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
              >
                <Users className="size-4" aria-hidden /> Group chat
                {group.unread > 0 ? (
                  <span className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
                    {group.unread}
                  </span>
                ) : null}
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => setSide((v) => (v === "itinerary" ? null : "itinerary"))}
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
        {savedTrip ? (
          <aside
            id="group-chat-panel"
            aria-label="Group chat"
            className={cn(
              "min-h-0 border-l border-slate-200 bg-white sm:w-96 sm:shrink-0",
              side === "group" ? "sm:block" : "sm:hidden",
              mobileView === "group" ? "block flex-1" : "hidden",
            )}
          >
            <GroupChatPanel
              messages={group.messages}
              members={chat.trip.members}
              userId={userId}
              newJoins={group.newJoins}
              onSend={group.send}
              onClose={() => setSide(null)}
              onViewed={group.markViewed}
            />
          </aside>
        ) : null}
      </div>
      <nav aria-label="Trip views" className="flex border-t border-slate-200 bg-white md:hidden">
        <BarButton
          active={mobileView === "chat"}
          onClick={() => setMobileView("chat")}
          icon={MessageCircle}
          label="Trip Planning"
        />
        {savedTrip ? (
          <BarButton
            active={mobileView === "group"}
            onClick={() => setMobileView("group")}
            icon={Users}
            label="Group Chat"
            alert={group.unread > 0}
          />
        ) : null}
        <BarButton
          active={mobileView === "itinerary"}
          onClick={() => setMobileView("itinerary")}
          icon={CalendarDays}
          label="Itinerary"
        />
        <NotificationSheetButton />
      </nav>
      <DetailModal detail={detail} onClose={() => setDetail(null)} />
      {/* Guests are welcomed once per trip; the owner who just shared is not interrupted. */}
      {chat.trip.shared && chat.trip.tripId && chat.trip.accessType === "member" ? (
        <WelcomePopup tripId={chat.trip.tripId} />
      ) : null}
      {chat.trip.tripId ? (
        <ShareModal
          key={chat.trip.tripId}
          open={sharing}
          onOpenChange={setSharing}
          tripId={chat.trip.tripId}
          shared={chat.trip.shared}
          owner={chat.trip.accessType === "owner"}
          onShared={() => chat.setTrip((t) => ({ ...t, shared: true }))}
        />
      ) : null}
    </div>
  );
}

function BarButton({
  active,
  onClick,
  icon: Icon,
  label,
  alert = false,
}: {
  active: boolean;
  onClick: () => void;
  icon: typeof MessageCircle;
  label: string;
  alert?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      className={cn(
        "flex flex-1 flex-col items-center gap-0.5 py-2 text-xs",
        alert ? "text-red-600" : active ? "text-lagoon-700" : "text-slate-600",
      )}
    >
      <Icon className="size-5" aria-hidden /> {label}
      {alert ? <span className="sr-only">(unread)</span> : null}
    </button>
  );
}
