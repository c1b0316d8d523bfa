import { ChevronDown, X } from "lucide-react";
import { Accordion, Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link } from "react-router";
import { LotusLogo } from "../../components/logo";
import { useFeedback } from "../feedback/feedback-provider";
import type { ShellUser } from "./header";
import { MOBILE_MENU_ID } from "./mobile-menu";
import { learnMoreLinks, userMenuLinks } from "./nav-links";

const itemClass =
  "flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-lagoon-600";

/**
 * The sheet of the menu under 768 px: full height (body scroll locked while open) with Plan, My
 * Trips, 'Learn More' and the user's submenu or Log In. One submenu open at a time; any choice
 * closes it. Its own chunk: the dialog's machinery is fetched when the menu is first opened.
 */
export default function MobileMenuSheet({
  user,
  open,
  onOpenChange,
  trigger,
}: {
  user: ShellUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, outside this chunk: focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  const feedback = useFeedback();
  const fullName = user ? `${user.firstName} ${user.lastName}` : "";

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 md:hidden" />
        <Dialog.Content
          id={MOBILE_MENU_ID}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to its own Trigger, which this sheet does not render.
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl md:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title asChild>
              <Link to="/" onClick={close} aria-label="Lotus home">
                <LotusLogo />
              </Link>
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100"
            >
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
            <Link to="/plan" onClick={close} className={itemClass}>
              Plan
            </Link>
            <Link to="/trips" onClick={close} className={itemClass}>
              My Trips
            </Link>
            <Accordion.Root type="single" collapsible>
              <Submenu value="learn-more" label="Learn More" links={learnMoreLinks} onChoose={close} />
              {user ? <Submenu value="user" label={fullName} links={userMenuLinks} onChoose={close} /> : null}
            </Accordion.Root>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                close();
                feedback.open();
              }}
            >
              Share Feedback
            </button>
            {user ? null : (
              <Link
                to="/login"
                onClick={close}
                className="mt-3 flex w-full items-center justify-center rounded-lg bg-lagoon-700 px-4 py-3 text-base font-semibold text-white hover:bg-lagoon-900"
              >
                Log In
              </Link>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Submenu({
  value,
  label,
  links,
  onChoose,
}: {
  value: string;
  label: string;
  links: ReadonlyArray<{ to: string; label: string }>;
  onChoose: () => void;
}) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Header asChild>
        <div>
          <Accordion.Trigger className={`${itemClass} group`}>
            {label}
            <ChevronDown className="size-5 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </Accordion.Trigger>
        </div>
      </Accordion.Header>
      <Accordion.Content className="pl-4">
        {links.map((link) => (
          <Link key={link.to} to={link.to} onClick={onChoose} className={`${itemClass} text-slate-600`}>
            {link.label}
          </Link>
        ))}
      </Accordion.Content>
    </Accordion.Item>
  );
}
