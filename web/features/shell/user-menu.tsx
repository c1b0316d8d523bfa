import { ChevronRight, HelpCircle, MessageSquareHeart, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { site } from "../../../common/site";
import { cn } from "../../lib/cn";
import { useAuth } from "../auth/auth-provider";
import { useFeedback } from "../feedback/feedback-provider";
import { AccountMenu, accountMenuItem as item } from "./account-menu";
import { Avatar } from "./avatar";

/** The sidebar's foot: initials, name and e-mail; Account Settings, Learn More (Home, About), Get Help, Share Feedback, Log Out. */
export function UserMenu({ collapsed }: { collapsed: boolean }) {
  const { userInfo } = useAuth();
  const feedback = useFeedback();
  if (!userInfo) return null;
  const name = `${userInfo.firstName} ${userInfo.lastName}`;
  return (
    <AccountMenu
      user={userInfo}
      // Folded to the initials, the button has no text that names it.
      triggerLabel={collapsed ? `Account menu for ${name}` : undefined}
      triggerClassName={cn(
        "flex w-full items-center gap-2 rounded-lg p-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-lagoon-600",
        collapsed && "justify-center",
      )}
      trigger={
        <>
          <Avatar firstName={userInfo.firstName} lastName={userInfo.lastName} />
          {collapsed ? null : (
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
              <span className="block truncate text-xs text-slate-500">{userInfo.email}</span>
            </span>
          )}
        </>
      }
      placement={{ side: "top", align: "start", sideOffset: 6 }}
    >
      <DropdownMenu.Item asChild className={item}>
        <Link to="/accountsettings">
          <Settings className="size-4" aria-hidden /> Account Settings
        </Link>
      </DropdownMenu.Item>
      <DropdownMenu.Sub>
        <DropdownMenu.SubTrigger className={cn(item, "justify-between")}>
          Learn More <ChevronRight className="size-4" aria-hidden />
        </DropdownMenu.SubTrigger>
        <DropdownMenu.Portal>
          <DropdownMenu.SubContent className="z-50 w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
            <DropdownMenu.Item asChild className={item}>
              <Link to="/">Home</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={item}>
              <Link to="/about">About</Link>
            </DropdownMenu.Item>
          </DropdownMenu.SubContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Sub>
      <DropdownMenu.Sub>
        <DropdownMenu.SubTrigger className={cn(item, "justify-between")}>
          <span className="flex items-center gap-2">
            <HelpCircle className="size-4" aria-hidden /> Get Help
          </span>
          <ChevronRight className="size-4" aria-hidden />
        </DropdownMenu.SubTrigger>
        <DropdownMenu.Portal>
          <DropdownMenu.SubContent className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg">
            Questions or problems? Write to us at{" "}
            <a className="font-medium text-lagoon-700 underline" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
          </DropdownMenu.SubContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Sub>
      <DropdownMenu.Item className={item} onSelect={feedback.open}>
        <MessageSquareHeart className="size-4" aria-hidden /> Share Feedback
      </DropdownMenu.Item>
    </AccountMenu>
  );
}
