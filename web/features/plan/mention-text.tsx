import type { TMention } from "../../../common/api/trips";
import { cn } from "../../lib/cn";
import { mentionParts } from "./mentions";

/**
 * A chat message with its "@Name" mentions highlighted; a mention of the reader stands out more.
 * `onDark`: the sender's own bubble, white on the brand colour.
 */
export function MentionText({
  text,
  mentions,
  userId,
  onDark = false,
}: {
  text: string;
  mentions: TMention[];
  userId: string | null;
  onDark?: boolean;
}) {
  return (
    <>
      {mentionParts(text, mentions).map((part, i) =>
        part.mention ? (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
            key={i}
            data-mention={part.mention.id}
            className={cn(
              "rounded px-0.5 font-semibold",
              onDark
                ? "bg-white/20 text-white"
                : part.mention.id === userId
                  ? "bg-amber-200 text-amber-950"
                  : "bg-lagoon-100 text-lagoon-900",
            )}
          >
            {part.text}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
