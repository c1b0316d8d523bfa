import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { login } from "../api/auth";
import { Alert } from "../components/alert";
import { Button } from "../components/button";
import { Field, PasswordField } from "../components/form/field";
import { AuthLayout, Divider } from "../features/auth/auth-layout";
import { useAuth } from "../features/auth/auth-provider";
import { authStorage } from "../features/auth/auth-storage";
import { ZLoginForm } from "../features/auth/form-schemas";
import { GoogleButton } from "../features/auth/google-button";
import { InviteSummary, pendingInviteToken, useInvitePreview } from "../features/auth/invite-summary";
import { useBotCheck } from "../features/auth/use-bot-check";
import { track } from "../lib/analytics/analytics";

/** After signing in: the page the guard remembered, else /plan. */
export function useAfterSignIn() {
  const auth = useAuth();
  const navigate = useNavigate();
  return async () => {
    await auth.refresh();
    const target = authStorage.returnUrl() ?? "/plan";
    authStorage.clearReturnUrl();
    navigate(target, { replace: true });
  };
}

export function LoginPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  // The notice comes from the route guard (stored once), or a query or state message.
  const [notice] = useState(
    () =>
      authStorage.loginMessage() ??
      params.get("message") ??
      (location.state as { message?: string } | null)?.message ??
      null,
  );
  // Used up once this screen is really shown: a render that React throws away (a lazy chunk
  // still loading under load, a strict-mode rehearsal) must not take the notice with it.
  useEffect(() => {
    authStorage.clearLoginMessage();
  }, []);
  // Carried from sign-up (or the sign-up link's field) so nobody types it twice (issue 26).
  const carried = location.state as { email?: string; signedUp?: boolean } | null;
  const [email] = useState(() => carried?.email ?? params.get("email") ?? "");
  // After sign-up: where the confirmation went, and the spec's order (confirm, then sign in).
  const signedUpNote =
    carried?.signedUp && email ? `We sent a confirmation link to ${email}: confirm your e-mail, then sign in.` : null;
  // An invitee sent here by the /accept guard sees what they were invited to.
  const [inviteToken] = useState(pendingInviteToken);
  const invite = useInvitePreview(inviteToken).data ?? null;
  const [error, setError] = useState<string | null>(null);
  const afterSignIn = useAfterSignIn();
  const { getToken } = useBotCheck();
  const form = useForm<z.infer<typeof ZLoginForm>>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email, password: "" },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const res = await login({ ...values, recaptcha_token: await getToken() });
      if (res.ok && res.data.success) {
        track("User", "login", "password");
        await afterSignIn();
      } else
        setError((!res.ok && (res.data.msg || res.data.message)) || "Login failed. Please check your credentials.");
    } catch (e) {
      setError(
        e instanceof Error && e.name === "BotCheckError" ? e.message : "An error occurred. Please try again later.",
      );
    }
  });

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to your account">
      {notice || signedUpNote || invite ? (
        <div className="mb-6 space-y-3">
          {notice ? <Alert kind="info">{notice}</Alert> : null}
          {signedUpNote ? <Alert kind="info">{signedUpNote}</Alert> : null}
          {invite ? <InviteSummary invite={invite} /> : null}
        </div>
      ) : null}
      <GoogleButton onSignedIn={afterSignIn} />
      <Divider label="Or continue with" />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <fieldset disabled={busy} className="space-y-5">
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register("email")}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register("password")}
          />
        </fieldset>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-lagoon-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        {error ? <Alert kind="error">{error}</Alert> : null}
        <Button type="submit" busy={busy} className="w-full">
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Don't have an account?{" "}
        <Link
          to={invite?.email ? `/signup?email=${encodeURIComponent(invite.email)}` : "/signup"}
          className="font-semibold text-lagoon-700 hover:underline"
        >
          Sign up
        </Link>
      </p>
    </AuthLayout>
  );
}
