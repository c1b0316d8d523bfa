import { ChevronDown, Pencil, Share2, Trash2, UserPlus } from "lucide-react";
import { AlertDialog, DropdownMenu } from "radix-ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { TMember } from "../../../common/api/trips";
import { deleteTrip, renameTrip } from "../../api/trips";
import { LotusLogo } from "../../components/logo";
import { MobileMenu } from "../../components/mobile-menu";
import { useAuth } from "../auth/auth-provider";
import { initials } from "../shell/initials";
import { refreshTrips } from "../shell/trips-refresh";
import type { TripInfo } from "./use-trip-chat";

const COLLAPSED = 4;
const EXPANDED_MAX = 20;
const item =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

/** The header: logo, product name, and the trip name as a dropdown of members and owner actions. */
export function TripHeader({
  trip,
  onRenamed,
  onError,
  onInvite,
}: {
  trip: TripInfo;
  onRenamed: (name: string) => void;
  onError: (m: string) => void;
  /** Opens the share modal ('Add Member' for everyone, 'Share Trip' for the owner). */
  onInvite: () => void;
}) {
  const { userId, userInfo } = useAuth();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(trip.name);
  const [confirming, setConfirming] = useState(false);
  const owner = trip.accessType === "owner" && trip.tripId !== "";
  const members = trip.members;
  const shown = expanded ? members.slice(0, EXPANDED_MAX) : members.slice(0, COLLAPSED);

  async function save() {
    const name = draft.trim();
    setEditing(false);
    if (!name || name === trip.name) return;
    const previous = trip.name;
    onRenamed(name);
    try {
      const res = await renameTrip(trip.tripId, name);
      if (!res.ok) throw new Error();
      refreshTrips();
    } catch {
      onRenamed(previous);
      onError("Failed updating trip name, please refresh the page and try again");
    }
  }

  async function remove() {
    try {
      const res = await deleteTrip(trip.tripId);
      if (!res.ok) throw new Error();
      refreshTrips();
      navigate("/plan");
    } catch {
      onError("Something went wrong deleting this trip -- please refresh the page and try again");
    }
  }

  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4">
      <div className="flex min-w-0 items-center gap-3">
        <LotusLogo className="text-lg md:hidden" />
        {editing ? (
          <input
            // biome-ignore lint/a11y/noAutofocus: the rename field opens on request and takes the typing.
            autoFocus
            aria-label="Trip name"
            placeholder="Trip name"
            maxLength={100}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") void save();
              if (e.key === "Escape") {
                setDraft(trip.name);
                setEditing(false);
              }
            }}
            onBlur={() => setEditing(false)}
            className="w-64 max-w-full rounded-lg border border-lagoon-600 px-2 py-1 text-base font-semibold outline-none ring-2 ring-lagoon-100"
          />
        ) : (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger className="flex min-w-0 items-center gap-1 rounded-lg px-2 py-1 text-base font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-lagoon-600">
              <span className="truncate">{trip.name}</span>
              <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="start"
                sideOffset={6}
                className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
              >
                <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                  Members{expanded && members.length > EXPANDED_MAX ? " (showing 20)" : ""}
                </DropdownMenu.Label>
                {(members.length
                  ? shown
                  : [
                      {
                        visible_id: userId ?? "",
                        first_name: userInfo?.firstName ?? "",
                        last_name: userInfo?.lastName ?? "",
                        access_type: "owner" as const,
                      },
                    ]
                ).map((m: TMember) => (
                  <div key={m.visible_id} className="flex items-center gap-2 px-2 py-1.5 text-sm">
                    <span className="relative flex size-7 items-center justify-center rounded-full bg-slate-200 text-[11px] font-semibold text-slate-700">
                      {initials(m.first_name, m.last_name)}
                      {m.visible_id === userId ? (
                        <span className="absolute -bottom-0.5 -right-0.5 size-2.5 rounded-full border-2 border-white bg-lagoon-600">
                          <span className="sr-only">(you)</span>
                        </span>
                      ) : null}
                    </span>
                    <span className="min-w-0 flex-1 truncate text-slate-800">
                      {m.first_name} {m.last_name}
                    </span>
                    <span className="text-xs text-slate-500">{m.access_type === "owner" ? "Owner" : "Member"}</span>
                  </div>
                ))}
                {members.length > COLLAPSED ? (
                  <DropdownMenu.Item
                    className={item}
                    onSelect={(e) => {
                      e.preventDefault();
                      setExpanded((x) => !x);
                    }}
                  >
                    {expanded ? "Show Less" : `+${members.length - COLLAPSED} more`}
                  </DropdownMenu.Item>
                ) : null}
                {trip.tripId ? (
                  <DropdownMenu.Item className={item} onSelect={onInvite}>
                    <UserPlus className="size-4" aria-hidden /> Add Member
                  </DropdownMenu.Item>
                ) : null}
                {owner ? (
                  <>
                    <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
                    <DropdownMenu.Item className={item} onSelect={onInvite}>
                      <Share2 className="size-4" aria-hidden /> Share Trip
                    </DropdownMenu.Item>
                    <DropdownMenu.Item
                      className={item}
                      onSelect={() => {
                        setDraft(trip.name);
                        setEditing(true);
                      }}
                    >
                      <Pencil className="size-4" aria-hidden /> Rename Trip
                    </DropdownMenu.Item>
                    <DropdownMenu.Item className={`${item} text-red-700`} onSelect={() => setConfirming(true)}>
                      <Trash2 className="size-4" aria-hidden /> Delete Trip
                    </DropdownMenu.Item>
                  </>
                ) : null}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        )}
      </div>
      <MobileMenu user={userInfo} />
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete this trip?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              "{trip.name}", its chat and its itinerary will be deleted for every member. This cannot be undone.
            </AlertDialog.Description>
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
                Cancel
              </AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => void remove()}
                className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
              >
                Delete Trip
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </header>
  );
}
