import type { Challenge } from "altcha-lib";
import { authEndpoints as e } from "../../common/api/auth";
import type { InputOf } from "../../common/api/endpoint";
import { call } from "./call";
import { api } from "./client";

// The start-up calls live in session.ts (no zod on the home page); they are part of this set.
export { checkAuth, clientConfig } from "./session";

// One function per accounts call of the spec (section 7), typed by the endpoint table.

export const deauth = () => call(e.deauth);
export const login = (body: InputOf<typeof e.login>) => call(e.login, body);
export const googleAuth = (body: InputOf<typeof e.google>) => call(e.google, body);
export const signup = (body: InputOf<typeof e.signup>) => call(e.signup, body);
export const confirmEmail = (token: string) => call(e.confirmEmail, { token });
export const forgotPassword = (body: InputOf<typeof e.forgotPassword>) => call(e.forgotPassword, body);
export const resetPassword = (body: InputOf<typeof e.resetPassword>) => call(e.resetPassword, body);
export const updateUser = (body: InputOf<typeof e.updateUser>) => call(e.updateUser, body);
// ALTCHA's own challenge shape, passed through by the server untouched.
export const captchaChallenge = () => api<Challenge>("GET", e.captchaChallenge.path);
export const changePassword = (body: InputOf<typeof e.changePassword>) => call(e.changePassword, body);
export const signOutOtherSessions = () => call(e.signOutOtherSessions);
