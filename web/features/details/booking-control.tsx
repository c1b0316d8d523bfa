import { CircleCheck, ExternalLink, Undo2 } from "lucide-react";

/**
 * The booking item: 'Book Now' (the provider's page, new tab) and 'Mark as Booked', or once
 * booked a 'Booked' badge with an undo. Explorers get the link only: tracking is Voyager's.
 */
export function BookingControl({
  url,
  label,
  booked,
  canTrack,
  onChange,
}: {
  url: string;
  label: string;
  booked: boolean;
  canTrack: boolean;
  onChange: (booked: boolean) => void;
}) {
  if (booked) {
    return (
      <span className="inline-flex items-center gap-2">
        <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
          <CircleCheck className="size-3.5" aria-hidden /> Booked
        </span>
        <button
          type="button"
          onClick={() => onChange(false)}
          aria-label={`Undo booked: ${label}`}
          title="Undo"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <Undo2 className="size-4" aria-hidden />
        </button>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Book Now: ${label}`}
        className="inline-flex items-center gap-1 rounded-lg bg-lotus-600 px-2.5 py-1 text-xs font-semibold text-white hover:bg-lotus-700"
      >
        Book Now <ExternalLink className="size-3" aria-hidden />
      </a>
      {canTrack ? (
        <button
          type="button"
          onClick={() => onChange(true)}
          aria-label={`Mark as Booked: ${label}`}
          className="rounded-lg border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50"
        >
          Mark as Booked
        </button>
      ) : null}
    </span>
  );
}
