import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, Link2, Mail, Users, X } from "lucide-react";
import { Dialog, Tabs } from "radix-ui";
import { type FormEvent, useState } from "react";
import { setDefaultRole } from "../../api/itinerary";
import { queryKeys } from "../../api/query-keys";
import { shareByEmail, shareLink } from "../../api/together";
import { unwrap } from "../../api/unwrap";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { track } from "../../lib/analytics/analytics";
import { PendingInvites } from "./pending-invites";
import { ShareFriends } from "./share-friends";

const EMAIL = /^\S+@\S+\.\S+$/;
/**
 * The invitation's default text: it invites the recipient to plan the trip together (spec section
 * 9), and names the destination once there is one, instead of asking where to go.
 */
export function defaultShareMessage(destination: string | null | undefined): string {
  const city = destination?.split(",")[0]?.trim();
  return city
    ? `Come plan our trip to ${city} with me on Lotus! Let's work out what to do there together.`
    : "Come plan this trip with me on Lotus! Let's figure out where to go and what to do together.";
}

type Step = "prior" | "share" | "done";

/**
 * The share modal: first whether earlier messages become visible to guests (skipped for a trip
 * already shared), then Email, Link and Friends, then Done / Invite More People.
 */
export function ShareModal({
  open,
  onOpenChange,
  tripId,
  shared,
  owner,
  canManageRoles = false,
  defaultRole = "editor",
  destination = null,
  onShared,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tripId: string;
  shared: boolean;
  owner: boolean;
  /** The owner chooses the role new members join with (editor or viewer). */
  canManageRoles?: boolean;
  /** The role new members get now (join_trip's answer). */
  defaultRole?: "editor" | "viewer";
  /** The trip's destination, when it has one: the default message names it. */
  destination?: string | null;
  /** Someone was invited; `priorPublic`: the earlier messages were made visible to guests. */
  onShared: (priorPublic: boolean) => void;
}) {
  const [step, setStep] = useState<Step>(shared || !owner ? "share" : "prior");
  const [makePublic, setMakePublic] = useState(false);
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  // Null until edited: the default follows the destination, which may be set while the modal waits.
  const [edited, setMessage] = useState<string | null>(null);
  const message = edited ?? defaultShareMessage(destination);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const queryClient = useQueryClient();
  // After each send the owner's list of pending invites reloads.
  const invitesChanged = () => queryClient.invalidateQueries({ queryKey: queryKeys.pendingInvites(tripId) });

  function reset() {
    setStep(shared || !owner ? "share" : "prior");
    setEmails([]);
    setDraft("");
    setError(null);
    setLink(null);
  }

  // A pasted list ("a@x.test, b@x.test") becomes one chip per address: the server takes one
  // address per entry and refuses a packed list.
  const addressesIn = (value: string) => value.split(/[\s,;]+/).filter(Boolean);

  function addEmail(value = draft) {
    const found = addressesIn(value);
    if (!found.length) return true;
    if (!found.every((email) => EMAIL.test(email))) {
      setError("Please enter a valid email address");
      return false;
    }
    setEmails((list) => [...new Set([...list, ...found.map((email) => email.toLowerCase())])]);
    setDraft("");
    setError(null);
    return true;
  }

  async function sendEmails(e: FormEvent) {
    e.preventDefault();
    if (!addEmail()) return;
    const list = [...new Set([...emails, ...addressesIn(draft).map((email) => email.toLowerCase())])];
    if (!list.length) {
      setError("Please add at least one email address");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      track("Share Trip", "email", undefined, { invitations: emails.length });
      const res = await shareByEmail({
        trip_id: tripId,
        emails: list,
        friend_ids: [],
        message,
        make_prior_messages_public: makePublic,
      });
      if (res.ok && res.data.success) {
        if (res.data.errors.length) setError(res.data.errors.join(" "));
        else setStep("done");
        void invitesChanged();
        onShared(makePublic);
      } else {
        const errs = res.ok ? res.data.errors : [];
        setError(errs.length ? errs.join(" ") : (!res.ok && res.data.message) || "Failed sending invitations");
      }
    } catch {
      setError("Network error occurred");
    } finally {
      setBusy(false);
    }
  }

  async function makeLink() {
    setBusy(true);
    setError(null);
    try {
      track("Share Trip", "link");
      const res = await shareLink({ trip_id: tripId, message, make_prior_messages_public: makePublic });
      if (res.ok) {
        setLink(res.data.link);
        void invitesChanged();
        onShared(makePublic);
      } else setError(res.data.message || "Failed to generate link");
    } catch {
      setError("Network error occurred. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Clipboard refused (permissions): the link stays selectable in the field.
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) reset();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Invite people to this trip</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Travel companions can chat with the group, ask Lotus, and see the itinerary.
          </Dialog.Description>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>

          {step === "prior" ? (
            <div className="mt-5">
              <p className="font-medium text-slate-900">Make your earlier conversation with Lotus visible to guests?</p>
              <p className="mt-1 text-sm text-slate-600">
                If not, guests see only what is said from now on. Your private messages stay private either way.
              </p>
              <div className="mt-4 flex gap-2">
                <Button
                  onClick={() => {
                    setMakePublic(true);
                    setStep("share");
                  }}
                >
                  Yes
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setMakePublic(false);
                    setStep("share");
                  }}
                >
                  No
                </Button>
              </div>
            </div>
          ) : null}

          {step === "share" ? (
            <Tabs.Root defaultValue="email" className="mt-5">
              <Tabs.List className="flex gap-1 rounded-lg bg-slate-100 p-1" aria-label="How to invite">
                {[
                  ["email", "Email", Mail],
                  ["link", "Link", Link2],
                  ["friends", "Friends", Users],
                ].map(([value, label, Icon]) => {
                  const I = Icon as typeof Mail;
                  return (
                    <Tabs.Trigger
                      key={value as string}
                      value={value as string}
                      className="flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                    >
                      <I className="size-4" aria-hidden /> {label as string}
                    </Tabs.Trigger>
                  );
                })}
              </Tabs.List>
              {error ? (
                <div className="mt-4">
                  <Alert kind="error">{error}</Alert>
                </div>
              ) : null}
              <Tabs.Content value="email">
                <form onSubmit={(e) => void sendEmails(e)} className="mt-4 space-y-3">
                  <label className="block text-sm font-medium text-slate-700" htmlFor="share-email">
                    Email addresses
                  </label>
                  <div className="flex flex-wrap gap-1.5">
                    {emails.map((e) => (
                      <span
                        key={e}
                        className="inline-flex items-center gap-1 rounded-full bg-lagoon-50 px-2.5 py-1 text-sm text-lagoon-900"
                      >
                        {e}
                        <button
                          type="button"
                          aria-label={`Remove ${e}`}
                          onClick={() => setEmails((l) => l.filter((x) => x !== e))}
                          className="rounded-full p-0.5 hover:bg-lagoon-100"
                        >
                          <X className="size-3" aria-hidden />
                        </button>
                      </span>
                    ))}
                  </div>
                  <input
                    id="share-email"
                    type="email"
                    value={draft}
                    placeholder="friend@example.com"
                    onChange={(e) => setDraft(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === "," || e.key === " " || (e.key === "Enter" && draft.trim())) {
                        e.preventDefault();
                        addEmail();
                      }
                    }}
                    className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
                  />
                  <label className="block text-sm font-medium text-slate-700" htmlFor="share-message">
                    Message
                  </label>
                  <textarea
                    id="share-message"
                    value={message}
                    maxLength={1000}
                    rows={3}
                    onChange={(e) => setMessage(e.target.value)}
                    className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
                  />
                  <Button type="submit" busy={busy} className="w-full">
                    Send invitations
                  </Button>
                </form>
              </Tabs.Content>
              <Tabs.Content value="link">
                <div className="mt-4 space-y-3">
                  <p className="text-sm text-slate-600">
                    Anyone with the link can join. Making a new link turns your old one off.
                  </p>
                  {link ? (
                    <>
                      <div className="flex gap-2">
                        <input
                          readOnly
                          aria-label="Invite link"
                          value={link}
                          onFocus={(e) => e.currentTarget.select()}
                          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
                        />
                        {/* The link just made is the one to pass on: copying it is the main action. */}
                        <Button onClick={() => void copy()}>
                          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
                          {copied ? "Copied!" : "Copy link"}
                        </Button>
                      </div>
                      {/* Replacing turns this link off for anyone not yet in: a quiet, explicit choice. */}
                      <button
                        type="button"
                        onClick={() => void makeLink()}
                        disabled={busy}
                        className="text-sm font-medium text-slate-600 underline underline-offset-2 hover:text-slate-900 disabled:opacity-50"
                      >
                        Replace with a new link (this one stops working)
                      </button>
                    </>
                  ) : (
                    <Button onClick={() => void makeLink()} busy={busy} className="w-full">
                      Create invite link
                    </Button>
                  )}
                </div>
              </Tabs.Content>
              <Tabs.Content value="friends">
                <ShareFriends
                  tripId={tripId}
                  message={message}
                  makePublic={makePublic}
                  onSent={(finished) => {
                    if (finished) setStep("done");
                    onShared(makePublic);
                  }}
                />
              </Tabs.Content>
            </Tabs.Root>
          ) : null}
          {step === "share" && canManageRoles ? <DefaultRole tripId={tripId} initial={defaultRole} /> : null}
          {step === "share" && owner ? <PendingInvites tripId={tripId} /> : null}

          {step === "done" ? (
            <div className="mt-6 text-center">
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-lagoon-50">
                <Check className="size-6 text-lagoon-700" aria-hidden />
              </span>
              <p className="mt-3 font-semibold text-slate-900">Invitations sent!</p>
              <p className="mt-1 text-sm text-slate-600">They'll get an e-mail with a link to join.</p>
              <div className="mt-5 flex justify-center gap-2">
                <Button
                  onClick={() => {
                    onOpenChange(false);
                    reset();
                  }}
                >
                  Done
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setEmails([]);
                    setStep("share");
                  }}
                >
                  Invite More People
                </Button>
              </div>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// The role chosen here in this tab, per trip, until the next join brings the server's.
const chosenDefaults = new Map<string, "editor" | "viewer">();

/** 'New members join as': Editor (changes the itinerary) or Viewer (reads and chats). */
function DefaultRole({ tripId, initial }: { tripId: string; initial: "editor" | "viewer" }) {
  const [role, setRole] = useState(chosenDefaults.get(tripId) ?? initial);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (next: "editor" | "viewer") =>
      unwrap(await setDefaultRole(tripId, next), "The default role could not be saved. Please try again."),
    onMutate: (next) => {
      const previous = role;
      setRole(next);
      setError(null);
      return { previous };
    },
    onSuccess: (_answer, next) => {
      chosenDefaults.set(tripId, next);
    },
    onError: (e, _next, context) => {
      if (context) setRole(context.previous);
      setError(e.message);
    },
  });
  return (
    <fieldset className="mt-6 border-t border-slate-100 pt-4">
      <legend className="text-sm font-semibold text-slate-900">New members join as</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(
          [
            ["editor", "Editor", "Changes the itinerary"],
            ["viewer", "Viewer", "Reads and chats"],
          ] as const
        ).map(([value, label, hint]) => (
          <label
            key={value}
            className={`flex cursor-pointer items-start gap-2 rounded-lg border p-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-lagoon-600 ${
              role === value ? "border-lagoon-700 bg-lagoon-50" : "border-slate-300"
            }`}
          >
            <input
              type="radio"
              name={`default-role-${tripId}`}
              value={value}
              checked={role === value}
              onChange={() => save.mutate(value)}
              className="mt-0.5 accent-lagoon-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{label}</span>
              <span className="block text-xs text-slate-500">{hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <div className="mt-2">
          <Alert kind="error">{error}</Alert>
        </div>
      ) : null}
    </fieldset>
  );
}
