import { useQuery } from "@tanstack/react-query";
import { CalendarDays, MapPin, UserRound } from "lucide-react";
import type { TInvitePreview } from "../../../common/api/invite-preview";
import { fetchInvitePreview } from "../../api/invite-preview";
import { queryKeys } from "../../api/query-keys";
import { authStorage } from "./auth-storage";

// An invitee meets the login, sign-up and accept screens before the trip: each names the trip,
// who invited them and when it is (issue 26), instead of a bare "Welcome back".

/** The invite token the guard remembered (/accept/{token} as the return URL), if any. */
export function pendingInviteToken(): string | null {
  const back = authStorage.returnUrl();
  const match = back ? /^\/accept\/([\w-]+)$/.exec(back.split("?")[0] ?? "") : null;
  return match?.[1] && match[1] !== "invite" ? match[1] : null;
}

/** The invite's preview; nothing (no call) without a token, and nothing for a dead invite. */
export function useInvitePreview(token: string | null) {
  return useQuery({
    queryKey: queryKeys.invitePreview(token),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
    queryFn: async (): Promise<TInvitePreview | null> => {
      const res = await fetchInvitePreview(token ?? "");
      return res.ok ? res.data : null;
    },
  });
}

/** "Olga Ivanova invited you to plan Lisbon" with the destination and dates. */
export function InviteSummary({ invite }: { invite: TInvitePreview }) {
  return (
    <section
      aria-label="Your invitation"
      data-testid="invite-summary"
      className="rounded-xl border border-lagoon-600/30 bg-lagoon-50 px-4 py-3 text-sm text-slate-800"
    >
      <p className="font-semibold text-slate-900">
        {invite.inviter} invited you to plan “{invite.trip_name}”
      </p>
      <ul className="mt-1.5 space-y-1 text-slate-700">
        {invite.destination && invite.destination !== invite.trip_name ? (
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-lagoon-700" aria-hidden /> {invite.destination}
          </li>
        ) : null}
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0 text-lagoon-700" aria-hidden /> {invite.dates ?? "Dates not set yet"}
        </li>
        <li className="flex items-center gap-1.5">
          <UserRound className="size-4 shrink-0 text-lagoon-700" aria-hidden /> Invited by {invite.inviter}
        </li>
      </ul>
    </section>
  );
}
