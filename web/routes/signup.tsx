import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { messages } from "../../common/api/auth";
import { signup } from "../api/auth";
import { Alert } from "../components/alert";
import { Button } from "../components/button";
import { Field, PasswordField } from "../components/form/field";
import { toast } from "../components/toast/toast-store";
import { AuthLayout, Divider } from "../features/auth/auth-layout";
import { ZSignupForm } from "../features/auth/form-schemas";
import { GoogleButton } from "../features/auth/google-button";
import { InviteSummary, pendingInviteToken, useInvitePreview } from "../features/auth/invite-summary";
import { PASSWORD_RULES_ID, PasswordRules } from "../features/auth/password-rules";
import { useBotCheck } from "../features/auth/use-bot-check";
import { useAfterSignIn } from "./login";

type SignupValues = z.infer<typeof ZSignupForm>;

export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const { getToken } = useBotCheck();
  const [error, setError] = useState<string | null>(null);
  // Signing up from an invite: the trip is named here too, and the invited address fills the form.
  const [inviteToken] = useState(pendingInviteToken);
  const invite = useInvitePreview(inviteToken).data ?? null;
  const form = useForm<SignupValues>({
    resolver: zodResolver(ZSignupForm),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: params.get("email") ?? "",
      password: "",
      confirmPassword: "",
      consents: false,
    },
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;
  const consents = form.watch("consents");
  const password = form.watch("password");

  useEffect(() => {
    if (invite?.email && !form.getValues("email")) form.setValue("email", invite.email);
  }, [invite, form]);
  // The "please agree" alert belongs to a submit without the box: ticking it answers it.
  useEffect(() => {
    if (consents) setError((e) => (e === messages.consentOnSubmit ? null : e));
  }, [consents]);

  const onSubmit = form.handleSubmit(
    async ({ confirmPassword: _, ...values }) => {
      setError(null);
      try {
        // The form does not submit without the box ticked (form-schemas.ts), so consent is given.
        const res = await signup({ ...values, consents: true, recaptcha_token: await getToken() });
        if (res.ok && res.data.success) {
          toast({ title: res.data.message || messages.signupThanks });
          // The address goes along, so the login page is filled in; the remembered return URL
          // (an invite's) still applies after signing in.
          navigate("/login", { state: { email: values.email, signedUp: true } });
        } else setError((!res.ok && res.data.message) || "Signup failed. Please try again.");
      } catch (e) {
        setError(e instanceof Error && e.name === "BotCheckError" ? e.message : "An error occurred. Please try again.");
      }
    },
    (invalid) => {
      if (invalid.consents) setError(messages.consentOnSubmit);
    },
  );

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start planning trips with Lotus"
      panelTitle="Plan together, travel better"
    >
      {invite ? (
        <div className="mb-6">
          <InviteSummary invite={invite} />
        </div>
      ) : null}
      <GoogleButton onSignedIn={afterSignIn} />
      <Divider label="Or continue with" />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <fieldset disabled={busy} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register("firstName")}
            />
            <Field
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register("lastName")}
            />
          </div>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <PasswordField
            id="signup-password"
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            aria-describedby={`${PASSWORD_RULES_ID}${errors.password ? " signup-password-error" : ""}`}
            {...form.register("password")}
          />
          <PasswordRules password={password} />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
          <div>
            <label className="flex items-start gap-3 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4 rounded border-slate-300 accent-lagoon-700"
                aria-invalid={errors.consents ? true : undefined}
                {...form.register("consents")}
              />
              <span>
                I agree to the{" "}
                <Link to="/terms-of-service" className="font-medium text-lagoon-700 underline">
                  Terms of Service
                </Link>{" "}
                and the{" "}
                <Link to="/privacy-policy" className="font-medium text-lagoon-700 underline">
                  Data Privacy Policy
                </Link>
                .
              </span>
            </label>
            {errors.consents ? (
              <p role="alert" className="mt-1.5 text-sm text-red-600">
                {errors.consents.message}
              </p>
            ) : null}
          </div>
        </fieldset>
        {error ? <Alert kind="error">{error}</Alert> : null}
        <Button type="submit" busy={busy} className="w-full">
          {busy ? "Creating account..." : "Sign Up"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link
          to="/login"
          state={{ email: form.watch("email") }}
          className="font-semibold text-lagoon-700 hover:underline"
        >
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
}
