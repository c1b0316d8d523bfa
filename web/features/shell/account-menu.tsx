import { LogOut, MapPin, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useAuth } from "../auth/auth-provider";
import { Avatar } from "./avatar";

const item =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

/**
 * The public header's account menu for a signed-in visitor: their avatar opens their name and
 * e-mail, My Trips, Account Settings and Log Out, so the marketing pages show who is signed in.
 * Loaded only for signed-in visitors (see header.tsx), keeping the dropdown out of a visitor's bundle.
 */
export default function AccountMenu() {
  const { userInfo } = useAuth();
  if (!userInfo) return null;
  const name = `${userInfo.firstName} ${userInfo.lastName}`;
  return (
    <DropdownMenu.Root>
      {/* Named by hidden text, not aria-label: a label that leaves out the visible initials
          fails "label in name" (WCAG 2.5.3), and the initials alone say nothing to a screen reader. */}
      <DropdownMenu.Trigger className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lagoon-600">
        <Avatar firstName={userInfo.firstName} lastName={userInfo.lastName} className="size-9" />
        <span className="sr-only">Account menu for {name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
            <span className="block truncate text-xs text-slate-500">{userInfo.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={item}>
            <Link to="/trips">
              <MapPin className="size-4" aria-hidden /> My Trips
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/accountsettings">
              <Settings className="size-4" aria-hidden /> Account Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={item}>
            <Link to="/logout">
              <LogOut className="size-4" aria-hidden /> Log Out
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
