import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { Switch } from "radix-ui";
import { Link } from "react-router";
import { notificationSettingLabels, type TNotificationSettings } from "../../../common/api/watch";
import { queryKeys } from "../../api/query-keys";
import { unwrap } from "../../api/unwrap";
import { notificationSettings, updateNotificationSettings } from "../../api/watch";
import { Alert } from "../../components/alert";
import { useAuth } from "../auth/auth-provider";

const keys = Object.keys(notificationSettingLabels) as (keyof TNotificationSettings)[];

/** Account settings, Notifications: which trip changes to hear about, and the daily digest. */
export function NotificationSettingsTab() {
  const { ratePlan } = useAuth();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: queryKeys.notificationSettings,
    queryFn: async () => unwrap(await notificationSettings(), "Failed to load your notification settings"),
  });
  const save = useMutation({
    mutationFn: async (change: Partial<TNotificationSettings>) =>
      unwrap(await updateNotificationSettings(change), "Failed to save your notification settings"),
    // The switch moves at once; a failed save puts it back.
    onMutate: async (change) => {
      const before = client.getQueryData<TNotificationSettings>(queryKeys.notificationSettings);
      if (before) client.setQueryData(queryKeys.notificationSettings, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(queryKeys.notificationSettings, context.before);
    },
    onSuccess: (data) => client.setQueryData(queryKeys.notificationSettings, data),
  });

  return (
    <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
      <h2 className="text-xl font-semibold">Trip updates</h2>
      <p className="mt-1 text-sm text-slate-600">
        Lotus keeps an eye on the flights, hotels and weather of upcoming Voyager trips and tells everyone on the trip
        when something changes.
      </p>
      {ratePlan !== "PRO" ? (
        <p className="mt-3 rounded-lg bg-lagoon-50 px-3 py-2 text-sm text-lagoon-900">
          Trips you own are watched on Voyager.{" "}
          <Link to="/pricing" className="font-medium underline">
            See plans
          </Link>
          . You still hear about changes to Voyager trips you are part of.
        </p>
      ) : null}
      {settings.isPending ? (
        <p className="mt-6 flex items-center gap-2 text-sm text-slate-500">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading your settings...
        </p>
      ) : settings.isError ? (
        <div className="mt-6">
          <Alert kind="error">{settings.error.message}</Alert>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-slate-100">
          {keys.map((key) => {
            const id = `notify-${key}`;
            return (
              <li key={key} className="flex items-start justify-between gap-4 py-4">
                <div>
                  <label htmlFor={id} className="font-medium text-slate-900">
                    {notificationSettingLabels[key].label}
                  </label>
                  <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
                    {notificationSettingLabels[key].hint}
                  </p>
                </div>
                <Switch.Root
                  id={id}
                  aria-describedby={`${id}-hint`}
                  checked={settings.data[key]}
                  onCheckedChange={(checked) => save.mutate({ [key]: checked })}
                  className="relative mt-1 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lagoon-600 data-[state=checked]:bg-lagoon-600"
                >
                  <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-[22px]" />
                </Switch.Root>
              </li>
            );
          })}
        </ul>
      )}
      {save.isError ? <Alert kind="error">{save.error.message}</Alert> : null}
    </div>
  );
}
