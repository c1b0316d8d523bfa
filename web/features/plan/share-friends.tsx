import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Loader2, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type TFriend, togetherMessages } from "../../../common/api/together";
import { queryKeys } from "../../api/query-keys";
import { addFriend, fetchFriends, shareByEmail } from "../../api/together";
import { unwrap } from "../../api/unwrap";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { track } from "../../lib/analytics/analytics";
import { initials } from "../shell/initials";

// The share modal's Friends tab (spec sections 2, 3, 5, 7, 8): one's friends to pick and invite,
// and the people one has travelled with (recently, or before) to add as friends. Only accepted
// friends can be invited this way: the server drops any other id, so only they are selectable.

export const friendTexts = {
  required: togetherMessages.friendRequired,
  loadFailed: "Failed to load friends. Please try again.",
  addFailed: "Failed to add friend. Please try again.",
  shareFailed: "Sorry, an error occurred.",
  sendFailed: "Failed sending invitations",
} as const;

const nameParts = (name: string) => {
  const [first = "", ...rest] = name.split(" ");
  return initials(first, rest.join(" "));
};

export function ShareFriends({
  tripId,
  message,
  makePublic,
  onSent,
}: {
  tripId: string;
  message: string;
  makePublic: boolean;
  /**
   * Someone was invited. `finished`: everyone chosen was, and the modal shows its success screen;
   * otherwise the tab stays, saying who could not be.
   */
  onSent: (finished: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const friends = useQuery({
    queryKey: queryKeys.friends,
    queryFn: async () => unwrap(await fetchFriends(), friendTexts.loadFailed),
    retry: false,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What the server said to each friend request, by person.
  const [answers, setAnswers] = useState<Record<string, string>>({});

  const add = useMutation({
    mutationFn: async (person: TFriend) => unwrap(await addFriend(person.id), friendTexts.addFailed),
    onMutate: () => setError(null),
    onSuccess: (answer, person) => {
      setAnswers((a) => ({ ...a, [person.id]: answer.message }));
      track("Share Trip", "add friend");
      // An accepted request moves them into the friends list.
      void queryClient.invalidateQueries({ queryKey: queryKeys.friends });
    },
    // The server's reason is for the log; the person sees the spec's message.
    onError: () => setError(friendTexts.addFailed),
  });

  function toggle(id: string) {
    setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
    setError(null);
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    const ids = selected.filter((id) => friends.data?.friends.some((f) => f.id === id));
    if (!ids.length) {
      setError(friendTexts.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      track("Share Trip", "friends", undefined, { invitations: ids.length });
      const res = await shareByEmail({
        trip_id: tripId,
        emails: [],
        friend_ids: ids,
        message,
        make_prior_messages_public: makePublic,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pendingInvites(tripId) });
      if (res.ok && res.data.success && !res.data.errors.length) {
        setSelected([]);
        onSent(true);
      } else if (res.ok) {
        setError(res.data.errors.length ? res.data.errors.join(" ") : friendTexts.sendFailed);
        if (res.data.success) onSent(false);
      } else setError(res.data.message || friendTexts.shareFailed);
    } catch {
      setError(friendTexts.shareFailed);
    } finally {
      setBusy(false);
    }
  }

  if (friends.isPending)
    return (
      <p role="status" className="mt-6 flex items-center justify-center gap-2 text-sm text-slate-500">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Loading friends...
      </p>
    );
  if (friends.isError)
    return (
      <div className="mt-4 space-y-3">
        <Alert kind="error">{friendTexts.loadFailed}</Alert>
        <Button variant="secondary" className="w-full" onClick={() => void friends.refetch()}>
          Try again
        </Button>
      </div>
    );

  const { friends: mine, recent, suggestions } = friends.data;
  const nobody = !mine.length && !recent.length && !suggestions.length;
  return (
    <form onSubmit={(e) => void send(e)} className="mt-4 space-y-4" noValidate>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {nobody ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-5 text-center text-sm text-slate-600">
          No friends yet. People you share a trip with show up here, ready to add as friends.
        </p>
      ) : null}
      {mine.length ? (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Your friends</legend>
          <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto">
            {mine.map((f) => (
              <li key={f.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-lagoon-600">
                  <input
                    type="checkbox"
                    checked={selected.includes(f.id)}
                    onChange={() => toggle(f.id)}
                    className="size-4 accent-lagoon-700"
                  />
                  <Person friend={f} />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {[
        ["Recently travelled with", recent],
        ["Suggestions", suggestions],
      ].map(([title, people]) =>
        (people as TFriend[]).length ? (
          <section key={title as string}>
            <h3 className="text-sm font-semibold text-slate-900">{title as string}</h3>
            <ul className="mt-2 space-y-1">
              {(people as TFriend[]).map((f) => (
                <li key={f.id} className="flex items-center gap-3 px-2 py-1.5">
                  <Person friend={f} />
                  {answers[f.id] ? (
                    <span role="status" className="flex shrink-0 items-center gap-1 text-xs text-lagoon-700">
                      <Check className="size-3.5" aria-hidden /> {answers[f.id]}
                    </span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => add.mutate(f)}
                      disabled={add.isPending && add.variables?.id === f.id}
                      aria-label={`Add friend ${f.name}`}
                      className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1.5 text-xs font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-lagoon-600 disabled:opacity-60"
                    >
                      {add.isPending && add.variables?.id === f.id ? (
                        <Loader2 className="size-3.5 animate-spin" aria-hidden />
                      ) : (
                        <UserPlus className="size-3.5" aria-hidden />
                      )}
                      Add friend
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
      {mine.length ? (
        <Button type="submit" busy={busy} className="w-full">
          {selected.length
            ? `Invite ${selected.length} ${selected.length === 1 ? "friend" : "friends"}`
            : "Invite friends"}
        </Button>
      ) : null}
    </form>
  );
}

function Person({ friend: f }: { friend: TFriend }) {
  const together = f.mutualConnections;
  return (
    <>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700">
        {nameParts(f.name)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-slate-900">{f.name}</span>
        <span className="block truncate text-xs text-slate-500">
          {together ? `${together} ${together === 1 ? "trip" : "trips"} together` : "Friend"}
          {f.isRecentActive ? " · recently active" : ""}
        </span>
      </span>
    </>
  );
}
