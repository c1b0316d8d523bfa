import { Eye, EyeOff } from "lucide-react";
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { cn } from "../../lib/cn";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

const inputClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-lagoon-600 focus:ring-2 focus:ring-lagoon-600/20 disabled:bg-slate-50 disabled:text-slate-500";

/** Label above, error below, and the ids that tie them to the input for screen readers. */
function FieldShell({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: (a11y: { id: string; "aria-invalid"?: true; "aria-describedby"?: string; className: string }) => ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
        className: cn(inputClass, error ? "border-red-500" : "border-slate-300"),
      })}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its error under it. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, className, id, ...props },
  ref,
) {
  const autoId = useId();
  return (
    <FieldShell id={id ?? autoId} label={label} error={error} className={className}>
      {(a11y) => <input ref={ref} {...a11y} {...props} />}
    </FieldShell>
  );
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, "type">>(function PasswordField(
  { label, error, className, id, ...props },
  ref,
) {
  const autoId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id ?? autoId} label={label} error={error} className={className}>
      {(a11y) => (
        <div className="relative">
          <input
            ref={ref}
            type={visible ? "text" : "password"}
            {...a11y}
            className={cn(a11y.className, "pr-11")}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? "Hide password" : "Show password"}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
          >
            {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
          </button>
        </div>
      )}
    </FieldShell>
  );
});
