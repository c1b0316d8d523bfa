import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { LotusLogo } from "../../components/logo";
import { cn } from "../../lib/cn";
import { useFeedback } from "../feedback/feedback-provider";
import { Avatar } from "./avatar";
import { MobileMenu } from "./mobile-menu";
import { desktopLinks, signedInLinks } from "./nav-links";

export type ShellUser = { firstName: string; lastName: string } | null;

// The dropdown comes with the first signed-in page view: a visitor never downloads it.
const AvatarMenu = lazy(() => import("./avatar-menu"));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900",
    isActive ? "text-lagoon-700" : "text-slate-600",
  );

/**
 * The public header: logo, the four links (and My Trips when signed in), Log In when logged out
 * or the person's avatar menu when signed in; a menu button on mobile.
 */
export function Header({ user }: { user: ShellUser }) {
  const feedback = useFeedback();
  const links = user ? [...desktopLinks.slice(0, 2), ...signedInLinks, ...desktopLinks.slice(2)] : desktopLinks;
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
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={linkClass}>
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
        {user ? (
          <div className="flex items-center gap-2">
            <Suspense fallback={<Avatar firstName={user.firstName} lastName={user.lastName} className="size-9" />}>
              <AvatarMenu />
            </Suspense>
            <MobileMenu user={user} />
          </div>
        ) : (
          <MobileMenu user={user} />
        )}
      </div>
    </header>
  );
}
