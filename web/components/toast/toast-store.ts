// A tiny store behind the toaster: any module can call toast() without a React context.
// Spec: one toast at a time, 5000 ms by default, removed 1,000,000 ms after dismissal
// (long after its exit animation; the limit of one drops older ones sooner).

export type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number };
export type ToastItem = ToastInput & { id: string; open: boolean };

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type Listener = () => void;

export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let toasts: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const emit = (next: ToastItem[]) => {
    toasts = next;
    for (const l of listeners) l();
  };

  function remove(id: string) {
    emit(toasts.filter((t) => t.id !== id));
  }

  function dismiss(id?: string) {
    const targets = toasts.filter((t) => id === undefined || t.id === id);
    if (targets.length === 0) return;
    emit(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
    for (const t of targets) schedule(() => remove(t.id), TOAST_REMOVE_DELAY_MS);
  }

  /** Shows a toast and returns its id; a blank title is a programming error. */
  function toast(input: ToastInput): string {
    if (!input.title.trim()) throw new Error("A toast needs a non-empty title");
    counter += 1;
    const id = `toast-${counter}`;
    emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
    return id;
  }

  return {
    toast,
    dismiss,
    remove,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

export const toastStore = createToastStore();
export const toast = toastStore.toast;
