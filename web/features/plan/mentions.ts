import type { TMember, TMention } from "../../../common/api/trips";

// Mentions as data, for both chats' message boxes and the group chat's messages: who may be
// mentioned, the "@query" being typed, the mentions a text carries (by id), and the parts of a
// message to highlight.

export type MentionCandidate = { id: string; name: string; type: "user" | "ai" };

export const lotusMention: MentionCandidate = { id: "lotus", name: "Lotus", type: "ai" };
const fullName = (m: TMember) => `${m.first_name} ${m.last_name}`;

/** Lotus first (when it can be asked here), then the other members; yourself left out. */
export function mentionCandidates(
  members: TMember[],
  userId: string | null,
  query: string,
  withLotus = true,
): MentionCandidate[] {
  const all: MentionCandidate[] = [
    ...(withLotus ? [lotusMention] : []),
    ...members
      .filter((m) => m.visible_id !== userId)
      .map((m) => ({ id: m.visible_id, name: fullName(m), type: "user" as const })),
  ];
  const q = query.toLowerCase();
  return all.filter((c) => c.name.toLowerCase().includes(q));
}

/** The "@query" just before the caret, if the caret is in one: where its "@" is, and the query. */
export function mentionQueryAt(text: string, caret: number): { at: number; query: string } | null {
  const m = /(^|\s)@([^\s@]*)$/.exec(text.slice(0, caret));
  if (!m) return null;
  const query = m[2] ?? "";
  return { at: caret - query.length - 1, query };
}

/**
 * The mentions a text carries: "@Lotus", and members whose full name follows an "@". A member
 * chosen in the picker (`picked`, by id) is the one meant among members who share a name.
 */
export function mentionsInText(text: string, members: TMember[], picked: ReadonlySet<string> = new Set()): TMention[] {
  const found: TMention[] = [];
  if (/(^|\s)@lotus\b/i.test(text)) found.push({ id: "lotus", username: "Lotus", type: "ai" });
  const pickedNames = new Set(members.filter((m) => picked.has(m.visible_id)).map(fullName));
  for (const m of members) {
    const name = fullName(m);
    if (!text.includes(`@${name}`)) continue;
    if (pickedNames.has(name) && !picked.has(m.visible_id)) continue;
    found.push({ id: m.visible_id, username: name, type: "user" });
  }
  return found;
}

export type MessagePart = { text: string; mention?: TMention };

/** A message cut into plain text and its "@Name" mentions, longest names first where they overlap. */
export function mentionParts(text: string, mentions: TMention[]): MessagePart[] {
  const names = [...new Map(mentions.map((m) => [m.username.toLowerCase(), m])).values()].sort(
    (a, b) => b.username.length - a.username.length,
  );
  const parts: MessagePart[] = [];
  let plain = "";
  let i = 0;
  while (i < text.length) {
    const hit =
      text[i] === "@"
        ? names.find((m) => text.slice(i + 1, i + 1 + m.username.length).toLowerCase() === m.username.toLowerCase())
        : undefined;
    if (hit) {
      if (plain) parts.push({ text: plain });
      plain = "";
      const length = hit.username.length + 1;
      parts.push({ text: text.slice(i, i + length), mention: hit });
      i += length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
