import { Check, Circle } from "lucide-react";

// The password rules, shown before anyone types (issue 26: they used to appear only as an error
// after a failed submit), each ticked as the password meets it. The same rules as ZPassword.

export const PASSWORD_RULES_ID = "password-rules";

const RULES: { text: string; met: (p: string) => boolean }[] = [
  { text: "At least 8 characters", met: (p) => p.length >= 8 },
  { text: "An uppercase and a lowercase letter", met: (p) => /[a-z]/.test(p) && /[A-Z]/.test(p) },
  { text: "A number", met: (p) => /\d/.test(p) },
];

export function PasswordRules({ password }: { password: string }) {
  return (
    <ul id={PASSWORD_RULES_ID} className="-mt-3 space-y-0.5 text-xs text-slate-600">
      {RULES.map((r) => {
        const met = r.met(password);
        return (
          <li key={r.text} className={met ? "flex items-center gap-1.5 text-green-700" : "flex items-center gap-1.5"}>
            {met ? <Check className="size-3.5" aria-hidden /> : <Circle className="size-3" aria-hidden />}
            {r.text}
            <span className="sr-only">{met ? " (met)" : " (not yet)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
