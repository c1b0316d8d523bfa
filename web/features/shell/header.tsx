import { Link, NavLink } from "react-router";
import { LotusLogo } from "../../components/logo";
import { cn } from "../../lib/cn";
import { useFeedback } from "../feedback/feedback-provider";
import { MobileMenu } from "./mobile-menu";
import { desktopLinks } from "./nav-links";

export type ShellUser = { firstName: string; lastName: string } | null;

/** The public header: logo, the four links, Log In when logged out; a menu button on mobile. */
export function Header({ user }: { user: ShellUser }) {
  const feedback = useFeedback();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link
          to="/"
          aria-label="Lotus home"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-lagoon-600"
        >
          <LotusLogo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {desktopLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                cn(
                  "rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900",
                  isActive ? "text-lagoon-700" : "text-slate-600",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
          <button
            type="button"
            onClick={feedback.open}
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            Share Feedback
          </button>
          {user ? null : (
            <Link
              to="/login"
              className="ml-2 rounded-lg bg-lagoon-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-lagoon-900"
            >
              Log In
            </Link>
          )}
        </nav>
        <MobileMenu user={user} />
      </div>
    </header>
  );
}
