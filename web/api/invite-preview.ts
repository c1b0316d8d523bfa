import { invitePreviewEndpoints as e } from "../../common/api/invite-preview";
import { call } from "./call";

/** What an invite is for (trip, inviter, dates), before accepting it; signed out too. */
export const fetchInvitePreview = (token: string) => call(e.invitePreview, { token });
