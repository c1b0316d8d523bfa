import type { Challenge } from "altcha-lib";
import type { TCheckAuthResponse, TClientConfig } from "../../common/api/auth";
import { api } from "./client";

// One function per accounts call of the spec (section 7).
type MessageResponse = { success: boolean; message: string };

export const checkAuth = () => api<TCheckAuthResponse>("GET", "/api/check_auth");
export const deauth = () => api<MessageResponse>("GET", "/api/deauth");
export const login = (body: { email: string; password: string; recaptcha_token?: string }) =>
  api<{ success: boolean; msg: string }>("POST", "/api/auth", body);
export const googleAuth = (body: {
  access_token: string;
  recaptcha_token?: string;
  user_info: { google_id: string; email: string; first_name: string; last_name: string; email_verified: boolean };
}) => api<MessageResponse>("POST", "/api/google-auth", body);
export const signup = (body: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  recaptcha_token?: string;
  consents: boolean;
}) => api<MessageResponse>("POST", "/api/signup", body);
export const confirmEmail = (token: string) => api<MessageResponse>("POST", "/api/confirm_email", { token });
export const forgotPassword = (body: { email: string; recaptcha_token?: string }) =>
  api<MessageResponse>("POST", "/api/forgot-password", body);
export const resetPassword = (body: { token: string; password: string }) =>
  api<MessageResponse>("POST", "/api/reset-password", body);
export const updateUser = (body: { first_name: string; last_name: string; preferred_name: string }) =>
  api<MessageResponse>("POST", "/api/update_user", body);
export const clientConfig = () => api<TClientConfig>("GET", "/api/client-config");
export const captchaChallenge = () => api<Challenge>("GET", "/api/captcha/challenge");
export const changePassword = (body: { current_password: string; password: string }) =>
  api<MessageResponse>("POST", "/api/change-password", body);
export const signOutOtherSessions = () => api<MessageResponse>("POST", "/api/sign-out-other-sessions", {});
