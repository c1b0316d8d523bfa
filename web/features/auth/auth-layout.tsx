import type { ReactNode } from "react";
import { LotusMark } from "../../components/logo";

/**
 * The frame of the sign-in screens: the form on the left, and on large screens a side panel
 * with a welcome and a traveller's quote.
 */
export function AuthLayout({
  title,
  subtitle,
  panelTitle = "Your next journey starts with a conversation",
  children,
}: {
  title: string;
  subtitle?: string;
  panelTitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-h-[calc(100vh-4rem)] lg:grid-cols-2">
      <div className="flex items-center justify-center px-4 py-12 sm:px-6">
        <div className="w-full max-w-md">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
        </div>
      </div>
      <aside
        aria-label="Welcome"
        className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-lagoon-700 to-lagoon-900 p-12 text-white lg:flex"
      >
        <LotusMark className="size-12" />
        <div>
          <h2 className="text-3xl font-bold leading-tight">{panelTitle}</h2>
          <p className="mt-4 max-w-md text-lagoon-100">
            Lotus remembers what you like, plans with your friends, and keeps every booking in one place.
          </p>
        </div>
        <figure className="max-w-md rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
          <blockquote className="text-lg leading-relaxed">
            “The world is a book, and those who do not travel read only one page.”
          </blockquote>
          <figcaption className="mt-3 text-sm text-lagoon-100">— attributed to Saint Augustine</figcaption>
        </figure>
      </aside>
    </div>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      {label}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
