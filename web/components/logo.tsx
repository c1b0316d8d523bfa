import { cn } from "../lib/cn";

/** The Lotus mark: a lotus flower over water. */
export function LotusMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn("size-8", className)}>
      <path d="M32 10c7 8 9 18 0 30-9-12-7-22 0-30z" fill="#e11d74" />
      <path d="M32 40c-3-11-10-19-21-21 0 12 8 21 21 21z" fill="#f472b6" />
      <path d="M32 40c3-11 10-19 21-21 0 12-8 21-21 21z" fill="#f472b6" />
      <path d="M10 44c8 6 36 6 44 0" fill="none" stroke="#0f766e" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function LotusLogo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 text-xl font-bold tracking-tight text-lagoon-900", className)}>
      <LotusMark />
      Lotus
    </span>
  );
}
