import { zodResolver } from "@hookform/resolvers/zod";
import { Bell, CreditCard, KeyRound, UserRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { messages } from "../../common/api/auth";
import { updateUser } from "../api/auth";
import { Alert } from "../components/alert";
import { Button } from "../components/button";
import { Field } from "../components/form/field";
import { useAuth } from "../features/auth/auth-provider";
import { SecurityTab } from "../features/auth/security-tab";
import { BillingTab } from "../features/billing/billing-tab";
import { NotificationSettingsTab } from "../features/notifications/notification-settings-tab";
import { track } from "../lib/analytics/analytics";
import { cn } from "../lib/cn";

// Tabs of /accountsettings; `tab` in the URL picks one (default personal).
const tabs = [
  { id: "personal", label: "Personal Information", icon: UserRound },
  { id: "billing", label: "Billing & Subscription", icon: CreditCard },
  { id: "security", label: "Password & Sessions", icon: KeyRound },
  { id: "notifications", label: "Notifications", icon: Bell },
] as const;

export function AccountSettingsPage() {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((t) => t.id === params.get("tab")) ?? tabs[0];
  const select = (id: string) => {
    track("Tab", "account settings", id);
    setParams((p) => ({ ...Object.fromEntries(p), tab: id }), { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Account Settings</h1>
      <div className="mt-8 flex flex-col gap-8 md:flex-row">
        <nav aria-label="Settings" className="md:w-60 md:shrink-0">
          {/* Under 768 px the four tabs sit two by two, all in view: a sideways-scrolling row hid
              'Password & Sessions' and 'Notifications' past the screen's edge with no sign of them. */}
          <div role="tablist" aria-orientation="vertical" className="grid grid-cols-2 gap-2 md:flex md:flex-col">
            {tabs.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                aria-selected={t.id === current.id}
                onClick={() => select(t.id)}
                className={cn(
                  "flex min-h-11 items-center justify-center gap-2 rounded-lg border px-2 py-2 text-center text-sm font-medium transition md:justify-start md:border-0 md:px-3 md:py-2.5 md:text-left",
                  t.id === current.id
                    ? "border-lagoon-700 bg-lagoon-50 text-lagoon-700"
                    : "border-slate-200 text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                <t.icon className="size-4 shrink-0" aria-hidden />
                {t.label}
              </button>
            ))}
          </div>
        </nav>
        <section role="tabpanel" aria-label={current.label} className="min-w-0 flex-1">
          {current.id === "billing" ? (
            <BillingTab />
          ) : current.id === "security" ? (
            <SecurityTab />
          ) : current.id === "notifications" ? (
            <NotificationSettingsTab />
          ) : (
            <PersonalInformation />
          )}
        </section>
      </div>
    </div>
  );
}

const ZProfileForm = z.object({
  first_name: z.string().trim().min(2, messages.firstName),
  last_name: z.string().trim().min(2, messages.lastName),
  preferred_name: z.string().trim().max(100),
});

function PersonalInformation() {
  const auth = useAuth();
  const info = auth.userInfo;
  const [result, setResult] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const form = useForm<z.infer<typeof ZProfileForm>>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: {
      first_name: info?.firstName ?? "",
      last_name: info?.lastName ?? "",
      preferred_name: info?.preferredName ?? "",
    },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const res = await updateUser(values);
      if (res.ok && res.data.success) {
        setResult({ kind: "success", text: "Profile updated successfully!" });
        await auth.refresh();
      } else setResult({ kind: "error", text: (!res.ok && res.data.message) || "Failed to update profile" });
    } catch {
      setResult({ kind: "error", text: "An error occurred while updating profile" });
    }
  });

  return (
    <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
      <h2 className="text-xl font-semibold">Personal Information</h2>
      <p className="mt-1 text-sm text-slate-600">How Lotus and your travel companions see you.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          <Field
            label="First name"
            autoComplete="given-name"
            error={form.formState.errors.first_name?.message}
            {...form.register("first_name")}
          />
          <Field
            label="Last name"
            autoComplete="family-name"
            error={form.formState.errors.last_name?.message}
            {...form.register("last_name")}
          />
          <Field
            label="Preferred name"
            autoComplete="nickname"
            error={form.formState.errors.preferred_name?.message}
            {...form.register("preferred_name")}
          />
          <Field label="Email" type="email" value={info?.email ?? ""} readOnly disabled aria-readonly />
        </fieldset>
        {result ? <Alert kind={result.kind}>{result.text}</Alert> : null}
        <Button type="submit" busy={busy}>
          Update information
        </Button>
      </form>
    </div>
  );
}
