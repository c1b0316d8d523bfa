import { X } from "lucide-react";
import { type RichMessage, RichText, richKey } from "../../components/rich-text";

/**
 * The planning screen's errors: a top banner with the count, each dismissable, or all at once.
 * Each is rendered as HTML through the sanitiser (the rate error's links), text as text. It takes
 * its own room above the trip's header, which it used to cover (the trip's name among it).
 */
export function ErrorBanner({ errors, onDismiss }: { errors: RichMessage[]; onDismiss: (i: number | "all") => void }) {
  if (!errors.length) return null;
  return (
    <div
      role="alert"
      className="mx-2 mt-2 w-[calc(100%-1rem)] max-w-2xl shrink-0 self-center rounded-xl border border-red-200 bg-red-50 p-3 shadow-sm"
    >
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-red-800">
          {errors.length} {errors.length === 1 ? "error" : "errors"}
        </p>
        <button type="button" onClick={() => onDismiss("all")} className="text-xs font-medium text-red-800 underline">
          Dismiss all
        </button>
      </div>
      <ul className="mt-1 space-y-1">
        {errors.map((e, i) => (
          <li key={richKey(e)} className="flex items-start justify-between gap-2 text-sm text-red-900">
            <RichText message={e} className="[&_a]:font-medium [&_a]:underline" />
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => onDismiss(i)}
              className="rounded p-0.5 hover:bg-red-100"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
