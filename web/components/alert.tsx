import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

const styles = {
  error: { box: "border-red-200 bg-red-50 text-red-800", Icon: CircleAlert },
  success: { box: "border-green-200 bg-green-50 text-green-800", Icon: CircleCheck },
  info: { box: "border-lagoon-100 bg-lagoon-50 text-lagoon-900", Icon: Info },
} as const;

/** A message in the page flow: errors are announced at once, others politely. */
export function Alert({ kind, children }: { kind: keyof typeof styles; children: ReactNode }) {
  const { box, Icon } = styles[kind];
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={cn("flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm", box)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
