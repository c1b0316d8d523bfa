import { sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { TGroupMessage } from "../../common/api/together";
import type { TMember, TMention } from "../../common/api/trips";
import type { RateRefusal } from "../assistant/message-limits";
import type { Assistant } from "../assistant/service";
import type { Db } from "../db/open";
import { preparedPerDatabase } from "../db/prepared";
import { groupMessages } from "../db/schema/index";
import { mailMentionsIfAway } from "../notifications/mention-mail";
import { notify } from "../notifications/notify";
import { alreadyNotified } from "../notifications/queries";
import { rooms } from "../realtime/io";
import { tripMembersOf } from "../trips/queries";
import { presentGroupMessage } from "./messages";

type Sender = { id: string; firstName: string; lastName: string };
type Trip = { id: string; name: string };

// Every group-chat message: prepared once per database.
const insertGroupMessage = preparedPerDatabase((db) =>
  db
    .insert(groupMessages)
    .values({
      tripId: sql.placeholder("tripId"),
      userId: sql.placeholder("userId"),
      message: sql.placeholder("message"),
      mentions: sql.placeholder("mentions"),
    })
    .returning()
    .prepare("insert_group_message"),
);

/** Stores one group-chat message and answers it as the chat shows it. */
export async function storeGroupMessage(
  db: Db,
  m: { tripId: string; sender: Sender; text: string; mentions: TMention[] },
): Promise<TGroupMessage> {
  const [row] = await insertGroupMessage(db).execute({
    tripId: m.tripId,
    userId: m.sender.id,
    message: m.text,
    mentions: m.mentions,
  });
  if (!row) throw new Error("message not stored");
  return presentGroupMessage(row, m.sender);
}

const fullName = (m: TMember) => `${m.first_name} ${m.last_name}`;
/**
 * The members a message names as `@First Last` (never the sender). Those chosen in the picker
 * (`chosen`, by id) decide between members who share a name: only the chosen one of them is
 * mentioned. An id that is no member, or whose name is no longer in the text, counts for nothing.
 */
export function mentionedIn(text: string, members: TMember[], senderId: string, chosen: TMention[] = []): TMember[] {
  const picked = new Set(chosen.filter((c) => c.type === "user").map((c) => c.id));
  const pickedNames = new Set(members.filter((m) => picked.has(m.visible_id)).map(fullName));
  return members.filter(
    (m) =>
      m.visible_id !== senderId &&
      text.includes(`@${fullName(m)}`) &&
      (picked.has(m.visible_id) || !pickedNames.has(fullName(m))),
  );
}

/** Whether a message may name someone: only then are the members read before it is delivered. */
const mayMention = (text: string) => text.includes("@");

/**
 * A group-chat message: stored with its mentions and pushed to the trip's room. Returns the
 * message (for the ack) and what must follow it without delaying the sender. The members are
 * read before delivery only when the text has an `@` (its mentions are stored with it); otherwise
 * the follow-up reads them, after everyone has the message.
 */
export async function postGroupMessage(
  app: FastifyInstance,
  trip: Trip,
  sender: Sender,
  text: string,
  chosen: TMention[] = [],
) {
  const db = app.lotus.database.db;
  const members = mayMention(text) ? await tripMembersOf(db, trip.id) : undefined;
  const mentioned = members ? mentionedIn(text, members, sender.id, chosen) : [];
  const mentions: TMention[] = mentioned.map((m) => ({ id: m.visible_id, username: fullName(m), type: "user" }));
  // @Lotus is a mention too, so the chat highlights it like a member's.
  if (/(^|\s)@lotus\b/i.test(text)) mentions.push({ id: "lotus", username: "Lotus", type: "ai" });
  const message = await storeGroupMessage(db, { tripId: trip.id, sender, text, mentions });
  app.lotus.publish.toTrip(trip.id, "new_message", message);
  return { message, mentioned, members };
}

/**
 * What follows a group message: mentioned members are notified (and mailed if away), members not
 * in the trip learn there are new messages, and an `@Lotus` is put to Lotus in the AI chat. Answers
 * Lotus's refusal when the sender is over their allowance, for the sender alone to hear.
 */
export async function followGroupMessage(
  app: FastifyInstance,
  assistant: Assistant,
  log: FastifyBaseLogger,
  p: { trip: Trip; sender: Sender; text: string; mentioned: TMember[]; members: TMember[] | undefined },
): Promise<RateRefusal | null> {
  const { database, publish } = app.lotus;
  const chatUrl = `/plan/${p.trip.id}?open_chat=1`;
  for (const m of p.mentioned) {
    await notify(database.db, publish, {
      userId: m.visible_id,
      type: "mention",
      entityType: "group_chat",
      title: `${p.sender.firstName} mentioned you in "${p.trip.name}"`,
      content: p.text,
      actionUrl: chatUrl,
    });
    await mailMentionsIfAway(app, m.visible_id).catch((err) => log.error({ err }, "mention mail failed"));
  }
  const members = p.members ?? (await tripMembersOf(database.db, p.trip.id));
  await notifyUnread(app, p.trip, p.sender, new Set(p.mentioned.map((m) => m.visible_id)), members);
  if (!/(^|\s)@lotus\b/i.test(p.text)) return null;
  const asked = await assistant.ask(p.sender, p.trip.id, p.text);
  return "rate_error" in asked ? asked : null;
}

/** The people with a socket in the room in this process (no Redis: the adapter's own room map). */
function presentHere(app: FastifyInstance, room: string): Set<string> {
  const namespace = app.lotus.io.of("/");
  const ids = namespace.adapter.rooms.get(room) ?? new Set<string>();
  return new Set([...ids].flatMap((id) => namespace.sockets.get(id)?.data.user?.id ?? []));
}

/**
 * Members not in the trip right now learn there are new messages: one unread_message notification
 * per trip until they read it (mentioned members already have theirs). Asking every process who
 * is in the room is a round trip through Redis that all of them answer, at every message: it is
 * asked last, only about members who are neither in the room here nor already told.
 */
async function notifyUnread(
  app: FastifyInstance,
  trip: Trip,
  sender: Sender,
  mentioned: Set<string>,
  members: TMember[],
) {
  const { database, publish, socketsIn } = app.lotus;
  const room = rooms.trip(trip.id);
  const here = presentHere(app, room);
  const candidates = members
    .map((m) => m.visible_id)
    .filter((id) => id !== sender.id && !mentioned.has(id) && !here.has(id));
  if (!candidates.length) return;
  const actionUrl = `/plan/${trip.id}?open_chat=1`;
  const told = await alreadyNotified(database.db, candidates, "unread_message", actionUrl);
  const untold = candidates.filter((id) => !told.has(id));
  if (!untold.length) return;
  const present = new Set((await socketsIn(room)).map((s) => s.data.user?.id));
  for (const userId of untold.filter((id) => !present.has(id))) {
    await notify(database.db, publish, {
      userId,
      type: "unread_message",
      entityType: "group_chat",
      title: `New messages in "${trip.name}"`,
      content: `${sender.firstName} wrote in the group chat`,
      actionUrl,
    });
  }
}
