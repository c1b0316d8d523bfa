import { type KeyboardEvent, type RefObject, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { TMember } from "../../../common/api/trips";
import { cn } from "../../lib/cn";
import { type MentionCandidate, mentionCandidates, mentionQueryAt } from "./mentions";

/**
 * The @ picker of a message box (the chat with Lotus's and the group chat's): typing "@" lists who can be mentioned (Lotus first, yourself left
 * out); arrows move, Enter or Tab chooses, Escape closes. What was chosen is remembered by id, so
 * the message says whom it meant even when two members share a name.
 */
export function useMentionPicker({
  value,
  onChange,
  members,
  userId,
  box,
  idPrefix,
  withLotus = true,
  onPick,
}: {
  value: string;
  onChange: (text: string) => void;
  members: TMember[];
  userId: string | null;
  box: RefObject<HTMLTextAreaElement | null>;
  /** Tells this picker's listbox and options from another's on the same screen. */
  idPrefix?: string;
  withLotus?: boolean;
  /** A member was chosen (by id), for a box whose owner keeps the choices itself. */
  onPick?: (id: string) => void;
}) {
  const [picker, setPicker] = useState<{ query: string; at: number } | null>(null);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const caretAfter = useRef<number | null>(null);
  const candidates = useMemo(
    () => (picker ? mentionCandidates(members, userId, picker.query, withLotus) : []),
    [picker, members, userId, withLotus],
  );
  const open = picker !== null && candidates.length > 0;
  const prefix = idPrefix ? `${idPrefix}-` : "";
  const listId = `${prefix}mention-picker`;
  const optionId = (c: MentionCandidate) => `${prefix}mention-${c.id}`;

  function onText(text: string, caret: number) {
    onChange(text);
    const q = mentionQueryAt(text, caret);
    setPicker(q);
    if (q) setActive(0);
  }

  function choose(c: MentionCandidate) {
    if (!picker) return;
    const caret = box.current?.selectionStart ?? value.length;
    // The caret goes after the name as soon as the new text is on screen, before the next key.
    caretAfter.current = picker.at + c.name.length + 2;
    onChange(`${value.slice(0, picker.at)}@${c.name} ${value.slice(caret)}`);
    if (c.type === "user") {
      setPicked((s) => new Set([...s, c.id]));
      onPick?.(c.id);
    }
    setPicker(null);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text changes, to place the caret.
  useLayoutEffect(() => {
    if (caretAfter.current === null || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
  }, [value]);

  /** Handles the picker's keys; true when the key was the picker's (the box must not act on it). */
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!open) return false;
    const move = (step: number) => setActive((a) => (a + step + candidates.length) % candidates.length);
    if (e.key === "ArrowDown") move(1);
    else if (e.key === "ArrowUp") move(-1);
    else if (e.key === "Enter" || e.key === "Tab") choose(candidates[active] as MentionCandidate);
    else if (e.key === "Escape") setPicker(null);
    else return false;
    e.preventDefault();
    return true;
  }

  const list = open ? (
    <div
      role="listbox"
      id={listId}
      aria-label="Mention someone"
      className="absolute bottom-full left-2 z-10 mb-2 w-64 max-w-[calc(100%-1rem)] overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
    >
      {candidates.map((c, i) => (
        <div
          key={c.id}
          id={optionId(c)}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          onMouseDown={(e) => {
            e.preventDefault();
            choose(c);
          }}
          className={cn(
            "cursor-pointer px-3 py-2 text-sm",
            i === active ? "bg-lagoon-50 text-lagoon-900" : "text-slate-700",
          )}
        >
          {c.name}
          {c.type === "ai" ? <span className="ml-2 text-xs text-slate-500">AI guide</span> : null}
        </div>
      ))}
    </div>
  ) : null;

  return {
    list,
    picked,
    onText,
    onKeyDown,
    /** Forgets the choices once the message is sent. */
    clear: () => setPicked(new Set()),
    boxProps: {
      "aria-controls": open ? listId : undefined,
      "aria-activedescendant": open && candidates[active] ? optionId(candidates[active]) : undefined,
    },
  };
}
