import { MapPin, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useAuth } from "../auth/auth-provider";
import { AccountMenu, accountMenuItem } from "./account-menu";
import { Avatar } from "./avatar";

/**
 * The public header's account menu for a signed-in visitor: their avatar opens their name and
 * e-mail, My Trips, Account Settings and Log Out, so the marketing pages show who is signed in.
 * Loaded only for signed-in visitors (see header.tsx), keeping the dropdown out of a visitor's bundle.
 */
export default function AvatarMenu() {
  const { userInfo } = useAuth();
  if (!userInfo) return null;
  return (
    <AccountMenu
      user={userInfo}
      triggerClassName="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lagoon-600"
      trigger={
        <>
          <Avatar firstName={userInfo.firstName} lastName={userInfo.lastName} className="size-9" />
          {/* Named by hidden text, not aria-label: a label that leaves out the visible initials
              fails "label in name" (WCAG 2.5.3), and the initials alone say nothing to a screen reader. */}
          <span className="sr-only">
            Account menu for {userInfo.firstName} {userInfo.lastName}
          </span>
        </>
      }
      placement={{ side: "bottom", align: "end", sideOffset: 8 }}
    >
      <DropdownMenu.Item asChild className={accountMenuItem}>
        <Link to="/trips">
          <MapPin className="size-4" aria-hidden /> My Trips
        </Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={accountMenuItem}>
        <Link to="/accountsettings">
          <Settings className="size-4" aria-hidden /> Account Settings
        </Link>
      </DropdownMenu.Item>
    </AccountMenu>
  );
}
