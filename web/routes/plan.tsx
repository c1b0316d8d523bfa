import { CalendarDays, Map as MapIcon, MessageCircle, PanelRightClose, PanelRightOpen, Users } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { type RichMessage, richKey } from "../components/rich-text";
import { toast } from "../components/toast/toast-store";
import { useAuth } from "../features/auth/auth-provider";
import { nextFreeTime } from "../features/itinerary/itinerary-cache";
import { useHistoryActions, useItineraryEdits, useItineraryState } from "../features/itinerary/use-itinerary";
import { useProposals } from "../features/itinerary/use-proposals";
import { MapView } from "../features/map/map-view";
import { NotificationSheetButton } from "../features/notifications/notification-bell";
import { ChatInput } from "../features/plan/chat-input";
import type { ChatMessage } from "../features/plan/chat-reducer";
import { type AddPlace, type Detail, DetailModal } from "../features/plan/detail-modal";
import { ErrorBanner } from "../features/plan/error-banner";
import { GroupChatPanel } from "../features/plan/group-chat-panel";
import { ItineraryPanel, itemDetail, panelDays } from "../features/plan/itinerary-panel";
import { mentionsInText } from "../features/plan/mentions";
import { MessageList } from "../features/plan/message-list";
import type { ChangeActions } from "../features/plan/proposal-card";
import { rateErrorText } from "../features/plan/rate-error";
import { ShareModal } from "../features/plan/share-modal";
import { TripHeader } from "../features/plan/trip-header";
import { useGroupChat } from "../features/plan/use-group-chat";
import { texts as chatTexts, useTripChat } from "../features/plan/use-trip-chat";
import { WelcomePopup } from "../features/plan/welcome-popup";
import { useConnection } from "../features/realtime/connection";
import { ReconnectingNote } from "../features/realtime/reconnecting-note";
import { cn } from "../lib/cn";
import { day } from "../lib/format";

const PANEL_BREAKPOINT = 640;
const emitFailedText = chatTexts.emitFailed;

/** /plan and /plan/{id}: the chat with Lotus beside the itinerary it builds. */
export function PlanPage() {
  const { tripId = "" } = useParams();
  const { userId, ratePlan } = useAuth();
  const [errors, setErrors] = useState<RichMessage[]>([]);
  // The same message is not shown twice.
  const addError = useCallback(
    (m: RichMessage) => setErrors((list) => (list.some((e) => richKey(e) === richKey(m)) ? list : [...list, m])),
    [],
  );
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
  const [mobileView, setMobileView] = useState<"chat" | "itinerary" | "group" | "map">(() =>
    searchParams.get("open_chat") === "1" ? "group" : "chat",
  );
  const panelOpen = side === "itinerary";
  const savedTrip = chat.trip.tripId !== "";
  const groupOpen = side === "group" || mobileView === "group";
  const group = useGroupChat(chat.trip.tripId, userId, groupOpen, addError);
  const [sending, setSending] = useState(false);
  const [sharing, setSharing] = useState(false);
  // The trip map (issue 29): above the list on wide screens when asked for, a tab on phones. One
  // item is selected at a time: its row and its pin are highlighted, whichever was clicked.
  const [mapOpen, setMapOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const connection = useConnection();
  // A message written while the connection was down, sent once it is back.
  const [queued, setQueued] = useState(false);
  // Members chosen in the AI chat's @ picker since the last message was sent.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  // The editable itinerary (every day, with versions), edited live by those who may.
  const savedTripId = chat.trip.tripId;
  const itinerary = useItineraryState(savedTripId);
  const { edit } = useItineraryEdits(savedTripId);
  const canEdit = savedTripId !== "" && chat.trip.permissions.edit_itinerary;
  const proposals = useProposals(savedTripId, savedTripId !== "");
  const history = useHistoryActions(savedTripId);
  const changes: ChangeActions = {
    userId,
    canEdit,
    current: proposals.current,
    apply: proposals.apply,
    discard: proposals.discard,
    undo: history.undo,
    busy: proposals.busy || history.busy,
  };
  useEffect(() => {
    if (itinerary.isError)
      addError("Something went wrong updating trip itinerary, please refresh the page and try again");
  }, [itinerary.isError, addError]);
  const { days, legacy } = panelDays(itinerary.data, chat.itinerary);
  const addPlace: AddPlace | undefined =
    canEdit && !legacy && days.length
      ? {
          days: days.map((d, i) => ({ date: d.date, label: `Day ${i + 1} · ${day(d.date)}` })),
          onAdd: (date, place) => {
            const n = days.findIndex((d) => d.date === date) + 1;
            edit({
              op: "add",
              item: {
                date,
                time: nextFreeTime(days.find((d) => d.date === date)?.items ?? []),
                duration_min: null,
                kind: "place",
                title: place.name,
                location: "",
                notes: "",
                confirmation: null,
                booked: false,
                place,
              },
            });
            toast({ title: `Added ${place.name} to day ${n}` });
          },
        }
      : undefined;

  // A different trip starts with a clean input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on trip change only.
  useEffect(() => {
    setReplyTo(null);
    if (searchParams.get("open_chat") !== "1") setMobileView("chat");
  }, [tripId]);

  async function send(message = text) {
    // Not before the trip has loaded: the text would be cleared and go nowhere.
    if (sending || chat.waiting || chat.messages === null || !message.trim()) return;
    // While the connection is down the text stays in the box and goes once it is back.
    if (connection === "reconnecting") {
      setText(message);
      setQueued(true);
      return;
    }
    setSending(true);
    // By id: the members chosen in the picker are the ones meant among namesakes.
    const mentions = mentionsInText(message, chat.trip.members, picked);
    setText("");
    const reply = replyTo;
    setReplyTo(null);
    const rate = await chat.send({ text: message, mentions, inReplyTo: reply?.id ?? null, isPrivate });
    setSending(false);
    if (rate === null) setPicked(new Set());
    if (rate === "offline") {
      setText(message);
      setReplyTo(reply);
      setQueued(true);
    } else if (rate) {
      setText(message);
      setReplyTo(reply);
      addError(rateErrorText(rate.rate_error, rate.rate_expiration));
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: sends the kept message once, when the connection is back.
  useEffect(() => {
    if (connection !== "online") return;
    // An error from the outage would still ask to refresh though all is well again.
    setErrors((list) => list.filter((e) => e !== emitFailedText));
    if (!queued) return;
    setQueued(false);
    void send();
  }, [queued, connection]);

  const panel = (
    <ItineraryPanel
      itinerary={chat.itinerary}
      state={itinerary.data}
      loading={chat.itineraryLoading || itinerary.isLoading}
      updating={chat.waiting || itinerary.isFetching}
      tripId={chat.trip.tripId}
      showBook={ratePlan !== null && ratePlan !== "FREE"}
      canEdit={canEdit}
      onOpen={setDetail}
      onEdit={edit}
      selectedId={selected}
      onSelect={setSelected}
    />
  );

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <TripHeader
        trip={chat.trip}
        onRenamed={(name) => chat.update({ type: "renamed", name })}
        onRoleChanged={(id, role) => chat.update({ type: "role_changed", userId: id, role })}
        onError={addError}
        onInvite={() => setSharing(true)}
      />
      {/* Below the trip's header, in the flow: it used to cover the trip's name. */}
      <ErrorBanner
        errors={errors}
        onDismiss={(i) => setErrors((list) => (i === "all" ? [] : list.filter((_, k) => k !== i)))}
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
            <button
              type="button"
              onClick={() => {
                setMapOpen((v) => !v);
                setSide("itinerary");
              }}
              aria-pressed={mapOpen && panelOpen}
              aria-controls="itinerary-panel"
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
            >
              <MapIcon className="size-4" aria-hidden /> Map
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
            changes={changes}
          />
          {connection === "reconnecting" ? (
            <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
              <ReconnectingNote queued={queued} />
            </div>
          ) : null}
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
            onMention={(id) => setPicked((s) => new Set([...s, id]))}
          />
        </div>
        <aside
          id="itinerary-panel"
          aria-label="Itinerary"
          className={cn(
            "min-h-0 min-w-0 flex-col border-l border-slate-200 bg-white sm:w-96 sm:shrink-0",
            panelOpen ? "sm:flex" : "sm:hidden",
            mobileView === "itinerary" || mobileView === "map" ? "flex flex-1" : "hidden",
          )}
        >
          {(mapOpen && panelOpen) || mobileView === "map" ? (
            <MapView
              days={days}
              stays={itinerary.data?.stays ?? []}
              selectedId={selected}
              onPick={(id) => {
                setSelected(id);
                const d = itemDetail(days, id);
                if (d) setDetail(d);
              }}
              label="Map of the trip"
              className={cn(
                mobileView === "map" ? "flex-1" : "hidden",
                mapOpen ? "sm:block sm:h-72 sm:flex-none" : "sm:hidden",
              )}
            />
          ) : null}
          <div className={cn("min-h-0 flex-1 sm:block", mobileView === "itinerary" ? "block" : "hidden")}>{panel}</div>
        </aside>
        {savedTrip ? (
          <aside
            id="group-chat-panel"
            aria-label="Group chat"
            className={cn(
              "min-h-0 min-w-0 border-l border-slate-200 bg-white sm:w-96 sm:shrink-0",
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
              earlier={group.hasEarlier ? group.earlier : null}
              onLoadEarlier={group.loadEarlier}
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
        <BarButton active={mobileView === "map"} onClick={() => setMobileView("map")} icon={MapIcon} label="Map" />
        <NotificationSheetButton />
      </nav>
      <DetailModal detail={detail} onClose={() => setDetail(null)} addPlace={addPlace} />
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
          owner={chat.trip.permissions.manage_invites}
          canManageRoles={chat.trip.permissions.manage_roles}
          defaultRole={chat.trip.defaultRole}
          destination={chat.itinerary.destination}
          onShared={(priorPublic) => chat.update({ type: "shared", priorPublic })}
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
  icon: typeof MessageCircle | typeof MapIcon;
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
