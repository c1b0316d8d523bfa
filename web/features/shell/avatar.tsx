import { cn } from "../../lib/cn";
import { initials } from "./initials";

/** The round initials badge that stands for the signed-in person in the header and sidebar. */
export function Avatar({
  firstName,
  lastName,
  className,
}: {
  firstName: string;
  lastName: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-full bg-lagoon-700 text-xs font-semibold text-white",
        className,
      )}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
