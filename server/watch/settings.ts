import type { TNotificationSettings } from "../../common/api/watch";
import type { Db } from "../db/open";
import { notificationSettings } from "../db/schema/index";
import { settingsOf } from "./queries";

/** Changes some of a traveller's notification settings; answers all of them. */
export async function updateSettings(
  db: Db,
  userId: string,
  change: Partial<TNotificationSettings>,
): Promise<TNotificationSettings> {
  const next = { ...(await settingsOf(db, userId)), ...change };
  const row = {
    prices: next.prices,
    availability: next.availability,
    weather: next.weather,
    emailDigest: next.email_digest,
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: row });
  return next;
}
