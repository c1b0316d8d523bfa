import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { lotusFeedbackIssues, type TLotusFeedbackIssue } from "../../../common/api/trips";
import { sendMessageFeedback } from "../../api/trips";
import { cn } from "../../lib/cn";

const categories = lotusFeedbackIssues;

type Step = "initial" | "up" | "down" | "details" | "submitted";

/**
 * Thumbs on a Lotus message (spec section 4): up (recorded at once; thanks, and an optional
 * 'Share more feedback' that sends a comment) or down (categories, then a comment).
 */
export function ThumbsFeedback({ messageId, text }: { messageId: string; text: string }) {
  const [step, setStep] = useState<Step>("initial");
  const [type, setType] = useState<"positive" | "negative">("positive");
  const [issues, setIssues] = useState<TLotusFeedbackIssue[]>([]);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hidden, setHidden] = useState(false);
  // The thumb up was stored: a follow-up without a comment would only store it twice.
  const [recorded, setRecorded] = useState(false);

  // The reasons and the comment open under the message, often below the fold (the last reply
  // sits at the bottom): they are brought into view, and focus moves into them for the keyboard.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step !== "down" && step !== "details") return;
    const el = panel.current;
    if (!el) return;
    el.scrollIntoView({ block: "nearest" });
    el.querySelector<HTMLElement>("button, textarea")?.focus({ preventScroll: true });
  }, [step]);

  useEffect(() => {
    if (step !== "submitted") return;
    const t = setTimeout(() => setHidden(true), 3000);
    return () => clearTimeout(t);
  }, [step]);

  /** Sends one piece of feedback; `finish` moves to 'submitted' (which closes after 3 s). */
  async function submit(kind: "positive" | "negative", withComment: string, finish = true) {
    setBusy(true);
    setError(null);
    try {
      const res = await sendMessageFeedback({
        msg_id: messageId,
        msg_text: text,
        feedback_type: kind,
        selectedIssues: kind === "negative" ? issues : [],
        feedback_comments: withComment,
        timestamp: new Date().toISOString(),
      });
      if (res.ok) {
        if (kind === "positive") setRecorded(true);
        if (finish) setStep("submitted");
      } else setError(res.data.message ?? `Server error (${res.status}). Please try again later.`);
    } catch {
      setError("Server error (0). Please try again later.");
    } finally {
      setBusy(false);
    }
  }

  if (hidden) return null;
  const icon =
    "inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800";
  return (
    <div className="mt-2 text-sm">
      {step === "initial" ? (
        <div className="flex gap-1">
          <button
            type="button"
            aria-label="Good response"
            className={icon}
            onClick={() => {
              setType("positive");
              setStep("up");
              // The thumb counts at once; the thanks and 'Share more feedback' stay until used.
              void submit("positive", "", false);
            }}
          >
            <ThumbsUp className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            aria-label="Bad response"
            className={icon}
            onClick={() => {
              setType("negative");
              setStep("down");
            }}
          >
            <ThumbsDown className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      {step === "up" || (step === "submitted" && type === "positive") ? (
        <div className="rounded-lg bg-lagoon-50 p-3 text-lagoon-900">
          <p>Thanks for your feedback!</p>
          {step === "up" ? (
            <button
              type="button"
              className="mt-1 text-xs font-medium underline"
              onClick={() => {
                setError(null);
                setStep("details");
              }}
            >
              Share more feedback
            </button>
          ) : null}
        </div>
      ) : null}
      <div ref={panel} className="scroll-mb-4">
        {step === "down" ? (
          <fieldset className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-xs font-medium text-slate-600">What went wrong?</legend>
            <div className="flex flex-wrap gap-1.5">
              {categories.map((c) => {
                const on = issues.includes(c);
                return (
                  <button
                    key={c}
                    type="button"
                    aria-pressed={on}
                    onClick={() => setIssues((list) => (on ? list.filter((x) => x !== c) : [...list, c]))}
                    className={cn(
                      "rounded-full border px-2.5 py-1 text-xs",
                      on
                        ? "border-lagoon-700 bg-lagoon-700 text-white"
                        : "border-slate-300 text-slate-700 hover:bg-slate-50",
                    )}
                  >
                    {c}
                  </button>
                );
              })}
            </div>
            <button
              type="button"
              disabled={issues.length === 0}
              onClick={() => setStep("details")}
              className="mt-2 rounded-md bg-lagoon-700 px-3 py-1 text-xs font-semibold text-white disabled:opacity-50"
            >
              Continue
            </button>
          </fieldset>
        ) : null}
        {step === "details" ? (
          <form
            className="rounded-lg border border-slate-200 p-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (type === "positive" && recorded && !comment.trim()) setStep("submitted");
              else void submit(type, comment.trim());
            }}
          >
            <label className="block text-xs font-medium text-slate-600" htmlFor={`fb-${messageId}`}>
              {type === "negative" ? "Tell us more" : "Anything else? (optional)"}
            </label>
            <textarea
              id={`fb-${messageId}`}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              maxLength={2000}
              rows={2}
              className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm"
            />
            <button
              type="submit"
              disabled={busy || (type === "negative" && !comment.trim())}
              className="mt-2 rounded-md bg-lagoon-700 px-3 py-1 text-xs font-semibold text-white disabled:opacity-50"
            >
              Submit
            </button>
          </form>
        ) : null}
      </div>
      {step === "submitted" && type === "negative" ? (
        <p className="rounded-lg bg-lagoon-50 p-3 text-lagoon-900">Thanks for your feedback!</p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
