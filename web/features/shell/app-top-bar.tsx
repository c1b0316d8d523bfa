import type { ReactNode } from "react";
import { Link } from "react-router";
import { LotusMark } from "../../components/logo";
import { useAuth } from "../auth/auth-provider";
import { MobileMenu } from "./mobile-menu";

/**
 * The header of a signed-in screen that has no header of its own (the trip details): where you
 * are (`children`, e.g. a breadcrumb) at every width, and under 768 px, where the sidebar is
 * hidden, the logo and the menu, so a phone is never left without a way around.
 */
export function AppTopBar({ children }: { children?: ReactNode }) {
  const { userInfo } = useAuth();
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6 print:hidden">
      <Link
        to="/"
        aria-label="Lotus home"
        className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-lagoon-600 md:hidden"
      >
        <LotusMark />
      </Link>
      <div className="min-w-0 flex-1">{children}</div>
      <MobileMenu user={userInfo} />
    </header>
  );
}
