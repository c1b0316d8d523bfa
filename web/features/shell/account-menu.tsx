import { LogOut } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UserInfo } from "../auth/auth-provider";

/** An entry of the menu (a Radix item, or a sub-menu's trigger). */
export const accountMenuItem =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

/**
 * The signed-in person's menu, wherever it opens from (the public header's avatar, the sidebar's
 * foot): their name and e-mail, the entries the place gives, then Log Out. One component, so both
 * say who is signed in and sign out the same way.
 */
export function AccountMenu({
  user,
  trigger,
  triggerClassName,
  triggerLabel,
  placement,
  children,
}: {
  user: UserInfo;
  /** What the button shows (the avatar; in the sidebar, also the name). */
  trigger: ReactNode;
  triggerClassName: string;
  /** An accessible name, only when the button shows no text that names it. */
  triggerLabel?: string;
  placement: { side: "top" | "bottom"; align: "start" | "end"; sideOffset: number };
  children: ReactNode;
}) {
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label={triggerLabel} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          {...placement}
          className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
            <span className="block truncate text-xs text-slate-500" title={user.email}>
              {user.email}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {children}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={accountMenuItem}>
            <Link to="/logout">
              <LogOut className="size-4" aria-hidden /> Log Out
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
