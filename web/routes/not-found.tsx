import { Compass } from "lucide-react";
import { Link, useLocation } from "react-router";

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Compass className="size-12 text-lagoon-600" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">We couldn't find that page</h1>
      <p className="mt-3 text-slate-600">
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">{pathname}</code> isn't a page on Lotus.
      </p>
      <div className="mt-8 flex gap-3">
        <Link to="/" className="rounded-lg bg-lagoon-700 px-4 py-2 font-semibold text-white hover:bg-lagoon-900">
          Go home
        </Link>
        <Link to="/plan" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
          Start Planning
        </Link>
      </div>
    </section>
  );
}
