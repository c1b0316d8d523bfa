import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { messages, ZPassword } from "../../../common/api/auth";
import { changePassword, signOutOtherSessions } from "../../api/auth";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";
import { PasswordField } from "../../components/form/field";

type Result = { kind: "success" | "error"; text: string } | null;

const ZChangePasswordForm = z
  .object({ current_password: z.string().max(256), password: ZPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: messages.passwordsDontMatch, path: ["confirm"] });

/** Account settings, Password & Sessions: change the password, sign out everywhere else. */
export function SecurityTab() {
  return (
    <div className="space-y-6">
      <ChangePassword />
      <OtherSessions />
    </div>
  );
}

function ChangePassword() {
  const [result, setResult] = useState<Result>(null);
  const form = useForm<z.infer<typeof ZChangePasswordForm>>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { current_password: "", password: "", confirm: "" },
  });
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ current_password, password }) => {
    setResult(null);
    try {
      const res = await changePassword({ current_password, password });
      if (res.ok && res.data.success) {
        setResult({ kind: "success", text: res.data.message });
        form.reset();
      } else setResult({ kind: "error", text: (!res.ok && res.data.message) || "Failed to change password" });
    } catch {
      setResult({ kind: "error", text: "An error occurred while changing your password" });
    }
  });

  return (
    <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
      <h2 className="text-xl font-semibold">Change password</h2>
      <p className="mt-1 text-sm text-slate-600">
        Changing your password signs you out of Lotus everywhere else. If you only sign in with Google, leave the
        current password empty to set one.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <fieldset disabled={busy} className="grid gap-5 sm:max-w-md">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...form.register("current_password")}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register("password")}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...form.register("confirm")}
          />
        </fieldset>
        {result ? <Alert kind={result.kind}>{result.text}</Alert> : null}
        <Button type="submit" busy={busy}>
          Change password
        </Button>
      </form>
    </div>
  );
}

function OtherSessions() {
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    setResult(null);
    try {
      const res = await signOutOtherSessions();
      setResult(
        res.ok && res.data.success
          ? { kind: "success", text: res.data.message }
          : { kind: "error", text: (!res.ok && res.data.message) || "Failed to sign out other sessions" },
      );
    } catch {
      setResult({ kind: "error", text: "An error occurred while signing out other sessions" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
      <h2 className="text-xl font-semibold">Other sessions</h2>
      <p className="mt-1 text-sm text-slate-600">
        Signed in on a shared or lost device? Sign out of Lotus on every browser but this one. Sessions also end by
        themselves after 7 days unused, and 30 days after signing in.
      </p>
      {result ? (
        <div className="mt-4">
          <Alert kind={result.kind}>{result.text}</Alert>
        </div>
      ) : null}
      <Button type="button" variant="secondary" className="mt-5" busy={busy} onClick={signOut}>
        Sign out other sessions
      </Button>
    </div>
  );
}
