import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { track } from "../../lib/analytics/analytics";
import { FeedbackModal } from "./feedback-modal";

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
      {open ? <FeedbackModal onClose={() => setOpen(false)} /> : null}
    </FeedbackContext.Provider>
  );
}

export const useFeedback = () => useContext(FeedbackContext);
