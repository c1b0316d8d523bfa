import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { forgotPassword } from "../api/auth";
import { Alert } from "../components/alert";
import { Button } from "../components/button";
import { Field } from "../components/form/field";
import { AuthLayout } from "../features/auth/auth-layout";
import { ZForgotForm } from "../features/auth/form-schemas";
import { useBotCheck } from "../features/auth/use-bot-check";

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { getToken } = useBotCheck();
  const [result, setResult] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const form = useForm<z.infer<typeof ZForgotForm>>({
    resolver: zodResolver(ZForgotForm),
    defaultValues: { email: "" },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const res = await forgotPassword({ email, recaptcha_token: await getToken() });
      if (res.ok && res.data.success) {
        setResult({ kind: "success", text: "Password reset instructions have been sent to your email." });
      } else {
        setResult({
          kind: "error",
          text: (!res.ok && res.data.message) || "Failed to process request. Please try again.",
        });
      }
    } catch {
      setResult({ kind: "error", text: "Failed to process request. Please try again." });
    }
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your e-mail and we'll send you a link to choose a new one."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          disabled={busy}
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        {result ? <Alert kind={result.kind}>{result.text}</Alert> : null}
        <Button type="submit" busy={busy} className="w-full">
          Send Reset Link
        </Button>
        <Button type="button" variant="secondary" className="w-full" onClick={() => navigate("/login")}>
          Back to Login
        </Button>
      </form>
    </AuthLayout>
  );
}
