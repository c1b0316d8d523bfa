import { cn } from "../../lib/cn";

/**
 * Under an untitled, undated trip in the lists: what it was started with, in quotes, so several
 * quick starts are not a row of identical 'New Trip · Trip Dates TBD' entries.
 */
export function TripAsked({ asked, className }: { asked: string | null | undefined; className?: string }) {
  if (!asked) return null;
  return (
    <span className={cn("block truncate text-xs italic", className)} data-testid="trip-asked">
      “{asked}”
    </span>
  );
}
