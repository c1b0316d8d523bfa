import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { resetPassword } from "../api/auth";
import { Alert } from "../components/alert";
import { Button } from "../components/button";
import { PasswordField } from "../components/form/field";
import { AuthLayout } from "../features/auth/auth-layout";
import { ZResetForm } from "../features/auth/form-schemas";

export const RESET_REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [result, setResult] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const form = useForm<z.infer<typeof ZResetForm>>({
    resolver: zodResolver(ZResetForm),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const busy = form.formState.isSubmitting;
  const done = result?.kind === "success";

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login"), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setResult(null);
    try {
      const res = await resetPassword({ token, password });
      if (res.ok && res.data.success) {
        setResult({
          kind: "success",
          text: "Password has been successfully reset. You can now login with your new password.",
        });
      } else
        setResult({
          kind: "error",
          text: (!res.ok && res.data.message) || "Failed to reset password. Please try again.",
        });
    } catch {
      setResult({ kind: "error", text: "Failed to reset password. Please try again." });
    }
  });

  return (
    <AuthLayout title="Choose a new password">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <fieldset disabled={busy || done} className="space-y-5">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            error={form.formState.errors.password?.message}
            {...form.register("password")}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={form.formState.errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
        </fieldset>
        {result ? <Alert kind={result.kind}>{result.text}</Alert> : null}
        {done ? (
          <p className="text-sm text-slate-600">
            Taking you to{" "}
            <Link to="/login" className="font-semibold text-lagoon-700 underline">
              sign in
            </Link>
            ...
          </p>
        ) : (
          <Button type="submit" busy={busy} className="w-full">
            Reset Password
          </Button>
        )}
      </form>
    </AuthLayout>
  );
}
