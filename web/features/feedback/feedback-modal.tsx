import { ArrowUp, CircleHelp, Star, X } from "lucide-react";
import { Dialog, Popover, Tooltip } from "radix-ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import {
  COMMENT_MAX,
  type FeedbackCategory,
  feedbackCategories,
  feedbackMessages as texts,
  type ZFeedbackError,
} from "../../../common/api/feedback";
import { submitFeedback } from "../../api/feedback";
import { Button } from "../../components/button";
import { toast } from "../../components/toast/toast-store";
import { cn } from "../../lib/cn";
import { guides, levels } from "./rating-guide";

const SUCCESS_TOAST_MS = 3000;
const SCROLL_TOP_AFTER = 200;
// The spec's tooltip timing, as on every other screen (section 9).
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_MS = 300;

type Ratings = Record<FeedbackCategory, number>;
const empty = (): Ratings => Object.fromEntries(feedbackCategories.map((c) => [c.key, 0])) as Ratings;

/** Client checks of spec section 5, in its order; null when the form may be sent. */
export function validateFeedback(
  ratings: Ratings,
  comment: string,
): { message: string; missing: FeedbackCategory[] } | null {
  const missing = feedbackCategories.filter((c) => ratings[c.key] === 0).map((c) => c.key);
  if (missing.length) return { message: texts.rateAll, missing };
  if (Object.values(ratings).some((r) => r < 1 || r > 5)) return { message: texts.range, missing: [] };
  if (comment.length > COMMENT_MAX) return { message: texts.tooLong, missing: [] };
  return null;
}

/** 'How was your experience?': five rated categories, a comment, and the device it came from. */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const [ratings, setRatings] = useState<Ratings>(empty);
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState<Set<FeedbackCategory>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const answered = feedbackCategories.filter((c) => ratings[c.key] > 0).length;
  const incomplete = answered < feedbackCategories.length;
  // Submit is disabled until every category is rated, so what is missing shows without a press:
  // once one category is rated, the others are ringed (before that the form is simply new).
  const shownMissing =
    answered > 0 && incomplete
      ? new Set([...missing, ...feedbackCategories.filter((c) => ratings[c.key] === 0).map((c) => c.key)])
      : missing;

  useEffect(() => {
    const el = body.current;
    if (!el) return;
    const onScroll = () => setScrolled(el.scrollTop > SCROLL_TOP_AFTER);
    el.addEventListener("scroll", onScroll);
    return () => el.removeEventListener("scroll", onScroll);
  });

  function rate(key: FeedbackCategory, value: number) {
    setRatings((r) => ({ ...r, [key]: value }));
    setMissing((m) => {
      const next = new Set(m);
      next.delete(key);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const invalid = validateFeedback(ratings, comment);
    if (invalid) {
      setError(invalid.message);
      setMissing(new Set(invalid.missing));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const trimmed = comment.trim();
      const res = await submitFeedback({
        ratings,
        ...(trimmed ? { additional_comment: trimmed } : {}),
        deviceInfo: {
          browser: navigator.userAgent,
          screen_width: window.screen.width,
          screen_height: window.screen.height,
        },
      });
      if (res.ok) {
        toast({ title: texts.thanks, description: "It helps us make Lotus better.", duration: SUCCESS_TOAST_MS });
        onClose();
        return;
      }
      const data = res.data as Partial<z.infer<typeof ZFeedbackError>>;
      if (data.error === texts.missing && data.required_categories) {
        const keys = data.required_categories as FeedbackCategory[];
        setMissing(new Set(keys));
        setError(texts.rateList(feedbackCategories.filter((c) => keys.includes(c.key)).map((c) => c.label)));
      } else setError(data.message || data.error || texts.failed);
    } catch {
      setError(texts.unknown);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-2 top-[4vh] z-50 mx-auto flex max-h-[92vh] max-w-xl flex-col rounded-2xl bg-white shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">How was your experience?</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Rate each part of Lotus from 1 to 5 stars.{" "}
                <span className="font-medium text-slate-800" aria-live="polite">
                  {answered}/5 questions answered
                </span>
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="rounded-lg p-1 text-slate-500 hover:bg-slate-100">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <div ref={body} className="relative min-h-0 flex-1 space-y-4 overflow-y-auto px-6 py-4">
              <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_MS}>
                {feedbackCategories.map((c) => (
                  <fieldset
                    key={c.key}
                    aria-describedby={shownMissing.has(c.key) ? `${c.key}-missing` : undefined}
                    className={cn(
                      "rounded-xl border p-4",
                      shownMissing.has(c.key) ? "border-red-300 ring-2 ring-red-500" : "border-slate-200",
                    )}
                  >
                    <div className="flex items-center justify-between gap-2">
                      <legend className="font-semibold text-slate-900">{c.label}</legend>
                      <Popover.Root>
                        <Popover.Trigger
                          aria-label={`Rating guide: ${c.label}`}
                          className="rounded-full p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                        >
                          <CircleHelp className="size-4" aria-hidden />
                        </Popover.Trigger>
                        <Popover.Portal>
                          <Popover.Content
                            sideOffset={6}
                            className="z-[60] w-72 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg"
                          >
                            <p className="font-semibold text-slate-900">Rating guide: {c.label}</p>
                            <p className="mt-1 text-slate-600">{guides[c.key]}</p>
                            <ol className="mt-2 space-y-1 text-slate-700">
                              {levels.map((l, i) => (
                                <li key={l.short}>
                                  <span className="font-medium">
                                    {i + 1} {i === 0 ? "star" : "stars"}, {l.short}:
                                  </span>{" "}
                                  {l.detail}
                                </li>
                              ))}
                            </ol>
                          </Popover.Content>
                        </Popover.Portal>
                      </Popover.Root>
                    </div>
                    <div className="mt-2 flex gap-1">
                      {levels.map((l, i) => {
                        const value = i + 1;
                        const on = ratings[c.key] >= value;
                        return (
                          <Tooltip.Root key={l.short}>
                            <Tooltip.Trigger asChild>
                              <button
                                type="button"
                                aria-pressed={ratings[c.key] === value}
                                aria-label={`${value} out of 5: ${l.short}`}
                                onClick={() => rate(c.key, value)}
                                className="rounded-md p-1 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-lagoon-700"
                              >
                                <Star
                                  className={cn("size-7", on ? "fill-amber-400 text-amber-400" : "text-slate-300")}
                                  aria-hidden
                                />
                              </button>
                            </Tooltip.Trigger>
                            <Tooltip.Portal>
                              <Tooltip.Content
                                sideOffset={4}
                                className="z-[60] max-w-56 rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow"
                              >
                                <p className="font-semibold">{l.short}</p>
                                <p className="mt-0.5 text-slate-200">{l.detail}</p>
                              </Tooltip.Content>
                            </Tooltip.Portal>
                          </Tooltip.Root>
                        );
                      })}
                    </div>
                    {shownMissing.has(c.key) ? (
                      <p id={`${c.key}-missing`} className="mt-1 text-sm text-red-700">
                        {texts.rateThis}
                      </p>
                    ) : null}
                  </fieldset>
                ))}
              </Tooltip.Provider>
              <label className="block">
                <span className="font-semibold text-slate-900">Anything else? (optional)</span>
                <textarea
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  rows={4}
                  aria-describedby="comment-count"
                  className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-lagoon-700 focus:outline-none focus:ring-2 focus:ring-lagoon-700/20"
                  placeholder="What did you love? What should we fix?"
                />
                <span
                  id="comment-count"
                  className={cn(
                    "mt-1 block text-right text-xs",
                    comment.length > COMMENT_MAX ? "text-red-700" : "text-slate-500",
                  )}
                >
                  {comment.length}/{COMMENT_MAX}
                </span>
              </label>
              {error ? (
                <div
                  role="alert"
                  className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
                >
                  {error}
                </div>
              ) : null}
              {scrolled ? (
                <button
                  type="button"
                  onClick={() => body.current?.scrollTo({ top: 0, behavior: "smooth" })}
                  aria-label="Scroll to top"
                  className="sticky bottom-2 left-full flex size-9 items-center justify-center rounded-full bg-slate-900/80 text-white shadow hover:bg-slate-900"
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 px-6 py-4">
              {incomplete ? (
                <p id="feedback-submit-hint" className="w-full text-right text-xs text-slate-600">
                  {texts.rateAll}
                </p>
              ) : null}
              <Button type="button" variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              {/* Disabled while a category is unrated or a submission is in flight (spec section
                  4); the hint above it says why. */}
              <Button
                type="submit"
                busy={submitting}
                disabled={incomplete}
                aria-describedby={incomplete ? "feedback-submit-hint" : undefined}
              >
                {submitting ? "Submitting..." : "Submit Feedback"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
