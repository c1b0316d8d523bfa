import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, ChevronDown, ChevronRight, Pencil, Share2, Trash2, UserPlus } from "lucide-react";
import { AlertDialog, DropdownMenu } from "radix-ui";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { TMember } from "../../../common/api/trips";
import { setMemberRole } from "../../api/itinerary";
import { queryKeys } from "../../api/query-keys";
import { deleteTrip, renameTrip } from "../../api/trips";
import { unwrap } from "../../api/unwrap";
import { LotusLogo } from "../../components/logo";
import { toast } from "../../components/toast/toast-store";
import { useAuth } from "../auth/auth-provider";
import { initials } from "../shell/initials";
import { MobileMenu } from "../shell/mobile-menu";
import type { TripInfo } from "./chat-reducer";

const COLLAPSED = 4;
const EXPANDED_MAX = 20;
const item =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";
type Role = TMember["role"];
const roleNames: Record<Role, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };
const fullName = (m: TMember) => `${m.first_name} ${m.last_name}`.trim();

/** The header: logo, product name, and the trip name as a dropdown of members and owner actions. */
export function TripHeader({
  trip,
  onRenamed,
  onRoleChanged,
  onError,
  onInvite,
}: {
  trip: TripInfo;
  onRenamed: (name: string) => void;
  /** A member's role as shown (the owner's change, at once; put back if the server refuses). */
  onRoleChanged: (userId: string, role: Role) => void;
  onError: (m: string) => void;
  /** Opens the share modal ('Add Member' for everyone, 'Share Trip' for the owner). */
  onInvite: () => void;
}) {
  const { userId, userInfo } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(trip.name);
  const [confirming, setConfirming] = useState(false);
  // Rename opens only once the menu has closed: the menu hands focus back to its trigger as it
  // closes, and a field opened before that would lose its focus (and close) at once.
  const renameChosen = useRef(false);
  // What the server's policy allows, as join_trip told it; nothing before the trip exists.
  const may = trip.tripId !== "" ? trip.permissions : null;
  // Sorted by full name here (spec section 2); other member lists put the owner first.
  const members = [...trip.members].sort((a, b) =>
    fullName(a).localeCompare(fullName(b), undefined, { sensitivity: "base" }),
  );
  const shown = expanded ? members.slice(0, EXPANDED_MAX) : members.slice(0, COLLAPSED);

  // The new name shows at once; a failed save puts the old one back.
  const rename = useMutation({
    mutationFn: async (name: string) => unwrap(await renameTrip(trip.tripId, name), "rename failed"),
    onMutate: (name) => {
      const previous = trip.name;
      onRenamed(name);
      return { previous };
    },
    onError: (_error, _name, context) => {
      if (context) onRenamed(context.previous);
      onError("Failed updating trip name, please refresh the page and try again");
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.trips.all });
    },
  });

  const changeRole = useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: "editor" | "viewer"; previous: Role }) =>
      unwrap(await setMemberRole(trip.tripId, userId, role), "The role could not be changed. Please try again."),
    onMutate: ({ userId, role }) => onRoleChanged(userId, role),
    onError: (error, { userId, previous }) => {
      onRoleChanged(userId, previous);
      toast({ variant: "destructive", title: error.message });
    },
  });

  const remove = useMutation({
    mutationFn: async () => unwrap(await deleteTrip(trip.tripId), "delete failed"),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.trips.all });
      navigate("/plan");
    },
    onError: () => onError("Something went wrong deleting this trip -- please refresh the page and try again"),
  });

  function save() {
    const name = draft.trim();
    setEditing(false);
    if (!name || name === trip.name) return;
    rename.mutate(name);
  }

  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4">
      <div className="flex min-w-0 items-center gap-3">
        <LotusLogo className="shrink-0 text-lg" />
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
              if (e.key === "Enter") save();
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
                onCloseAutoFocus={(e) => {
                  if (!renameChosen.current) return;
                  renameChosen.current = false;
                  e.preventDefault();
                  setEditing(true);
                }}
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
                        role: "owner" as const,
                      },
                    ]
                ).map((m: TMember) =>
                  may?.manage_roles && m.access_type !== "owner" ? (
                    <DropdownMenu.Sub key={m.visible_id}>
                      <DropdownMenu.SubTrigger
                        className={`${item} py-1.5`}
                        aria-label={`${m.first_name} ${m.last_name}, Member, ${roleNames[m.role]}: change role`}
                      >
                        <MemberRow member={m} you={m.visible_id === userId} />
                        <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
                      </DropdownMenu.SubTrigger>
                      <DropdownMenu.Portal>
                        <DropdownMenu.SubContent
                          sideOffset={4}
                          collisionPadding={8}
                          className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
                        >
                          <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                            Role of {m.first_name}
                          </DropdownMenu.Label>
                          <DropdownMenu.RadioGroup
                            value={m.role}
                            onValueChange={(role) => {
                              if ((role === "editor" || role === "viewer") && role !== m.role)
                                changeRole.mutate({ userId: m.visible_id, role, previous: m.role });
                            }}
                          >
                            {(
                              [
                                ["editor", "Editor", "Changes the itinerary"],
                                ["viewer", "Viewer", "Reads and chats"],
                              ] as const
                            ).map(([value, label, hint]) => (
                              <DropdownMenu.RadioItem key={value} value={value} className={`${item} items-start`}>
                                <span className="flex size-4 shrink-0 items-center justify-center">
                                  <DropdownMenu.ItemIndicator>
                                    <Check className="size-4 text-lagoon-700" aria-hidden />
                                  </DropdownMenu.ItemIndicator>
                                </span>
                                <span>
                                  <span className="block font-medium">{label}</span>
                                  <span className="block text-xs text-slate-500">{hint}</span>
                                </span>
                              </DropdownMenu.RadioItem>
                            ))}
                          </DropdownMenu.RadioGroup>
                        </DropdownMenu.SubContent>
                      </DropdownMenu.Portal>
                    </DropdownMenu.Sub>
                  ) : (
                    <div key={m.visible_id} className="flex items-center gap-2 px-2 py-1.5 text-sm">
                      <MemberRow member={m} you={m.visible_id === userId} />
                    </div>
                  ),
                )}
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
                {may && (may.share || may.rename || may.delete) ? (
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
                ) : null}
                {may?.share ? (
                  <DropdownMenu.Item className={item} onSelect={onInvite}>
                    <Share2 className="size-4" aria-hidden /> Share Trip
                  </DropdownMenu.Item>
                ) : null}
                {may?.rename ? (
                  <DropdownMenu.Item
                    className={item}
                    onSelect={() => {
                      setDraft(trip.name);
                      renameChosen.current = true;
                    }}
                  >
                    <Pencil className="size-4" aria-hidden /> Rename Trip
                  </DropdownMenu.Item>
                ) : null}
                {may?.delete ? (
                  <DropdownMenu.Item className={`${item} text-red-700`} onSelect={() => setConfirming(true)}>
                    <Trash2 className="size-4" aria-hidden /> Delete Trip
                  </DropdownMenu.Item>
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
                onClick={() => remove.mutate()}
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

/** Initials (a dot on the current user), full name, 'Owner' or 'Member', and a member's role. */
function MemberRow({ member: m, you }: { member: TMember; you: boolean }) {
  return (
    <>
      <span className="relative flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-200 text-[11px] font-semibold text-slate-700">
        {initials(m.first_name, m.last_name)}
        {you ? (
          <span className="absolute -bottom-0.5 -right-0.5 size-2.5 rounded-full border-2 border-white bg-lagoon-600">
            <span className="sr-only">(you)</span>
          </span>
        ) : null}
      </span>
      <span className="min-w-0 flex-1 truncate text-slate-800">
        {m.first_name} {m.last_name}
      </span>
      <span className="shrink-0 text-xs text-slate-500">
        {m.access_type === "owner" ? "Owner" : "Member"}
        {m.access_type === "owner" ? null : <span className="text-slate-400"> · {roleNames[m.role]}</span>}
      </span>
    </>
  );
}
