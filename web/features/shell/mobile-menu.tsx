import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { ShellUser } from "./header";

export const MOBILE_MENU_ID = "mobile-menu";

// The sheet (Radix dialog, accordion, scroll lock) is fetched when a finger or the focus reaches
// the button, a moment before the tap opens it: every page has this button, and most visitors on
// a wide screen never see it.
const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(loadSheet);

/** The menu button under 768 px; the sheet it opens is in `mobile-menu-sheet.tsx`. */
export function MobileMenu({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its exit and the next opening is instant.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        data-state={open ? "open" : "closed"}
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet user={user} open={open} onOpenChange={setOpen} trigger={button} />
        </Suspense>
      ) : null}
    </>
  );
}
