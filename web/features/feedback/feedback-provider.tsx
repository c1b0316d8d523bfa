import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from "react";
import { track } from "../../lib/analytics/analytics";

// The form and its dialogs load when someone first opens it, not with every page.
const FeedbackModal = lazy(() => import("./feedback-modal").then((m) => ({ default: m.FeedbackModal })));

const FeedbackContext = createContext<{ open: () => void }>({ open: () => undefined });

/** One feedback modal for the whole app; any 'Share Feedback' button opens it. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(
    () => ({
      open: () => {
        track("Feature", "open feedback");
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <FeedbackModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </FeedbackContext.Provider>
  );
}

export const useFeedback = () => useContext(FeedbackContext);
